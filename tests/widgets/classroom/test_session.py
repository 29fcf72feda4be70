"""A kernel in a class (widgets.classroom.session, issue 36): joining, sending in the background, watching the page's
questions, and leaving when the hub no longer knows the student."""

import asyncio

import pytest

from class_hub.client import HubClient, HubRefused, HubUnreachable, hub_address
from widgets.classroom.session import ClassSession, current_session

from class_helpers import hub, teacher  # noqa: F401 (fixtures)


def test_no_hub_address_no_class(monkeypatch):
    monkeypatch.delenv("CARDGAMES_CLASS_HUB", raising=False)
    assert current_session() is None and hub_address() is None
    assert hub_address({"CARDGAMES_CLASS_HUB": " http://127.0.0.1:9/ "}) == "http://127.0.0.1:9/"
    assert hub_address({"CARDGAMES_CLASS_HUB": "http://127.0.0.1:9"}) == "http://127.0.0.1:9/"


def test_a_student_joins_sends_and_sees_only_their_own_guess_until_reveal(teacher):
    session = current_session()
    assert session is current_session() and not session.joined
    seen = []
    session.watch("q1", seen.append)
    session.join(teacher.code.lower(), "  Zoé ", page="ohio")          # the code as typed, spaces around the name
    assert session.joined and session.nickname == "Zoé" and session.code == teacher.code
    session.send("guess", {"question": "q1", "guess": 0.25})         # no event loop here: sent now
    session.ask()
    assert seen == [{"own": 0.25, "revealed": False}]
    assert teacher()["roster"][0]["page"] == "ohio"
    teacher("reveal", question="q1")
    session.ask()
    assert seen[-1]["revealed"] and seen[-1]["guesses"] == [0.25]


def test_sends_in_a_running_loop_go_in_the_background_and_are_all_answered(teacher):
    session = ClassSession(HubClient(teacher.url))
    session.join(teacher.code, "Ali")

    async def run():
        tasks = [session.send("games", {"question": "q1", "games": 10, "total": k}) for k in range(5)]
        assert all(isinstance(task, asyncio.Task) for task in tasks)
        await session.sent()

    asyncio.run(run())
    assert teacher(question="q1")["question"]["pooled"]["games"] == 50


def test_a_student_whose_class_ended_leaves_it(teacher):
    session = ClassSession(HubClient(teacher.url))
    told = []
    session.on_change.append(lambda: told.append(session.joined))
    session.join(teacher.code, "Bea")
    teacher("end")
    with pytest.raises(HubRefused) as refused:
        session.request("guess", {"question": "q1", "guess": 0.5})
    assert refused.value.message_id == "class.refused.not_the_student" and refused.value.status == 403
    assert told == [True, False] and not session.joined
    assert session.send("guess", {"question": "q1", "guess": 0.5}) is None      # nothing more is sent


def test_a_hub_that_does_not_answer_is_said_so():
    with pytest.raises(HubUnreachable):
        HubClient("http://127.0.0.1:9/", timeout=2).post("join", {"code": "ABCDEFGH", "nickname": "Ali"})
