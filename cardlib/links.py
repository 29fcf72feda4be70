"""Positions as links: a game's position (its record and the human's seat) in one URL parameter.

``encode(state, human)`` gives the value of the ``position`` parameter; ``query(state, human)`` the
whole ``position=...`` pair, to put beside others (``lang=fr``) in a page's query string. The value
is ``1.`` (this format's version) followed by the position's record as compact JSON, compressed
with zlib and written in URL-safe base64 without padding: short, and nothing in it needs escaping.

``decode(value)`` checks everything a link can carry, since a link is typed, cut and pasted by
people: its length, its encoding, each field's type and range, the game, the seat, and then every
move, by replaying the record through ``cardlib.replay``; nothing is half-loaded. Any fault raises
``LinkError`` (a ``ValueError``) whose ``message`` says what is wrong in French and English.
"""

import base64
import binascii
import json
import zlib
from typing import NamedTuple
from urllib.parse import parse_qs, urlencode

from .text import i18n
from .games import move_words
from .errors import RecordError

QUERY_KEY = "position"              # the URL parameter carrying a position
FORMAT = "1"                        # this encoding's version, written before the first dot
# The longest links are whole matches played at random: a 6-player Yozu match of 2 614 moves took
# 4 042 characters (50 KB of JSON), a 6-player Yoyo match 1 846. Real games are shorter.
MAX_LENGTH = 12_000                 # characters of the parameter's value
MAX_JSON = 400_000                  # bytes of the decompressed record
MAX_MOVES = 10_000                  # moves in a link
MAX_WORD = 64                       # characters of one move, card or option name
MAX_SEED = 2 ** 64
FIELDS = ("game", "version", "players", "seed", "match", "deck", "first_player", "options", "moves", "human",
          "humans")
REQUIRED = ("game", "version", "players", "seed", "moves", "human")


class LinkError(ValueError):
    """A position link that cannot be opened; ``message`` (an ``i18n.Message``) says why, in French
    and English; ``str(error)`` is its English text."""

    def __init__(self, key, **params):
        self.message = i18n.Message(key, **params)
        super().__init__(str(self.message))


class Position(NamedTuple):
    """A decoded link: the ``state`` its moves lead to (replayed), its ``record``, the human's seat,
    and the seats of every person sharing the screen (hot seat; ``(human,)`` when alone)."""

    state: object
    record: dict
    human: int
    humans: tuple

    @property
    def game(self):
        """The game's name ('ohio', ...)."""
        return self.record["game"]


def _seat(value, players):
    return not isinstance(value, bool) and isinstance(value, int) and 0 <= value < players


def encode(state, human=0, humans=None):
    """The ``position`` parameter's value for ``state`` seen from seat ``human``; ``humans``: the seats
    of every person sharing the screen (hot seat), ``human``'s among them."""
    record = state.to_record()
    if not _seat(human, record["players"]):
        raise ValueError(f"human must be a seat from 0 to {record['players'] - 1}, not {human!r}")
    humans = tuple(humans) if humans is not None else (human,)
    if human not in humans or len(set(humans)) != len(humans) or not all(_seat(h, record["players"]) for h in humans):
        raise ValueError(f"humans must be different seats from 0 to {record['players'] - 1}, {human} among them, "
                         f"not {humans!r}")
    fields = {key: record[key] for key in FIELDS if key in record and key != "format"}
    fields["human"] = human
    if len(humans) > 1:
        fields["humans"] = list(humans)
    for key, empty in (("match", False), ("deck", None), ("first_player", None), ("options", {})):
        if fields.get(key) == empty and type(fields.get(key)) is type(empty):
            del fields[key]                  # the defaults need not travel
    text = json.dumps(fields, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    packed = base64.urlsafe_b64encode(zlib.compress(text, 9)).decode("ascii").rstrip("=")
    return f"{FORMAT}.{packed}"


def query(state, human=0, humans=None):
    """``position=<encode(state, human, humans)>``, ready to join other query parameters with '&'."""
    return urlencode({QUERY_KEY: encode(state, human, humans)})


def query_position(query_string):
    """The ``position`` value a URL's query string carries (the first one), or None."""
    values = parse_qs(query_string or "", keep_blank_values=True).get(QUERY_KEY)
    return values[0] if values else None


def decode(value):
    """The ``Position`` a link's ``position`` value describes, replayed and checked; ``LinkError``
    saying what is wrong otherwise."""
    fields = _unpack(value)
    record = _record(fields)
    human = fields["human"]
    try:
        state = _replay(record)
    except RecordError as refused:
        raise _refusal(record, refused) from None
    return Position(state, record, human, tuple(fields.get("humans", (human,))))


def _unpack(value):
    """The JSON object inside a link's value (length, version, base64, zlib, JSON checked)."""
    if not isinstance(value, str):
        raise LinkError("link.damaged")
    if len(value) > MAX_LENGTH:
        raise LinkError("link.too_long", length=len(value), limit=MAX_LENGTH)
    found, dot, packed = value.partition(".")
    if not dot or found != FORMAT:
        raise LinkError("link.format", found=repr(found[:12]))
    try:
        data = base64.b64decode(packed + "=" * (-len(packed) % 4), altchars=b"-_", validate=True)
        inflater = zlib.decompressobj()
        text = inflater.decompress(data, MAX_JSON + 1)
        if len(text) > MAX_JSON or not inflater.eof or inflater.unused_data:
            raise ValueError("not one whole zlib stream of a record's size")
        fields = json.loads(text.decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError, RecursionError):
        raise LinkError("link.damaged") from None
    if not isinstance(fields, dict):
        raise LinkError("link.damaged")
    return fields


def _no_constant(name):
    raise ValueError(f"{name} is not JSON a link writes")


def _whole(value, low, high):
    return not isinstance(value, bool) and isinstance(value, int) and low <= value < high


def _word(value):
    return isinstance(value, str) and 0 < len(value) <= MAX_WORD


def _record(fields):
    """The record (``cardlib.replay``'s form) of a link's fields, each checked for type and range."""
    from .games import GAMES, game_module

    for key in fields:
        if key not in FIELDS:
            raise LinkError("link.unknown_field", field=str(key)[:MAX_WORD])
    for key in REQUIRED:
        if key not in fields:
            raise LinkError("link.missing", field=key)
    game = fields["game"]
    if not isinstance(game, str) or game not in GAMES:
        raise LinkError("link.unknown_game", game=repr(game)[:MAX_WORD], games=", ".join(GAMES))
    info = game_module(game).INFO

    def bad(field):
        return LinkError("link.bad_value", field=field, value=repr(fields[field])[:MAX_WORD])

    players = fields["players"]
    if not _whole(players, 0, 1000):
        raise bad("players")
    if not info.min_players <= players <= info.max_players:
        raise LinkError("link.players", count=players, game=info.name.capitalize(), low=info.min_players, high=info.max_players)
    if not _whole(fields["human"], 0, 1000):
        raise bad("human")
    if fields["human"] >= players:
        raise LinkError("link.seat", player=fields["human"], count=players)
    checks = {
        "version": lambda v: _whole(v, 0, 1000),
        "seed": lambda v: _whole(v, 0, MAX_SEED),
        "match": lambda v: isinstance(v, bool),
        "deck": lambda v: v is None or (isinstance(v, list) and len(v) <= 500 and all(_word(card) for card in v)),
        "first_player": lambda v: v is None or _whole(v, 0, players),
        "options": lambda v: isinstance(v, dict) and len(v) <= 20 and all(
            _word(name) and (v[name] is None or isinstance(v[name], (bool, int, str))) for name in v),
        "moves": lambda v: isinstance(v, list) and len(v) <= MAX_MOVES and all(_word(move) for move in v),
    }
    for field, check in checks.items():
        if field in fields and not check(fields[field]):
            raise bad(field)
    humans = fields.get("humans", [fields["human"]])
    if (not isinstance(humans, list) or not 1 <= len(humans) <= players or fields["human"] not in humans
            or not all(_seat(h, players) for h in humans) or len(set(humans)) != len(humans)):
        raise LinkError("link.humans", seats=repr(humans)[:MAX_WORD], count=players)
    if fields["version"] != info.version:
        raise LinkError("link.version", found=fields["version"], game=info.name.capitalize(), current=info.version)
    record = {"format": 1, "match": False, "deck": None, "first_player": None, "options": {}}
    record.update((key, value) for key, value in fields.items() if key not in ("human", "humans"))
    return record


def _replay(record):
    """``cardlib.replay(record)``; a fault of the game's set-up that the engine reports as another
    error than RecordError (an option of the wrong kind) becomes one."""
    from .records import replay

    try:
        return replay(record)
    except RecordError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as bad:
        raise RecordError(f"{type(bad).__name__}: {bad}") from None


def _shortened(text, limit=160):
    """``text`` cut to about ``limit`` characters (an ellipsis marks a cut), without its final full stop."""
    text = text.rstrip(" .")
    return text if len(text) <= limit else text[:limit].rstrip(" ,;:") + "…"


def _refusal(record, refused):
    """The ``LinkError`` for a record ``replay`` refused: the bad move and the rule refusing it, in
    French and English, or what is wrong with the game's set-up."""
    if refused.index is None:
        return LinkError("link.setup", reason=_shortened(refused.reason))
    move = record["moves"][refused.index]
    before = _replay({**record, "moves": record["moves"][:refused.index]})
    try:
        reason = before.explain(move) or refused.reason
    except (ValueError, TypeError, KeyError, IndexError, AttributeError):
        reason = refused.reason
    if not isinstance(reason, i18n.Message):
        reason = _shortened(str(reason)) + "."
    else:
        reason = [reason]                    # a list of Messages is shown in each language
    try:
        said = move_words(record["game"], move)
    except (ValueError, TypeError):
        said = str(move)                     # no move of the game: shown as the link wrote it
    return LinkError("link.illegal", number=refused.index + 1, move=said, reason=reason)
