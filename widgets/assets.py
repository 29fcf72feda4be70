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


@cache
def script(*paths):
    """The text of the scripts ``paths`` inside the ``widgets`` package (read as ``stylesheet`` reads a file),
    joined in order: an anywidget's front end after the helpers it uses, e.g.
    ``script("classroom/widgets_ready.js", "classroom/class_bar.js")``."""
    return "\n".join(stylesheet(path) for path in paths)
