"""Predict, then check: the question widget every lesson shares (issue 11).

The student first commits to a guess (a slider for a probability or a mean, or a choice among
options); "Check" then reveals the exact answer, as a fraction and a decimal, beside the guess and how
far off it was; "Run" then simulates the same question live: a convergence figure draws the running
estimate and its 95% band closing in on the exact value as games accumulate, with a progress bar and
a Stop button. Nothing is simulated before Run is clicked.

A lesson describes its question with ``Question``: the exact answer (a ``fractions.Fraction``) and a
simulation, ``simulate(seed)``, an iterator of chunks of outcomes from ``cardlib`` (same seed, same
chunks), each outcome turned into a number by ``measure``. The widget draws after the chunks.

Stop works while a simulation runs because the run is an asyncio task on the kernel's event loop (the
loop ipykernel handles comm messages on, as the ipywidgets guide "Asynchronous widgets" does), which
awaits between chunks: a Stop click is a comm message the kernel handles at the next await, and the
task ends after the chunk in hand. A synchronous loop in the Run handler would hold every comm message
until it ended. Outside a kernel (a script, a test without a running loop) Run runs the task to its end
with ``asyncio.run``.

The widget speaks one language, the page's when it is built (``lang``), as do the questions the lessons give it.
"""

import asyncio
import importlib
import math
import pkgutil
import time
from fractions import Fraction
from html import escape
from typing import Any, Callable, Iterable, NamedTuple

import ipywidgets as ipw

import cardlib
from cardlib.text import i18n

from .assets import stylesheet
from .event_loop import start
from .classroom.question import ClassQuestion
from .classroom.session import current_session
from .figures import INK, SERIES, FigureImage, RunBar, failed_text, figure_note, hide_figure, new_figure, show_figure
from .numbers import fraction_text, number_text
from .panel import Panel

Z95 = 1.96                  # half-width of a 95% interval, in standard errors
REDRAW_SECONDS = 0.3        # the figure is drawn at most about 3 times a second while a run goes on (and at its end)
PACE_SECONDS = 0.04         # a pause after each chunk, so that the class sees the estimate converge


class Question(NamedTuple):
    """One lesson question: what the widget asks, the exact answer, and the simulation that checks it.

    ``prompt``: HTML, in the page's language. ``exact``: the answer, a ``Fraction``, or a function of no
    argument that computes it (called once, at Check: an enumeration that takes seconds waits until asked).
    ``simulate(seed)``: an iterable of chunks (sequences) of outcomes, the same for the same seed; it may
    be endless, the widget takes ``games`` outcomes at most. ``measure(outcome)``: the number an outcome
    counts for (1 or 0 for an event, points for a mean). ``guess``: (min, max, step) of the guess slider,
    or ``choices``: ((label, Fraction), ...) to pick from instead. ``y_label``: the figure's vertical axis (None:
    "probability", in the figure's language). ``key``: the question's id in a class (``ohio.lead.1.2.win``: its
    settings included), the same on every page that asks it; "" for a question the class does not pool.
    """

    prompt: str
    exact: Any
    simulate: Callable[[int], Iterable]
    measure: Callable[[Any], float] = float
    guess: tuple = (0.0, 1.0, 0.01)
    choices: tuple = ()
    games: int = 4000
    y_label: str | None = None
    key: str = ""


QUESTION_KINDS = {}        # a question's kind ("ohio.lead") -> its builder, registered by the lesson that asks it


def question_key(kind, *settings):
    """A question's id in a class (``Question.key``): its ``kind`` and the ``settings`` that make it, "/" between:
    ``question_key("ohio.lead", "1", 2, "win")`` is "ohio.lead/1/2/win"."""
    return "/".join([kind, *map(str, settings)])


def register_question(kind, build):
    """Register how questions of ``kind`` are made again from their id: ``build(*settings, lang=...)`` (the settings
    as the id writes them, texts) returns the ``Question``; the teacher's page draws the class's answers with it."""
    QUESTION_KINDS[kind] = build


def question_from_key(key, lang=None):
    """The ``Question`` of id ``key`` in ``lang`` (see ``register_question``). A kind not registered yet is looked for
    in the modules of its game's package (``widgets.<game>``, the id's first word), imported then. KeyError for a kind
    no module registers, ValueError (or TypeError) for settings its builder refuses."""
    kind, *settings = key.split("/")
    if kind not in QUESTION_KINDS:
        game = kind.split(".")[0]
        if game in cardlib.GAMES:
            package = importlib.import_module(f"widgets.{game}")
            for module in pkgutil.iter_modules(package.__path__):
                importlib.import_module(f"widgets.{game}.{module.name}")
    return QUESTION_KINDS[kind](*settings, lang=lang)


def estimate_words(mean, half):
    """The estimate and its 95% interval, written in each text's language (without the interval before two
    outcomes: it is infinite)."""
    if math.isfinite(half):
        return i18n.Message("lesson.predict.estimate_95", estimate=float(mean), half=float(half))
    return i18n.Message("lesson.predict.estimate_only", estimate=float(mean))


class Running:
    """Running mean and variance of the numbers seen so far (Welford), for the convergence figure."""

    def __init__(self):
        self.count = 0
        self.mean = 0.0
        self.total = 0.0
        self._squares = 0.0

    def add(self, x):
        """Count one more number."""
        self.count += 1
        self.total += x
        delta = x - self.mean
        self.mean += delta / self.count
        self._squares += delta * (x - self.mean)

    def half_width(self):
        """Half the width of the 95% interval around the mean (infinite before two numbers)."""
        if self.count < 2:
            return math.inf
        return Z95 * math.sqrt(self._squares / (self.count - 1) / self.count)


class Point(NamedTuple):
    """The running estimate after ``games`` simulated games, and its 95% half-width."""

    games: int
    estimate: float
    half: float


def exact_answer(question):
    """The question's exact answer as a ``Fraction`` (computed now when it is a function)."""
    return Fraction(question.exact() if callable(question.exact) else question.exact)


def convergence_figure(question, curve, guess=None, exact=None, lang=None):
    """The figure: the running estimate (``curve``, a list of ``Point``) and its 95% band against the
    number of games (log scale), the exact answer (``exact``, else the question's) as a line, and the
    guess when given; written in ``lang`` (default: the page's language)."""
    exact = exact_answer(question) if exact is None else Fraction(exact)
    lang = lang or i18n.default_language()

    def say(key):
        return i18n.page_text(key, lang)

    figure = new_figure(figsize=(7.5, 3.4), dpi=100, layout="constrained", lang=lang)
    axes = figure.subplots()
    colour, _hatch = SERIES[0]
    if curve:
        games = [p.games for p in curve]
        estimate = [p.estimate for p in curve]
        finite = [p for p in curve if math.isfinite(p.half)]
        axes.fill_between([p.games for p in finite], [p.estimate - p.half for p in finite],
                          [p.estimate + p.half for p in finite], color=colour, alpha=0.25, linewidth=0,
                          label=say("lesson.predict.95_band"))
        axes.plot(games, estimate, color=INK, linewidth=1.6, label=say("lesson.predict.simulated"))
        axes.set_xscale("log")
        axes.set_xlim(max(1, games[0]), max(games[-1], games[0] * 2))
    axes.axhline(float(exact), color=SERIES[1][0], linewidth=2, linestyle="--",
                 label=say("lesson.predict.exact_answer") + f" {fraction_text(exact, 3, lang)}")
    if guess is not None:
        axes.axhline(float(guess), color=SERIES[2][0], linewidth=2, linestyle=":",
                     label=say("lesson.predict.your_guess") + f" {number_text(guess, lang=lang)}")
    low, high = question.guess[:2] if not question.choices else (None, None)
    if low is not None:
        axes.set_ylim(low, high)
    axes.set_xlabel(say("lesson.predict.games_simulated_log_scale"))
    axes.set_ylabel(say("lesson.predict.probability") if question.y_label is None else question.y_label)
    axes.grid(alpha=0.3)
    axes.legend(loc="best", fontsize=8)
    return figure


class Predict(Panel):
    """Predict, then check: a guess, the exact answer beside it, then a live simulation with Stop.

    ``question``: a ``Question`` (``set_question`` changes it and starts again from the guess).
    ``seed``: the simulation's seed (a box below the figure; same seed, same curve). ``pace``: the pause
    after each chunk, in seconds (0 in tests). After Check, ``exact`` holds the exact answer (a
    ``Fraction``). After a run, ``curve`` holds its ``Point``s, ``stopped``
    says whether Stop ended it, ``error`` holds the exception a failing simulation raised (the status
    line says it failed). ``task``: the asyncio task of the run going on, if any. ``lang``: the language of its
    texts (default: the page's when it is built), the question's too. ``class_session``: the class it takes part in
    (default: this kernel's, ``widgets.classroom.session.current_session``; none without a class hub);
    ``classroom`` is then its ``ClassQuestion``.
    """

    def __init__(self, question, seed=1, pace=PACE_SECONDS, lang=None, class_session=None):
        self.lang = lang = lang or i18n.default_language()
        self.question = question
        self.pace = pace
        self.curve = []
        self.runs = 0
        self.stopped = False
        self.error = None
        self.task = None
        self.checked = False
        self._stop = False
        self._drawn_at = 0.0
        self.prompt = ipw.HTML()
        self.guess_box = ipw.Box()
        self.check_button = ipw.Button(description=self._say("lesson.predict.check"), button_style="info",
                                       tooltip=self._say("lesson.predict.show_the_exact_answer"))
        self.check_button.on_click(lambda _button: self.check())
        self.answer = ipw.HTML(self._say("lesson.predict.make_your_guess_then_click"))
        self.answer.add_class("predict-answer")
        self.bar = RunBar(tooltip=self._say("lesson.predict.simulate_live"), width="240px", lang=lang)
        self.run_button, self.progress, self.status = self.bar.button, self.bar.progress, self.bar.status
        self.stop_button = ipw.Button(description="■ " + self._say("lesson.predict.stop"), disabled=True,
                                      layout=ipw.Layout(width="170px"),
                                      tooltip=self._say("lesson.predict.stop_the_simulation"))
        self.bar.widget.children = (self.run_button, self.stop_button, *self.bar.widget.children[1:])
        self.run_button.on_click(lambda _button: self.run())
        self.stop_button.on_click(lambda _button: self.stop())
        self.seed_box = ipw.BoundedIntText(value=seed, min=0, max=10**9, description=self._say("lesson.predict.seed"),
                                           style={"description_width": "initial"}, layout=ipw.Layout(width="220px"))
        self.image = FigureImage(format="png", layout=ipw.Layout(max_width="760px", display="none"))
        self.note = figure_note()           # where a page that cannot draw the figure yet says so (widgets.browser)
        session = class_session or current_session()      # a class (issue 36): guess and games sent, class shown
        self.classroom = ClassQuestion(self, session, lang) if session is not None else None
        self.widget = ipw.VBox([ipw.HTML(f'<style>{stylesheet("predict.css")}</style>'), self.prompt,
                                ipw.HBox([self.guess_box, self.check_button]), self.answer,
                                self.bar.widget, self.image, self.note,
                                *([self.classroom.widget] if self.classroom else []), self.seed_box])
        self.widget.add_class("predict")
        self.set_question(question)

    def _say(self, key, **params):
        """The text of ``key`` in the widget's language."""
        return i18n.page_text(key, self.lang, **params)

    @property
    def seed(self):
        """The simulation's seed."""
        return self.seed_box.value

    @property
    def guess(self):
        """The student's guess, a number (a slider's value or the chosen option's)."""
        return self.guess_control.value

    def set_question(self, question):
        """Ask ``question``: a running simulation stops, the answer and the figure go, the guess is open again."""
        self.stop()
        self.question = question
        self.checked = False
        self.exact = None
        self.curve = []
        self.prompt.value = question.prompt
        if question.choices:
            self.guess_control = ipw.ToggleButtons(options=list(question.choices), value=question.choices[0][1])
        else:
            low, high, step = question.guess
            # The slider's own readout is written by the browser's script, always with a decimal point: on a
            # page whose language writes numbers otherwise, the page writes it, beside the slider.
            own = number_text(0.5, 2, self.lang) != "0.50"
            self.guess_control = ipw.FloatSlider(value=(low + high) / 2, min=low, max=high, step=step,
                                                 description=self._say("lesson.predict.your_guess_2"),
                                                 style={"description_width": "initial"},
                                                 layout=ipw.Layout(width="380px" if own else "420px"),
                                                 readout=not own, readout_format=".2f")
        self.guess_control.add_class("predict-guess")
        self.guess_box.children = (self.guess_control,)
        if not question.choices and not self.guess_control.readout:
            readout = ipw.HTML(layout=ipw.Layout(width="60px"))
            readout.add_class("predict-readout")

            def show(_change=None, control=self.guess_control, readout=readout):
                readout.value = number_text(control.value, 2, self.lang)

            show()
            self.guess_control.observe(show, "value")
            self.guess_box.children = (self.guess_control, readout)
        self.check_button.disabled = False
        self.answer.value = self._say("lesson.predict.make_your_guess_then_click")
        self.run_button.disabled = True
        self.progress.value = 0
        self.status.value = self._say("lesson.predict.check_your_guess_first_then")
        hide_figure(self.image, self.note)
        if self.classroom is not None:
            self.classroom.set_question(question)

    def check(self):
        """Lock the guess and show the exact answer (``exact``, computed now if needed) beside it, with
        how far off the guess was."""
        self.check_button.disabled = True
        self.answer.value = escape(self._say("lesson.predict.computing_the_exact_answer"))
        try:
            exact = self.exact = exact_answer(self.question)
        except Exception:
            self.check_button.disabled = False
            self.answer.value = failed_text(self.lang)     # Voila hides the traceback: the page must not wait on "…"
            raise
        guess = Fraction(self.guess).limit_denominator(10_000)
        gap = abs(float(guess) - float(exact))
        self.guess_control.disabled = True
        self.check_button.disabled = True
        self.checked = True
        lang = self.lang

        def item(key, value, bold="<b>"):
            return f"<span>{i18n.colon(escape(self._say(key)), bold + escape(value) + '</b>', lang)}</span>"

        guessed = item("lesson.predict.your_guess_2", number_text(self.guess, lang=lang))
        found = item("lesson.predict.exact_answer_2", fraction_text(exact, lang=lang), '<b class="predict-exact">')
        off = item("lesson.predict.off_by", number_text(gap, 3, lang))
        self.answer.value = f'<div class="predict-reveal">{guessed}{found}{off}</div>'
        self.run_button.disabled = self.running
        self.status.value = escape(self._say("lesson.predict.run_the_simulation_to_watch"))
        if self.classroom is not None:
            self.classroom.guessed(self.guess)

    @property
    def running(self):
        """True while a simulation runs."""
        return self.task is not None and not self.task.done()

    def stop(self):
        """Ask the running simulation to stop after the chunk in hand (nothing happens when none runs)."""
        self._stop = True
        self.stop_button.disabled = True

    def run(self):
        """Start the simulation: an asyncio task on the running event loop (the kernel's), or, without
        one, run to the end here. Returns the task, or None when it ran here or did not start."""
        if self.running or not self.checked:
            return None
        self._stop = False
        self.run_button.disabled = True
        self.stop_button.disabled = False
        self.task = start(self._simulate(self.question, self.seed))
        return self.task

    async def _simulate(self, question, seed):
        self.curve, self.stopped, self.error = [], False, None
        stats = Running()
        self.bar.step(0, question.games, "simulation")
        self._drawn_at = -math.inf               # the first chunk is drawn at once
        pooled = self.classroom if self.classroom is not None and question is self.question else None
        try:
            for chunk in question.simulate(seed):
                before = (stats.count, stats.total)
                for outcome in chunk:
                    stats.add(question.measure(outcome))
                    if stats.count >= question.games:
                        break
                if pooled is not None:
                    pooled.simulated(stats.count - before[0], stats.total - before[1])
                self.curve.append(Point(stats.count, stats.mean, stats.half_width()))
                self.bar.step(stats.count, question.games, "simulation")
                if time.monotonic() - self._drawn_at >= REDRAW_SECONDS:
                    self._draw(question)
                if stats.count >= question.games:
                    break
                await asyncio.sleep(self.pace)       # the kernel handles waiting comm messages (Stop) here
                if self._stop or question is not self.question:
                    self.stopped = True
                    break
        except Exception as error:                   # shown on the page: Voila hides tracebacks
            self.error = error
        finally:
            self.runs += 1
            if pooled is not None:
                await pooled.run_ended()
            if question is self.question:
                self._draw(question)
                self.status.value = self._summary(question, stats)
                self.run_button.disabled = False
            else:       # asked another question meanwhile: its Run waited for this run's end, and for a check
                self.run_button.disabled = not self.checked
            self.stop_button.disabled = True

    def _draw(self, question):
        summary = ""
        if self.curve:
            last = self.curve[-1]
            summary = self._say("lesson.predict.simulated_estimate_after_games_95", games=last.games,
                                estimate=estimate_words(last.estimate, last.half))
        # A drawing: where the page is still loading matplotlib (widgets.browser), the latest curve is drawn once
        # it has loaded; the simulation goes on meanwhile, its numbers on the status line.
        show_figure(self.image, lambda: convergence_figure(question, self.curve, self.guess, self.exact, self.lang),
                    summary, self.note)
        self._drawn_at = time.monotonic()

    def _summary(self, question, stats):
        if self.error is not None:
            reason = escape(f"{type(self.error).__name__}: {self.error}")
            return i18n.colon(failed_text(self.lang), reason, self.lang)
        if not stats.count:
            return escape(self._say("lesson.predict.no_game_simulated"))
        gap = abs(stats.mean - float(self.exact))
        inside = gap <= stats.half_width()
        where = i18n.Message("lesson.predict.the_exact_answer_is_inside" if inside
                             else "lesson.predict.the_exact_answer_is_outside")
        key = "lesson.predict.summary_stopped" if self.stopped else "lesson.predict.summary_done"
        return escape(self._say(key, games=stats.count, estimate=estimate_words(stats.mean, stats.half_width()),
                                where=where))
