"""Ohio's front end, in one folder: ``table`` (the play table and teaching pieces, re-exported
here), ``render`` (the one renderer, pure functions from a view to HTML, used by every view) and
``lesson`` (the lesson's figures)."""

from .table import (
    OhioScoring,
    OhioTable,
    cards_picture,
    picture,
    why,
)

__all__ = [
    "OhioScoring",
    "OhioTable",
    "cards_picture",
    "picture",
    "why",
]
