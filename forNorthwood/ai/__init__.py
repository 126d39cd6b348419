"""Bots over the rules core (no pygame)."""
