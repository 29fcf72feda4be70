"""cardlib: a small pure-Python rules engine for five card games, one package per game.

Every game speaks one protocol (see ``docs/protocol.md``)::

    import cardlib
    state = cardlib.new_game("ohio", players=3, seed=7)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    state.scores(), state.winners()

The layout: ``cardlib/<game>/`` holds one game (its rules, cards, own pieces, bots and lesson questions);
the modules beside them know no game: the protocol (``state.py``), the games' registry (``games.py``),
records, links, teachers' deals, bots' shared machinery (``bots/``), and the texts (``text/``).
"""

from .errors import IllegalAction, RecordError
from .games import GAMES, game_module, move_words, new_game
from .records import replay

__all__ = ["GAMES", "IllegalAction", "RecordError", "game_module", "move_words", "new_game", "replay"]
