"""Files of the game: saves, settings and statistics, as versioned JSON.

Every file is written atomically (a temporary file in the same folder, flushed,
fsynced, then ``os.replace``), so a crash or power cut leaves either the old or
the new file, never half of one. Nothing read from disk is unpickled or
evaluated: it is parsed as JSON and validated field by field. A damaged file is
set aside with a timestamp, never deleted, and the player is told in plain words.
"""
