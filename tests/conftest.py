"""Test-wide settings: headless SDL, a deterministic Hypothesis profile on CI."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from hypothesis import HealthCheck, settings

# No deadline and no "too slow" health check: a busy machine must not fail a test.
settings.register_profile("ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def private_folders(tmp_path_factory, monkeypatch):
    """Every test gets its own data and config folders: no test ever touches the real home folder."""
    base = tmp_path_factory.mktemp("folders")
    monkeypatch.setenv("FORNORTHWOOD_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("FORNORTHWOOD_CONFIG_DIR", str(base / "config"))
    return base


@pytest.fixture(autouse=True)
def english_unless_told(monkeypatch):
    """Tests start in English whatever the machine's locale, and leave the game in English."""
    from forNorthwood import i18n

    for name in i18n.LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def pytest_collection_modifyitems(config, items):
    """Tests marked ``slow`` (the long fuzz) run only when FORNORTHWOOD_FUZZ=1."""
    if os.environ.get("FORNORTHWOOD_FUZZ") == "1":
        return
    skip = pytest.mark.skip(reason="long fuzz: set FORNORTHWOOD_FUZZ=1 to run it")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
