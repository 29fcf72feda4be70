"""Hue in a notebook or a Voila app: the play table, the area-scoring view, and still pictures.

- ``HueTable``: one human against bots, or people sharing the screen (``humans``), with the Hint and
  the teacher view of ``widgets.table.GameTable``. Click a card of your hand (``select S3``), turn it
  (``turn``: E → S → W → N, or ``direction S``), then click the board cell where its first square
  goes (``cell x,y``): the table plays ``play S3 x,y S``, or shows why H6 refuses it. The allowed
  places of the chosen card, pointing the chosen way, are drawn as ghost outlines.
- ``AreaView``: pick a colour, or a player's score card, and watch its largest area counted ninth
  by ninth (or third by third) with a slider; the score table at the end.
- ``picture`` / ``cards_picture`` / ``areas_picture`` / ``scores_picture``: still pictures drawn by
  the same renderer (``widgets.hue.render``); ``why``: why a move is refused, in the page's language.

Areas and points come from ``cardlib.hue.scoring``; nothing here recomputes a rule.
"""

from html import escape

import ipywidgets as ipw
from IPython.display import HTML

import cardlib
from cardlib.text import i18n
from cardlib.hue import scoring as hue_scoring
from cardlib.hue.board import CARDS, COLOURS, DIRECTIONS

from . import render
from .areas import render_areas
from ..scoring import ScoringExercise
from ..static import static_bundle
from ..table import GameTable, best_bot, seat_names, still_picture, why

__all__ = ["DEFAULT_BOTS", "AreaView", "HueScoring", "HueTable", "areas_picture", "cards_picture", "picture",
           "scores_picture", "why"]

# The greedy Hue bot when cardlib has one (at import time), else the random bot.
DEFAULT_BOTS = best_bot("hue", "greedy")


class HueTable(GameTable):
    """A Hue table: the human at seat ``human`` against ``players - 1`` bots (``DEFAULT_BOTS``).

    The table keeps the chosen card (``selected``) and its direction (``direction``) between clicks;
    a click on a cell plays the chosen card there. ``deck``: card ids in the order of H5, for the
    first game only; ``moves`` are played at once at the start (undo stops there).
    """

    def __init__(self, players=3, seed=None, human=0, bots=DEFAULT_BOTS, lang=None, *, humans=None, first_player=None,
                 match=False, moves=(), deck=None, options=None):
        self.selected = None          # the chosen card of the hand, or None
        self.direction = "E"          # where the chosen card's other two squares go
        super().__init__("hue", self._draw, players=players, seed=seed, human=human, humans=humans, bots=bots,
                         lang=lang,
                         first_player=first_player, match=match, moves=moves, options=options, deck=deck)

    def _draw(self, view, lang, names, interactive=True, recent=None):
        return render.render(view, lang, names, interactive=interactive, selected=self.selected,
                             direction=self.direction, recent=recent)

    # --- what a click means ------------------------------------------------------------------
    def act(self, action):
        """A click: ``select CARD``, ``turn``, ``direction D``, ``cell x,y``, or a move's notation."""
        self.play_pending()          # bots still to move first play before any click (GameTable.act)
        words = str(action).split()
        if len(words) == 2 and words[0] == "select":
            self.select(words[1])
        elif words == ["turn"]:
            self.turn()
        elif len(words) == 2 and words[0] == "direction":
            self.set_direction(words[1])
        elif len(words) == 2 and words[0] == "cell" and _cell(words[1]) is not None:
            self.click_cell(*_cell(words[1]))
        else:
            super().act(action)

    def _back_to_live(self):
        """After a click on an old picture: show the live position again. True if it was in the past."""
        if not self.viewing_past:
            return False
        self._sync_slider()
        self.message = None
        self.refresh()
        return True

    def hand(self):
        """The human's cards now."""
        return list(self.state.view(self.human)["hand"])

    def select(self, card):
        """Choose ``card`` of the human's hand (the ghosts then show where it may go)."""
        if self._back_to_live():
            return
        hand = self.hand()
        if card not in hand:
            self._say(i18n.Message("hue.refuse.not_in_hand", card=card, hand=", ".join(hand)), refusal=True)
            return
        self.selected = card
        self.message = None
        self.refresh()

    def turn(self):
        """Turn the chosen card a quarter turn clockwise: E → S → W → N → E."""
        if self._back_to_live():
            return
        self.direction = render.next_direction(self.direction)
        self.message = None
        self.refresh()

    def set_direction(self, direction):
        """Point the chosen card ``direction`` (E, S, W or N)."""
        direction = str(direction).upper()
        if direction not in DIRECTIONS:
            raise ValueError(f"direction must be one of E, S, W, N, not {direction!r}")
        if self._back_to_live():
            return
        self.direction = direction
        self.message = None
        self.refresh()

    def move_for(self, x, y):
        """The move a click on cell (x, y) plays now: the chosen card's first square there (None if no card is chosen)."""
        if self.selected is None:
            return None
        return f"play {self.selected} {x},{y} {self.direction}"

    def click_cell(self, x, y):
        """Lay the chosen card with its first square on cell (x, y), or say why not (H6)."""
        if self._back_to_live():
            return
        move = self.move_for(x, y)
        if move is None:
            if self.state.is_over:
                self._say(i18n.Message("hue.refuse.over"), refusal=True)
            elif self.state.current_player not in self.humans:
                self._say(i18n.Message("ui.not_your_turn"), refusal=True)
            else:
                self._say(i18n.Message("ui.hue.pick_first"), refusal=True)
            return
        super().act(move)

    def ghosts(self):
        """The (x, y, direction) of every allowed place of the chosen card pointing the chosen way (the ghosts drawn)."""
        if self.selected is None:
            return []
        return render.ghosts(self.state.view(self.human), self.selected, self.direction)

    # --- the game ----------------------------------------------------------------------------
    def start(self, seed=None, moves=()):
        """Begin a game (see ``GameTable.start``); no card is chosen yet, the direction is kept."""
        self.selected = None
        super().start(seed, moves)

    def _build_widgets(self):
        super()._build_widgets()
        # The area-scoring view of the board shown, under the table: it follows every move.
        self.areas = AreaView(cardlib.new_game("hue", self.players, seed=0).view(None), self.lang)
        self.areas.widget.remove_class("cardgames-app")
        self.areas.widget.add_class("cardgames-hue-areaview")
        self.widget.children = tuple(self.widget.children) + (self.areas.widget,)

    def refresh(self):
        """Forget a chosen card that left the hand (played, or undone away), then redraw, areas included."""
        if self.selected is not None and self.selected not in self.hand():
            self.selected = None
        super().refresh()
        self.areas.lang = self.lang
        self.areas.show(self.shown_state(), self.human)

    def hint_actions(self, move):
        """The parts that make ``move`` from where the clicks stand (``play S3 x,y D`` is made by ``select S3``,
        then the direction, then the cell): the card to choose; once it is chosen, the direction to point it
        (unless it points there already) and the cell of its first square."""
        words = str(move).split()
        if len(words) != 4 or words[0] != "play":
            return [move]
        card, cell, direction = words[1:]
        if self.selected != card:
            return [f"select {card}"]
        return ([] if self.direction == direction else [f"direction {direction}"]) + [f"cell {cell}"]

    def hand_markup(self, view, lang):
        """The player's hand for the teacher view, drawn small."""
        return render.render_cards(view["hand"], lang, size=24) if view.get("hand") else None


def _cell(text):
    parts = text.split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


class AreaView:
    """The area-scoring view of a Hue position (a state, or a view with its "board").

    Pick a colour (``colour_buttons``) or, once the round is over, a player's score card
    (``card_buttons``); the ``step`` slider grows the largest area in flood-fill order, by ninths
    or by thirds (``by_buttons``). The score table is shown underneath when the round is over.
    Show it with ``display(view)`` or ``view.widget``.
    """

    def __init__(self, source, lang=None, *, colour="R", score_card=None, by="ninth", player=None):
        self.view = source if isinstance(source, dict) else source.view(player)
        self.player = player if not isinstance(source, dict) else source.get("viewer")
        self.lang = lang or i18n.default_language()
        if self.lang not in i18n.LANGUAGES:
            raise ValueError(f"unknown language {self.lang!r}; choose one of {', '.join(i18n.LANGUAGES)}")
        if colour is not None and colour not in COLOURS:
            raise ValueError(f"colour must be one of {', '.join(COLOURS)}, not {colour!r}")
        if by not in ("ninth", "third"):
            raise ValueError(f"by must be 'ninth' or 'third', not {by!r}")
        self.score_cards = list(self.view.get("score_cards") or [])
        self.colour = colour
        self.seat = None                         # whose score card is shown, or None
        self.by = by
        self._updating = False
        self._build()
        if score_card is not None:
            self.set_card(score_card)
        else:
            self.set_colour(colour or "R")

    # --- widgets ---------------------------------------------------------------------
    def _build(self):
        self.colour_buttons = ipw.ToggleButtons(options=self._colour_options(), value=None,
                                                style={"button_width": "90px", "description_width": "initial"})
        self.colour_buttons.add_class("cardgames-hue-colours")
        self.colour_buttons.observe(self._on_colour, "value")
        self.card_buttons = ipw.ToggleButtons(options=self._card_options(), value=None,
                                              style={"button_width": "150px", "description_width": "initial"})
        self.card_buttons.add_class("cardgames-hue-cards")
        self.card_buttons.observe(self._on_card, "value")
        if not self.score_cards:
            self.card_buttons.layout.display = "none"
        self.by_buttons = ipw.ToggleButtons(options=self._by_options(), value=self.by,
                                            style={"button_width": "130px", "description_width": "initial"})
        self.by_buttons.observe(self._on_by, "value")
        self.step_slider = ipw.IntSlider(min=0, max=0, value=0, layout=ipw.Layout(width="560px"),
                                         style={"description_width": "initial"})
        self.step_slider.add_class("cardgames-hue-step")
        self.step_slider.observe(lambda _: self._draw(), "value")
        self.picture = ipw.HTML()
        self.picture.add_class("cardgames-hue-areas")
        self.scores = ipw.HTML()
        self.scores.add_class("cardgames-hue-scores")
        self.widget = ipw.VBox([self.colour_buttons, self.card_buttons,
                                ipw.HBox([self.step_slider, self.by_buttons],
                                         layout=ipw.Layout(flex_flow="row wrap", align_items="center")),
                                self.picture, self.scores])
        self.widget.add_class("cardgames-app")

    def _colour_options(self):
        return [(f"{render.colour_name(c, self.lang)} ({c})", c) for c in COLOURS]

    def _card_options(self):
        names = seat_names(self.view["players"], self.player, self.lang)
        return [(i18n.text("ui.hue.av_card_option", self.lang, player=names[p], card=card), p)
                for p, card in enumerate(self.score_cards)]

    def _by_options(self):
        return [(i18n.text(f"ui.hue.av_by.{b}", self.lang), b) for b in ("ninth", "third")]

    def _repr_mimebundle_(self, **kwargs):
        return static_bundle(self.widget._repr_mimebundle_(**kwargs), self.widget)     # a still picture too

    def _label(self):
        lang = self.lang
        self.colour_buttons.description = i18n.text("ui.hue.av_colour", lang)
        self.colour_buttons.tooltips = [i18n.text("ui.hue.av_colour_tip", lang, colour=render.colour_word(c, lang))
                                        for c in COLOURS]
        self.card_buttons.description = i18n.text("ui.hue.av_card", lang)
        self.card_buttons.tooltips = [i18n.text("ui.hue.av_card_tip", lang)] * len(self.score_cards)
        self.by_buttons.description = i18n.text("ui.hue.av_by", lang)
        self.step_slider.description = i18n.text("ui.hue.av_step", lang)
        self._updating = True
        try:
            for buttons, options, value in ((self.colour_buttons, self._colour_options(), self.colour),
                                            (self.card_buttons, self._card_options(), self.seat),
                                            (self.by_buttons, self._by_options(), self.by)):
                if list(buttons.options) != options:
                    buttons.options = options
                if buttons.value != value:
                    buttons.value = value
        finally:
            self._updating = False

    # --- choices -----------------------------------------------------------------------
    def _on_colour(self, change):
        if not self._updating and change["new"] is not None:
            self.set_colour(change["new"])

    def _on_card(self, change):
        if not self._updating and change["new"] is not None:
            self.set_card(change["new"])

    def _on_by(self, change):
        if not self._updating and change["new"] is not None:
            self.set_by(change["new"])

    @property
    def score_card(self):
        """The score card shown (its id), or None."""
        return None if self.seat is None else self.score_cards[self.seat]

    def show(self, source, player=None):
        """Show another position (a state or a view): the table calls this after every move."""
        self.view = source if isinstance(source, dict) else source.view(player)
        self.player = player if not isinstance(source, dict) else source.get("viewer")
        self.score_cards = list(self.view.get("score_cards") or [])
        self.card_buttons.layout.display = None if self.score_cards else "none"
        if self.seat is not None and self.seat >= len(self.score_cards):
            self.seat, self.colour = None, self.colour or "R"
        self._reset_steps()

    def set_colour(self, colour):
        """Show the areas of ``colour``, with the slider at the end (the whole largest area)."""
        if colour not in COLOURS:
            raise ValueError(f"colour must be one of {', '.join(COLOURS)}, not {colour!r}")
        self.colour, self.seat = colour, None
        self._reset_steps()

    def set_card(self, which):
        """Show a score card's three colours: ``which`` is a seat (int) or a score card's id."""
        if isinstance(which, str):
            if which not in self.score_cards:
                raise ValueError(f"{which!r} is not a score card here ({', '.join(self.score_cards) or 'none yet'})")
            which = self.score_cards.index(which)
        if not (isinstance(which, int) and 0 <= which < len(self.score_cards)):
            raise ValueError(f"no score card for seat {which!r}: score cards exist once the round is over")
        self.colour, self.seat = None, which
        self._reset_steps()

    def set_by(self, by):
        """Count the flood fill by 'ninth' or by 'third'."""
        if by not in ("ninth", "third"):
            raise ValueError(f"by must be 'ninth' or 'third', not {by!r}")
        self.by = by
        self._reset_steps()

    def set_step(self, k):
        """Show the first ``k`` steps of the flood fill (the slider's value)."""
        self.step_slider.value = k

    def steps(self):
        """How many steps the flood fill of the current choice has."""
        return len(hue_scoring.step_units(render.board_of(self.view), self.colour, self.score_card, self.by))

    def _reset_steps(self):
        n = self.steps()
        self._updating = True
        try:
            if self.step_slider.max < n:
                self.step_slider.max = n
            self.step_slider.value = n
            self.step_slider.max = n
        finally:
            self._updating = False
        self._label()
        self._draw()

    def set_language(self, lang):
        """Show every label and picture in ``lang`` ('fr' or 'en')."""
        if lang not in i18n.LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(i18n.LANGUAGES)}")
        self.lang = lang
        self._label()
        self._draw()

    # --- drawing -------------------------------------------------------------------------
    def _draw(self):
        if self._updating:
            return
        step = self.step_slider.value
        self.picture.value = render_areas(self.view, self.lang, colour=self.colour,
                                                     score_card=self.score_card, step=step, by=self.by)
        if self.view.get("breakdown"):
            names = seat_names(self.view["players"], self.player, self.lang)
            self.scores.value = render.render_score_table(self.view, self.lang, names)
        else:
            self.scores.value = ""

    @property
    def html(self):
        """The area picture's markup."""
        return self.picture.value


# --- still pictures --------------------------------------------------------------------------
class HueScoring(ScoringExercise):
    """"Score this board": the finished patchwork and every player's score card; type each score (H7), Check.

    Check marks each answer and shows the score table: each colour's largest non-poisoned area,
    the centre colour doubled.
    """

    rule = "H7"

    def __init__(self, state, lang=None):
        if state.game != "hue" or not state.is_over:
            raise ValueError("HueScoring needs a finished Hue round")
        if state.match and state.rounds > 1:
            raise ValueError("HueScoring scores one round: give a one-round game, not a match")
        super().__init__(state, lang)

    def render_sheet(self, view, lang, names, reveal):
        """The board and the score cards; the score table once checked."""
        cards = "".join(f'<div class="hue-sc-card"><b>{escape(names[p])}</b>'
                        f'{render.card_html(card, lang)}</div>'
                        for p, card in enumerate(view["score_cards"]))
        parts = [render.board_svg(render.board_of(view), lang), f'<div class="hue-cardrow">{cards}</div>']
        if reveal:
            parts.append(render.render_score_table(view, lang, names))
        return f'<div class="hue-table">{render.style()}{"".join(parts)}</div>'


def picture(state, player=None, lang=None):
    """A still picture of ``state`` as ``player`` sees it (None: the teacher's view, every hand shown); in the
    wrapper ``cardgames-still``, which lays its sections side by side when there is room (hue.css)."""
    lang = lang or i18n.default_language()
    view = state.view(player)
    markup = render.render(view, lang, seat_names(state.players, player, lang), interactive=False)
    return HTML(still_picture(markup))


def cards_picture(cards=None, lang=None):
    """Cards (ids) drawn in a row: by default all 30 (plain, striped, poison, start)."""
    return HTML(render.render_cards(list(CARDS if cards is None else cards), lang or i18n.default_language()))


def areas_picture(source, colour=None, score_card=None, step=None, by="ninth", lang=None):
    """The area-scoring picture of a state, a view or a list of placements (see ``widgets.hue.areas.render_areas``);
    in the wrapper ``cardgames-still``, which puts the caption beside the patchwork when there is room (hue.css)."""
    board = source.view(None) if hasattr(source, "view") else source
    markup = render_areas(board, lang or i18n.default_language(), colour=colour, score_card=score_card, step=step, by=by)
    return HTML(still_picture(markup))


def scores_picture(state, player=None, lang=None):
    """The score table of a finished round (each player's score card and its colours, H7)."""
    lang = lang or i18n.default_language()
    return HTML(render.render_score_table(state.view(player), lang, seat_names(state.players, player, lang)))
