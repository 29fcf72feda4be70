"""The games of a class's tables, held by the hub (issue 37): each game replayed from the store, every move checked
with ``cardlib`` and written one at a time, what each seat may see, and the bots in empty seats.

``TableGames`` keeps each table's game in memory at the last move it knows, and catches up from the store before
it answers (the moves another hub process wrote, or every move after a restart: a table is its seed and its moves).
A move is refused, changing nothing, when the table has not started or is over, when it comes from a seat whose turn
it is not, when it was sent for a position that has moved on (stale: the store's version decides, across processes),
and when the rules refuse it (the engine's reason, which names the rule). A player's page receives ``seat_view``:
the engine's ``view(seat)``, never another hand or the stock's order, and the public log; the seed stays here.

A bot plays a seat opened for one, a seat left empty when the table started, and the seat of a player away for
AWAY_SECONDS; the player who comes back takes it back (``TableStore.sit``). A bot's move is drawn from the table's
seed and the move's version, so that a replay draws the same; the hub paces bots (``hub_tables``).
"""

import dataclasses
import random
import secrets

import cardlib
from cardlib import bots as cardbots
from cardlib.text.plain import to_plain
from class_hub.checks import Refused
from class_hub.table_store import StaleMove

BOT = "greedy"                  # the bot of an empty seat: every game has it, and it answers at once
AWAY_SECONDS = 60.0             # a player's page silent this long: a bot plays their seat until they come back
SEEN_EVERY = 5.0                # seconds between two writes of a player's "seen" while their page asks
SEATS = (2, 6)                  # the fewest and most seats a table may have (each game checks its own range too)


@dataclasses.dataclass
class Held:
    """A table's game as this process holds it: the state after ``version`` moves."""

    state: object
    version: int


def _seat_to_move(info, held):
    """The seat to move at a table read (``TableGames.held``) that is playing; None before it starts and once over."""
    if info["started"] is None or held.state.is_over:
        return None
    return held.state.current_player


def _bot_to_move(info, held):
    """``TableGames.bot_to_move`` of a table read (``TableGames.held``)."""
    seat = _seat_to_move(info, held)
    return None if seat is None else info["seats"][seat]["bot"]


def new_seed():
    """A table's seed, drawn by ``secrets``: no page can guess the deal from it (and none is sent it)."""
    return secrets.randbelow(2**31)


class TableGames:
    """The class's tables over ``store`` (a ``TableStore``), their games held here (see the module); a player away
    for ``away_seconds`` has their seat played by a bot."""

    def __init__(self, store, clock, away_seconds=AWAY_SECONDS):
        self.store, self.clock, self.away_seconds = store, clock, away_seconds
        self._held = {}                 # (code, tab) -> Held
        self._seen_written = {}         # (code, tab, seat) -> when its "seen" was last written

    def open(self, code, opener, game, seats, bots, options=None):
        """Open a table for ``game`` with ``seats`` seats, the last ``bots`` of them for bots (``BOT``); ``opener``
        (a nickname, "" for the teacher) sits at the first. Refused for an unknown game or a count it refuses;
        the table's code."""
        if game not in cardlib.GAMES:
            raise Refused("unknown_game")
        if isinstance(seats, bool) or not isinstance(seats, int) or not SEATS[0] <= seats <= SEATS[1] or \
                isinstance(bots, bool) or not isinstance(bots, int) or not 0 <= bots < seats:
            raise Refused("bad_seats")
        options = dict(options or {})
        seed = new_seed()
        try:
            cardlib.new_game(game, players=seats, seed=seed, **options)
        except (TypeError, ValueError):
            raise Refused("bad_seats") from None
        seat_bots = [None] * (seats - bots) + [BOT] * bots
        return self.store.open_table(code, opener, game, seat_bots, seed, options, self.clock())

    def held(self, code, tab, info=None):
        """``(info, held)``: the table as the store has it (``TableStore.table``; ``info`` when the caller has just
        read it) and its game at the store's last move, replayed when this process holds none yet."""
        info = info if info is not None else self.store.table(code, tab)
        held = self._held.get((code, tab))
        if held is None:
            state = cardlib.new_game(info["game"], players=len(info["seats"]), seed=info["seed"], **info["options"])
            held = self._held[(code, tab)] = Held(state, 0)
        if held.version < info["version"]:
            for version, _seat, action in self.store.moves(code, tab, since=held.version):
                held.state = held.state.apply(action)       # a move written was legal when written
                held.version = version + 1
        return info, held

    def held_tables(self):
        """The tables whose games this process holds: ``[(code, tab)]``."""
        return list(self._held)

    def forget(self, code, tab):
        """Hold the table's game no more (its class ended)."""
        self._held.pop((code, tab), None)

    def start(self, code, tab):
        """Start the game: bots in the empty seats. False when it had started."""
        return self.store.start_table(code, tab, BOT, self.clock())

    def start_if_full(self, code, tab):
        """Start the game once every seat has its player or its bot; whether it started now."""
        info = self.store.table(code, tab)
        if info["started"] is None and all(seat["nickname"] or seat["bot"] for seat in info["seats"]):
            return self.start(code, tab)
        return False

    def play(self, code, tab, seat, version, action):
        """Play ``action`` (notation) for ``seat`` at ``version``: refused, changing nothing, when the table is not
        playing, the turn is not the seat's, the position has moved on, or the rules refuse it (the engine's reason,
        plain, in ``values["explanation"]``). The version after the move."""
        info, held = self.held(code, tab)
        state = held.state
        if info["started"] is None:
            raise Refused("table_not_started")
        if state.is_over:
            raise Refused("game_over")
        if isinstance(version, bool) or not isinstance(version, int) or version != held.version:
            raise Refused("stale_move")
        if state.current_player != seat:
            raise Refused("not_your_turn")
        if not isinstance(action, str) or len(action) > 200:
            raise Refused("request_malformed")
        reason = state.explain(action)
        if reason is not None:
            raise Refused("illegal_move", explanation=to_plain(reason))
        notation = str(state.parse_action(action))
        try:
            self.store.add_move(code, tab, version, seat, notation, self.clock())
        except StaleMove:
            raise Refused("stale_move") from None
        held.state = state.apply(notation)
        held.version = version + 1
        return held.version

    def explain(self, code, tab, seat, action):
        """Why the rules would refuse ``action`` (notation) from ``seat`` now (the engine's reason, plain), or None when
        they would play it. Only the seat to move is answered: the engine judges a move as the mover's, and its
        reason for another seat's move would say what that seat holds."""
        info, held = self.held(code, tab)
        if _seat_to_move(info, held) != seat:
            return None
        if not isinstance(action, str) or len(action) > 200:
            raise Refused("request_malformed")
        reason = held.state.explain(action)
        return None if reason is None else to_plain(reason)

    def hint_position(self, code, tab, seat):
        """What the Hint of ``seat`` is computed on: ``(game, state, seed)``, a copy of the position and the seed of
        the hint's bot; refused when the seat is not to move. The search itself (``hint``) may run elsewhere than
        the hub's event loop: it takes a second or more."""
        info, held = self.held(code, tab)
        if _seat_to_move(info, held) != seat:
            raise Refused("not_your_turn")
        seed = random.Random(f"{info['seed']}/hint/{held.version}").getrandbits(32)
        return info["game"], held.state.clone(), seed

    def bot_to_move(self, code, tab):
        """The bot's name when the seat to move is a bot's (a table started, not over), else None."""
        return _bot_to_move(*self.held(code, tab))

    def bot_move(self, code, tab):
        """Let the bot whose turn it is play one move (its choice drawn from the table's seed and the version);
        the version after it, or None when no bot is to move (or another process played first)."""
        info, held = self.held(code, tab)
        name = _bot_to_move(info, held)
        if name is None:
            return None
        seed = random.Random(f"{info['seed']}/{held.version}").getrandbits(32)
        action = cardbots.get(name, info["game"], seed=seed).choose(held.state.clone())
        try:
            return self.play(code, tab, held.state.current_player, held.version, str(action))
        except Refused as refused:
            if refused.reason == "stale_move":
                return None
            raise

    def seen(self, code, tab, seat):
        """The player of ``seat`` asked about the table: written every SEEN_EVERY seconds at most."""
        now = self.clock()
        key = (code, tab, seat)
        if now - self._seen_written.get(key, -SEEN_EVERY) >= SEEN_EVERY:
            self.store.seen_at_table(code, tab, seat, now)
            self._seen_written[key] = now

    def hand_over_the_away(self, code, tab):
        """A bot plays the seat of every player away for ``away_seconds``; the seats handed over."""
        info = self.store.table(code, tab)
        now = self.clock()
        away = [seat["seat"] for seat in info["seats"] if seat["nickname"] and not seat["bot"] and
                seat["seen"] is not None and now - seat["seen"] > self.away_seconds]
        for seat in away:
            self.store.set_seat(code, tab, seat, BOT)
        return away

    def seat_view(self, code, tab, seat):
        """What the player of ``seat`` may see: the engine's view of that seat, the seats' players and bots, the
        table's state and version, and the public log, plain (``cardlib.text.plain``). Seat None is the teacher's
        view (``views``: every seat's view, as the tables' teacher view shows every hand; never the seed or the
        stock's order). Once the game is over, its ``record`` too (seed and moves): nothing is hidden any more, and
        a position link made of it opens a copy of one's own."""
        info, held = self.held(code, tab)
        state = held.state
        if seat is None:
            view = {"views": [state.view(s) for s in range(len(info["seats"]))]}
        else:
            view = state.view(seat)
        shown = {"table": tab, "game": info["game"], "version": held.version, "seat": seat,
                 "started": info["started"] is not None, "opener": info["opener"],
                 "seats": [{"nickname": s["nickname"], "bot": s["bot"]} for s in info["seats"]],
                 "view": view, "log": [to_plain(entry) for entry in state.log]}
        if state.is_over:
            shown["record"] = state.to_record()     # nothing is hidden once the game is over: a link may copy it
        return shown


def hint(game, state, seed):
    """What the Hint's bot (``cardlib.bots.hint_bot``) would play at ``state`` (``TableGames.hint_position``) and why: ``{"bot", "move", "reasons"}``,
    the move in notation and the reasons plain. The bot reads only the view of the seat to move (``cardlib.bots``)."""
    name = cardbots.hint_bot(game)
    bot = cardbots.get(name, game, seed=seed)
    reasons = cardbots.reasons(bot, state)
    return {"bot": name, "move": str(bot.choose(state)), "reasons": [to_plain(reason) for reason in reasons]}
