"""Exact outcome distributions by enumerating a game's own tree, with ``Fraction`` probabilities.

The rules are never re-implemented here: every branch is the engine's ``apply`` on a clone.
A policy gives, for a state, the probability of each action of the player to move; chance
inside the game is fixed by its seed, so the tree is finite and exact.
"""

from fractions import Fraction


def uniform_policy(state):
    """Every legal action equally likely (the 'random player')."""
    actions = state.legal_actions()
    p = Fraction(1, len(actions))
    return [(a, p) for a in actions]


def distribution(state, stop, outcome, policy=uniform_policy, key=None):
    """The exact probability of each outcome, playing from ``state`` until ``stop(state)``.

    ``outcome(state)`` names the result at a stop (any hashable). ``policy(state)`` gives
    ``[(action, probability), ...]``. ``key(state)``, if given, must determine everything the
    rest of the game and its outcome depend on; equal keys then share one computation.
    Returns ``{outcome: Fraction}`` summing to 1. ``state`` is not changed.
    """
    memo = {}

    def walk(s):
        if stop(s):
            return {outcome(s): Fraction(1)}
        k = key(s) if key is not None else None
        if k is not None and k in memo:
            return memo[k]
        result = {}
        for action, p in policy(s):
            for o, q in walk(s.clone().apply(action)).items():
                result[o] = result.get(o, 0) + p * q
        if k is not None:
            memo[k] = result
        return result

    return walk(state)


def expectation(dist, f=lambda o: o):
    """The exact mean of ``f(outcome)`` under a distribution from ``distribution``."""
    return sum((p * f(o) for o, p in dist.items()), Fraction(0))
