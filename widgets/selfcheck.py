"""Self-check questions at the end of a lesson, answered in the page (issue 11).

Each ``Check`` is a question with a few options, one of them right, and an explanation. The student
picks an option; the page then says right or wrong and shows the explanation (it stays hidden until an
answer is given). Texts are bilingual, French first, joined like the lessons' (``widgets.figures.label``).
"""

from html import escape
from typing import NamedTuple

import ipywidgets as ipw

from cardlib.text import i18n

from .assets import stylesheet
from .figures import label
from .panel import BilingualPanel

RIGHT = "✓ " + i18n.both("lesson.selfcheck.right")
WRONG = "✗ " + i18n.both("lesson.selfcheck.not_quite")


class Check(NamedTuple):
    """A self-check question: ``prompt`` and ``explanation`` as (French, English); ``options`` as
    ((French, English), ...); ``answer``: the index of the right option."""

    prompt: tuple
    options: tuple
    answer: int
    explanation: tuple


class CheckQuestion:
    """One question as widgets: its prompt, its options (none chosen at first) and the feedback."""

    def __init__(self, check, number):
        if not 0 <= check.answer < len(check.options):
            raise ValueError(f"answer {check.answer} is not one of the {len(check.options)} options")
        self.check = check
        self.prompt = ipw.HTML(f"<b>{number}.</b> {escape(label(*check.prompt))}")
        self.prompt.add_class("selfcheck-question")
        # As wide as the question's box, a long option wrapping (max-content cut it off on a phone, issue 34).
        self.choice = ipw.RadioButtons(options=[(label(*option), i) for i, option in enumerate(check.options)],
                                       value=None, layout=ipw.Layout(width="auto"))
        self.feedback = ipw.HTML()
        self.choice.observe(self._answered, "value")
        self.widget = ipw.VBox([self.prompt, self.choice, self.feedback])

    @property
    def right(self):
        """True, False, or None before an answer."""
        return None if self.choice.value is None else self.choice.value == self.check.answer

    def answer(self, index):
        """Choose option ``index``, as a click would."""
        self.choice.value = index

    def _answered(self, _change):
        if self.right is None:
            self.feedback.value = ""
            return
        verdict = (f'<b class="selfcheck-right">{escape(RIGHT)}</b>' if self.right
                   else f'<b class="selfcheck-wrong">{escape(WRONG)}</b>')
        self.feedback.value = (f'<div class="selfcheck-explanation">{verdict} '
                               f'{escape(label(*self.check.explanation))}</div>')


class SelfCheck(BilingualPanel):
    """A lesson's self-check questions (``checks``: ``Check``s), each answered in the page."""

    def __init__(self, checks, title=None):
        self.questions = [CheckQuestion(check, number) for number, check in enumerate(checks, 1)]
        if not self.questions:
            raise ValueError("a self-check needs at least one question")
        # An h3: the lessons' sections are h2, and a heading level skipped confuses screen readers' outlines.
        title = title or i18n.pair("lesson.selfcheck.check_yourself")    # (French, English)
        heading = f'<h3 class="selfcheck-title">{escape(label(*title))}</h3>'
        self.widget = ipw.VBox([ipw.HTML(f'<style>{stylesheet("predict.css")}</style>{heading}')]
                               + [q.widget for q in self.questions])
        self.widget.add_class("selfcheck")

    @property
    def score(self):
        """(right answers, questions answered)."""
        answered = [q.right for q in self.questions if q.right is not None]
        return sum(answered), len(answered)
