"""``python -m forNorthwood.engine``: JSON requests on standard input, one answer a line."""

import sys

from .server import main

sys.exit(main())
