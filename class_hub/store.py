"""Where a class is kept: its code and teacher key, its students, their guesses, the games they simulated.

``Store`` is the interface the hub uses; ``SQLStore`` writes its methods in SQL once, for both databases:
``SQLiteStore`` keeps a class in one SQLite file (the standard library, WAL mode, every write committed before it
returns, so that a write acknowledged survives a killed process), ``store_postgres.PostgresStore`` in a PostgreSQL
database that several hub processes may share. ``class_hub.stores.open_store`` opens the one
``python -m class_hub --store`` names.
The store keeps data; the hub decides who may read or write what.

Times are seconds since the epoch, given by the caller (``now``) so that tests and the 24-hour deletion need no
clock of their own.
"""

import contextlib
import hashlib
import hmac
import secrets
import sqlite3
import threading

from class_hub.checks import CODE_ALPHABET, CODE_LENGTH     # noqa: F401 (the store's codes are the checks')
from class_hub.store_errors import ClassLocked, NicknameTaken, StoreError, UnknownClass  # noqa: F401 (named here)
from class_hub.table_store import TABLE_SCHEMA, TableStore

LIFETIME = 24 * 3600                                # seconds a class is kept after it was opened

# The tables, for both databases: ``{number}`` is the type of a float (REAL on SQLite, 8 bytes there; DOUBLE
# PRECISION on PostgreSQL, whose REAL has 4), ``{order}`` a column that keeps the order rows were written in where
# the database has none of its own (SQLite's rowid).
SCHEMA = """
CREATE TABLE IF NOT EXISTS classes (
    code TEXT PRIMARY KEY, key_hash TEXT NOT NULL, opened {number} NOT NULL,
    locked INTEGER NOT NULL DEFAULT 0, anonymous INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS students (
    code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE, folded TEXT NOT NULL, nickname TEXT NOT NULL,
    token_hash TEXT NOT NULL, joined {number} NOT NULL, seen {number} NOT NULL, page TEXT NOT NULL DEFAULT ''{order},
    PRIMARY KEY (code, folded));
CREATE TABLE IF NOT EXISTS questions (
    code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE, question TEXT NOT NULL,
    revealed INTEGER NOT NULL DEFAULT 0{order}, PRIMARY KEY (code, question));
CREATE TABLE IF NOT EXISTS guesses (
    code TEXT NOT NULL, question TEXT NOT NULL, folded TEXT NOT NULL,
    guess {number} NOT NULL, at {number} NOT NULL{order}, PRIMARY KEY (code, question, folded),
    FOREIGN KEY (code, question) REFERENCES questions(code, question) ON DELETE CASCADE);
CREATE TABLE IF NOT EXISTS runs (
    code TEXT NOT NULL, question TEXT NOT NULL, folded TEXT NOT NULL, at {number} NOT NULL,
    games INTEGER NOT NULL, total {number} NOT NULL{order},
    FOREIGN KEY (code, question) REFERENCES questions(code, question) ON DELETE CASCADE);
CREATE INDEX IF NOT EXISTS runs_by_question ON runs (code, question, at);
"""
STORE_SCHEMA = SCHEMA + TABLE_SCHEMA                # every table of a store: the classes', then the game tables'
TABLES = ("classes", "students", "questions", "guesses", "runs", "game_tables", "seats", "moves")


def new_code():
    """A class code: CODE_LENGTH characters of CODE_ALPHABET, drawn by ``secrets``."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def key_hash(key):
    """What the store keeps of a teacher key or a student's token: its SHA-256, never the secret itself."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def fold(nickname):
    """A nickname as compared within a class: without case (« Zoé » and « zoé » are one student)."""
    return nickname.casefold()


def pooled_run(rows):
    """``Store.pooled`` of the batches ``rows``, ``(nickname, games, total)`` in the order they came."""
    games = total = 0
    curve, by_student, curves = [], {}, {}
    for nickname, batch, batch_total in rows:
        games, total = games + batch, total + batch_total
        curve.append((games, total))
        done, summed = by_student.get(nickname, (0, 0.0))
        by_student[nickname] = (done + batch, summed + batch_total)
        curves.setdefault(nickname, []).append(by_student[nickname])
    return {"games": games, "total": total, "curve": curve, "by_student": by_student, "curves": curves}


class Store:
    """The interface of a class store (every method is one transaction, committed before it returns)."""

    def open_class(self, now):
        """Open a new class: ``(code, teacher_key)``; the key is returned once and kept only as its hash."""
        raise NotImplementedError

    def is_teacher(self, code, key):
        """True when ``key`` is the teacher key of class ``code`` (compared in constant time)."""
        raise NotImplementedError

    def join(self, code, nickname, now, page="", token=None):
        """Add ``nickname`` to class ``code``: ``(nickname, token)``, the token a secret the student's browser keeps
        (the store keeps its hash): the one the student's page drew (``checks.token``), or one the store draws. The
        student comes back (a reload, a kernel culled) with the same nickname and that token: ``(nickname as first
        written, token)``. UnknownClass; NicknameTaken (the nickname is another
        student's: no token, or not theirs); ClassLocked (a newcomer after the teacher locked joining)."""
        raise NotImplementedError

    def is_student(self, code, nickname, token):
        """True when ``token`` is the token of ``nickname`` in class ``code``: what a request for them must bring."""
        raise NotImplementedError

    def seen(self, code, nickname, now, page):
        """Note that the student is on ``page`` at ``now`` (the roster's "last seen")."""
        raise NotImplementedError

    def roster(self, code):
        """The class's students: ``[{"nickname", "joined", "seen", "page"}]`` in the order they joined."""
        raise NotImplementedError

    def set_class(self, code, locked=None, anonymous=None):
        """Lock or unlock joining, hide or show names on the projector (None: unchanged)."""
        raise NotImplementedError

    def class_state(self, code):
        """``{"opened", "locked", "anonymous"}`` of class ``code``; UnknownClass if there is none."""
        raise NotImplementedError

    def guess(self, code, question, nickname, value, now):
        """Keep ``nickname``'s guess at ``question`` (a new guess replaces the previous one)."""
        raise NotImplementedError

    def guesses(self, code, question):
        """``{nickname: guess}`` of ``question``, every student's."""
        raise NotImplementedError

    def own_guess(self, code, question, nickname):
        """``nickname``'s guess at ``question``, or None."""
        raise NotImplementedError

    def reveal(self, code, question, revealed):
        """Show (True) or hide (False) the class's answers to ``question``."""
        raise NotImplementedError

    def is_revealed(self, code, question):
        """True once the teacher revealed ``question``'s answers (and did not hide them again)."""
        raise NotImplementedError

    def reset(self, code, question):
        """Forget ``question``'s guesses and pooled games, and hide it again."""
        raise NotImplementedError

    def add_games(self, code, question, nickname, games, total, now):
        """Add a batch of ``games`` simulated by ``nickname`` whose results add up to ``total`` to the pool."""
        raise NotImplementedError

    def pooled(self, code, question):
        """The class's pooled run: ``{"games", "total", "curve": [(games so far, total so far), ...],
        "by_student": {nickname: (games, total)}, "curves": {nickname: [(their games so far, their total so far),
        ...]}}``, the curves in the order the batches came."""
        raise NotImplementedError

    def questions(self, code):
        """The questions of class ``code`` that have a guess, a batch or a reveal: ``[{"question", "answered",
        "revealed", "games"}]`` in the order of their first activity."""
        raise NotImplementedError

    def export_rows(self, code):
        """Every guess of the class as rows ``(question, nickname, guess, at)``, for the teacher's CSV."""
        raise NotImplementedError

    def end_class(self, code):
        """Delete class ``code`` and everything of it."""
        raise NotImplementedError

    def delete_older_than(self, now, lifetime=LIFETIME):
        """Delete every class opened more than ``lifetime`` seconds before ``now``; how many were deleted."""
        raise NotImplementedError


class SQLStore(TableStore, Store):
    """The store's methods in SQL, for SQLite and PostgreSQL alike; a subclass gives the transaction and the few
    words in which the two differ.

    Every method is one transaction, and a write checks that its class exists in the transaction that writes: a
    class ended meanwhile by another thread or another hub process is either gone before the check (UnknownClass)
    or deleted after the write commits, never in between. On PostgreSQL the check locks the class's row
    (``KEEP``: FOR SHARE, which the class's end waits for; ``TAKE``: FOR UPDATE, for a reset that must not
    interleave with a write to the question it deletes); SQLite's write transactions run one at a time anyway."""

    DUPLICATE = ()        # the driver's error for a row whose key is taken (a code drawn twice, a nickname)
    ROW_ORDER = "rowid"   # the column that keeps the order rows were written in
    KEEP = TAKE = ""      # what a write appends to its check of the class (a row lock, on PostgreSQL)

    def _transaction(self, write=False):
        """A context manager: one transaction, committed when its block ends (rolled back if the block raises),
        yielding ``run(sql, parameters=())`` that executes a statement written with ``?`` placeholders and returns
        the cursor."""
        raise NotImplementedError

    def close(self):
        """Close the store's connection, ``_db``, which the hub's threads share under ``_lock`` (what is committed
        stays)."""
        with self._lock:
            self._db.close()

    def _read(self, sql, parameters=()):
        """The rows of one query, in a transaction of its own."""
        with self._transaction() as run:
            return run(sql, parameters).fetchall()

    def _class_row(self, run, code, lock=""):
        """``(opened, locked, anonymous)`` of class ``code``, or UnknownClass; ``lock``: KEEP or TAKE in a write."""
        rows = run("SELECT opened, locked, anonymous FROM classes WHERE code = ?" + lock, (code,)).fetchall()
        if not rows:
            raise UnknownClass(f"no class has the code {code!r}")
        return rows[0]

    def open_class(self, now):
        key = secrets.token_urlsafe(24)
        while True:
            code = new_code()
            try:
                with self._transaction(write=True) as run:
                    run("INSERT INTO classes (code, key_hash, opened) VALUES (?, ?, ?)", (code, key_hash(key), now))
                return code, key
            except self.DUPLICATE:          # a code already in use: draw another
                continue

    def is_teacher(self, code, key):
        rows = self._read("SELECT key_hash FROM classes WHERE code = ?", (code,))
        return bool(rows) and hmac.compare_digest(rows[0][0], key_hash(key))

    def join(self, code, nickname, now, page="", token=None):
        try:
            with self._transaction(write=True) as run:
                _opened, locked, _anonymous = self._class_row(run, code, self.KEEP)
                rows = run("SELECT nickname, token_hash FROM students WHERE code = ? AND folded = ?",
                           (code, fold(nickname))).fetchall()
                if rows:
                    written, kept = rows[0]
                    if token is None or not hmac.compare_digest(kept, key_hash(token)):
                        raise NicknameTaken(f"another student of the class is {written!r}")
                    self._seen(run, code, nickname, now, page)
                    return written, token
                if locked:
                    raise ClassLocked("the teacher has closed this class to newcomers")
                token = token or secrets.token_urlsafe(18)
                run("INSERT INTO students (code, folded, nickname, token_hash, joined, seen, page) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)", (code, fold(nickname), nickname, key_hash(token), now, now, page))
                return nickname, token
        except self.DUPLICATE:      # the same nickname joined meanwhile, through another connection: someone else's
            raise NicknameTaken(f"another student of the class is {nickname!r}") from None

    def is_student(self, code, nickname, token):
        rows = self._read("SELECT token_hash FROM students WHERE code = ? AND folded = ?", (code, fold(nickname)))
        return bool(rows) and isinstance(token, str) and hmac.compare_digest(rows[0][0], key_hash(token))

    def _seen(self, run, code, nickname, now, page):
        run("UPDATE students SET seen = ?, page = ? WHERE code = ? AND folded = ?", (now, page, code, fold(nickname)))

    def seen(self, code, nickname, now, page):
        with self._transaction(write=True) as run:
            self._seen(run, code, nickname, now, page)

    def roster(self, code):
        with self._transaction() as run:
            self._class_row(run, code)
            rows = run("SELECT nickname, joined, seen, page FROM students WHERE code = ? "
                       f"ORDER BY joined, {self.ROW_ORDER}", (code,)).fetchall()
        return [{"nickname": nickname, "joined": joined, "seen": seen, "page": page}
                for nickname, joined, seen, page in rows]

    def set_class(self, code, locked=None, anonymous=None):
        with self._transaction(write=True) as run:
            self._class_row(run, code, self.TAKE)
            for column, value in (("locked", locked), ("anonymous", anonymous)):
                if value is not None:
                    run(f"UPDATE classes SET {column} = ? WHERE code = ?", (int(value), code))

    def class_state(self, code):
        with self._transaction() as run:
            opened, locked, anonymous = self._class_row(run, code)
        return {"opened": opened, "locked": bool(locked), "anonymous": bool(anonymous)}

    def _question(self, run, code, question):
        """Check that class ``code`` exists (UnknownClass) and make sure its ``question`` does, in a write."""
        self._class_row(run, code, self.KEEP)
        run("INSERT INTO questions (code, question) VALUES (?, ?) ON CONFLICT DO NOTHING", (code, question))

    def guess(self, code, question, nickname, value, now):
        with self._transaction(write=True) as run:
            self._question(run, code, question)
            run("INSERT INTO guesses (code, question, folded, guess, at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (code, question, folded) DO UPDATE SET guess = excluded.guess, at = excluded.at",
                (code, question, fold(nickname), float(value), now))

    def guesses(self, code, question):
        return dict(self._read("SELECT s.nickname, g.guess FROM guesses g JOIN students s "
                               "ON s.code = g.code AND s.folded = g.folded WHERE g.code = ? AND g.question = ? "
                               f"ORDER BY g.at, g.{self.ROW_ORDER}", (code, question)))

    def own_guess(self, code, question, nickname):
        rows = self._read("SELECT guess FROM guesses WHERE code = ? AND question = ? AND folded = ?",
                          (code, question, fold(nickname)))
        return rows[0][0] if rows else None

    def reveal(self, code, question, revealed):
        with self._transaction(write=True) as run:
            self._question(run, code, question)
            run("UPDATE questions SET revealed = ? WHERE code = ? AND question = ?", (int(revealed), code, question))

    def is_revealed(self, code, question):
        rows = self._read("SELECT revealed FROM questions WHERE code = ? AND question = ?", (code, question))
        return bool(rows and rows[0][0])

    def reset(self, code, question):
        with self._transaction(write=True) as run:
            self._class_row(run, code, self.TAKE)
            run("DELETE FROM questions WHERE code = ? AND question = ?", (code, question))

    def add_games(self, code, question, nickname, games, total, now):
        with self._transaction(write=True) as run:
            self._question(run, code, question)
            run("INSERT INTO runs (code, question, folded, at, games, total) VALUES (?, ?, ?, ?, ?, ?)",
                (code, question, fold(nickname), now, int(games), float(total)))

    def pooled(self, code, question):
        rows = self._read("SELECT s.nickname, r.games, r.total FROM runs r JOIN students s "
                          "ON s.code = r.code AND s.folded = r.folded WHERE r.code = ? AND r.question = ? "
                          f"ORDER BY r.at, r.{self.ROW_ORDER}", (code, question))
        return pooled_run(rows)

    def questions(self, code):
        with self._transaction() as run:
            self._class_row(run, code)
            rows = run("SELECT q.question, q.revealed, "
                       "(SELECT COUNT(*) FROM guesses g WHERE g.code = q.code AND g.question = q.question), "
                       "(SELECT COALESCE(SUM(r.games), 0) FROM runs r "
                       " WHERE r.code = q.code AND r.question = q.question) "
                       f"FROM questions q WHERE q.code = ? ORDER BY q.{self.ROW_ORDER}", (code,)).fetchall()
        return [{"question": question, "answered": answered, "revealed": bool(revealed), "games": games}
                for question, revealed, answered, games in rows]

    def export_rows(self, code):
        with self._transaction() as run:
            self._class_row(run, code)
            return run("SELECT g.question, s.nickname, g.guess, g.at FROM guesses g JOIN students s "
                       "ON s.code = g.code AND s.folded = g.folded WHERE g.code = ? "
                       f"ORDER BY g.question, g.at, g.{self.ROW_ORDER}", (code,)).fetchall()

    def end_class(self, code):
        with self._transaction(write=True) as run:
            if run("DELETE FROM classes WHERE code = ?", (code,)).rowcount == 0:
                raise UnknownClass(f"no class has the code {code!r}")

    def delete_older_than(self, now, lifetime=LIFETIME):
        with self._transaction(write=True) as run:
            return run("DELETE FROM classes WHERE opened < ?", (now - lifetime,)).rowcount


class SQLiteStore(SQLStore):
    """A class store in one SQLite file (``path``), shared by the hub's threads through one connection."""

    DUPLICATE = sqlite3.IntegrityError

    def __init__(self, path):
        self.path = str(path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")       # committed means on disk, not only in the OS's cache
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(STORE_SCHEMA.format(number="REAL", order=""))

    @contextlib.contextmanager
    def _transaction(self, write=False):
        # IMMEDIATE takes the file's write lock at once: a write's check and its writes see no other write between
        # them, from this process or another.
        with self._lock:
            cursor = self._db.cursor()
            cursor.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            try:
                yield cursor.execute
            except BaseException:
                cursor.execute("ROLLBACK")
                raise
            cursor.execute("COMMIT")
