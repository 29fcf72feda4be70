"""Woo's front end, in one folder: ``table`` (the play table and still pictures, re-exported here),
``closed_view`` (the closed-phase teaching view: the opponent's possible hands and the solver's
verdict on each of your moves), ``render`` (the one renderer, pure functions from a view to HTML,
used by every view) and ``texts`` (its words in English and French)."""

from .closed_view import ClosedPhaseView, closed_picture
from .table import WooTable, cards_picture, picture, why

__all__ = ["ClosedPhaseView", "WooTable", "cards_picture", "closed_picture", "picture", "why"]
