"""A scoring exercise for any game: the student types every player's score, then Check marks them.

A game subclasses ``ScoringExercise`` with ``render_sheet(view, lang, names, reveal)`` (the HTML
of what to count from, and the worked breakdown once ``reveal`` is true) and ``rule`` (the rule id
of its scoring, quoted in the prompt). The right answers are the engine's ``state.scores()``. The exercise
speaks the page's language (``lang``), without a switch.
"""

from html import escape

import ipywidgets as ipw

from cardlib.text import i18n

from .panel import Panel
from .table import seat_names


class ScoringExercise(Panel):
    """Type every player's score of a finished game, then Check (see the module docstring)."""

    rule = ""

    def __init__(self, state, lang=None):
        if not state.is_over:
            raise ValueError("a scoring exercise needs a finished game")
        self.view = state.view(None)
        self.expected = list(state.scores())
        self.lang = lang or i18n.default_language()
        self.results = None        # after check(): one bool per player
        players = self.view["players"]
        self.prompt = ipw.HTML()
        self.sheet = ipw.HTML()
        self.sheet.add_class("cardgames-score-sheet")
        self.boxes = [ipw.IntText(value=0, layout=ipw.Layout(width="220px")) for _ in range(players)]
        self.marks = [ipw.HTML() for _ in range(players)]
        for box in self.boxes:
            box.add_class("cardgames-score-answer")
        for mark in self.marks:
            mark.add_class("cardgames-score-result")
        self.check_button = ipw.Button(button_style="primary")
        self.check_button.add_class("cardgames-check")
        self.check_button.on_click(lambda _: self.check())
        self.summary = ipw.HTML()
        self.summary.add_class("cardgames-score-summary")
        rows = [ipw.HBox([box, mark]) for box, mark in zip(self.boxes, self.marks)]
        self.widget = ipw.VBox([self.sheet, self.prompt, *rows, self.check_button, self.summary])
        self.widget.add_class("cardgames-scoring")
        self.refresh()

    def render_sheet(self, view, lang, names, reveal):
        """The HTML to count from (and, with ``reveal``, the worked breakdown): each game's own."""
        raise NotImplementedError

    def check(self):
        """Mark every typed score right or wrong, and show the breakdown."""
        self.results = [box.value == want for box, want in zip(self.boxes, self.expected)]
        self.refresh()
        return self.results

    def refresh(self):
        """Redraw the sheet, the labels and the marks."""
        lang = self.lang
        names = seat_names(self.view["players"], None, lang)
        self.sheet.value = self.render_sheet(self.view, lang, names, self.results is not None)
        self.prompt.value = f"<p>{escape(i18n.text('ui.scoring.prompt', lang, rule=self.rule))}</p>"
        self.check_button.description = i18n.text("ui.scoring.check", lang)
        for p, box in enumerate(self.boxes):
            box.description = names[p]
        for p, mark in enumerate(self.marks):
            if self.results is None:
                mark.value = ""
            elif self.results[p]:
                mark.value = escape(i18n.text("ui.scoring.right", lang))
            else:
                mark.value = escape(i18n.text("ui.scoring.wrong", lang, answer=self.boxes[p].value))
        if self.results is None:
            self.summary.value = ""
        else:
            self.summary.value = escape(i18n.text("ui.scoring.summary", lang, right=sum(self.results),
                                                  total=len(self.results)))
