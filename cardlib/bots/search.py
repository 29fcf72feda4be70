"""The ``search`` bot of every game: sample the hidden cards, try every candidate move, keep the best mean.

For the player to move, the bot draws worlds consistent with its view, plays each candidate move in
each world and values what follows; the move with the best mean over the worlds wins. This module knows
no game: a game's bots module (``cardlib.<game>.bots``) registers its search as ``SEARCH``, a
``Settings``: its *evaluation* (a class with ``evaluate(state, view, rng, budget)`` and ``line(rank)``),
its budget, and two choices, below. Each game's module says what it plugs in and why.

- ``Playouts``, the evaluation most games take as it is or refine: a world is
  ``state.redeal_hidden(player, rng)``, the game's own deal of the cards the player cannot see (a game
  that hides nothing: the world is the position itself), with a fresh engine RNG drawn from the bot's,
  so later shuffles and draws are unknown too. Each candidate is then played out to the end of the game
  by random play (``state.random_action``, the protocol's fast sampler) or, with ``greedy_rollouts``,
  every seat by the game's greedy bot, every candidate with the same random draws in a given world
  (common random numbers: the difference between two moves is measured on the same futures). A game's
  subclass may keep fewer candidates (``candidates``) or draw its worlds otherwise (``world``). With
  ``baseline`` the bot keeps greedy's move unless another measures ``BASELINE_MARGIN`` standard errors
  better (said in the explanation). The value is the **win share** (1 for a win, 1/k for a k-way tie, 0
  otherwise; a round nobody wins counts 0), ties broken by the mean **score margin** (one's final score
  minus the best other score). Win share, because winning is what the games reward and what the
  tournament counts; the margin alone would buy points in games already lost or won.
- A game may bring an evaluation of its own, on the same interface (Woo's exact solving, valued in Woo).

Budgets are counted in playouts (or what the game's evaluation counts: Woo's solver nodes), never in
time, so the same view and seed give the same move on any machine; each game's are sized for under 1 s
a move on a 2-core machine (``benchmarks/search_time.py``). The bot reads the view, its own RNG and the
game's ``redeal_hidden``; ``redeal_hidden`` shuffles the hidden cards from a sorted pool, so its deal
depends only on what the view shows and the RNG: two states that differ only in hidden cards give the
same move, explanation and numbers.

``SearchBot.ranking(state)`` returns the decision's numbers: a list of ``Rank(move, value, samples,
win_rate, margin, stderr)``, best first, ``move`` in notation, ``value`` the figure ranked on (win share
from 0 to 1, or the game's own figure: Woo's mean Woo), ``samples`` the worlds it was measured on,
``win_rate`` the share of them won, ``margin`` the mean margin, ``stderr`` the standard error of
``value``. A forced move (one legal move) is ranked alone, with 0 samples.
"""

import math
import random
from typing import NamedTuple

from ..text import i18n
from ..games import move_words
from ..state import seeded_random
from . import for_game, get
from .generic import Bot

class Settings(NamedTuple):
    """A game's search bot (the ``SEARCH`` of its ``cardlib.<game>.bots``): ``evaluation``, the class valuing
    the candidates (``Playouts`` or the game's own); ``budget``, playouts per decision (Woo: unused, its
    evaluation counts solver nodes); ``player_budgets``, budgets by player count where they differ;
    ``greedy_rollouts``: rollouts follow the game's greedy bot for every seat rather than random moves;
    ``baseline``: the bot plays greedy's move unless a candidate measures better by more than
    ``BASELINE_MARGIN`` standard errors."""

    evaluation: type
    budget: int = 0
    player_budgets: dict = {}
    greedy_rollouts: bool = False
    baseline: bool = False


def settings(game):
    """The search bot's ``Settings`` of ``game``; ValueError for a game without one."""
    found = getattr(for_game(game), "SEARCH", None)
    if found is None:
        raise ValueError(f"{game} has no search bot")
    return found


BASELINE_MARGIN = 2.0
MIN_WORLDS = 8           # worlds per candidate at least, whatever the budget
SHOWN = 3                # candidates quoted in the explanation


def default_budget(game, players):
    """Playouts per decision in ``game`` at ``players`` players: its ``player_budgets``, else its ``budget``."""
    found = settings(game)
    return found.player_budgets.get(players, found.budget)


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
        self.greedy_rollouts = settings(game).greedy_rollouts
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
        (``random_action``), or every seat played by the game's greedy bot (``greedy_rollouts``)."""
        if not self.greedy_rollouts:
            while not game.is_over:
                game = game.apply(game.random_action(roll))
            return game
        if self._greedy is None:
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
            key = "bot.search.playouts_greedy" if self.greedy_rollouts else "bot.search.playouts"
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


class SearchBot(Bot):
    """Samples worlds, tries every candidate, keeps the best mean (see the module docstring).

    ``budget``: playouts per decision (Woo: solver nodes) instead of the game's default, for tests
    and benchmarks."""

    name = "search"

    def __init__(self, game, seed=None, budget=None):
        super().__init__(game, seed)
        self.budget = budget
        self._evaluation = settings(game).evaluation(game)
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
        """In a game whose settings say ``baseline`` (or where the evaluation's ``baseline(view)`` says so),
        moves greedy's choice to the front of ``ranks`` (in place) unless the best candidate beats it by more
        than ``BASELINE_MARGIN`` standard errors; True when it did."""
        keeps = getattr(self._evaluation, "baseline", lambda view: settings(self.game).baseline)
        if not keeps(view):
            return False
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

