"""Shared fixtures: a Voila server on a free localhost port, and headless Chromium through Playwright.

The browser is Debian's Chromium at /usr/bin/chromium, or the path in $CARDGAMES_CHROMIUM (never
`playwright install`). When the selected tests include browser tests and that browser is missing,
the run stops after collection with a message saying what to install and how to deselect them
(exit code CHROMIUM_MISSING, on which `dev.py test` installs Debian's chromium when it may). The tests marked
'postgres' need PostgreSQL's server programs in the same way (POSTGRES_MISSING; ``postgres_server``, a plugin of
this file, starts the server).

Every page records each request it makes to a host other than the Voila server's, and aborts it so
that runs do not depend on the network; a browser test that made any such request fails. Voila's
logs go to pytest's temporary directory; when a test fails, its screenshot and the logs of the Voila
servers started so far are saved to test-artifacts/.

Tests that each use their own part of one app page share that page (``module_page``, ``shared_page``) and form
one ``xdist_group``, which ``--dist loadgroup`` (pyproject.toml) sends to one worker (``group_ids``). The static
site is built once per test run (``built_static_site``).
"""

import asyncio
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
VENV_BIN = Path(sys.executable).parent       # the environment running pytest also runs Voila
CHROMIUM = os.environ.get("CARDGAMES_CHROMIUM") or "/usr/bin/chromium"
CHROMIUM_MISSING = 7          # exit code when browser tests are selected without a browser (dev.py knows it)
POSTGRES_MISSING = 8          # exit code when 'postgres' tests are selected without PostgreSQL's server (dev.py too)
VOILA_START_TIMEOUT = 90      # seconds; the server is usually up in 2-3 s
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
TABLE = ".cardgames-app"      # every game table of an app page
# An app's whole game: the table with the "copy a link to this position" button, first on the page (issue 34).
WHOLE_GAME = ".cardgames-app:has(.cardgames-share-button):not(.cardgames-app .cardgames-app)"     # not a panel inside
_STARTED = []                 # every VoilaServer of this process, for their logs on failure
_MISSING = pytest.StashKey[tuple]()
# Fixtures of their own files: a nested conftest.py would take the module name "conftest" from this one, which the
# test files import.
pytest_plugins = ["postgres_server"]


def browser_missing_message(count):
    """Why the run stops: ``count`` selected browser tests and no browser at CHROMIUM."""
    return (f"{count} selected test(s) are browser tests (marked 'browser') and need Chromium at {CHROMIUM}, "
            "which is missing.\n"
            "  Install Debian's package (as root): apt-get update && apt-get install -y chromium\n"
            "  or point CARDGAMES_CHROMIUM at a Chromium or Chrome executable (never `playwright install`),\n"
            "  or run the other tests only:  python3 dev.py test -m \"not browser\"")


def slow_first(items):
    """Put the tests marked ``slow`` (half a minute or more) first, in place, the order otherwise kept.
    pytest-xdist hands tests out in collection order: a long test begun last keeps one worker busy
    while the other waits; begun first, the short ones fill in beside it."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def missing_programs(items):
    """``(message, exit code)`` when the selected ``items`` need a program this machine lacks: Chromium for the
    browser tests, PostgreSQL's server for the 'postgres' tests; None when nothing is missing."""
    browser_tests = [item for item in items if item.get_closest_marker("browser")]
    if browser_tests and not Path(CHROMIUM).is_file():
        return browser_missing_message(len(browser_tests)), CHROMIUM_MISSING
    postgres_tests = [item for item in items if item.get_closest_marker("postgres")]
    if postgres_tests and load_dev().postgres_bin() is None:
        from postgres_server import postgres_missing_message

        return postgres_missing_message(len(postgres_tests)), POSTGRES_MISSING
    return None


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """After -m/-k selection: the slow tests first (``slow_first``); then stop at once if the selected tests need a
    program that is missing (``missing_programs``; not with --collect-only, which runs nothing).

    Under pytest-xdist the workers collect: a worker then runs nothing and tells the controller,
    which ends the run with the same message and exit code (see pytest_testnodedown).
    """
    slow_first(items)
    group_ids(config, items)
    missing = None if config.option.collectonly else missing_programs(items)
    if missing is None:
        return
    if hasattr(config, "workeroutput"):
        config.workeroutput["missing_program"] = missing
        items.clear()
    else:
        pytest.exit(missing[0], returncode=missing[1])


def group_ids(config, items):
    """Under ``--dist loadgroup``, in a worker: give each test marked ``xdist_group("name")`` the node id
    ``<id>@name`` by which the controller sends a group's tests to one worker. pytest-xdist 3.8 writes it to
    ``item._nodeid``, which pytest 9.2 no longer reads (its ids are ``item._id``, a NodeId): the groups were
    silently lost and the tests of a page shared by a module went to both workers, each loading the page
    (pytest-dev/pytest-xdist#1386). Nothing when xdist's own suffix took effect, or without loadgroup."""
    if not getattr(config.option, "loadgroup", False):
        return
    from _pytest.nodeid import NodeId

    for item in items:
        mark = item.get_closest_marker("xdist_group")
        if mark is None or "@" in item.nodeid or not hasattr(item, "_id"):
            continue
        name = mark.args[0] if mark.args else mark.kwargs.get("name", "default")
        item._id = NodeId.parse(f"{item.nodeid}@{name}")


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """xdist controller: remember a worker's 'a program is missing' message and exit code (see above)."""
    missing = getattr(node, "workeroutput", {}).get("missing_program")
    if missing:
        node.config.stash[_MISSING] = tuple(missing)


def pytest_sessionfinish(session):
    """xdist controller: end with the workers' 'a program is missing' message and exit code."""
    missing = session.config.stash.get(_MISSING, None)
    if missing:
        session.config.get_terminal_writer().line(missing[0], red=True, bold=True)
        session.exitstatus = missing[1]


def _die_with_parent():
    """In the child (Linux): get SIGTERM when pytest dies, so a killed run leaves no Voila behind."""
    os.setsid()
    if sys.platform.startswith("linux"):
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)     # 1 = PR_SET_PDEATHSIG


def free_port():
    """A localhost port that nothing listens on (the system picks it: bind to port 0)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class VoilaServer:
    """A Voila process serving one folder; ``url`` is its base URL (ending with '/')."""

    def __init__(self, folder, log_path, options=()):
        self.folder = Path(folder)
        self.options = list(options)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log_path = log_path
        self.process = None

    def start(self):
        """Start Voila from the repository root (so that it reads ./voila.json) and wait until it answers."""
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        log = open(self.log_path, "w")
        command = [str(VENV_BIN / "voila"), str(self.folder), "--no-browser",
                   f"--port={self.port}", "--Voila.ip=127.0.0.1", *self.options]
        # A page opened without ?lang= is in the server's language: English here, whatever the machine's locale.
        env = {**os.environ, "CARDGAMES_LANGUAGE": os.environ.get("CARDGAMES_LANGUAGE") or "en"}
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env=env,
                                        stdin=subprocess.DEVNULL, preexec_fn=_die_with_parent)
        log.close()
        deadline = time.monotonic() + VOILA_START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"Voila exited with code {self.process.returncode}; log:\n{self.log()}")
            try:
                with urllib.request.urlopen(self.url, timeout=2) as response:
                    if response.status == 200:
                        return self
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"Voila did not answer within {VOILA_START_TIMEOUT} s; log:\n{self.log()}")

    def render_url(self, notebook):
        """The URL at which Voila runs and shows ``notebook`` (a file name inside the folder)."""
        return f"{self.url}voila/render/{notebook}"

    def kernels(self):
        """The kernels this server runs now: its live ``ipykernel_launcher`` child processes (psutil)."""
        import psutil

        try:
            children = psutil.Process(self.process.pid).children()
        except psutil.NoSuchProcess:
            return []
        kernels = []
        for child in children:
            try:
                if child.status() != psutil.STATUS_ZOMBIE and "ipykernel_launcher" in " ".join(child.cmdline()):
                    kernels.append(child)
            except psutil.Error:          # it ended meanwhile
                pass
        return kernels

    def resident_memory(self):
        """The resident memory (bytes) of the server and all its child processes together."""
        import psutil

        total = 0
        try:
            server = psutil.Process(self.process.pid)
            for process in [server, *server.children(recursive=True)]:
                try:
                    total += process.memory_info().rss
                except psutil.Error:
                    pass
        except psutil.NoSuchProcess:
            pass
        return total

    def log(self):
        """What Voila printed so far."""
        try:
            return self.log_path.read_text()
        except OSError:
            return ""

    def stop(self):
        """Stop Voila and the kernels it started (the whole process group)."""
        if self.process is not None:
            stop_group(self.process)


def stop_group(process, timeout=10):
    """Stop ``process`` and its process group (a server started in a session of its own): SIGTERM,
    then SIGKILL if it has not ended within ``timeout`` seconds. Nothing if it has already ended."""
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=timeout)


def start_voila(folder, name, log_dir, options=()):
    """A started VoilaServer for ``folder`` with extra command-line ``options``, logging to
    ``log_dir``/voila-<name>.log (copied to test-artifacts/ if a test fails)."""
    server = VoilaServer(folder, Path(log_dir) / f"voila-{name}.log", options)
    _STARTED.append(server)
    return server.start()


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    """A Voila server for the notebooks/ folder, shared by the session and stopped at its end."""
    server = start_voila(NOTEBOOKS, "notebooks", tmp_path_factory.mktemp("voila"))
    yield server
    server.stop()


@pytest.fixture(scope="session")
def plain_python(tmp_path_factory):
    """A Python with the standard library only, as on a fresh machine: a new virtual environment of the
    interpreter running the suite, without even pip (its path)."""
    folder = tmp_path_factory.mktemp("plain") / "venv"
    subprocess.run([sys._base_executable, "-m", "venv", "--without-pip", str(folder)], check=True, timeout=120)
    python = folder / ("Scripts" if sys.platform == "win32" else "bin") / "python"
    probe = subprocess.run([str(python), "-c", "import tqdm"], capture_output=True, timeout=60)
    assert probe.returncode != 0, "the plain Python must not see the suite's packages"
    return python


class StaticServer:
    """``python3 -m http.server`` serving a built static site on a free localhost port, under a path of its own as on
    GitHub Pages (``url``: http://127.0.0.1:PORT/<the folder's name>/): the server serves the folder's parent."""

    def __init__(self, folder):
        self.folder = Path(folder)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/{self.folder.name}/"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1", "--directory",
             str(self.folder.parent)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
            preexec_fn=_die_with_parent)
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(self.url, timeout=2).close()
                break
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise RuntimeError(f"http.server did not answer on {self.url}") from None
                time.sleep(0.1)

    def page_url(self, name, query=""):
        """The address of the app of notebook ``name`` ('ohio'), with ``query`` ('lang=fr')."""
        return f"{self.url}voici/render/{name}.html" + (f"?{query}" if query else "")

    def stop(self):
        stop_group(self.process)


def shared_folder(tmp_path_factory):
    """A folder every process of this test run sees: the run's base temporary folder, which holds each
    pytest-xdist worker's own (``popen-gwN``); without xdist, the process's own."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if base.name.startswith("popen-gw") else base


def built_static_site(tmp_path_factory):
    """The gallery built as a static site (``staticsite.build``, default options) once per test run: the first
    process to ask builds it into the run's shared folder while the others wait (a lock), then all use it.
    A build that failed leaves no mark, so the next process tries again and fails with the build's own error."""
    import fcntl

    from staticsite.build import build

    shared = shared_folder(tmp_path_factory) / "static-site"
    shared.mkdir(exist_ok=True)
    folder, done = shared / "site", shared / "built"
    with open(shared / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            build(folder, say=lambda message: None)
            done.touch()
    return folder


@pytest.fixture(scope="session")
def static_site(tmp_path_factory):
    """The gallery's static site (``built_static_site``: one build per test run) served by http.server for this
    test process: a StaticServer (its ``folder`` is the site, which no test changes)."""
    server = StaticServer(built_static_site(tmp_path_factory))
    yield server
    server.stop()


def save_voila_logs(test_name):
    """Copy the log of every Voila server started so far to test-artifacts/<test name>-voila-<name>.log."""
    for server in _STARTED:
        if server.log_path.exists():
            ARTIFACTS.mkdir(exist_ok=True)
            shutil.copyfile(server.log_path, ARTIFACTS / f"{safe_name(test_name)}-{server.log_path.name}")


def safe_name(text):
    """``text`` with anything but letters, digits and -_. replaced, for a file name."""
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in text)


def load_dev():
    """dev.py, the project's tasks, as a module (it is a script at the repository's root, not a package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
    dev = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(dev)
    return dev


@pytest.fixture(scope="session")
def chromium():
    """Headless Debian Chromium driven by Playwright's sync API."""
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).is_file():
        pytest.fail(browser_missing_message(1))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**load_dev().chromium_launch_options(CHROMIUM))
        yield browser
        browser.close()


@pytest.fixture(autouse=True)
def page_language_kept():
    """Each test starts with the page's language it found and leaves it so: a test that opens a page in a
    language (``i18n.use_page_language``, as every notebook's first cell) would otherwise make it the default of
    the tests that come after it in the same worker, which pytest-xdist shares out differently from run to run."""
    from cardlib.text import i18n

    kept = i18n._page_language
    yield
    i18n._page_language = kept


@pytest.fixture(autouse=True)
def no_running_loop(request):
    """Every test but the browser's runs in a thread with no running event loop, as a script does.

    Playwright's sync API (the session's ``chromium``, once a browser test of this pytest worker has used it)
    leaves its event loop set as the main thread's running loop between its calls. A lesson's Run
    (``widgets.predict.Predict.run``, ``widgets.browser``) would then put its simulation on that loop as a task
    that nothing drives, and return: the test read an empty curve (IndexError), or ``asyncio.run`` refused to
    start. Which tests came after a browser test in the same worker depends on how pytest-xdist shared them out,
    so they failed now and then, more often on a loaded machine. The browser's tests keep the mark: Playwright
    needs it while it runs."""
    if "chromium" in request.fixturenames:
        yield
        return
    foreign = asyncio._get_running_loop()
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(foreign)


def is_local(url):
    """True for the Voila server's own URLs (and data:, blob: URLs, which no host serves)."""
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob") or parts.hostname in LOCAL_HOSTS


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Remember each phase's report on the test item, so fixtures can tell if the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)
    if report.failed and item.get_closest_marker("browser"):
        save_voila_logs(item.name)


def record_foreign_requests(context):
    """Make ``context`` record (in the returned list) and abort every request to another host."""
    foreign = []

    def route(route):
        if is_local(route.request.url):
            route.continue_()
        else:
            foreign.append(route.request.url)
            route.abort()

    context.route("**/*", route)
    return foreign


def clocked_stand_in_page(chromium, body, origin="http://class.test"):
    """A page whose every address under ``origin`` answers ``body`` (HTML), with a clock the test moves on
    (``page.clock``): for a page's script driven with stand-ins. Yields the page; closes its context after."""
    context = chromium.new_context()
    context.route(f"{origin}/**", lambda route: route.fulfill(status=200, content_type="text/html", body=body))
    page = context.new_page()
    page.clock.install()
    yield page
    context.close()


def new_page(chromium):
    """A page in a new browser context (1280x900, en-GB) that records and aborts requests to other hosts
    (its ``foreign_requests``)."""
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    foreign = record_foreign_requests(context)
    tab = context.new_page()
    tab.foreign_requests = foreign
    return tab


def after_test(tab, request, foreign_before=0):
    """What the ``page`` fixtures do after a test: a screenshot in test-artifacts/ if it failed; the test fails if
    the page asked another host for anything since ``foreign_before`` requests."""
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        try:
            tab.screenshot(path=str(ARTIFACTS / f"{safe_name(request.node.name)}.png"), full_page=True)
        except Exception as error:     # the page may be gone; the test's own error matters more
            print(f"could not save a screenshot: {error}")
    foreign = tab.foreign_requests[foreign_before:]
    if foreign:
        pytest.fail(f"the page asked another host than the Voila server for: {sorted(set(foreign))}")


@pytest.fixture(scope="module")
def module_page(chromium, voila, request):
    """One browser page for a whole test module, whose tests each use their own part of the same app page (its
    own table, or a table they restart with a seed), so that the app is loaded once, not once per test: opened
    by the module's ``open_shared_page(page, voila)``. Its tests form one ``xdist_group`` (all in one worker, in
    order) and take it through ``shared_page`` or ``shared_tables``."""
    tab = new_page(chromium)
    try:
        request.module.open_shared_page(tab, voila)
        yield tab
    finally:
        tab.context.close()


@pytest.fixture
def shared_page(module_page, request):
    """``module_page`` for one test: its screenshot if the test fails, and the test fails if the page asked
    another host for anything during it (as the ``page`` fixture)."""
    before = len(module_page.foreign_requests)
    yield module_page
    after_test(module_page, request, before)


@pytest.fixture
def shared_tables(shared_page):
    """The tables of the module's shared page, for one test."""
    return shared_page.locator(TABLE)


@pytest.fixture
def shared_game(shared_page):
    """The whole game of the module's shared page (``WHOLE_GAME``), for one test."""
    return shared_page.locator(WHOLE_GAME).first


@pytest.fixture
def page(chromium, request):
    """A fresh browser page (1280x900) that reaches only the Voila server; screenshot on failure.

    Its ``foreign_requests`` list holds every URL it asked another host for; the test fails
    (at teardown) if there is any.
    """
    tab = new_page(chromium)
    yield tab
    try:
        after_test(tab, request)
    finally:
        tab.context.close()
