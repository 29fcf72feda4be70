"""Ohio in a notebook or a Voila app: the play table and small teaching pieces.

- ``OhioTable``: one human against 1 to 4 bots (see ``widgets.table.GameTable``);
  ``OhioTable.from_moves`` starts from a scripted position, e.g. a trick in progress.
- ``OhioScoring``: score a finished round by hand, then check against O6.
- ``picture`` / ``cards_picture``: still pictures drawn by the same renderer.
- ``why``: why a move is refused in a given position, in French and English.
"""

from html import escape

import ipywidgets as ipw
from IPython.display import HTML

from cardlib import i18n

from . import ohio_render
from .table import LANGUAGE_OPTIONS, GameTable, seat_names, why

__all__ = ["OhioScoring", "OhioTable", "cards_picture", "picture", "why"]

i18n.register({
    "ui.scoring.prompt": {
        "en": "Type each player's score for this round (rule O6), then press Check.",
        "fr": "Écrivez le score de chaque joueur pour cette manche (règle O6), puis appuyez sur Vérifier.",
    },
    "ui.scoring.check": {"en": "Check", "fr": "Vérifier"},
    "ui.scoring.right": {"en": "✓ right", "fr": "✓ juste"},
    "ui.scoring.wrong": {"en": "✗ wrong: not {answer}", "fr": "✗ faux : pas {answer}"},
    "ui.scoring.summary": {"en": "{right} of {total} right.", "fr": "{right} sur {total} justes."},
})


class OhioTable(GameTable):
    """An Ohio table: the human at seat ``human`` against ``players - 1`` bots (``bots``: a name or one per seat).

    ``first_player`` fixes who leads first (else the seed draws it); ``match`` and ``rounds``
    play a whole match (O7); ``moves`` are played at once at the start.
    """

    def __init__(self, players=3, seed=None, human=0, bots="greedy", lang=None, *,
                 first_player=None, match=False, rounds=None, moves=()):
        options = {"rounds": rounds} if rounds is not None else None
        super().__init__("ohio", ohio_render.render, players=players, seed=seed, human=human, bots=bots,
                         lang=lang, first_player=first_player, match=match, moves=moves, options=options)

    @classmethod
    def from_moves(cls, moves, players=3, seed=0, first_player=0, human=0, **kwargs):
        """A table after the scripted ``moves`` (notation), e.g. a trick in progress; undo stops there."""
        return cls(players, seed, human, first_player=first_player, moves=list(moves), **kwargs)


class OhioScoring:
    """A scoring exercise on a finished Ohio round: type every player's score, then Check.

    Check marks each answer right or wrong and shows the O6 breakdown: the cards of the
    won tricks, the cards left in hand, Ohio counting -10 either way.
    """

    def __init__(self, state, lang=None):
        if state.game != "ohio" or not state.is_over:
            raise ValueError("OhioScoring needs a finished Ohio game")
        if state.match and state.rounds > 1:
            raise ValueError("OhioScoring scores one round: give a one-round game, not a match")
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
        self.language = ipw.ToggleButtons(options=LANGUAGE_OPTIONS, value=self.lang,
                                          style={"button_width": "90px"})
        self.language.observe(lambda change: self.set_language(change["new"]), "value")
        rows = [ipw.HBox([box, mark]) for box, mark in zip(self.boxes, self.marks)]
        self.widget = ipw.VBox([self.language, self.sheet, self.prompt, *rows, self.check_button, self.summary])
        self.widget.add_class("cardgames-scoring")
        self.refresh()

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)

    def check(self):
        """Mark every typed score right or wrong, and show the O6 breakdown."""
        self.results = [box.value == want for box, want in zip(self.boxes, self.expected)]
        self.refresh()
        return self.results

    def set_language(self, lang):
        """Show the exercise in ``lang`` ('fr' or 'en')."""
        self.lang = lang
        if self.language.value != lang:
            self.language.value = lang
        self.refresh()

    def refresh(self):
        """Redraw the sheet, the labels and the marks."""
        lang = self.lang
        names = seat_names(self.view["players"], None, lang)
        self.sheet.value = ohio_render.render_scoring_sheet(self.view, lang, names, reveal=self.results is not None)
        self.prompt.value = f"<p>{escape(i18n.text('ui.scoring.prompt', lang))}</p>"
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


def picture(state, player=None, lang=None):
    """A still picture of ``state`` as ``player`` sees it (None: everything but no hand), for a notebook."""
    lang = lang or i18n.default_language()
    view = state.view(player)
    return HTML(ohio_render.render(view, lang, seat_names(state.players, player, lang), interactive=False))


def cards_picture(cards=("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "ohio"), lang=None):
    """The cards (notation) drawn in a row: by default the eleven cards every player holds (O1)."""
    return HTML(ohio_render.render_cards(list(cards), lang or i18n.default_language()))

