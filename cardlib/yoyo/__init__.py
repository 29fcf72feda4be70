"""Yoyo (Hanno and Wilfried Kuhn): the game's package. ``rules`` is the game (Y1-Y11, its ``State``),
re-exported here; ``cards`` its cards and the pile's rules, ``moves`` the moves, ``yellows`` the yellow
cards' actions; ``bots`` its greedy and search bots; ``questions`` its lesson's exact answers; ``deal``
its part in teachers' set-ups."""

from .cards import NOTATION, parse_card  # noqa: F401  (parse_card: the cards as people write them)
from .deal import DEALING  # noqa: F401  (cardlib.deals)
from .rules import *  # noqa: F401,F403  (the protocol: State, INFO, move_words, ...)

SAMPLE_CARDS = tuple(dict.fromkeys(NOTATION))      # the language check's example cards


def SOAK_OPTIONS(rng, match):  # noqa: N802  (cardlib.soak reads it by this name)
    """Half the soak games play the variant (Y11)."""
    return {"variant": rng.random() < 0.5}
