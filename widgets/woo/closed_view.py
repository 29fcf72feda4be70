"""The closed-phase teaching view: once every card can be counted, what each of your choices is worth.

Once the stock is closed (W6) or exhausted (W4), a player who counts knows every card but the
opponent's unshown ones, and those are among the cards they have not seen (W16's reading in
docs/woo.md): once the stock is exhausted, exactly those. This view shows the opponent's possible
hands (or the one hand, when it is known) and, for each legal choice of the player to move, the
Woo it gives with perfect play on each hand, from ``cardlib.woo.solver`` (``worlds``,
``action_values``), summarised as "wins in k of n hands" and the mean Woo. When there are more
possible hands than ``limit``, a seeded random sample of ``sample`` of them is solved, and the
view says so.

- ``analyse(view, ...)``: the numbers, as plain data (``Analysis``), from the view of the player to move.
- ``render_analysis(analysis, view, lang, names)``: that analysis as HTML, cards drawn by ``widgets.woo.render``.
- ``ClosedPhaseView``: a widget showing it for a state and a player, or following a ``WooTable``.
- ``closed_picture(state, player, lang)``: the same, as a still picture for a notebook.
"""

import json
import random
import re
from fractions import Fraction
from html import escape, unescape
from typing import NamedTuple

import ipywidgets as ipw
from IPython.display import HTML

from cardlib.text import i18n
from cardlib.woo import solver as woo_solver

from . import render
from ..panel import Panel
from ..table import seat_names, still_picture

__all__ = ["EXACT_LIMIT", "SAMPLE", "Analysis", "ClosedPhaseView", "Verdict", "analyse", "closed_picture",
           "render_analysis"]

EXACT_LIMIT = 1000     # solve every possible hand up to this many ...
SAMPLE = 200           # ... else this many drawn at random (each solve takes a few milliseconds)
LISTED_HANDS = 12      # the possible hands are listed one by one up to this many


class Verdict(NamedTuple):
    """One choice of the player to move: its notation, its Woo on each world solved (in order),
    and the summary: how many worlds it wins, ties and loses, and its mean Woo (exact)."""

    action: str
    values: tuple
    wins: int
    ties: int
    losses: int
    mean: Fraction


class Analysis(NamedTuple):
    """What counting tells ``player`` (see ``analyse``). ``status``: 'open' (stock still open),
    'over', 'waiting' (the other player's turn: hands but no verdicts) or 'solved'."""

    player: int
    status: str
    unseen: tuple = ()
    hidden: int = 0          # how many of the unseen cards the opponent holds
    total: int = 0           # how many worlds are possible
    worlds: tuple = ()       # the worlds solved: (opponent's hand, stock)
    exact: bool = True       # whether ``worlds`` are all the possible worlds
    seed: int = 0
    verdicts: tuple = ()

    def best(self):
        """The choices with the highest mean Woo (several when they tie)."""
        if not self.verdicts:
            return []
        top = max(v.mean for v in self.verdicts)
        return [v.action for v in self.verdicts if v.mean == top]


def verdict(action, values):
    """A ``Verdict`` for ``action`` from its Woo on each world solved."""
    values = tuple(values)
    return Verdict(action, values, sum(v > 0 for v in values), sum(v == 0 for v in values),
                   sum(v < 0 for v in values), Fraction(sum(values), len(values)))


def analyse(view, *, limit=EXACT_LIMIT, sample=SAMPLE, seed=0):
    """What counting tells the viewer of ``view`` (``state.view(player)``): the opponent's possible
    hands and, when the viewer is to move in the closed phase, each legal choice's Woo on each of
    them (all of them up to ``limit`` worlds, else ``sample`` drawn with ``random.Random(seed)``)."""
    player = view["viewer"]
    if view["is_over"]:
        return Analysis(player, "over")
    if not view["closed"]:
        return Analysis(player, "open")
    as_mover = dict(view, current_player=player)       # the worlds as the viewer counts them
    unseen = tuple(woo_solver.unseen(as_mover))
    hidden = view["hand_sizes"][1 - player] - len(view["opponent_shown"])
    total = woo_solver.count_worlds(as_mover)
    if view["current_player"] != player:
        return Analysis(player, "waiting", unseen, hidden, total)
    if total <= limit:
        worlds, exact = tuple(woo_solver.worlds(view)), True
    else:
        worlds, exact = tuple(woo_solver.sample_worlds(view, random.Random(seed), sample)), False
    solver = woo_solver.Solver(view["trump"])       # one table for every world (woo_solver.action_values)
    solved = [woo_solver.action_values(view, hand, stock, solver) for hand, stock in worlds]
    verdicts = tuple(verdict(action, [values[action] for values in solved]) for action in view["legal_actions"])
    return Analysis(player, "solved", unseen, hidden, total, worlds, exact, seed, verdicts)


# --- drawing -----------------------------------------------------------------------------------------
def _number(x, lang, digits=2):
    """``x`` signed with ``digits`` decimals, more if needed so that a mean that is not 0 never reads 0.00."""
    while x and round(abs(float(x)), digits) == 0 and digits < 6:
        digits += 1
    text = f"{float(x):+.{digits}f}".replace("-", "−")
    if not x:
        text = text.lstrip("+")
    return i18n.decimal(text, lang)


def _signed(n):
    return f"+{n}" if n > 0 else ("−" + str(-n) if n < 0 else "0")


def _choice(action, view, lang, words=True):
    """A choice's cell: the card's picture (and ``words``) for a play, the announcement's words otherwise."""
    if action.startswith("play "):
        card = action.split()[1]
        said = f'<span>{escape(i18n.text("ui.woo.cv.play", lang, card=card))}</span>' if words else ""
        label = i18n.text("ui.woo.cv.play", lang, card=card)
        return (f'<div class="woo-cards">{render.card_html(card, lang, trump=view["trump"], small=True, label=label)}'
                f'{said}</div>')
    return escape(render.action_label(action, view, lang))


def _choice_words(action, view, lang):
    words = action.split()
    if words[0] == "play":
        return i18n.text("ui.woo.cv.play", lang, card=words[1])
    return render.action_label(action, view, lang)


def _value_cell(value, action, view, lang, names):
    opponent = 1 - view["viewer"]
    words = _choice_words(action, view, lang)
    if value > 0:
        kind, tip = "win", i18n.text("ui.woo.cv.value_win", lang, action=words, n=value)
    elif value < 0:
        kind = "loss"
        tip = i18n.text("ui.woo.cv.value_loss", lang, names=names, action=words, player=opponent, n=-value)
    else:
        kind, tip = "tie", i18n.text("ui.woo.cv.value_tie", lang, action=words)
    return f'<td class="{kind}" data-value="{value}" title="{escape(tip)}">{_signed(value)}</td>'


def _summary_table(analysis, view, lang):
    n = len(analysis.worlds)
    best = set(analysis.best())
    head = "".join(f'<th{" class=move" if k == "choice" else ""}>{escape(i18n.text(f"ui.woo.cv.{k}", lang))}</th>'
                   for k in ("choice", "wins", "ties", "losses", "mean"))
    rows = []
    for v in analysis.verdicts:
        mark = f'<b class="woo-best">{escape(i18n.text("ui.woo.cv.best", lang))}</b>' if v.action in best else ""
        counts = "".join(f'<td data-{name}="{k}">{escape(i18n.text("ui.woo.cv.in_hands", lang, k=k, n=n))}</td>'
                         for name, k in (("wins", v.wins), ("ties", v.ties), ("losses", v.losses)))
        rows.append(f'<tr class="verdict{" best" if v.action in best else ""}" data-choice="{escape(v.action)}">'
                    f'<td class="move">{_choice(v.action, view, lang)}{mark}</td>{counts}'
                    f'<td class="mean" data-mean="{v.mean}" title="{v.mean}">{_number(v.mean, lang)}</td></tr>')
    return f'<table class="woo-verdicts summary"><tr>{head}</tr>{"".join(rows)}</table>'


def _hands_table(analysis, view, lang, names):
    opponent = 1 - view["viewer"]
    head = f'<th class="move">{escape(i18n.text("ui.woo.cv.hand", lang, names=names, player=opponent))}</th>'
    head += "".join(f"<th>{_choice(v.action, view, lang, words=False)}</th>" for v in analysis.verdicts)
    rows = []
    for k, (hand, _stock) in enumerate(analysis.worlds):
        cells = "".join(_value_cell(v.values[k], v.action, view, lang, names) for v in analysis.verdicts)
        cards = render.cards_row(list(hand), lang, view["trump"], small=True)
        rows.append(f'<tr class="world" data-hand="{" ".join(hand)}"><td class="move">{cards}</td>{cells}</tr>')
    title = escape(i18n.text("ui.woo.cv.hands_title", lang, names=names, player=opponent))
    return f'<h3>{title}</h3><table class="woo-verdicts hands"><tr>{head}</tr>{"".join(rows)}</table>'


def render_analysis(analysis, view, lang="en", names=None):
    """``analysis`` (from ``analyse(view)``) as HTML: the opponent's possible hands, the solver's
    verdict on each choice (wins in k of n hands, mean Woo) and, for few hands, each hand's values."""
    if names is None:
        names = seat_names(2, view["viewer"], lang)
    opponent = 1 - analysis.player
    parts = [render.style(), f'<h3>{escape(i18n.text("ui.woo.cv.title", lang))}</h3>']

    def note(text):
        parts.append(f'<p class="woo-note">{render.link_rules(text, lang)}</p>')

    if analysis.status == "over":
        note(i18n.text("ui.woo.cv.over", lang))
    elif analysis.status == "open":
        note(i18n.text("ui.woo.cv.open", lang, names=names, player=opponent))
    else:
        if view["stock_size"] == 0:
            # The cards the opponent has shown (the trump card taken with the last draw) were seen: say so (W16).
            known = "ui.woo.cv.known_shown" if view["opponent_shown"] else "ui.woo.cv.known"
            note(i18n.text(known, lang, names=names, player=opponent))
            hand = render.sort_cards(list(analysis.unseen) + list(view["opponent_shown"]), view["trump"])
            parts.append(render.cards_row(hand, lang, view["trump"], small=True))
        else:
            key = "ui.woo.cv.possible_shown" if view["opponent_shown"] else "ui.woo.cv.possible"
            note(i18n.text(key, lang, names=names, player=opponent, k=analysis.hidden,
                           m=i18n.Message("woo.count.cards", n=len(analysis.unseen)), s=len(analysis.unseen) - analysis.hidden, total=analysis.total))
            parts.append(render.cards_row(list(analysis.unseen), lang, view["trump"], small=True))
        if analysis.status == "waiting":
            note(i18n.text("ui.woo.cv.waiting", lang, names=names, player=view["current_player"]))
        else:
            if analysis.exact:
                note(i18n.text("ui.woo.cv.all_solved", lang))
            else:
                note(i18n.text("ui.woo.cv.sampled", lang, n=len(analysis.worlds), seed=analysis.seed))
            note(i18n.text("ui.woo.cv.value_note", lang, names=names, player=opponent))
            parts.append(_summary_table(analysis, view, lang))
            if analysis.exact and 1 < len(analysis.worlds) <= LISTED_HANDS:
                parts.append(_hands_table(analysis, view, lang, names))
    return (f'<div class="woo-table woo-closed-view" lang="{lang}" data-status="{analysis.status}">'
            f'{"".join(parts)}</div>')


def closed_picture(state, player=0, lang=None, **options):
    """The closed-phase view of ``state`` for ``player`` as a still picture (``options``: see ``analyse``)."""
    lang = lang or i18n.default_language()
    view = state.view(player)
    # .cardgames-still: on a wide page the notes stand beside the table of verdicts (woo.css, issue 25).
    return HTML(still_picture(render_analysis(analyse(view, **options), view, lang)))


class ClosedPhaseView(Panel):
    """The closed-phase teaching view as a widget: for ``state`` and ``player``, or following ``table``
    (a ``WooTable``: its human, its language and the position it shows, redrawn with it).

    ``limit``, ``sample`` and ``seed``: see ``analyse``. Show it with ``display(view)`` or ``view.widget``.
    """

    def __init__(self, state=None, player=0, lang=None, *, table=None, limit=EXACT_LIMIT, sample=SAMPLE, seed=0):
        self.options = {"limit": limit, "sample": sample, "seed": seed}
        self.table = table
        self.lang = lang or (table.lang if table is not None else i18n.default_language())
        self.widget = ipw.HTML()
        self.widget.add_class("cardgames-closed-view")
        self._cache = (None, None)       # (the view's key, its analysis): redraws need no new solve
        self.state, self.player = None, player
        self._observer = None
        if table is not None:
            self._observer = lambda _change: self.follow()
            table.canvas.observe(self._observer, "markup")
            self.follow()
        elif state is not None:
            self.show(state, player)

    def follow(self):
        """Show the position ``table`` shows, for its human, in its language."""
        self.lang = self.table.lang
        self.show(self.table.shown_state(), self.table.human)

    def stop(self):
        """Stop following the table (the view keeps what it shows)."""
        if self._observer is not None:
            self.table.canvas.unobserve(self._observer, "markup")
            self._observer = None

    def show(self, state, player=None):
        """Show what counting tells ``player`` (default: as before) in ``state``."""
        self.state = state
        if player is not None:
            self.player = player
        self.refresh()

    @property
    def view(self):
        """The shown player's view of the shown state."""
        return self.state.view(self.player)

    @property
    def analysis(self):
        """The ``Analysis`` of the shown position (solved once per position)."""
        view = self.view
        key = json.dumps(view, sort_keys=True, default=str)
        if self._cache[0] != key:
            self._cache = (key, analyse(view, **self.options))
        return self._cache[1]

    def refresh(self):
        """Redraw the view."""
        if self.state is None:
            self.widget.value = ""
            return
        names = seat_names(2, self.player, self.lang)
        self.widget.value = render_analysis(self.analysis, self.view, self.lang, names)

    @property
    def text(self):
        """The view's text, without markup."""
        return unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", self.widget.value, flags=re.S)))
