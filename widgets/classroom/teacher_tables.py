"""The class's game tables on the teacher's overview (issue 37): the list, and one table watched.

The teacher opens tables for the students to sit at (a game, its seats and bots; no seat is the teacher's). The
list gives each table's code, game, players (nicknames and bots), whether it waits for players, plays or is
over, and the scores. The teacher watches one table as a spectator: the picture a chosen seat sees, its hand
included, under the teacher view's banner (the players never see another seat's hand); and acts on it: start it
(bots in the free seats), have a bot play a player's seat (the player may come back), or remove a player (a bot
keeps the seat). Requests go through ``ask(path, body)``, the overview's (``TeacherView._ask``): the hub's answer and
None, or None and why it failed in the page's words.
"""

import importlib
from html import escape

import ipywidgets as ipw

import cardlib
from cardlib.text import i18n

from ..assets import stylesheet
from .shared_table import table_seat_names


def tables_table_html(tables, lang):
    """The list of the class's tables (``hub_tables.table_summary`` of each) as an HTML table."""
    say = lambda key, **values: i18n.text(key, lang, **values)        # noqa: E731
    head = "".join(f"<th>{escape(say(key))}</th>" for key in
                   ("ui.shared.column_table", "ui.shared.column_game", "ui.shared.column_players",
                    "ui.shared.column_state", "ui.shared.column_scores"))
    rows = []
    for table in tables:
        state = "over" if table["over"] else "playing" if table["started"] else "open"
        players = ", ".join(table_seat_names(table["seats"], lang))
        scores = " · ".join(str(score) for score in table["scores"])
        rows.append(f'<tr data-table="{escape(table["table"])}"><td>{escape(table["table"])}</td>'
                    f'<td>{escape(table["game"].capitalize())}</td><td>{escape(players)}</td>'
                    f'<td>{escape(say(f"ui.shared.state_{state}"))}</td><td>{escape(scores)}</td></tr>')
    caption = say("ui.shared.tables_caption", n=len(tables))
    return (f'<table class="class-teacher-tables"><caption>{escape(caption)}</caption>'
            f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')


class TeacherTables:
    """The tables' part of the teacher's overview (see the module), in ``lang``; ``widget`` to show."""

    def __init__(self, ask, lang):
        self.ask, self.lang = ask, lang
        self.tables = []
        self.watched = None                 # the hub's teacher view of the table watched
        self.list_box = ipw.HTML()
        self.table_choice = ipw.Dropdown(options=[], style={"description_width": "initial"})
        self.table_choice.add_class("class-teacher-table-choice")
        self.seat_choice = ipw.Dropdown(options=[], style={"description_width": "initial"})
        self.seat_choice.add_class("class-teacher-seat-choice")
        self._quiet = False
        self.table_choice.observe(lambda _c: None if self._quiet else self.watch(), "value")
        self.seat_choice.observe(lambda _c: None if self._quiet else self._draw(), "value")
        self.start_button = ipw.Button()
        self.bot_button = ipw.Button()
        self.remove_button = ipw.Button()
        self.start_button.on_click(lambda _b: self.act("start"))
        self.bot_button.on_click(lambda _b: self.act("bot"))
        self.remove_button.on_click(lambda _b: self.act("remove"))
        self.picture = ipw.HTML()
        self.picture.add_class("class-teacher-table-picture")
        self.title = ipw.HTML()
        self.game_choice = ipw.Dropdown(options=[(game.capitalize(), game) for game in cardlib.GAMES],
                                        style={"description_width": "initial"}, layout=ipw.Layout(width="180px"))
        self.game_choice.add_class("class-teacher-open-game")
        self.seats_box = ipw.Dropdown(style={"description_width": "initial"}, layout=ipw.Layout(width="130px"))
        self.seats_box.add_class("class-teacher-open-seats")
        self.bots_box = ipw.Dropdown(style={"description_width": "initial"}, layout=ipw.Layout(width="130px"))
        self.bots_box.add_class("class-teacher-open-bots")
        self.game_choice.observe(lambda _c: self._offer_seats(), "value")
        self.seats_box.observe(lambda _c: self._offer_bots(), "value")
        self._offer_seats()
        self.open_button = ipw.Button()
        self.open_button.add_class("class-teacher-open-table")
        self.open_button.on_click(lambda _b: self.open_table())
        self.message = ipw.HTML()
        row = dict(layout=ipw.Layout(flex_flow="row wrap", align_items="center"))
        self.watch_box = ipw.VBox([ipw.HBox([self.table_choice, self.seat_choice], **row),
                                   ipw.HBox([self.start_button, self.bot_button, self.remove_button], **row),
                                   self.message, self.picture], layout=ipw.Layout(display="none"))
        self.widget = ipw.VBox([self.title, ipw.HBox([self.game_choice, self.seats_box, self.bots_box,
                                                      self.open_button], **row),
                                self.list_box, self.watch_box])
        self.widget.add_class("class-teacher-tables-part")
        self.widget.layout.display = "none"

    def _say(self, problem):
        """Say ``problem`` (the page's words for a request that failed), or nothing."""
        self.message.value = f'<p class="class-teacher-error">{escape(problem)}</p>' if problem else ""

    def _offer_seats(self):
        info = cardlib.game_module(self.game_choice.value).INFO
        counts = list(range(max(2, info.min_players), info.max_players + 1))
        self.seats_box.options = counts
        self.seats_box.value = 3 if 3 in counts else counts[0]

    def _offer_bots(self):
        self.bots_box.options = list(range(0, self.seats_box.value or 2))
        self.bots_box.value = 0

    def open_table(self):
        """Open a table of the game, seats and bots chosen, for the students to sit at (no seat the teacher's)."""
        opened, problem = self.ask("teacher/tables", {"action": "open", "game": self.game_choice.value,
                                                      "seats": self.seats_box.value, "bots": self.bots_box.value})
        self._say(problem)
        if opened is not None:
            self.watched = opened
            self.refresh()
            self.table_choice.value = opened["table"]

    def fetch(self, watched=None):
        """Ask the hub for the tables, and for the one watched unless ``watched`` is its view already (the answer to
        an action on it): ``(tables, watched, problem)``. Touches no widget: the overview's poll calls it in a
        thread."""
        listed, problem = self.ask("teacher/tables", {})
        if listed is None:
            return None, None, problem
        chosen = self.table_choice.value
        codes = [table["table"] for table in listed["tables"]]
        if chosen not in codes:
            watched = None
        elif watched is None or watched.get("table") != chosen:
            watched, problem = self.ask("teacher/tables", {"table": chosen, "action": "view"})
        return listed["tables"], watched, problem

    def refresh(self, watched=None):
        """Ask the hub and show what it said (``watched``: the view of the table watched, when it has just come)."""
        self.show(*self.fetch(watched))

    def show(self, tables, watched=None, problem=None):
        """Show the tables listed and the one watched."""
        self._say(problem)
        if tables is None:
            return
        self.tables = tables
        lang = self.lang
        self.widget.layout.display = None
        self.title.value = (f'<h3>{escape(i18n.text("ui.shared.teacher_title", lang))}</h3>'
                            f'<p>{escape(i18n.text("ui.shared.teacher_intro", lang))}</p>')
        self.game_choice.description = i18n.text("ui.shared.column_game", lang)
        self.seats_box.description = i18n.text("ui.shared.seats", lang)
        self.bots_box.description = i18n.text("ui.shared.bots", lang)
        self.open_button.description = i18n.text("ui.shared.open", lang)
        self.list_box.value = f'<style>{stylesheet("table.css")}</style>' + tables_table_html(tables, lang)
        options = tuple((f'{t["table"]} ({t["game"].capitalize()})', t["table"]) for t in tables)
        self._quiet = True
        try:
            if options != tuple(self.table_choice.options):
                chosen = self.table_choice.value
                self.table_choice.options = options
                self.table_choice.value = chosen if chosen in [code for _label, code in options] else \
                    (options[-1][1] if options else None)
        finally:
            self._quiet = False
        self.table_choice.description = i18n.text("ui.shared.watch", lang)
        self.seat_choice.description = i18n.text("ui.shared.seen_by", lang)
        self.start_button.description = i18n.text("ui.shared.start", lang)
        self.bot_button.description = i18n.text("ui.shared.bot_plays", lang)
        self.remove_button.description = i18n.text("ui.shared.remove", lang)
        self.watch_box.layout.display = None if tables else "none"
        if watched is not None and watched.get("table") == self.table_choice.value:
            self.watched = watched
            self._draw()
        elif self.table_choice.value is not None and (self.watched or {}).get("table") != self.table_choice.value:
            self.watch()

    def watch(self):
        """Watch the table chosen: its teacher view from the hub."""
        chosen = self.table_choice.value
        if chosen is None:
            return
        watched, problem = self.ask("teacher/tables", {"table": chosen, "action": "view"})
        self._say(problem)
        if watched is not None:
            self.watched = watched
            self._draw()

    def act(self, action):
        """Start the watched table, or have a bot play (``bot``) or keep (``remove``) the chosen seat."""
        if self.watched is None:
            return
        body = {"table": self.watched["table"], "action": action}
        if action in ("bot", "remove"):
            if self.seat_choice.value is None:
                return
            body["seat"] = self.seat_choice.value
        watched, problem = self.ask("teacher/tables", body)
        self._say(problem)
        if watched is not None:
            self.refresh(watched)

    def _draw(self):
        watched, lang = self.watched, self.lang
        if watched is None:
            return
        names = table_seat_names(watched["seats"], lang)
        options = tuple((name, p) for p, name in enumerate(names))
        self._quiet = True
        try:
            if options != tuple(self.seat_choice.options):
                chosen = self.seat_choice.value
                self.seat_choice.options = options
                self.seat_choice.value = chosen if chosen is not None and chosen < len(options) else 0
        finally:
            self._quiet = False
        seat = self.seat_choice.value or 0
        self.start_button.layout.display = "none" if watched["started"] else None
        human = bool(watched["seats"][seat]["nickname"])
        self.bot_button.disabled = not human or bool(watched["seats"][seat]["bot"])
        self.remove_button.disabled = not human
        render = importlib.import_module(f"widgets.{watched['game']}.render").render
        view = watched["view"]["views"][seat]
        banner = i18n.text("ui.shared.teacher_banner", lang, name=names[seat])
        picture = render(view, lang, names, interactive=False)
        self.picture.value = (f'<style>{stylesheet("table.css")}</style><section class="cardgames-teacher">'
                              f'<div class="cardgames-teacher-banner">{escape(banner)}</div>{picture}</section>')
