"""The solution's panel names the rule that decides: a trump, the card kept for the next statement,
what a fief asks for against the dialogues won (``ui.scenes.puzzle_solution``)."""

from __future__ import annotations

from forNorthwood.core import actions as A
from forNorthwood.game.action_codes import action_code
from forNorthwood.game.puzzle_check import check
from forNorthwood.game.puzzles import position_of
from forNorthwood.i18n import set_language
from forNorthwood.ui import solution_panel
from forNorthwood.ui.scenes.puzzle_solution import solution_picture
from forNorthwood.ui.table_places import table_layout
from tests.cards_kit import card_of

from .puzzle_kit import ALLY, explanation, puzzle


def test_a_wrong_card_that_wins_as_a_trump_is_told_so():
    set_language("en")
    words = explanation("000001-21", "p6C")  # the 6 of Claws wins the dialogue only as a trump
    assert "6 of Claws wins this dialogue because it is a trump" in words


def test_a_card_kept_for_the_next_statement_is_told():
    set_language("en")
    words = explanation("00003N-45", "p6E")
    assert "Had you kept the 6 of Eyes, it would have beaten the 5 of Eyes, the next statement." in words


def test_a_fief_that_cannot_be_won_says_what_it_asks_against_what_was_won():
    set_language("en")
    found = puzzle("00000S-19")
    assert found.answer == A.PickFief(4)
    words = explanation("00000S-19", "i4")  # right: the other fief's count is told all the same
    assert "“Choose fief 2”: you would then have 4 dialogues won, more than fief 2 would ask for (2)." in words


def test_an_ally_at_0_percent_is_told_what_it_would_do():
    set_language("en")
    words = explanation("00000A-102", "r")  # the Prince of Leaves would move the visit to fief 6, with 2 won
    assert "you could have at most 4 dialogues won, fewer than fief 6 would ask for (6)." in words


def test_a_wrong_prince_of_leaves_says_where_it_would_move_the_visit():
    set_language("en")
    words = explanation("00000V-41", "a2")  # used too early: 45%, not lost, so no count told for it
    assert (
        "Your move uses the Prince of Leaves: at best it moves the visit to fief 4, which asks for exactly "
        "4 dialogues, and you have won 3."
    ) in words


def test_a_card_the_best_move_keeps_is_told_by_the_count_of_unseen_cards_of_its_suit():
    set_language("en")
    words = explanation("00006T-173", "p2L")  # the count is reached: a card that loses every statement is kept
    assert (
        "Had you kept the 2 of Leaves, it would lose to any statement of its suit: the 2 unseen cards of "
        "that suit are all higher."
    ) in words
    words = explanation("00000X-110", "p8C")  # one dialogue still to win: a card that beats its whole suit
    assert (
        "Had you kept the 8 of Claws, it would win any statement of its suit: the 3 unseen cards of "
        "that suit are all lower."
    ) in words


def test_the_ally_whose_ability_asks_the_puzzle_s_question_is_in_use_not_exhausted(app):
    from forNorthwood.ui.scenes.puzzle import PuzzleScene
    from forNorthwood.ui.text import recording

    from .puzzle_kit import show
    from .screen_kit import fresh_art

    set_language("en")
    found = puzzle("00000S-19")  # level 5: which fief for the Prince of Leaves (slot 2)?
    show(app, found)
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.picture().allies.asking == 1
    with fresh_art(), recording() as drawn:
        app.dirty = True
        app.draw()
    words = [text.message for text in drawn]
    assert "in use" in words
    assert words.count("in use") == 1  # the other turned allies are exhausted


def test_a_wrong_ally_at_0_percent_is_told_by_the_count():
    set_language("en")
    # The Queen of Flowers used at once: only "uses the ally" was said of it, not why it loses.
    words = explanation("000038-178", "a0")
    # Told as the player's move, not as another one by its quoted name.
    assert (
        "Your move uses the Queen of Flowers (ally 1) now, before the next statement. You would then still "
        "need 4 dialogues won, more than the cards left in your hand (3): the visit can no longer be won."
    ) in words


def test_every_word_of_the_solution_s_panel_fits_and_reads_at_960():
    """The panel is painted over frames, after the screens' one drawing: its words are measured
    here, as painted (an ally's option in the allies' column had shrunk to 6 px in French)."""
    import tempfile
    from pathlib import Path

    from forNorthwood.i18n import LANGUAGES
    from forNorthwood.ui.layout import MIN_TEXT
    from forNorthwood.ui.text import recording

    from .screen_kit import new_app, screens

    problems = []
    checked = 0
    shown_screens = [s for s in screens() if s.name.startswith("puzzle_")]
    with tempfile.TemporaryDirectory() as folder:
        for size in ((960, 600), (1280, 800), (3840, 2160)):
            for language in LANGUAGES:
                app = new_app(Path(folder) / f"{size[0]}-{language}", size, language)
                try:
                    for screen in shown_screens:
                        screen.open(app)
                        picture = app.scene.solution_shown  # type: ignore[attr-defined]
                        if picture is None:
                            continue  # a puzzle not answered yet
                        checked += 1
                        with recording() as drawn:
                            picture.images()
                        for text in drawn:
                            if not text.fits or text.drawn_size < MIN_TEXT:
                                problems.append(
                                    f"{size} {language} {screen.name} {text.drawn_size}px {text.message[:50]!r}"
                                )
                finally:
                    app.close()
    assert checked >= 3 * 4 * 4 and problems == []


def test_two_wrong_cards_that_give_the_dialogue_away_as_the_best_move_does_say_the_card_kept():
    """A level-3 puzzle whose two wrong cards both give the dialogue away, as the best move does:
    each says what it does differently (the card the best move keeps), and they differ."""
    found = puzzle("00000B-187")
    state = position_of(found)
    assert found.level == 3 and found.answer == A.Play(card_of("7F"))
    lines = []
    for card in ("1C", "4C"):
        checked = check(found, state, A.Play(card_of(card)), lambda: False)
        picture = solution_picture(table_layout(1280, 800), found, state, A.Play(card_of(card)), checked)
        line = " ".join(words for words in (picture.more, picture.line) if words)  # the whole explanation
        said = line.replace("\u00a0", " ")
        assert f"The best move plays the 7 of Flowers instead and keeps the {card[0]} of Claws" in said, line
        lines.append(line)
    assert lines[0] != lines[1]


def test_the_options_in_fewer_words_are_named_as_the_table_names_them_where_room_allows(solution_lines, monkeypatch):
    """An ally by its character's name and Next statement, as on the table (not "Ally 2" and
    "Reveal" beside the long names elsewhere), at 960×600 too; "Ally 2" only where the names do
    not fit. A move is named as the verdict names it wherever it fits beside the marks' words; the
    marks in signs ("✓ ←") were not understood: the long names give way first (1280×800)."""
    found = puzzle(ALLY)
    state = position_of(found)
    checked = check(found, state, found.answer, lambda: False)
    drawn = solution_lines
    drawn.clear()
    solution_picture(table_layout(1280, 800), found, state, found.answer, checked).images()
    assert {"Ally 2, the Prince of Leaves", "best · yours"} <= set(d.replace("\xa0", " ") for d in drawn), drawn
    assert "✓ ←" not in drawn, drawn
    drawn.clear()
    solution_picture(table_layout(960, 600), found, state, found.answer, checked).images()
    assert {"Prince of Leaves", "Next statement"} <= set(drawn), drawn
    monkeypatch.setattr(solution_panel.assets, "text_width", lambda text, *args: 10_000 if "Leaves" in text else 1)
    drawn.clear()
    solution_picture(table_layout(960, 600), found, state, found.answer, checked).images()
    assert {"Ally 2", "Reveal"} <= set(drawn), drawn


def test_an_ally_is_said_kept_for_a_later_statement_only_when_it_can_still_change_the_chance():
    set_language("en")
    # 00000A-102: the one ready (the Prince of Leaves) can do nothing for the visit after the reveal.
    assert "kept for a later statement" not in explanation("00000A-102", "r")
    # 00000V-41: the ally kept raises the chance to win the visit after the reveal: what it does then is told.
    assert (
        "it keeps the Prince of Leaves for later. If you win the next dialogue, the Prince of Leaves can move "
        "the visit to fief 4, which asks for exactly 4 dialogues: you will have won 4." in explanation("00000V-41", "r")
    )


def test_the_ally_kept_for_later_is_named_with_its_grammar():
    set_language("fr")
    assert "il garde le Prince des Feuilles pour plus tard. Si tu gagnes le prochain dialogue, le Prince" in (
        explanation("00000V-41", "r")
    )
    set_language("uk")
    assert "лишає Принца Листя на потім" in explanation("00000V-41", "r")  # the accusative
    set_language("ko")
    assert "나뭇잎 왕자는 나중을" in explanation("00000V-41", "r")  # its particles
    assert "나뭇잎 왕자가 방문을 4번 영지로" in explanation("00000V-41", "r")
    set_language("en")


def test_the_ally_the_best_move_uses_is_named_beside_its_slot():
    set_language("en")
    assert "The best move uses the King of Leaves (ally 4) now, before the next statement." in explanation(
        "00000W-12", "a3"
    )
    set_language("uk")
    assert "застосувати Короля Листя (місце 4)" in explanation("00000W-12", "a3")  # the accusative
    set_language("ko")
    assert "4번 동맹인 나뭇잎 왕을 지금" in explanation("00000W-12", "a3")  # its particle
    set_language("en")


def test_an_ability_s_question_the_effect_tells_is_no_then_step():
    """After "The best move moves the visit to fief 3", "Then choose fief 3 (18%)" read as a choice
    the player had (the table shows the visit moved): the line says no more of it."""
    set_language("en")
    for puzzle_id in ("000074-18", "00000J-66"):
        found = puzzle(puzzle_id)
        assert isinstance(found.answer, A.Activate)
        words = explanation(puzzle_id, "a" + str(found.answer.slot))
        assert "The best move moves the visit to fief" in words, words
        assert "Then choose fief" not in words, words
    words = explanation("00005C-14", action_code(puzzle("00005C-14").answer))  # a fief chosen later is told
    assert "Then choose fief" in words, words


def test_a_dialogue_won_is_counted_as_what_it_will_make_beside_the_score_shown():
    """The table shows the card answered on the trick with the score before the dialogue ("Score
    2 / 3") while the words said "that makes 3 dialogues won": the count is what winning will make."""
    from forNorthwood.ui.scenes.puzzle_table import board_after

    set_language("en")
    found = puzzle("000066-55")
    state = position_of(found)
    shown = board_after(state, (found.answer,))
    assert len(shown.score) == len(state.score) == 2  # the header's score: the one before the dialogue
    words = explanation("000066-55", "p2C")
    assert "once it is won, you will have 3 dialogues won, exactly what the fief asks for" in words, words
    assert "that makes" not in explanation("000066-55", "p4F")


def test_a_visit_won_by_the_best_move_is_said_won_once():
    """The Baron of Flowers' puzzle said "...ends the visit ... fief 4 is won. The best move wins the
    visit whatever cards not known yet come after.": the same thing twice."""
    set_language("en")
    for puzzle_id in ("00001P-42", "00002V-99"):
        found = puzzle(puzzle_id)
        words = explanation(puzzle_id, action_code(found.answer))
        assert "The best move ends the visit" in words and "is won" in words, words
        assert "wins the visit whatever" not in words, words


def test_the_baron_of_leaves_exchange_says_what_it_gives_and_takes():
    """The exchange puzzles said only "Then let the exchange go (100%)": the card given, the pile's
    top card taken, or the hand kept as it is, are told, in every language."""
    set_language("en")
    words = explanation("00005K-189", "c5E")
    assert "The best move gives the 5 of Eyes for the 5 of Leaves, the top card of the discard pile" in words
    assert "Then let the exchange go: the 3 of Eyes stays on its pile (100%)." in words, words
    words = explanation("00005K-190", "oskip")
    assert "The best move lets the exchange go: your hand stays as it is, and the 3 of Eyes stays" in words
    for language in ("fr", "uk", "ko"):
        set_language(language)
        said = explanation("00005K-189", "c5E")
        assert "{" not in said and "5" in said and said != words, said
    set_language("en")


def test_a_card_the_best_move_puts_next_is_told_what_it_then_does():
    """ "The next statement is the 4 of Leaves: the best move puts it on top of the deck" never said
    why: against it the 8 of Leaves wins the dialogue the fief still needs (the exact solver's best
    answer), or a card gives away one it must not win."""
    set_language("en")
    words = explanation("00006T-40", "c4L")
    assert (
        "the best move puts it on top of the deck. Against it, best play answers with the 8 of Leaves and wins "
        "that dialogue: you will then have 3 dialogues won, exactly what the fief asks for."
    ) in words, words
    words = explanation("00002J-18", action_code(puzzle("00002J-18").answer))
    assert "Against it, best play gives that dialogue to the ruler with the 6 of Claws: you stay at 3" in words
    for language in ("fr", "uk", "ko"):
        set_language(language)
        said = explanation("00006T-40", "c4L")
        assert "{" not in said and "8" in said.split("4", 1)[1], said
    set_language("en")
