"""Which scene shows a game's screen, and which scenes of the stack are drawn."""

from __future__ import annotations

from .scene import Context, GameScreen, Scene, ShowGame


def drawn_scenes(stack: list[Scene]) -> list[Scene]:
    """The scenes of ``stack`` to draw, bottom up: the scene, then its overlays but those under
    the topmost one that hides them (a full panel opened from the menu hides the menu)."""
    hiding = max((i for i, scene in enumerate(stack) if i > 0 and scene.hides_overlays_below), default=0)
    return [scene for i, scene in enumerate(stack) if i == 0 or i >= hiding]


def game_scene(ctx: Context, show: ShowGame, screen: GameScreen) -> Scene:
    """The scene ``screen`` showing the game of ``show``: the fief selection, the visit or the end."""
    # Imported when a game is first shown: a third of a second the title screen need not wait for.
    from .scenes.end_of_game import EndOfGameScene
    from .scenes.fief_selection import FiefSelectionScene
    from .scenes.visit import VisitScene

    session, moments = show.session, list(show.moments)
    match screen:
        case GameScreen.FIEF_SELECTION:
            return FiefSelectionScene(
                ctx, session, moments=moments, message=show.message, deal=show.deal, model=show.model
            )
        case GameScreen.VISIT:
            return VisitScene(ctx, session, moments=moments, message=show.message, model=show.model)
        case GameScreen.END_OF_GAME:
            return EndOfGameScene(ctx, session)
