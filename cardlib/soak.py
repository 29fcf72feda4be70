"""The soak: many random games of every game, checking the protocol's promises after every move.

    python -m cardlib soak all --games 1000 [--seed S] [--players P] [--sample F]

Game k of a game uses seed ``SEED + k``, and everything about it follows from that seed alone
(``setting``): the player count (every allowed count in turn, unless one is given), whether it is
a whole match, the game's options (Yoyo's variant, the ``rounds`` of an Ohio or Hue match), the
random moves and the checks' own draws. So a failure is reproduced by soaking that one seed:
``python -m cardlib soak ohio --games 1 --seed 1234``.

Moves are drawn by ``state.random_action(rng)``, the protocol's uniform sampler (which also draws,
with the checks' own generator, the legal actions the refusal candidates are made from). Before every
move:

- a few actions the rules refuse here (notations legal earlier in the game, garbage and mutated
  text, action objects with a junk field) each get from ``explain`` a non-empty sentence, naming
  its rule unless the text is no move at all, and from ``apply`` an ``IllegalAction`` with that
  sentence; afterwards ``view(None)``, the log and the moves are as before (``check_refusals``);
- on a sample of positions (``sample``, a fraction), every player's view is the same when only
  the cards hidden from them differ (``redeal_hidden``), or holds everything when nothing is
  hidden (``check_hidden_cards``), and the record survives JSON and replays to the same
  ``view(None)`` (``check_replay``), which is also checked at the end of every game.

Standard library only: the command line adds the progress bar (``cardlib.cli``).
"""

import json
import random
import time
from dataclasses import asdict, dataclass, field

from .games import GAMES, game_module, new_game
from .records import replay
from .text import i18n
from .errors import IllegalAction, RecordError

SAMPLE = 0.05               # default share of positions given the hidden-card and replay checks
REFUSALS_PER_MOVE = 3       # refused actions tried before each move
MATCH_SHARE = 0.1           # share of games played as whole matches
MATCH_ROUNDS = 12           # the most rounds a match plays with default options (Yozu's limit, Z8)
UNBOUNDED_ROUND = 20_000    # move bound of a round whose rules set none (Yozu's wrong guesses)
KEPT_FAILURES = 20          # failures kept in the summary (all are counted)

# Text that is no move of any game, and the characters mutated notations are made of.
GARBAGE = ("", " ", "xyzzy", "pass pass", "play", "play -1", "play 999", "99999999999999999999",
           "None", "{}", "\n", "\u2660 A", "play\x00", "take 0 0 0", "lay R 0 0 N")
ALPHABET = "abcdeinoprstwxyz0123456789 -_,.NSEW\u00e9\u2660\x00"
# Values no field of any game's action accepts.
JUNK_FIELDS = ([], 1.5, "xyzzy", True, None, -1, 10**12)


class Fault(Exception):
    """A broken promise found by a check: its sentence says which."""


@dataclass
class Failure:
    """The first fault of one soak game: where it happened and why."""

    game: str
    seed: int
    players: int
    match: bool
    options: dict
    move: int               # moves played before the fault
    reason: str

    def sentence(self):
        """One line naming the game, seed, move index and reason, and how to reproduce it."""
        mode = "match" if self.match else "round"
        options = f", options {self.options}" if self.options else ""
        return (f"{self.game} seed {self.seed} ({self.players} players, {mode}{options}), move {self.move}: "
                f"{self.reason} [reproduce: python -m cardlib soak {self.game} --games 1 --seed {self.seed}"
                f" --players {self.players}]")


@dataclass
class GameTally:
    """What the soak of one game did."""

    game: str
    games: int = 0
    moves: int = 0
    refusals: int = 0       # refused actions checked
    sampled: int = 0        # positions given the hidden-card and replay checks, every end included
    seconds: float = 0.0
    failures: int = 0
    first_failure: dict | None = field(default=None)


# --- the games played -------------------------------------------------------------------------

def _no_options(rng, match):
    return {}


def setting(name, seed, players=None):
    """``(players, match, options)`` of the soak game of ``name`` played with ``seed``: the allowed
    player counts in turn over consecutive seeds (unless ``players`` is given), a match one time in
    ten, and the game's options drawn from the seed (its package's ``SOAK_OPTIONS(rng, match)``)."""
    info = game_module(name).INFO
    counts = range(info.min_players, info.max_players + 1)
    if players is None:
        players = counts[seed % len(counts)]
    rng = random.Random(f"soak setting {seed}")
    match = rng.random() < MATCH_SHARE
    options = getattr(game_module(name), "SOAK_OPTIONS", _no_options)(rng, match)
    return players, match, options


def move_bound(state):
    """The most moves the game may last: the game's ``max_moves`` per round (``UNBOUNDED_ROUND``
    when its rules set none), times ``MATCH_ROUNDS`` for a match."""
    per_round = state.info.max_moves or UNBOUNDED_ROUND
    return per_round * (MATCH_ROUNDS if state.match else 1)


# --- the checks -------------------------------------------------------------------------------

def full_view_without_moves(state):
    """``state.view(None)`` without its ``moves`` (``GameState._view_without_moves``): the refusal
    check builds it twice per move, and the moves of a long game (Yozu's) cost as much as the rest
    of the view. ``check_fingerprint_view`` checks on every sampled position that it is still the
    full view minus its moves (a game overriding ``view`` would make them differ)."""
    return state._view_without_moves(None)


def check_fingerprint_view(state, full_view):
    """``full_view_without_moves`` is ``full_view`` (``state.view(None)``) without its moves, or
    the refusal check would compare less than the full view."""
    mine = full_view_without_moves(state)
    theirs = {key: value for key, value in full_view.items() if key != "moves"}
    if mine != theirs:
        keys = sorted(key for key in set(mine) | set(theirs) if mine.get(key) != theirs.get(key))
        raise Fault(f"the soak's copy of view(None) differs from view(None) in {', '.join(keys)}: update "
                    "full_view_without_moves")


def _fingerprint(state):
    """What a refused action must leave unchanged: the full view, the log and the moves (the last two
    as the engine holds them, events and action objects: rendering them all again at every move would
    make the soak of a long game quadratic)."""
    return full_view_without_moves(state), state._events.copy(), state._moves.copy()


def _mutated(notation, rng):
    """``notation`` with one character inserted, deleted or replaced."""
    where = rng.randrange(len(notation) + 1)
    kind = rng.randrange(3)
    if kind == 0 or not notation:
        return notation[:where] + rng.choice(ALPHABET) + notation[where:]
    where = min(where, len(notation) - 1)
    if kind == 1:
        return notation[:where] + notation[where + 1:]
    return notation[:where] + rng.choice(ALPHABET) + notation[where + 1:]


def _with_junk_field(action, rng):
    """``action`` (an action object) with one field replaced by junk, or None if it has no fields."""
    fields = getattr(action, "_asdict", None)
    if fields is None:
        return None
    fields = fields()
    if not fields:
        return None
    name = rng.choice(sorted(fields))
    return type(action)(**{**fields, name: rng.choice(JUNK_FIELDS)})


def candidate_refusals(state, seen, legal, rng, count=REFUSALS_PER_MOVE):
    """About ``count`` actions to try here, some legal elsewhere: a notation seen legal in the game
    (``seen``: one drawn at each move so far), garbage or a mutated legal notation, and a legal action
    with a junk field."""
    candidates = []
    if seen:
        candidates.append(rng.choice(seen))
    choice = rng.random()
    if choice < 0.3:
        candidates.append(rng.choice(GARBAGE))
    elif choice < 0.5:
        candidates.append("".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 12))))
    else:
        candidates.append(_mutated(str(rng.choice(legal)), rng))
    junk = _with_junk_field(rng.choice(legal), rng)
    if junk is not None:
        candidates.append(junk)
    return candidates[:count]


def _readable(state, action):
    """True when ``action`` is an action object or notation the game can read."""
    if isinstance(action, state.Action):
        return True
    try:
        state.parse_action(action)
    except IllegalAction:
        return False
    return True


def check_refusals(state, candidates):
    """Each refused candidate has a sentence from ``explain`` (naming its rule when the game can
    read it) and the same sentence from ``apply``'s ``IllegalAction``; nothing changes. Returns
    how many were refused; raises ``Fault``."""
    before = _fingerprint(state)
    refused = 0
    for action in candidates:
        reason = state.explain(action)
        if reason is None:
            continue                # legal here: not a refusal to check
        refused += 1
        if not isinstance(reason, str) or not reason.strip():
            raise Fault(f"explain({action!r}) is not a sentence: {reason!r}")
        rule = getattr(reason, "rule", None)
        # A sentence naming its rule passes whatever the action; only one that does not asks for a parse.
        if not (rule and reason.startswith(i18n.text("format.rule", rule=rule, text=""))) and _readable(state, action):
            raise Fault(f"explain({action!r}) names no rule: {reason!r}")
        try:
            state.apply(action)
        except IllegalAction as error:
            if str(error) != str(reason):
                raise Fault(f"apply({action!r}) says {str(error)!r} but explain says {str(reason)!r}") from None
        else:
            raise Fault(f"apply({action!r}) played a move explain refuses: {reason!r}")
    if refused and _fingerprint(state) != before:
        raise Fault(f"refusing {candidates!r} changed the state (view, log or moves)")
    return refused


def check_hidden_cards(state, rng):
    """Every player's view is unchanged when the cards hidden from them are dealt again
    (``redeal_hidden``); a player from whom nothing is hidden sees all of the full view. Returns
    whether some new deal changed the full view (a check that never sees one proves nothing), or
    None when nothing is hidden from anyone."""
    full = state.view(None)
    changed = None
    for player in range(state.players):
        mine = state.view(player)
        twin = state.redeal_hidden(player, rng)
        if twin is None:
            hidden = sorted(key for key, value in full.items()
                            if key not in ("seed", "first_player", "moves", "viewer", "legal_actions")
                            and mine.get(key) != value)
            if hidden:
                raise Fault(f"nothing is hidden from player {player}, yet their view lacks {', '.join(hidden)}")
            continue
        if twin is state:
            raise Fault(f"redeal_hidden({player}) returned the state itself, not a new deal")
        theirs = twin.view(player)
        if theirs != mine:
            keys = sorted(key for key in set(mine) | set(theirs) if mine.get(key) != theirs.get(key))
            raise Fault(f"player {player}'s view shows cards hidden from them (differs in {', '.join(keys)})")
        changed = bool(changed) or twin.view(None) != full
    return changed


def _json(value):
    """``value`` (a view or record: plain JSON values) as canonical JSON text: a snapshot that later
    moves cannot change, and equal for equal values."""
    return json.dumps(value, sort_keys=True)


class ReplayCheck:
    """The replay check of one game, at a cost that grows with the game's length, not its square.

    ``sample(state)`` snapshots the record and the full view of a sampled position (as JSON text).
    ``check()`` then replays the last record once, move by move, and at each sampled position
    compares the replayed full view with the one snapshotted there. This is what replaying each
    sampled record from the start would check, because each sampled record is checked to be the
    last one cut at its length (same header, its moves a prefix); a record that is not is replayed
    alone with ``replay``."""

    def __init__(self):
        self.samples = []       # (moves played, record as JSON, full view as JSON), in play order

    def sample(self, state, full_view=None):
        """Remember the record and full view (``full_view`` if already built) of ``state``."""
        full_view = state.view(None) if full_view is None else full_view
        self.samples.append((len(state._moves), _json(state.to_record()), _json(full_view)))

    def check(self):
        """Raise ``Fault`` (with ``fault.move``, the sampled position) unless every sampled record
        survives JSON and replays to the full view snapshotted with it."""
        if not self.samples:
            return
        last = json.loads(self.samples[-1][1])
        header = {key: value for key, value in last.items() if key != "moves"}
        moves = last["moves"]
        try:
            replica = replay(last, upto=0)
        except RecordError:
            self._fail(self.samples[0][0])
        played = 0
        for move, record_text, view_text in self.samples:
            record = json.loads(record_text)
            cut = len(record["moves"]) if isinstance(record.get("moves"), list) else -1
            if ({key: value for key, value in record.items() if key != "moves"} == header
                    and 0 <= cut <= len(moves) and record["moves"] == moves[:cut]):
                try:
                    for notation in moves[played:cut]:
                        replica = replica.apply(notation)
                        played += 1
                except IllegalAction:
                    self._fail(move)
                replayed = replica
            else:
                try:
                    replayed = replay(record)
                except RecordError:
                    self._fail(move)
            if _json(replayed.view(None)) != view_text:
                self._fail(move)

    @staticmethod
    def _fail(move):
        fault = Fault("the record does not replay to the same state")
        fault.move = move
        raise fault from None


def check_replay(state):
    """The record survives JSON and replays to the same full view (one position alone; ``soak_game``
    checks its sampled positions together with ``ReplayCheck``)."""
    check = ReplayCheck()
    check.sample(state)
    check.check()


# --- the soak ---------------------------------------------------------------------------------

def soak_game(name, seed, players=None, sample=SAMPLE):
    """Play and check the soak game of ``name`` with ``seed`` (see ``setting``); return
    ``(moves, refusals, sampled)`` (``sampled`` counts the final position), or raise ``Fault`` with the move index as ``fault.move``."""
    players, match, options = setting(name, seed, players)
    moves_rng = random.Random(seed)
    checks_rng = random.Random(f"soak checks {seed}")
    state = new_game(name, players, seed=seed, match=match, **options)
    seen, known = [], set()
    replays = ReplayCheck()
    refusals = sampled = 0
    move = 0
    try:
        for move in range(move_bound(state)):
            if state.is_over:
                break
            # Two legal actions drawn by the protocol's sampler, for the refusal candidates: listing
            # them all costs Hue far more than the checks. One notation per move is remembered.
            legal = [state.random_action(checks_rng), state.random_action(checks_rng)]
            if None in legal:
                raise Fault("random_action gave None in a game not over")
            notation = str(legal[0])
            if notation not in known:
                known.add(notation)
                seen.append(notation)
            refusals += check_refusals(state, candidate_refusals(state, seen, legal, checks_rng))
            if checks_rng.random() < sample:
                sampled += 1
                check_hidden_cards(state, checks_rng)
                full_view = state.view(None)
                check_fingerprint_view(state, full_view)
                replays.sample(state, full_view)
            action = state.random_action(moves_rng)
            if action is None:
                raise Fault("random_action gave None in a game not over")
            if state.explain(action) is not None:
                raise Fault(f"random_action drew {str(action)!r}, which explain refuses: {state.explain(action)}")
            try:
                state = state.apply(action)
            except IllegalAction as refused:
                raise Fault(f"random_action drew {str(action)!r}, which apply refuses: {refused}") from None
        else:
            move = move_bound(state)
            if not state.is_over:
                raise Fault(f"no end after {move} moves")
        move = len(state.moves)
        if state.legal_actions() or state.current_player is not None:
            raise Fault("a finished game still offers moves or names a player to act")
        refusals += check_refusals(state, candidate_refusals(state, seen, seen or ["pass"], checks_rng))
        sampled += 1
        check_hidden_cards(state, checks_rng)
        full_view = state.view(None)
        check_fingerprint_view(state, full_view)
        replays.sample(state, full_view)
        replays.check()
    except Fault as fault:
        if not hasattr(fault, "move"):      # a replay fault names the sampled position it concerns
            fault.move = move
        raise
    except Exception as crash:      # a crash of the engine is a fault too, reported the same way
        fault = Fault(f"{type(crash).__name__}: {crash}")
        fault.move = move
        raise fault from crash
    return len(state.moves), refusals, sampled


def soak(names, games, seed=0, players=None, sample=SAMPLE, on_game=None):
    """Soak ``games`` games of each game in ``names`` (seeds ``seed`` to ``seed + games - 1``);
    ``on_game()`` is called after each game (a progress bar). Returns the summary dict: the
    settings, one ``GameTally`` (as a dict) per game, the total of failures and the first ones
    (``Failure`` dicts, each with its ``sentence``)."""
    for name in names:
        if name not in GAMES:
            raise ValueError(f"unknown game {name!r}; the games are {', '.join(GAMES)}")
        if players is not None:
            game_module(name).INFO.check_players(players)
    if games < 1:
        raise ValueError(f"--games must be at least 1, not {games}")
    if not 0 <= sample <= 1:
        raise ValueError(f"--sample must be a fraction from 0 to 1, not {sample}")
    tallies, failures = [], []
    for name in names:
        tally = GameTally(name)
        start = time.perf_counter()
        for game_seed in range(seed, seed + games):
            tally.games += 1
            try:
                moves, refusals, sampled = soak_game(name, game_seed, players, sample)
            except Fault as fault:
                tally.failures += 1
                failure = Failure(name, game_seed, *setting(name, game_seed, players), fault.move, str(fault))
                if tally.first_failure is None:
                    tally.first_failure = asdict(failure)
                if len(failures) < KEPT_FAILURES:
                    failures.append({**asdict(failure), "sentence": failure.sentence()})
            else:
                tally.moves += moves
                tally.refusals += refusals
                tally.sampled += sampled
            if on_game is not None:
                on_game()
        tally.seconds = time.perf_counter() - start
        tallies.append(asdict(tally))
    return {
        "games_per_game": games, "seed": seed, "players": players, "sample": sample,
        "refusals_per_move": REFUSALS_PER_MOVE, "match_share": MATCH_SHARE,
        "results": tallies, "failures": sum(t["failures"] for t in tallies), "first_failures": failures,
    }
