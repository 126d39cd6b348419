"""A game in progress, without I/O: the session (history, undo, redo), the questions it
answers by itself, settling a certain visit, kingdom codes, the tutorial's lessons and
the game log. On ``core``, ``ai`` and ``i18n``; nothing here reads or writes a file."""
