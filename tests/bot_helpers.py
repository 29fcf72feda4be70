"""What the bots' tests share: stand-ins that let a bot see only what the contract allows, a bot's
reason as text, a game played by bots through those stand-ins, and an exact binomial tail for
strength checks."""

import math

import cardlib
import cardlib.bots as bots
from cardlib.text import i18n


def binomial_tail(successes, trials, p):
    """P(X >= successes) for X ~ Binomial(trials, p), exactly."""
    return sum(math.comb(trials, k) * p**k * (1 - p) ** (trials - k) for k in range(successes, trials + 1))


class ViewOnly:
    """A state seen through the bots' contract: the current player's view, and nothing else but the
    protocol's sampler ``random_action`` (its draw depends only on what that view shows: test_sampler).

    Any other attribute, or a view for someone else (or the full ``view(None)``), fails the test.
    """

    ALLOWED = frozenset({"current_player", "parse_action", "game", "random_action"})

    def __init__(self, state):
        object.__setattr__(self, "_state", state)

    def view(self, player):
        state = object.__getattribute__(self, "_state")
        if player is None or player != state.current_player:
            raise AssertionError(f"a bot asked for view({player!r}) as player {state.current_player}")
        return state.view(player)

    def __getattr__(self, name):
        if name not in ViewOnly.ALLOWED:
            raise AssertionError(f"a bot read state.{name}")
        return getattr(object.__getattribute__(self, "_state"), name)


class FrozenView:
    """A stand-in holding only a copy of one view (and the protocol's sampler, which depends on
    nothing else): a bot must choose from this alone."""

    def __init__(self, state):
        self.game = state.game
        self.current_player = state.current_player
        self._view = state.view(state.current_player)
        self.parse_action = state.parse_action
        self.random_action = state.clone().random_action

    def view(self, player):
        assert player == self.current_player
        return self._view


def rendered(reason, lang):
    """A bot's reason (one Message or a list of them) as one text in ``lang``."""
    parts = reason if isinstance(reason, list) else [reason]
    return " ".join(i18n.translate(m, lang) for m in parts)


def explained_choice(name, game, state, seed):
    """(move, English reason) of bot ``name``, checking that explaining first, then choosing, plays
    the move explained and draws nothing (a fresh bot chooses the same), that choosing first gives
    the same reason, and that the reason names the move in both languages, which differ."""
    bot = bots.get(name, game, seed=seed)
    reason = bot.explain(state)
    move = str(bot.choose(state))
    alone = bots.get(name, game, seed=seed)
    assert str(alone.choose(state)) == move
    assert alone.explain(state) == reason
    english, french = rendered(reason, "en"), rendered(reason, "fr")
    said = cardlib.move_words(game, move)
    assert i18n.translate(said, "en") in english and i18n.translate(said, "fr") in french and english != french
    return move, english


def play(players, seat_bots, seed, game="ohio"):
    """Play one game with ``seat_bots[s]`` at seat s, each seeing the state through ``ViewOnly``."""
    state = cardlib.new_game(game, players=players, seed=seed)
    while not state.is_over:
        action = seat_bots[state.current_player].choose(ViewOnly(state))
        assert action in state.legal_actions()
        state = state.apply(action)
    return state
