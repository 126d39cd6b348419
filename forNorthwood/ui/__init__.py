"""The pygame-ce desktop game: the only package that imports pygame.

``app`` runs the window, the scene manager and the quiet loop; the game's life and its files
have one keeper (``forNorthwood.keeper``, no pygame), which the scenes ask. ``scenes`` holds the
title, setup, fief selection, visit, end-of-game, replay and puzzle screens and the overlays
(menu, rules, settings, statistics, game log, pile viewer, card tracker, dialogs).

The table screen the fief selection and the visit share (``table_scene``) is built from:
``layout`` and ``table_places`` (pure geometry: a window size in, typed places out);
``frame`` (every card's place, face and marks as one frozen value, computed from the core's
own view of the position, ``core.view.TableModel``); ``sprites`` and ``stage``
(the cards on screen and their journeys, the core's events shown in order); ``table_input``
(the input map: presses, keys and a controller's buttons as gestures on table keys, what is
under the pointer and where a thing is), ``table_hands`` (its input side: gestures into
actions, and ``TablePlay``, its one port to the session); ``sections`` with ``layers``,
``hint_layer``, ``tutorial_layer`` and ``review_layer`` (sections over a screen; those over
the table see it through ``table_view``); and ``still_drawing`` with ``ally_slot``,
``scenes/visit_still``, ``scenes/visit_piles``, ``scenes/visit_hud`` and
``scenes/selection_still`` (the still picture, painted from the frame alone). ``card_art`` draws cards from the vector
assets; ``sound`` synthesises the few sound effects; ``controller`` turns a game controller's
presses into the keyboard's keys.
"""
