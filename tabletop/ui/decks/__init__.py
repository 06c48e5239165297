"""Decks: the deck editor window (`editor`) and the deck it holds (`deck`, no Qt)."""
