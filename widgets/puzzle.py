"""Puzzles: "What is the best move here?" from any position, the answer checked against the search bot.

``Puzzle(state)`` draws the position as the player to move sees it, with the game's own renderer: the
student clicks a move on the picture (a card, an announcement; Hue: a card, its direction, then a
cell) or picks it from the list of legal moves and presses Answer. The answer is judged against the
ranking of the strongest bot the game has (``search``; ``SearchBot.ranking``: each candidate's value
and its standard error): the best move is right, and so is any move whose value is as good within the
sampling error (``judge``); the verdict says how close, then the bot's reasons (``explain``) follow, in
the puzzle's language (the page's). ``Puzzle.from_record(record, upto=k)`` and ``Puzzle.from_table(table)`` make one
from a saved game or from the position a table shows now.
"""

import importlib
import math
from html import escape
from typing import NamedTuple

import ipywidgets as ipw

import cardlib
from cardlib import bots as cardbots
from cardlib.text import i18n

from .assets import stylesheet
from .panel import Panel
from .svgcanvas import SvgCanvas
from .table import best_bot, seat_names

__all__ = ["Puzzle", "Verdict", "judge", "rank_moves"]

Z = 1.96       # a move within Z standard errors of the best (two-sided 95%) is as good as the best


class Verdict(NamedTuple):
    """How an answer compares with the bot's ranking: ``right``; the ``message`` saying so, and how close;
    ``move`` and ``best`` in notation; ``gap`` (best value minus the move's, None when unranked) and
    ``error`` (the sampling error allowed, Z standard errors of the difference)."""

    move: str
    right: bool
    best: str
    gap: float | None
    error: float | None
    message: i18n.Message


def rank_moves(state, bot=None, seed=0):
    """(ranking, reasons, bot name) for the player to move in ``state``, from bot ``bot`` (default: the
    strongest the game has) seeded with ``seed``. The ranking is best first, as the bot's
    ``ranking(state)`` gives it (objects with ``move``, ``value``, ``samples``, ``stderr``); a bot without
    ``ranking`` gives its move alone, as a ``BotMove`` whose value is None. ``reasons``: the bot's
    ``explain(state)`` as a list of Messages."""
    name = bot or best_bot(state.game, "search", "greedy")
    player = cardbots.get(name, state.game, seed=seed)
    reasons = cardbots.reasons(player, state)
    ranking = player.ranking(state) if hasattr(player, "ranking") else None
    if ranking is None:
        return [BotMove(str(player.choose(state)))], reasons, name
    return ranking, reasons, name


class BotMove(NamedTuple):
    """The move of a bot that gives no values."""

    move: str
    value: float | None = None
    samples: int = 0
    stderr: float = 0.0


def value_text(game, rank):
    """A candidate's value for people: a win share as a percentage of the playouts, Woo as mean Woo."""
    if game == "woo":
        return i18n.Message("ui.puzzle.woo", woo=i18n.Number(rank.value, 2, sign=True), n=rank.samples)
    return i18n.Message("ui.puzzle.share", percent=round(100 * rank.value), n=rank.samples)


def _amount(game, x):
    """A difference of values for people: Woo, or percentage points of win share."""
    if game == "woo":
        return [i18n.Message("ui.puzzle.woo_gap", woo=i18n.Number(x, 2))]
    return [i18n.Message("ui.puzzle.points", points=i18n.Number(100 * x, 1))]


def judge(game, ranking, move, bot="search"):
    """The ``Verdict`` on ``move`` (notation) against ``ranking`` (best first): right when it is the best,
    or when its value is below the best by at most ``Z`` standard errors of the difference."""
    best = ranking[0]
    said, said_best = cardlib.move_words(game, move), cardlib.move_words(game, best.move)
    if best.value is None:                      # a bot without values: only its move counts
        return Verdict(move, move == best.move, best.move, None, None,
                       i18n.Message("ui.puzzle.only_best", bot=bot, best=said_best, move=said))
    if len(ranking) == 1 and best.samples == 0 and move == best.move:
        return Verdict(move, True, best.move, 0.0, 0.0, i18n.Message("ui.puzzle.forced", move=said))
    best_value = [value_text(game, best)]
    mine = next((r for r in ranking if r.move == move), None)
    if mine is None:
        return Verdict(move, False, best.move, None, None,
                       i18n.Message("ui.puzzle.unranked", move=said, n=len(ranking), best=said_best,
                                    best_value=best_value))
    if mine.move == best.move:
        return Verdict(move, True, best.move, 0.0, 0.0, i18n.Message("ui.puzzle.best", move=said, value=best_value))
    gap = best.value - mine.value
    error = Z * math.sqrt(best.stderr ** 2 + mine.stderr ** 2)
    params = dict(move=said, value=[value_text(game, mine)], best=said_best, best_value=best_value,
                  gap=_amount(game, gap), error=_amount(game, error))
    if gap <= error:
        return Verdict(move, True, best.move, gap, error, i18n.Message("ui.puzzle.as_good", **params))
    rank = ranking.index(mine) + 1
    return Verdict(move, False, best.move, gap, error,
                   i18n.Message("ui.puzzle.worse", rank=i18n.Ordinal(rank), n=len(ranking), **params))


def messages_html(messages, lang):
    """``messages`` as HTML, one line each, in ``lang``."""
    return "".join(f"<div>{escape(i18n.translate(m, lang), quote=False)}</div>" for m in messages)


class Puzzle(Panel):
    """"What is the best move here?" for the player to move in ``state`` (a copy is kept).

    ``bot``: the bot that judges (default: ``search`` when the game has it, else ``greedy``); ``seed``:
    its seed, so the same puzzle is judged the same way. ``lang``: the language of the picture and the texts
    (default: the page's). ``answer(move)`` is what a click or the Answer button does.
    """

    def __init__(self, state, *, bot=None, seed=0, lang=None):
        if state.is_over or state.current_player is None:
            raise ValueError(i18n.Message("ui.puzzle.over"))
        self.state = state.clone()
        self.game = state.game
        self.player = state.current_player
        self.bot = bot or best_bot(self.game, "search", "greedy")
        self.seed = seed
        self.lang = lang or i18n.default_language()
        self.render = importlib.import_module(f"widgets.{self.game}.render").render
        self.verdict = None            # the Verdict of the last answer
        self.refusal = None            # why the last answer is no legal move
        self._ranked = None            # (ranking, reasons, bot name), computed at the first answer
        self.selected, self.direction = None, "E"         # Hue: the card chosen and its direction
        self.pending = None                               # Yoyo: the yellow whose direction is asked (Y4)
        self._build()
        self.refresh()

    @classmethod
    def from_record(cls, record, upto=None, **kwargs):
        """A puzzle at the position after ``upto`` moves of ``record`` (None: its last position)."""
        return cls(cardlib.replay(record, upto=upto), **kwargs)

    @classmethod
    def from_table(cls, table, **kwargs):
        """A puzzle at the position ``table`` shows (the live one, or the past one its slider shows)."""
        kwargs.setdefault("lang", table.lang)
        return cls(table.shown_state(), **kwargs)

    # --- widgets ------------------------------------------------------------------------------------
    def _build(self):
        self.question = ipw.HTML()
        self.canvas = SvgCanvas()
        self.canvas.add_class("cardgames-puzzle-picture")
        self.canvas.on_click(lambda action, move=None, deal=None: self.click(action))
        legal = [str(a) for a in self.state.legal_actions()]
        self.moves_box = ipw.Dropdown(options=legal, value=legal[0], style={"description_width": "initial"},
                                      layout=ipw.Layout(width="360px"))
        self.moves_box.add_class("cardgames-puzzle-moves")
        self.answer_button = ipw.Button(button_style="primary", layout=ipw.Layout(width="auto"))
        self.answer_button.add_class("cardgames-puzzle-answer")
        self.answer_button.on_click(lambda _: self.answer(self.moves_box.value))
        self.result = ipw.HTML()
        self.result.add_class("cardgames-puzzle-result")
        self.widget = ipw.VBox([self.question, self.canvas,
                                ipw.HBox([self.moves_box, self.answer_button],
                                         layout=ipw.Layout(flex_flow="row wrap", align_items="center")),
                                self.result])
        self.widget.add_class("cardgames-puzzle")

    def _picture(self):
        view = self.state.view(self.player)
        names = seat_names(self.state.players, self.player, self.lang)
        if self.game == "hue":
            return self.render(view, self.lang, names, interactive=True, selected=self.selected,
                               direction=self.direction)
        if self.game == "yoyo":
            return self.render(view, self.lang, names, interactive=True, pending=self.pending)
        return self.render(view, self.lang, names, interactive=True)

    def refresh(self):
        """Redraw the labels, the question, the picture and the verdict in ``self.lang``."""
        lang = self.lang
        self.moves_box.description = i18n.text("ui.puzzle.moves", lang)
        self.answer_button.description = i18n.text("ui.puzzle.answer", lang)
        css = f'<style>{stylesheet("table.css")}</style>'
        question = [i18n.Message("ui.puzzle.question", player=self.player), i18n.Message("ui.puzzle.how")]
        self.question.value = f'{css}<div class="cardgames-note hint">{messages_html(question, lang)}</div>'
        self.canvas.markup = self._picture()
        if self.refusal is not None:
            self.result.value = f'{css}<div class="cardgames-note refusal">{messages_html([self.refusal], lang)}</div>'
        elif self.verdict is not None:
            kind = "cardgames-note" if self.verdict.right else "cardgames-note refusal"
            why = [i18n.Message("ui.puzzle.why"), *self._ranked[1]]
            self.result.value = (f'{css}<div class="{kind}">{messages_html([self.verdict.message], lang)}</div>'
                                 f'<div class="cardgames-note hint">{messages_html(why, lang)}</div>')
        else:
            self.result.value = ""

    # --- answers ------------------------------------------------------------------------------------
    def click(self, action):
        """A click on the picture: a legal move answers; the picture's own steps towards a move (Hue: a
        card, its direction, then a cell; Yoyo: a yellow's direction buttons) are followed; anything
        else says why it is no move here (its rule) or how to answer."""
        words = str(action).split()
        step = {"hue": self._hue_step, "yoyo": self._yoyo_step}.get(self.game)
        if step is not None and words and step(words):
            return self.verdict
        if self.state.explain(action) is None:
            return self.answer(action)
        self.refusal = self.state.explain(action) if self._is_move(action) else i18n.Message("ui.puzzle.pick")
        self.refresh()
        self.canvas.announce(i18n.translate(self.refusal, self.lang))
        return None

    def _hue_step(self, words):
        """Hue's clicks: choose a card, turn it or point it, then a cell plays it there (as ``HueTable``)."""
        if len(words) == 2 and words[0] == "select":
            self.selected = words[1]
        elif words == ["turn"]:
            self.direction = importlib.import_module("widgets.hue.render").next_direction(self.direction)
        elif len(words) == 2 and words[0] == "direction":
            self.direction = words[1].upper()
        elif len(words) == 2 and words[0] == "cell" and self.selected is not None:
            self.answer(f"play {self.selected} {words[1]} {self.direction}")
            return True
        else:
            return False
        self.refusal = None
        self.refresh()
        return True

    def _yoyo_step(self, words):
        """Yoyo's ``orient Y15`` shows the yellow's direction buttons (Y4), which answer; a series is
        picked in the list (ticking cards is the table's)."""
        if len(words) != 2 or words[0] != "orient":
            return False
        if words[1] == "cancel":
            self.pending = None
        elif f"play {words[1]} up" in self.state.view(self.player).get("legal_actions", ()):
            self.pending = words[1]
        else:
            self.refusal = self.state.explain(f"play {words[1]} up")
            self.refresh()
            return True
        self.refusal = None
        self.refresh()
        return True

    def _is_move(self, action):
        try:
            self.state.parse_action(action)
        except ValueError:
            return False
        return True

    def ranking(self):
        """The judging bot's (ranking, reasons, name) for the position, computed once."""
        if self._ranked is None:
            self._ranked = rank_moves(self.state, self.bot, self.seed)
        return self._ranked

    def answer(self, move):
        """Judge ``move`` (notation): a ``Verdict``, shown with the bot's reasons; None (and the rule
        shown) when it is no legal move here."""
        reason = self.state.explain(move)
        if reason is not None:
            self.refusal, self.verdict = reason, None
            self.refresh()
            self.canvas.announce(i18n.translate(reason, self.lang))      # read out (ARIA live region)
            return None
        move = str(self.state.parse_action(move))
        ranking, _, name = self.ranking()
        self.refusal = None
        self.verdict = judge(self.game, ranking, move, name)
        if move in self.moves_box.options:
            self.moves_box.value = move
        self.refresh()
        self.canvas.announce(i18n.translate(self.verdict.message, self.lang), polite=True)
        return self.verdict

    @property
    def result_text(self):
        """The verdict and reasons as plain text, for tests and notebooks."""
        import re
        from html import unescape
        body = re.sub(r"<style>.*?</style>", "", self.result.value, flags=re.S)
        return unescape(re.sub(r"<[^>]+>", "\n", body)).replace("\n\n", "\n").strip()
