"""Ohio (Reiner Knizia): the game's package. ``rules`` is the game (O1-O8, its ``State``), re-exported
here; ``bots`` its greedy and search bots; ``questions`` its lesson's exact answers; ``deal`` its part
in teachers' set-ups (nothing to choose)."""

from .deal import DEALING  # noqa: F401  (cardlib.deals)
from .rules import *  # noqa: F401,F403  (the protocol: State, INFO, move_words, ...)
from .rules import NOTATION

SAMPLE_CARDS = tuple(dict.fromkeys(NOTATION))      # the language check's example cards


def SOAK_OPTIONS(rng, match):  # noqa: N802  (cardlib.soak reads it by this name)
    """Half the soak matches are shortened with the ``rounds`` option (1 to 3 rounds)."""
    return {"rounds": rng.randint(1, 3)} if match and rng.random() < 0.5 else {}
