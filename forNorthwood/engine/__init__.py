"""The JSON-lines seam of the rules core: ``python -m forNorthwood.engine`` (docs/ENGINE_PROTOCOL.md)."""

from .server import MAX_LINE_BYTES, answer, main, serve

__all__ = ["MAX_LINE_BYTES", "answer", "main", "serve"]
