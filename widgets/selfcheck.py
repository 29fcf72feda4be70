"""Self-check questions at the end of a lesson, answered in the page (issue 11).

Each ``Check`` is a question with a few options, one of them right, and an explanation, given as catalogue
keys. The student picks an option; the page then says right or wrong and shows the explanation (it stays
hidden until an answer is given). The texts are shown in one language, the page's (issue 34).
"""

from html import escape
from typing import NamedTuple

import ipywidgets as ipw

from cardlib.text import i18n

from .assets import stylesheet
from .panel import Panel


class Check(NamedTuple):
    """A self-check question: ``prompt``, ``options`` (a tuple) and ``explanation`` as catalogue keys (or
    ``i18n.Message``s), shown with ``i18n.page_text``; ``answer``: the index of the right option."""

    prompt: str
    options: tuple
    answer: int
    explanation: str


class CheckQuestion:
    """One question as widgets, in ``lang``: its prompt, its options (none chosen at first) and the feedback."""

    def __init__(self, check, number, lang):
        if not 0 <= check.answer < len(check.options):
            raise ValueError(f"answer {check.answer} is not one of the {len(check.options)} options")
        self.check = check
        self.lang = lang
        self.prompt = ipw.HTML(f"<b>{number}.</b> {escape(i18n.page_text(check.prompt, lang))}")
        self.prompt.add_class("selfcheck-question")
        # As wide as the question's box, a long option wrapping (max-content cut it off on a phone, issue 34).
        self.choice = ipw.RadioButtons(options=[(i18n.page_text(option, lang), i)
                                                for i, option in enumerate(check.options)],
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
        kind, mark, key = (("right", "✓", "lesson.selfcheck.right") if self.right
                           else ("wrong", "✗", "lesson.selfcheck.not_quite"))
        verdict = f'<b class="selfcheck-{kind}">{mark} {escape(i18n.page_text(key, self.lang))}</b>'
        self.feedback.value = (f'<div class="selfcheck-explanation">{verdict} '
                               f'{escape(i18n.page_text(self.check.explanation, self.lang))}</div>')


class SelfCheck(Panel):
    """A lesson's self-check questions (``checks``: ``Check``s), each answered in the page, in ``lang`` (default:
    the page's language when it is built). ``title``: a catalogue key (default: "Check yourself")."""

    def __init__(self, checks, title="lesson.selfcheck.check_yourself", lang=None):
        self.lang = lang or i18n.default_language()
        self.questions = [CheckQuestion(check, number, self.lang) for number, check in enumerate(checks, 1)]
        if not self.questions:
            raise ValueError("a self-check needs at least one question")
        # An h3: the lessons' sections are h2, and a heading level skipped confuses screen readers' outlines.
        heading = f'<h3 class="selfcheck-title">{escape(i18n.page_text(title, self.lang))}</h3>'
        self.widget = ipw.VBox([ipw.HTML(f'<style>{stylesheet("predict.css")}</style>{heading}')]
                               + [q.widget for q in self.questions])
        self.widget.add_class("selfcheck")

    @property
    def score(self):
        """(right answers, questions answered)."""
        answered = [q.right for q in self.questions if q.right is not None]
        return sum(answered), len(answered)
