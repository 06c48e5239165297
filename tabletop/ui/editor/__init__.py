"""The position editor: its window, card panel, files, pure setup edits and widgets."""
