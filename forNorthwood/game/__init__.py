"""A game in progress, without I/O: the session (history, undo, redo), the questions it
answers by itself, settling a certain visit, kingdom codes, the table's keys and what a
gesture on them means, the tutorial's lessons, the game log, replays, puzzles and the
background jobs. On ``core``, ``ai`` and ``i18n``; nothing here reads or writes a file
(``forNorthwood.keeper``, beside it, keeps the files)."""
