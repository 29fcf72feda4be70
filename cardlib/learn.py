"""The guided first game in a terminal: ``python3 -m cardlib learn <game> [--lang fr|en] [--step K]``.

The same script and the same texts as the table's guided game (``cardlib.guide``), with the standard library
only. At each of the student's turns it prints what the others did, the table as text (the game's
``text_table.table_lines``), the instruction with its rules, and the choices, numbered and said in words, the
suggested one marked; it reads the number of a choice. A legal choice the guide does not follow is answered with
the step's sentence and asked again. A letter where a number is expected, or a number out of range, gets one
line saying what to type; ``q`` stops; the end of the input stops too. Stopping says how to go on from the same
step (``--step K``): nothing is lost.
"""

import importlib

from . import guide as guide_module
from .games import game_module, move_words
from .text import i18n

EXIT_STOPPED = 1          # the student stopped, or the input ended, before the guided game's end
QUIT = ("q", "quit", "quitter")
MOST_CHOICES = 24         # a game whose legal moves are more (Hue) lists a chosen few (``text_table.choices``)


def text_table(game):
    """The module ``cardlib.<game>.text_table``: how the game draws its table as text."""
    return importlib.import_module(f"{game_module(game).__name__}.text_table")


def choices(game, state, suggested):
    """The moves offered at ``state`` (notation), the ``suggested`` one among them: the game's own choice of a
    few (``text_table.choices``) where it has one, else every legal move."""
    own = getattr(text_table(game), "choices", None)
    offered = list(own(state, suggested)) if own is not None else [str(action) for action in state.legal_actions()]
    return offered if suggested in offered else [suggested, *offered]


def rules_line(game, rules, lang):
    """The rules a step shows, each with where to read it: « Règle O2 (docs/fr/ohio.md#o2) »."""
    folder = "docs/" if lang == i18n.SOURCE_LANGUAGE else f"docs/{lang}/"
    return guide_module.rules_text([f"{rule} ({folder}{game}.md#{rule.lower()})" for rule in rules], lang)


class Lesson:
    """The terminal's guided game: ``run`` reads answers from ``read`` (a function returning the next line, or
    None at the end of the input) and prints with ``write``."""

    def __init__(self, game, lang, read, write, step=1):
        self.game = game
        self.lang = lang
        self.read = read
        self.write = write
        self.script = guide_module.load(game)
        starts = self.script.step_starts()
        if not 1 <= step <= len(starts):
            raise ValueError(f"--step must be from 1 to {len(starts)}, not {step}")
        self.guide = guide_module.Guide(self.script, moves=starts[step - 1])
        # How many log entries were printed: none from the start; at a later step, only what follows.
        self.seen = 0 if step == 1 else len(self.guide.state.log)
        self.names = [i18n.player_name(p, lang) for p in range(self.script.players)]
        self.names[self.script.human] = i18n.text("ui.you_name", lang, name=self.names[self.script.human])

    def say(self, message):
        """Print a message (an ``i18n.Message`` or a list of them) in the lesson's language."""
        for one in message if isinstance(message, list) else [message]:
            self.write(i18n.translate(one, self.lang, self.names))

    def news(self):
        """Print the log entries not printed yet: what was dealt, played and won since."""
        log = self.guide.state.log
        for entry in log[self.seen:]:
            self.write("  · " + i18n.translate(entry, self.lang, self.names))
        self.seen = len(log)

    def stop(self, key):
        """Say why the lesson stops and how to go on from the same step; the exit code."""
        step = self.guide.step_index + 1
        command = f"python3 -m cardlib learn {self.game} --lang {self.lang} --step {step}"
        self.write(i18n.text(key, self.lang, k=step, n=len(self.script.steps), command=command))
        return EXIT_STOPPED

    def ask(self, offered):
        """Read the student's choice among ``offered``: its index, or None when they stop or the input ends
        (the key of the message that says so is in ``self.stopped``)."""
        while True:
            self.write(i18n.text("learn.prompt", self.lang, n=len(offered)) if len(offered) > 1
                       else i18n.text("learn.prompt_one", self.lang))
            line = self.read()
            if line is None:
                self.stopped = "learn.end_of_input"
                return None
            answer = line.strip()
            if answer.lower() in QUIT:
                self.stopped = "learn.quit"
                return None
            if not answer.isdigit():
                self.write(i18n.text("learn.not_a_number", self.lang, answer=answer[:40], n=len(offered)))
                continue
            if not 1 <= int(answer) <= len(offered):
                self.write(i18n.text("learn.out_of_range", self.lang, answer=int(answer), n=len(offered)))
                continue
            return int(answer) - 1

    def draw(self):
        """Print the table as the student sees it now (the game's ``text_table``)."""
        view = self.guide.state.view(self.script.human)
        for line in text_table(self.game).table_lines(view, self.lang, self.names):
            self.write(line)

    def turn(self):
        """One of the student's moves: the table, the instruction, the choices; True once a move is played,
        False when the student stops."""
        guide = self.guide
        state = guide.state
        self.write("")
        self.draw()
        self.write("")
        self.write(i18n.text("learn.step", self.lang, k=guide.step_index + 1, n=len(self.script.steps)))
        self.say(guide.instruction())
        if guide.rules():
            self.write(rules_line(self.game, guide.rules(), self.lang))
        suggested = guide.suggested()
        offered = choices(self.game, state, suggested)
        marked = offered.index(suggested)
        for number, move in enumerate(offered, 1):
            words = i18n.translate(move_words(self.game, move), self.lang, self.names)
            mark = "   ← " + i18n.text("learn.suggested", self.lang) if number == marked + 1 else ""
            self.write(f"  {number:>2}. {words}{mark}")
        while True:
            chosen = self.ask(offered)
            if chosen is None:
                return False
            verdict, message = guide.judge(offered[chosen])
            if verdict == "play":
                break
            self.say(message)
        after = guide.play()
        self.news()
        if after is not None:
            self.say(after)
        return True

    def run(self):
        """Play the guided game to its end (exit code 0) or until the student stops (``EXIT_STOPPED``)."""
        self.write(i18n.text("learn.title", self.lang, game=self.game.capitalize()))
        self.say(self.guide.intro())
        self.news()
        while not self.guide.over:
            if not self.turn():
                return self.stop(self.stopped)
        self.write("")
        self.draw()                     # the table at the end: the scores, the last cards
        self.write("")
        self.say(self.guide.summary())
        self.write(rules_line(self.game, self.script.rules_met(), self.lang))
        self.write(i18n.text("learn.real_game", self.lang))
        return 0
