"""Play with classmates (issue 37): on a game's app in a class, open a table or sit at one, then play it.

``class_tables(table_class, game, lang, on_seated, on_left)`` is None outside a class server (``dev.py gallery``, the static
site): nothing is shown. In a class it is a ``TablesLobby`` under the whole game, hidden until the student has
joined the class: the number of seats and of bots of a new table, Open; a table's code, Sit; the class's tables of
this game (their code, who sits, whether they play), a click on one sits there. Sitting gives the seat's table
(``shared_table``) to ``on_seated``, which shows it in the whole game's place; Leave the table calls ``on_left``. A student who comes back (a reload, a
kernel culled) is seated again at once at the table where their nickname sits, if it is still playing: the same
table at the same position.
"""

from html import escape

import ipywidgets as ipw

import cardlib
from cardlib.text import i18n
from class_hub.client import HubError

from ..panel import Panel
from .class_bar import hub_error_text
from .session import current_session
from .shared_table import shared_table
from .table_client import TableClient


def tables_html(tables, lang):
    """The tables listed (``hub_tables.table_summary`` of each) as lines: code, seats, and what it is doing."""
    lines = []
    for table in tables:
        seats = ", ".join(seat["nickname"] or (i18n.text("ui.shared.bot", lang) if seat["bot"] else "…")
                          for seat in table["seats"])
        state = "over" if table["over"] else "playing" if table["started"] else "open"
        lines.append(f'<li><b>{escape(table["table"])}</b> · {escape(seats)} · '
                     f'{escape(i18n.text(f"ui.shared.state_{state}", lang))}</li>')
    if not lines:
        return f'<p class="cardgames-note">{escape(i18n.text("ui.shared.no_tables", lang))}</p>'
    return f'<ul class="cardgames-shared-tables">{"".join(lines)}</ul>'


class TablesLobby(Panel):
    """See the module: the lobby of ``game``'s tables in the class of ``session``, in ``lang``."""

    def __init__(self, table_class, game, session, lang, on_seated, on_left):
        self.table_class, self.game, self.session, self.lang = table_class, game, session, lang
        self.on_seated, self.on_left = on_seated, on_left
        self.seated = None                       # the SharedSeat table the student plays, once seated
        info = cardlib.game_module(game).INFO
        counts = list(range(max(2, info.min_players), info.max_players + 1))
        self.title = ipw.HTML()
        self.seats_box = ipw.Dropdown(options=counts, value=min(3, counts[-1]) if 3 in counts else counts[0],
                                      style={"description_width": "initial"}, layout=ipw.Layout(width="150px"))
        self.seats_box.add_class("cardgames-shared-seats-count")
        self.bots_box = ipw.Dropdown(style={"description_width": "initial"}, layout=ipw.Layout(width="150px"))
        self.bots_box.add_class("cardgames-shared-bots-count")
        self.seats_box.observe(lambda _change: self._offer_bots(), "value")
        self._offer_bots()
        self.open_button = ipw.Button(button_style="primary")
        self.open_button.add_class("cardgames-shared-open")
        self.open_button.on_click(lambda _: self.open_table())
        self.code_box = ipw.Text(layout=ipw.Layout(width="120px"))
        self.code_box.add_class("cardgames-shared-code")
        self.sit_button = ipw.Button()
        self.sit_button.add_class("cardgames-shared-sit")
        self.sit_button.on_click(lambda _: self.sit(self.code_box.value))
        self.list_button = ipw.Button()
        self.list_button.add_class("cardgames-shared-list")
        self.list_button.on_click(lambda _: self.list_tables())
        self.leave_button = ipw.Button()
        self.leave_button.add_class("cardgames-shared-leave")
        self.leave_button.on_click(lambda _: self.leave())
        self.leave_button.layout.display = "none"
        self.tables_box = ipw.HTML()
        self.status = ipw.HTML()
        self.status.add_class("cardgames-shared-status")
        row = dict(layout=ipw.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = ipw.VBox([self.title, ipw.HBox([self.seats_box, self.bots_box, self.open_button], **row),
                                ipw.HBox([self.code_box, self.sit_button, self.list_button, self.leave_button],
                                         **row),
                                self.tables_box, self.status])
        self.widget.add_class("cardgames-shared-lobby")
        self._label()
        session.on_change.append(self._follow_session)
        self._follow_session()

    def _label(self):
        lang = self.lang
        self.title.value = f'<h3>{escape(i18n.text("ui.shared.title", lang))}</h3>' \
                           f'<p>{escape(i18n.text("ui.shared.intro", lang))}</p>'
        self.seats_box.description = i18n.text("ui.shared.seats", lang)
        self.bots_box.description = i18n.text("ui.shared.bots", lang)
        self.open_button.description = i18n.text("ui.shared.open", lang)
        self.code_box.placeholder = i18n.text("ui.shared.code", lang)
        self.sit_button.description = i18n.text("ui.shared.sit", lang)
        self.list_button.description = i18n.text("ui.shared.list", lang)
        self.leave_button.description = i18n.text("ui.shared.leave", lang)

    def _offer_bots(self):
        bots = list(range(0, self.seats_box.value))
        self.bots_box.options = bots
        self.bots_box.value = 0

    def _follow_session(self):
        """Shown while the student is in the class; on joining (again), back at their table if it still plays."""
        joined = self.session.joined
        self.widget.layout.display = None if joined else "none"
        if joined and self.seated is None:
            tables = self.list_tables()
            mine = next((t for t in tables or () if not t["over"] and any(
                (seat["nickname"] or "").casefold() == self.session.nickname.casefold() for seat in t["seats"])),
                None)
            if mine is not None:
                self.sit(mine["table"])

    def _say(self, text):
        self.status.value = f'<p class="cardgames-note">{escape(text)}</p>' if text else ""

    def list_tables(self):
        """Show the class's tables of this game; the list (None when the hub could not say)."""
        try:
            tables = [t for t in TableClient(self.session).tables() if t["game"] == self.game]
        except HubError as error:
            self._say(hub_error_text(error, self.lang))
            return None
        self.tables_box.value = tables_html(tables, self.lang)
        return tables

    def open_table(self):
        """Open a table for the seats and bots chosen, the student at its first seat."""
        client = TableClient(self.session)
        try:
            client.open(self.game, self.seats_box.value, self.bots_box.value)
        except HubError as error:
            self._say(hub_error_text(error, self.lang))
            return
        self._seated(client)

    def sit(self, code):
        """Sit at the table ``code`` (as typed)."""
        client = TableClient(self.session)
        try:
            client.sit(code)
        except HubError as error:
            self._say(hub_error_text(error, self.lang))
            return
        self._seated(client)

    def _seated(self, client):
        self._say("")
        if self.seated is not None:
            self.seated.client.stop()
        self.seated = shared_table(self.table_class, client, self.lang)
        self.leave_button.layout.display = None
        self.list_tables()
        self.on_seated(self.seated)

    def leave(self):
        """Back to the student's own game: the table no longer followed (a bot plays the seat after a while; the
        student may sit there again)."""
        if self.seated is not None:
            self.seated.client.stop()
            self.seated = None
        self.leave_button.layout.display = "none"
        self.list_tables()
        self.on_left()


def class_tables(table_class, game, lang, on_seated, on_left):
    """The lobby (``TablesLobby``) of ``game``'s tables for this kernel's class session, or None without a class
    server."""
    session = current_session()
    if session is None:
        return None
    return TablesLobby(table_class, game, session, lang, on_seated, on_left)
