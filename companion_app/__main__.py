"""``python -m companion_app``: the table app (the Android entry point calls the same)."""

import sys

from companion_app.cli import main

sys.exit(main(sys.argv[1:]))
