"""The pygame-ce desktop game: the only package that imports pygame.

``app`` runs the window and the scene manager; the keeper (``forNorthwood.keeper``, no
pygame) keeps the game in progress, its files and the settings; ``scenes`` holds the
title, setup, fief selection, visit and end-of-game scenes and the overlays (menu, rules,
settings, statistics, game log, dialogs); ``layout`` is pure geometry; ``card_art`` draws
cards from the vector assets; ``animation`` turns the core's events into motion; ``sound``
synthesises the few sound effects.
"""
