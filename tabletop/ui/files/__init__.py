"""Files: new game from decklists, open, save, export, recent files, autosave."""
