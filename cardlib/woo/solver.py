"""Woo's exact solver: what a player who counts knows, the worlds it leaves, and their minimax values.

The API (every card in notation, as in the view):

- ``unseen(view)``: the cards the player to move has not seen (24 cards minus their hand, the
  cards of finished tricks, the trick in play, the face-up trump card and the cards the opponent
  showed and still holds; W16's reading in docs/woo.md).
- ``worlds(view)``: every ``(opponent_hand, stock)`` consistent with the view, each equally likely:
  the opponent's full hand (shown cards included, sorted in card order) and the stock top first.
  ``stock == ()`` once the stock is exhausted; when the stock was closed by ``close`` its order no
  longer matters (nobody draws again, W6), so each opponent hand comes once, its stock in card order.
  ``count_worlds(view)`` is their number, ``sample_worlds(view, rng, n)`` draws n of them uniformly
  and independently (with replacement) from ``rng``.
- ``action_values(view, opponent_hand, stock, solver=None)``: the exact perfect-information minimax value of
  every legal action of the player to move (keys: the view's ``legal_actions``), in Woo for that
  player (positive: they win that many Woo this round; negative: the opponent does; 0: a tie, W14),
  both players playing perfectly with every card known. Bonus Woo from earlier tied rounds are
  left out: they go to whoever wins, so they never change the best play.

The search (``Solver``) runs on a compact position, a tuple of small ints and bitmasks, never on
the engine's ``State``: negamax with alpha-beta, a transposition table and move ordering, over every
choice the rules give (W3-W10), scored by ``cardlib.woo.round_woo`` itself.
"""

import math
from itertools import combinations, permutations

from .cards import CARDS, NOTATION, parse_card
from .minimax import Solver, position_from_view

__all__ = ["unseen", "worlds", "count_worlds", "sample_worlds", "action_values", "Solver", "position_from_view"]


# --- what the player to move knows ------------------------------------------------------------------

def _seen(view):
    seen = set(view["hand"]) | set(view["played"]) | set(view["opponent_shown"])
    seen.update(t["card"] for t in view["trick"])
    if view["trump_card"] is not None:
        seen.add(view["trump_card"])
    return seen


def unseen(view):
    """The cards (notation, in card order) the player to move of ``view`` has not seen."""
    seen = _seen(view)
    return [NOTATION[c] for c in CARDS if NOTATION[c] not in seen]


def _hidden_counts(view):
    """(unseen cards, how many of them the opponent holds, the stock size, whether its order matters)."""
    me = view["current_player"]
    cards = unseen(view)
    in_hand = view["hand_sizes"][1 - me] - len(view["opponent_shown"])
    stock = view["stock_size"]
    if in_hand < 0 or in_hand + stock != len(cards):
        raise ValueError(f"inconsistent woo view: {len(cards)} unseen cards for a hand of {in_hand} "
                         f"unshown cards and a stock of {stock}")
    return cards, in_hand, stock, stock > 0 and not view["closed"]


def _order(cards):
    return tuple(sorted(cards, key=parse_card))


def worlds(view):
    """Every (opponent_hand, stock) consistent with ``view``, each equally likely (see the module)."""
    cards, in_hand, _, ordered = _hidden_counts(view)
    shown = list(view["opponent_shown"])
    for hand in combinations(cards, in_hand):
        rest = [c for c in cards if c not in hand]
        full = _order(shown + list(hand))
        if ordered:
            for stock in permutations(rest):
                yield full, stock
        else:
            yield full, tuple(rest)


def count_worlds(view):
    """The number of worlds ``worlds(view)`` yields."""
    cards, in_hand, stock, ordered = _hidden_counts(view)
    return math.comb(len(cards), in_hand) * (math.factorial(stock) if ordered else 1)


def sample_worlds(view, rng, n):
    """``n`` worlds drawn uniformly and independently from ``worlds(view)`` with ``rng``."""
    cards, in_hand, _, ordered = _hidden_counts(view)
    shown = list(view["opponent_shown"])
    drawn = []
    for _ in range(n):
        pool = list(cards)
        rng.shuffle(pool)
        rest = pool[in_hand:]
        drawn.append((_order(shown + pool[:in_hand]), tuple(rest) if ordered else _order(rest)))
    return drawn


def action_values(view, opponent_hand, stock, solver=None):
    """The exact minimax value, in Woo for the player to move, of each legal action of ``view``
    when the opponent holds ``opponent_hand`` and the stock is ``stock`` (top first).

    ``solver``: a ``Solver`` for the view's trump to search with, whose transposition table the worlds of one
    view share (a position is the same whichever world it came from: once the stock is closed or exhausted
    it forgets the stock, so the worlds that differ only by the stock's order meet again); by default a new one."""
    solver = Solver(view["trump"]) if solver is None else solver
    pos = position_from_view(view, opponent_hand, stock)
    return solver.action_values(pos, view["legal_actions"])

