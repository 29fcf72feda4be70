"""Where a class's game tables are kept (issue 37): each table's game, its seats, and its moves one at a time.

``TableStore`` is the part of ``store.SQLStore`` that keeps tables, in the same SQL for SQLite and PostgreSQL. A
table is what replays its game: the game's name, its seed (drawn by the hub, never sent to a page: it fixes the
deal), its options, and its moves in order, each with its *version* (how many moves came before it). The version is
part of the move's primary key: of two moves sent for one position, the first written wins and the second is
refused as stale (``StaleMove``), whichever hub process or thread wrote it; a hub killed mid-game and started
again replays every table to its last acknowledged move.

A seat has an owner (a student's nickname, or none: a bot's seat, or one still empty) and may be played by a bot
(``bot``: the bot's name), when it was opened for one, when the table started with it empty, or while its owner is
away; the owner who comes back takes it back (``sit``). ``seen`` is when the owner's page last asked about the table
(written every few seconds, not at every question): the hub hands a seat to a bot when it is old.
"""

import json
import secrets

from class_hub.checks import CODE_ALPHABET, TABLE_CODE_LENGTH
from class_hub.store_errors import StoreError

TABLE_SCHEMA = """
CREATE TABLE IF NOT EXISTS game_tables (
    code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE, tab TEXT NOT NULL, game TEXT NOT NULL,
    seed BIGINT NOT NULL, options TEXT NOT NULL, opener TEXT NOT NULL, opened {number} NOT NULL,
    started {number}{order}, PRIMARY KEY (code, tab));
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL, tab TEXT NOT NULL, seat INTEGER NOT NULL, folded TEXT, nickname TEXT, bot TEXT,
    seen {number}, PRIMARY KEY (code, tab, seat),
    FOREIGN KEY (code, tab) REFERENCES game_tables(code, tab) ON DELETE CASCADE);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL, tab TEXT NOT NULL, version INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
    at {number} NOT NULL, PRIMARY KEY (code, tab, version),
    FOREIGN KEY (code, tab) REFERENCES game_tables(code, tab) ON DELETE CASCADE);
"""


class UnknownTable(StoreError):
    """No table of that code in the class."""


class TableFull(StoreError):
    """Every seat of the table has its player (or the game has started without a free seat)."""


class StaleMove(StoreError):
    """A move sent for a position that has moved on: another move was written at that version first."""


class NotSeated(StoreError):
    """The student has no seat at that table."""


def table_code():
    """A table's code: TABLE_CODE_LENGTH characters of the class codes' alphabet (31^4 codes in a class, drawn
    again until one is free)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(TABLE_CODE_LENGTH))


class TableStore:
    """The tables' methods of a SQL store (mixed into ``store.SQLStore``, whose transactions they use); every
    method is one transaction, committed before it returns."""

    def open_table(self, code, opener, game, seat_bots, seed, options, now):
        """Open a table in class ``code`` for ``game``, one seat per item of ``seat_bots`` (a bot's name, or None
        for a player's seat), the game replayed from ``seed`` and ``options`` (a dict of JSON values). ``opener``
        (a nickname, or "" for the teacher) sits at the first player's seat. The table's code."""
        folded = opener.casefold() if opener else None
        while True:
            tab = table_code()
            try:
                with self._transaction(write=True) as run:
                    self._class_row(run, code, self.KEEP)
                    run("INSERT INTO game_tables (code, tab, game, seed, options, opener, opened) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)", (code, tab, game, seed, json.dumps(options), opener or "", now))
                    sat = folded is None
                    for seat, bot in enumerate(seat_bots):
                        owner = None
                        if bot is None and not sat:
                            owner, sat = folded, True
                        run("INSERT INTO seats (code, tab, seat, folded, nickname, bot, seen) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?)",
                            (code, tab, seat, owner, opener if owner else None, bot, now if owner else None))
                return tab
            except self.DUPLICATE:          # a table code already in use in the class: draw another
                continue

    def _table_row(self, run, code, tab, lock=""):
        rows = run("SELECT game, seed, options, opener, opened, started FROM game_tables WHERE code = ? AND tab = ?"
                   + lock, (code, tab)).fetchall()
        if not rows:
            raise UnknownTable(f"no table {tab!r} in class {code!r}")
        return rows[0]

    def _seats(self, run, code, tab):
        rows = run("SELECT seat, nickname, bot, seen FROM seats WHERE code = ? AND tab = ? ORDER BY seat",
                   (code, tab)).fetchall()
        return [{"seat": seat, "nickname": nickname, "bot": bot, "seen": seen} for seat, nickname, bot, seen in rows]

    def table(self, code, tab):
        """Table ``tab`` of class ``code``: ``{"table", "game", "seed", "options", "opener", "opened", "started",
        "seats": [{"seat", "nickname", "bot", "seen"}], "version"}``; UnknownClass or UnknownTable."""
        with self._transaction() as run:
            self._class_row(run, code)
            game, seed, options, opener, opened, started = self._table_row(run, code, tab)
            seats = self._seats(run, code, tab)
            version = run("SELECT COUNT(*) FROM moves WHERE code = ? AND tab = ?", (code, tab)).fetchone()[0]
        return {"table": tab, "game": game, "seed": seed, "options": json.loads(options), "opener": opener,
                "opened": opened, "started": started, "seats": seats, "version": version}

    def tables(self, code):
        """Every table of class ``code`` in the order they were opened (``table`` of each)."""
        with self._transaction() as run:
            self._class_row(run, code)
            tabs = [row[0] for row in run(f"SELECT tab FROM game_tables WHERE code = ? ORDER BY opened, "
                                          f"{self.ROW_ORDER}", (code,)).fetchall()]
        return [self.table(code, tab) for tab in tabs]

    def sit(self, code, tab, nickname, now):
        """Seat ``nickname`` at table ``tab``: their own seat again (a bot playing it for them gives it back), or
        the first free player's seat of a table not started; the seat's number. TableFull when there is none."""
        folded = nickname.casefold()
        with self._transaction(write=True) as run:
            self._class_row(run, code, self.KEEP)
            started = self._table_row(run, code, tab, self.TAKE)[5]
            own = run("SELECT seat FROM seats WHERE code = ? AND tab = ? AND folded = ?",
                      (code, tab, folded)).fetchall()
            if own:
                run("UPDATE seats SET bot = NULL, seen = ? WHERE code = ? AND tab = ? AND seat = ?",
                    (now, code, tab, own[0][0]))
                return own[0][0]
            free = run("SELECT seat FROM seats WHERE code = ? AND tab = ? AND folded IS NULL AND bot IS NULL "
                       "ORDER BY seat", (code, tab)).fetchall()
            if started is not None or not free:
                raise TableFull(f"table {tab!r} has no free seat")
            run("UPDATE seats SET folded = ?, nickname = ?, seen = ? WHERE code = ? AND tab = ? AND seat = ?",
                (folded, nickname, now, code, tab, free[0][0]))
            return free[0][0]

    def seat_of(self, code, tab, nickname):
        """The seat ``nickname`` owns at table ``tab``; NotSeated when none."""
        rows = self._read("SELECT seat FROM seats WHERE code = ? AND tab = ? AND folded = ?",
                          (code, tab, nickname.casefold()))
        if not rows:
            raise NotSeated(f"{nickname!r} has no seat at table {tab!r}")
        return rows[0][0]

    def start_table(self, code, tab, bot, now):
        """Start the game: every empty seat is played by ``bot``. False when it had started already."""
        with self._transaction(write=True) as run:
            self._class_row(run, code, self.KEEP)
            if self._table_row(run, code, tab, self.TAKE)[5] is not None:
                return False
            run("UPDATE seats SET bot = ? WHERE code = ? AND tab = ? AND folded IS NULL AND bot IS NULL",
                (bot, code, tab))
            run("UPDATE game_tables SET started = ? WHERE code = ? AND tab = ?", (now, code, tab))
            return True

    def set_seat(self, code, tab, seat, bot, keep_owner=True):
        """Let ``bot`` play ``seat`` (None: its owner plays it again); ``keep_owner`` False also takes the seat from
        its owner (the teacher removes a player)."""
        with self._transaction(write=True) as run:
            self._class_row(run, code, self.KEEP)
            self._table_row(run, code, tab, self.KEEP)
            if keep_owner:
                run("UPDATE seats SET bot = ? WHERE code = ? AND tab = ? AND seat = ?", (bot, code, tab, seat))
            else:
                run("UPDATE seats SET bot = ?, folded = NULL, nickname = NULL, seen = NULL "
                    "WHERE code = ? AND tab = ? AND seat = ?", (bot, code, tab, seat))

    def seen_at_table(self, code, tab, seat, now):
        """Note that the owner of ``seat`` asked about the table at ``now``."""
        with self._transaction(write=True) as run:
            run("UPDATE seats SET seen = ? WHERE code = ? AND tab = ? AND seat = ?", (now, code, tab, seat))

    def add_move(self, code, tab, version, seat, action, now):
        """Write ``action`` (its notation) played at ``seat`` as the move at ``version``: StaleMove when the table
        is not at that version (a move was written there first, here or by another hub process)."""
        try:
            with self._transaction(write=True) as run:
                self._class_row(run, code, self.KEEP)
                self._table_row(run, code, tab, self.KEEP)
                count = run("SELECT COUNT(*) FROM moves WHERE code = ? AND tab = ?", (code, tab)).fetchone()[0]
                if count != version:
                    raise StaleMove(f"table {tab!r} is at move {count}, not {version}")
                run("INSERT INTO moves (code, tab, version, seat, action, at) VALUES (?, ?, ?, ?, ?, ?)",
                    (code, tab, version, seat, action, now))
        except self.DUPLICATE:      # another process wrote that version between the count and the insert
            raise StaleMove(f"table {tab!r} has a move {version} already") from None

    def moves(self, code, tab, since=0):
        """The moves of table ``tab`` from version ``since`` on: ``[(version, seat, action)]`` in order."""
        return [tuple(row) for row in self._read(
            "SELECT version, seat, action FROM moves WHERE code = ? AND tab = ? AND version >= ? ORDER BY version",
            (code, tab, since))]
