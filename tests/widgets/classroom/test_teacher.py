"""The teacher's overview (widgets.classroom.teacher, issue 36): opened with the teacher's link only; the roster, each
question's count and nothing of the answers before Reveal; the histogram and pooled curve after; names hidden on the
projector; the CSV export; the class ended on a second click only."""

import asyncio
import base64
import re
import time

import pytest

from class_hub.client import HubClient, HubRefused
from widgets.classroom.session import ClassSession
from widgets.classroom import teacher as teacher_module
from widgets.classroom.teacher import CONFIRM_SECONDS, TeacherView, teacher_page

from class_helpers import hub, teacher  # noqa: F401 (fixtures)


def student(teacher, name, question, guess, page="ohio"):
    """A student of ``teacher``'s class who joined from ``page`` and guessed ``guess`` at ``question``."""
    session = ClassSession(HubClient(teacher.url))
    session.join(teacher.code, name, page=page)
    session.request("guess", {"question": question, "guess": guess})
    return session


def test_without_the_class_server_the_page_says_what_it_needs(monkeypatch):
    monkeypatch.delenv("CARDGAMES_CLASS_HUB", raising=False)
    assert "python3 dev.py class" in teacher_page("en")._repr_html_()


def test_the_page_opens_only_with_the_teacher_s_key(teacher):
    view = teacher_page("en")
    assert isinstance(view, TeacherView) and "teacher&#x27;s link" in view.header.value
    assert not view.open(teacher.code, "not-the-key")
    assert "not the teacher&#x27;s link" in view.message.value and view.controls.layout.display == "none"
    view.link.asked = {"code": teacher.code, "key": teacher.key}        # what the page's script sends
    assert view.controls.layout.display is None and f"<b>{teacher.code[:4]}-{teacher.code[4:]}</b>" in view.header.value


def test_the_overview_counts_answers_then_shows_them_once_revealed(teacher):
    key = "ohio.lead/1/2/win"
    for name, guess in (("Ali", 0.4), ("Bea", 0.7)):
        student(teacher, name, key, guess, page="ohio")
    view = teacher_page("fr")
    assert view.open(teacher.code, teacher.key)
    assert re.findall(r"<tr><td>(.*?)</td><td>(.*?)</td>", view.roster.value) == [("Ali", "Ohio"), ("Bea", "Ohio")]      # the page as titled
    assert view.question_list.value == key and "Vous ouvrez le premier pli avec 1" in view.question_list.label
    assert "(2 réponses, pas dévoilée)" in view.question_list.label
    assert '<b class="class-teacher-answered" data-count="2">2 élèves ont répondu</b>' in view.count.value
    assert view.guesses_image.layout.display == "none" and view.pooled_image.layout.display == "none"
    student(teacher, "Cy", key, 0.5)
    view.refresh()
    assert 'data-count="3">3 élèves ont répondu</b>' in view.count.value

    view.reveal_button.click()
    assert teacher(question=key)["question"]["revealed"]
    assert view.guesses_image.layout.display is None and view.guesses_image.value
    assert view.pooled_image.layout.display == "none"               # no games simulated yet
    assert view.reveal_button.description == "Masquer les réponses"
    view.names_button.click()
    assert re.findall(r"<tr><td>(.*?)</td>", view.roster.value) == ["Élève 1", "Élève 2", "Élève 3"]
    view.reset_button.click()
    assert teacher(question=key)["question"]["answered"] == 0


def test_the_answers_are_exported_and_the_class_ends_on_a_second_click(teacher):
    student(teacher, "Ali", "q1", 0.25)
    view = teacher_page("en")
    view.open(teacher.code, teacher.key)
    view.export_button.click()
    data = re.search(r'base64,([^"]+)"', view.download.value).group(1)
    rows = base64.b64decode(data).decode("utf-8").splitlines()
    assert rows[0] == "Question,Question's id,Nickname,Guess,Time" and rows[1].startswith(",q1,Ali,0.25,20")
    student(teacher, "Bea", "ohio.lead/1/2/win", 0.5)
    view.export_button.click()
    data = re.search(r'base64,([^"]+)"', view.download.value).group(1)
    ohio = [row for row in base64.b64decode(data).decode("utf-8").splitlines() if "ohio.lead" in row]
    assert ohio[0].startswith("You lead the first trick with 1; the other player plays at random. What is the chance")
    view.end_button.click()
    assert teacher()["roster"] and "Click again" in view.end_button.description
    view._end_asked_at -= CONFIRM_SECONDS + 1                          # too late: the first click is forgotten
    view.end_button.click()
    assert teacher()["roster"]
    view.end_button.click()
    assert view.ended and "ended" in view.header.value
    assert not view.refresh()
    with pytest.raises(HubRefused, match="not_the_teacher"):              # the key opens nothing any more
        teacher()


class SlowHub:
    """The hub's client, answering the overview's poll (a "teacher" request with no action) after ``delay`` s."""

    def __init__(self, client, delay):
        self.client, self.delay, self.address = client, delay, client.address

    def post(self, path, body):
        if path == "teacher" and "action" not in body:
            time.sleep(self.delay)
        return self.client.post(path, body)


def test_a_slow_hub_holds_neither_the_page_nor_a_reveal_clicked_meanwhile(teacher, monkeypatch):
    """The overview asks the hub twice a second. The request waits in a thread: done in the kernel's loop, a hub
    slow to answer held the teacher's clicks as long. And the answer of a poll sent before a click (Reveal) is
    older than what the click showed: it is dropped, not shown over it."""
    key = "ohio.lead/1/2/win"
    student(teacher, "Ali", key, 0.4)
    monkeypatch.setattr(teacher_module, "TEACHER_POLL_SECONDS", 0.05)
    view = teacher_page("en")
    assert view.open(teacher.code, teacher.key)
    view.client = SlowHub(view.client, 1.0)

    async def a_class():
        view._start_polling()
        ticks, started = 0, time.monotonic()
        while time.monotonic() - started < 0.5:           # the poll is waiting for the slow hub now
            await asyncio.sleep(0.02)
            ticks += 1
        view.reveal_button.click()                        # answered at once: a click is no poll
        revealed = view.reveal_button.description
        await asyncio.sleep(1.2)                          # the poll sent before the click has its answer now
        after_poll = view.reveal_button.description
        view.ended = True
        await view._poller
        return ticks, revealed, after_poll

    ticks, revealed, after_poll = asyncio.run(a_class())
    assert ticks >= 15, f"the page's loop turned {ticks} times in 0.5 s while the hub was slow"
    assert revealed == after_poll == "Hide the answers"
