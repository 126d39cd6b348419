"""The scenes of the game and its overlays; ``app.SCENES`` maps their names to classes."""
