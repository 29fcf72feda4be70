"""A student's seat at a table the class hub holds (issue 37), drawn and played with the game's own table.

``shared_table(table_class, client)`` makes the game's table (``YoyoTable``, ``WooTable``...: the same picture, the
same clicks, the same Hint and explanations) for the seat of ``client`` (a ``TableClient`` that has opened or sat at
a table), with ``SharedSeat`` between the game's table and ``GameTable``: the game's own ways of clicking (a Yoyo
series ticked card by card, a Hue card then its cell) go on as they are, and what ``GameTable`` did with a state of
its own is done with the hub:

- the state is a ``SeatState``: the student's own view and the public log, nothing else (no seed, no moves);
- a move is sent to the hub, which plays it or refuses it (the rule's reason, or a stale click: another player moved
  first); the page then shows the table as the hub has it, and follows it (a long poll) as the others play;
- no bot plays on the page (the hub plays the empty seats, paced) and nothing is undone (the others have seen the
  move: said under the table); no new game, seed, player count, step-through or teacher view: the table is the
  class's; a position link only once the game is over (it opens a copy of one's own): before, it would carry the
  seed, the deal;
- the Hint is the hub's (the search bot on the hub's position, for the student's own seat only);
- the seats are named by their number and the student's nickname or "bot"; the table's code and, before it starts,
  the seats taken, with Start for the student who opened it; the log says when a player is away (a bot plays their
  seat) and back.
"""

import inspect
from html import escape

import ipywidgets as ipw

from cardlib.text import i18n
from class_hub.client import HubError, HubRefused

from ..table import GameTable
from .presence import PagePresence
from .seat_state import SeatState
from .table_client import refusal_explanation


def table_seat_names(seats, lang, you=None):
    """Each seat's number and who plays it (``seats``: the hub's, nickname and bot of each): the student at ``you``,
    a classmate's nickname, a bot (for an absent player: said so), or nobody yet."""
    names = []
    for p, seat in enumerate(seats):
        name = i18n.player_name(p, lang)
        if p == you:
            names.append(i18n.text("ui.you_name", lang, name=name))
        elif seat["nickname"]:
            key = "ui.shared.bot_for" if seat["bot"] else "ui.shared.nickname_seat"
            names.append(i18n.text(key, lang, name=name, nickname=seat["nickname"]))
        elif seat["bot"]:
            names.append(i18n.text("ui.shared.bot_seat", lang, name=name))
        else:
            names.append(i18n.text("ui.shared.empty_seat", lang, name=name))
    return names


def seat_notes(before, after):
    """What the log says of the seats' changes from ``before`` to ``after`` (the hub's seats): a player away whose
    seat a bot now plays, a player back."""
    notes = []
    for p, (was, now) in enumerate(zip(before, after)):
        if now["nickname"] and was["nickname"] == now["nickname"] and bool(was["bot"]) != bool(now["bot"]):
            notes.append(i18n.Message("ui.shared.away" if now["bot"] else "ui.shared.back", player=p))
    return notes


def refusal_message(error):
    """What a shared table says of a ``HubError`` (an ``i18n.Message``): an illegal move's rule, the hub's refusal,
    or that the hub is out of reach."""
    if isinstance(error, HubRefused):
        return refusal_explanation(error) or i18n.Message(error.message_id, **error.values)
    return i18n.Message("class.bar.unreachable")


class MoveRefused(Exception):
    """The hub refused a move the page sent: ``message`` (an ``i18n.Message``) says why."""

    def __init__(self, message):
        super().__init__(message.key)
        self.message = message


class SharedSeat(GameTable):
    """``GameTable`` for a seat at a hub table (see the module); a game's table class comes before it
    (``shared_table``). ``join_table(client)`` sets it on the client's seat."""

    @property
    def shareable(self):
        """A position link only once the game is over: before, it would carry the seed, the deal."""
        state = getattr(self, "state", None)
        return isinstance(state, SeatState) and state.shown.get("record") is not None

    def join_table(self, client):
        """Show and play the seat of ``client`` (a ``TableClient`` with its table and seat), following the table."""
        self.client = client
        self.humans = (client.seat,)
        self._notes = []             # (place in the hub's log, Message): a player away or back, seen on this page
        self._answering = False      # the forced moves of the student being played (``_show``)
        self.bot_names = [None] * self.players
        self.seats_box = ipw.HTML()
        self.seats_box.add_class("cardgames-shared-seats")
        self.start_button = ipw.Button(button_style="primary")
        self.start_button.add_class("cardgames-shared-start")
        self.start_button.on_click(lambda _: self.start_table())
        self.undo_note = ipw.HTML()
        self.undo_note.add_class("cardgames-shared-undo")
        self.presence = PagePresence()       # the table is followed while the page is open
        client.present = self.presence.present
        for control in (self.undo_button, self.new_button, self.seed_box, self.new_seed_button, self.players_box,
                        self.humans_box, self.slider, self.teacher_button):
            control.layout.display = "none"
        self.widget.children = (self.seats_box, self.start_button, *self.widget.children, self.undo_note,
                                self.presence)
        self.widget.add_class("cardgames-shared")
        self._show(client.shown or client.view())
        client.on_change.append(self._show)
        client.follow()

    # --- what the hub shows ------------------------------------------------------------------
    def _show(self, shown):
        """The table as the hub shows the seat now (a new position, a seat taken, the game started): what was said
        of the last position goes with it."""
        before = getattr(self, "state", None)
        state = SeatState(shown, self.client.explain)
        if isinstance(before, SeatState):
            self._notes += [(len(state.log), note) for note in seat_notes(before.shown["seats"], shown["seats"])]
        for index, note in reversed(self._notes):       # said in the log where they happened, on this page
            state.log.insert(index, note)
        self.state = state
        if not isinstance(before, SeatState) or (before.version, before.started) != (state.version, state.started):
            self.message = None
            self._forget_position()
        self.refresh()
        if not self._answering and state.started and not state.is_over and state.current_player == state.seat:
            self._answering = True           # a game's table plays what it plays for the student (Yozu's Z5)
            try:
                self._run_bots()
            except MoveRefused as refused:
                self._say(refused.message, refusal=True)
            finally:
                self._answering = False

    def _forget_position(self):
        """What a game's table marks on one position (a Yoyo series ticked): a new position starts without it."""
        forget = getattr(self, "_forget_marks", None)
        if forget is not None:
            forget()

    def start_table(self):
        """Start the game (the student who opened the table): bots in the seats still empty."""
        try:
            self.client.start()
            self._show(self.client.view())
        except HubError as error:
            self._say(refusal_message(error), refusal=True)

    # --- GameTable's state, bots and moves, at the hub ------------------------------------------
    @property
    def bots_pending(self):
        return False             # the hub's bots play the empty seats

    def play_pending(self, one=False):
        return False

    def _run_bots(self):
        pass                     # a game's table that plays forced moves for the student (Yozu) does so after

    @property
    def move_number(self):
        """The hub's count of the moves played: a click on an older picture is stale."""
        state = getattr(self, "state", None)
        return state.version if isinstance(state, SeatState) else super().move_number

    def _play(self, action):
        """Send ``action`` to the hub; the table as the hub has it after the move, or MoveRefused."""
        try:
            self.client.move(action)
        except HubError as error:
            raise MoveRefused(refusal_message(error)) from None
        self._show(self.client.shown)

    def act(self, action):
        """The student chose ``action``: played at the hub, or the hub's refusal said (see ``GameTable.act``)."""
        try:
            super().act(action)
        except MoveRefused as refused:
            self._say(refused.message, refusal=True)

    def click(self, action, move=None, deal=None):
        if isinstance(getattr(self, "state", None), SeatState) and not self.state.started:
            self._say(i18n.Message("class.refused.table_not_started"), refusal=True)
            return
        super().click(action, move, deal)

    def since_your_move(self):
        return []                # the moves stay on the hub: the log says what happened

    def shown_state(self):
        return self.state

    def _undo_target(self):
        return None

    def undo(self):
        pass

    def _bot_advice(self, name):
        """The hub's Hint for the student's seat: (move, reasons), or None when the seat is not to move."""
        state = self.state
        if state.is_over or state.current_player != self.client.seat:
            return None
        try:
            _bot, move, reasons = self.client.hint()
        except HubError:
            return None
        return move, reasons

    def names(self, lang=None):
        """Each seat's number and who plays it: the student ("you"), a classmate's nickname, or a bot."""
        state = getattr(self, "state", None)
        if not isinstance(state, SeatState):
            return super().names(lang)          # the game's table being built, before it joins the hub's
        return table_seat_names(state.shown["seats"], lang or self.lang, you=state.seat)

    # --- drawing ---------------------------------------------------------------------------------
    def refresh(self):
        """Redraw as ``GameTable`` does, with the table's code and seats above, and whose turn it is."""
        super().refresh()
        state = getattr(self, "state", None)
        if not isinstance(state, SeatState) or not hasattr(self, "seats_box"):
            return
        lang = self.lang
        shown = state.shown
        names = self.names()
        taken = sum(1 for seat in shown["seats"] if seat["nickname"] or seat["bot"])
        said = [i18n.text("ui.shared.table", lang, table=shown["table"]),
                ", ".join(names)]
        if not state.started:
            said.append(i18n.text("ui.shared.waiting_players", lang, taken=taken, seats=len(shown["seats"])))
        self.seats_box.value = '<div class="cardgames-note">' + "<br>".join(escape(line) for line in said) + "</div>"
        opener = (shown["opener"] or "").casefold() == (self.client.session.nickname or "").casefold()
        self.start_button.description = i18n.text("ui.shared.start", lang)
        self.start_button.layout.display = None if opener and not state.started else "none"
        self.share.layout.display = None if self.shareable else "none"
        self.undo_note.value = f'<p class="cardgames-note">{escape(i18n.text("ui.shared.no_undo", lang))}</p>'
        if state.started and not state.is_over and state.current_player != self.client.seat and \
                not self.explanation.value:
            waiting = i18n.text("ui.shared.waiting_for", lang, name=names[state.current_player])
            self.explanation.value = self._box(waiting)


def shared_table(table_class, client, lang=None):
    """The game's table of ``table_class`` (a ``GameTable`` subclass) at the seat of ``client``, as ``SharedSeat``
    says; shown with ``display`` or its ``widget``."""
    shared_class = type(f"Shared{table_class.__name__}", (table_class, SharedSeat), {})
    shown = client.shown or client.view()
    options = {"human": client.seat, "lang": lang}
    if "players" in inspect.signature(table_class).parameters:
        options["players"] = len(shown["seats"])
    table = shared_class(**options)
    table.join_table(client)
    return table

