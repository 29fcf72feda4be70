"""Shared fixtures: a Voila server on a free localhost port, and headless Chromium through Playwright.

The browser is Debian's Chromium at /usr/bin/chromium (never `playwright install`). Every page
blocks requests that leave localhost, so runs do not depend on the network. When a test using
a page fails, a screenshot is saved to test-artifacts/<test name>.png.
"""

import os
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
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]
VOILA_START_TIMEOUT = 90      # seconds; the server is usually up in 2-3 s
LOCAL_HOSTS = {"127.0.0.1", "localhost"}


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

    def __init__(self, folder, log_path):
        self.folder = Path(folder)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log_path = log_path
        self.process = None

    def start(self):
        """Start Voila from the repository root (so that it reads ./voila.json) and wait until it answers."""
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        log = open(self.log_path, "w")
        command = [str(VENV_BIN / "voila"), str(self.folder), "--no-browser",
                   f"--port={self.port}", "--Voila.ip=127.0.0.1"]
        self.process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
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

    def log(self):
        """What Voila printed so far."""
        try:
            return self.log_path.read_text()
        except OSError:
            return ""

    def stop(self):
        """Stop Voila and the kernels it started (the whole process group)."""
        if self.process is None or self.process.poll() is not None:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)


def start_voila(folder, name):
    """A started VoilaServer for ``folder``, logging to test-artifacts/voila-<name>.log."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    return VoilaServer(folder, ARTIFACTS / f"voila-{name}-{worker}.log").start()


@pytest.fixture(scope="session")
def voila():
    """A Voila server for the notebooks/ folder, shared by the session and stopped at its end."""
    server = start_voila(NOTEBOOKS, "notebooks")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def chromium():
    """Headless Debian Chromium driven by Playwright's sync API."""
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (python3 dev.py test does it as root)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


def _only_localhost(route):
    """Let requests to localhost through; abort everything else (CDN fonts, trackers)."""
    if urlsplit(route.request.url).hostname in LOCAL_HOSTS:
        route.continue_()
    else:
        route.abort()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Remember each phase's report on the test item, so fixtures can tell if the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture
def page(chromium, request):
    """A fresh browser page (1280x900) that only reaches localhost; screenshot on failure."""
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    context.route("**/*", _only_localhost)
    tab = context.new_page()
    yield tab
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in request.node.name)
        try:
            tab.screenshot(path=str(ARTIFACTS / f"{safe}.png"), full_page=True)
        except Exception as error:     # the page may be gone; the test's own error matters more
            print(f"could not save a screenshot: {error}")
    context.close()
