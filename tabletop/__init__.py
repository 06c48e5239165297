"""tabletop: a desktop sandbox for paper-like card games that keeps face-down facts straight."""

__version__ = "0.6.0"
