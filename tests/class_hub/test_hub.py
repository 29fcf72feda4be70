"""The class hub's web service (class_hub.hub, issue 36), through HTTP: a class joined, guesses hidden until the
teacher reveals them, the pooled games, and every bad request refused with its reason and nothing changed; the hub
as a process (``python -m class_hub``): killed and started again, two of them over one PostgreSQL database, a
store it cannot open."""

import asyncio
import datetime
import functools
import json
from unittest import mock

import pytest
from tornado.testing import AsyncHTTPTestCase

from class_hub import changes, checks
from class_hub.__main__ import main as hub_main
from class_hub.hub import make_app
from class_hub.store import SQLiteStore
from conftest import free_port
from hub_processes import kill, post, start_hub


class HubTest(AsyncHTTPTestCase):
    def get_app(self):
        self.now = 1_800_000_000.0
        self.store = SQLiteStore(":memory:")
        self.code, self.key = self.store.open_class(self.now)
        return make_app(self.store, clock=lambda: self.now, wrong_joins=checks.WrongJoins(most=3))

    def ask(self, path, body, status=200):
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        response = self.fetch(path, method="POST", body=raw, raise_error=False)
        assert response.code == status, (path, response.code, response.body[:300])
        return json.loads(response.body) if response.headers["Content-Type"].startswith("application/json") \
            else response.body.decode()

    def join(self, nickname, **more):
        return self.ask("/join", {"code": self.code, "nickname": nickname, **more})

    def teacher(self, action="state", **more):
        return self.ask("/teacher", {"code": self.code, "key": self.key, "action": action, **more})

    def test_guesses_are_hidden_until_the_teacher_reveals_them_then_shown_without_names(self):
        ali, bea = self.join("Ali"), self.join("Bea", page="yozu_probability")
        for student, guess in ((ali, 0.3), (bea, 0.8)):
            self.ask("/guess", {"code": self.code, "question": "q1", "guess": guess, **student})
        self.ask("/games", {"code": self.code, "question": "q1", "games": 100, "total": 80, **bea})
        seen = self.ask("/question", {"code": self.code, "question": "q1", **ali})
        assert seen == {"own": 0.3, "revealed": False}, "before Reveal, nothing of the others"
        state = self.teacher(question="q1")
        assert state["question"]["answered"] == 2 and [s["nickname"] for s in state["roster"]] == ["Ali", "Bea"]
        self.teacher("reveal", question="q1")
        seen = self.ask("/question", {"code": self.code, "question": "q1", **ali})
        assert seen["revealed"] and seen["guesses"] == [0.3, 0.8] and seen["pooled"]["curve"] == [[100, 80.0]]
        assert "Bea" not in json.dumps(seen)
        self.teacher("hide", question="q1")
        assert "guesses" not in self.ask("/question", {"code": self.code, "question": "q1", **ali})

    def test_a_page_asks_about_its_questions_at_once_and_sees_the_others_only_after_reveal(self):
        ali, bea = self.join("Ali", page="ohio"), self.join("Bea")
        self.ask("/guess", {"code": self.code, "question": "q1", "guess": -2.5, **ali})      # a mean of points
        self.ask("/guess", {"code": self.code, "question": "q1", "guess": 1.5, **bea})
        for student, games, total in ((ali, 100, 30), (bea, 50, 10), (ali, 100, 40)):
            self.ask("/games", {"code": self.code, "question": "q1", "games": games, "total": total, **student})
        asked = {"code": self.code, "questions": ["q1", "q2"], "page": "yozu_probability", **ali}
        seen = self.ask("/questions", asked)["questions"]
        assert seen == {"q1": {"own": -2.5, "revealed": False}, "q2": {"own": None, "revealed": False}}
        state = self.teacher()
        assert [s["page"] for s in state["roster"]] == ["yozu_probability", ""]          # where Ali is now
        assert state["questions"] == [{"question": "q1", "answered": 2, "revealed": False, "games": 250}]
        self.teacher("reveal", question="q1")
        shown = self.ask("/questions", asked)["questions"]["q1"]
        assert shown["guesses"] == [-2.5, 1.5] and shown["pooled"]["curve"] == [[100, 30.0], [150, 40.0], [250, 80.0]]
        assert sorted(shown["pooled"]["curves"]) == [[[50, 10.0]], [[100, 30.0], [200, 70.0]]]     # faint, nameless
        assert "Bea" not in json.dumps(shown) and "Ali" not in json.dumps(shown)
        forged = {**asked, "token": bea["token"]}
        assert self.ask("/questions", forged, status=403)["refused"] == "class.refused.not_the_student"

    def test_a_student_can_write_only_their_own_answers(self):
        ali, bea = self.join("Ali"), self.join("Bea")
        forged = {"code": self.code, "question": "q1", "guess": 0.9, "nickname": "Bea", "token": ali["token"]}
        refused = self.ask("/guess", forged, status=403)
        assert refused == {"refused": "class.refused.not_the_student", "values": {}}
        assert self.store.guesses(self.code, "q1") == {}
        assert self.ask("/join", {"code": self.code, "nickname": "bea"}, status=400)["refused"] == \
            "class.refused.nickname_taken"
        assert self.join("BEA", token=bea["token"])["nickname"] == "Bea"          # Bea, back after a reload

    def test_a_join_brings_a_well_formed_token_or_none(self):
        drawn = "x" * checks.TOKEN_SHORTEST
        assert self.join("Cy", token=drawn) == {"nickname": "Cy", "token": drawn}    # the page's own, kept
        for token in ("short", "y" * (checks.TOKEN_LONGEST + 1), "has spaces in it, twenty-two+", 12345):
            refused = self.ask("/join", {"code": self.code, "nickname": "Dee", "token": token}, status=400)
            assert refused["refused"] == "class.refused.request_malformed"
        assert [s["nickname"] for s in self.teacher()["roster"]] == ["Cy"]

    def test_the_teacher_s_actions_need_the_teacher_s_key(self):
        student = self.join("Ali")
        for key in ("wrong", student["token"], None):
            refused = self.ask("/teacher", {"code": self.code, "key": key, "action": "end"}, status=403)
            assert refused["refused"] == "class.refused.not_the_teacher"
        self.teacher("lock")
        assert self.ask("/join", {"code": self.code, "nickname": "Bea"}, status=400)["refused"] == \
            "class.refused.class_locked"
        assert self.teacher("end") == {"ended": True}
        # An ended class is no one's: the key opens nothing, and only a join (slowed down) says a code is unknown.
        self.ask("/teacher", {"code": self.code, "key": self.key}, status=403)
        self.ask("/join", {"code": self.code, "nickname": "Ali", "token": student["token"]}, status=404)

    def test_malformed_or_oversized_requests_are_refused_and_change_nothing(self):
        ali = self.join("Ali")
        for body, reason, status in (
                (b"{not json", "request_malformed", 400), (b"[1, 2]", "request_malformed", 400),
                (b"x" * (checks.REQUEST_LARGEST + 1), "request_too_large", 413),
                ({"code": self.code, "question": "q1", "guess": 1e9, **ali}, "guess_out_of_range", 400),
                ({"code": self.code, "question": "", "guess": 0.5, **ali}, "request_malformed", 400),
                ({"code": "??", "question": "q1", "guess": 0.5, **ali}, "code_malformed", 400)):
            assert self.ask("/guess", body, status=status)["refused"] == f"class.refused.{reason}"
        refused = self.ask("/games", {"code": self.code, "question": "q1", "games": 10, "total": 1e9, **ali}, 400)
        assert refused["refused"] == "class.refused.batch_malformed"
        assert self.store.guesses(self.code, "q1") == {} and self.store.pooled(self.code, "q1")["games"] == 0

    def test_codes_tried_one_after_another_are_slowed_down(self):
        for _ in range(3):
            assert self.ask("/join", {"code": "ABCDEFGH", "nickname": "Eve"}, status=404)["refused"] == \
                "class.refused.unknown_class"
        assert self.ask("/join", {"code": "ABCDEFGH", "nickname": "Eve"}, status=429)["refused"] == \
            "class.refused.too_many_wrong_codes"

    def test_the_teacher_s_page_hears_a_change_at_once(self):
        """The teacher's state asked with the version the page shows waits for the class to change (a long poll):
        a student's answer reaches the teacher at once, not at the next of twice-a-second requests."""
        version = self.teacher()["version"]
        ali = self.join("Ali")
        assert self.teacher(wait=version)["version"] > version              # changed since: answered now
        shown = self.teacher()["version"]
        teacher = {"code": self.code, "key": self.key, "action": "state", "wait": shown, "question": "q1"}
        guess = {"code": self.code, "question": "q1", "guess": 0.5, **ali}

        async def waiting_then_a_guess():
            post = functools.partial(self.http_client.fetch, method="POST")
            waiting = asyncio.ensure_future(post(self.get_url("/teacher"), body=json.dumps(teacher)))
            await asyncio.sleep(0.3)
            waited = not waiting.done()
            await post(self.get_url("/guess"), body=json.dumps(guess))
            return waited, json.loads((await waiting).body)

        with mock.patch.object(changes, "WAIT_SECONDS", 60):     # only the guess can end the wait in the test's time
            waited, state = self.io_loop.run_sync(waiting_then_a_guess, timeout=10)
        assert waited and state["version"] > shown and state["question"]["answered"] == 1
        with mock.patch.object(changes, "WAIT_SECONDS", 0.2):    # no change: the state as it is, after the wait
            assert self.teacher(wait=state["version"])["version"] == state["version"]
        for malformed in (-1, "3", True, 1.5):
            assert self.ask("/teacher", {"code": self.code, "key": self.key, "wait": malformed},
                            status=400)["refused"] == "class.refused.request_malformed"

    def test_the_teacher_exports_the_class_s_guesses_as_csv(self):
        ali = self.join("Ali")
        self.ask("/guess", {"code": self.code, "question": "q1", "guess": 0.25, **ali})
        text = self.ask("/teacher/export", {"code": self.code, "key": self.key})
        at = datetime.datetime.fromtimestamp(self.now).isoformat(" ", "seconds")        # the teacher's clock
        assert text.splitlines() == ["question,nickname,guess,time", f"q1,Ali,0.25,{at}"]
        assert self.ask("/teacher/export", {"code": self.code, "key": "wrong"}, status=403)["refused"] == \
            "class.refused.not_the_teacher"


def test_a_hub_killed_mid_class_and_started_again_has_lost_nothing_acknowledged(store_place):
    """``python -m class_hub`` on a SQLite file, then on a PostgreSQL database: a class opened, two students, a
    guess and a batch of games acknowledged; the hub killed (SIGKILL) and started again on the same store answers
    with all of it."""
    hub, said = start_hub(store_place, "--open-class")
    try:
        code, key = said["code"], said["key"]
        ali = post(said["url"], "/join", {"code": code, "nickname": "Ali"})
        post(said["url"], "/join", {"code": code, "nickname": "Bea"})
        post(said["url"], "/guess", {"code": code, "question": "q1", "guess": 0.4, **ali})
        post(said["url"], "/games", {"code": code, "question": "q1", "games": 300, "total": 120, **ali})
    finally:
        kill(hub)
    again, said = start_hub(store_place)
    try:
        state = post(said["url"], "/teacher", {"code": code, "key": key, "question": "q1"})
        assert [student["nickname"] for student in state["roster"]] == ["Ali", "Bea"]
        assert state["question"]["guesses"] == {"Ali": 0.4} and state["question"]["pooled"]["games"] == 300
        assert post(said["url"], "/join", {"code": code, "nickname": "Ali", "token": ali["token"]})["nickname"] == "Ali"
    finally:
        kill(again)


@pytest.mark.postgres
def test_two_hub_processes_over_one_postgres_database_serve_one_class(postgres_database):
    """Two ``python -m class_hub`` over one database, as behind JupyterHub: a student joins through one and guesses
    through the other, the teacher sees the same class through either, a reveal through one is seen through the
    other, the games sent to both add up, and a nickname taken through one is taken through the other."""
    a = b = None
    try:
        a, said = start_hub(postgres_database, "--open-class")
        b, other = start_hub(postgres_database)
        one, two = said["url"], other["url"]
        code, key = said["code"], said["key"]
        ali = {"code": code, "question": "q1", **post(one, "/join", {"code": code, "nickname": "Ali"})}
        bea = {"code": code, "question": "q1", **post(two, "/join", {"code": code, "nickname": "Bea"})}
        post(two, "/guess", {**ali, "guess": 0.4})
        post(one, "/guess", {**bea, "guess": 0.7})
        post(one, "/games", {**ali, "games": 100, "total": 40})
        post(two, "/games", {**bea, "games": 50, "total": 30})
        assert post(one, "/join", {"code": code, "nickname": "BEA"}, status=400)["refused"] == \
            "class.refused.nickname_taken"
        for url in (one, two):
            state = post(url, "/teacher", {"code": code, "key": key, "question": "q1"})
            assert [student["nickname"] for student in state["roster"]] == ["Ali", "Bea"]
            assert state["question"]["guesses"] == {"Ali": 0.4, "Bea": 0.7}
            assert (state["question"]["pooled"]["games"], state["question"]["pooled"]["total"]) == (150, 70)
        assert post(two, "/question", ali) == {"own": 0.4, "revealed": False}
        post(one, "/teacher", {"code": code, "key": key, "action": "reveal", "question": "q1"})
        seen = post(two, "/question", ali)
        assert seen["revealed"] and seen["guesses"] == [0.4, 0.7] and seen["pooled"]["games"] == 150
    finally:
        kill(*[hub for hub in (a, b) if hub is not None])


def test_a_store_that_cannot_be_opened_is_said_in_one_line(tmp_path, capsys):
    port = free_port()                                  # nothing listens there
    for store_place, words in ((f"postgresql://hub@127.0.0.1:{port}/class", "cannot reach the PostgreSQL database"),
                               (str(tmp_path / "missing" / "class.sqlite"), "cannot open the SQLite file")):
        assert hub_main(["--store", store_place]) == 2
        said = capsys.readouterr().err
        assert said.startswith("python -m class_hub: ") and words in said and said.count("\n") == 1, said
