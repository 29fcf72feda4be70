"""The class hub's web service: tornado (it ships with the Jupyter server), JSON requests, on 127.0.0.1 only.

Students' pages reach it through their kernels; every request is checked here, whatever the page did: its size
and form (``checks``), the class code, the student's token for what is theirs, the teacher's key for the
teacher's actions. A refused request changes nothing and answers ``{"refused": message id, "values": {...}}``,
said by the page in its language. Before the teacher reveals a question no student request returns the others'
guesses or the class's pooled run. Only a join says that a code is unknown (and joins with unknown codes are
slowed down, ``checks.WrongJoins``); a student's or the teacher's request with a wrong code is refused as one without
the right token or key.

Every request is a POST whose JSON body carries the secrets (a token or a key), kept out of addresses and logs.
"""

import csv
import datetime
import io
import time

import tornado.web

from class_hub import checks
from class_hub.changes import ClassChanges
from class_hub.checks import Refused
from class_hub.handler import HubHandler
from class_hub.hub_tables import table_routes
from class_hub.play import AWAY_SECONDS
from class_hub.store import ClassLocked, NicknameTaken, UnknownClass

SEEN_EVERY = 15.0          # seconds between two writes of a student's "last seen" while their page asks
TEACHER_ACTIONS = ("state", "lock", "unlock", "hide_names", "show_names", "reveal", "hide", "reset", "end")


class JoinHandler(HubHandler):
    """A student joins a class, or comes back with their token: ``{"nickname", "token"}``."""

    def handle(self, data):
        self.wrong_joins.check()
        code, name = checks.class_code(data.get("code")), checks.nickname(data.get("nickname"))
        token = checks.token(data.get("token"))
        try:
            written, token = self.store.join(code, name, self.clock(), page=str(data.get("page", ""))[:64],
                                             token=token)
        except UnknownClass:
            self.wrong_joins.note_wrong()
            raise
        except NicknameTaken:
            raise Refused("nickname_taken", nickname=name) from None
        except ClassLocked:
            raise Refused("class_locked") from None
        self.changes.changed(code)
        return {"nickname": written, "token": token}


class GuessHandler(HubHandler):
    """A student's guess at a question (theirs only)."""

    def handle(self, data):
        code, name = self.student(data)
        self.store.guess(code, self.question(data), name, checks.guess(data.get("guess")), self.clock())
        self.changes.changed(code)
        return {"ok": True}


class GamesHandler(HubHandler):
    """A batch of games a student simulated, added to the class's pool."""

    def handle(self, data):
        code, name = self.student(data)
        games, total = checks.batch(data.get("games"), data.get("total"))
        self.store.add_games(code, self.question(data), name, games, total, self.clock())
        self.changes.changed(code)
        return {"ok": True}


def shown_to_student(store, code, question, name):
    """What a student may see of ``question``: their own guess, and once the teacher revealed it, the class's guesses
    (without names) and pooled run (the class's curve, and each student's without their name)."""
    shown = {"own": store.own_guess(code, question, name), "revealed": store.is_revealed(code, question)}
    if shown["revealed"]:
        shown["guesses"] = sorted(store.guesses(code, question).values())
        pooled = store.pooled(code, question)
        shown["pooled"] = {"games": pooled["games"], "total": pooled["total"], "curve": pooled["curve"],
                           "curves": list(pooled["curves"].values())}
    return shown


class QuestionHandler(HubHandler):
    """What a student may see of a question (``shown_to_student``)."""

    def handle(self, data):
        code, name = self.student(data)
        return shown_to_student(self.store, code, self.question(data), name)


class QuestionsHandler(HubHandler):
    """What a student may see of the questions of their page (``shown_to_student`` of each), asked every few
    seconds by their kernel; also the roster's "last seen" and page, written at most every SEEN_EVERY seconds."""

    def initialize(self, seen_written, **options):
        super().initialize(**options)
        self.seen_written = seen_written

    def handle(self, data):
        code, name = self.student(data)
        questions = checks.question_ids(data.get("questions"))
        page = str(data.get("page", ""))[:64]
        now, key = self.clock(), (code, name.casefold())
        if self.seen_written.get(key, (None, -SEEN_EVERY))[1] <= now - SEEN_EVERY or \
                self.seen_written[key][0] != page:
            self.store.seen(code, name, now, page)
            self.seen_written[key] = (page, now)
            self.changes.changed(code)
        return {"questions": {question: shown_to_student(self.store, code, question, name) for question in questions}}


class TeacherHandler(HubHandler):
    """The teacher's actions (``TEACHER_ACTIONS``), each needing the class's teacher key; answers the class's
    state: roster, settings, and the question's guesses, count and pooled run when a question is named, with the
    class's ``version`` (``ClassChanges``). The state asked with ``"wait": version`` is answered once the class has
    changed since that version, or after ``changes.WAIT_SECONDS``: the teacher's page hears a change at once."""

    async def wait_for(self, data):
        since = data.get("wait")
        if since is None or data.get("action", "state") != "state":
            return
        if isinstance(since, bool) or not isinstance(since, int) or since < 0:
            raise Refused("request_malformed")
        await self.changes.wait(self.teacher(data), since)

    def handle(self, data):
        code = self.teacher(data)
        action = data.get("action", "state")
        if action not in TEACHER_ACTIONS:
            raise Refused("request_malformed")
        question = self.question(data) if action in ("reveal", "hide", "reset") or "question" in data else None
        if action == "end":
            self.store.end_class(code)
            self.changes.changed(code)
            return {"ended": True}
        if action in ("lock", "unlock"):
            self.store.set_class(code, locked=action == "lock")
        elif action in ("hide_names", "show_names"):
            self.store.set_class(code, anonymous=action == "hide_names")
        elif action in ("reveal", "hide"):
            self.store.reveal(code, question, action == "reveal")
        elif action == "reset":
            self.store.reset(code, question)
        if action != "state":
            self.changes.changed(code)
        version = self.changes.version(code)            # read first: a change while the state is read is not missed
        state = {**self.store.class_state(code), "roster": self.store.roster(code),
                 "questions": self.store.questions(code), "version": version}
        if question is not None:
            guesses = self.store.guesses(code, question)
            state["question"] = {"id": question, "answered": len(guesses), "guesses": guesses,
                                 "revealed": self.store.is_revealed(code, question),
                                 "pooled": self.store.pooled(code, question)}
        return state


class ExportHandler(TeacherHandler):
    """The class's guesses as CSV (question, nickname, guess, time: the hub's local time, to the second), for the
    teacher only."""

    def answer(self, result):
        if "refused" in result or not isinstance(result, list):
            return super().answer(result)
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["question", "nickname", "guess", "time"])
        writer.writerows(result)
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.finish(out.getvalue())

    def handle(self, data):
        return [[question, nickname, guess, datetime.datetime.fromtimestamp(at).isoformat(" ", "seconds")]
                for question, nickname, guess, at in self.store.export_rows(self.teacher(data))]


def make_app(store, clock=time.time, wrong_joins=None, away_seconds=AWAY_SECONDS):
    """The hub's tornado application over ``store`` (``clock``: seconds since the epoch; a player away from a table
    for ``away_seconds`` has their seat played by a bot)."""
    options = {"store": store, "wrong_joins": wrong_joins or checks.WrongJoins(), "clock": clock,
               "changes": ClassChanges()}
    routes = {"/join": JoinHandler, "/guess": GuessHandler, "/games": GamesHandler, "/question": QuestionHandler,
              "/teacher": TeacherHandler, "/teacher/export": ExportHandler}
    handlers = [(path, handler, options) for path, handler in routes.items()]
    handlers.append(("/questions", QuestionsHandler, {**options, "seen_written": {}}))
    tables, shared = table_routes(**options, away_seconds=away_seconds)
    return tornado.web.Application(handlers + tables, tables=shared)
