"""The class mode of classroom.py (issue 36, item 7): a teacher's page and N students in one class, timed.

    .venv/bin/python benchmarks/classroom.py --mode class                 # 30 students on the Yozu lesson
    .venv/bin/python benchmarks/classroom.py --mode class --visitors 10

It starts the class hub and the gallery as ``python3 dev.py class`` does (``dev.start_hub`` over a SQLite file of a
temporary folder, a class opened; its address in Voila's environment, which the kernels inherit), with the pools of
the other modes (``--pool`` per notebook, the cap of voila.py) and a class pool of the lesson, ``yozu_probability=N``
unless ``--class-pool`` says otherwise, in the students' language (``--lang``, English by default, first of the pool
languages). Once the pool is full:

1. the teacher's page (the teacher's link) opens in a browser context of its own; then the peer of the class's
   figures, measured in the same run (classroom_scripted.py, ``--scripted``, default N): N scripted students with
   no browser answer the same question at once, each answer timed to the teacher's count, and are reset;
2. the N students' contexts (in a browser of their own, at ``--students-nice``: each student's browser runs on their
   own device in a classroom, not on the server's cores) open the Yozu lesson with the class in the link
   (``?class=CODE``) at once; each types a nickname (Student01...) and clicks Join. *Join to ready*: from the
   page's request until the bar says "You are in class ... as <nickname>.";
3. each moves the first question's guess slider with the keyboard and clicks Check. *Answer to the teacher's count*:
   from the click (the student's page's clock) until the teacher's page shows a count that includes the student. A
   MutationObserver in the teacher's page notes each count it shows with its time; the hub's own time of each guess
   (the teacher's CSV export) says in which order the guesses arrived, and the k-th to arrive is included once the
   count reads k. Each answer's time is also split at the hub: click to the hub's write, then to the teacher's count;
4. each clicks Run on that question and waits for its end ("✓ 4000"); the teacher's page must then show the class's
   games, the sum of the students' (N x 4000), and the time until it does is printed;
5. the teacher clicks "Reveal the answers": time until each student's page says so and shows the class histogram;
6. the hub's CPU seconds (user and system) and peak resident memory (psutil, the ``python -m class_hub`` process),
   the server's (Voila and its kernels) peak memory and CPU, the load average before and after, and what Voila's
   log says of errors and warnings.

Printed beside the issue's targets (met or missed): the 95th percentile of answer to count under 1 s with 30
students, the hub under 100 MB. A student the server turns away (HTTP 503, the cap of page kernels, which counts
the teacher's page too) is counted as refused; a student whose step fails or times out keeps their figures so far
and is left out of the later steps. A line of progress is printed after each step. The run stops early, and says
so, when the machine has less than MEMORY_FLOOR of memory left (it is shared: a class of 30 browsers once took
Voila's own process to 9.3 GB, benchmarks/README.md).
"""

import asyncio
import contextlib
import os
import re
import statistics
import tempfile
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path

import psutil

from classroom_scripted import guess_times, scripted_class, when_counted
from gallery_watch import (CHROMIUM, LOAD_TIMEOUT, MemoryWatch, close_tab, dev, new_context, percentile,
                           pooled_kernels, seconds, start_gallery, voila_setting, wait_for_kernels)
from cardlib.text import i18n
from class_hub import checks

LESSON = "yozu_probability"          # the Yozu lesson: its first question is a slider, then a Run of 4000 games
STEP_TIMEOUT = 120_000               # ms for one step of one student (a join, a check) while the class does the same
JOIN_TIMEOUT = 400_000               # ms from Join to "in class": 6 unanswered asks (90 s), the reload, the page again
PAGE_TIMEOUT = 600_000               # ms from the request to the join bar, the whole class loading its pages at once
RUN_TIMEOUT = 600_000                # ms for a Run of 4000 games while the whole class runs theirs on 2 cores
MEMORY_FLOOR = 2 * 2**30             # bytes the (shared) machine must keep available: below, the run stops
POLL = 50                            # ms between two looks of a page at its own state (wait_for_function)
TARGET_ANSWER = 1.0                  # s: the target for the 95th percentile of answer to the teacher's count
TARGET_HUB_MB = 100                  # MB: the target for the hub's memory
# The teacher's page notes each text of its count (answers and games) with the time it was shown, in window.__counts.
OBSERVE_COUNT = """() => {
  window.__counts = [];
  const note = () => {
    const count = document.querySelector(".class-teacher-count");
    const text = count ? count.textContent : "";
    const last = window.__counts[window.__counts.length - 1];
    if (last && last.text === text) return;
    const answered = count && count.querySelector(".class-teacher-answered");
    window.__counts.push({t: Date.now(), text, answered: answered ? parseInt(answered.textContent, 10) : null});
  };
  new MutationObserver(note).observe(document.body, {childList: true, subtree: true, characterData: true});
  note();
}"""
# A button notes the time of its click in window.__clicked (the page's clock), before the page's own handlers run (a
# capturing listener on the target runs first), so that the time is not late by what they do.
NOTE_CLICK = ("button => button.addEventListener('click', () => { window.__clicked = Date.now(); },"
              " {capture: true, once: true})")


# What a page whose join bar never came, or whose join got no answer, knows of its widgets and its kernel connection.
PAGE_STATE = """async () => { const manager = window.jupyterapp?.widgetManager; const kernel = manager?.kernel;
  const asked = Date.now();
  const info = await Promise.race([kernel?.requestKernelInfo().then(() => `answered in ${Date.now() - asked} ms`),
                                   new Promise(done => setTimeout(() => done("no answer in 10 s"), 10000))]);
  const bars = [...document.querySelectorAll(".cardgames-class-status")].map(bar => JSON.stringify(bar.textContent));
  const loading = document.getElementById("loading");
  const models = manager?._models ? Object.keys(manager._models).length : "?";
  return `page ${document.readyState}, Voila's spinner ${loading ? getComputedStyle(loading).display : "gone"}, `
    + `widgets restored: ${manager?.restoredStatus}, ${models} models, `
    + `${document.querySelectorAll(".jupyter-widgets").length} widget views, `
    + `${document.querySelectorAll(".cardgames-class").length} class bar(s), kernel `
    + `${kernel?.connectionStatus}/${kernel?.status}, ${bars.length} join bar(s) saying ${bars.join(" | ")}, `
    + `kernel info ${info}`; }"""


@dataclass
class Student:
    """One student's page and figures; every time is in seconds since the epoch (the machine's one clock)."""

    number: int
    nickname: str
    status: str = "?"                 # in class, refused (503), failed
    page: object = None
    context: object = None
    requested: float | None = None    # the lesson's page asked for
    bar_ready: float | None = None    # the join bar shows the class's code
    joined: float | None = None       # the bar says "You are in class ..."
    checked: float | None = None      # Check clicked
    hub_at: float | None = None       # the hub wrote the guess
    counted: float | None = None      # the teacher's count includes the student
    run_clicked: float | None = None
    run_done: float | None = None     # "✓ 4000"
    games: int = 0
    revealed: float | None = None     # the page says the answers are revealed and shows the class histogram
    note: str = ""
    console: list = None              # the page's console errors and warnings
    frames: dict = None               # frames its kernel sockets brought since the Join click

    def fail(self, step, error):
        """Note that ``step`` failed with ``error``; the student takes no further step."""
        self.status = "failed"
        self.note = f"{step}: {type(error).__name__}: {str(error).splitlines()[0][:90]}"

    @property
    def active(self):
        """True while the student is in the class and no step of theirs has failed."""
        return self.status == "in class"


class HubWatch(MemoryWatch):
    """``MemoryWatch`` of the class hub, which also keeps its busiest second: the most CPU seconds per second it
    used over any second of the run (``busiest``)."""

    def __init__(self, pid):
        super().__init__(pid, interval=0.25)
        self.busiest = 0.0
        self._recent = deque()

    def _run(self):
        while not self._stop.is_set():
            total, _kernels = self.sample()
            self.peak = max(self.peak, total)
            now, used = time.monotonic(), self.cpu_seconds()
            self._recent.append((now, used))
            while len(self._recent) > 1 and now - self._recent[1][0] >= 1.0:
                self._recent.popleft()
            then, before = self._recent[0]
            if now - then >= 1.0:
                self.busiest = max(self.busiest, (used - before) / (now - then))
            self._stop.wait(self.interval)

    def reset(self):
        """Start a new peak, CPU count and busiest second now."""
        super().reset()
        self.busiest = 0.0
        self._recent.clear()


class Texts:
    """What the pages say in ``lang``, as the kernels write it (the catalogues): what the benchmark waits for."""

    def __init__(self, lang, code):
        self.lang, self.code = lang, code

    def say(self, key, **values):
        """The catalogue's text of ``key`` in the pages' language."""
        return i18n.page_text(key, self.lang, **values)

    def joined(self, nickname):
        """The join bar once ``nickname`` is in the class."""
        return self.say("class.bar.joined", code=checks.code_text(self.code), nickname=nickname)


async def page_time(page, predicate, arg=None, timeout=STEP_TIMEOUT):
    """The page's clock (s since the epoch) when ``predicate`` (a JavaScript function of ``arg``) first holds,
    looked at every POLL ms in the page."""
    handle = await page.wait_for_function(f"(arg) => ({predicate})(arg) ? Date.now() : false", arg=arg,
                                          polling=POLL, timeout=timeout)
    return await handle.json_value() / 1000


async def clicked(page, button):
    """Click ``button`` (a locator); the page's clock at the click (s since the epoch)."""
    await button.evaluate(NOTE_CLICK)
    await button.click()
    return await page.evaluate("() => window.__clicked") / 1000


async def open_teacher(browser, base, link, texts):
    """The teacher's page (``link``) open on the class, its count observed; (page, context)."""
    context = await new_context(browser, base)
    context.set_default_timeout(STEP_TIMEOUT)
    page = await context.new_page()
    await page.goto(f"{link}&lang={texts.lang}", wait_until="commit", timeout=LOAD_TIMEOUT)
    await page_time(page, "(code) => (document.querySelector('.class-teacher-code') || {}).textContent"
                          "?.includes(code)", checks.code_text(texts.code), timeout=LOAD_TIMEOUT)
    await page.evaluate(OBSERVE_COUNT)
    return page, context


async def join(browser, base, student, texts):
    """Open the lesson with the class in its link, type the nickname, Join; the student's join figures. A page
    turned away (the "server full" page, which reloads itself every minute) is closed at once."""
    student.context = await new_context(browser, base)
    student.context.set_default_timeout(STEP_TIMEOUT)       # a click, a key: the whole class does the same
    page = student.page = await student.context.new_page()
    said = student.console = []
    page.on("console", lambda message: said.append(f"{message.type}: {message.text[:160]}")
            if message.type in ("error", "warning") else None)
    heard = student.frames = {"frames": 0, "named": 0}      # what the page's kernel sockets brought, after the click

    def on_frame(payload):
        heard["frames"] += 1
        text = payload if isinstance(payload, str) else payload.decode("utf-8", "replace")
        heard["named"] += student.nickname in text

    page.on("websocket", lambda socket: socket.on("framereceived", on_frame))
    student.requested = time.time()
    step = "the page"
    try:
        response = await page.goto(f"{base}voila/render/{LESSON}.ipynb?lang={texts.lang}&class={texts.code}",
                                   wait_until="commit", timeout=LOAD_TIMEOUT)
        if response is not None and response.status == 503:
            student.status, student.page = "refused", None
            await close_tab(page, student.context)
            return
        step = "the join bar"
        student.bar_ready = await time_across_reloads(page, "(code) => document.querySelector("
                                                            "'.cardgames-class-code')?.value === code", texts.code,
                                                      PAGE_TIMEOUT)
        await page.locator(".cardgames-class-nickname").fill(student.nickname)
        heard.update(frames=0, named=0)
        await page.locator(".cardgames-class-join").click()
        step = "joining"
        student.joined = await joined_time(page, texts.joined(student.nickname))
        student.status = "in class"
    except Exception as error:      # a benchmark reports every student, whatever happened to one
        student.fail(step, error)
        said = [line for line in student.console if "[cardgames]" in line and "reloads itself" in line]
        if said:
            student.note += f" (reloaded itself: {said[-1][:80]})"
        if step == "joining":       # what the bar says instead, and what the page knows of its kernel
            with contextlib.suppress(Exception):
                said = await page.locator(".cardgames-class-status").text_content(timeout=5000)
                student.note += (f" (the bar says {said!r}; {await page.evaluate(PAGE_STATE)}; since the click its "
                                 f"sockets brought {heard['frames']} frames, {heard['named']} naming the student)")
        elif step == "the join bar":    # what the page had built, and what it knows of its kernel
            with contextlib.suppress(Exception):
                student.note += f" ({await asyncio.wait_for(page.evaluate(PAGE_STATE), 30)})"


async def time_across_reloads(page, predicate, arg, timeout):
    """``page_time`` of ``predicate``, waited for up to ``timeout`` ms across the page's reloads: a page whose joins
    go unanswered (class_bar.js), or whose widgets Voila never built (the template's restore_watch.js), reloads
    itself, and is waited for after its reload too."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        try:
            return await page_time(page, predicate, arg, timeout=max(1000, int((deadline - time.monotonic()) * 1000)))
        except Exception as error:          # the page reloading itself: its context destroyed; wait on
            if "context was destroyed" not in str(error) and "navigat" not in str(error) or \
                    time.monotonic() > deadline:
                raise


async def joined_time(page, text):
    """The page's clock when its join bar says ``text`` ("You are in class ..."), waited for up to JOIN_TIMEOUT,
    across the page's reloads."""
    return await time_across_reloads(page, "(text) => document.querySelector('.cardgames-class-status')"
                                           "?.textContent === text", text, JOIN_TIMEOUT)


async def answer(student, texts):
    """Move the first question's guess slider (1 to 5 presses of the left arrow), click Check, and wait until the
    page says the guess was sent."""
    page = student.page
    predict = page.locator(".predict").first
    try:
        await predict.locator(".predict-guess .noUi-handle").focus()
        for _ in range(1 + (student.number - 1) % 5):
            await page.keyboard.press("ArrowLeft")
        student.checked = await clicked(page, predict.get_by_role("button", name=texts.say("lesson.predict.check")))
        await page_time(page, "(notYet) => { const said = document.querySelector('.predict .class-question-status')"
                              "?.textContent || ''; return said.trim() !== '' && said !== notYet; }",
                        texts.say("class.question.not_yet"))
    except Exception as error:
        student.fail("answer", error)


async def run(student, texts):
    """Click Run on the first question and wait for its end ("✓ 4000"): the games it simulated."""
    page = student.page
    bar = page.locator(".predict").first.locator(".lesson-run-bar")
    try:
        student.run_clicked = await clicked(page, bar.get_by_role("button", name=texts.say("lesson.figure.run")))
        student.run_done = await page_time(
            page, "() => /✓\\s*\\d/.test(document.querySelector('.predict .lesson-run-bar')?.textContent || '')",
            timeout=RUN_TIMEOUT)
        done = re.search(r"✓\s*([\d\s\u00a0\u202f,.]*\d)", await bar.inner_text())
        student.games = int(re.sub(r"\D", "", done.group(1)))
    except Exception as error:
        student.fail("run", error)


async def see_reveal(student, texts, guesses):
    """Wait until the page says the teacher revealed the answers (``guesses`` of them) and shows the histogram."""
    try:
        student.revealed = await page_time(
            student.page, "(text) => { const panel = document.querySelector('.predict .class-question');"
                          " const image = panel?.querySelector('img');"
                          " return !!image && panel.textContent.includes(text) && image.naturalWidth >= 700"
                          " && image.getClientRects().length > 0; }",
            texts.say("class.question.revealed", n=guesses))
    except Exception as error:
        student.fail("reveal", error)


async def answers_counted(teacher, students, texts, hub, found):
    """Step 3: every student in class answers; the teacher's count is waited for, and each answer's times found
    (``hub``: the hub's address, code, key and SQLite file, for the times of the guesses)."""
    await asyncio.gather(*(answer(s, texts) for s in students if s.active))
    answered = [s for s in students if s.checked is not None]
    try:
        await page_time(teacher, "(n) => parseInt(document.querySelector('.class-teacher-answered')?.textContent, 10)"
                                 " >= n", len(answered))
    except Exception as error:
        found["problems"].append(f"the teacher's count never reached {len(answered)}: {type(error).__name__}")
    arrived = await asyncio.to_thread(guess_times, hub[3], hub[1])
    for student in students:
        student.hub_at = arrived.get(student.nickname.casefold())
    when_counted(await teacher.evaluate("() => window.__counts"), students)
    found["guesses"] = len(arrived)


async def runs_counted(teacher, students, texts, found):
    """Step 4: every student in class runs the question's simulation to its end; the teacher's page must then show
    the class's games, their sum."""
    await asyncio.gather(*(run(s, texts) for s in students if s.active))
    found["games"] = sum(s.games for s in students if s.run_done is not None)
    games_text = texts.say("class.teacher.games", games=found["games"])
    try:
        found["games_shown"] = await page_time(
            teacher, "(text) => (document.querySelector('.class-teacher-count')?.textContent || '').includes(text)",
            games_text)
    except Exception as error:
        counts = await teacher.evaluate("() => window.__counts")
        found["problems"].append(f"the teacher's page never showed '{games_text}' (it said "
                                 f"'{counts[-1]['text'].strip() if counts else ''}'): {type(error).__name__}")


async def revealed(teacher, students, texts, found):
    """Step 5: the teacher reveals the answers; every student's page, and the teacher's, show the histogram."""
    try:
        found["reveal_clicked"] = await clicked(
            teacher, teacher.get_by_role("button", name=texts.say("class.teacher.reveal")))
    except Exception as error:
        found["problems"].append(f"the teacher could not click Reveal: {type(error).__name__}")
        return
    await asyncio.gather(*(see_reveal(s, texts, found["guesses"]) for s in students if s.active))
    try:
        found["teacher_histogram"] = await page_time(
            teacher, "() => (document.querySelector('.class-teacher img')?.naturalWidth || 0) >= 700")
    except Exception as error:
        found["problems"].append(f"no histogram on the teacher's page: {type(error).__name__}")


async def guard(server_pid, found):
    """Note the peak memory of Voila's own process (its kernels apart) in ``found["server_alone"]`` every second;
    return when the machine has less than MEMORY_FLOOR of memory left (it is shared: the run must stop first)."""
    server = psutil.Process(server_pid)
    while True:
        with contextlib.suppress(psutil.Error):
            found["server_alone"] = max(found.get("server_alone", 0), server.memory_info().rss)
        left = psutil.virtual_memory().available
        if left < MEMORY_FLOOR:
            found["problems"].append(f"the run was stopped: the machine had {left / 2**30:.1f} GB of memory left, "
                                     f"Voila's own process held {found.get('server_alone', 0) / 2**30:.1f} GB")
            return
        await asyncio.sleep(1)


async def steps(browser, base, hub, texts, students, found):
    """Steps 2 to 5 (see the module), each once the one before has ended for every student, with a line of progress
    after each; the teacher's page is ``found["teacher"]``."""
    started = time.monotonic()

    def progress(text):
        print(f"[{time.monotonic() - started:5.0f} s] {text}", flush=True)

    teacher = found["teacher"]
    await asyncio.gather(*(join(browser, base, s, texts) for s in students))
    progress(f"{sum(s.active for s in students)} of {len(students)} students in class")
    if any(s.active for s in students):
        await answers_counted(teacher, students, texts, hub, found)
        progress(f"{found['guesses']} answers at the hub")
    if any(s.active for s in students):
        await runs_counted(teacher, students, texts, found)
        progress(f"{sum(s.run_done is not None for s in students)} runs ended, {found['games']} games")
    if found.get("guesses"):
        await revealed(teacher, students, texts, found)
        progress(f"{sum(s.revealed is not None for s in students)} pages show the revealed answers")


def chromium_processes():
    """The ids of the Chromium processes running now."""
    ids = set()
    for process in psutil.process_iter(["name", "exe"]):
        with contextlib.suppress(psutil.Error):
            if "chromium" in (process.info["name"] or "") or (process.info["exe"] or "").endswith("/chromium"):
                ids.add(process.pid)
    return ids


async def launch_at_niceness(playwright, niceness):
    """A Chromium whose processes run at ``niceness`` (0: as usual). Its processes are reniced as soon as it has
    started, before any page: the renderers it starts later are forked from them and inherit it."""
    before = chromium_processes()
    browser = await playwright.chromium.launch(**dev.chromium_launch_options(CHROMIUM))
    if niceness:
        for pid in chromium_processes() - before:
            with contextlib.suppress(psutil.Error):
                psutil.Process(pid).nice(niceness)
    return browser


async def class_run(base, hub, texts, students, server_pid, students_nice=0, scripted=0):
    """The class (see the module): the teacher's page, then every student's, step by step (``hub``: the hub's
    address, the class's code and the teacher's key), stopped early if the machine runs short of memory (``guard``
    on Voila's process, ``server_pid``). The students' pages run in a browser of their own, at ``students_nice``:
    in a classroom each runs on its own device, and the server and the teacher's browser do not wait for them. The
    timings of the steps that belong to the class as a whole, as a dict; with ``scripted``, the scripted class
    (classroom_scripted.py) first, its students in ``found["scripted"]``."""
    from playwright.async_api import async_playwright

    found = {"problems": []}
    async with async_playwright() as playwright:
        browser = await launch_at_niceness(playwright, 0)
        students_browser = await launch_at_niceness(playwright, students_nice)
        print(f"the students' browser runs at niceness {students_nice}, the server and the teacher's at "
              f"{os.getpriority(os.PRIO_PROCESS, 0)}", flush=True)
        _url, code, key, _store = hub
        teacher, teacher_context = await open_teacher(browser, base, f"{base}voila/render/teacher.ipynb"
                                                      f"?class={code}&key={key}", texts)
        found["teacher"] = teacher
        print("the teacher's page shows the class", flush=True)
        if scripted:
            try:
                found["scripted"] = await scripted_class(teacher, hub, scripted)
                print(f"the scripted class: {scripted} answers counted by the teacher's page, then reset", flush=True)
            except Exception as error:      # the peer's failure is reported; the class still runs
                found["problems"].append(f"the scripted class failed: {type(error).__name__}: {error}"[:200])
        class_steps = asyncio.ensure_future(steps(students_browser, base, hub, texts, students, found))
        watch = asyncio.ensure_future(guard(server_pid, found))
        try:
            await asyncio.wait({class_steps, watch}, return_when=asyncio.FIRST_COMPLETED)
            for task in (watch, class_steps):
                task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await class_steps           # its exception, if it failed
        finally:
            for student in students:
                if student.page is not None:
                    await close_tab(student.page, student.context)
            await close_tab(teacher, teacher_context)
            await students_browser.close()
            await browser.close()
    del found["teacher"]
    return found


def spread(values):
    """'median X s, p95 Y s, max Z s' of ``values`` (seconds), '-' for each when there are none."""
    values = [v for v in values if v is not None]
    return (f"median {seconds(statistics.median(values) if values else None)} s, "
            f"p95 {seconds(percentile(values, 0.95))} s, max {seconds(max(values) if values else None)} s "
            f"({len(values)})")


def between(start, end):
    """``end - start`` in seconds, or None when either is missing."""
    return None if start is None or end is None else end - start


def verdict(met):
    """The word printed beside a target."""
    return "PASS" if met else "FAIL"


def log_summary(log_path, most=8):
    """What Voila's log says of errors and warnings: a line of counts, then each kind of them (its ids and numbers
    as # and ID) with how many times it was said, ``most`` kinds at the most."""
    lines = Path(log_path).read_text(errors="replace").splitlines()
    errors = [line for line in lines if re.search(r"^\[E |\bERROR\b|Traceback", line)]
    warnings = [line for line in lines if re.search(r"^\[W |\bWARNING\b", line)]
    said = [f"Voila's log: {len(errors)} error lines, {len(warnings)} warnings ({log_path})"]
    kinds = {}
    for line in errors + warnings:
        kind = re.sub(r"\d+", "#", re.sub(r"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}", "ID", line))[:140]
        kinds[kind] = kinds.get(kind, 0) + 1
    said += [f"  {count:4} x {kind}" for kind, count in list(kinds.items())[:most]]
    return said


def report(students, found, texts, voila, hub, load_before, wall):
    """Print each student's figures and the class's, beside the issue's targets."""
    print(f"\n== a class of {len(students)} students on {LESSON} (?lang={texts.lang}), the teacher's page open")
    print(f"{'student':9} {'status':8} {'join s':>7} {'answer s':>8} {'to hub':>7} {'run s':>6} {'games':>6} "
          f"{'reveal s':>8}  note")
    for s in students:
        print(f"{s.nickname:9} {s.status:8} {seconds(between(s.requested, s.joined)):>7} "
              f"{seconds(between(s.checked, s.counted)):>8} {seconds(between(s.checked, s.hub_at)):>7} "
              f"{seconds(between(s.run_clicked, s.run_done)):>6} {s.games:>6} "
              f"{seconds(between(found.get('reveal_clicked'), s.revealed)):>8}  {s.note}")
    for s in students:
        if s.status == "failed" and s.console:
            print(f"{s.nickname}'s console ({len(s.console)} errors and warnings), the last ones:")
            for line in s.console[-4:]:
                print(f"    {line}")
    states = [s.status for s in students]
    print(f"students {len(students)}: in class {states.count('in class')}, refused (server full) "
          f"{states.count('refused')}, failed {states.count('failed')}")
    rebuilt = sum(any("widgets were never built" in line for line in s.console or ()) for s in students)
    print(f"pages whose widgets Voila never built, reloaded once by the template's restore_watch.js: {rebuilt}")
    mended = [sum("did not hear its kernel" in line for line in s.console or ()) for s in students]
    print(f"widgets that did not hear their kernel (anywidget gave their module 2 s), mended by listening.js: "
          f"{sum(mended)} on {sum(1 for count in mended if count)} pages")
    print("join to ready (the page's request to 'You are in class ... as <name>.'): "
          + spread([between(s.requested, s.joined) for s in students]))
    print("  the page's request to the join bar: " + spread([between(s.requested, s.bar_ready) for s in students]))
    print("  Join clicked to in class:           " + spread([between(s.bar_ready, s.joined) for s in students]))
    answers = [between(s.checked, s.counted) for s in students if s.checked is not None]
    met = bool(answers) and None not in answers and percentile(answers, 0.95) < TARGET_ANSWER
    print(f"answer to the teacher's updated count (Check to a count that includes the student): {spread(answers)}"
          f"   target p95 < {TARGET_ANSWER:.0f} s with 30 students: {verdict(met)}"
          + ("" if len(answers) >= 30 else f" with {len(answers)} answers (not the target's 30)"))
    print("  Check to the hub's write:         " + spread([between(s.checked, s.hub_at) for s in students]))
    print("  the hub's write to the count:     " + spread([between(s.hub_at, s.counted) for s in students]))
    scripted = found.get("scripted") or []
    if scripted:
        print(f"  the peer, {len(scripted)} scripted students before the class (no browser, no kernel; the same hub, "
              f"teacher's page and question), request to count: "
              + spread([between(s.checked, s.counted) for s in scripted]))
        print("    request to the hub's write:     " + spread([between(s.checked, s.hub_at) for s in scripted]))
        print("    the hub's write to the count:   " + spread([between(s.hub_at, s.counted) for s in scripted]))
    ran = [s for s in students if s.run_done is not None]
    runs = [between(s.run_clicked, s.run_done) for s in ran]
    print(f"runs: {len(ran)} of {len(answers)} ended, {found.get('games', 0)} games; Run to ✓: {spread(runs)}")
    if found.get("games_shown") is not None and ran:
        print(f"  the teacher's page showed '{texts.say('class.teacher.games', games=found['games'])}' "
              f"{seconds(found['games_shown'] - max(s.run_done for s in ran))} s after the last ✓, "
              f"{seconds(found['games_shown'] - min(s.run_clicked for s in ran))} s after the first Run")
    revealed = [between(found.get("reveal_clicked"), s.revealed) for s in students if s.checked is not None]
    print(f"reveal (the teacher's click to a student's page with the revealed status and the histogram): "
          f"{spread(revealed)}")
    own = between(found.get("reveal_clicked"), found.get("teacher_histogram"))
    print(f"  the teacher's own histogram: {seconds(own)} s {found.get('teacher_histogram_error', '')}")
    hub_mb = hub.peak / 2**20
    print(f"class hub: {hub.cpu_seconds() - hub.cpu_start:.1f} CPU s (user+system) in the {wall:.0f} s run, busiest "
          f"second {100 * hub.busiest:.0f}% of one core; peak memory {hub_mb:.1f} MB   target < {TARGET_HUB_MB} MB: "
          f"{verdict(hub_mb < TARGET_HUB_MB)}")
    print(f"server peak memory {voila.peak / 2**20:.0f} MB (server and kernels; Voila's own process "
          f"{found.get('server_alone', 0) / 2**20:.0f} MB), peak kernels {voila.peak_kernels}; "
          f"server and kernels used {voila.cpu_seconds() - voila.cpu_start:.0f} CPU s in {wall:.0f} s "
          f"({os.cpu_count()} cores; the rest went to the browsers and to other work on the machine)")
    print(f"load average before {load_before[0]:.2f}, after {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")
    for problem in found["problems"]:
        print(f"PROBLEM: {problem}")


def class_mode(args):
    """``classroom.py --mode class``: start the hub and the gallery, run the class, print the figures, stop both."""
    folder = Path(tempfile.mkdtemp(prefix="classroom-class-"))
    class_pool = args.class_pool or f"{LESSON}={args.visitors}"
    class_pools = dev.class_pools(class_pool)
    # voila.py keeps a place for the teacher's page when there is a class hub.
    cap = args.max_kernels if args.max_kernels is not None else voila_setting("MAX_KERNELS") + 1
    hub_process, said = dev.start_hub(folder / "classes.sqlite")
    code, key = said["code"], said["key"]
    print(f"class hub: python -m class_hub (pid {hub_process.pid}) at {said['url']}, store "
          f"{folder / 'classes.sqlite'}; class {checks.code_text(code)}")
    print(f"gallery server: pool {args.pool} per notebook (languages {args.pool_lang}, students follow "
          f"?lang={args.lang})" + "".join(f", {size} for {name}" for name, size in class_pools.items())
          + f", cap {cap} page kernels; log {folder / 'voila.log'}")
    if 0 < cap < args.visitors + 1:
        print(f"note: the cap of {cap} page kernels is below the class's {args.visitors + 1} pages ({args.visitors} "
              f"students and the teacher's): {args.visitors + 1 - cap} student(s) will be turned away")
    port = dev.free_port()
    try:
        process, base = start_gallery(args.pool, args.max_kernels, folder / "voila.log", class_pool, args.pool_lang,
                                      {"CARDGAMES_CLASS_HUB": said["url"],
                                       "CARDGAMES_CLASS_STUDENTS": f"http://127.0.0.1:{port}/{dev.GALLERY}"}, port)
    except BaseException:
        dev.stop_group(hub_process)
        raise
    try:
        with MemoryWatch(process.pid) as voila, HubWatch(hub_process.pid) as hub:
            print(f"pool filled: {wait_for_kernels(voila, pooled_kernels(args.pool, class_pools, args.pool_lang))} "
                  f"kernels; server and pool {voila.sample()[0] / 2**20:.0f} MB; hub {hub.sample()[0] / 2**20:.1f} MB")
            students = [Student(k, f"Student{k:02d}") for k in range(1, args.visitors + 1)]
            voila.reset()
            hub.reset()
            load_before, started = os.getloadavg(), time.monotonic()
            found = asyncio.run(class_run(base, (said["url"], code, key, folder / "classes.sqlite"),
                                          Texts(args.lang, code), students, process.pid, args.students_nice,
                                          args.visitors if args.scripted is None else args.scripted))
            report(students, found, Texts(args.lang, code), voila, hub, load_before, time.monotonic() - started)
        for line in log_summary(folder / "voila.log"):
            print(line)
    finally:
        dev.stop_group(process)
        dev.stop_group(hub_process)
