"""Records: a game as JSON (header plus moves in notation), and replaying one."""

from .errors import IllegalAction, RecordError
from .games import GAMES, game_module, new_game

FORMAT_VERSION = 1
HEADER_KEYS = ("format", "game", "version", "players", "seed", "match", "deck", "first_player", "options", "moves")


def to_record(state):
    """The JSON-serialisable record of ``state``."""
    return {
        "format": FORMAT_VERSION,
        "game": state.game,
        "version": state.info.version,
        "players": state.players,
        "seed": state.seed,
        "match": state.match,
        "deck": state.deck,
        "first_player": state.first_player,
        "options": dict(state.options),
        "moves": state.moves,
    }


def _check_version(record):
    """RecordError unless the record was written by this version of its game's rules and notation
    (a record without ``version`` is from before versions were written: version 1)."""
    if record["game"] not in GAMES:
        return                                  # new_game names the unknown game
    version = record.get("version", 1)
    current = game_module(record["game"]).INFO.version
    if type(version) is not int or version != current:
        raise RecordError(f"{record['game']} version {version!r} is not supported: this is version {current} "
                          f"of its rules and notation, whose records replay differently (see docs/{record['game']}.md)")


def replay(record, upto=None):
    """The state after replaying ``record`` (only its first ``upto`` moves if given).

    Raises ``RecordError`` naming the first bad move and why; nothing is half-loaded.
    """
    if not isinstance(record, dict):
        raise RecordError(f"a record is a JSON object, not {type(record).__name__}")
    missing = [k for k in ("format", "game", "moves") if k not in record]
    if missing:
        raise RecordError(f"missing {', '.join(missing)}")
    if type(record["format"]) is not int or record["format"] != FORMAT_VERSION:  # true == 1 in Python
        raise RecordError(f"format {record['format']!r} is not supported (this is format {FORMAT_VERSION})")
    unknown = sorted(repr(key) if not isinstance(key, str) else key for key in set(record) - set(HEADER_KEYS))
    if unknown:
        raise RecordError(f"unknown fields {', '.join(unknown)}")
    moves = record["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise RecordError("moves must be a list of move notations")
    if upto is not None and (type(upto) is not int or not 0 <= upto <= len(moves)):
        raise RecordError(f"upto={upto!r} is not a whole number from 0 to {len(moves)}")
    _check_version(record)
    options = record.get("options") or {}
    if not isinstance(options, dict):
        raise RecordError("options must be an object")
    try:
        state = new_game(
            record["game"], record.get("players"), record.get("seed"),
            match=record.get("match", False), deck=record.get("deck"),
            first_player=record.get("first_player"), **options)
    except (ValueError, TypeError) as bad:
        raise RecordError(str(bad)) from None
    for index, move in enumerate(moves[:upto]):
        try:
            state = state.apply(move)
        except IllegalAction as refused:
            raise RecordError(f"{move!r} is illegal: {refused}", index) from None
    return state
