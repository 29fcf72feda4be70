"""A game table for any cardlib game: one human against bots, or several people sharing one screen.

``GameTable`` holds the game's record and the current state; the game module supplies only
a renderer ``render(view, lang, names, interactive=...) -> markup`` whose clickable parts
carry ``data-action="<move notation>"``. The table adds what every game needs: bots that
play until it is the human's turn, the reason shown when a refused move is clicked, undo,
a new game with its seed shown and settable, a slider stepping through the record, a log,
a Hint (what the strongest bot, ``search`` else ``greedy``, would play in
the human's place and why, without playing it), and a teacher view showing every hand.

Hot seat (``humans=(0, 1)``, or the "People" choice for the next game): several people play at one
screen, bots fill the other seats. The table is drawn from the view of the person to move (``human``);
between the turns of two different people a "Pass the screen to Player N" panel replaces the picture
(no card of any hand in it, ``widgets.hotseat``) until that player clicks "I am Player N: show my
cards"; the teacher view is turned off while it is up. Undo goes back to the last decision any
person at the screen made (and puts the panel up if that was someone else); the slider, the log and
the box listing what happened since "your" last move follow the person to move.

Two things every game gets from here, so that a new game's renderer need not do them:

- What happened since the human's last move (``since_your_move``): that move and every move after
  it, each with who made it and the log entries it caused. The table shows them in a box above the
  game's picture, and hands them to the renderer as ``recent`` so that it can mark them its own way
  (the cards just laid, the trick just taken).
- Stale clicks: the live picture is wrapped in an element carrying ``data-move`` (the number of
  moves played) and ``data-deal`` (which game of this table), which ``SvgCanvas`` sends back with
  each click. A click made on a position that has changed since (bots moved, a new game, undo)
  plays nothing and says so ("ui.stale").

Bots wait until the position they move from is on screen: the table is drawn with the bot to move and
"Player 2 is thinking…" (a badge over the picture and the explanation area), and a bot plays one move
when the front end says it has drawn that picture (``SvgCanvas.on_drawn``), then the next bot once that
move is drawn. So a page opening a table does not pay for the bot's search while it loads, and the
human's own move is drawn at once, before any bot thinks about its reply (a refusal too, beside the part
clicked: ``SvgCanvas.announce``). Without a front end (tests, a table never shown) the bots answer a
move at once; ``play_pending()`` plays the bots still to move, and so does the first click or move.

A table speaks the page's language (its link's ``?lang=``, issue 34), and shows no language switch:
``set_language`` redraws it in another language from Python (a teacher in JupyterLab).
"""

import re
from html import escape, unescape
from typing import NamedTuple

import ipywidgets as ipw

import cardlib
from cardlib import bots as cardbots
from cardlib.text import i18n
from cardlib.state import fresh_seed

from .assets import stylesheet
from .hotseat import SHOW_HAND, handover_html
from .panel import Panel
from .share import ShareLink
from .table_help import TableHelp, best_bot  # noqa: F401  (best_bot: the games' tables import it from here)
from .svgcanvas import SvgCanvas


class RecentMove(NamedTuple):
    """One move of what happened since the human's last move: who made it, its notation, the log entries it caused."""

    player: int
    move: str
    log: tuple


def message_html(message, lang=None, names=None):
    """A ``cardlib.text.i18n.Message`` (a log entry, a refusal) as HTML, in ``lang`` (default: the page's language)."""
    lang = lang or i18n.default_language()
    said = escape(i18n.translate(message, lang, names), quote=False)
    return f'<style>{stylesheet("table.css")}</style><div class="cardgames-note" lang="{lang}">{said}</div>'


def why(state, move, lang=None):
    """Whether ``move`` (notation) may be played now in ``state`` and, if not, the rule that refuses it,
    in ``lang`` (default: the page's language), as a picture for a notebook."""
    from IPython.display import HTML

    reason = state.explain(move)
    if reason is None:
        reason = i18n.Message("ui.allowed", move=cardlib.move_words(state.game, move))
    return HTML(message_html(reason, lang))


def still_picture(markup):
    """``markup`` (a renderer's non-interactive picture) in the wrapper ``cardgames-still``, which each
    game's stylesheet lays out wide when there is room (the examples' pictures, issue 25)."""
    return f'<div class="cardgames-still">{markup}</div>'


def seat_names(players, you=None, lang="en"):
    """Display names per seat: "Player 1", ..., the seat ``you`` marked "(you)"."""
    names = [i18n.player_name(p, lang) for p in range(players)]
    if you is not None:
        names[you] = i18n.text("ui.you_name", lang, name=names[you])
    return names


def _bot_names(bots, players, humans, game):
    """One bot name per seat (None at the humans'): from one name, a list, or a {seat: name} dict."""
    if isinstance(bots, str):
        chosen = [bots] * players
    elif isinstance(bots, dict):
        chosen = [bots.get(p) for p in range(players)]
    else:
        chosen = list(bots)
        if len(chosen) != players:
            raise ValueError(f"give one bot name per seat ({players}), not {len(chosen)}")
    available = cardbots.names(game)
    for p, name in enumerate(chosen):
        if p not in humans and name not in available:
            raise ValueError(f"seat {p}: unknown bot {name!r} for {game}; the bots are {', '.join(available)}")
    for p in humans:
        chosen[p] = None
    return chosen


def _check_humans(humans, players):
    """The seats of the people at the screen as a tuple, checked: different seats from 0 to ``players - 1``."""
    humans = tuple(humans)
    for h in humans:
        if isinstance(h, bool) or not isinstance(h, int) or not 0 <= h < players:
            raise ValueError(f"human must be a seat from 0 to {players - 1}, not {h!r}")
    if not humans or len(set(humans)) != len(humans):
        raise ValueError(f"humans must be one or more different seats, not {humans!r}")
    return humans


class GameTable(TableHelp, Panel):
    """One human (seat ``human``) against bots at any cardlib game, drawn with ``render``.

    ``humans``: the seats of several people sharing the screen (hot seat), instead of ``human``.
    ``bots``: a bot name for every other seat, a list of names per seat, or ``{seat: name}``.
    ``moves``: moves played at once at the start (a scripted position); undo stops there.
    ``deck``: the cards in notation, top first, for the first game only ("New game" shuffles).
    Show it with ``display(table)`` or ``table.widget``.
    """

    # How the explanation area's text in a language (``note_html(text, lang)``) becomes HTML: escaped; a table
    # whose game's texts cite rule ids gives a function linking them to the rules page of that language
    # (``rules_pages.link_rules``).
    note_html = staticmethod(lambda text, lang: escape(text, quote=False))

    def __init__(self, game, render, *, players=None, seed=None, human=0, humans=None, bots="greedy", lang=None,
                 first_player=None, match=False, moves=(), options=None, deck=None):
        self.game = game
        self.render = render
        self.lang = lang or i18n.default_language()
        if self.lang not in i18n.LANGUAGES:
            raise ValueError(f"unknown language {self.lang!r}; choose one of {', '.join(i18n.LANGUAGES)}")
        self._setup = {"first_player": first_player, "match": match, **(options or {})}
        self._deck = None if deck is None else list(deck)      # deals the first game only
        self._bots = bots
        self.info = cardlib.game_module(game).INFO
        self._seat(players, (human,) if humans is None else humans)
        self._screen_owner = None    # hot seat: the person who took the screen last ("show my cards")
        self.teacher = False         # the teacher view: every hand shown under the table
        self.message = None          # a Message (or None) shown in the explanation area
        self.refusal = False         # whether ``message`` says why a move was refused
        self._syncing = False
        self._deal = 0               # which game of this table is shown: a click on an earlier one is stale
        self._build_widgets()
        self.start(seed, moves)

    @classmethod
    def from_deck(cls, deck, moves=(), first_player=0, human=0, seed=0, **kwargs):
        """A table dealt from ``deck`` (in the order the game's ``deck`` option takes) after the
        scripted ``moves``; undo stops there. ``kwargs``: the table's other options (``players``...)."""
        return cls(seed=seed, human=human, first_player=first_player, deck=deck, moves=list(moves), **kwargs)

    def _seat(self, players, humans):
        """Check and set the player count, the people's seats and the bots of the other seats."""
        probe = cardlib.new_game(self.game, players, 0, **self._setup)
        humans = _check_humans(humans, probe.players)
        self.bot_names = _bot_names(self._bots, probe.players, humans, self.game)
        self.players = probe.players
        self.humans = humans

    @property
    def human(self):
        """The seat the table is drawn for: the person to move, else the last person who moved (the
        only one, unless several people share the screen)."""
        state = getattr(self, "state", None)
        if state is None:
            return self.humans[0]
        if not state.is_over and state.current_player in self.humans:
            return state.current_player
        return next((p for p in reversed(self._movers) if p in self.humans), self.humans[0])

    @property
    def hot_seat(self):
        """True when several people share the screen."""
        return len(self.humans) > 1

    @property
    def handover_pending(self):
        """True while the pass-the-screen panel hides the table: the person to move has not taken the
        screen yet ("I am Player N: show my cards")."""
        return self.hot_seat and self.human != self._screen_owner

    def show_hand(self):
        """The person named on the pass-the-screen panel has the screen: draw the table for them."""
        self._screen_owner = self.human
        self.refresh()

    # --- widgets ---------------------------------------------------------------------
    def _build_widgets(self):
        self.canvas = SvgCanvas()
        self.canvas.add_class("cardgames-table")
        self.canvas.on_click(self.click)
        self.canvas.on_drawn(self._on_drawn)
        self.explanation = ipw.HTML()
        self.explanation.add_class("cardgames-explanation")
        self.undo_button = ipw.Button()
        self.undo_button.add_class("cardgames-undo")
        self.undo_button.on_click(lambda _: self.undo())
        self.new_button = ipw.Button(button_style="primary")
        self.new_button.add_class("cardgames-new")
        self.new_button.on_click(lambda _: self.new_game(self.seed_box.value, self.players_box.value,
                                                         self.humans_box.value))
        self.new_seed_button = ipw.Button()
        self.new_seed_button.add_class("cardgames-new-seed")
        self.new_seed_button.on_click(lambda _: self.new_game(players=self.players_box.value,
                                                              humans=self.humans_box.value))
        # A different count needs one bot name for every seat: only a single name (or the human's
        # seat being fixed) can be stretched, so the choice is offered only then.
        counts = list(range(self.info.min_players, self.info.max_players + 1))
        self.players_box = ipw.Dropdown(options=counts, value=self.players, layout=ipw.Layout(width="150px"),
                                        style={"description_width": "initial"},
                                        disabled=not isinstance(self._bots, str) or self._setup["first_player"] is not None)
        self.players_box.add_class("cardgames-players")
        self.players_box.observe(lambda change: self._offer_humans(change["new"]), "value")
        self.humans_box = ipw.Dropdown(options=list(range(1, self.players + 1)), value=len(self.humans),
                                       layout=ipw.Layout(width="150px"), style={"description_width": "initial"},
                                       disabled=isinstance(self._bots, dict))
        self.humans_box.add_class("cardgames-humans")
        self.seed_box = ipw.IntText(layout=ipw.Layout(width="200px"), style={"description_width": "initial"})
        self.seed_box.add_class("cardgames-seed")
        self.slider = ipw.IntSlider(min=0, max=0, value=0, layout=ipw.Layout(width="520px"),
                                    style={"description_width": "initial"})
        self.slider.add_class("cardgames-slider")
        self.slider.observe(self._on_slider, "value")
        self.log_box = ipw.HTML()
        self.log_box.add_class("cardgames-log")
        self.hint_button = ipw.Button(icon="lightbulb-o")
        self.hint_button.add_class("cardgames-hint")
        self.hint_button.on_click(lambda _: self.hint())
        self.teacher_button = ipw.ToggleButton(value=False, icon="eye")
        self.teacher_button.add_class("cardgames-teacher-toggle")
        self.teacher_button.observe(lambda change: self.set_teacher_view(change["new"]), "value")
        # The table's tools, right under the explanation area; a game's table adds its own to them.
        self.tools = ipw.HBox([self.hint_button, self.teacher_button],
                              layout=ipw.Layout(flex_flow="row wrap", align_items="center"))
        controls = ipw.HBox([self.undo_button, self.new_button, self.seed_box, self.new_seed_button,
                             self.players_box, self.humans_box],
                            layout=ipw.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = ipw.VBox([self.canvas, self.explanation, self.tools, controls, self.slider,
                                self.log_box])
        self.widget.add_class("cardgames-app")
        self.share = ShareLink.attach(self)      # "Copy a link to this position" (widgets.share)

    def _label(self):
        lang = self.lang
        self.undo_button.description = i18n.text("ui.undo", lang)
        self.undo_button.tooltip = i18n.text("ui.undo_tip_people" if self.hot_seat else "ui.undo_tip", lang)
        self.new_button.description = i18n.text("ui.new_game", lang)
        self.new_button.tooltip = i18n.text("ui.new_game_tip", lang)
        self.new_seed_button.description = i18n.text("ui.new_seed", lang)
        self.new_seed_button.tooltip = i18n.text("ui.new_seed_tip", lang)
        self.seed_box.description = i18n.text("ui.seed", lang)
        self.players_box.description = i18n.text("ui.players", lang)
        self.players_box.tooltip = i18n.text("ui.players_tip", lang)
        self.humans_box.description = i18n.text("ui.humans", lang)
        self.humans_box.tooltip = i18n.text("ui.humans_tip", lang)
        self.hint_button.description = i18n.text("ui.hint_button", lang)
        self.hint_button.tooltip = i18n.text("ui.hint_tip", lang, bot=self.hint_bot_name())
        self.teacher_button.description = i18n.text("ui.teacher_view", lang)
        self.teacher_button.tooltip = i18n.text("ui.teacher_view_tip", lang)
        self.slider.description = i18n.text("ui.move", lang)

    # --- the game ----------------------------------------------------------------------
    @property
    def record(self):
        """The record of the game so far (the game's header and moves in notation)."""
        return self.state.to_record()

    @property
    def moves(self):
        """The moves played so far, in notation."""
        return self.state.moves

    @property
    def viewing_past(self):
        """True while the slider shows a position before the last move."""
        return self.slider.value < len(self._movers)

    def _offer_humans(self, players):
        """Offer 1 to ``players`` people for the next game (the players box's choice)."""
        count = min(self.humans_box.value, players)
        self.humans_box.options = list(range(1, players + 1))
        self.humans_box.value = count

    def names(self, lang=None):
        """The seats' display names in ``lang`` (default: the table's language)."""
        return seat_names(self.players, self.human, lang or self.lang)

    def start(self, seed=None, moves=()):
        """Begin a game with ``seed`` (None: a fresh one), play ``moves``, then let the bots play."""
        self._hint_at = None          # a hint asked for in the last game is not shown in this one
        deck, self._deck = self._deck, None
        state = cardlib.new_game(self.game, self.players, fresh_seed() if seed is None else seed,
                                 deck=deck, **self._setup)
        self._deal += 1
        self._movers = []
        self._log_marks = []      # the log's length after each move, to tell each move's entries
        self._log_base = len(state.log)      # the entries of the deal, before any move
        self.state = state
        for move in moves:
            self._play(move)
        self._floor = len(self._movers)       # undo never goes into the scripted start
        if not self.bots_pending:
            self._run_bots()        # nothing for a bot to think about (a game's forced moves, if any)
        # else the bots move once the table is on screen (``_on_drawn``) or at ``play_pending``
        self.seed_box.value = self.state.seed
        self._sync_slider()
        self.refresh()

    def new_game(self, seed=None, players=None, humans=None):
        """A new game with ``seed`` (None: drawn at random), ``players`` (None: as now) and ``humans``:
        how many people share the screen, or their seats (None: as now).

        The seed appears in the seed box. The people keep their seats (a count takes the seats from the
        first person's on); every other seat gets the bot.
        """
        if players is not None and players != self.players and self.players_box.disabled:
            raise ValueError("this table was set up for a fixed number of players")
        players = self.players if players is None else players
        if isinstance(humans, int) and not isinstance(humans, bool):
            if not 1 <= humans <= players:
                raise ValueError(f"from 1 to {players} people can play {players}-player games, not {humans}")
            first = self.humans[0] if self.humans[0] < players else 0
            humans = tuple((first + k) % players for k in range(humans))
        elif humans is None:
            humans = tuple(h for h in self.humans if h < players) or (0,)
        if players != self.players or tuple(humans) != self.humans:
            self._seat(players, humans)
            self.players_box.value = self.players
            self.humans_box.value = len(self.humans)
        self.message = None
        self.start(seed)
        self._say(i18n.Message("ui.new_game_started", seed=self.state.seed))

    def _bot_seed(self, move_index):
        # A bot's randomness depends only on the game's seed and the move number, so that a
        # game is reproduced by its seed and the human's moves, even after an undo.
        return (self.state.seed * 1_000_003 + move_index) % 2**32

    def _play(self, action):
        """Play ``action`` for the player to move, noting who moved and where the log stood."""
        self._movers.append(self.state.current_player)
        self.state = self.state.apply(action)
        self._log_marks.append(len(self.state.log))

    def _play_bot(self):
        """The bot to move plays its move."""
        state = self.state
        bot = cardbots.get(self.bot_names[state.current_player], self.game, seed=self._bot_seed(len(self._movers)))
        self._play(bot.choose(state))

    def _run_bots(self):
        while self.bots_pending:
            self._play_bot()

    @property
    def bots_pending(self):
        """True while a bot is to move in the live game: at the start of a game until the front end has
        drawn the table, and after a human move on screen until the front end has drawn that move (each
        bot move is then drawn before the next bot thinks); ``play_pending`` plays them at once."""
        return not self.state.is_over and self.state.current_player not in self.humans

    def play_pending(self, one=False):
        """Let the bots play until it is the human's turn (or the game is over; ``one``: a single bot
        move), then redraw. What the front end does once it has drawn a position where a bot is to move;
        also the first thing a click, a move or a hint does. True if a bot moved."""
        if not self.bots_pending:
            return False
        if one:
            self._play_bot()
            if not self.bots_pending:
                self._run_bots()        # what a game's table plays for the people then (Yozu's forced answers)
        else:
            self._run_bots()
        self._sync_slider()
        self.refresh()
        return True

    def _on_drawn(self, move, deal):
        # Only a picture of the live position waiting for the bots counts: a late message about an
        # earlier picture (a previous deal) must not play this deal's bots before it is shown. One bot
        # move per picture drawn: the student sees each move as it comes, the last one's "thinking".
        if move == self.move_number and deal == self._deal and not self.viewing_past:
            self.play_pending(one=True)

    @property
    def move_number(self):
        """How many moves have been played in the live game (what a click's ``move`` must equal)."""
        return len(self._movers)

    def click(self, action, move=None, deal=None):
        """A click on the table's picture: ``action`` made on the picture of position ``move`` of deal
        ``deal`` (None: the live one, as from Python). A click on a position that has changed since
        plays nothing and says so; any other goes to ``act``. Bots still to move play first, so a click
        on the picture drawn before they moved is refused as stale."""
        self.play_pending()
        if (move is not None and move != self.move_number) or (deal is not None and deal != self._deal):
            self._say(i18n.Message("ui.stale"), refusal=True)
            return
        if action == SHOW_HAND:
            if self.handover_pending:
                self.show_hand()
            return
        if self.handover_pending:
            self._refuse_hidden()
            return
        self.act(action)

    def _refuse_hidden(self):
        """Say that nothing is done while the pass-the-screen panel is up."""
        self._say(i18n.Message("ui.hidden_until_shown", n=self.human + 1), refusal=True)

    def _is_decision(self, index):
        """Whether move ``index`` was a person's decision (a game's table may leave out moves it made for them)."""
        return self._movers[index] in self.humans

    def _last_decision(self):
        """The index of the last decision of the person the table is drawn for (``human``), or None;
        a scripted move of theirs counts when they have decided nothing since."""
        seat = self.human
        for index in range(len(self._movers) - 1, self._floor - 1, -1):
            if self._movers[index] == seat and self._is_decision(index):
                return index
        scripted = [k for k in range(self._floor) if self._movers[k] == seat]
        return scripted[-1] if scripted else None

    def since_your_move(self):
        """What happened since the human's last decision, that move included (from the start if the
        human has not decided anything yet): a ``RecentMove`` per move, oldest first."""
        first = self._last_decision()
        log, moves = self.state.log, self.moves
        recent = []
        for k in range(first or 0, len(self._movers)):
            # The first move's entries: from the start of the log if the human has not decided yet
            # (the deal and who begins), else only what that move caused.
            before = self._log_marks[k - 1] if k else (0 if first is None else self._log_base)
            recent.append(RecentMove(self._movers[k], moves[k], tuple(log[before:self._log_marks[k]])))
        return recent

    def act(self, action):
        """The human chose ``action`` (a move's notation, as clicked): play it, or explain why not. Bots
        still to move play first (``play_pending``), then ``action`` is judged in the position they left."""
        self.play_pending()
        if self.viewing_past:
            self._sync_slider()        # back to the live position; the click was on an old picture
            self.message = None
            self.refresh()
            return
        if self.handover_pending and action != SHOW_HAND:
            self._refuse_hidden()
            return
        if self.state.is_over or self.state.current_player not in self.humans:
            self._say(self.state.explain(action) or i18n.Message("ui.not_your_turn"), refusal=True)
            return
        reason = self.state.explain(action)
        if reason is None:
            reason = self.declined(action)      # a legal move a guided game's step does not follow (widgets.guide)
        if reason is not None:
            self._say(reason, refusal=True)      # the state is left exactly as it was
            return
        self._play(action)
        self.message = None
        if not (self.canvas.on_screen and self.bots_pending):
            # No front end will say it has drawn the move: the bots answer at once (and with no bot to
            # move, what a game's table plays for the people, Yozu's forced answers, is played now).
            self._run_bots()
        # else the move is drawn now, with "Player 2 is thinking…", and the bots answer once it is on screen
        self._sync_slider()
        self.refresh()

    def declined(self, action):
        """Why this table does not play ``action``, a legal move, or None: every move is played here; a guided
        game's table declines those its step does not ask for (``widgets.guide.GuidedPlay``)."""
        return None

    def _say(self, message, refusal=False):
        self.message = message
        self.refusal = refusal
        self.refresh()
        if refusal and hasattr(self.canvas, "announce"):
            # Read out (ARIA live region) and shown beside the part clicked, which may be far from the
            # explanation area on a small screen; after the redraw, so that the bubble is drawn on it.
            self.canvas.announce(i18n.translate(message, self.lang, self.names()), near_click=True)

    def _undo_target(self):
        """The index of the last decision a person at the screen made since the scripted start, or None."""
        for index in range(len(self._movers) - 1, self._floor - 1, -1):
            if self._is_decision(index):
                return index
        return None

    def undo(self):
        """Go back to the previous decision of a person at the screen (replaying the record up to it);
        with several people, whoever made it: the pass-the-screen panel goes up if it was someone else."""
        target = self._undo_target()
        if target is None:
            return
        seat = self._movers[target]
        self.state = cardlib.replay(self.record, upto=target)
        del self._movers[target:]
        del self._log_marks[target:]
        self._sync_slider()
        self._say(i18n.Message("ui.undone_of", n=seat + 1) if self.hot_seat else i18n.Message("ui.undone"))

    # --- step-through ----------------------------------------------------------------------
    def show_move(self, k):
        """Show the position after the first ``k`` moves (the slider's position)."""
        self.slider.value = k

    def _sync_slider(self):
        self._syncing = True
        try:
            end = len(self._movers)
            if self.slider.max < end:
                self.slider.max = end
            self.slider.value = end
            self.slider.max = end
        finally:
            self._syncing = False

    def _on_slider(self, _change):
        if self._syncing:
            return
        self.message = None
        self.refresh()

    # --- drawing ------------------------------------------------------------------------------
    def shown_state(self):
        """The state the table shows: the live one, or a past one while the slider is moved back."""
        if self.viewing_past:
            return cardlib.replay(self.record, upto=self.slider.value)
        return self.state

    # Messages that say nothing of anyone's cards: the only ones shown while the table is hidden.
    _SAID_WHILE_HIDDEN = frozenset({"ui.hidden_until_shown", "ui.stale", "ui.new_game_started", "ui.undone",
                                    "ui.undone_of"})

    def refresh(self):
        """Redraw the table, the messages, the log and the labels (or, while the screen is being passed,
        only the pass-the-screen panel, the log and the labels)."""
        self._label()
        names = self.names()
        live = not self.viewing_past
        state = self.shown_state()
        hidden = self.handover_pending
        self.teacher_button.disabled = self.hint_button.disabled = hidden
        if hidden and self.teacher:
            self.set_teacher_view(False)        # never every hand while the screen changes hands
        if hidden:
            self.canvas.markup = handover_html(self.human, self.lang, self.move_number, self._deal)
            said = self.message if getattr(self.message, "key", None) in self._SAID_WHILE_HIDDEN else None
            text = None if said is None else ("⚠ " if self.refusal else "") + i18n.translate(said, self.lang, names)
            self.explanation.value = "" if text is None else self._box(text, refusal=self.refusal)
            self.log_box.value = self._log_html(state.log, names)
            self.undo_button.disabled = self._undo_target() is None
            return
        if live:
            recent = self.since_your_move()
            picture = self._mark_hint(self.render(state.view(self.human), self.lang, names, interactive=True,
                                                  recent=recent))
            self.canvas.markup = (f'<div class="cardgames-position" data-move="{self.move_number}" '
                                  f'data-deal="{self._deal}">{self._thinking_html(names)}'
                                  f'{self._recent_html(recent, names)}{picture}</div>')
        else:
            self.canvas.markup = self.render(state.view(self.human), self.lang, names, interactive=False)
        if self.teacher:
            self.canvas.markup += self._teacher_markup(state, names)
        if not live:
            note = i18n.text("ui.past", self.lang, k=self.slider.value, n=len(self._movers))
            self.explanation.value = self._box(note)
        elif self.message is not None or self.bots_pending:
            # A bot still to move says so, after the message if there is one ("New game, seed 5.").
            thinking = (i18n.text("ui.thinking", self.lang, names=names, player=self.state.current_player)
                        if self.bots_pending else None)
            text = i18n.translate(self.message, self.lang, names) if self.message is not None else None
            if self.refusal and text is not None:
                self.explanation.value = self._box("⚠ " + text, refusal=True)
            else:
                self.explanation.value = self._box(" ".join(filter(None, (text, thinking))))
        elif self._hint_at is not None and self._hint_at == self._position():
            body = "\n".join(f"<div>{line}</div>" for line in self.hint_lines(self.lang))
            self.explanation.value = (f'<style>{stylesheet("table.css")}</style>'
                                      f'<div class="cardgames-hint-text cardgames-note hint">{body}</div>')
        else:
            self.explanation.value = ""
        self.log_box.value = self._log_html(state.log, names)
        self.undo_button.disabled = self._undo_target() is None

    def compact(self):
        """Show only the picture (the position and the hand) and the explanation area, without the rows of
        controls, the log or the game's own tools: the table of a step-by-step example, one of several on a
        page, which the reader plays a move or two on. Returns the table, so that a cell can end with
        ``WooTable.from_deck(...).compact()``."""
        self.widget.children = (self.canvas, self.explanation)
        self.widget.add_class("cardgames-compact")
        return self

    def _insert_below_explanation(self, *extra):
        """Put the widgets ``extra`` (a game's own tools) right under the explanation area."""
        children = list(self.widget.children)
        at = children.index(self.explanation) + 1
        self.widget.children = tuple(children[:at] + list(extra) + children[at:])

    def _thinking_html(self, names):
        """While a bot is to move, a badge over the picture saying who is thinking (seen even when the
        explanation area is below the screen's edge); empty otherwise."""
        if not self.bots_pending:
            return ""
        text = escape(i18n.text("ui.thinking", self.lang, names=names, player=self.state.current_player))
        return (f'<style>{stylesheet("table.css")}</style>'
                f'<div class="cardgames-thinking" aria-hidden="true"><span></span>{text}</div>')

    def _recent_html(self, recent, names):
        """The box above the picture listing what happened since the human's last move (empty if nothing)."""
        lines = [i18n.translate(entry, self.lang, names) for move in recent for entry in move.log]
        if not lines:
            return ""
        title = i18n.text("ui.recent_start" if self._last_decision() is None else "ui.recent", self.lang)
        items = "".join(f"<li>{escape(line, quote=False)}</li>" for line in lines)
        return (f'<style>{stylesheet("table.css")}</style><div class="cardgames-recent" aria-live="polite">'
                f'<div class="cardgames-recent-title">{escape(title)}</div>'
                # focusable: a keyboard scrolls the list when it is longer than its box (axe: scrollable-region-focusable)
                f'<ol tabindex="0" aria-label="{escape(title)}">{items}</ol></div>')

    def _box(self, text, refusal=False):
        """The explanation area's box holding ``text``, in the table's language (made HTML by ``note_html``)."""
        kind = "cardgames-note refusal" if refusal else "cardgames-note"
        return f'<style>{stylesheet("table.css")}</style><div class="{kind}">{self.note_html(text, self.lang)}</div>'

    def _log_html(self, log, names):
        title = escape(i18n.text("ui.log", self.lang))
        if log:
            items = "".join(f"<li>{escape(i18n.translate(entry, self.lang, names), quote=False)}</li>"
                            for entry in log)
            body = f"<ol>{items}</ol>"
        else:
            body = f"<p>{escape(i18n.text('ui.log_empty', self.lang))}</p>"
        # Focusable and named, so that a keyboard can scroll it (axe: scrollable-region-focusable); a named
        # group, not a region: a page with several tables would hold several landmarks of one name
        # (axe: landmark-unique).
        return (f'<style>{stylesheet("table.css")}</style><div class="cardgames-log-title">{title}</div>'
                f'<div class="cardgames-log-list" tabindex="0" role="group" aria-label="{title}"><div>{body}</div></div>')

    @property
    def explanation_text(self):
        """The explanation area's text, without markup."""
        return unescape(re.sub(r"<[^>]+>", "", re.sub(r"<style>.*?</style>", "", self.explanation.value, flags=re.S)))
