"""A hub table's position as one seat sees it, in the form a game's table reads a state (issue 37).

A student's page at a shared table holds no game: the hub does (``class_hub.play``), and sends the page only what
the student's seat may see (``TableClient.view``). ``SeatState`` answers, from that, what a game's table asks of its
state to draw it and to judge a click: ``view`` of the student's own seat (any other seat is refused: the page never
had it), the player to move, whether the game is over, the public log, and ``explain``: None for a move the view
lists as legal, else the hub's reason (asked once per move and position). It plays nothing: a move goes to the hub
(``widgets.classroom.shared_table``).
"""

import cardlib
from cardlib.text import i18n


class HiddenFromSeat(LookupError):
    """What a seat may not see was asked of its ``SeatState``: another seat's view, or everything."""


class SeatState:
    """The position the hub showed ``shown["seat"]`` (``TableClient.view``); ``explain_at_hub(action)``: the hub's
    reason a move of the seat would be refused (``TableClient.explain``)."""

    def __init__(self, shown, explain_at_hub):
        view = shown["view"]
        self.shown = shown
        self.seat = shown["seat"]
        self.game = shown["game"]
        self.version = shown["version"]
        self.started = shown["started"]
        self.players = view["players"]
        self.current_player = view["current_player"]
        self.is_over = view["is_over"]
        self.match = view["match"]
        self.phase = view.get("phase")           # the games that have phases show them (Yozu's answer, Yoyo's pass)
        self.log = list(shown["log"])
        self.moves = ()            # the moves stay on the hub: a move's notation may name a card others hid
        self.seed = None           # and so does the seed (the deal)
        self._view = view
        self._explain_at_hub = explain_at_hub
        self._explained = {}

    def view(self, player):
        """The view of ``player``: the seat's own only."""
        if player != self.seat:
            raise HiddenFromSeat(f"seat {self.seat} may not see {'everything' if player is None else player}")
        return self._view

    def to_record(self):
        """The game's record (seed and moves), which the hub gives once the game is over; before, HiddenFromSeat."""
        record = self.shown.get("record")
        if record is None:
            raise HiddenFromSeat("the record of a game under way would show the deal")
        return record

    def scores(self):
        """The scores, as the view shows them."""
        return list(self._view["scores"])

    def winners(self):
        """The winners once the game is over, as the view shows them."""
        return list(self._view["winners"])

    def legal_actions(self):
        """The seat's legal moves when it is to move (the view's, parsed as the engine parses them), else none."""
        if not self.started or self.is_over or self.current_player != self.seat:
            return []
        probe = cardlib.new_game(self.game, players=self.players, seed=0)
        return [probe.parse_action(action) for action in self._view.get("legal_actions", ())]

    def explain(self, action):
        """Why ``action`` would be refused from the seat now (an ``i18n.Message``), or None when it would be played.
        A seat not to move gets None (its table says whose turn it is); the hub judges what the view cannot."""
        if not self.started:
            return i18n.Message("class.refused.table_not_started")
        if self.is_over:
            return i18n.Message("class.refused.game_over")
        if self.current_player != self.seat:
            return None
        action = str(action)
        if action in self._view.get("legal_actions", ()):
            return None
        if action not in self._explained:
            self._explained[action] = self._explain_at_hub(action)
        return self._explained[action]
