"""Woo bots: ``greedy`` (rules of thumb) and ``search`` (determinisation: the exact solver, after
rollouts while the stock is open, over the possible deals).

Both read only ``state.view(state.current_player)`` and their own ``random.Random(seed)``.

greedy, in order: calls Victoire with 66 points or more; after the last trick ends the round;
exchanges the trump zero; announces a marriage that scores (trumps first); closes when its points
plus the points of its trumps and aces reach 66, else draws; leads the announced marriage, then in
the closed phase a card nothing unseen can beat in its suit, else its cheapest card (trumps last);
following, wins with its cheapest winning card (a trump only for a trick worth 10 or more, or when
the rules make it), else throws its cheapest card.

search: the search bot of every game (``cardlib.bots.search.SearchBot``) with Woo's evaluation,
``WooSolving``, plugged in: every legal move is valued in Woo on deals consistent with the view
(``woo_solver``, from the view alone), and the move with the best mean wins (then the most deals
won, then Victoire, then the view's order).
- Stock closed or exhausted: every card left is in the two hands, so each deal is solved exactly
  to the end of the round; over every possible opponent hand when there are at most
  ``EXACT_WORLDS`` (once the stock is exhausted there is only one), else over a sample.
- Stock still open: each legal move is followed on each deal by a rollout (``Solver.rollout``):
  both players by the greedy rules of thumb, every card of the deal known, until the stock is
  closed or exhausted, then the exact solve to the end of the round. So ``close``, and ``draw`` of
  the last stock card, are valued exactly on each deal. The exact solve of a whole open phase
  takes 0.05 s a deal with 3 stock cards, 0.2 s with 5, 1.5 s with 7 and 13 s with 9 (median;
  ``benchmarks/woo_solver.py``), too slow for 0.5 s a move over enough deals; measured before: a
  depth-limited minimax with a points-and-hand-strength estimate at its horizon played worse than
  greedy. Against the former rollouts, played to the end of the round by the rules of thumb, the
  exact finish is as strong, not measurably stronger: 48.5% of 200 rounds head to head, and 61.0%
  against greedy where the former won 62.3% of the same 200 deals (benchmarks/README.md).
Deals are drawn up front from the bot's RNG; they are used in order until ``NODE_BUDGET`` search
nodes (and rollout steps) are spent, at least ``MIN_DEALS``: a deterministic budget (the same view
and seed give the same move on any machine) of well under 0.5 s a move here.
"""

from ..text import i18n
from . import solver as woo_solver
from .rules import move_words, points_words
from .cards import NOTATION, SUITS, MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS, VALUES, VICTORY_POINTS, parse_card
from .minimax import Solver, position_from_view
from ..bots.generic import Bot
from ..bots import search
from ..bots.search import Rank, standard_error

EXACT_WORLDS = 20        # closed phase: solve every opponent hand up to this many (a solve takes 2-20 ms)
MAX_DEALS = 100          # deals drawn at most
MIN_DEALS = 6            # deals solved at least, whatever the budget
NODE_BUDGET = 60000      # search nodes and rollout steps per move (a few microseconds each)


def _cards(view):
    return [parse_card(c) for c in view["hand"]]


def _trump(view):
    return SUITS.index(view["trump"])


def _reason(kind, move, **params):
    """The greedy bot's reason ``bot.woo.greedy.<kind>`` for ``move`` (notation), the move said in words."""
    return i18n.Message(f"bot.woo.greedy.{kind}", move=move_words(move), **params)


class GreedyBot(Bot):
    """The rule-of-thumb Woo player described in the module docstring."""

    name = "greedy"

    def decision(self, view):
        """The move for the current player of ``view`` and the rule of thumb that picked it."""
        legal = view["legal_actions"]
        me = view["current_player"]
        points = view["points"][me]
        if "victory" in legal and points >= VICTORY_POINTS:
            return "victory", _reason("victory", "victory", points=points_words(points))
        if "end" in legal:
            # W10: the last trick's 10 points only when nobody closed (nor called Victoire, which ended the round)
            key = "end" if view["closer"] is None else "end_closed"
            return "end", _reason(key, "end", points=points_words(points))
        if "exchange" in legal:
            return "exchange", _reason("exchange", "exchange", card=view["trump_card"])
        hand = _cards(view)
        trump = _trump(view)
        if not view["closed"] and view["tricks_won"][me] > 0:
            marriages = sorted((m for m in legal if m.startswith("marry")), key=lambda m: m[-1] != view["trump"])
            if marriages:
                worth = TRUMP_MARRIAGE_POINTS if marriages[0][-1] == view["trump"] else MARRIAGE_POINTS
                return marriages[0], _reason("marry", marriages[0], points=points_words(worth))
        reach = points + sum(VALUES[c] for c in hand if c // 6 == trump or c % 6 == 5)
        if "close" in legal and reach >= VICTORY_POINTS:
            return "close", _reason("close", "close", points=points_words(points), reach=reach)
        if "draw" in legal:
            return "draw", _reason("draw", "draw", points=points_words(points), reach=reach)
        playable = [parse_card(m.split()[1]) for m in legal if m.startswith("play")]
        if view["phase"] == "lead":
            return self._lead(view, playable, trump)
        return self._follow(view, playable, trump)

    @staticmethod
    def _cost(card, trump):
        return VALUES[card] + (20 if card // 6 == trump else 0)

    def _lead(self, view, playable, trump):
        if view["marriage_announced"] is not None:
            move = f"play {NOTATION[max(playable)]}"
            return move, _reason("lead_marriage", move)
        if view["closed"]:
            unseen = {parse_card(c) for c in woo_solver.unseen(view)}
            masters = [c for c in playable if not any(u // 6 == c // 6 and u > c for u in unseen)
                       and (c // 6 == trump or not any(u // 6 == trump for u in unseen))]
            if masters:
                move = f"play {NOTATION[max(masters, key=lambda c: (VALUES[c], c))]}"
                return move, _reason("lead_master", move)
        card = min(playable, key=lambda c: (self._cost(c, trump), c))
        move = f"play {NOTATION[card]}"
        return move, _reason("lead_cheap", move)

    def _follow(self, view, playable, trump):
        lead = parse_card(view["trick"][0]["card"])

        def wins(c):
            return c > lead if c // 6 == lead // 6 else c // 6 == trump

        winners = [c for c in playable if wins(c)]
        same_suit = [c for c in winners if c // 6 == lead // 6 and c // 6 != trump]
        worth_trumping = VALUES[lead] >= 10 or view["closed"]
        choice = same_suit or (winners if worth_trumping else [])
        if choice:
            card = min(choice, key=lambda c: (self._cost(c, trump), c))
            move = f"play {NOTATION[card]}"
            return move, _reason("win", move, value=points_words(VALUES[lead] + VALUES[card]))
        card = min(playable, key=lambda c: (self._cost(c, trump), c))
        move = f"play {NOTATION[card]}"
        key = "forced" if view["closed"] and len(playable) < len(view["hand"]) else "discard"
        return move, _reason(key, move)


class WooSolving:
    """Woo's evaluation in the search frame (``cardlib.bots.search``): each legal move valued in Woo on
    deals consistent with the view by the exact solver (see the module docstring). Reads the view only."""

    def __init__(self, game="woo"):
        self.game = game

    def evaluate(self, state, view, rng, budget=None):
        """(a ``Rank`` per legal move, in the view's order; the header saying how they were valued)."""
        budget = NODE_BUDGET if budget is None else budget
        legal = view["legal_actions"]
        closed = view["closed"]
        count = woo_solver.count_worlds(view)
        every = closed and count <= EXACT_WORLDS
        if every:
            deals = list(woo_solver.worlds(view))
        else:
            deals = woo_solver.sample_worlds(view, rng, MAX_DEALS)
        solver = Solver(view["trump"])
        table = {m: [0, 0, 0] for m in legal}       # total Woo, its squares, deals won
        used = 0
        for hand, stock in deals:
            pos = position_from_view(view, hand, stock)
            values = solver.action_values(pos, legal) if closed else solver.rollout_values(pos, legal)
            for m, v in values.items():
                table[m][0] += v
                table[m][1] += v * v
                table[m][2] += v > 0
            used += 1
            if not every and used >= MIN_DEALS and solver.nodes >= budget:   # every hand: no early stop
                break
        if every:
            header = i18n.Message("bot.woo.search.exact", n=used)
        elif closed:
            header = i18n.Message("bot.woo.search.sampled", n=used, worlds=count)
        else:
            header = i18n.Message("bot.woo.search.rollouts", n=used)
        ranks = [Rank(m, total / used, used, won / used, total / used, standard_error(total, squares, used))
                 for m, (total, squares, won) in table.items()]
        return ranks, [header]

    @staticmethod
    def order(rank):
        """The sort key, best first: mean Woo, then deals won, then Victoire."""
        return (-rank.value, -rank.win_rate, rank.move != "victory")

    @staticmethod
    def line(rank):
        """The explanation's line for one candidate: deals won and mean Woo."""
        return i18n.Message("bot.woo.search.candidate", move=move_words(rank.move),
                            wins=round(rank.win_rate * rank.samples), n=rank.samples,
                            mean=i18n.Number(rank.value, 2, sign=True))


# The search frame (``cardlib.bots.search``) with Woo's exact solving plugged in; its budget is ``NODE_BUDGET``.
SEARCH = search.Settings(WooSolving)
BOTS = {"greedy": GreedyBot, "search": search.SearchBot}
