"""Yoyo in a notebook or a Voila app: the play table against 1 to 5 bots, and still pictures.

- ``YoyoTable``: one human against bots of their choice (``random``, ``greedy`` once cardlib has
  it), 2 to 6 players, one round or a match (Y10), with or without the variant (Y11). Undo, new
  game with a seed and the step-through slider come from
  ``widgets.table.GameTable``. The hand is drawn in colour and value order, the cards that may not
  be laid greyed and hatched (a click says the engine's refusal, its rule linked to the rules
  page); ticking cards makes a series, which the table checks with the engine's ``explain`` of
  its ``play ...`` notation; a yellow's choices (a direction, Y4; a steal's victims and a card to
  pass, Y8) are buttons or clicks. The Hint (why the best bot would play what it plays), the teacher
  view and hot seat (``humans=(0, 1, ...)``: people sharing the screen) come from ``GameTable``.
- ``picture`` / ``cards_picture``: still pictures drawn by the same renderer (``widgets.yoyo.render``).
- ``why``: why a move is refused in a given position, in the page's language.
"""

import ipywidgets as ipw
from IPython.display import HTML

from cardlib import bots as cardbots
from cardlib.text import i18n
from cardlib.yoyo.cards import NOTATION, VALUE, parse_card

from . import render
from ..table import GameTable, best_bot, seat_names, still_picture, why

__all__ = ["DEFAULT_BOT", "YoyoTable", "cards_picture", "picture", "why"]


DEFAULT_BOT = best_bot("yoyo", "greedy")        # the bots a new table gets


class YoyoTable(GameTable):
    """A Yoyo table: the human at seat ``human`` against ``players - 1`` bots named ``bots``.

    ``first_player`` fixes who begins (else the seed draws it; fixing it also fixes the number of
    players). ``deck``: the 64 cards in notation in Y2's order (7 for each player from the first
    player on, then the stock top first), for the first game only. ``match``: twice as many
    rounds as players (Y10); ``variant``: chained steals (Y11). ``moves`` are played at once at
    the start, whoever's turn it is (undo stops there).
    """

    note_html = staticmethod(render.link_rules)       # rule ids linked to the rules page of the text's language

    def __init__(self, players=4, seed=None, human=0, bots=None, lang=None, *, humans=None, first_player=None,
                 match=False, variant=False, moves=(), deck=None):
        self.selection = ()       # the cards ticked for a series, in the order ticked
        self.pending = None       # an orientable yellow whose direction buttons are shown (Y4)
        super().__init__("yoyo", self._draw, players=players, seed=seed, human=human, humans=humans,
                         bots=bots or DEFAULT_BOT,
                         lang=lang, first_player=first_player, match=match, moves=moves, deck=deck,
                         options={"variant": bool(variant)})

    # --- widgets ---------------------------------------------------------------------
    def _build_widgets(self):
        super()._build_widgets()
        bot = self._bots if isinstance(self._bots, str) else \
            next((name for name in self.bot_names if name is not None), DEFAULT_BOT)
        self.bot_box = ipw.Dropdown(options=cardbots.names("yoyo"), value=bot, layout=ipw.Layout(width="200px"),
                                    style={"description_width": "initial"})
        self.bot_box.add_class("cardgames-bot")
        self.bot_box.observe(lambda change: self.set_bot(change["new"]), "value")
        self.match_box = ipw.Checkbox(value=bool(self._setup["match"]), indent=False, layout=ipw.Layout(width="auto"))
        self.match_box.add_class("cardgames-match")
        self.match_box.observe(lambda change: self._setup.update(match=change["new"]), "value")
        self.variant_box = ipw.Checkbox(value=self._setup["variant"], indent=False, layout=ipw.Layout(width="auto"))
        self.variant_box.add_class("cardgames-variant")
        self.variant_box.observe(lambda change: self._setup.update(variant=change["new"]), "value")
        self.tools.children = (*self.tools.children, self.bot_box, self.match_box, self.variant_box)

    def _label(self):
        super()._label()
        lang = self.lang
        self.bot_box.description = i18n.text("ui.yoyo.bot_label", lang)
        self.bot_box.tooltip = i18n.text("ui.yoyo.bot_tip", lang)
        self.match_box.description = i18n.text("ui.yoyo.match_label", lang)
        self.match_box.tooltip = i18n.text("ui.yoyo.match_tip", lang)
        self.variant_box.description = i18n.text("ui.yoyo.variant_label", lang)
        self.variant_box.tooltip = i18n.text("ui.yoyo.variant_tip", lang)

    def set_bot(self, name):
        """Let the bot ``name`` play every other seat from its next move on (and in the next games)."""
        if name not in cardbots.names("yoyo"):
            raise ValueError(f"unknown bot {name!r} for yoyo; the bots are {', '.join(cardbots.names('yoyo'))}")
        if self._bots == name and all(b in (None, name) for b in self.bot_names):
            return
        self._bots = name
        self.bot_names = [None if p in self.humans else name for p in range(self.players)]
        if self.bot_box.value != name:
            self.bot_box.value = name          # its observer calls back here once more, harmlessly
        self._say(i18n.Message("ui.yoyo.bot_changed", bot=name))

    # --- the game ----------------------------------------------------------------------
    def _forget_marks(self):
        self.selection = ()
        self.pending = None

    def start(self, seed=None, moves=()):
        """Begin a game (see ``GameTable.start``); nothing ticked."""
        self._forget_marks()
        super().start(seed, moves)

    def _play(self, action):
        self._forget_marks()            # a ticked series or a direction being chosen belong to one position
        super()._play(action)

    def undo(self):
        """Go back to the human's previous decision (see ``GameTable.undo``); nothing ticked."""
        self._forget_marks()
        super().undo()

    def act(self, action):
        """The human clicked ``action``: a move (see ``GameTable.act``), or one of the table's own
        actions: ``select B5`` / ``select clear`` (tick a card for a series, untick all) and
        ``orient Y15`` / ``orient cancel`` (show or hide a yellow's direction buttons, Y4)."""
        self.play_pending()          # bots still to move first play before any click (GameTable.act)
        words = str(action).split()
        if not words or words[0] not in (render.SELECT, render.ORIENT):
            super().act(action)
            return
        if (self.viewing_past or self.handover_pending or self.state.is_over
                or self.state.current_player not in self.humans):
            super().act(action)         # back to the live position, or "not your turn"
            return
        what = words[1] if len(words) > 1 else ""
        if words[0] == render.SELECT:
            self._tick(what)
        else:
            self._orient(what)

    def _tick(self, card):
        if card == "clear":
            self.selection = ()
        elif card in self.selection:
            self.selection = tuple(c for c in self.selection if c != card)
        else:
            c = parse_card(card)
            if c is None or NOTATION[c] not in self.state.view(self.human)["hand"]:
                # the engine says what is wrong with a card one does not hold (Y1, Y3)
                self._say(self.state.explain(f"play {card}"), refusal=True)
                return
            self.selection += (NOTATION[c],)
        self.pending = None
        self.message = None
        self.refresh()

    def _orient(self, card):
        if card == "cancel":
            self.pending = None
        elif f"play {card} up" in self.state.view(self.human).get("legal_actions", ()):
            self.pending = card
        else:
            # not a yellow Y4 lets the human orient now: the engine says why, and nothing is played
            self._say(self.state.explain(f"play {card} up"), refusal=True)
            return
        self.message = None
        self.refresh()

    def series(self):
        """The series the ticked cards make: (its move, the engine's refusal or None); None for fewer
        than two cards. The cards are tried in the order ticked, then by value up, then down; the
        first order the engine accepts is the one offered, else the refusal of the order ticked."""
        ticked = self.selection
        if len(ticked) < 2:
            return None
        by_value = sorted(ticked, key=lambda c: VALUE[parse_card(c)])
        orders = [tuple(ticked), tuple(by_value), tuple(reversed(by_value))]
        for order in dict.fromkeys(orders):
            move = "play " + " ".join(order)
            if self.state.explain(move) is None:
                return move, None
        move = "play " + " ".join(ticked)
        return move, self.state.explain(move)

    def _draw(self, view, lang, names, interactive=True, recent=None):
        """The renderer with the table's own marks (the series ticked, a yellow being oriented)."""
        if not interactive:
            return render.render(view, lang, names, interactive=False)
        return render.render(view, lang, names, interactive=True, recent=recent, selection=self.selection,
                             series=self.series(), pending=self.pending)

    def hint_actions(self, move):
        """The parts that make ``move`` from where the clicks stand: a card's own part; for a series, the tick of
        each card not ticked yet, then (all ticked) the « lay the series » button; for a yellow to orient (Y4), the
        card, then (its direction buttons shown) the direction's button."""
        words = str(move).split()
        if words[:1] != ["play"] or len(words) < 2:
            return [move]
        if words[-1] in ("up", "down"):
            return [move] if self.pending == words[1] else [f"{render.ORIENT} {words[1]}"]
        cards = words[1:]
        if len(cards) == 1:
            return [move]
        unticked = [f"{render.SELECT} {card}" for card in cards if card not in self.selection]
        return unticked or [self.series()[0] if self.series() else move]

    def hand_markup(self, view, lang):
        """The player's hand for the teacher view, drawn small."""
        hand = view.get("hand") or []
        return render.render_cards(hand, lang, size="small") if hand else None


def picture(state, player=None, lang=None):
    """A still picture of ``state`` as ``player`` sees it (None: the teacher's view, every hand face up)."""
    lang = lang or i18n.default_language()
    markup = render.render(state.view(player), lang, seat_names(state.players, player, lang), interactive=False)
    # .cardgames-still: on a wide page the pile stands beside the players and the hand (yoyo.css, issue 25).
    return HTML(still_picture(markup))


def cards_picture(cards=NOTATION, lang=None):
    """The cards (notation) drawn in a row: by default the 56 faces of Y1 (1, 2, 19 and 20 exist
    twice in blue and in red)."""
    return HTML(render.render_cards(list(cards), lang or i18n.default_language()))
