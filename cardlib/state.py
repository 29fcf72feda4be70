"""What every game's state shares: the move loop, refusals, records, clones and the log.

A game module subclasses ``GameState`` and supplies the rules as four methods:
``legal_actions``, ``_refusal`` (why an action is illegal now, or None), ``_play`` (carry
out a legal action, automatic events included) and ``parse_action`` (notation to action),
plus ``view``, ``scores``, ``winners`` and ``_copy_containers`` for ``clone``.
"""

import copy
import random
import secrets
from dataclasses import dataclass

from .errors import IllegalAction
from .i18n import Message


@dataclass(frozen=True)
class GameInfo:
    """The declarative description of a game: its name and allowed player counts."""

    name: str
    min_players: int
    max_players: int
    default_players: int
    notation_examples: tuple = ()

    def check_players(self, players):
        """Return the player count to use, or raise ValueError naming the allowed range."""
        if players is None:
            return self.default_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"{self.name}: players must be a whole number, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.name} is played by {self.min_players} to {self.max_players} players, not {players}"
            )
        return players


def match_rounds(game, players, match, options, rule=""):
    """The number of rounds from the ``rounds`` option (match mode only; default one per player),
    the only option of the games that use it; ValueError naming any fault. ``rule``: the rule id to cite."""
    unknown = set(options) - {"rounds"}
    if unknown:
        raise ValueError(f"unknown {game} options: {', '.join(sorted(unknown))} ({game} has: rounds)")
    rounds = options.get("rounds")
    if rounds is not None:
        if not match:
            raise ValueError("the rounds option goes with match=True" + (f" ({rule})" if rule else ""))
        if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
            raise ValueError(f"rounds must be a whole number of at least 1, not {rounds!r}")
    return (rounds or players) if match else 1


def fresh_seed():
    """A new seed for a game started without one (recorded, so the game can be replayed)."""
    return secrets.randbelow(2**31)


class GameState:
    """Base of every game's state. Subclasses set ``info`` and implement the rules."""

    info: GameInfo

    def __init__(self, players, seed, match, deck, first_player, options):
        self.players = players
        self.seed = fresh_seed() if seed is None else seed
        self.match = bool(match)
        self.deck = None if deck is None else list(deck)
        self.first_player = first_player
        self.options = dict(options)
        self._rng = random.Random(self.seed)
        self._rng_shared = False    # True after a clone: the first to draw takes its own copy
        self._moves = []
        self._events = []
        self._log = []          # the events rendered as Messages, filled lazily by ``log``

    @property
    def rng(self):
        """The game's own ``random.Random``, seeded by ``seed``: every random event draws from it."""
        if self._rng_shared:
            # Copying a Random costs more than the rest of a clone, so clones share one until a draw.
            own = random.Random()
            own.setstate(self._rng.getstate())
            self._rng = own
            self._rng_shared = False
        return self._rng

    @property
    def game(self):
        """The game's name."""
        return self.info.name

    # --- the move loop -------------------------------------------------------------
    def apply(self, action):
        """Play ``action`` (an action or its notation) for the current player; return the state.

        Raises ``IllegalAction`` with the rule's reason, leaving the state unchanged.
        """
        if not isinstance(action, self.Action):
            action = self.parse_action(action)
        reason = self._refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._moves.append(action)
        self._play(action)
        return self

    def explain(self, action):
        """None if ``action`` is legal now, else one sentence saying why not, citing the rule."""
        if not isinstance(action, self.Action):
            try:
                action = self.parse_action(action)
            except IllegalAction as refused:
                return refused.reason
        return self._refusal(action)

    def parse_action(self, notation):
        """The action written ``notation``; raises IllegalAction for unknown notation."""
        raise NotImplementedError

    def _bad_notation(self, notation):
        return IllegalAction(Message(
            "bad_notation", notation=str(notation), game=self.game,
            examples=", ".join(f"'{e}'" for e in self.info.notation_examples)))

    # --- what can be seen ------------------------------------------------------------
    @property
    def is_over(self):
        """True once the game (round, or match in match mode) has ended."""
        return self.current_player is None

    @property
    def log(self):
        """The public history: one readable English ``Message`` per entry (see ``cardlib.i18n``)."""
        rendered = self._log
        # Render only the new events: views include the log, so rendering it all each time is quadratic.
        rendered.extend(Message(key, **params) for key, params in self._events[len(rendered):])
        return rendered.copy()

    def _emit(self, key, **params):
        self._events.append((key, params))

    @property
    def moves(self):
        """The moves played so far, in notation."""
        return [str(a) for a in self._moves]

    # --- records and copies ---------------------------------------------------------
    def to_record(self):
        """A JSON-serialisable record of the game: header and moves in notation."""
        from .records import to_record
        return to_record(self)

    def clone(self):
        """An independent copy of this state."""
        new = copy.copy(self)
        self._rng_shared = new._rng_shared = True
        new._moves = self._moves.copy()
        new._events = self._events.copy()
        new._log = self._log.copy()
        new.options = dict(self.options)
        self._copy_containers(new)
        return new

    def _copy_containers(self, new):
        """Give ``new`` its own copies of this game's mutable fields (shallow is enough per level)."""
        raise NotImplementedError

    def __repr__(self):
        state = "over" if self.is_over else f"player {self.current_player} to move"
        return f"<{self.game} game, {self.players} players, seed {self.seed}, {len(self._moves)} moves, {state}>"
