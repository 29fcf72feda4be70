"""Woo's solver (cardlib/woo/solver.py): the unseen cards, the worlds, and exact values checked
against a minimax on the engine itself (no pruning) and against the engine's own scoring."""

import math
import random

import pytest

from cardlib import woo
from cardlib.woo import solver as woo_solver
from cardlib.woo.cards import NOTATION
from cardlib.woo.minimax import Solver, position_from_view


def hidden(state):
    """The opponent's hand and the stock (top first) of the player to move: the true world."""
    full = state.view(None)
    return tuple(full["hands"][1 - state.current_player]), tuple(full["stock"])


def brute(state, p, memo=None):
    """The minimax value for ``p`` of an engine state: every legal action of the engine, no pruning.
    With ``memo`` it remembers the values of positions already met (a cache of exact values, which
    changes no value) so that open-phase positions stay affordable."""
    if state.is_over:
        w = state.round_woo
        return w[p] - w[1 - p]
    key = None
    if memo is not None:
        key = (tuple(map(frozenset, state.hands)), tuple(state.stock), state.trump_card, state.closed, state.closer,
               state.closer_opp_tricks, tuple(state.points), tuple(state.tricks_won), state.phase,
               state.current_player, state.lead, state.married)
        if key in memo:
            return memo[key]
    values = [brute(state.clone().apply(a), p, memo) for a in state.legal_actions()]
    value = max(values) if state.current_player == p else min(values)
    if memo is not None:
        memo[key] = value
    return value


def reach(seed, stop, rng, close_below=None):
    """A round of seed ``seed`` played at random (never calling victory) until ``stop(view)``;
    with ``close_below``, the Oya closes when the stock is smaller than it (half the time)."""
    state = woo.State.new(2, seed, False, None, 0, {})
    while not state.is_over:
        full = state.view(None)
        if stop(full):
            return state
        moves = [str(a) for a in state.legal_actions()]
        if close_below and "close" in moves and full["stock_size"] < close_below and rng.random() < 0.5:
            state.apply("close")
            continue
        state.apply(rng.choice([m for m in moves if m not in ("victory", "close")]))
    return None


def brute_values(state, memo=None):
    p = state.current_player
    return {str(a): brute(state.clone().apply(a), p, memo) for a in state.legal_actions()}


def solver_values(state):
    return woo_solver.action_values(state.view(state.current_player), *hidden(state))


# --- the worlds -------------------------------------------------------------------------------

def test_unseen_at_the_deal_is_every_card_but_ones_hand_and_the_trump_card():
    state = woo.State.new(2, 4, False, None, 0, {})
    view = state.view(0)
    gone = set(view["hand"]) | {view["trump_card"]}
    assert woo_solver.unseen(view) == [c for c in NOTATION if c not in gone]
    # 17 unseen cards: 6 in the opponent's hand and 11 in the stock, in any order.
    assert woo_solver.count_worlds(view) == math.comb(17, 6) * math.factorial(11)


def test_the_true_world_is_always_one_of_the_worlds_and_samples_are_consistent():
    rng = random.Random(5)
    for seed in range(30):
        state = reach(seed, lambda v: v["stock_size"] <= 3 and v["phase"] != "after_trick" or v["closed"],
                      rng, close_below=9)
        if state is None:
            continue
        view = state.view(state.current_player)
        opp, stock = hidden(state)
        truth = (tuple(sorted(opp, key=NOTATION.index)),
                 stock if view["stock_size"] and not view["closed"] else tuple(sorted(stock, key=NOTATION.index)))
        every = list(woo_solver.worlds(view))
        assert len(every) == len(set(every)) == woo_solver.count_worlds(view)
        assert truth in every
        for world in woo_solver.sample_worlds(view, random.Random(seed), 5):
            assert world in every
            assert set(view["opponent_shown"]) <= set(world[0])


def test_once_the_stock_is_exhausted_there_is_one_world_the_true_one():
    rng = random.Random(2)
    state = reach(3, lambda v: v["closed"] and v["closer"] is None, rng)
    view = state.view(state.current_player)
    opp, stock = hidden(state)
    assert stock == ()
    assert list(woo_solver.worlds(view)) == [(tuple(sorted(opp, key=NOTATION.index)), ())]


def test_a_stock_closed_by_close_gives_one_world_per_opponent_hand():
    rng = random.Random(1)
    state = reach(8, lambda v: v["closer"] is not None, rng, close_below=12)
    view = state.view(state.current_player)
    in_hand = view["hand_sizes"][1 - state.current_player] - len(view["opponent_shown"])
    assert woo_solver.count_worlds(view) == math.comb(len(woo_solver.unseen(view)), in_hand)


# --- exact values ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(12))
def test_closed_endgames_match_a_minimax_without_pruning(seed):
    """Stock exhausted or closed, 2-4 cards a hand: the solver's value of every action is the
    engine's own minimax value."""
    rng = random.Random(seed)
    cards = 4 + seed % 5                                         # 4 to 8 cards in both hands
    close_below = 11 if seed % 2 else None
    state = reach(seed, lambda v: v["closed"] and sum(v["hand_sizes"]) <= cards, rng, close_below)
    assert state is not None
    assert solver_values(state) == brute_values(state)


@pytest.mark.parametrize("seed", range(3))
def test_open_phase_endgames_with_a_tiny_stock_match_the_minimax(seed):
    """Open phase, one stock card left (the last draw, the trump card taken, then the closed
    phase), at the follower's turn: every action's value agrees with the engine's minimax."""
    rng = random.Random(seed)
    state = reach(40 + seed, lambda v: not v["closed"] and v["stock_size"] == 1 and v["phase"] == "follow", rng)
    assert state is not None
    assert solver_values(state) == brute_values(state, memo={})


@pytest.mark.parametrize("seed", range(3))
def test_the_worlds_of_a_view_share_one_table_and_each_keeps_its_own_values(seed):
    """One ``Solver`` for every world of a view (``exact_choices``' way: the worlds that differ only by the stock's
    order meet again once it closes), the worlds taken in a shuffled order: each world's values are those a solver
    of its own gives, and the table is shared (fewer positions searched than world by world). The view is the Woo
    lesson's (``close_position``: the Oya to choose, close or draw, with a stock of 3 cards), whose worlds differ by
    the opponent's hand and by the stock's order."""
    from cardlib.woo.questions import close_position

    state = close_position()
    view = state.view(state.current_player)
    worlds = list(woo_solver.worlds(view))
    assert view["stock_size"] == 3 and len(worlds) == woo_solver.count_worlds(view) == 336
    random.Random(seed).shuffle(worlds)
    shared = Solver(view["trump"])
    alone_nodes = 0
    for hand, stock in worlds[:60]:
        alone = Solver(view["trump"])
        expected = alone.action_values(position_from_view(view, hand, stock), view["legal_actions"])
        alone_nodes += alone.nodes
        assert woo_solver.action_values(view, hand, stock, shared) == expected, (hand, stock)
    assert shared.nodes < 0.7 * alone_nodes


@pytest.mark.parametrize("seed", range(6))
def test_the_principal_line_played_by_the_engine_scores_the_solved_value(seed):
    """Both players take a best action by the solver at every step, through ``woo.State``: the
    round's Woo for the first mover equals the value solved at the start."""
    rng = random.Random(seed)
    state = reach(60 + seed, lambda v: v["stock_size"] <= 3 and v["phase"] == "lead", rng)
    p = state.current_player
    start = max(solver_values(state).values())
    while not state.is_over:
        values = solver_values(state)
        state.apply(max(values, key=values.get))
    assert state.round_woo[p] - state.round_woo[1 - p] == start


def test_values_are_for_the_player_to_move_and_victory_is_scored_by_the_engine():
    rng = random.Random(9)
    state = reach(9, lambda v: v["closed"] and sum(v["hand_sizes"]) <= 6, rng)
    values = solver_values(state)
    p = state.current_player
    called = state.clone().apply("victory")
    assert values["victory"] == called.round_woo[p] - called.round_woo[1 - p]
    assert set(values) == {str(a) for a in state.legal_actions()}


# --- rollouts (the search bot's evaluation while the stock is open) -----------------------------

def rollout_and_exact(state, moves):
    """For ``moves`` of the player to move, on the true deal: (rollout values, exact values)."""
    view = state.view(state.current_player)
    solver = Solver(view["trump"])
    pos = position_from_view(view, *hidden(state))
    exact = Solver(view["trump"]).action_values(pos, moves)
    return solver.rollout_values(pos, moves), exact


@pytest.mark.parametrize("seed", range(4))
def test_a_rollout_is_the_exact_value_once_the_stock_is_closed(seed):
    rng = random.Random(seed)
    state = reach(80 + seed, lambda v: v["closed"] and sum(v["hand_sizes"]) <= 9, rng, 11 if seed % 2 else None)
    rollout, exact = rollout_and_exact(state, [str(a) for a in state.legal_actions()])
    assert rollout == exact


@pytest.mark.parametrize("seed", range(8))
def test_close_and_the_last_draw_are_valued_exactly_on_each_deal(seed):
    """Right after an open-phase trick with one stock card left, both of the winner's choices end
    the open phase (``close``, or ``draw``: W4, the other takes the trump card): a rollout values
    them exactly, as ``close`` anywhere in the open phase (W6: nobody draws afterwards)."""
    rng = random.Random(seed)
    state = reach(100 + seed, lambda v: not v["closed"] and v["stock_size"] == 1 and v["phase"] == "after_trick", rng)
    rollout, exact = rollout_and_exact(state, ["close", "draw", "victory"])
    assert rollout == exact
    early = reach(200 + seed, lambda v: v["stock_size"] >= 5 and v["phase"] == "lead" and v["tricks_won"][v["oya"]], rng)
    rollout, exact = rollout_and_exact(early, ["close"])
    assert rollout == exact


def test_a_rollout_follows_the_rules_of_thumb_until_the_stock_closes_then_solves():
    """From a position with a 3-card stock, a rollout's value is the exact value of the first
    closed position on the line both players' rules of thumb take, replayed here through the engine
    with the greedy bot choosing for both (the same rules)."""
    import cardlib.bots as bots
    checked = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = reach(300 + seed, lambda v: not v["closed"] and v["stock_size"] == 3 and v["phase"] == "lead", rng)
        if state is None:
            continue
        p = state.current_player
        view = state.view(p)
        solver = Solver(view["trump"])
        rolled = solver.rollout(position_from_view(view, *hidden(state)))
        line = state.clone()
        greedy = bots.get("greedy", "woo", seed=0)
        while not line.is_over and not line.closed:
            line.apply(greedy.choose(line))
        if line.is_over:
            expected = line.round_woo[p] - line.round_woo[1 - p]
        else:
            q = line.current_player
            best = max(woo_solver.action_values(line.view(q), *hidden(line)).values())
            expected = best if q == p else -best
        assert rolled == expected
        checked += 1
    assert checked >= 20
