"""``python -m cardlib``: the command line (see ``cardlib.cli``)."""

import sys

from .cli import main

sys.exit(main())
