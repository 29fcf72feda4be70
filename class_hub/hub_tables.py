"""The hub's requests about game tables (issue 37): a student opens a table, sits, starts it, plays, and asks what
their seat sees; the teacher lists the tables and watches or changes one. ``class_hub.play`` holds the games.

Every request is a student's (their class code, nickname and token, checked by ``HubHandler.student``) or the
teacher's (the class's key). A student acts only for their own seat: the seat is the one the store gives their
nickname, never one the request names. A page asks what its seat sees with the table's change count it has
(``"wait"``) and is answered once the table changed, or after ``changes.WAIT_SECONDS`` (a long poll, as the
teacher's overview): a move shows on the other players' pages at once. A player's request about their table also
says they are there: a bot that played their seat while they were away gives it back. A player's page also asks why
a move of theirs would be refused (``/tables/explain``) and for the Hint of their seat (``/tables/hint``: the search
runs off the event loop).

``BotPacer`` lets the bots play, one move every BOT_PACE seconds, so that each page draws each move as it comes
(as the tables of the notebooks do); ``watch_the_away`` hands a silent player's seat to a bot (``play.AWAY_SECONDS``).
"""

import asyncio
from concurrent.futures import ThreadPoolExecutor

import tornado.ioloop

from class_hub import checks, play
from class_hub.checks import Refused
from class_hub.handler import HubHandler
from class_hub.play import BOT, TableGames, hint
from class_hub.store_errors import StoreError
from class_hub.table_store import NotSeated, TableFull, UnknownTable

BOT_PACE = 1.0              # seconds between two bots' moves: each page draws each move
AWAY_CHECK_SECONDS = 5.0    # how often the hub looks for players away
TEACHER_TABLE_ACTIONS = ("view", "start", "bot", "remove")
HINTS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")    # one Hint's search at a time


def table_key(code, tab):
    """The key of a table's changes (``ClassChanges``): apart from its class's, which the teacher's overview hears."""
    return f"{code}/{tab}"


class BotPacer:
    """Plays the bots' moves of the tables, one every BOT_PACE seconds, on the hub's event loop."""

    def __init__(self, games, changes):
        self.games, self.changes = games, changes
        self._due = set()

    def wake(self, code, tab):
        """Play the bot's move in BOT_PACE seconds if a bot is to move at the table (once, however often woken)."""
        if (code, tab) in self._due:
            return
        try:
            if self.games.bot_to_move(code, tab) is None:
                return
        except StoreError:          # the class ended meanwhile
            return
        self._due.add((code, tab))
        tornado.ioloop.IOLoop.current().call_later(BOT_PACE, self._play, code, tab)

    def _play(self, code, tab):
        self._due.discard((code, tab))
        try:
            moved = self.games.bot_move(code, tab)
        except StoreError:
            return
        if moved is not None:
            changed(self.changes, code, tab)
            self.wake(code, tab)


def changed(changes, code, tab):
    """Note a change of table ``tab``, for its players and for the teacher's overview."""
    changes.changed(table_key(code, tab))
    changes.changed(code)


def watch_the_away(games, changes, pacer):
    """Hand the seats of players away to bots at every table this process holds (every AWAY_CHECK_SECONDS,
    ``start_watching``)."""
    for code, tab in list(games.held_tables()):
        try:
            if games.hand_over_the_away(code, tab):
                changed(changes, code, tab)
                pacer.wake(code, tab)
        except StoreError:
            games.forget(code, tab)


def table_summary(games, code, info):
    """A table as the lists show it: its code, game, seats (nickname or bot), whether it started and is over, and
    the scores (none of a game's secrets)."""
    _info, held = games.held(code, info["table"], info)
    state = held.state
    return {"table": info["table"], "game": info["game"], "opener": info["opener"], "version": held.version,
            "seats": [{"nickname": s["nickname"], "bot": s["bot"]} for s in info["seats"]],
            "started": info["started"] is not None, "over": state.is_over, "scores": list(state.scores()),
            "winners": list(state.winners())}


class TableHandler(HubHandler):
    """A request about the tables (see the module)."""

    REFUSALS = {**HubHandler.REFUSALS, UnknownTable: "unknown_table", TableFull: "table_full",
                NotSeated: "not_seated"}

    def initialize(self, games, pacer, **options):
        super().initialize(**options)
        self.games, self.pacer = games, pacer

    def table(self, data):
        """The table a request names (``checks.table_code``)."""
        return checks.table_code(data.get("table"))

    def shown(self, code, tab, seat):
        """What ``seat`` sees (None: the teacher), with the table's change count (``changes``) a long poll gives."""
        return {**self.games.seat_view(code, tab, seat), "changes": self.changes.version(table_key(code, tab))}

    def changed(self, code, tab):
        """Note a change of the table, and let a bot play if its turn came."""
        changed(self.changes, code, tab)
        self.pacer.wake(code, tab)


class OpenTable(TableHandler):
    """A student opens a table: ``{"game", "seats", "bots"}``; answers ``{"table", "seat": 0}``. A table whose other
    seats are all bots' starts at once."""

    def handle(self, data):
        code, name = self.student(data)
        tab = self.games.open(code, name, data.get("game"), data.get("seats"), data.get("bots", 0))
        self.games.start_if_full(code, tab)            # every other seat a bot's
        self.changed(code, tab)
        return {"table": tab, "seat": 0}


class ListTables(TableHandler):
    """The class's tables, for a student choosing one to join: ``{"tables": [table_summary]}``."""

    def handle(self, data):
        code, _name = self.student(data)
        return {"tables": [table_summary(self.games, code, info) for info in self.games.store.tables(code)]}


class SitAtTable(TableHandler):
    """A student sits at a table (their own seat again, after a reload or away): ``{"seat"}``. The last free seat
    taken starts the game."""

    def handle(self, data):
        code, name = self.student(data)
        tab = self.table(data)
        seat = self.games.store.sit(code, tab, name, self.clock())
        self.games.start_if_full(code, tab)
        self.changed(code, tab)
        return {"seat": seat}


class StartTable(TableHandler):
    """The student who opened a table starts it, bots in the empty seats: ``{"started"}``."""

    def handle(self, data):
        code, name = self.student(data)
        tab = self.table(data)
        if self.games.store.table(code, tab)["opener"].casefold() != name.casefold():
            raise Refused("not_the_opener")
        started = self.games.start(code, tab)
        self.changed(code, tab)
        return {"started": started}


class MoveAtTable(TableHandler):
    """A student's move for their own seat: ``{"version", "action"}`` (the position it was chosen at, its
    notation); answers ``{"version", "shown"}``: the version after it and what the seat sees then (as ``SeatView``
    answers), so that the mover's page draws its move without asking again. ``play.TableGames.play`` says what is
    refused."""

    def handle(self, data):
        code, name = self.student(data)
        tab = self.table(data)
        seat = self.games.store.seat_of(code, tab, name)
        version = self.games.play(code, tab, seat, data.get("version"), data.get("action"))
        self.changed(code, tab)
        self.games.seen(code, tab, seat)
        return {"version": version, "shown": self.shown(code, tab, seat)}


class ExplainAtTable(TableHandler):
    """Why the rules would refuse a move of the student's own seat now: ``{"action"}``; answers ``{"explanation"}``,
    the engine's reason (plain) or None when the move would be played (``play.TableGames.explain``). A page's table
    asks it as it asks its own game's ``explain`` (a series ticked card by card, a refused click)."""

    def handle(self, data):
        code, name = self.student(data)
        tab = self.table(data)
        seat = self.games.store.seat_of(code, tab, name)
        return {"explanation": self.games.explain(code, tab, seat, data.get("action"))}


class HintAtTable(TableHandler):
    """The Hint of the student's own seat, when it is to move: ``{"bot", "move", "reasons"}`` (``play.hint``). The
    search runs in HINTS, one at a time, off the event loop that answers every other page."""

    async def handle(self, data):
        code, name = self.student(data)
        tab = self.table(data)
        seat = self.games.store.seat_of(code, tab, name)
        position = self.games.hint_position(code, tab, seat)
        return await asyncio.get_running_loop().run_in_executor(HINTS, hint, *position)


class SeatView(TableHandler):
    """What a student's seat sees (``play.TableGames.seat_view``) with the table's change count (``changes``);
    with ``"wait": changes`` it is answered once the table changed since. The student is there: noted, and their
    seat taken back from a bot that played it while they were away."""

    async def wait_for(self, data):
        since = data.get("wait")
        if since is None:
            return
        if isinstance(since, bool) or not isinstance(since, int) or since < 0:
            raise Refused("request_malformed")
        code, _name = self.student(data)
        await self.changes.wait(table_key(code, self.table(data)), since)

    def handle(self, data):
        code, name = self.student(data)
        tab = self.table(data)
        seat = self.games.store.seat_of(code, tab, name)
        if self.games.store.table(code, tab)["seats"][seat]["bot"]:
            self.games.store.sit(code, tab, name, self.clock())       # back: the bot gives the seat back
            self.changed(code, tab)
        self.games.seen(code, tab, seat)
        return self.shown(code, tab, seat)


class TeacherTables(TableHandler):
    """The teacher's view of the tables: with no ``table``, the list (``table_summary`` of each); ``open`` a table
    (``game``, ``seats``, ``bots``: as a student opens one, no seat the teacher's); with a ``table``, an ``action`` of
    TEACHER_TABLE_ACTIONS: ``view`` (every seat's view: the teacher view), ``start``, ``bot`` (a bot plays ``seat``
    for its player, who may come back) or ``remove`` (the player leaves the seat to a bot)."""

    def handle(self, data):
        code = self.teacher(data)
        action = data.get("action", "view")
        if action == "open":               # a table for the students to sit at, the teacher at none of its seats
            tab = self.games.open(code, "", data.get("game"), data.get("seats"), data.get("bots", 0))
            self.games.start_if_full(code, tab)
            self.changed(code, tab)
            return self.shown(code, tab, None)
        if data.get("table") is None:
            return {"tables": [table_summary(self.games, code, info) for info in self.games.store.tables(code)]}
        tab = self.table(data)
        if action not in TEACHER_TABLE_ACTIONS:
            raise Refused("request_malformed")
        if action == "start":
            self.games.start(code, tab)
        elif action in ("bot", "remove"):
            seats = len(self.games.store.table(code, tab)["seats"])
            seat = data.get("seat")
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
                raise Refused("request_malformed")
            self.games.store.set_seat(code, tab, seat, BOT, keep_owner=action == "bot")
        if action != "view":
            self.changed(code, tab)
        return self.shown(code, tab, None)


ROUTES = {"/tables/open": OpenTable, "/tables/list": ListTables, "/tables/sit": SitAtTable,
          "/tables/start": StartTable, "/tables/move": MoveAtTable, "/tables/view": SeatView,
          "/tables/explain": ExplainAtTable, "/tables/hint": HintAtTable,
          "/teacher/tables": TeacherTables}


def table_routes(store, clock, changes, away_seconds=play.AWAY_SECONDS, **options):
    """The tables' handlers of the hub's application, sharing one ``TableGames`` (a player away for
    ``away_seconds`` has their seat played by a bot) and one ``BotPacer``, and those shared options (the application
    keeps them as its ``tables`` setting, for ``start_watching``)."""
    games = TableGames(store, clock, away_seconds)
    shared = {"store": store, "clock": clock, "changes": changes, "games": games,
              "pacer": BotPacer(games, changes), **options}
    return [(path, handler, shared) for path, handler in ROUTES.items()], shared


def start_watching(app):
    """Look for players away every AWAY_CHECK_SECONDS on the running event loop (``python -m class_hub``)."""
    shared = app.settings["tables"]
    tornado.ioloop.PeriodicCallback(lambda: watch_the_away(shared["games"], shared["changes"], shared["pacer"]),
                                    AWAY_CHECK_SECONDS * 1000).start()
