"""The pygame-ce desktop game: the only package that imports pygame.

``app`` runs the window, the scene manager and the quiet loop; the game's life and its files
have one keeper (``forNorthwood.keeper``, no pygame), which the scenes ask. ``scenes`` holds the title,
setup, fief selection, visit and end-of-game scenes and the overlays (menu, rules, settings,
statistics, game log, dialogs). The table screen is built from: ``layout`` and ``table_places`` (pure
geometry: a window size in, typed places out), ``frame`` (every card's place, face and marks as one
frozen value), ``table_model`` (the player's view of a core position: what lies where),
``sprites`` and ``stage`` (the cards on screen and their journeys), ``table_scene`` (the
screen's input), ``layers`` with ``hint_layer``, ``tutorial_layer`` and ``review_layer``
(sections over a screen), and ``still_drawing`` with ``scenes/visit_still`` and
``scenes/selection_still`` (the still picture). ``card_art`` draws cards from the vector
assets; ``sound`` synthesises the few sound effects; ``controller`` turns a game controller's
presses into the keyboard's keys.
"""
