"""The scenes of the game and its overlays; ``app.SCENES`` says where each one's class is."""
