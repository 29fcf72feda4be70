"""Hue bots. The board and one's own hand are in the view; the score card is chosen by playing the others.

The greedy bot weighs a seeded sample of its legal moves (all of them when there are few): for
each, the board after the move is scored (H7) for every card it would still hold, and the move
whose best remaining card scores most wins. On its last move this is exactly choosing the score
card to keep; before, it grows the areas of the colours it can still keep.
"""

from .. import i18n
from ..hue import Action, move_words
from ..hue_board import Board, Placement
from ..hue_scoring import best_areas, colour_points
from .generic import Bot

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


BOTS = {"greedy": GreedyBot}
