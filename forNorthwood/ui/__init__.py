"""The pygame-ce desktop game: the only package that imports pygame.

``app`` runs the window and the scene manager; ``scenes`` holds the title, setup,
fief selection, visit and end-of-game scenes and the overlays; ``layout`` is pure
geometry; ``card_art`` draws cards from the vector assets; ``animation`` turns the
core's events into motion.
"""
