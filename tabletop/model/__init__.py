"""The model: pure Python (no Qt, no file IO). Cards, state, commands, events, the game."""
