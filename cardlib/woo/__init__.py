"""Woo: the game's package. ``rules`` is the game (W1-W16, its ``State``), re-exported here; ``cards``
its cards and points; ``minimax`` the perfect-information search and ``solver`` the exact solver of a
player's view; ``bots`` its greedy and search bots; ``questions`` its lesson's exact answers; ``deal``
its part in teachers' set-ups."""

from .cards import NOTATION
from .deal import DEALING  # noqa: F401  (cardlib.deals)
from .rules import *  # noqa: F401,F403  (the protocol: State, INFO, move_words, ...)

SAMPLE_CARDS = tuple(dict.fromkeys(NOTATION))      # the language check's example cards
