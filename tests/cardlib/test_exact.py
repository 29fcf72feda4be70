"""cardlib.exact: exact outcome distributions found by walking the engine's own game tree."""

from fractions import Fraction

import cardlib
from cardlib.exact import distribution, expectation, uniform_policy


def first_trick_over(state):
    return bool(state.tricks)


def first_trick(state):
    winner, cards = state.tricks[0]
    return winner, sum(-10 if card == 0 else card for _, card in cards)


def after(*moves, players=2):
    state = cardlib.new_game("ohio", players=players, seed=0, first_player=0)
    for move in moves:
        state = state.apply(move)
    return state


def test_uniform_policy_gives_every_legal_action_the_same_chance():
    state = after("play 4")
    policy = uniform_policy(state)
    assert [a for a, _ in policy] == state.legal_actions()
    assert {p for _, p in policy} == {Fraction(1, len(policy))}
    assert sum(p for _, p in policy) == 1


def test_distribution_of_a_trick_opened_with_a_1():
    # O3: after a 1 no number is lower, so each follower may only play Ohio (once: each holds one) or pass.
    # Player 2 passes (1/2): player 1 wins 1. Player 2 plays Ohio (1/2): player 1 passes (player 2 wins
    # 1 - 10 = -9) or plays Ohio too (then player 2 can only pass: player 1 wins 1 - 10 - 10 = -19).
    state = after("play 1")
    dist = distribution(state, first_trick_over, first_trick)
    assert dist == {(0, 1): Fraction(1, 2), (1, -9): Fraction(1, 4), (0, -19): Fraction(1, 4)}
    assert state.moves == ["play 1"] and not state.tricks, "the start state is not changed"
    assert expectation(dist, lambda o: o[1]) == Fraction(1, 2) - Fraction(9, 4) - Fraction(19, 4)


def test_a_memo_key_gives_the_same_distribution_as_the_plain_walk():
    state = after("play 6")
    plain = distribution(state, first_trick_over, first_trick)
    keyed = distribution(state, first_trick_over, first_trick,
                         key=lambda s: (s.current_player, tuple(s.in_trick), s.last_number,
                                        s.trick[-1][0], tuple(map(tuple, s.hands))))
    assert keyed == plain
    assert sum(plain.values()) == 1


def test_a_policy_can_weigh_actions():
    # A follower who always passes: the leader wins the trick at once, whatever was led.
    def always_pass(state):
        return [("pass", Fraction(1))]
    assert distribution(after("play 9", players=3), first_trick_over, first_trick, always_pass) == {(0, 9): 1}
