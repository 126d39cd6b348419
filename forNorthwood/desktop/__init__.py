"""The desktop around the game: start-up checks, the one-copy lock, the crash log, the
desktop menu entry, the bundled resources and the credits."""
