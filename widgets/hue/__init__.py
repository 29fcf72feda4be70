"""Hue's front end, in one folder: ``table`` (the play table and teaching pieces, re-exported
here), ``render`` (the one renderer, pure functions from a view to HTML, used by every view) and
``lesson`` (the lesson's figures)."""

from .table import (
    DEFAULT_BOTS,
    AreaView,
    HueScoring,
    HueTable,
    areas_picture,
    cards_picture,
    picture,
    scores_picture,
    why,
)

__all__ = [
    "DEFAULT_BOTS",
    "AreaView",
    "HueScoring",
    "HueTable",
    "areas_picture",
    "cards_picture",
    "picture",
    "scores_picture",
    "why",
]
