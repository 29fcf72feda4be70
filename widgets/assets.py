"""The stylesheets and scripts shipped beside the widgets' modules (package data), read once each.

Every renderer keeps its CSS in a ``.css`` file next to it (``widgets/ohio/ohio.css``, ...) and
reads it with ``stylesheet``; ``pyproject.toml`` ships those files with the package.
"""

from functools import cache
from importlib import resources


@cache
def stylesheet(path):
    """The text of the file ``path`` inside the ``widgets`` package, e.g. ``"ohio/ohio.css"``."""
    return resources.files("widgets").joinpath(path).read_text(encoding="utf-8")
