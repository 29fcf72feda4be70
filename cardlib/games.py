"""The games: their names, their packages, and the protocol's entry points (``new_game``, ``move_words``).

Each game is a package ``cardlib.<name>`` whose ``__init__`` gives the protocol (``State``, ``INFO``,
``move_words``: ``docs/protocol.md``) and what the game adds to the shared machinery, each by one name
the shared code reads: ``DEALING`` (teachers' set-ups, ``cardlib.deals``), ``SAMPLE_CARDS`` (the cards
the language check writes into its examples), ``SOAK_OPTIONS`` (the options a soak game draws); its
bots are the module ``cardlib.<name>.bots`` (``cardlib.bots``). No module of this package imports a
game's package by name: they are imported here, by name, when first asked for.
"""

import importlib

# A game is added here with its folder; the conformance test runs over all of them.
GAMES = ("hue", "ohio", "woo", "yoyo", "yozu")
_LOADED = {}        # name: module, once imported

__all__ = ["GAMES", "game_module", "move_words", "new_game"]


def game_module(name):
    """The package implementing game ``name``; ValueError for an unknown name."""
    module = _LOADED.get(name)
    if module is None:      # importlib finds a loaded module in about 1 µs, 3% of a random Woo playout
        if name not in GAMES:
            raise ValueError(f"unknown game {name!r}; the games are {', '.join(GAMES)}")
        module = _LOADED[name] = importlib.import_module(f"{__package__}.{name}")
    return module


def new_game(name, players=None, seed=None, *, match=False, deck=None, first_player=None, **options):
    """A new game of ``name``: see the rules module of each game for its options."""
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
    ``action`` is an action or its notation. Each game's ``move_words`` does the work (and remembers
    its answers: ``i18n.remembered``)."""
    return game_module(name).move_words(action)
