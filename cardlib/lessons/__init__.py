"""Lessons: exact answers to questions about the games, and the simulations that check them.

The pieces every lesson uses: ``at_least_one`` (the hypergeometric chance of holding a marked card)
and ``z_score`` (how far a simulation lies from the exact answer, in standard errors).
"""

import math
from fractions import Fraction


def at_least_one(unseen, marked, hand, marked_name="marked"):
    """P(a hand of ``hand`` cards drawn from ``unseen`` cards, ``marked`` of them marked, holds one or
    more): 1 - C(unseen - marked, hand) / C(unseen, hand), exactly. ``marked_name``: what the
    ValueError for counts out of range calls the marked cards (a lesson's own word)."""
    if not 0 <= marked <= unseen or not 0 <= hand <= unseen:
        raise ValueError(f"need 0 <= {marked_name} <= unseen and 0 <= hand <= unseen, not unseen={unseen}, "
                         f"{marked_name}={marked}, hand={hand}")
    return 1 - Fraction(math.comb(unseen - marked, hand), math.comb(unseen, hand))


def z_score(gap, error):
    """``gap`` (simulated minus exact) in standard errors ``error``; with no error at all (a certain
    answer), 0 when there is no gap, else infinity."""
    if error == 0:
        return 0.0 if abs(gap) < 1e-9 else math.inf
    return gap / error
