"""The gallery server under a class, for the classroom benchmarks (``classroom.py`` and its class mode,
``classroom_class.py``): the server started as ``dev.py gallery`` starts it, its pools counted, its memory and CPU
watched, and a student's browser context opened and closed as a device's tab.
"""

import ast
import asyncio
import importlib.util
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil

from quick import quick

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import dev  # noqa: E402  (the gallery's command line, shared with `dev.py gallery`)

sys.path.remove(str(ROOT))       # ROOT/voila.py is Voila's configuration, not the voila package
# gallery_server.kernels alone (its package imports Voila, which ROOT/voila.py would shadow): the pools' sizes
_spec = importlib.util.spec_from_file_location("gallery_kernels", ROOT / "gallery_server" / "kernels.py")
kernels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(kernels)

CHROMIUM = os.environ.get("CARDGAMES_CHROMIUM") or "/usr/bin/chromium"
LOAD_TIMEOUT = 300_000     # ms: a page waits behind the whole class
SETTLE = 120               # s to wait for the pool to fill, or for the kernels of a run to go
# The gallery's notebooks; Voila's pool keeps POOL kernels for each of them.
NOTEBOOKS = sorted(path.name for path in (ROOT / "notebooks").glob("*.ipynb"))


def percentile(values, q):
    """The ``q`` quantile (0-1) of ``values`` by nearest rank; None when empty."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def seconds(value):
    """A time for the table."""
    return "-" if value is None else f"{value:.2f}"


class MemoryWatch:
    """Samples the resident memory of a process and its children, and their kernel count, in a thread."""

    def __init__(self, pid, interval=0.25):
        self.pid, self.interval = pid, interval
        self.peak = self.peak_kernels = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def sample(self):
        """(bytes, kernels) now."""
        try:
            server = psutil.Process(self.pid)
            processes = [server, *server.children(recursive=True)]
        except psutil.Error:
            return 0, 0
        total = kernels = 0
        for process in processes:
            try:
                total += process.memory_info().rss
                kernels += "ipykernel_launcher" in " ".join(process.cmdline())
            except psutil.Error:
                pass
        return total, kernels

    def cpu_seconds(self):
        """CPU seconds used so far by the server and its kernels, ended kernels included (the server
        reaps them, so they count in its children's times)."""
        try:
            server = psutil.Process(self.pid)
            times = server.cpu_times()
            total = times.user + times.system + times.children_user + times.children_system
            for child in server.children(recursive=True):
                try:
                    child_times = child.cpu_times()
                    total += child_times.user + child_times.system
                except psutil.Error:
                    pass
        except psutil.Error:
            return 0.0
        return total

    def _run(self):
        while not self._stop.is_set():
            total, kernels = self.sample()
            self.peak, self.peak_kernels = max(self.peak, total), max(self.peak_kernels, kernels)
            self._stop.wait(self.interval)

    def reset(self):
        """Start a new peak, and a new CPU count, from the current figures."""
        self.peak, self.peak_kernels = self.sample()
        self.cpu_start, self.wall_start = self.cpu_seconds(), time.monotonic()

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()


def process_kind(cmdline):
    """What a process of the run is, from its command line: ``kernel``, ``browser`` (Chromium, its renderers
    included), ``server`` (Voila), ``hub``, ``benchmark`` (this script and Playwright's driver) or ``other``."""
    line = " ".join(cmdline)
    if "ipykernel_launcher" in line:
        return "kernel"
    if "chromium" in line or "chrome" in line:
        return "browser"
    if "class_hub" in line:
        return "hub"
    if "voila" in line or "jupyter" in line:
        return "server"
    if "playwright" in line or "benchmarks/" in line:
        return "benchmark"
    return "other"


class CpuByKind:
    """The machine's CPU seconds by kind of process (``process_kind``) between ``start()`` and ``stop()``: what the
    processes alive at either moment used between them (a process ended in between is not counted)."""

    def __init__(self):
        self._start = {}
        self.used = {}

    @staticmethod
    def _times():
        times = {}
        for process in psutil.process_iter(["cmdline", "cpu_times"]):
            info = process.info
            if info["cpu_times"] is not None:
                times[process.pid] = (process_kind(info["cmdline"] or []),
                                      info["cpu_times"].user + info["cpu_times"].system)
        return times

    def start(self):
        """Note every process's CPU seconds now."""
        self._start, self._wall = self._times(), time.monotonic()

    def stop(self):
        """Add up what each kind used since ``start`` (``used``: kind -> s); the wall time between (s)."""
        self.used = {}
        for pid, (kind, seconds) in self._times().items():
            self.used[kind] = self.used.get(kind, 0.0) + seconds - self._start.get(pid, (kind, 0.0))[1]
        self.wall = time.monotonic() - self._wall
        return self.used

    def summary(self):
        """One line: each kind's CPU seconds and its share of the machine's cores over the wall time."""
        cores = os.cpu_count() or 1
        parts = [f"{kind} {seconds:.0f} s ({100 * seconds / (self.wall * cores):.0f}%)"
                 for kind, seconds in sorted(self.used.items(), key=lambda item: -item[1]) if seconds >= 0.5]
        return f"CPU over the {self.wall:.0f} s, by process ({cores} cores = 100%): " + ", ".join(parts)


def voila_setting(name):
    """The constant ``name`` of voila.py (MAX_KERNELS, UNPOOLED), read from its source: the file is Voila's
    configuration, which only Voila can run."""
    for node in ast.parse((ROOT / "voila.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(target, "id", None) == name for target in node.targets):
            return ast.literal_eval(node.value)
    raise LookupError(f"voila.py sets no {name}")


def start_gallery(pool, max_kernels, log_path, class_pool=None, languages=dev.GALLERY_LANGUAGES, extra_env=None,
                  port=None):
    """Start the gallery server as dev.py does, on ``port`` (default: a free one); (process, base URL) once it
    answers. ``extra_env``: more of Voila's environment, which its kernels inherit (the class hub's address, as
    ``dev.py class`` gives it)."""
    port = port or dev.free_port()
    log = open(log_path, "w")
    environment = {**dev.gallery_environment(pool, max_kernels, class_pool, languages), **(extra_env or {})}
    process = subprocess.Popen(dev.gallery_command(port), cwd=ROOT, env=environment,
                               stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    log.close()
    base = f"http://127.0.0.1:{port}/"
    if not dev.wait_until_ready(base, process):
        sys.exit(f"Voila did not start; see {log_path}")
    return process, base


def pooled_kernels(pool, class_pools, languages):
    """How many kernels the server preheats: ``pool`` per notebook (``class_pools`` {app: N} instead for
    those apps, none for voila.py's UNPOOLED, the teacher's page) in the first of ``languages``, and at most
    one per notebook in each other language (gallery_server.kernels)."""
    unpooled = voila_setting("UNPOOLED")
    sizes = {name: class_pools.get(name.removesuffix(".ipynb"), pool) for name in NOTEBOOKS if name not in unpooled}
    others = sum(min(size, kernels.OTHER_LANGUAGES_POOL) for size in sizes.values())
    return sum(sizes.values()) + others * (len(languages.split(",")) - 1)


def wait_for_kernels(watch, count, timeout=SETTLE):
    """Wait until the server runs ``count`` kernels, then until they are idle (a preheated kernel
    counts from its start but is warm only once it has run its notebook); the count seen last."""
    deadline = time.monotonic() + timeout
    while (kernels := watch.sample()[1]) != count and time.monotonic() < deadline:
        time.sleep(0.5)
    wait_until_idle(watch, deadline, window=0.5 if quick() else 2.0)     # quick mode: no figure to protect
    return kernels


def wait_until_idle(watch, deadline, window=2.0, busy=0.1):
    """Wait until the server and its kernels use less than ``busy`` CPU seconds per second over a
    ``window`` of seconds (the pool has run its notebooks), or until ``deadline``."""
    used = watch.cpu_seconds()
    while time.monotonic() < deadline:
        time.sleep(window)
        now = watch.cpu_seconds()
        if now - used < busy * window:
            return
        used = now


async def new_context(browser, base):
    """A visitor's own browser context (a student's device), which asks nothing of any host but ``base``."""
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    await context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(base)
                        else route.abort())
    return context


async def close_tab(page, context):
    """Close ``page`` as a student's tab closes, then its ``context``: its beforeunload asks Voila to stop its
    kernel (a context closed with its pages runs no beforeunload: the kernels then waited for the idle culling,
    90-120 s)."""
    await page.close(run_before_unload=True)
    await asyncio.sleep(0.5)       # the shutdown request on its way
    await context.close()
