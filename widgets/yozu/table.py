"""Yozu in a notebook or a Voila app: the play table with its constraint panel, and teaching pieces.

- ``YozuTable``: one human against bots, or people sharing the screen (``humans``), as guessers or
  as the Oracle (``human`` and ``first_player`` decide), with the constraint panel (what the public
  answers say about the Oracle's two cards), a switch between the deduction's Oracle models, and the
  Hint (the best bot's advice, then what the deduction says) and teacher view of ``GameTable``.
- ``picture`` / ``cards_picture`` / ``constraints_picture``: still pictures drawn by the same renderer.
- ``why``: why a move is refused in a given position, in the page's language.

The deduction comes from ``cardlib.yozu.deduction`` (through ``deduction_module``, which tests may replace).
"""

from fractions import Fraction
from html import escape

import ipywidgets as ipw
from IPython.display import HTML

from cardlib.text import i18n
from cardlib.yozu import deduction as yozu_deduction
from cardlib.yozu import bits_words

from . import render
from ..table import GameTable, seat_names, still_picture, why

__all__ = ["YozuTable", "cards_picture", "constraints_html", "constraints_picture", "deduce", "picture", "why"]

MODELS = ("random", "hide")      # the deduction's Oracle models (cardlib.yozu.deduction.MODELS)


def deduction_module():
    """The deduction the panel and the hint use: ``cardlib.yozu.deduction`` (a seam for tests)."""
    return yozu_deduction


def public_view(view):
    """``view`` without the Oracle's own cards (and, in a teacher's view, the deck order): what every guesser knows."""
    return {key: value for key, value in view.items() if key not in ("hand", "deck")}


def deduce(view, model="random"):
    """The deduction from the public part of ``view``; None when no turn is in progress or when the
    answers cannot come from an Oracle following ``model``."""
    try:
        return deduction_module().posterior(public_view(view), model=model)
    except ValueError:
        return None


def constraints_html(view, model="random", lang="en"):
    """The constraint view for ``view`` (HTML), or a short note when nothing can be deduced."""
    deduction = deduce(view, model)
    if deduction is None:
        in_turn = not view["is_over"] and view["phase"] != "over"
        return render.render_no_constraints(lang, contradicted=in_turn)
    return render.render_constraints(deduction, view, lang)


def _number(x, digits, lang):
    """``x`` with ``digits`` decimals, written ``lang``'s way (``i18n.decimal``: '1,58' in French)."""
    return i18n.decimal(f"{x:.{digits}f}", lang)


def odds_words(p, lang="en"):
    """A probability in words: 'about 1 chance in 4', 'exactly 3 chances in 10' (French too)."""
    p = Fraction(p)
    if p >= 1:
        return i18n.text("ui.yozu.hint_certain", lang)
    candidates = [Fraction(k, m) for m in range(1, 11) for k in range(1, m + 1)]
    candidates += [Fraction(1, m) for m in range(11, 101)]
    best = min(candidates, key=lambda c: (abs(c - p), c.denominator))
    k, m = best.numerator, best.denominator
    key = "ui.yozu.odds_exact" if best == p else "ui.yozu.odds_about"
    return i18n.text(key, lang, k=k, m=m)


def hint_lines(deduction, lang="en"):
    """The hint as sentences: the pairs left, the barred element, the best guess by hit chance and by information."""
    allowed = deduction.allowed()
    model = render.model_label(deduction.model, lang)
    lines = [render.plural("ui.yozu.hint_intro", len(deduction.pairs), lang, model=model)]
    if deduction.restriction is not None:
        lines.append(i18n.text("ui.yozu.hint_barred", lang, element=deduction.restriction, n=len(allowed)))
    by_hit, p = deduction.best_guess(by="hit")
    by_info, bits = deduction.best_guess(by="information")
    lines.append(i18n.text("ui.yozu.hint_hit", lang, card=by_hit, fraction=render.fraction_text(p),
                           percent=render.percent(p, lang), odds=odds_words(p, lang)))
    if by_info == by_hit:
        lines.append(i18n.text("ui.yozu.hint_same", lang))
    else:
        lines.append(i18n.text("ui.yozu.hint_info", lang, card=by_info, bits=bits_words(bits),
                               factor=_number(2 ** bits, 1, lang),
                               percent=render.percent(deduction.hit(by_info), lang)))
    return lines


def reveal_lines(view, lang="en"):
    """For the Oracle choosing what to reveal (Z5): how many pairs each answer would leave to the guessers."""
    pending = view["pending_guess"]
    animal, season = render.split(pending)
    left = {}
    for element in (animal, season):
        answered = {**public_view(view), "phase": "guess", "pending_guess": None, "restriction": element,
                    "guesses": [*view["guesses"], {"player": None, "guess": pending, "answer": "reveal",
                                                   "revealed": element}]}
        deduction = deduce(answered, "random")          # which pairs stay possible: logic only, no model of choice
        left[element] = 0 if deduction is None else len(deduction.pairs)
    lines = [render.plural("ui.yozu.hint_reveal", left[e], lang, element=e) for e in (animal, season)]
    if left[animal] == left[season]:
        lines.append(i18n.text("ui.yozu.hint_reveal_same", lang))
    else:
        lines.append(i18n.text("ui.yozu.hint_reveal_best", lang, element=max(left, key=left.get)))
    return lines


class YozuTable(GameTable):
    """A Yozu table: the human at seat ``human`` against ``players - 1`` bots, with the constraint panel.

    The human guesses, or is the Oracle when it is their turn to be (``first_player`` fixes the
    first Oracle; else the seed draws it). ``deck``: the 32 cards in notation, top first, for the
    first game only (the first ``players`` cards go face up to players 0, 1, ...; the Oracle then
    draws the next two); "New game" shuffles. ``moves`` are played at once at the start.
    ``model``: the Oracle model of the deduction shown in the panel ("random" or "hide").
    """

    def __init__(self, players=4, seed=None, human=0, bots="greedy", lang=None, *, humans=None, first_player=None,
                 match=False, moves=(), deck=None, model="random"):
        if model not in MODELS:
            raise ValueError(f"unknown Oracle model {model!r}; the models are {', '.join(MODELS)}")
        self.model = model
        self._relabeling = False
        super().__init__("yozu", render.render, players=players, seed=seed, human=human, humans=humans, bots=bots,
                         lang=lang, first_player=first_player, match=match, moves=moves, deck=deck)

    # --- widgets ---------------------------------------------------------------------
    def hand_markup(self, view, lang):
        """The player's hidden cards for the teacher view (the Oracle's two, the deck), drawn small: their
        names, never their notation."""
        cards = view.get("hand") or []
        return render.render_cards(cards, lang, small=True) if cards else None

    def _build_widgets(self):
        super()._build_widgets()
        self.model_buttons = ipw.ToggleButtons(options=self._model_options(), value=self.model,
                                               style={"button_width": "150px", "description_width": "initial"})
        self.model_buttons.add_class("cardgames-model")
        self.model_buttons.observe(self._on_model, "value")
        self.constraints = ipw.HTML()
        self.constraints.add_class("cardgames-constraints")
        self.tools.children = (*self.tools.children, self.model_buttons)
        self._insert_below_explanation(self.constraints)

    def _model_options(self):
        return [(i18n.text(f"ui.yozu.model_option.{m}", self.lang), m) for m in MODELS]

    def _label(self):
        super()._label()
        lang = self.lang
        self.hint_button.tooltip = " ".join((self.hint_button.tooltip, i18n.text("ui.yozu.hint_tip", lang)))
        self.model_buttons.description = i18n.text("ui.yozu.model_label", lang)
        self.model_buttons.tooltips = [i18n.text(f"ui.yozu.model_desc.{m}", lang) for m in MODELS]
        options = self._model_options()
        if list(self.model_buttons.options) != options:
            self._relabeling = True
            try:
                self.model_buttons.options = options
                self.model_buttons.value = self.model
            finally:
                self._relabeling = False

    def _on_model(self, change):
        if self._relabeling or change["new"] is None:
            return
        self.set_model(change["new"])

    def set_model(self, model):
        """Use the Oracle model ``model`` ("random" or "hide") for the panel and the hint, and redraw them."""
        if model not in MODELS:
            raise ValueError(f"unknown Oracle model {model!r}; the models are {', '.join(MODELS)}")
        self.model = model
        if self.model_buttons.value != model:
            self.model_buttons.value = model      # its observer calls back here once more, harmlessly
        self.refresh()

    # --- the game ----------------------------------------------------------------------
    def start(self, seed=None, moves=()):
        """Begin a game (see ``GameTable.start``)."""
        self._forced = set()          # indices of the human's answers given at once (no choice, Z5)
        super().start(seed, moves)

    def _forced_answer(self):
        """A human Oracle's only possible answer now (Z5), or None (a choice, or not a person's to answer)."""
        state = self.state
        if state.is_over or state.current_player not in self.humans or state.phase != "answer":
            return None
        answers = state.legal_actions()
        return answers[0] if len(answers) == 1 else None

    def _run_bots(self):
        """Let the bots play; the human Oracle's forced answers are given at once, without a click
        (the engine makes every answer the Oracle's move, decision Z5), and said in the explanation area
        (with several people at the screen, only to the Oracle: it says "your cards")."""
        super()._run_bots()
        oracle = None
        while (answer := self._forced_answer()) is not None:
            oracle = self.state.current_player
            view = self.state.view(oracle)
            guesser, guess = view["pending_guesser"], view["pending_guess"]
            self._forced.add(len(self._movers))
            self._play(answer)
            if answer.kind == "nothing":
                self.message = i18n.Message("ui.yozu.forced_nothing", player=guesser, card=guess)
            else:
                self.message = i18n.Message("ui.yozu.forced_reveal", player=guesser, card=guess,
                                            element=answer.element)
            self.refusal = False
            super()._run_bots()
        if oracle is not None and self.human != oracle:
            self.message = None         # the answer is in the log; "your cards" would be someone else's

    def _is_decision(self, index):
        """A forced answer is no decision (undo goes past it)."""
        return super()._is_decision(index) and index not in self._forced

    def undo(self):
        """Go back to the human's previous decision (see ``GameTable.undo``)."""
        super().undo()
        self._forced = {index for index in self._forced if index < len(self._movers)}

    def deduction(self):
        """The deduction for the position shown, from the human's (public) view and the current model; None if none."""
        return deduce(self.shown_state().view(self.human), self.model)

    # --- drawing ------------------------------------------------------------------------
    def refresh(self):
        """Redraw the table, the messages, the log, the labels and the constraint panel."""
        super().refresh()
        self._draw_panel()

    def _draw_panel(self):
        view = self.shown_state().view(self.human)
        self.constraints.value = constraints_html(view, self.model, self.lang)

    def hint_lines(self, lang):
        """The hint for the live position (HTML lines): the best bot's move and reasons (``GameTable``),
        then the best next guess by chance to find a card and by information, and why; for the Oracle,
        what each answer gives away."""
        return super().hint_lines(lang) + [escape(line, quote=False) for line in self._deduction_lines(lang)]

    def _deduction_lines(self, lang):
        """What the deduction adds to the bot's advice: for a guess, the best guesses and why; for the
        Oracle's choice, what each answer gives away; nothing otherwise (keep or swap, the end)."""
        view = self.state.view(self.human)
        if view["is_over"] or view["current_player"] != view["viewer"]:
            return []
        if view["phase"] == "answer" and len(view["legal_actions"]) > 1:
            return reveal_lines(view, lang)
        if view["phase"] != "guess":
            return []
        deduction = deduce(view, self.model)
        return hint_lines(deduction, lang) if deduction is not None else [i18n.text("ui.yozu.c_none", lang)]


def picture(state, player=None, lang=None):
    """A still picture of ``state`` as ``player`` sees it (None: the teacher's view, the Oracle's cards face up); in the
    wrapper ``cardgames-still``, which lays its sections side by side when there is room (yozu.css)."""
    lang = lang or i18n.default_language()
    view = state.view(player)
    markup = render.render(view, lang, seat_names(state.players, player, lang), interactive=False)
    return HTML(still_picture(markup))


def cards_picture(cards=None, lang=None):
    """The cards (notation) drawn in a row: by default the sixteen kinds of Z1 (each exists twice)."""
    from cardlib.yozu import NAMES
    return HTML(render.render_cards(list(NAMES if cards is None else cards), lang or i18n.default_language()))


def constraints_picture(state, player=None, model="random", lang=None):
    """What the public answers say about the Oracle's cards in ``state`` (the constraint view), as a picture."""
    lang = lang or i18n.default_language()
    return HTML(constraints_html(state.view(player), model, lang))

