"""Lessons: exact answers to questions about the games, and the simulations that check them.

The pieces every lesson uses: ``at_least_one`` (the hypergeometric chance of holding a marked card),
``z_score`` (how far a simulation lies from the exact answer, in standard errors) and ``sample_chunks``
(a seeded simulation in chunks, as ``widgets.predict`` draws it).
"""

import math
import random
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


def sample_chunks(draw, seed, first=10, chunk=100):
    """Endless chunks of outcomes ``draw(rng)``, one per simulated game, from ``random.Random(seed)``: the
    same seed gives the same chunks. The chunks hold ``first`` outcomes, then twice as many each time up
    to ``chunk``, so that a convergence curve on a log scale starts early (``widgets.predict.Question``)."""
    if not 1 <= first <= chunk:
        raise ValueError(f"need 1 <= first <= chunk, not first={first!r}, chunk={chunk!r}")
    rng = random.Random(seed)
    size = first
    while True:
        yield [draw(rng) for _ in range(size)]
        size = min(2 * size, chunk)
