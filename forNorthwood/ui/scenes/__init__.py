"""The scenes of the game and its overlays, each built by its own typed constructor (``scene.py``
says how one leads to another)."""
