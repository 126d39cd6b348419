"""Shared tools for the file tests."""

from __future__ import annotations

import os

from forNorthwood.persistence import files


def patch_sync(monkeypatch, sync) -> None:
    """Route every way of syncing a file to disk (fsync, fdatasync, the module's choice) to ``sync``."""
    monkeypatch.setattr(os, "fsync", sync)
    if hasattr(os, "fdatasync"):
        monkeypatch.setattr(os, "fdatasync", sync)
    if hasattr(files, "_sync"):
        monkeypatch.setattr(files, "_sync", sync)
