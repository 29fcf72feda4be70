"""A lesson's question in a class (issue 36): what ``Predict`` sends to the hub and shows of the class.

When the student checks their guess, it goes to the class; the games their Run simulates go to the class's pooled
run, a batch every BATCH_SECONDS and at the end. Until the teacher reveals the question, the panel says only that
the guess was sent (the hub shows no one the others' guesses); once revealed, it shows the class's guesses with the
student's own marked, and the class's pooled convergence curve, each student's faint behind it, following them as
the class's games grow.

A question takes part only when it has an id (``Question.key``) and the kernel has a class session
(``current_session``); otherwise the panel stays hidden and sends nothing.

Pooled games must be different games: every page starts its simulations at the same seed, so in a class each
student's seed becomes their own (``student_seed``) when they join, and moves on by one after each Run, so that a
second Run adds games the class has not seen. The seed box shows it, and a student may still set it.
"""

import hashlib
import time
from html import escape

import ipywidgets as ipw

from cardlib.text import i18n

from ..figures import FigureImage, hide_figure, show_figure
from ..numbers import number_text
from ..panel import Panel
from .figures import guesses_figure, pooled_figure

BATCH_SECONDS = 1.0      # at most one batch of games a second per student: 30 students, 30 small writes a second


def student_seed(code, nickname):
    """The first seed of a student's simulations in class ``code``: their own, from 1 to 10**6."""
    digest = hashlib.sha256(f"{code}/{nickname.casefold()}".encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % 10**6 + 1


class ClassQuestion(Panel):
    """The class's part of a ``Predict`` (see the module): ``sent_guess`` (what the class has of the student's
    guess), ``shown`` (the hub's last answer about the question) and the two figures, drawn once revealed."""

    def __init__(self, predict, session, lang):
        self.predict, self.session, self.lang = predict, session, lang
        self.key = None
        self.shown = None
        self.sent_guess = None
        self._drawn = None
        self._games = 0
        self._total = 0.0
        self._sent_at = 0.0
        self._seeded = None             # (code, nickname) whose seed the seed box was given
        self.status = ipw.HTML()
        self.status.add_class("class-question-status")
        self.guesses_image = FigureImage(format="png", layout=ipw.Layout(max_width="760px", display="none"))
        self.pooled_image = FigureImage(format="png", layout=ipw.Layout(max_width="760px", display="none"))
        self.widget = ipw.VBox([self.status, self.guesses_image, self.pooled_image],
                               layout=ipw.Layout(display="none"))
        self.widget.add_class("class-question")
        if session is not None:
            session.on_change.append(self._follow)
        self.set_question(predict.question)

    @property
    def active(self):
        """True when the question takes part in a class: it has an id and the student is in a class."""
        return self.key is not None and self.session is not None and self.session.joined

    def set_question(self, question):
        """Follow ``question`` (the ``Predict`` asks another): watch its id instead of the last one's."""
        if self.session is not None and self.key is not None:
            self.session.unwatch(self.key, self._answered)
        self.key = getattr(question, "key", "") or None
        self.shown, self.sent_guess, self._drawn = None, None, None
        self._games, self._total = 0, 0.0
        hide_figure(self.guesses_image)
        hide_figure(self.pooled_image)
        if self.session is not None and self.key is not None:
            self.session.watch(self.key, self._answered)
        self._follow()

    def _follow(self):
        """Show or hide the panel as the student joins or leaves; a guess checked before joining is sent now; the
        simulations start at the student's own seed."""
        self.widget.layout.display = None if self.active else "none"
        if self.active and self._seeded != (self.session.code, self.session.nickname):
            self._seeded = (self.session.code, self.session.nickname)
            self.predict.seed_box.value = student_seed(*self._seeded)
        if self.active and self.predict.checked and self.sent_guess is None:
            self.guessed(self.predict.guess)
        self._say_status()

    def guessed(self, value):
        """The student checked ``value``: send it to the class."""
        if not self.active:
            return
        self.sent_guess = float(value)
        self.session.send("guess", {"question": self.key, "guess": float(value)})
        self._say_status()

    def simulated(self, games, total, final=False):
        """The student's Run simulated ``games`` more games whose results add up to ``total``: sent to the class's
        pool in batches (at the latest when the run ends: ``final``)."""
        if not self.active:
            return
        self._games += games
        self._total += total
        now = time.monotonic()
        if self._games and (final or now - self._sent_at >= BATCH_SECONDS):
            body = {"question": self.key, "games": self._games, "total": self._total}
            self._games, self._total, self._sent_at = 0, 0.0, now
            self.session.send("games", body)

    async def run_ended(self):
        """The student's Run ended: its last batch sent, and answered; the next Run starts at the next seed."""
        self.simulated(0, 0.0, final=True)
        if self.active:
            self.predict.seed_box.value = self.predict.seed_box.value % self.predict.seed_box.max + 1
        if self.session is not None:
            await self.session.sent()

    def _answered(self, shown):
        self.shown = shown
        if shown.get("own") is not None:
            self.sent_guess = shown["own"]
        self._say_status()
        if not shown.get("revealed"):
            hide_figure(self.guesses_image)
            hide_figure(self.pooled_image)
            self._drawn = None
            return
        pooled = shown.get("pooled", {})
        drawn = (tuple(shown.get("guesses", ())), pooled.get("games"), self.sent_guess, self.predict.checked)
        if drawn == self._drawn:
            return
        self._drawn = drawn
        question = self.predict.question
        exact = self.predict.exact if self.predict.checked else None      # not given away to who has not checked
        show_figure(self.guesses_image,
                    lambda: guesses_figure(question, shown.get("guesses", []), self.sent_guess, exact, self.lang))
        if pooled.get("games"):
            show_figure(self.pooled_image, lambda: pooled_figure(question, pooled, exact, self.lang))

    def _say_status(self):
        if not self.active:
            self.status.value = ""
            return
        if self.shown and self.shown.get("revealed"):
            key, values = "class.question.revealed", {"n": len(self.shown.get("guesses", ()))}
        elif self.sent_guess is not None:
            key, values = "class.question.sent", {"guess": number_text(self.sent_guess, lang=self.lang)}
        else:
            key, values = "class.question.not_yet", {}
        self.status.value = f"<p>{escape(i18n.page_text(key, self.lang, **values))}</p>"
