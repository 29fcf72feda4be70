"""A guided first game (issue 35): a prepared deal that a student plays against scripted bots, told before
each of their moves what to do now and the rule behind it, and after the bots' replies what just happened.

A game's script is the file ``cardlib/<game>/guide.toml``: data a teacher can read and copy (``docs/guide.md``
describes it). Its set-up is the arguments of ``new_game`` (``players``, ``seed``, ``first_player``, ``deck``,
``options``) and the student's seat; then each ``[[step]]`` is one of the student's moves:

- ``say``: the instruction shown before the move (a catalogue entry ``guide.<game>.<say>``, whose text may name
  the suggested move as ``{move}``);
- ``move``: the suggested move, in the engine's notation;
- ``rules``: the rule ids the step shows (their links are drawn beside the instruction);
- ``other`` (optional): why the guide asks for this move when the student makes another legal one
  (``guide.<game>.<other>``; else ``guide.other``, a sentence naming the suggested move);
- ``replies``: the other players' moves that follow, until the student's next decision (or the end); a move of the
  student's that leaves no choice (their only legal move, as a Yozu Oracle's forced answer) may be among them;
- ``after`` (optional): one sentence on what just happened, shown after the replies.

Beside the steps: ``opening`` (the others' moves before the student's first), ``intro`` and ``summary`` (catalogue
entries), ``score`` (optional: how the student's score is said, with ``{score}``, when « Votre score : 2 » needs its
unit), ``bots`` (the bots of the real game that follows) and ``[left_out]``, the rules of the game's page the
script does not show, each with the reason. A script is checked whole before it is used (``check``): every move
legal where it stands, the student's moves at the student's turns, the game over after the last step, every text
in every language. Everything a student reads is a catalogue entry: the same checks as every other text.

``Guide`` is a script being played, by the terminal (``cardlib.learn``) and by the table (``widgets.guide``) alike.
"""

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs

from .games import GAMES, game_module, move_words, new_game
from .text import i18n

FILE_NAME = "guide.toml"
QUERY_KEY = "guided"           # a page's address keeps how far the guided game is: ?guided=12 (moves played)
STEP_FIELDS = {"say", "move", "rules", "other", "replies", "after"}
SCRIPT_FIELDS = {"game", "players", "seed", "first_player", "deck", "options", "human", "bots", "opening",
                 "intro", "summary", "score", "step", "left_out"}


class ScriptError(ValueError):
    """A script that cannot be played: the text names the file, the step (counted from 1) and what is wrong."""


@dataclass(frozen=True)
class Step:
    """One of the student's moves in a script (see the module)."""

    say: str
    move: str
    rules: tuple = ()
    replies: tuple = ()
    other: str | None = None
    after: str | None = None


@dataclass(frozen=True)
class Script:
    """A game's guided first game, as its file gives it (see the module)."""

    game: str
    players: int
    seed: int
    human: int
    steps: tuple
    intro: str
    summary: str
    first_player: int | None = None
    deck: tuple | None = None
    options: dict = field(default_factory=dict)
    bots: str = "greedy"
    opening: tuple = ()
    left_out: dict = field(default_factory=dict)
    score: str | None = None
    source: str = "<script>"

    def key(self, name):
        """The catalogue key of the script's text ``name``: ``guide.<game>.<name>``."""
        return f"guide.{self.game}.{name}"       # a key the language check sees built: guide.*

    def new_state(self):
        """The prepared deal, before any move."""
        return new_game(self.game, self.players, self.seed, first_player=self.first_player,
                        deck=None if self.deck is None else list(self.deck), **self.options)

    def moves(self):
        """Every move of the guided game in order, everyone's: the opening, then each step's move and replies."""
        moves = list(self.opening)
        for step in self.steps:
            moves += [step.move, *step.replies]
        return moves

    def rules_met(self):
        """The rule ids the steps show, each once, in the order of the game's page (O1, O2, ..., O10)."""
        met = {rule for step in self.steps for rule in step.rules}
        return sorted(met, key=lambda rule: [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", rule)])

    def step_starts(self):
        """For each step, how many moves (everyone's) are played before its move."""
        starts, done = [], len(self.opening)
        for step in self.steps:
            starts.append(done)
            done += 1 + len(step.replies)
        return starts


def query_moves(query_string):
    """How many of the script's moves a page's query string says are played (``guided=12``), or None when it
    names no guided game; a value that is not a whole number counts as 0 (the guided game from its start)."""
    values = parse_qs(query_string or "", keep_blank_values=True).get(QUERY_KEY)
    if not values:
        return None
    value = values[0].strip()
    return int(value) if value.isdigit() and len(value) < 7 else 0


def script_path(game):
    """Where the script of ``game`` is: ``cardlib/<game>/guide.toml``."""
    return Path(game_module(game).__file__).parent / FILE_NAME


def load(game):
    """The checked script of ``game`` (``check``); ValueError for an unknown game, ScriptError for a bad script."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; the games are {', '.join(GAMES)}")
    path = script_path(game)
    script = read(path.read_text(encoding="utf-8"), f"{path.parent.name}/{path.name}")
    if script.game != game:
        raise ScriptError(f"{script.source}: the script is for {script.game!r}, not {game!r}")
    check(script)
    return script


def _words(value, where, what):
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ScriptError(f"{where}: {what} must be a list of strings, not {value!r}")
    return tuple(value)


def _name(value, where, what, optional=False):
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value:
        raise ScriptError(f"{where}: {what} must be a text's name (a string), not {value!r}")
    return value


def _whole(value, where, what, optional=False):
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScriptError(f"{where}: {what} must be a whole number, not {value!r}")
    return value


def read(text, source="<script>"):
    """The ``Script`` a TOML text describes, its fields' types checked (``check`` plays it); ScriptError naming
    ``source`` and the step for anything malformed."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as bad:
        raise ScriptError(f"{source}: not a readable TOML file ({bad})") from None
    unknown = set(data) - SCRIPT_FIELDS
    if unknown:
        raise ScriptError(f"{source}: unknown fields {', '.join(sorted(unknown))}; a script has "
                          f"{', '.join(sorted(SCRIPT_FIELDS))}")
    game = data.get("game")
    if game not in GAMES:
        raise ScriptError(f"{source}: game must be one of {', '.join(GAMES)}, not {game!r}")
    raw_steps = data.get("step")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise ScriptError(f"{source}: a script needs at least one [[step]]")
    steps = []
    for number, raw in enumerate(raw_steps, 1):
        where = f"{source}, step {number}"
        unknown = set(raw) - STEP_FIELDS
        if unknown:
            raise ScriptError(f"{where}: unknown fields {', '.join(sorted(unknown))}; a step has "
                              f"{', '.join(sorted(STEP_FIELDS))}")
        if "move" not in raw:
            raise ScriptError(f"{where}: a step needs its move")
        steps.append(Step(say=_name(raw.get("say"), where, "say"), move=_name(raw["move"], where, "move"),
                          rules=_words(raw.get("rules", []), where, "rules"),
                          replies=_words(raw.get("replies", []), where, "replies"),
                          other=_name(raw.get("other"), where, "other", optional=True),
                          after=_name(raw.get("after"), where, "after", optional=True)))
    left_out = data.get("left_out", {})
    if not isinstance(left_out, dict) or not all(isinstance(v, str) and v for v in left_out.values()):
        raise ScriptError(f"{source}: [left_out] gives each rule left out the reason, as a string")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ScriptError(f"{source}: options must be a table, not {options!r}")
    deck = data.get("deck")
    return Script(game=game, players=_whole(data.get("players"), source, "players"),
                  seed=_whole(data.get("seed"), source, "seed"), human=_whole(data.get("human", 0), source, "human"),
                  steps=tuple(steps), intro=_name(data.get("intro"), source, "intro"),
                  summary=_name(data.get("summary"), source, "summary"),
                  first_player=_whole(data.get("first_player"), source, "first_player", optional=True),
                  deck=None if deck is None else _words(deck, source, "deck"), options=options,
                  bots=_name(data.get("bots", "greedy"), source, "bots"),
                  opening=_words(data.get("opening", []), source, "opening"), left_out=dict(left_out),
                  score=_name(data.get("score"), source, "score", optional=True), source=source)


def texts(script):
    """Every text the script shows, as ``(catalogue key, its parameters)``: the intro and summary, each step's
    instruction and its other-move note (with the suggested move in words as ``move``) and its after note."""
    found = [(script.key(script.intro), {}), (script.key(script.summary), {})]
    found += [(script.key(script.score), {"score": 0})] if script.score else []
    for step in script.steps:
        move = {"move": move_words(script.game, step.move)}
        found += [(script.key(step.say), move)] + ([(script.key(step.other), move)] if step.other else [])
        found += [(script.key(step.after), {})] if step.after else []
    return found


def check(script):
    """Play ``script`` through with the engine and return the final state; ScriptError naming the step where a
    move is illegal, is not the student's (or is), where the game ends too soon or has not ended after the last
    step, or for a text the catalogues lack or cannot show in some language."""
    try:
        state = script.new_state()
    except ValueError as bad:
        raise ScriptError(f"{script.source}: the set-up is refused: {bad}") from None
    if not 0 <= script.human < state.players:
        raise ScriptError(f"{script.source}: human must be a seat from 0 to {state.players - 1}")

    def play(move, where, student):
        if state.is_over:
            raise ScriptError(f"{where}: the game is over before {move!r}")
        forced = not student and len(state.legal_actions()) == 1      # an answer with no choice (Yozu's Z5)
        if (state.current_player == script.human) != student and not forced:
            whose = "the student's" if student else "another player's"
            raise ScriptError(f"{where}: {move!r} should be {whose} move, but Player {state.current_player + 1} "
                              f"is to move")
        reason = state.explain(move)
        if reason is not None:
            raise ScriptError(f"{where}: {move!r} is refused: {reason}")
        return state.apply(move)

    for move in script.opening:
        state = play(move, f"{script.source}, opening", False)
    for number, step in enumerate(script.steps, 1):
        where = f"{script.source}, step {number}"
        state = play(step.move, where, True)
        for move in step.replies:
            state = play(move, where, False)
        if not state.is_over and state.current_player != script.human:
            raise ScriptError(f"{where}: after the replies Player {state.current_player + 1} is to move, "
                              f"not the student: list their moves in replies")
        if number < len(script.steps) and state.is_over:
            raise ScriptError(f"{where}: the game is over, yet {len(script.steps) - number} steps follow")
    if not state.is_over:
        raise ScriptError(f"{script.source}: the game is not over after the last step")
    for key, params in texts(script):
        if not i18n.has(key):
            raise ScriptError(f"{script.source}: no text {key!r} in the catalogues")
        for lang in i18n.LANGUAGES:
            try:
                i18n.text(key, lang, **params)
            except (KeyError, IndexError, ValueError) as bad:
                raise ScriptError(f"{script.source}: the text {key!r} cannot be shown in {lang} ({bad!r})") from None
    return state


def step_at(starts, played):
    """The index of the step a guided game is at or in, ``played`` moves in (``starts``: ``Script.step_starts()``;
    ``len(starts)`` once every step is played)."""
    return sum(1 for start in starts if start < played)


def rules_text(cited, lang):
    """The rules a step shows, ``cited`` (each already written as the page shows it: a link, a file's anchor), as
    one line in ``lang``: « Règle : O3 », « Règles : O1, O2 »."""
    return i18n.text("learn.rule" if len(cited) == 1 else "learn.rules", lang, rules=", ".join(cited))


def intro_text(script):
    """What the guided game is about, shown before the first instruction."""
    return i18n.Message(script.key(script.intro))


def instruction_text(script, step):
    """The instruction of ``step``, the suggested move in words as ``move``."""
    return i18n.Message(script.key(step.say), move=move_words(script.game, step.move))


def other_text(script, step):
    """Why the guide asks for ``step``'s move when the student makes another legal one: the step's sentence,
    else ``guide.other`` naming the suggested move."""
    suggested = move_words(script.game, step.move)
    if step.other:
        return i18n.Message(script.key(step.other), move=suggested)
    return i18n.Message("guide.other", move=suggested)


def after_text(script, step):
    """What just happened after ``step``'s move and its replies, or None when the step says nothing."""
    return i18n.Message(script.key(step.after)) if step.after else None


def result(script, state):
    """The student's result in ``state`` (the game over), as messages: their score, then who won."""
    seat, winners = script.human, state.winners()
    score = state.scores()[seat]
    said = [i18n.Message(script.key(script.score), score=score) if script.score
            else i18n.Message("guide.result.score", score=score)]
    if seat in winners:
        said.append(i18n.Message("guide.result.won" if len(winners) == 1 else "guide.result.tied"))
    elif len(winners) == 1:
        said.append(i18n.Message("guide.result.winner", winner=winners[0]))
    elif winners:
        said.append(i18n.Message("guide.result.winners", winners=list(winners)))
    else:
        said.append(i18n.Message("guide.result.nobody"))
    return said


def summary(script, state):
    """The end's words: the script's summary of the rules met, then the student's result in ``state``."""
    return [i18n.Message(script.key(script.summary)), *result(script, state)]


class Guide:
    """A guided game being played (see the module): the state, and how far into the script the student is.

    ``moves`` (how many of the script's moves are played, everyone's) starts it part way, as a reload does; it
    is rounded down to the start of a step. The student's move goes through ``judge`` then ``play``."""

    def __init__(self, script, moves=0):
        self.script = script
        self._moves = script.moves()
        self._starts = script.step_starts()
        self.state = script.new_state()
        self.played = 0                         # the script's moves played so far, everyone's
        target = max([len(script.opening)] + [start for start in self._starts if start <= moves])
        self._advance(target)

    def _advance(self, upto):
        while self.played < upto:
            self.state = self.state.apply(self._moves[self.played])
            self.played += 1

    @property
    def step_index(self):
        """The index of the step the student is at (``len(steps)`` once the game is over)."""
        return step_at(self._starts, self.played)

    @property
    def step(self):
        """The step the student is at, or None once the guided game is over."""
        index = self.step_index
        return self.script.steps[index] if index < len(self.script.steps) else None

    @property
    def over(self):
        """True once every step is played."""
        return self.step is None

    def suggested(self):
        """The move the guide asks for now (notation), or None at the end."""
        step = self.step
        return None if step is None else step.move

    def intro(self):
        """What the guided game is about: shown before the first instruction."""
        return intro_text(self.script)

    def instruction(self):
        """The instruction for the student's next move (the suggested move in words as ``move``), or None."""
        step = self.step
        return None if step is None else instruction_text(self.script, step)

    def rules(self):
        """The rule ids the current step shows."""
        step = self.step
        return [] if step is None else list(step.rules)

    def judge(self, action):
        """What becomes of the student's ``action`` (notation) now: ``("play", None)`` for the suggested move,
        ``("refused", reason)`` for a move the rules refuse (the engine's reason), ``("other", message)`` for a
        legal move the guide does not follow here (the step's ``other`` text, else ``guide.other``), and
        ``("over", message)`` once the guided game is over."""
        step = self.step
        if step is None:
            return "over", i18n.Message("guide.over")
        reason = self.state.explain(action)
        if reason is not None:
            return "refused", reason
        if str(self.state.parse_action(action)) == step.move:
            return "play", None
        return "other", other_text(self.script, step)

    def play(self):
        """Play the suggested move and the replies that follow it; return the step's ``after`` note (or None)."""
        step = self.step
        if step is None:
            raise ValueError("the guided game is over")
        self._advance(self._starts[self.step_index] + 1 + len(step.replies))
        return after_text(self.script, step)

    def undo(self):
        """Go back to the start of the previous step (the student's last move and its replies undone); False when
        at the first step already."""
        index = self.step_index
        if index == 0:
            return False
        start = self._starts[index - 1]
        self.state = self.script.new_state()
        self.played = 0
        self._advance(start)
        return True

    def summary(self):
        """The end's words: the game's summary of the rules met, then the student's result."""
        return summary(self.script, self.state)
