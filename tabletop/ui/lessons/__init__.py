"""Lessons on the real table: picker, player, panel, summary, recorder and their texts."""
