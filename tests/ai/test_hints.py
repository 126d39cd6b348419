"""The hint worker: off the UI thread, never stale, cancellable, quick to close (issue 9, point 4's API)."""

from __future__ import annotations

import threading
import time

from forNorthwood.ai.advisor import Advice, advise
from forNorthwood.ai.exact import Cancelled
from forNorthwood.ai.hints import HintWorker
from forNorthwood.core import new_game

from ..core.position_kit import position


class SlowAdvisor:
    """Stands in for ``advise``: searches until released or cancelled, recording what it saw."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started: list[object] = []
        self.cancelled: list[object] = []

    def __call__(self, state, budget_ms, exact, should_stop) -> Advice:
        self.started.append(state)
        while not self.release.is_set():
            if should_stop():
                self.cancelled.append(state)
                raise Cancelled
            time.sleep(0.001)
        return Advice((), None, float(len(self.started)))


def wait_for(predicate, timeout: float = 10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.002)
    return False


def test_a_real_hint_arrives_for_its_key_and_matches_advise() -> None:
    state = position(
        ["5L", "1E", "7E"],
        ["7L", "2E", "3C", "4F"],
        exhausted=[1, 2, 3],
        visiting=2,
        rest_to_deck=False,
        discard=_rest(["5L", "1E", "7E", "7L", "2E", "3C", "4F"]),
    )
    worker = HintWorker(budget_ms=50)
    try:
        worker.request("k1", state)
        assert wait_for(lambda: worker.result("k1") is not None)
        assert worker.result("k1") == advise(state, 50)
        assert worker.result("other") is None
    finally:
        worker.close()
    assert not worker.alive


def test_a_newer_request_cancels_the_older_and_its_answer_is_never_shown() -> None:
    fake = SlowAdvisor()
    worker = HintWorker(advise_fn=fake)
    try:
        worker.request("old", "state-old")  # type: ignore[arg-type]
        assert wait_for(lambda: fake.started == ["state-old"])
        worker.request("new", "state-new")  # type: ignore[arg-type]
        assert wait_for(lambda: fake.cancelled == ["state-old"])
        assert wait_for(lambda: fake.started == ["state-old", "state-new"])
        fake.release.set()
        assert wait_for(lambda: worker.result("new") is not None)
        assert worker.result("old") is None
    finally:
        worker.close()


def test_an_answer_finished_for_an_older_key_is_dropped() -> None:
    gate = threading.Event()
    calls: list[str] = []

    def ignores_cancel(state, budget_ms, exact, should_stop) -> Advice:
        calls.append(state)
        gate.wait(5)
        return Advice((), None, 0.5)

    worker = HintWorker(advise_fn=ignores_cancel)
    try:
        worker.request("a", "A")  # type: ignore[arg-type]
        assert wait_for(lambda: calls == ["A"])
        worker.request("b", "B")  # type: ignore[arg-type]
        gate.set()  # the old search finishes anyway, after the new request
        assert wait_for(lambda: worker.result("b") is not None)
        assert worker.result("a") is None
        assert calls == ["A", "B"]
    finally:
        worker.close()


def test_cancel_stops_the_search_and_forgets_the_request() -> None:
    fake = SlowAdvisor()
    worker = HintWorker(advise_fn=fake)
    try:
        worker.request("k", "S")  # type: ignore[arg-type]
        assert wait_for(lambda: fake.started == ["S"])
        worker.cancel()
        assert worker.wait_idle(5)
        assert fake.cancelled == ["S"]
        fake.release.set()
        assert worker.result("k") is None and not worker.busy()
    finally:
        worker.close()


def test_the_real_search_is_cancelled_quickly_and_close_returns_at_once() -> None:
    state = new_game(3, "full")  # fief odds from a fresh deal: a long search with exact=True budgets
    worker = HintWorker(budget_ms=60_000)
    worker.request("big", state)
    assert wait_for(worker.busy)
    time.sleep(0.2)
    worker.cancel()
    assert worker.wait_idle(3.0)  # the search polls its flag often
    worker.request("big2", state)
    assert wait_for(worker.busy)
    start = time.monotonic()
    worker.close(timeout=3.0)
    assert not worker.alive
    assert time.monotonic() - start < 3.0
    assert worker.result("big2") is None


def test_the_same_request_twice_is_searched_once() -> None:
    fake = SlowAdvisor()
    worker = HintWorker(advise_fn=fake)
    try:
        worker.request("k", "S")  # type: ignore[arg-type]
        worker.request("k", "S")  # type: ignore[arg-type]
        assert wait_for(lambda: fake.started == ["S"])
        worker.request("k", "S")  # type: ignore[arg-type]
        fake.release.set()
        assert wait_for(lambda: worker.result("k") is not None)
        assert fake.started == ["S"]
    finally:
        worker.close()


def test_a_failed_search_wakes_the_ui_and_says_so() -> None:
    def broken(state, budget_ms, exact, should_stop) -> Advice:
        raise RuntimeError("no advice")

    woken: list[object] = []
    worker = HintWorker(advise_fn=broken, on_ready=woken.append)
    try:
        worker.request("k", "S")  # type: ignore[arg-type]
        assert wait_for(lambda: woken == ["k"])  # the UI wakes to replace "Thinking…"
        assert worker.failed("k") and worker.result("k") is None and not worker.busy()
    finally:
        worker.close()


def test_a_cancelled_search_wakes_nobody() -> None:
    fake = SlowAdvisor()
    woken: list[object] = []
    worker = HintWorker(advise_fn=fake, on_ready=woken.append)
    try:
        worker.request("k", "S")  # type: ignore[arg-type]
        assert wait_for(lambda: fake.started == ["S"])
        worker.cancel()
        assert worker.wait_idle(5)
        assert woken == [] and not worker.failed("k")
    finally:
        worker.close()


def _rest(named: list[str]) -> list[str]:
    from forNorthwood.core import CARD_NAMES

    return [c for c in CARD_NAMES if c not in named]
