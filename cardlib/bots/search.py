"""The ``search`` bot of every game: sample the hidden cards, try every candidate move, keep the best mean.

For the player to move, the bot draws worlds consistent with its view, plays each candidate move in
each world and values what follows; the move with the best mean over the worlds wins. A game plugs
in its *evaluation* (an object with ``evaluate(state, view, rng, budget)`` and ``line(rank)``):

- ``Playouts`` (Hue, Ohio, Yoyo, Yozu): a world is ``state.redeal_hidden(player, rng)``, the game's
  own deal of the cards the player cannot see (Ohio hides nothing: the world is the position itself),
  with a fresh engine RNG drawn from the bot's, so later shuffles and draws are unknown too. Yozu
  (``cardlib.bots.search_yozu``): the guessers draw the Oracle's two cards from the exact posterior of
  the answers given (``cardlib.yozu_deduction``, the Oracle revealing at random), not blindly; at two
  players a guess or placement is played out on plain lists by finders who see the Oracle's two cards,
  the safe question while several pairs are possible valued as taking the better card. Each candidate is then
  played out to the end of the game by random play (``state.random_action``, the protocol's fast
  sampler; Yoyo: every seat by the greedy bot, ``GREEDY_ROLLOUTS``), every candidate with the same
  random draws in a given world (common random numbers: the difference between two moves is measured
  on the same futures). Hue first keeps the ``HUE_KEEP`` moves that the greedy bot's scoring rates
  best out of its thousand legal moves. In Yoyo and Yozu (``BASELINE_GAMES``) the bot keeps greedy's
  move unless another measures ``BASELINE_MARGIN`` standard errors better (said in the explanation).
  The value is the **win share** (1 for a win, 1/k for a k-way tie, 0 otherwise; a round nobody wins
  counts 0), ties broken by the mean **score margin** (one's final score minus the best other
  score). Win share, because winning is what the games reward and what the tournament counts; the
  margin alone would buy points in games already lost or won.
- Woo (``cardlib.bots.woo.WooSolving``): the exact solver of ``cardlib.woo_search`` over deals drawn
  from the view (every deal when few), valued by the mean **Woo** won or lost (a round is worth 1 to 3
  Woo, so the mean Woo already weighs how a round is won), then the deals won.

Budgets are counted in playouts (Woo: solver nodes), never in time, so the same view and seed give the
same move on any machine; ``BUDGETS`` (and ``PLAYER_BUDGETS`` by player count: Yoyo 1000 at 2 players)
are sized for under 1 s a move on a 2-core machine (``benchmarks/search_time.py``). The bot reads the view, its own RNG and the game's ``redeal_hidden``;
``redeal_hidden`` shuffles the hidden cards from a sorted pool, so its deal depends only on what the
view shows and the RNG: two states that differ only in hidden cards give the same move, explanation
and numbers.

``SearchBot.ranking(state)`` returns the decision's numbers: a list of ``Rank(move, value, samples,
win_rate, margin, stderr)``, best first, ``move`` in notation, ``value`` the figure ranked on (win share
from 0 to 1, Woo: mean Woo), ``samples`` the worlds it was measured on, ``win_rate`` the share of them
won, ``margin`` the mean margin (Woo: mean Woo), ``stderr`` the standard error of ``value``. A forced move
(one legal move) is ranked alone, with 0 samples.
"""

import math
import random
from typing import NamedTuple

from .. import i18n, move_words
from ..state import seeded_random
from .generic import Bot

# Playouts per decision, by game: a Yozu playout lasts some 170 moves, the others 5-30.
BUDGETS = {"hue": 1600, "ohio": 1600, "yoyo": 320, "yozu": 240}
# Budgets by player count, where a game's playouts are cheap at few players: a 2-player Yoyo playout
# costs about a third of a 4-player one (search_time.py, 320 playouts: 0.23 s and 0.78 s at most).
# Against greedy, on the same 340 games (seats swapped), 1000 playouts won 64% (Wilson 59-69%) where 320
# won 59% (53-64%): more worlds tell greedy's move from a better one more often (docs/bots.md).
PLAYER_BUDGETS = {"yoyo": {2: 1000}}
# Games whose rollouts follow the greedy bot for every seat rather than random moves: measured
# stronger against greedy there (Yoyo: random rollouts won 47% of 40 games against greedy), and a
# greedy Yoyo move costs some 60 µs (Hue's and Yozu's cost 3 ms and 0.6 ms: too dear for playouts).
GREEDY_ROLLOUTS = {"yoyo"}
# Games where the bot plays greedy's move unless a candidate measures better by more than
# BASELINE_MARGIN standard errors. Yoyo, a game of much luck (greedy wins some 63% against random):
# the best-measured move was often noise, and search alone won 50% of 30 games against greedy. Yozu,
# where its random playouts still decide (the Oracle's answers; more than two players): 16 guesses share
# 240 long random playouts, fewer than tell them apart (search alone: 40% of 20 games against greedy).
BASELINE_GAMES = {"yoyo", "yozu"}
BASELINE_MARGIN = 2.0
MIN_WORLDS = 8           # worlds per candidate at least, whatever the budget
HUE_KEEP = 8             # Hue: candidates kept by greedy's scoring
SHOWN = 3                # candidates quoted in the explanation


def default_budget(game, players):
    """Playouts per decision in ``game`` at ``players`` players: ``PLAYER_BUDGETS``, else ``BUDGETS``."""
    return PLAYER_BUDGETS.get(game, {}).get(players, BUDGETS[game])


class Rank(NamedTuple):
    """One candidate's numbers (see the module docstring)."""

    move: str
    value: float
    samples: int
    win_rate: float
    margin: float
    stderr: float


def outcome(final, player):
    """(win share, score margin) of ``player`` in a finished state."""
    winners = final.winners()
    share = 1 / len(winners) if player in winners else 0.0
    scores = final.scores()
    best_other = max(s for q, s in enumerate(scores) if q != player)
    return share, scores[player] - best_other


def standard_error(total, squares, n):
    """The standard error of a mean from the sum and the sum of squares of n values."""
    if n < 2:
        return 0.0
    mean = total / n
    return math.sqrt(max(squares / n - mean * mean, 0.0) / (n - 1))


class Playouts:
    """Determinised random playouts (see the module docstring)."""

    def __init__(self, game):
        self.game = game
        self._greedy = None          # the greedy bot of greedy rollouts, made on first use

    # --- what a game may change ----------------------------------------------------------------
    def candidates(self, view):
        """The moves worth playing out, and a message saying how they were kept (None: all of them)."""
        return list(view["legal_actions"]), None

    def world(self, state, player, rng):
        """A state consistent with ``player``'s view, hidden cards dealt again with ``rng``."""
        world = state.redeal_hidden(player, rng)
        world = state.clone() if world is None else world
        # The engine's future draws are hidden too: the world gets its own RNG from the bot's.
        world._rng = seeded_random(rng.getrandbits(64))
        world._rng_shared = False
        return world

    def play_out(self, game, roll):
        """``game`` played to its end by the rollout policy, drawing from ``roll``: random moves
        (``random_action``), or every seat played by the game's greedy bot (``GREEDY_ROLLOUTS``)."""
        if self.game not in GREEDY_ROLLOUTS:
            while not game.is_over:
                game = game.apply(game.random_action(roll))
            return game
        if self._greedy is None:
            from . import get
            self._greedy = get("greedy", self.game)
        greedy = self._greedy
        greedy.rng = roll
        while not game.is_over:
            game = game.apply(game.parse_action(greedy.decision(game.view(game.current_player))[0]))
        return game

    # --- the evaluation ------------------------------------------------------------------------
    def evaluate(self, state, view, rng, budget=None):
        """(ranks in the order of the candidates, header messages) for the player to move."""
        me = view["current_player"]
        moves, kept = self.candidates(view)
        budget = default_budget(self.game, view["players"]) if budget is None else budget
        worlds = max(MIN_WORLDS, budget // len(moves))
        sums = {m: [0.0, 0.0, 0.0, 0.0] for m in moves}    # share, share², margin, wins
        for _ in range(worlds):
            world = self.world(state, me, rng)
            seed = rng.getrandbits(64)
            for m in moves:
                game = world.clone()
                game = game.apply(game.parse_action(m))
                game = self.play_out(game, seeded_random(seed))    # the same futures for every candidate
                share, margin = outcome(game, me)
                s = sums[m]
                s[0] += share
                s[1] += share * share
                s[2] += margin
                s[3] += share == 1.0
        ranks = [Rank(m, s[0] / worlds, worlds, s[3] / worlds, s[2] / worlds, standard_error(s[0], s[1], worlds))
                 for m, s in sums.items()]
        hidden = state.redeal_hidden(me, random.Random(0)) is not None
        if not hidden:
            key = "bot.search.playouts_open"
        else:
            key = "bot.search.playouts_greedy" if self.game in GREEDY_ROLLOUTS else "bot.search.playouts"
        header = [i18n.Message(key, n=worlds)]
        return ranks, header + ([kept] if kept else [])

    @staticmethod
    def order(rank):
        """The sort key, best first: win share, then margin."""
        return (-rank.value, -rank.margin)

    def line(self, rank):
        """The explanation's line for one candidate."""
        return i18n.Message("bot.search.candidate", move=move_words(self.game, rank.move),
                            percent=round(100 * rank.value), n=rank.samples,
                            margin=i18n.Number(rank.margin, 1, sign=True))


class HuePlayouts(Playouts):
    """Hue: playouts of the ``HUE_KEEP`` moves greedy's scoring rates best."""

    def candidates(self, view):
        from .hue import _parse, board_of, value_after
        legal = view["legal_actions"]
        if len(legal) <= HUE_KEEP:
            return list(legal), None
        board = board_of(view)
        hand = view["hand"]
        rated = sorted(((-value_after(board, _parse(m), hand), i) for i, m in enumerate(legal)))
        kept = [legal[i] for _, i in rated[:HUE_KEEP]]
        return kept, i18n.Message("bot.search.hue_kept", n=len(kept), legal=len(legal))


EVALUATIONS = {"hue": HuePlayouts, "ohio": Playouts, "yoyo": Playouts}


def evaluation_for(game):
    """The evaluation class of ``game``: Woo's exact solving, else ``EVALUATIONS[game]``."""
    if game == "woo":
        from .woo import WooSolving          # imported here: cardlib.bots.woo builds on this module
        return WooSolving
    if game == "yozu":
        from .search_yozu import YozuSearch  # the same: it builds on this module
        return YozuSearch
    return EVALUATIONS[game]


class SearchBot(Bot):
    """Samples worlds, tries every candidate, keeps the best mean (see the module docstring).

    ``budget``: playouts per decision (Woo: solver nodes) instead of the game's default, for tests
    and benchmarks."""

    name = "search"

    def __init__(self, game, seed=None, budget=None):
        super().__init__(game, seed)
        self.budget = budget
        self._evaluation = evaluation_for(game)(game)
        self._state = None
        self._ranks = None       # (view, ranks) of the last decision

    def choose(self, state):
        """The best move for the player to move in ``state`` (see ``Bot.choose``)."""
        self._state = state
        try:
            return super().choose(state)
        finally:
            self._state = None

    def explain(self, state):
        """Why: how the worlds were drawn and each leading candidate's numbers (see ``Bot.explain``)."""
        self._state = state
        try:
            return super().explain(state)
        finally:
            self._state = None

    def ranking(self, state):
        """Every candidate's ``Rank``, best first, for the player to move in ``state``: the numbers of
        the decision ``choose`` and ``explain`` share (computing it draws nothing, like ``explain``)."""
        self.explain(state)
        return list(self._ranks[1])

    def decision(self, view):
        """(move, reason) for the current player of ``view``, from the worlds of the state being decided."""
        legal = view["legal_actions"]
        if len(legal) == 1:
            self._ranks = (view, [Rank(legal[0], 0.0, 0, 0.0, 0.0, 0.0)])
            return legal[0], i18n.Message("bot.search.forced", move=self.words(legal[0]))
        if self._state is None:
            raise ValueError("the search bot decides from a state: call choose(state) or explain(state)")
        ranks, header = self._evaluation.evaluate(self._state, view, self.rng, self.budget)
        order = {m: i for i, m in enumerate(legal)}
        ranks.sort(key=lambda r: (*self._evaluation.order(r), order[r.move]))
        kept = self._kept_baseline(view, ranks)
        self._ranks = (view, ranks)
        best = ranks[0].move
        lines = [*header, *(self._evaluation.line(r) for r in ranks[:SHOWN])]
        lines.append(i18n.Message("bot.search.baseline" if kept else "bot.search.choice", move=self.words(best)))
        return best, lines


    def _kept_baseline(self, view, ranks):
        """In ``BASELINE_GAMES`` (or where the evaluation's ``baseline(view)`` says so), moves greedy's
        choice to the front of ``ranks`` (in place) unless the best candidate beats it by more than
        ``BASELINE_MARGIN`` standard errors; True when it did."""
        keeps = getattr(self._evaluation, "baseline", lambda view: self.game in BASELINE_GAMES)
        if not keeps(view):
            return False
        from . import get
        move = get("greedy", self.game, seed=0).decision(view)[0]
        base = next((r for r in ranks if r.move == move), None)
        best = ranks[0]
        if base is None or base is best:
            return False
        if best.value - base.value > BASELINE_MARGIN * math.hypot(best.stderr, base.stderr):
            return False
        ranks.remove(base)
        ranks.insert(0, base)
        return True


BOTS = {"search": SearchBot}
