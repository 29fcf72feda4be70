"""A student's seat at a shared table (issue 37), as their kernel reaches it: the page's requests to the hub about
tables, and the table as the hub shows the student's seat, followed as it changes.

``TableClient`` sends through the kernel's class session (``ClassSession.request``: the student's code, nickname and
token with every request; the hub checks them). ``open``, ``sit``, ``start`` and ``move`` answer what the hub
answered or raise ``HubRefused`` (``class.refused.*``, said by the page in its language; an illegal move carries the
engine's reason, ``explanation``; ``move`` also brings the seat's view after the move, ``shown``). ``follow`` asks
for the seat's view with the change count it has, so that the hub answers at the table's next change (a long poll,
``class_hub.hub_tables.SeatView``), in a thread of the kernel's event loop, and calls ``on_change(shown)`` in the
loop with each answer that is news (``is_news``: not the student's own move, drawn already), while the student's
page is open (``present``, ``presence.PagePresence``): the hub then hears no more of a seat whose page closed.
``shown`` is the hub's answer with its log made of ``i18n.Message`` again (``cardlib.text.plain``): the page shows
every entry in its own language.
"""

import asyncio

from cardlib.text.plain import from_plain
from class_hub import checks
from class_hub.client import HubError, HubRefused

from ..event_loop import running_loop

RETRY_SECONDS = 2.0          # the wait before asking again after the hub did not answer


def shown_from_answer(answer):
    """The hub's answer about a seat, its log and a refusal's explanation made of ``i18n.Message`` again."""
    return {**answer, "log": [from_plain(entry) for entry in answer.get("log", [])]}


def is_news(shown, known):
    """Whether the hub's answer ``shown`` tells more than ``known`` (the seat's last answer, or None): another
    change count or version, and no older position (the student's own move, answered meanwhile, may be newer)."""
    if known is None:
        return True
    if shown["version"] < known["version"]:
        return False
    return (shown["changes"], shown["version"]) != (known["changes"], known["version"])


def refusal_explanation(refused):
    """The engine's reason an illegal move was refused (an ``i18n.Message``), or None for any other refusal."""
    explanation = (refused.values or {}).get("explanation") if isinstance(refused, HubRefused) else None
    return from_plain(explanation) if explanation is not None else None


class TableClient:
    """The student of ``session`` (a joined ``ClassSession``) at table ``table`` (its code, once opened or sat at):
    see the module."""

    def __init__(self, session, table=None):
        self.session, self.table = session, table
        self.seat = None
        self.shown = None                # the hub's last answer about the seat (``shown_from_answer``)
        self.on_change = []              # callbacks(shown), called in the loop at each change
        self.present = lambda: True      # whether the student's page is open (``presence.PagePresence.present``)
        self._follower = None

    def open(self, game, seats, bots=0):
        """Open a table for ``game`` with ``seats`` seats, ``bots`` of them for bots: the student sits at the first.
        The table's code."""
        answer = self.session.request("tables/open", {"game": game, "seats": seats, "bots": bots})
        self.table, self.seat = answer["table"], answer["seat"]
        return self.table

    def tables(self):
        """The class's tables (``hub_tables.table_summary`` of each)."""
        return self.session.request("tables/list", {})["tables"]

    def sit(self, table):
        """Sit at ``table`` (a code as typed): the seat's number (the student's own again after a reload)."""
        answer = self.session.request("tables/sit", {"table": table})
        self.table, self.seat = checks.table_code(table), answer["seat"]     # as the hub wrote it
        return self.seat

    def start(self):
        """Start the game (only the student who opened the table may): whether it started now."""
        return self.session.request("tables/start", {"table": self.table})["started"]

    def move(self, action):
        """Play ``action`` (notation) at the position last shown: the version after it, the seat as the hub shows
        it then in ``shown``; HubRefused when the hub refuses it (``refusal_explanation`` gives the rule's reason of
        an illegal move)."""
        version = self.shown["version"] if self.shown else 0
        answer = self.session.request("tables/move", {"table": self.table, "version": version,
                                                      "action": str(action)})
        self.shown = shown_from_answer(answer["shown"])
        return answer["version"]

    def explain(self, action):
        """Why the hub would refuse ``action`` from the student's seat now (an ``i18n.Message``), or None when it would
        play it, or when the seat is not to move (the hub judges only the mover's moves)."""
        said = self.session.request("tables/explain", {"table": self.table, "action": str(action)})["explanation"]
        return None if said is None else from_plain(said)

    def hint(self):
        """The Hint of the student's seat, computed on the hub: ``(bot name, move, reasons)``, the reasons as
        ``i18n.Message``; HubRefused ``not_your_turn`` when the seat is not to move."""
        said = self.session.request("tables/hint", {"table": self.table})
        return said["bot"], said["move"], [from_plain(reason) for reason in said["reasons"]]

    def view(self, wait=None):
        """The seat as the hub shows it now (``wait``: the change count shown, to be answered at the next change)."""
        self.shown = self._ask(wait)
        self.seat = self.shown["seat"]
        return self.shown

    def _ask(self, wait=None):
        body = {"table": self.table}
        if wait is not None:
            body["wait"] = wait
        return shown_from_answer(self.session.request("tables/view", body))

    def follow(self):
        """Follow the table in the kernel's event loop (nothing without one: a script calls ``view``)."""
        loop = running_loop()
        if loop is not None and (self._follower is None or self._follower.done()):
            self._follower = loop.create_task(self._follow())

    def stop(self):
        """Stop following the table."""
        if self._follower is not None:
            self._follower.cancel()

    async def _follow(self):
        while self.table is not None and self.session.joined:
            if not self.present():           # the page closed: the hub hears nothing more of the seat
                await asyncio.sleep(RETRY_SECONDS)
                continue
            changes = self.shown["changes"] if self.shown else None
            try:
                shown = await asyncio.to_thread(self._ask, changes)
            except HubError:
                await asyncio.sleep(RETRY_SECONDS)
                continue
            if is_news(shown, self.shown):
                self.shown, self.seat = shown, shown["seat"]
                for callback in list(self.on_change):
                    callback(shown)
