"""Bots: players that decide from what they are allowed to see.

``get(name, game, seed=None)`` returns a bot whose ``choose(state)`` reads only
``state.view(state.current_player)`` (never hidden cards) and draws only from its own
``random.Random(seed)``; the ``random`` bot draws through ``state.random_action(rng)``, the
protocol's uniform sampler, whose draw depends only on what that view shows. ``names(game)`` lists the
bots a game has: ``random`` for every game, plus the game's own bots (its ``cardlib.<game>.bots``):
``greedy`` (rules of thumb, every game) and ``search`` (every game: worlds consistent with the view,
each candidate valued by playouts or, in Woo, the exact solver; ``cardlib.bots.search``). Every bot's
``explain(state)`` says why it plays what ``choose(state)`` plays (French and English, with the numbers);
``search``'s ``ranking(state)`` gives every candidate's numbers. The search bot also reads
``state.redeal_hidden``, whose deal depends only on the view and its RNG.
"""

import importlib

from ..games import game_module
from . import generic

__all__ = ["for_game", "get", "names", "play_out", "reasons"]


def for_game(game):
    """The module of ``game``'s own bots, ``cardlib.<game>.bots``: its ``BOTS`` (name: class) and, when it
    has the search bot, its ``SEARCH`` (``cardlib.bots.search.Settings``); ValueError for an unknown game."""
    return importlib.import_module(f"{game_module(game).__name__}.bots")


def _table(game):
    return {**generic.BOTS, **for_game(game).BOTS}


def names(game):
    """The names of the bots available for ``game``, sorted."""
    return sorted(_table(game))


def get(name, game, seed=None):
    """A new bot ``name`` for ``game`` with its own RNG seeded by ``seed``; ValueError listing the names."""
    table = _table(game)
    if name not in table:
        raise ValueError(f"unknown bot {name!r} for {game}; the bots are {', '.join(sorted(table))}")
    return table[name](game, seed)


def best(game, *preferred):
    """The first of the bot names ``preferred`` that ``game`` has, else ``random``."""
    available = names(game)
    return next((name for name in preferred if name in available), "random")


def hint_bot(game):
    """The bot whose advice a Hint shows: the strongest ``game`` has (``search``, else ``greedy``)."""
    return best(game, "search", "greedy")


def play_out(state, seat_bots):
    """Play ``state`` to its end, seat s deciding with ``seat_bots[s]``; return the final state."""
    while not state.is_over:
        state = state.apply(seat_bots[state.current_player].choose(state))
    return state


def reasons(bot, state):
    """``bot.explain(state)`` as a list of ``i18n.Message`` (a bot may give one Message or a list)."""
    said = bot.explain(state)
    return [m for m in (said if isinstance(said, (list, tuple)) else [said]) if m is not None]
