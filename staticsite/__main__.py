"""``python -m staticsite --out DIR [--pyodide DIR|URL]``: build the static site (``dev.py static-site`` runs it)."""

import argparse
import sys

from .build import build
from .runtime import BuildError


def main(argv=None):
    """Parse the command line and build the site; exit 1 with the reason when the build cannot be done."""
    parser = argparse.ArgumentParser(prog="python -m staticsite", description=__doc__)
    parser.add_argument("--out", required=True, help="the folder to write the site into (made anew)")
    parser.add_argument("--pyodide", default=None, metavar="DIR|URL",
                        help="a Pyodide distribution (its folder, its .tar.bz2 or its address) to serve the "
                             "lessons' figures from: the lessons then work offline")
    args = parser.parse_args(argv)
    try:
        build(args.out, pyodide=args.pyodide)
    except BuildError as error:
        print(f"[static-site] {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
