"""cardlib: a small pure-Python rules engine for five card games, one module per game.

Every game speaks one protocol (see ``docs/protocol.md``)::

    import cardlib
    state = cardlib.new_game("ohio", players=3, seed=7)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    state.scores(), state.winners()
"""

import importlib

from .errors import IllegalAction, RecordError
from .records import replay

# Games are added here as their modules are written; the conformance test runs over all of them.
_MODULES = {"hue": "cardlib.hue", "ohio": "cardlib.ohio", "woo": "cardlib.woo", "yoyo": "cardlib.yoyo",
            "yozu": "cardlib.yozu"}
GAMES = tuple(sorted(_MODULES))
_LOADED = {}        # name: module, once imported

__all__ = ["GAMES", "IllegalAction", "RecordError", "game_module", "move_words", "new_game", "replay"]


def game_module(name):
    """The module implementing game ``name``; ValueError for an unknown name."""
    module = _LOADED.get(name)
    if module is None:      # importlib finds a loaded module in about 1 µs, 3% of a random Woo playout
        if name not in _MODULES:
            raise ValueError(f"unknown game {name!r}; the games are {', '.join(GAMES)}")
        module = _LOADED[name] = importlib.import_module(_MODULES[name])
    return module


def new_game(name, players=None, seed=None, *, match=False, deck=None, first_player=None, **options):
    """A new game of ``name``: see the module of each game for its options."""
    module = game_module(name)
    players = module.INFO.check_players(players)
    if first_player is not None and (
            isinstance(first_player, bool) or not isinstance(first_player, int)
            or not 0 <= first_player < players):
        raise ValueError(f"first_player must be a player index from 0 to {players - 1}, not {first_player!r}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    return module.State.new(players, seed, match, deck, first_player, options)


def move_words(name, action):
    """A move of game ``name`` said in words, an ``i18n.Message`` ('jouer la dame de pique' / 'play the
    queen of spades'): what every text a person reads shows instead of the notation ('play QS').
    ``action`` is an action or its notation. Each game module's ``move_words`` does the work (and
    remembers its answers: ``i18n.remembered``)."""
    return game_module(name).move_words(action)
