"""For Northwood! — a solo trick-taking card game."""

__version__ = "0.2.0"
