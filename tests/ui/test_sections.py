"""A screen's sections: input goes to each in turn up to the first that takes it; they are drawn
the other way round; a section's question comes back as a message, never as a scene."""

from __future__ import annotations

import pygame

from forNorthwood.ui.layers import PASS, AskFirst, Redraw, Reply, Say, SkipTutorial
from forNorthwood.ui.sections import Sections
from forNorthwood.ui.tutorial_layer import skip_question


class Fake:
    def __init__(self, name: str, takes: bool, seen: list[str]) -> None:
        self.name, self.takes, self.seen = name, takes, seen

    def update(self, view: None) -> list:
        return [Redraw()]

    def handle(self, event: pygame.event.Event, view: None) -> Reply:
        self.seen.append(f"handle {self.name}")
        return Reply(True, (Say(self.name),)) if self.takes else PASS

    def covers(self, view: None) -> bool:
        return self.takes

    def draw(self, surface: pygame.Surface, view: None) -> None:
        self.seen.append(f"draw {self.name}")


def test_input_stops_at_the_first_section_that_takes_it_and_the_first_is_drawn_on_top():
    seen: list[str] = []
    sections = Sections(Fake("modal", True, seen), Fake("under", False, seen))
    reply = sections.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a), None)
    assert reply.taken and reply.messages == (Say("modal"),)
    assert seen == ["handle modal"]  # the section under it never saw the key
    sections.draw(pygame.Surface((4, 4)), None)
    assert seen[-2:] == ["draw under", "draw modal"]
    assert sections.covers(None) and sections.update(None) == [Redraw(), Redraw()]


def test_nothing_taken_reaches_the_screen_with_every_sections_messages():
    seen: list[str] = []
    sections = Sections(Fake("a", False, seen), Fake("b", False, seen))
    reply = sections.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a), None)
    assert not reply.taken and seen == ["handle a", "handle b"]


def test_skipping_the_tutorial_is_asked_first_and_skips_only_on_yes():
    question = skip_question()
    assert isinstance(question, AskFirst) and question.then == (SkipTutorial(),)
    assert question.title and question.yes and question.no
