"""Hue (Chris Handy): the game's package. ``rules`` is the game (H1-H9, its ``State``), re-exported here;
``board`` the patchwork's geometry and the cards (``cards.json``), ``places`` where a card may go,
``scoring`` the areas; ``bots`` its greedy and search bots; ``questions`` its lesson's exact answers;
``deal`` its part in teachers' set-ups."""

from .board import CARDS
from .deal import DEALING  # noqa: F401  (cardlib.deals)
from .rules import *  # noqa: F401,F403  (the protocol: State, INFO, move_words, ...)

SAMPLE_CARDS = tuple(sorted(CARDS)[:6])            # the language check's example cards


def SOAK_OPTIONS(rng, match):  # noqa: N802  (cardlib.soak reads it by this name)
    """Half the soak matches are shortened with the ``rounds`` option (1 to 3 rounds)."""
    return {"rounds": rng.randint(1, 3)} if match and rng.random() < 0.5 else {}
