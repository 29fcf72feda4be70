"""The teacher's overview of a class (issue 36): the page the teacher's link opens (``notebooks/teacher.ipynb``).

The link carries the class code and the teacher's key (``?class=CODE&key=KEY``, printed by ``dev.py class``); the
page reads them (``teacher.js``) and gives them to the kernel, which asks the hub for the class, each answer as soon
as the class changes (a long poll, ``class_hub.changes``): the roster (nicknames, the page each is on, when last
seen), each question's answers and reveal state, the pooled runs. Its buttons lock joining, hide names on the
projector, reveal or hide a question's answers, reset a question, export the class's answers as CSV and end the
class (a second click confirms: every record of the class is deleted). Before Reveal the page shows how many have
answered, not what: the class histogram with the exact answer and the pooled convergence curve appear once
revealed, for the projector. Under them, the class's game tables (issue 37, ``teacher_tables``): their players,
state and scores, one watched as a seat sees it.

Every action goes to the hub with the key; the hub checks it (``class_hub.hub.TeacherHandler``).
"""

import asyncio
import base64
import csv
import functools
import io
import json
import os
import pathlib
import re
import time
from html import escape, unescape

import ipywidgets as ipw
import traitlets
from IPython.display import HTML

from cardlib.text import i18n
from class_hub import checks
from class_hub.client import HubClient, HubError, hub_address

from .. import browser
from ..assets import stylesheet
from ..event_loop import running_loop
from ..figures import FigureImage, hide_figure, show_figure
from ..listening import ListeningWidget, listening_script
from ..panel import Panel
from ..predict import exact_answer, question_from_key
from .class_bar import hub_error_text
from .figures import guesses_figure, pooled_figure
from .teacher_tables import TeacherTables

# The overview asks the hub for the class's state with the version it shows; the hub answers once the class has
# changed (class_hub.changes): a student's answer shows at once. When the class changes all the time (30 students'
# games), the overview asks at most once every TEACHER_POLL_SECONDS.
TEACHER_POLL_SECONDS = 0.1
UNREACHABLE_SECONDS = 2.0        # the wait before asking again a hub that did not answer
REDRAW_SECONDS = 1.0             # the figures are drawn at most once a second while the class's games come in
CONFIRM_SECONDS = 10.0           # a second click on End within this time ends the class
CSV_COLUMNS = ("text", "question", "nickname", "guess", "time")     # the export's columns, in the page's language
STUDENTS_ADDRESS = "CARDGAMES_CLASS_STUDENTS"      # the gallery's address for the students (dev.py class sets it)


class TeacherLink(ListeningWidget):
    """Reads ``class`` and ``key`` from the page's address and gives them to the kernel (``asked``)."""

    _esm = listening_script("classroom/widgets_ready.js", "classroom/teacher.js")
    asked = traitlets.Dict({}).tag(sync=True)


NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"     # the gallery's pages, in a clone


@functools.cache
def page_title(page, lang):
    """The title of the gallery's page ``page`` (a notebook's name, as the join bar sends it) in ``lang``: the first
    heading of its notebook's text in that language, as the page shows it; the name itself where the notebook is
    not found (an installed copy without the notebooks, a name no page has)."""
    try:
        cells = json.loads((NOTEBOOKS / f"{pathlib.Path(page).name}.ipynb").read_text(encoding="utf-8"))["cells"]
    except (OSError, ValueError, KeyError, TypeError):
        return page
    for cell in cells:
        source = "".join(cell.get("source", ""))
        if cell.get("cell_type") == "markdown" and f"lang-{lang}" in cell.get("metadata", {}).get("tags", ()) \
                and source.startswith("# "):
            return source.splitlines()[0][2:].strip()
    return page


def plain_text(html):
    """A question's prompt without its markup, for the list of questions."""
    spaced = re.sub(r"<br\s*/?>|</p>|</div>", " ", html)            # where a line ends; inline tags leave no space
    return " ".join(unescape(re.sub(r"<[^>]+>", "", spaced)).split())


class TeacherView(Panel):
    """The overview (see the module) over the hub at ``client``, in ``lang``; ``students``: the address students
    open (shown with the code). ``open(code, key)`` starts it; ``refresh()`` asks the hub once."""

    def __init__(self, client, lang=None, students=None):
        self.client, self.lang, self.students = client, lang or i18n.default_language(), students
        self.code = self.key = None
        self.state = None
        self.ended = False
        self._questions = {}            # question id -> Question (None when it cannot be made again here)
        self._exact = {}                # question id -> its exact answer (computed once: some take seconds)
        self._drawn = None
        self._drawn_at = -REDRAW_SECONDS
        self._end_asked_at = None
        self._poller = None
        self._shown = 0                 # states shown so far: a poll's answer older than the last one shown is dropped
        say = self._say
        self.link = TeacherLink()
        self.link.observe(lambda change: self.open(change["new"].get("code"), change["new"].get("key")), "asked")
        self.header = ipw.HTML(f"<p>{escape(say('class.teacher.open_with_link'))}</p>")
        self.header.add_class("class-teacher-header")
        self.message = ipw.HTML()
        self.lock_button = ipw.Button(description=say("class.teacher.lock"))
        self.names_button = ipw.Button(description=say("class.teacher.hide_names"))
        self.export_button = ipw.Button(description=say("class.teacher.export"), icon="download")
        self.end_button = ipw.Button(description=say("class.teacher.end"), button_style="danger")
        self.download = ipw.HTML()
        self.lock_button.on_click(lambda _b: self.act("unlock" if self.state and self.state["locked"] else "lock"))
        self.names_button.on_click(
            lambda _b: self.act("show_names" if self.state and self.state["anonymous"] else "hide_names"))
        self.export_button.on_click(lambda _b: self.export())
        self.end_button.on_click(lambda _b: self.end())
        self.roster = ipw.HTML()
        self.question_list = ipw.Dropdown(options=[], description=say("class.teacher.question"),
                                          style={"description_width": "initial"}, layout=ipw.Layout(width="100%"))
        self._quiet = False
        self.question_list.observe(lambda _change: None if self._quiet else self.refresh(), "value")
        self.reveal_button = ipw.Button(description=say("class.teacher.reveal"), button_style="primary")
        self.reset_button = ipw.Button(description=say("class.teacher.reset"))
        self.reveal_button.on_click(lambda _b: self.act("hide" if self._revealed() else "reveal", question=True))
        self.reset_button.on_click(lambda _b: self.act("reset", question=True))
        self.count = ipw.HTML()
        self.count.add_class("class-teacher-count")
        self.guesses_image = FigureImage(format="png", layout=ipw.Layout(max_width="900px", display="none"))
        self.pooled_image = FigureImage(format="png", layout=ipw.Layout(max_width="900px", display="none"))
        self.tables = TeacherTables(self._ask, self.lang)      # the class's game tables (issue 37)
        self.controls = ipw.VBox([
            ipw.HBox([self.lock_button, self.names_button, self.export_button, self.end_button],
                     layout=ipw.Layout(flex_flow="row wrap")),
            self.download, self.roster, self.question_list,
            ipw.HBox([self.reveal_button, self.reset_button], layout=ipw.Layout(flex_flow="row wrap")),
            self.count, self.guesses_image, self.pooled_image, self.tables.widget],
            layout=ipw.Layout(display="none"))
        self.widget = ipw.VBox([ipw.HTML(f'<style>{stylesheet("classroom/teacher.css")}</style>'), self.link,
                                self.header, self.message, self.controls])
        self.widget.add_class("class-teacher")

    def _say(self, key, **values):
        return i18n.page_text(key, self.lang, **values)

    def open(self, code, key):
        """Show class ``code`` to its teacher (``key``): True when the hub knows them, else the reason is said."""
        if not isinstance(code, str) or not isinstance(key, str) or not code or not key:
            return False
        self.code, self.key = code, key
        if not self.refresh():
            return False
        self._start_polling()
        return True

    def _ask(self, path, body):
        """The hub's answer to a teacher's request and None, or None and why it failed in the page's words.
        Touches no widget: the poll calls it in a thread."""
        try:
            return self.client.post(path, {"code": self.code, "key": self.key, **body}), None
        except HubError as error:
            return None, hub_error_text(error, self.lang)

    def _said(self, answer, problem):
        """``answer``, with ``problem`` (if any) said on the page."""
        self.message.value = f'<p class="class-teacher-error">{escape(problem)}</p>' if problem else ""
        return answer

    def _post(self, path, body):
        """The hub's answer to a teacher's request, or None with the reason said on the page."""
        return self._said(*self._ask(path, body))

    def _state_asked(self):
        return {"question": self.question_list.value} if self.question_list.value else {}

    def refresh(self):
        """Ask the hub for the class (and the chosen question) and show it: True when it answered."""
        if self.code is None or self.ended:
            return False
        state = self._post("teacher", self._state_asked())
        if state is None:
            return False
        self.show(state)
        self.tables.refresh()
        return True

    def act(self, action, question=False):
        """Do a teacher's ``action`` (lock, hide_names, reveal, reset...; ``question``: on the chosen question)."""
        if self.code is None:
            return
        body = {"action": action}
        if question:
            if not self.question_list.value:
                return
            body["question"] = self.question_list.value
        state = self._post("teacher", body)
        if state is not None:
            self._drawn = None
            self.show(state)

    def export(self):
        """Offer the class's answers as a CSV file to download (a link under the buttons): each question's text in
        the page's language beside its id, the nickname, the guess and the time, under headings in that language."""
        text = self._post("teacher/export", {})
        if text is None:
            return
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow([self._say(f"class.teacher.csv.{column}") for column in CSV_COLUMNS])
        for question, nickname, guess, at in list(csv.reader(io.StringIO(text)))[1:]:
            made = self.question(question)
            writer.writerow([plain_text(made.prompt) if made else "", question, nickname, guess, at])
        data = base64.b64encode(out.getvalue().encode("utf-8")).decode("ascii")
        name = f"class-{self.code}.csv"
        self.download.value = (f'<a download="{name}" href="data:text/csv;charset=utf-8;base64,{data}">'
                               f'{escape(self._say("class.teacher.download", name=name))}</a>')

    def end(self):
        """End the class on a second click within CONFIRM_SECONDS: every record of it is deleted."""
        now = time.monotonic()
        if self._end_asked_at is None or now - self._end_asked_at > CONFIRM_SECONDS:
            self._end_asked_at = now
            self.end_button.description = self._say("class.teacher.end_confirm")
            return
        if self._post("teacher", {"action": "end"}) is not None:
            self.ended = True
            self.controls.layout.display = "none"
            self.header.value = f"<p>{escape(self._say('class.teacher.ended'))}</p>"

    def _revealed(self):
        question = (self.state or {}).get("question")
        return bool(question and question["revealed"])

    def question(self, key):
        """The ``Question`` of id ``key`` in the page's language, or None when it cannot be made here."""
        if key not in self._questions:
            try:
                self._questions[key] = question_from_key(key, self.lang)
            except (KeyError, ValueError, TypeError):
                self._questions[key] = None
        return self._questions[key]

    def show(self, state):
        """Show the hub's ``state`` of the class (``TeacherHandler``'s answer)."""
        self.state = state
        self._shown += 1
        say = self._say
        self.controls.layout.display = None
        where = f" {escape(self.students)}" if self.students else ""
        self.header.value = (f'<p class="class-teacher-code">{escape(say("class.teacher.code"))} '
                             f'<b>{escape(checks.code_text(checks.class_code(self.code)))}</b></p>'
                             f'<p>{escape(say("class.teacher.students_open"))}{where}</p>')
        self.lock_button.description = say("class.teacher.unlock" if state["locked"] else "class.teacher.lock")
        self.names_button.description = say("class.teacher.show_names" if state["anonymous"]
                                            else "class.teacher.hide_names")
        self.roster.value = self._roster_html(state)
        options = tuple((self._question_label(q), q["question"]) for q in state["questions"])
        if options != tuple(self.question_list.options):
            chosen = self.question_list.value
            ids = [value for _label, value in options]
            self._quiet = True                  # the list's own change of value asks nothing
            try:
                self.question_list.options = options
                self.question_list.value = chosen if chosen in ids else (ids[-1] if ids else None)
            finally:
                self._quiet = False
        asked = state.get("question")
        if self.question_list.value and (asked is None or asked["id"] != self.question_list.value):
            self.refresh()                      # the list now names a question this answer did not bring
            return
        self._show_question(asked)

    def _roster_html(self, state):
        say = self._say
        now = time.time()
        rows = []
        for number, student in enumerate(state["roster"], 1):
            name = say("class.teacher.student", n=number) if state["anonymous"] else student["nickname"]
            seen = say("class.teacher.seconds_ago", seconds=max(0, int(now - student["seen"])))
            page = page_title(student["page"], self.lang) if student["page"] else "—"
            rows.append(f"<tr><td>{escape(name)}</td><td>{escape(page)}</td><td>{escape(seen)}</td></tr>")
        head = "".join(f"<th>{escape(say(key))}</th>" for key in
                       ("class.teacher.nickname", "class.teacher.page", "class.teacher.last_seen"))
        caption = say("class.teacher.roster", n=len(state["roster"]))
        return (f'<table class="class-teacher-roster"><caption>{escape(caption)}</caption>'
                f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')

    def _question_label(self, asked):
        question = self.question(asked["question"])
        title = plain_text(question.prompt) if question is not None else asked["question"]
        state = "class.teacher.revealed" if asked["revealed"] else "class.teacher.hidden"
        return self._say("class.teacher.question_label", title=title[:140], n=asked["answered"],
                         state=i18n.Message(state))

    def _show_question(self, asked):
        say = self._say
        self.reveal_button.disabled = self.reset_button.disabled = asked is None
        if asked is None:
            self.count.value = f"<p>{escape(say('class.teacher.no_question_yet'))}</p>"
            hide_figure(self.guesses_image)
            hide_figure(self.pooled_image)
            return
        self.reveal_button.description = say("class.teacher.hide" if asked["revealed"] else "class.teacher.reveal")
        pooled = asked["pooled"]
        self.count.value = (f'<p><b class="class-teacher-answered" data-count="{asked["answered"]}">'
                            f'{escape(say("class.teacher.answered", n=asked["answered"]))}</b> · '
                            f'{escape(say("class.teacher.games", games=pooled["games"]))}</p>')
        question = self.question(asked["id"])
        if not asked["revealed"] or question is None:
            hide_figure(self.guesses_image)
            hide_figure(self.pooled_image)
            self._drawn = None
            return
        drawn = (asked["id"], tuple(sorted(asked["guesses"].values())), pooled["games"])
        if drawn == self._drawn or time.monotonic() - self._drawn_at < REDRAW_SECONDS and self._drawn is not None \
                and drawn[:2] == self._drawn[:2]:
            return
        self._drawn, self._drawn_at = drawn, time.monotonic()
        if asked["id"] not in self._exact:
            self._exact[asked["id"]] = exact_answer(question)
        exact = self._exact[asked["id"]]
        guesses = sorted(asked["guesses"].values())
        show_figure(self.guesses_image, lambda: guesses_figure(question, guesses, None, exact, self.lang))
        if pooled["games"]:
            curves = {"curve": pooled["curve"], "curves": list(pooled["curves"].values())}
            show_figure(self.pooled_image, lambda: pooled_figure(question, curves, exact, self.lang))

    def _start_polling(self):
        loop = running_loop()
        if loop is None:                    # no kernel: a script or a test calls ``refresh`` itself
            return
        if self._poller is None or self._poller.done():
            self._poller = loop.create_task(self._poll())

    async def _poll(self):
        # The request waits in a thread (for a change of the class, or for a hub slow to answer): neither holds the
        # teacher's clicks (Reveal).
        while not self.ended and self.code is not None:
            await asyncio.sleep(TEACHER_POLL_SECONDS)
            if self.ended or self.code is None:
                break
            shown = self._shown
            since = (self.state or {}).get("version")
            body = {**self._state_asked(), **({"wait": since} if isinstance(since, int) else {})}
            answer, problem = await asyncio.to_thread(self._ask, "teacher", body)
            if shown != self._shown or self.ended:      # a click (Reveal) showed a newer state meanwhile
                continue
            state = self._said(answer, problem)
            if state is not None:
                self.show(state)
                self.tables.show(*await asyncio.to_thread(self.tables.fetch))
            else:
                await asyncio.sleep(UNREACHABLE_SECONDS)


def teacher_page(lang=None):
    """The teacher's overview for this kernel's hub (``CARDGAMES_CLASS_HUB``) in ``lang`` (default: the page's), or,
    without a hub (the static site, ``dev.py gallery``), a line saying that the class server is needed."""
    lang = lang or i18n.default_language()
    address = hub_address()
    if address is None or browser.in_browser():
        return HTML(f"<p>{escape(i18n.page_text('class.bar.static', lang))}</p>")     # plain: no widget to save
    return TeacherView(HubClient(address), lang, os.environ.get(STUDENTS_ADDRESS) or None)
