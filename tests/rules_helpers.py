"""Helpers shared by the rules tests of every game (tests/test_<game>.py)."""

import json

import pytest

import cardlib


def play(state, *moves):
    """Apply ``moves`` in order and return the state."""
    for move in moves:
        state = state.apply(move)
    return state


def snapshot(state):
    """Everything a refused move must leave untouched."""
    return json.dumps([state.view(None), state.to_record(), [str(m) for m in state.log]], sort_keys=True)


def assert_refused(state, move, rule):
    """``move`` is refused citing ``rule`` (explain and apply agree) and the state is unchanged,
    every player's view included. Returns the reason."""
    before = snapshot(state)
    views = [state.view(p) for p in range(state.players)]
    reason = state.explain(move)
    assert reason is not None and reason.startswith(f"Rule {rule}:"), reason
    with pytest.raises(cardlib.IllegalAction) as refused:
        state.apply(move)
    assert str(refused.value) == reason
    assert isinstance(refused.value, ValueError) and refused.value.rule == rule
    assert snapshot(state) == before
    assert [state.view(p) for p in range(state.players)] == views
    return reason
