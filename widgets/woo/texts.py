"""The suits of Woo's front end: their symbols, and their names from the catalogues (``woo.suit.H``),
the names the engine's messages use, so that a suit is called the same everywhere. The other words
are in the catalogues too (``cardlib/text/locale``, keys ``ui.woo.*``)."""

from cardlib.text import i18n

SUIT_SYMBOLS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}


def suit_name(suit, lang="en"):
    """The name of ``suit`` ('H', 'D', 'C' or 'S') in ``lang``: 'hearts', 'cœur'."""
    return i18n.text(f"woo.suit.{suit}", lang)
