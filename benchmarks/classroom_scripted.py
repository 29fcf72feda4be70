"""The peer of classroom.py's class mode, measured in the same run: the same answers without the students' browsers.

Before the browser students open their pages, N scripted students (``HubClient``: no browser, no kernel) join the
class and answer the lesson's first question all at once, as the browser students will, each from a thread. The
teacher's page is the one the class run then uses, its count watched by the same MutationObserver; the time from
each request to the count including it is the product's own path (the hub, the teacher's kernel, its long poll and
its page) without N browsers and N kernels on the server's cores. Then the teacher's reset (the hub's "reset"
action, as the page's button sends it) deletes their answers, and the teacher's page is back at "no question yet"
before the class starts; the scripted students stay in the roster.

``guess_times`` and ``when_counted`` find when the teacher's page counted each answer, for both classes.
"""

import asyncio
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from class_hub.client import HubClient
from class_hub.stores import open_store

SETTLE_TIMEOUT = 60_000          # ms for the teacher's page to count the scripted answers, and to drop them


@dataclass
class ScriptedStudent:
    """One scripted student's times, in seconds since the epoch (the machine's one clock)."""

    nickname: str
    checked: float | None = None      # the request sent
    hub_at: float | None = None       # the hub wrote the guess
    counted: float | None = None      # the teacher's count includes the student


def question_of_the_lesson():
    """The id of the Yozu lesson's first question (the one both classes answer): its key in a class."""
    from widgets.yozu.lesson import prior_question
    return prior_question().key


def guess_times(store, code):
    """{nickname folded: the hub's time of their guess} read from the hub's SQLite file ``store`` (one question
    asked): the teacher's CSV says it to the second only, too coarse to order answers given within one."""
    return {nickname.casefold(): at for _question, nickname, _guess, at in open_store(str(store)).export_rows(code)}


def when_counted(counts, students):
    """Give each student who answered the time the teacher's page first showed a count including them: the k-th
    guess to reach the hub (its time, ``hub_at``) is included once the count reads k."""
    arrived = sorted((s for s in students if s.hub_at is not None), key=lambda s: s.hub_at)
    for rank, student in enumerate(arrived, 1):
        student.counted = next((c["t"] / 1000 for c in counts if (c["answered"] or 0) >= rank), None)


def _join(client, code, student):
    """``student`` joins class ``code``: what each of their requests carries."""
    identity = {"code": code, "nickname": student.nickname, "token": secrets.token_urlsafe(24)}
    client.post("join", {**identity, "page": "yozu_probability"})
    return identity


async def scripted_class(teacher, hub, size):
    """Run the scripted class (see the module) on the ``teacher``'s page, whose ``window.__counts`` the class run's
    observer fills (``hub``: the hub's address, the class code, the teacher's key and its SQLite file): the
    scripted students, their times found. The teacher's page is left at "no question yet", its counts cleared."""
    url, code, key, store = hub
    client = HubClient(url)
    question = question_of_the_lesson()
    students = [ScriptedStudent(f"Script{k:02d}") for k in range(1, size + 1)]
    loop = asyncio.get_running_loop()
    with ThreadPoolExecutor(max_workers=max(1, size)) as pool:
        identities = await asyncio.gather(*(loop.run_in_executor(pool, _join, client, code, s) for s in students))

        def answer(student, identity, guess):
            student.checked = time.time()
            client.post("guess", {**identity, "question": question, "guess": guess})

        await teacher.evaluate("() => { window.__counts.length = 0; }")
        await asyncio.gather(*(loop.run_in_executor(pool, answer, s, identity, 0.05 + 0.01 * (k % 10))
                               for k, (s, identity) in enumerate(zip(students, identities))))
    await teacher.wait_for_function(
        "(n) => parseInt(document.querySelector('.class-teacher-answered')?.textContent, 10) >= n", arg=size,
        polling=50, timeout=SETTLE_TIMEOUT)
    arrived = await asyncio.to_thread(guess_times, store, code)
    for student in students:
        student.hub_at = arrived.get(student.nickname.casefold())
    when_counted(await teacher.evaluate("() => window.__counts"), students)

    await asyncio.to_thread(client.post, "teacher", {"code": code, "key": key, "action": "reset",
                                                     "question": question})
    await teacher.wait_for_function("() => !document.querySelector('.class-teacher-answered')", polling=50,
                                    timeout=SETTLE_TIMEOUT)
    await teacher.evaluate("() => { window.__counts.length = 0; }")
    return students
