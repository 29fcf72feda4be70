"""Woo in a notebook or a Voila app: the play table against a bot, with a Hint, and still pictures.

- ``WooTable``: one human against a bot of their choice (``random``, ``greedy``, ``search``), one
  round or a match to 7 Woo (W15), or two people at one screen (``humans=(0, 1)``); undo, new game
  with a seed, the step-through slider, the Hint (why the best bot,
  ``search``, else ``greedy``, would play what it plays, with its numbers) and the teacher view come
  from ``widgets.table.GameTable``; the solver button shows the closed-phase teaching view
  (``widgets.woo.closed_view``) below the controls (closed while the screen is being passed). No point
  total is shown (W16: the treasure is a face-down pile) until the learning aid « Afficher les points »
  (``show_points``), off by default, is ticked.
- ``picture`` / ``cards_picture``: still pictures drawn by the same renderer (``widgets.woo.render``).
- ``why``: why a move is refused in a given position, in the page's language.

Rule ids in the explanation area (a refusal, a hint) link to their row of the rules page.
"""

import ipywidgets as ipw
from IPython.display import HTML

from cardlib import bots as cardbots
from cardlib.text import i18n
from cardlib.woo.cards import NOTATION

from . import render
from .closed_view import ClosedPhaseView
from ..table import GameTable, best_bot, seat_names, still_picture, why

__all__ = ["DEFAULT_BOT", "WooTable", "cards_picture", "picture", "why"]


DEFAULT_BOT = best_bot("woo", "search", "greedy")        # the opponent a new table gets


class WooTable(GameTable):
    """A Woo table: the human at seat ``human`` against the bot ``bot`` (``DEFAULT_BOT``).

    ``match``: play to 7 Woo (W15) instead of one round. ``show_points``: the learning aid, both players'
    point totals shown (off by default, W16; a checkbox among the tools). ``first_player`` fixes the first
    Oya (else the seed draws it). ``deck``: the 24 cards in notation in W2's order (the Oya's 6, the other's
    6, the trump card, the stock top first), for the first game only. ``moves`` are played at once
    at the start (undo stops there). The bot and the match choice are also offered as widgets.
    """

    note_html = staticmethod(render.link_rules)       # rule ids linked to the rules page of the text's language

    def __init__(self, seed=None, human=0, bot=None, lang=None, *, humans=None, first_player=None, match=False,
                 moves=(), deck=None, show_points=False):
        self.closed_view = None   # the ClosedPhaseView following this table, while shown
        self.show_points = bool(show_points)     # the learning aid: point totals shown (W16)
        super().__init__("woo", self._draw, players=2, seed=seed, human=human, humans=humans,
                         bots=bot or DEFAULT_BOT, lang=lang, first_player=first_player, match=match, moves=moves,
                         deck=deck)

    @property
    def bot(self):
        """The name of the bot the human plays against (the one chosen, when two people play)."""
        return self._bots

    # --- widgets ---------------------------------------------------------------------
    def _build_widgets(self):
        super()._build_widgets()
        self.players_box.layout.display = "none"         # Woo is a duel (2 players only)
        self.bot_box = ipw.Dropdown(options=cardbots.names("woo"), value=self.bot, layout=ipw.Layout(width="220px"),
                                    style={"description_width": "initial"})
        self.bot_box.add_class("cardgames-bot")
        self.bot_box.observe(lambda change: self.set_bot(change["new"]), "value")
        self.match_box = ipw.Checkbox(value=bool(self._setup["match"]), indent=False, layout=ipw.Layout(width="auto"))
        self.match_box.add_class("cardgames-match")
        self.match_box.observe(lambda change: self._setup.update(match=change["new"]), "value")
        self.solver_button = ipw.ToggleButton(value=False, icon="table")
        self.solver_button.add_class("cardgames-solver")
        self.solver_button.observe(lambda change: self.show_solver(change["new"]), "value")
        self.solver_panel = ipw.VBox()           # the closed-phase view, while the button is down
        self.points_box = ipw.Checkbox(value=self.show_points, indent=False, layout=ipw.Layout(width="auto"))
        self.points_box.add_class("cardgames-show-points")
        self.points_box.observe(lambda change: self.set_show_points(change["new"]), "value")
        self.tools.children = (*self.tools.children, self.solver_button, self.bot_box, self.match_box,
                               self.points_box)
        self._insert_below_explanation(self.solver_panel)

    def _label(self):
        super()._label()
        lang = self.lang
        self.bot_box.description = i18n.text("ui.woo.bot_label", lang)
        self.bot_box.tooltip = i18n.text("ui.woo.bot_tip", lang)
        self.solver_button.description = i18n.text("ui.woo.solver_button", lang)
        self.solver_button.tooltip = i18n.text("ui.woo.solver_tip", lang)
        self.match_box.description = i18n.text("ui.woo.match_label", lang)
        self.match_box.tooltip = i18n.text("ui.woo.match_tip", lang)
        self.points_box.description = i18n.text("ui.woo.show_points", lang)
        self.points_box.tooltip = i18n.text("ui.woo.show_points_tip", lang)

    def _draw(self, view, lang, names, interactive=True, recent=None):
        """The renderer, with the point totals when the learning aid is on."""
        return render.render(view, lang, names, interactive=interactive, recent=recent, points=self.show_points)

    def set_show_points(self, on=True):
        """Show (or hide) both players' point totals and the points on the Victoire button: a learning
        aid, off by default, since the leaflet's treasure is a face-down pile nobody may look through (W16)."""
        on = bool(on)
        if self.points_box.value != on:
            self.points_box.value = on          # its observer calls back here once more, harmlessly
        if on != self.show_points:
            self.show_points = on
            self.refresh()

    def set_bot(self, name):
        """Play against the bot ``name`` from its next move on (and in the next games)."""
        if name not in cardbots.names("woo"):
            raise ValueError(f"unknown bot {name!r} for woo; the bots are {', '.join(cardbots.names('woo'))}")
        if name == self.bot:
            return
        self._bots = name
        self.bot_names = [None if p in self.humans else name for p in range(self.players)]
        if self.bot_box.value != name:
            self.bot_box.value = name          # its observer calls back here once more, harmlessly
        self._say(i18n.Message("ui.woo.bot_changed", bot=name))
        if not self.viewing_past and self.bots_pending:
            self._run_bots()
            self._sync_slider()
            self.refresh()

    def show_solver(self, on=True):
        """Show (or hide) below the controls the closed-phase view of the position shown: once the stock
        is closed or exhausted, the opponent's possible hands and what each choice is worth (``closed_view``)."""
        if on and self.closed_view is None:
            self.closed_view = ClosedPhaseView(table=self)
            self.solver_panel.children = (self.closed_view.widget,)
        elif not on and self.closed_view is not None:
            self.closed_view.stop()
            self.closed_view = None
            self.solver_panel.children = ()
        if self.solver_button.value != on:
            self.solver_button.value = on          # its observer calls back here once more, harmlessly

    def refresh(self):
        """Redraw (see ``GameTable.refresh``); the closed-phase view closes while the screen is being passed."""
        if self.handover_pending and self.closed_view is not None:
            self.show_solver(False)
        super().refresh()
        self.solver_button.disabled = self.handover_pending

    def hand_markup(self, view, lang):
        """The player's hand for the teacher view, drawn small, trumps marked."""
        hand = view.get("hand") or []
        return render.render_cards(hand, lang, trump=view["trump"], small=True) if hand else None


def picture(state, player=None, lang=None, points=False):
    """A still picture of ``state`` as ``player`` sees it (None: the teacher's view, both hands face up);
    ``points``: with both players' point totals (W16: not shown by default)."""
    lang = lang or i18n.default_language()
    view = state.view(player)
    markup = render.render(view, lang, seat_names(2, player, lang), interactive=False, points=points)
    # .cardgames-still: on a wide page its sections stand side by side (woo.css, issue 25).
    return HTML(still_picture(markup))


def cards_picture(cards=NOTATION, lang=None, trump=None):
    """The cards (notation) drawn in a row: by default the 24 cards of W1."""
    return HTML(render.render_cards(list(cards), lang or i18n.default_language(), trump=trump))
