"""The Ohio lesson: what is opening the first trick with a given card worth?

Player 1 leads the first trick with one card; every other player then acts at random, each
legal action equally likely, passing included (the ``random`` bot). How often does the leader
win the trick (O4), and how many points does the trick bring them on average (O1: Ohio is
worth -10)? Both are computed exactly, as fractions, by enumerating the engine's own game
tree (``cardlib.exact``); a seeded simulation of the same first trick checks them.
"""

import math
import random
from fractions import Fraction
from typing import NamedTuple

from ..games import new_game
from ..exact import distribution, expectation
from ..lessons import sample_chunks, z_score
from .rules import CARDS, card_notation, value

LEADS = tuple(card_notation(c) for c in CARDS)      # 'ohio', '1', ..., '10'
LEADER = 0
EXACT_PLAYERS = (2, 3)       # at 4 players one lead (a 10) takes 10 s to enumerate: the lesson stops at 3


class LeadOdds(NamedTuple):
    """The exact answer for one lead card."""

    lead: str
    win: Fraction           # probability that the leader wins the first trick
    points: Fraction        # expected points the trick brings the leader (0 when someone else wins it)
    points_sd: float        # standard deviation of those points, to judge a simulation


class Simulated(NamedTuple):
    """What a simulation of ``games`` first tricks after leading ``lead`` measured."""

    lead: str
    games: int
    win: float              # frequency of the leader winning
    points: float           # mean points the leader took


def after_lead(lead, players):
    """The first trick of a new round after player 1 (index 0) has led ``lead``."""
    if lead not in LEADS:
        raise ValueError(f"the lead must be one of {', '.join(LEADS)}, not {lead!r}")
    return new_game("ohio", players=players, seed=0, first_player=LEADER).apply(f"play {lead}")


def _trick_over(state):
    return bool(state.tricks)


def _trick_result(state):
    winner, cards = state.tricks[0]
    return winner, sum(value(c) for _, c in cards)


def _trick_key(state):
    # What is left of a trick depends on who is to move, who is still in, the limit, who played
    # last and the trick's value so far, and on each hand's cards below the limit only: a card
    # at or above it can no longer be played in this trick (O3). Keying on whole hands instead
    # kept apart positions that play out alike and made 3 players 20 times slower.
    limit = state.last_number
    return (state.current_player, tuple(state.in_trick), limit, state.trick[-1][0], state.trick_value,
            tuple(tuple(c for c in h if c < limit) for h in state.hands))


def first_trick_outcomes(lead, players=2):
    """Exact ``{(winner, trick value): probability}`` of the first trick after player 1 leads ``lead``."""
    return distribution(after_lead(lead, players), _trick_over, _trick_result, key=_trick_key)


def leader_points(outcome):
    """The points a first trick's ``(winner, trick value)`` brings the leader (0 when someone else wins it)."""
    winner, points = outcome
    return points if winner == LEADER else 0


def leader_wins(outcome):
    """1 when the leader won the first trick ``(winner, trick value)``, else 0."""
    return 1 if outcome[0] == LEADER else 0



def lead_odds(lead, players=2):
    """The exact ``LeadOdds`` of leading ``lead`` against ``players - 1`` random players."""
    dist = first_trick_outcomes(lead, players)
    win = sum((p for (winner, _), p in dist.items() if winner == LEADER), Fraction(0))
    mean = expectation(dist, leader_points)
    square = expectation(dist, lambda o: leader_points(o) ** 2)
    return LeadOdds(lead, win, mean, math.sqrt(square - mean * mean))


def all_lead_odds(players=2, on_step=None):
    """``lead_odds`` for every card, Ohio first; ``on_step(done, total)`` is called after each card."""
    if players not in EXACT_PLAYERS:
        raise ValueError(f"the exact lesson is computed for {' or '.join(map(str, EXACT_PLAYERS))} players, "
                         f"not {players!r} (more players take too long to enumerate)")
    rows = []
    for lead in LEADS:
        rows.append(lead_odds(lead, players))
        if on_step is not None:
            on_step(len(rows), len(LEADS))
    return rows


def simulate_lead(lead, players=2, games=2000, seed=1):
    """Play ``games`` first tricks after leading ``lead``, the others choosing at random (seeded)."""
    if games < 1:
        raise ValueError(f"games must be at least 1, not {games!r}")
    rng = random.Random(seed)
    start = after_lead(lead, players)
    wins = 0
    points = 0
    for _ in range(games):
        state = start.clone()
        while not state.tricks:
            state.apply(rng.choice(state.legal_actions()))
        winner, trick_value = _trick_result(state)
        if winner == LEADER:
            wins += 1
            points += trick_value
    return Simulated(lead, games, wins / games, points / games)


def first_tricks(lead, players=2, seed=1, chunk=100, first=10):
    """Endless chunks of first tricks after leading ``lead``, the others choosing at random (seeded: the
    same seed gives the same chunks), each trick as ``(winner, trick value)``: the simulation a
    predict-then-check question draws as it goes (``widgets.predict``); chunk sizes as ``sample_chunks``."""
    start = after_lead(lead, players)

    def one_trick(rng):
        state = start.clone()
        while not state.tricks:
            state.apply(rng.choice(state.legal_actions()))
        return _trick_result(state)

    return sample_chunks(one_trick, seed, first, chunk)


def simulate_all(players=2, games=2000, seed=1, on_step=None):
    """``simulate_lead`` for every card, each with its own seed derived from ``seed``;
    ``on_step(done, total)`` is called after each card."""
    simulated = []
    for i, lead in enumerate(LEADS):
        simulated.append(simulate_lead(lead, players, games, seed * 100 + i))
        if on_step is not None:
            on_step(len(simulated), len(LEADS))
    return simulated


def z_scores(exact, simulated):
    """How many standard errors the simulation lies from the exact answer: (for the win rate, for the points)."""
    n = simulated.games
    win_se = math.sqrt(exact.win * (1 - exact.win) / n)
    points_se = exact.points_sd / math.sqrt(n)
    return float(z_score(simulated.win - exact.win, win_se)), float(z_score(simulated.points - exact.points, points_se))


def agrees(exact, simulated, tolerance=4.0):
    """True when the simulation lies within ``tolerance`` standard errors of the exact answer, for both."""
    return all(abs(z) <= tolerance for z in z_scores(exact, simulated))
