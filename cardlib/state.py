"""What every game's state shares: the move loop, refusals, records, clones and the log.

A game module subclasses ``GameState`` and supplies the rules as four methods:
``legal_actions``, ``_refusal`` (why an action is illegal now, or None), ``_play`` (carry
out a legal action, automatic events included) and ``parse_action`` (notation to action),
plus ``_malformed`` (an action object that is no move of the game), ``_view`` (the game's own
part of ``view``), ``scores``, ``winners``, ``redeal_hidden`` and ``_copy_containers`` for ``clone``.
"""

import _random
import copy
import random
import secrets
from dataclasses import dataclass

from .errors import IllegalAction
from .text.i18n import Message


@dataclass(frozen=True)
class GameInfo:
    """The declarative description of a game.

    ``version``: the version of the game's rules and notation, written in records and checked by
    ``replay`` (raise it when old records would no longer replay the same). ``max_moves``: the most
    moves one round can last at any allowed player count, or None when the rules set no bound.
    ``no_winner_rule``: the rule under which a round may end with nobody winning (``winners()`` is
    then ``[]``), or None when a finished game always has winners.
    """

    name: str
    min_players: int
    max_players: int
    default_players: int
    notation_examples: tuple = ()
    version: int = 1
    max_moves: int | None = None
    no_winner_rule: str | None = None

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


def seeded_random(seed):
    """``random.Random(seed)`` for an int ``seed``, the same generator in the same state, built
    without the Python-level ``Random.__init__`` and ``Random.seed`` (which for an int only pass it
    to the C seeding and clear ``gauss_next``); they cost about 1 µs of every new game."""
    rng = _new_random(random.Random)
    _seed_random(rng, seed)
    rng.gauss_next = None
    return rng


_new_random = random.Random.__new__
_seed_random = _random.Random.seed


def random_below(rng, n):
    """``rng.randrange(n)`` for a ``random.Random`` and an int ``n > 0``, from the same random bits
    (so ``seq[random_below(rng, len(seq))]`` is ``rng.choice(seq)``), without its argument checks."""
    bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return r


def remembered_random_action(state, rng):
    """A game's ``random_action`` that remembers its draw: ``rng.choice(state.legal_actions())`` from the same
    random bits (None when over), kept as ``state._drawn`` so that the game's ``apply`` may play that very
    action, legal by construction, without checking it again (the game resets ``_drawn`` at every move and in
    every copy). A game takes it as its method: ``random_action = remembered_random_action``."""
    actions = state.legal_actions()
    if not actions:
        return None
    action = state._drawn = actions[random_below(rng, len(actions))]
    return action


# random.Random.shuffle draws, for i from len - 1 down to 1, j below i + 1 from getrandbits of
# (i + 1).bit_length() bits, drawing again while j > i: _SHUFFLE_STEPS[n] lists those (i, bits).
_SHUFFLE_STEPS = tuple(tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1)) for n in range(65))


def shuffle(rng, items):
    """Shuffle the list ``items`` (at most 64 long) in place exactly as ``rng.shuffle(items)`` does,
    from the same random bits, at less than half its cost (deals weigh on random playouts).
    ``rng``: a ``random.Random``."""
    getrandbits = rng.getrandbits
    for i, bits in _SHUFFLE_STEPS[len(items)]:
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


# The most action notations a game remembers (``_NotationMemo``): a Hue position lists about 850
# actions and a game meets tens of thousands, other games a few hundred in all.
NOTATION_MEMO_SIZE = 16384


class _NotationMemo(dict):
    """Notation by action, for one game's actions: ``str(action)`` is a Python call, a dictionary
    lookup is not, and views write every legal action in notation. Actions are immutable values
    whose notation never changes, so nothing here can go stale; emptied when full, to bound memory."""

    __slots__ = ()

    def __missing__(self, action):
        if len(self) >= NOTATION_MEMO_SIZE:
            self.clear()
        notation = self[action] = str(action)
        return notation


def fresh_seed():
    """A new seed for a game started without one (recorded, so the game can be replayed)."""
    return secrets.randbelow(2**31)


class GameState:
    """Base of every game's state. Subclasses set ``info`` and implement the rules."""

    info: GameInfo
    # The ids of the action values the game module made itself (well-formed by construction): the
    # move loop skips ``_malformed`` for them, keeping the hot path of bots and playouts lean.
    _own_actions = frozenset()
    # ``_notation(action)``: str(action), remembered (one memo per game: see ``__init_subclass__``).
    _notation = _NotationMemo().__getitem__

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # Each game its own memo: actions of two games may be equal tuples with different notations.
        cls._notation = _NotationMemo().__getitem__

    def __init__(self, players, seed, match, deck, first_player, options):
        self.players = players
        self.seed = fresh_seed() if seed is None else seed
        self.match = bool(match)
        self.deck = None if deck is None else list(deck)
        self.first_player = first_player
        self.options = dict(options)
        self._rng = seeded_random(self.seed)
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
        if id(action) not in self._own_actions:     # the game's own values are known to be well formed
            if not isinstance(action, self.Action):
                action = self.parse_action(action)
            if id(action) not in self._own_actions:
                reason = self._malformed(action)
                if reason is not None:
                    raise IllegalAction(reason)
        reason = self._refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._moves.append(action)
        self._play(action)
        return self

    def random_action(self, rng):
        """A legal action for the current player drawn uniformly at random with ``rng`` (a
        ``random.Random``); None when the game is over. Games whose move lists are long override it
        to draw without listing every action; by default it is ``rng.choice(self.legal_actions())``,
        which it must equal in distribution."""
        actions = self.legal_actions()
        return actions[random_below(rng, len(actions))] if actions else None     # rng.choice(actions)

    def explain(self, action):
        """None if ``action`` is legal now, else one sentence saying why not, citing the rule."""
        if not isinstance(action, self.Action):
            try:
                action = self.parse_action(action)
            except IllegalAction as refused:
                return refused.reason
        return self._malformed(action) or self._refusal(action)

    def parse_action(self, notation):
        """The action written ``notation``; raises IllegalAction for unknown notation."""
        raise NotImplementedError

    def _malformed(self, action):
        """None when ``action`` (an object of the game's ``Action`` type) is a well-formed move of
        the game, whether legal now or not; else the refusal (an ``i18n.Message``) saying it is not.
        Games override it: fields of the wrong type or outside the game's cards must never reach
        ``_refusal`` (where they would raise, or be explained with a wrong sentence)."""
        return None

    def _bad_notation(self, notation):
        return IllegalAction(Message(
            "bad_notation", notation=str(notation), game=self.game.capitalize(),
            examples=[Message("format.quote", text=e) for e in self.info.notation_examples]))

    # --- what can be seen ------------------------------------------------------------
    def view(self, player):
        """What ``player`` may know now (None: everything), as plain JSON values (docs/protocol.md).

        The keys every game shares, then the game's own part (``_view``), then, for None, the
        seed, first player and moves; ``legal_actions`` for the player to act and for None.
        """
        if player is not None and not (isinstance(player, int) and 0 <= player < self.players):
            raise ValueError(f"player must be None or 0..{self.players - 1}, not {player!r}")
        view = self._view_without_moves(player)
        if player is None:
            view["moves"] = self.moves
        return view

    def _view_without_moves(self, player):
        """``view(player)`` (``player`` already checked) without the moves played, which only the full
        view has: writing a long game's moves costs as much as the rest (the soak compares it)."""
        current = self.current_player
        view = {
            "game": self.info.name,
            "players": self.players,
            "viewer": player,
            "match": self.match,
            "current_player": current,
            "scores": self.scores(),
            "is_over": current is None,
            "winners": self.winners(),
            **self._view(player),
        }
        if player is None:
            view.update(seed=self.seed, first_player=self.first_player)
        if current is not None and (player is None or player == current):
            view["legal_actions"] = self._legal_notations()
        return view

    def _legal_notations(self):
        """The notation of every legal action, in the order of ``legal_actions()``: a new list
        (the view's ``legal_actions``). A game may override it to write them without listing actions."""
        return list(map(self._notation, self.legal_actions()))

    def _view(self, player):
        """The game's own part of ``view(player)`` (``player`` already checked; None: everything)."""
        raise NotImplementedError

    def redeal_hidden(self, player, rng):
        """A clone in which cards ``player`` may not see are exchanged among themselves, keeping
        everything ``player`` may know (the cards' kinds where they are public, counts, history);
        None when nothing is hidden from ``player``. The conformance suite checks that the views
        of ``player`` of both are equal: views must not leak hidden cards."""
        raise NotImplementedError

    @property
    def is_over(self):
        """True once the game (round, or match in match mode) has ended."""
        return self.current_player is None

    @property
    def log(self):
        """The public history: one readable English ``Message`` per entry (see ``cardlib.text.i18n``)."""
        rendered = self._log
        # Render only the new events: the tables read the log after every move.
        rendered.extend(map(self._message, self._events[len(rendered):]))
        return rendered.copy()

    def _message(self, event):
        """The log entry of ``event`` as ``_emit`` stores it, ``(key, params)``. A game may store its
        frequent events more compactly and render them here."""
        key, params = event
        return Message(key, **params)

    def _emit(self, key, **params):
        self._events.append((key, params))

    @property
    def moves(self):
        """The moves played so far, in notation."""
        return list(map(self._notation, self._moves))

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
