"""Lessons: teaching face-down etiquette on the real table (format, loader, checker)."""
