"""The protocol's sampler ``state.random_action(rng)``: legal, a function of what the player to move
sees, and in Hue (which draws without listing the moves) uniform over ``legal_actions()``."""

import random
from collections import Counter
from statistics import NormalDist

import pytest

import cardlib
from cardlib.hue.board import Board, Placement, start_placements

# A uniform sampler fails one chi-squared test with this probability; the file runs about twenty.
SIGNIFICANCE = 1e-7


def chi_squared_critical(df, significance=SIGNIFICANCE):
    """The value a chi-squared variable with ``df`` degrees of freedom exceeds with probability
    ``significance``, by the Wilson-Hilferty approximation (the cube root of chi2/df is nearly normal;
    within a fraction of a percent for the hundreds of degrees of freedom used here)."""
    z = NormalDist().inv_cdf(1 - significance)
    spread = 2 / (9 * df)
    return df * (1 - spread + z * spread ** 0.5) ** 3


def chi_squared(draws, categories):
    """Pearson's statistic of ``draws`` (a Counter) against equal chances over ``categories``."""
    assert set(draws) <= set(categories), "a draw outside the categories"
    expected = sum(draws.values()) / len(categories)
    return sum((draws[c] - expected) ** 2 / expected for c in categories)


def assert_uniform(draw, categories, per_category=20):
    """Draw ``per_category`` times as many as there are ``categories`` and test them for uniformity."""
    draws = Counter(draw() for _ in range(per_category * len(categories)))
    statistic = chi_squared(draws, categories)
    assert statistic < chi_squared_critical(len(categories) - 1), (statistic, len(categories))


def positions(game, players, seed, every=1):
    """Copies of the states along a seeded random game of ``game`` (every ``every``-th position), then its end."""
    state = cardlib.new_game(game, players=players, seed=seed, match=seed % 2 == 1)
    pick = random.Random(seed)
    count = 0
    while not state.is_over:
        if count % every == 0:
            yield state.clone()
        state = state.apply(pick.choice(state.legal_actions()))
        count += 1
    yield state


@pytest.mark.parametrize("game", cardlib.GAMES)
def test_random_action_is_legal_and_none_at_the_end(game):
    info = cardlib.game_module(game).INFO
    rng = random.Random(7)
    for seed in range(12):
        players = info.min_players + seed % (info.max_players - info.min_players + 1)
        for state in positions(game, players, seed, every=3):
            if state.is_over:
                assert state.random_action(rng) is None
                continue
            legal = set(state.legal_actions())
            for _ in range(5):
                action = state.random_action(rng)
                assert state.explain(action) is None, (str(action), state.explain(action))
                assert action in legal


@pytest.mark.parametrize("game", cardlib.GAMES)
def test_random_action_depends_only_on_what_the_player_to_move_sees(game):
    # The random bot draws through the state: two states that look the same to the player to move
    # (hidden cards exchanged) must give the same draw from the same generator.
    info = cardlib.game_module(game).INFO
    hide = random.Random(3)
    for seed in range(6):
        players = info.min_players + seed % (info.max_players - info.min_players + 1)
        for state in positions(game, players, seed, every=4):
            if state.is_over:
                continue
            twin = state.redeal_hidden(state.current_player, hide)
            if twin is None:
                continue
            assert twin.view(twin.current_player) == state.view(state.current_player)
            assert state.random_action(random.Random(seed)) == twin.random_action(random.Random(seed))


def test_hue_random_action_does_not_draw_from_the_game_rng():
    state = cardlib.new_game("hue", players=3, seed=4)
    before = state.rng.getstate()
    state.random_action(random.Random(1))
    assert state.rng.getstate() == before


@pytest.mark.parametrize("laid", [
    [Placement("D1", 0, 0, "E")],                                        # one card: few places
    [Placement("S1", 0, 0, "E"), Placement("S2", 1, 1, "S")],
    start_placements(["D1", "D2", "D3"]),
    start_placements(["D1", "D2", "D3"]) + [Placement("P1", 3, 0, "N"), Placement("T4", 1, 1, "W")],
])
def test_hue_board_draws_every_legal_place_equally_often(laid):
    board = Board(laid)
    rng = random.Random(len(laid))
    assert_uniform(lambda: board.random_position(rng), board.legal_positions(), per_category=40)


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_hue_random_action_matches_the_full_list_in_distribution(players, seed):
    # Positions late in a round (two or three cards in hand), where the list is a few hundred moves,
    # and one at the start, hand and board as dealt.
    rng = random.Random(100 + seed)
    states = list(positions("hue", players, seed))
    chosen = [states[0], states[-3], states[-2]]
    for state in chosen:
        legal = state.legal_actions()
        assert len(legal) == len(set(legal))
        assert_uniform(lambda: state.random_action(rng), legal)


def test_hue_empty_board_has_no_place():
    assert Board().random_position(random.Random(0)) is None
    assert Board().legal_positions() == []


def test_hue_plays_the_move_it_drew_unchecked_only_in_the_position_it_was_drawn_in():
    # Hue's apply skips the checks for the move random_action has just drawn on the same state (legal
    # by construction); once the position changes, or in a copy, that move is checked like any other.
    state = cardlib.new_game("hue", players=3, seed=9)
    rng = random.Random(2)
    drawn = state.random_action(rng)
    other = next(a for a in state.legal_actions() if a.card != drawn.card)
    state.apply(other)                                   # the position changed: drawn is another player's card
    assert state.explain(drawn) is not None
    with pytest.raises(cardlib.IllegalAction, match="H5"):
        state.apply(drawn)
    drawn = state.random_action(rng)
    twin = state.clone()
    twin.hands[twin.current_player].remove(drawn.card)  # as if redeal_hidden had changed the hand
    with pytest.raises(cardlib.IllegalAction, match="H5"):
        twin.apply(drawn)
    assert state.apply(drawn) is state and state.moves[-1] == str(drawn)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_yoyo_random_action_is_rng_choice_of_the_legal_actions(players):
    # Yoyo's sampler lists the moves and draws as rng.choice does: same seed, same move.
    for seed in range(6):
        for k, state in enumerate(positions("yoyo", players, seed)):
            if state.is_over:
                assert state.random_action(random.Random(k)) is None
                continue
            assert state.random_action(random.Random(k)) == random.Random(k).choice(state.legal_actions())


def test_woo_random_action_is_rng_choice_of_the_legal_actions():
    # Woo's sampler lists the moves and draws as rng.choice does: same seed, same move.
    for seed in range(12):
        for k, state in enumerate(positions("woo", 2, seed)):
            if state.is_over:
                assert state.random_action(random.Random(k)) is None
                continue
            assert state.random_action(random.Random(k)) == random.Random(k).choice(state.legal_actions())


def test_woo_plays_the_move_it_drew_unchecked_only_in_the_position_it_was_drawn_in():
    # Woo's apply skips the checks for the move random_action has just drawn on the same state; once
    # the position changes, or in a copy, that move is checked like any other.
    state = cardlib.new_game("woo", seed=3)
    rng = random.Random(0)
    drawn = state.random_action(rng)
    while drawn.kind != "play":
        drawn = state.random_action(rng)
    state.apply(next(a for a in state.legal_actions() if a.kind == "play" and a != drawn))
    assert state.explain(drawn) is not None              # the follower does not hold the leader's card
    with pytest.raises(cardlib.IllegalAction, match="W"):
        state.apply(drawn)
    drawn = state.random_action(rng)
    while drawn.kind != "play":
        drawn = state.random_action(rng)
    twin = state.clone()
    twin.hands[twin.current_player].remove(drawn.arg)    # as if redeal_hidden had changed the hand
    assert twin.explain(drawn) is not None
    with pytest.raises(cardlib.IllegalAction):
        twin.apply(drawn)
    assert state.apply(drawn) is state and state.moves[-1] == str(drawn)


def test_yoyo_plays_the_move_it_drew_unchecked_only_in_the_position_it_was_drawn_in():
    # Yoyo's apply skips the checks for the move random_action has just drawn on the same state; once
    # the position changes, or in a copy, that move is checked like any other.
    state = cardlib.new_game("yoyo", players=3, seed=1, deck=None)
    rng = random.Random(0)
    while len(state.legal_actions()) < 2 or state.phase != "play":
        state.apply(state.legal_actions()[0])
    drawn = state.random_action(rng)
    while True:
        other = next(a for a in state.legal_actions() if a != drawn)
        state.apply(other)                               # the position changed: another player holds no such card
        if state.explain(drawn) is not None:
            break
        drawn = state.random_action(rng)
    with pytest.raises(cardlib.IllegalAction, match="Y"):
        state.apply(drawn)
    drawn = state.random_action(rng)
    twin = state.clone()
    twin.hands[twin.current_player] = []                 # as if redeal_hidden had changed the hand
    assert twin.explain(drawn) is not None
    with pytest.raises(cardlib.IllegalAction):
        twin.apply(drawn)
    assert state.apply(drawn) is state and state.moves[-1] == str(drawn)
