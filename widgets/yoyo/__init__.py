"""Yoyo's front end, in one folder: ``table`` (the play table and still pictures, re-exported here),
``render`` (the one renderer, pure functions from a view to HTML and SVG, used by every view),
``texts`` (its words in English and French) and ``lesson`` (the "can I play?" lesson's figures and
controls, from ``cardlib.yoyo.questions``)."""

from .table import YoyoTable, cards_picture, picture, why

__all__ = ["YoyoTable", "cards_picture", "picture", "why"]
