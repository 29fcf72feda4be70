"""The hub's checks on what a request brings, before the store sees it: a nickname, a class code, a guess, a
batch of games, the size of a request, and how many joins with a wrong code the hub still answers.

The standard library only, and no store: the pages' kernels use these checks too (``widgets.classroom``), the
static site's in the browser included.

A refusal is a ``Refused`` carrying a message id of the catalogues (``class.refused.*``) and its values: the page
that sent the request says it in its own language; the hub changes nothing.
"""

import collections
import string
import time

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I/L: read aloud and typed from a projector
CODE_LENGTH = 8                                     # 31**8, about 8.5e11 codes: not guessed at rate-limited joins
TABLE_CODE_LENGTH = 4                               # a table's code within its class, said across the room
NICKNAME_LONGEST = 24          # characters: a name on the projector's histogram, not a sentence
REQUEST_LARGEST = 16 * 1024    # bytes: a join, a guess or a batch of games is a few hundred
BATCH_LARGEST = 100_000        # games in one batch: a student's Run sends a few hundred at a time
GUESS_LARGEST = 1000           # a guess or a game's result, either way: probabilities and points are far smaller
QUESTION_ID_LONGEST = 200      # characters of a question's id: its kind and settings (Yozu's answers so far)
QUESTIONS_AT_ONCE = 16         # questions one request asks about: a page's, all together
TOKEN_SHORTEST, TOKEN_LONGEST = 22, 64   # characters of a student's token: the hub draws 24, a page 32
TOKEN_ALPHABET = frozenset(string.ascii_letters + string.digits + "-_")     # URL-safe base64
WRONG_JOINS = 30               # joins with a code no class has, answered per WRONG_JOINS_WINDOW, all kernels together
WRONG_JOINS_WINDOW = 60.0      # seconds


class Refused(Exception):
    """A request refused, with the catalogue's message id (``class.refused.<reason>``) and its values."""

    def __init__(self, reason, **values):
        super().__init__(reason, values)
        self.reason = reason
        self.values = values

    @property
    def message_id(self):
        """The id of the message that says why, in the catalogues."""
        return f"class.refused.{self.reason}"


def code_text(code):
    """A class code as shown to be read aloud and typed: two groups of four, "ABCD-EFGH"."""
    return f"{code[:4]}-{code[4:]}"


def nickname(text):
    """The nickname a student typed, its outer spaces removed, or Refused: empty, longer than NICKNAME_LONGEST
    characters, or holding a character that is not printable (a line break, a control character)."""
    if not isinstance(text, str):
        raise Refused("nickname_missing")
    name = " ".join(text.split()) if text.isprintable() else None
    if name is None:
        raise Refused("nickname_unprintable")
    if not name:
        raise Refused("nickname_missing")
    if len(name) > NICKNAME_LONGEST:
        raise Refused("nickname_too_long", most=NICKNAME_LONGEST)
    return name


def class_code(text):
    """A class code as typed (any case, spaces and dashes between groups allowed), written as the store keeps it,
    or Refused when it cannot be a code at all."""
    if not isinstance(text, str):
        raise Refused("code_malformed", length=CODE_LENGTH)
    code = "".join(text.split()).replace("-", "").upper()
    if len(code) != CODE_LENGTH or not set(code) <= set(CODE_ALPHABET):
        raise Refused("code_malformed", length=CODE_LENGTH)
    return code


def token(value):
    """The token a join brings: None (a newcomer: the hub draws one), or TOKEN_SHORTEST to TOKEN_LONGEST characters
    of URL-safe base64, else Refused. A page draws its student's token and keeps it before it asks to join, so
    that an answer lost on the way (a connection cut, a page reloaded) loses nothing: it joins again with it."""
    if value is None:
        return None
    if not isinstance(value, str) or not TOKEN_SHORTEST <= len(value) <= TOKEN_LONGEST \
            or not set(value) <= TOKEN_ALPHABET:
        raise Refused("request_malformed")
    return value


def guess(value):
    """A guess: a finite number no larger than GUESS_LARGEST either way (a probability, or a mean of points: the
    page's slider says which), or Refused."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not -GUESS_LARGEST <= value <= GUESS_LARGEST:
        raise Refused("guess_out_of_range", most=GUESS_LARGEST)
    return float(value)


def batch(games, total, largest_result=GUESS_LARGEST):
    """A batch of simulated games: a whole number of games from 1 to BATCH_LARGEST, whose results add up to a
    ``total`` between ``-games * largest_result`` and ``games * largest_result``; ``(games, total)`` or Refused."""
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= BATCH_LARGEST:
        raise Refused("batch_malformed", most=BATCH_LARGEST)
    if isinstance(total, bool) or not isinstance(total, (int, float)) \
            or not -games * largest_result <= total <= games * largest_result:
        raise Refused("batch_malformed", most=BATCH_LARGEST)
    return games, float(total)


def question_ids(values):
    """The questions a page asks about at once: a list of 1 to QUESTIONS_AT_ONCE question ids, or Refused."""
    if not isinstance(values, list) or not 0 < len(values) <= QUESTIONS_AT_ONCE:
        raise Refused("request_malformed")
    return [question_id(value) for value in values]


def question_id(value):
    """A question's id: a short printable text (``ohio.lead.1.2.win``), or Refused."""
    if not isinstance(value, str) or not 0 < len(value) <= QUESTION_ID_LONGEST or not value.isprintable():
        raise Refused("request_malformed")
    return value


def table_code(text):
    """A table's code as typed (any case, outer spaces allowed), written as the store keeps it, or Refused."""
    if not isinstance(text, str):
        raise Refused("table_malformed", length=TABLE_CODE_LENGTH)
    code = text.strip().upper()
    if len(code) != TABLE_CODE_LENGTH or not set(code) <= set(CODE_ALPHABET):
        raise Refused("table_malformed", length=TABLE_CODE_LENGTH)
    return code


def request_size(body):
    """Refused when a request's body (bytes) is larger than REQUEST_LARGEST."""
    if len(body) > REQUEST_LARGEST:
        raise Refused("request_too_large", most=REQUEST_LARGEST)


class WrongJoins:
    """How many joins with a code no class has the hub still answers: WRONG_JOINS per WRONG_JOINS_WINDOW seconds,
    all students together (they all reach the hub through their kernels, from one address). A class's 30 students
    typing their code right are never counted; someone trying codes one after another gets 30 a minute, so a code
    among 31**8 is not found in practice. The limit is checked before the code (else a right code would show by
    its success): while it is reached, every join waits, right codes too."""

    def __init__(self, most=WRONG_JOINS, window=WRONG_JOINS_WINDOW, clock=time.monotonic):
        self.most, self.window, self.clock = most, window, clock
        self._times = collections.deque()

    def _forget_old(self, now):
        while self._times and self._times[0] <= now - self.window:
            self._times.popleft()

    def check(self):
        """Refused while the hub has answered ``most`` wrong codes within the window."""
        now = self.clock()
        self._forget_old(now)
        if len(self._times) >= self.most:
            raise Refused("too_many_wrong_codes", seconds=int(self._times[0] + self.window - now) + 1)

    def note_wrong(self):
        """Count one join with a code no class has."""
        self._times.append(self.clock())
