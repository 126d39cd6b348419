"""The event feed: the last sentences stay on the message line, runs of cards are told together."""

from __future__ import annotations

from forNorthwood.core import events as E
from forNorthwood.ui import text
from forNorthwood.ui.event_feed import KEPT, EventFeed
from forNorthwood.ui.still_drawing import FEED_SHOWN, feed_picture
from forNorthwood.ui.table_places import table_layout


def test_draws_one_after_the_other_are_one_sentence():
    feed = EventFeed()
    feed.add(E.Activated(0, "JC"))
    for card in ("7E", "2C", "4C"):
        feed.add(E.Moved(card, "deck", "hand"))
    assert [line.text for line in feed.lines] == [
        "Used Jack\u00a0of\u00a0Claws (slot 1).",
        "Drew 3 cards: Claws 2, 4 · Eyes 7.",
    ]


def test_a_run_of_discards_goes_on_over_several_picks_and_stops_at_another_event():
    feed = EventFeed()
    feed.add(E.Moved("7C", "hand", "discard"))
    feed.add(E.Moved("3L", "hand", "discard"))  # the next pick of the same ability
    feed.add(E.Moved("9E", "hand", "discard"))
    feed.add(E.Statement("5L"))
    feed.add(E.Moved("8F", "hand", "discard"))
    assert [line.text for line in feed.lines] == [
        "Discarded 3 cards: Claws 7 · Leaves 3 · Eyes 9.",
        "Statement: 5\u00a0of\u00a0Leaves.",
        "Discarded 8\u00a0of\u00a0Flowers.",
    ]


def test_the_feed_keeps_the_last_sentences_and_an_undo_clears_it():
    feed = EventFeed()
    for card in ("1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C"):
        feed.add(E.Statement(card))
    assert len(feed.lines) == KEPT and feed.lines[-1].text == "Statement: 8\u00a0of\u00a0Claws."
    feed.clear()
    feed.note("Undone.")
    assert [line.text for line in feed.lines] == ["Undone."]


def test_the_message_line_shows_the_newest_sentences_and_a_refusal_alone(app):
    lay = table_layout(1280, 800)
    feed = EventFeed()
    for card in ("1C", "2C", "3C", "4C"):
        feed.add(E.Statement(card))
    with text.recording() as drawn:
        feed_picture(lay, feed.lines)
    words = " ".join(d.message for d in drawn).replace("\u00a0", " ")
    assert "Statement: 4 of Claws." in words and "Statement: 3 of Claws." in words
    assert "Statement: 1 of Claws." not in words  # FEED_SHOWN sentences at most
    assert FEED_SHOWN == 3
    assert not any(d.overflow for d in drawn)
    feed.note("No: that card does not follow suit.", error=True)
    with text.recording() as drawn:
        feed_picture(lay, feed.lines)
    assert [d.message for d in drawn] == ["⚠ No: that card does not follow suit."]


#: A French feed whose older sentences, measured one by one, left the newest a pixel short of room.
FRENCH_FEED = (
    "Carte du dirigeant\u00a0: 7\u00a0Yeux.",
    "Réponse avec le 1\u00a0Griffes\u00a0: dialogue gagné.",
    "Le 1\u00a0Griffes rejoint la pile Score.",
    "Capacité de\u00a0la\u00a0Dame\u00a0des\u00a0Fleurs utilisée (emplacement 1).",
    "La capacité de\u00a0la\u00a0Dame\u00a0des\u00a0Fleurs n’a eu aucun effet.",
    "Carte du dirigeant\u00a0: 4\u00a0Feuilles.",
)


def test_the_message_line_never_shrinks_a_sentence_under_the_text_floor(app):
    """At 960×600 the older sentences make room for the newest as drawn (not as summed up),
    and a sentence longer than the line wraps above it, at the line's size, over a backing."""
    from forNorthwood.ui.event_feed import FeedLine
    from forNorthwood.ui.theme import MIN_TEXT

    lay = table_layout(960, 600)
    line = lay.message
    with text.recording() as drawn:
        picture, rect = feed_picture(lay, [FeedLine(t) for t in FRENCH_FEED])
    assert rect == line and drawn and min(d.drawn_size for d in drawn) >= MIN_TEXT
    assert drawn[-1].message == FRENCH_FEED[-1]
    long = " ".join(["Lady of Flowers discarded a card and drew another one."] * 4)
    for lines in ([FeedLine("Statement: 4 of Claws."), FeedLine(long)], [FeedLine(long, error=True)]):
        with text.recording() as drawn:
            picture, rect = feed_picture(lay, lines)
        assert [d.drawn_size for d in drawn] == [lay.text(19)] and not drawn[0].overflow and not drawn[0].cut
        assert drawn[0].message.replace("\n", " ").endswith(long) and "Statement" not in drawn[0].message
        assert rect.bottom == line.bottom and rect.width == line.width and rect.height > line.height
        assert picture.get_size() == rect.size


def test_a_sentence_said_again_right_after_itself_stands_once():
    """The Hint asked twice in a row read "Bring the King of Flowers in over slot 4 (the Jack of
    Eyes). · Bring the King of Flowers in over slot 4 (the Jack of Eyes).": said once."""
    feed = EventFeed()
    words = "Bring the King of Flowers in over slot 4 (the Jack of Eyes)."
    feed.note(words)
    feed.note(words)
    assert [line.text for line in feed.lines] == [words]
    feed.note("Undone.")
    feed.note(words)  # not right after itself: said again
    assert [line.text for line in feed.lines] == [words, "Undone.", words]
