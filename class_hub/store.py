"""Where a class is kept: its code and teacher key, its students, their guesses, the games they simulated.

``Store`` is the interface the hub uses; ``SQLiteStore`` keeps it in one SQLite file (the standard library, WAL
mode, every write committed before it returns, so that a write acknowledged survives a killed process). A
PostgreSQL store implements the same methods. The store keeps data; the hub decides who may read or write what.

Times are seconds since the epoch, given by the caller (``now``) so that tests and the 24-hour deletion need no
clock of their own.
"""

import hashlib
import hmac
import secrets
import sqlite3
import threading

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I/L: read aloud and typed from a projector
CODE_LENGTH = 8                                     # 31**8, about 8.5e11 codes: not guessed at rate-limited joins
LIFETIME = 24 * 3600                                # seconds a class is kept after it was opened

SCHEMA = """
CREATE TABLE IF NOT EXISTS classes (
    code TEXT PRIMARY KEY, key_hash TEXT NOT NULL, opened REAL NOT NULL,
    locked INTEGER NOT NULL DEFAULT 0, anonymous INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS students (
    code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE, folded TEXT NOT NULL, nickname TEXT NOT NULL,
    token_hash TEXT NOT NULL, joined REAL NOT NULL, seen REAL NOT NULL, page TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (code, folded));
CREATE TABLE IF NOT EXISTS questions (
    code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE, question TEXT NOT NULL,
    revealed INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (code, question));
CREATE TABLE IF NOT EXISTS guesses (
    code TEXT NOT NULL, question TEXT NOT NULL, folded TEXT NOT NULL, guess REAL NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (code, question, folded),
    FOREIGN KEY (code, question) REFERENCES questions(code, question) ON DELETE CASCADE);
CREATE TABLE IF NOT EXISTS runs (
    code TEXT NOT NULL, question TEXT NOT NULL, folded TEXT NOT NULL, at REAL NOT NULL,
    games INTEGER NOT NULL, total REAL NOT NULL,
    FOREIGN KEY (code, question) REFERENCES questions(code, question) ON DELETE CASCADE);
CREATE INDEX IF NOT EXISTS runs_by_question ON runs (code, question, at);
"""


class StoreError(Exception):
    """A request the store cannot carry out; its message says why, in words a teacher or student can read."""


class UnknownClass(StoreError):
    """No class of that code (never opened, ended, or older than a day)."""


class NicknameTaken(StoreError):
    """Another student of the class has that nickname (compared without case), and the request does not bring
    their token."""


class ClassLocked(StoreError):
    """The teacher locked joining: only students already in the class may come back."""


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
        (the store keeps its hash). The student comes back (a reload, a kernel culled) with the same nickname and
        that token: ``(nickname as first written, token)``. UnknownClass; NicknameTaken (the nickname is another
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


class SQLiteStore(Store):
    """A class store in one SQLite file (``path``), shared by the hub's threads through one connection."""

    def __init__(self, path):
        self.path = str(path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")       # committed means on disk, not only in the OS's cache
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(SCHEMA)

    def close(self):
        """Close the file (what is committed stays)."""
        with self._lock:
            self._db.close()

    def _write(self, statements):
        """Run ``[(sql, parameters), ...]`` in one transaction, committed before returning; how many rows the last
        statement changed."""
        with self._lock:
            cursor = self._db.cursor()
            cursor.execute("BEGIN IMMEDIATE")
            try:
                for sql, parameters in statements:
                    cursor.execute(sql, parameters)
                changed = cursor.rowcount
            except BaseException:
                cursor.execute("ROLLBACK")
                raise
            cursor.execute("COMMIT")
            return changed

    def _read(self, sql, parameters=()):
        with self._lock:
            return self._db.execute(sql, parameters).fetchall()

    def _class_row(self, code):
        rows = self._read("SELECT opened, locked, anonymous FROM classes WHERE code = ?", (code,))
        if not rows:
            raise UnknownClass(f"no class has the code {code!r}")
        return rows[0]

    def open_class(self, now):
        key = secrets.token_urlsafe(24)
        while True:
            code = new_code()
            try:
                self._write([("INSERT INTO classes (code, key_hash, opened) VALUES (?, ?, ?)",
                              (code, key_hash(key), now))])
                return code, key
            except sqlite3.IntegrityError:       # a code already in use: draw another
                continue

    def is_teacher(self, code, key):
        rows = self._read("SELECT key_hash FROM classes WHERE code = ?", (code,))
        return bool(rows) and hmac.compare_digest(rows[0][0], key_hash(key))

    def join(self, code, nickname, now, page="", token=None):
        _opened, locked, _anonymous = self._class_row(code)
        rows = self._read("SELECT nickname, token_hash FROM students WHERE code = ? AND folded = ?",
                          (code, fold(nickname)))
        if rows:
            written, kept = rows[0]
            if token is None or not hmac.compare_digest(kept, key_hash(token)):
                raise NicknameTaken(f"another student of the class is {written!r}")
            self.seen(code, nickname, now, page)
            return written, token
        if locked:
            raise ClassLocked("the teacher has closed this class to newcomers")
        token = secrets.token_urlsafe(18)
        try:
            self._write([("INSERT INTO students (code, folded, nickname, token_hash, joined, seen, page) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?)",
                          (code, fold(nickname), nickname, key_hash(token), now, now, page))])
        except sqlite3.IntegrityError:            # the same nickname joined meanwhile: it is someone else's
            raise NicknameTaken(f"another student of the class is {nickname!r}") from None
        return nickname, token

    def is_student(self, code, nickname, token):
        rows = self._read("SELECT token_hash FROM students WHERE code = ? AND folded = ?", (code, fold(nickname)))
        return bool(rows) and isinstance(token, str) and hmac.compare_digest(rows[0][0], key_hash(token))

    def seen(self, code, nickname, now, page):
        self._write([("UPDATE students SET seen = ?, page = ? WHERE code = ? AND folded = ?",
                      (now, page, code, fold(nickname)))])

    def roster(self, code):
        self._class_row(code)
        rows = self._read("SELECT nickname, joined, seen, page FROM students WHERE code = ? ORDER BY joined, rowid",
                          (code,))
        return [{"nickname": nickname, "joined": joined, "seen": seen, "page": page}
                for nickname, joined, seen, page in rows]

    def set_class(self, code, locked=None, anonymous=None):
        self._class_row(code)
        statements = [(f"UPDATE classes SET {column} = ? WHERE code = ?", (int(value), code))
                      for column, value in (("locked", locked), ("anonymous", anonymous)) if value is not None]
        if statements:
            self._write(statements)

    def class_state(self, code):
        opened, locked, anonymous = self._class_row(code)
        return {"opened": opened, "locked": bool(locked), "anonymous": bool(anonymous)}

    def _question(self, code, question):
        """The statement that makes sure ``question`` exists in class ``code``."""
        return ("INSERT OR IGNORE INTO questions (code, question) VALUES (?, ?)", (code, question))

    def guess(self, code, question, nickname, value, now):
        self._class_row(code)
        self._write([self._question(code, question),
                     ("INSERT INTO guesses (code, question, folded, guess, at) VALUES (?, ?, ?, ?, ?) "
                      "ON CONFLICT (code, question, folded) DO UPDATE SET guess = excluded.guess, at = excluded.at",
                      (code, question, fold(nickname), float(value), now))])

    def guesses(self, code, question):
        rows = self._read("SELECT s.nickname, g.guess FROM guesses g JOIN students s "
                          "ON s.code = g.code AND s.folded = g.folded WHERE g.code = ? AND g.question = ? "
                          "ORDER BY g.at, g.rowid", (code, question))
        return dict(rows)

    def own_guess(self, code, question, nickname):
        rows = self._read("SELECT guess FROM guesses WHERE code = ? AND question = ? AND folded = ?",
                          (code, question, fold(nickname)))
        return rows[0][0] if rows else None

    def reveal(self, code, question, revealed):
        self._class_row(code)
        self._write([self._question(code, question),
                     ("UPDATE questions SET revealed = ? WHERE code = ? AND question = ?",
                      (int(revealed), code, question))])

    def is_revealed(self, code, question):
        rows = self._read("SELECT revealed FROM questions WHERE code = ? AND question = ?", (code, question))
        return bool(rows and rows[0][0])

    def reset(self, code, question):
        self._class_row(code)
        self._write([("DELETE FROM questions WHERE code = ? AND question = ?", (code, question))])

    def add_games(self, code, question, nickname, games, total, now):
        self._class_row(code)
        self._write([self._question(code, question),
                     ("INSERT INTO runs (code, question, folded, at, games, total) VALUES (?, ?, ?, ?, ?, ?)",
                      (code, question, fold(nickname), now, int(games), float(total)))])

    def pooled(self, code, question):
        rows = self._read("SELECT s.nickname, r.games, r.total FROM runs r JOIN students s "
                          "ON s.code = r.code AND s.folded = r.folded WHERE r.code = ? AND r.question = ? "
                          "ORDER BY r.at, r.rowid", (code, question))
        return pooled_run(rows)

    def questions(self, code):
        self._class_row(code)
        rows = self._read("SELECT q.question, q.revealed, "
                          "(SELECT COUNT(*) FROM guesses g WHERE g.code = q.code AND g.question = q.question), "
                          "(SELECT COALESCE(SUM(r.games), 0) FROM runs r WHERE r.code = q.code AND r.question = q.question) "
                          "FROM questions q WHERE q.code = ? ORDER BY q.rowid", (code,))
        return [{"question": question, "answered": answered, "revealed": bool(revealed), "games": games}
                for question, revealed, answered, games in rows]

    def export_rows(self, code):
        self._class_row(code)
        return self._read("SELECT g.question, s.nickname, g.guess, g.at FROM guesses g JOIN students s "
                          "ON s.code = g.code AND s.folded = g.folded WHERE g.code = ? "
                          "ORDER BY g.question, g.at, g.rowid", (code,))

    def end_class(self, code):
        self._class_row(code)
        self._write([("DELETE FROM classes WHERE code = ?", (code,))])

    def delete_older_than(self, now, lifetime=LIFETIME):
        return self._write([("DELETE FROM classes WHERE opened < ?", (now - lifetime,))])
