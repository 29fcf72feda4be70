"""Hue bots. The board and one's own hand are in the view; the score card is chosen by playing the others.

The greedy bot weighs a seeded sample of its legal moves (all of them when there are few): for
each, the board after the move is scored (H7) for every card it would still hold, and the move
whose best remaining card scores most wins. On its last move this is exactly choosing the score
card to keep; before, it grows the areas of the colours it can still keep.
"""

from ..text import i18n
from .rules import Action, move_words
from .board import Board, Placement
from .scoring import best_areas, colour_points
from ..bots.generic import Bot
from ..bots.search import Playouts, SearchBot, Settings

SAMPLE = 80          # moves weighed per turn: scoring a board takes some 50 µs


def board_of(view):
    """The ``Board`` described by a Hue view."""
    return Board(Placement(p["card"], p["x"], p["y"], p["direction"]) for p in view["board"])


def value_after(board, move, hand):
    """The best score card left in ``hand`` after playing ``move`` (an ``Action``) on ``board``."""
    after = board.copy()
    after.lay(move.placement)
    best = best_areas(after)             # each colour's largest area's points, as the engine scores H7
    left = list(hand)
    left.remove(move.card)
    return max(sum(part[3] for part in colour_points(card, best)) for card in left)


class GreedyBot(Bot):
    """Plays the sampled move that leaves its best score card scoring most (see the module)."""

    name = "greedy"

    def decision(self, view):
        """The move for the current player of ``view``, with the score it leaves."""
        notations = view["legal_actions"]
        weighed = len(notations)
        if weighed > SAMPLE:                 # sampled before parsing: the same draws pick the same moves
            notations = self.rng.sample(notations, SAMPLE)
        moves = [_parse(m) for m in notations]
        board = board_of(view)
        hand = view["hand"]
        score_of, best = max((value_after(board, move, hand), str(move)) for move in moves)
        return best, i18n.Message("bot.hue.best", move=move_words(best), score=i18n.Message("ui.hue.points", n=score_of),
                                  n=len(moves), legal=weighed)


def _parse(notation):
    _, card, position, direction = notation.split()
    x, y = position.split(",")
    return Action(card, int(x), int(y), direction)


class HuePlayouts(Playouts):
    """The search bot's random playouts of the ``KEEP`` moves greedy's scoring rates best out of the
    thousand legal moves a Hue position may have."""

    def candidates(self, view):
        """The ``KEEP`` legal moves greedy's scoring rates best, and a message saying so."""
        legal = view["legal_actions"]
        if len(legal) <= KEEP:
            return list(legal), None
        board = board_of(view)
        hand = view["hand"]
        rated = sorted(((-value_after(board, _parse(m), hand), i) for i, m in enumerate(legal)))
        kept = [legal[i] for _, i in rated[:KEEP]]
        return kept, i18n.Message("bot.search.hue_kept", n=len(kept), legal=len(legal))


KEEP = 8                 # the search bot's candidates, kept by greedy's scoring
# A playout lasts 5-30 moves.
SEARCH = Settings(HuePlayouts, budget=1600)
BOTS = {"greedy": GreedyBot, "search": SearchBot}
