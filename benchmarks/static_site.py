"""The gallery as a static site (issue 26) beside Voila, measured in the same run: the site's size, the time from
navigation to the first playable card with a cold and a warm browser cache, and the time a click is answered.

The site is built into a temporary folder (``staticsite.build``, as ``dev.py static-site`` does) unless ``--site``
names one already built, and served by ``python3 -m http.server`` on 127.0.0.1; the same notebooks are served by
Voila as benchmarks/page_heights.py starts it (the repository's voila.json, a fresh kernel per page, no preheated
pool: the gallery's server keeps one, see benchmarks/classroom.py ``--mode warm``). Chromium (Debian's, headless,
1366x768) reaches no host but 127.0.0.1: ``--host-resolver-rules`` resolves every other name to nothing, and every
request a page or its workers make to another host is counted as blocked (0 for a game page of the site).
Playwright's ``route``, with which the tests block hosts, turns Chromium's HTTP cache off: the warm visits need it.

Per page (``--pages``: default ohio,woo; ``all``: the five games) and per server, each figure the median of
``--repeat`` visits, times in the page's own clock (``performance.now()``, from the start of the navigation):

* cold: a new browser with an empty profile, one visit;
* warm: one browser with a profile of its own (``launch_persistent_context``) opens the page once, then
  ``--repeat`` times again in new tabs: its HTTP cache holds every file (http.server answers a revalidation with
  304; the runtime's files, dated 1985 by npm, are not even asked for again), and its IndexedDB the snapshot of
  Python the first visit kept (staticsite.warmstart): a warm visit of the site restores it;
* "first card": the first playable part of any table of the page (a step-by-step example's compact table, say);
  "game": the first playable part of the game's own table (the whole game's, ``table_from_page``: the table with
  the share button, first on the page);
* clicks: on the last warm visit, once the page has stopped changing (its last cells run), ``--clicks`` playable
  cards (or cells, choices) of the game's table, each timed from the click to the table's picture being redrawn
  (a MutationObserver on the SvgCanvas picture); the bots' replies are waited for before the next click;
* CPU seconds until the game's table is playable, of the browser (every Chromium process) and of the server (Voila:
  with the page's kernel), less sensitive than the times to other work on the machine;
* where a visit of the site goes: the kernel's worker starting (the page's scripts loaded), the Pyodide runtime
  and the last wheel downloaded (a cold visit), Python restored from the browser's snapshot (a warm visit), the
  kernel running the first cell (Pyodide's console line about the cell's imports), the first cell output, the
  first table, the first playable card.

    .venv/bin/python benchmarks/static_site.py                          # Ohio and Woo, 3 visits each
    .venv/bin/python benchmarks/static_site.py --pages all --repeat 5 --clicks 20
    .venv/bin/python benchmarks/static_site.py --site /tmp/site --pages ohio --no-voila --json
"""

import argparse
import contextlib
import gzip
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import unquote, urlsplit

import psutil

from classroom import APPS, GENERIC
from page_heights import ROOT, Server, free_port, launch_options
from quick import first_only, shrink, suite_site

GAMES = "ohio,woo,hue,yoyo,yozu"
DEFAULT_PAGES = "ohio,woo"
SCREEN = {"width": 1366, "height": 768}
HOST = "127.0.0.1"
# Every name but 127.0.0.1 resolves to nothing: no request leaves the machine, whatever a page asks.
BLOCK_ARGS = [f"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE {HOST}"]
LOAD_TIMEOUT = 180_000      # ms for a page to show a playable part of its game's table
FAILED_AFTER = 20_000       # ms after a cell's error output with no playable game table: the page failed
CLICK_TIMEOUT = 60_000      # ms for a click's redraw, then for the bots' replies
QUIET = 1500                # ms without a change in the page before the clicks start (its last cells have run)
TARGETS = {"cold": 10.0, "warm": 3.0, "click": 150.0, "size": 40.0}     # s, s, ms, MB (issue 26)
WHOLE_GAME = ".cardgames-app:has(.cardgames-share-button)"     # the app's whole game (table_from_page's table)
# Pyodide's kernel checks each cell's imports before running it, and says so in the console.
CELL_STARTS = re.compile(r"No new packages to load|already loaded from default channel")
# staticsite/warmstart.js says so once Python is restored from the snapshot a first visit kept (a warm visit).
RESTORED = "Python started from this browser's snapshot"
LOGGED_STATUS = re.compile(r'" (\d{3}) ')       # http.server's log line: "GET /path HTTP/1.1" 200 -

# Marks in the page's clock (ms from the navigation's start): the first cell output, the first cell error, the
# first table, the first playable part of any table and of the game's table, the last change of the page; each
# click on a table's playable part, and when the picture of that table was redrawn.
RECORDER = """(moves) => {
  if (window.__site) return;
  const marks = window.__site = {output: null, error: null, errorText: '', table: null, card: null, game: null,
                                 changed: 0, clicks: []};
  const visible = (node) => node.getClientRects().length > 0;
  const playable = (root) => !!root && !root.querySelector('.cardgames-thinking')
    && [...root.querySelectorAll(moves)].some(visible);
  const game = () => document.querySelector('%(game)s');
  window.__siteGame = () => playable(game());
  window.__siteSettled = () => {
    const table = game();
    return !!table && !table.querySelector('.cardgames-thinking') && performance.now() - marks.changed > %(quiet)d;
  };
  window.__siteDone = () => marks.game !== null
    || (marks.error !== null && performance.now() - marks.error > %(failed)d);
  const check = () => {
    const now = performance.now();
    marks.changed = now;
    if (marks.output === null && document.querySelector('.jp-OutputArea-output')) marks.output = now;
    if (marks.error === null) {
      const error = document.querySelector('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]');
      if (error && /Error|Traceback/.test(error.textContent)) {
        marks.error = now;
        marks.errorText = error.textContent.trim().split('\\n').filter((line) => /Error/.test(line)).pop() || '';
      }
    }
    if (marks.table === null && document.querySelector('.cardgames-app')) marks.table = now;
    if (marks.card === null && [...document.querySelectorAll('.cardgames-app')].some(playable)) marks.card = now;
    if (marks.game === null && playable(game())) marks.game = now;
  };
  new MutationObserver(check).observe(document, {childList: true, subtree: true});
  document.addEventListener('click', (event) => {
    const canvas = event.target.closest && event.target.closest('.svgcanvas');
    if (!canvas || !event.target.closest('[data-action]')) return;
    const click = {at: performance.now(), answered: null};
    marks.clicks.push(click);
    const redrawn = new MutationObserver(() => {
      click.answered = performance.now() - click.at;
      redrawn.disconnect();
    });
    redrawn.observe(canvas.querySelector('.svgcanvas-picture'), {childList: true});
  }, true);
}""" % {"game": WHOLE_GAME, "quiet": QUIET, "failed": FAILED_AFTER}

MILESTONES = {"scripts": "the kernel's worker starts (page's scripts in)",
              "runtime": "Pyodide's runtime downloaded (.wasm)",
              "packages": "the last wheel downloaded",
              "restored": "Python restored from the browser's snapshot",
              "first_cell": "the kernel runs the first cell",
              "output": "the first cell output",
              "table": "the first table",
              "card": "the first playable card",
              "game": "the game's table playable"}


def cpu_seconds(pid):
    """CPU seconds used so far by process ``pid`` and every process under it, ended ones included (those its
    processes have waited for); 0 if it is gone."""
    try:
        root = psutil.Process(pid)
        processes = [root, *root.children(recursive=True)]
    except psutil.Error:
        return 0.0
    total = 0.0
    for process in processes:
        try:
            times = process.cpu_times()
            total += times.user + times.system + times.children_user + times.children_system
        except psutil.Error:
            pass
    return total


def moves_of(app):
    """The CSS selectors of the playable parts of ``app``'s tables, in order (benchmarks/classroom.py's)."""
    return [*APPS[app].moves, GENERIC]


def site_figures(site):
    """{"bytes", "files", "gzip" (the sum of each file compressed by gzip -6: what a server sending compressed files
    sends at most), "parts": {folder: bytes}, "by_path": {path: (bytes, gzip bytes)}} of the site ``site``."""
    by_path, parts = {}, {}
    for path in sorted(Path(site).rglob("*")):
        if not path.is_file():
            continue
        data = path.read_bytes()
        relative = path.relative_to(site)
        by_path[relative.as_posix()] = (len(data), len(gzip.compress(data, compresslevel=6, mtime=0)))
        part = "/".join(relative.parts[:-1][:2]) or "(top)"
        parts[part] = parts.get(part, 0) + len(data)
    return {"bytes": sum(size for size, _packed in by_path.values()), "files": len(by_path),
            "gzip": sum(packed for _size, packed in by_path.values()), "parts": parts, "by_path": by_path}


@contextlib.contextmanager
def built_site(folder):
    """The site at ``folder``, or one built for this run in a temporary folder: yields (path, seconds to build)."""
    if folder:
        if not (Path(folder) / "voici" / "render").is_dir():
            sys.exit(f"{folder} is not a built static site (no voici/render/): python3 dev.py static-site --out DIR")
        yield Path(folder).resolve(), None
        return
    sys.path.append(str(ROOT))          # appended: ROOT/voila.py is Voila's configuration, not the voila package
    from staticsite.build import build

    with tempfile.TemporaryDirectory(prefix="static-site-bench-") as scratch:
        started = time.monotonic()
        with contextlib.redirect_stdout(sys.stderr):       # the build's progress lines, apart from the figures
            out = build(Path(scratch) / "site")
        yield out, time.monotonic() - started


class StaticServer:
    """``python3 -m http.server`` serving ``site`` on a free port of 127.0.0.1, its log kept (``statuses``)."""

    def __init__(self, site):
        self.port = free_port()
        self.url = f"http://{HOST}:{self.port}/"
        self.log = tempfile.NamedTemporaryFile(prefix="http-server-", suffix=".log")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(self.port), "--bind", HOST, "--directory", str(site)],
            stdout=subprocess.DEVNULL, stderr=self.log, stdin=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(self.url, timeout=2).close()
                return
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    sys.exit(f"http.server did not answer on {self.url}")
                time.sleep(0.1)

    def page(self, app):
        """The address of ``app``'s page."""
        return f"{self.url}voici/render/{app}.html"

    def cpu(self):
        """CPU seconds the server has used so far."""
        return cpu_seconds(self.process.pid)

    def statuses(self):
        """The HTTP status of every request the server has answered so far, in order."""
        with open(self.log.name, encoding="utf-8", errors="replace") as log:
            return [int(match.group(1)) for line in log if (match := LOGGED_STATUS.search(line))]

    def stop(self):
        """Stop the server."""
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=20)
        self.log.close()


class VoilaServer(Server):
    """benchmarks/page_heights.py's Voila, serving the repository's notebooks."""

    def page(self, app):
        """The address of ``app``'s page."""
        return f"{self.url}voila/render/{app}.ipynb"

    def statuses(self):
        """None: Voila's log is not read."""
        return None

    def cpu(self):
        """CPU seconds Voila and its kernels have used so far."""
        return cpu_seconds(self.process.pid)


class Browser:
    """A headless Chromium with a profile folder of its own and no host but 127.0.0.1, noting every request of its
    pages and workers (``requests``: [(url, start, end)] in epoch ms; ``blocked``: those to other hosts) and the
    time of every console line (``console``: [(epoch ms, text)])."""

    def __init__(self, playwright, profile):
        self.context = playwright.chromium.launch_persistent_context(
            str(profile), **launch_options(BLOCK_ARGS), viewport=SCREEN)
        self.requests, self.blocked, self.console = [], [], []
        self.context.on("request", self._request)
        self.context.on("requestfinished", self._finished)
        self.context.on("console", lambda message: self.console.append((time.time() * 1000, message.text)))
        self.pid = next((process.pid for process in psutil.process_iter(["cmdline"])
                         if f"--user-data-dir={profile}" in (process.info["cmdline"] or [])
                         and not any(part.startswith("--type=") for part in process.info["cmdline"])), None)

    def cpu(self):
        """CPU seconds every process of this Chromium has used so far (None if its process was not found)."""
        return None if self.pid is None else cpu_seconds(self.pid)

    def _request(self, request):
        address = urlsplit(request.url)
        if address.scheme in ("http", "https", "ws", "wss") and address.hostname != HOST:
            self.blocked.append(request.url)

    def _finished(self, request):
        timing = request.timing
        if timing["startTime"] > 0:
            end = timing["startTime"] + timing["responseEnd"] if timing["responseEnd"] >= 0 else None
            self.requests.append((request.url, timing["startTime"], end))

    def clear(self):
        """Forget the requests and console lines noted so far."""
        self.requests.clear()
        self.blocked.clear()
        self.console.clear()

    def close(self):
        """Close the browser."""
        self.context.close()


def visit(browser, server, app, clicks=0):
    """Open ``app``'s page of ``server`` in ``browser`` in a new tab and wait until the game's table has a playable
    part: {"marks": the recorder's marks (ms), "origin": the page's timeOrigin (epoch ms), "blocked": addresses of
    other hosts asked for, "requests": [(url, start, end)] of the page and its workers, "console": [(epoch ms,
    text)], "statuses": what http.server answered (None for Voila), "cpu": {"browser", "server"}: CPU seconds each
    used until the game's table was playable (the server's with its kernel), "clicks": [ms from each click to its
    redraw]}
    (``clicks`` clicks made once the page has stopped changing), or {"failed": the reason}. The tab is closed as a
    student's is (Voila then stops its kernel)."""
    browser.clear()
    answered = len(server.statuses() or [])
    page = browser.context.new_page()
    try:
        page.add_init_script(f"({RECORDER})({json.dumps(', '.join(moves_of(app)))});")
        cpu = (browser.cpu(), server.cpu())
        page.goto(server.page(app), wait_until="commit", timeout=LOAD_TIMEOUT)
        page.wait_for_function("() => window.__site && window.__siteDone()", timeout=LOAD_TIMEOUT, polling=100)
        cpu = {"browser": None if cpu[0] is None else browser.cpu() - cpu[0], "server": server.cpu() - cpu[1]}
        marks = page.evaluate("window.__site")
        if marks["game"] is None:
            return {"failed": marks["errorText"] or "a cell failed"}
        times = click_moves(page, app, clicks) if clicks else []
        marks = page.evaluate("window.__site")
        origin = page.evaluate("performance.timeOrigin")
        statuses = server.statuses()
        return {"marks": marks, "origin": origin, "blocked": list(browser.blocked), "requests": list(browser.requests),
                "console": list(browser.console), "statuses": None if statuses is None else statuses[answered:],
                "clicks": times, "cpu": cpu}
    except Exception as error:          # a benchmark reports every page, whatever happened to one
        last = f" (the console's last line: {browser.console[-1][1][:100]!r})" if browser.console else ""
        return {"failed": f"{type(error).__name__}: {str(error).splitlines()[0][:120]}{last}"}
    finally:
        page.close(run_before_unload=True)
        time.sleep(0.3)                 # Voila's kernel shutdown request on its way


def click_moves(page, app, count):
    """Click ``count`` playable parts of the game's table once the page is still: ms from each click to the redraw
    of the table's picture. A round over (nothing playable, nothing thinking) is dealt again."""
    page.wait_for_function("() => window.__siteSettled()", timeout=LOAD_TIMEOUT, polling=200)
    game = page.locator(WHOLE_GAME).first
    ready = "() => window.__siteGame() || window.__siteSettled()"
    made = deals = 0
    while made < count:
        page.wait_for_function(ready, timeout=CLICK_TIMEOUT, polling=100)
        if not page.evaluate("() => window.__siteGame()"):
            deals += 1                  # the round is over: deal again
            if deals > count:
                break
            game.locator(".cardgames-new").first.click(timeout=CLICK_TIMEOUT)
            page.wait_for_function("() => window.__siteGame()", timeout=CLICK_TIMEOUT, polling=100)
            continue
        before = page.evaluate("() => window.__site.clicks.length")
        first_playable(game, app).click(timeout=CLICK_TIMEOUT)
        page.wait_for_function(f"() => window.__site.clicks.length > {before} && "
                               "window.__site.clicks[window.__site.clicks.length - 1].answered !== null",
                               timeout=CLICK_TIMEOUT, polling=50)
        made += 1
    page.wait_for_function(ready, timeout=CLICK_TIMEOUT, polling=100)      # the bots' last replies
    return [click["answered"] for click in page.evaluate("window.__site.clicks") if click["answered"] is not None]


def first_playable(game, app):
    """The first visible playable part of the game's table ``game`` (a locator), in the order of ``moves_of``."""
    for selector in moves_of(app):
        candidates = game.locator(selector)
        for index in range(candidates.count()):
            if candidates.nth(index).is_visible():
                return candidates.nth(index)
    raise RuntimeError(f"{app}: no playable part visible on the game's table")


def timeline(result):
    """Where a visit of the site went: {milestone: s from the navigation's start} (None where not seen)."""
    origin, marks, requests = result["origin"], result["marks"], result["requests"]

    def since(epoch_ms):
        return None if epoch_ms is None else (epoch_ms - origin) / 1000

    def last_end(suffix):
        ends = [end for url, _start, end in requests if urlsplit(url).path.endswith(suffix) and end is not None]
        return max(ends) if ends else None

    starts = [start for url, start, _end in requests if urlsplit(url).path.endswith(("/pyodide.js", "/warm-start.js"))]
    cells = [at for at, text in result["console"] if CELL_STARTS.search(text)]
    restored = [at for at, text in result["console"] if RESTORED in text]
    return {"scripts": since(min(starts) if starts else None), "runtime": since(last_end("/pyodide.asm.wasm")),
            "packages": since(last_end(".whl")), "restored": since(min(restored) if restored else None),
            "first_cell": since(min(cells) if cells else None),
            **{name: None if marks[name] is None else marks[name] / 1000
               for name in ("output", "table", "card", "game")}}


def loaded_files(result, by_path):
    """(files, bytes, gzip bytes) of the site's files a visit asked for, each counted once."""
    paths = set()
    for url, _start, _end in result["requests"]:
        path = unquote(urlsplit(url).path).lstrip("/")
        path = path + "index.html" if not path or path.endswith("/") else path
        if path in by_path:
            paths.add(path)
    return len(paths), sum(by_path[p][0] for p in paths), sum(by_path[p][1] for p in paths)


def median(values):
    """The median of ``values`` but None, or None."""
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def p90(values):
    """The 90th percentile of ``values`` but None (the value itself for one), or None."""
    values = [v for v in values if v is not None]
    if len(values) < 2:
        return values[0] if values else None
    return statistics.quantiles(values, n=10)[-1]


def measure(playwright, servers, apps, repeat, clicks, scratch):
    """{app: {server: {"cold": [visit...], "warm": [visit...], "failed": reason or None}}}: per app, ``repeat`` cold
    visits of each server (interleaved), then one warm browser per server opening the page once, then ``repeat``
    times again (interleaved), the last time with ``clicks`` clicks. A page that failed once is not visited again."""
    results = {}
    for app in apps:
        results[app] = figures = {name: {"cold": [], "warm": [], "failed": None} for name in servers}

        def record(name, kind, result):
            if "failed" in result:
                figures[name]["failed"] = f"{kind}: {result['failed']}"
            else:
                figures[name][kind].append(result)

        for round_ in range(repeat):
            for name, server in servers.items():
                if figures[name]["failed"]:
                    continue
                browser = Browser(playwright, Path(scratch) / f"cold-{app}-{name}-{round_}")
                try:
                    record(name, "cold", visit(browser, server, app))
                finally:
                    browser.close()
        browsers = {}
        try:
            for name, server in servers.items():
                if not figures[name]["failed"]:
                    browsers[name] = Browser(playwright, Path(scratch) / f"warm-{app}-{name}")
                    first = visit(browsers[name], server, app)          # fills the cache
                    if "failed" in first:
                        record(name, "warm", first)
            for round_ in range(repeat):
                for name, server in servers.items():
                    if not figures[name]["failed"]:
                        last = round_ == repeat - 1
                        record(name, "warm", visit(browsers[name], server, app, clicks=clicks if last else 0))
        finally:
            for browser in browsers.values():
                browser.close()
    return results


def seconds(value):
    """A time in seconds for the tables."""
    return "-" if value is None else f"{value:.2f}"


def milliseconds(value):
    """A time in milliseconds for the tables."""
    return "-" if value is None else f"{value:.0f}"


def ratio(a, b):
    """a / b for the tables."""
    return "-" if a is None or not b else f"{a / b:.2f}"


def mark_median(runs, name):
    """The median of mark ``name`` over ``runs``, in seconds."""
    return median(run["marks"][name] / 1000 for run in runs)


def report(site, size, build_seconds, results, repeat, clicks, load):
    """Print the figures."""
    megabytes = size["bytes"] / 1e6
    built = f", built in {build_seconds:.0f} s" if build_seconds is not None else ""
    print(f"Static site {site}{built}: {size['files']} files, {megabytes:.1f} MB, {size['gzip'] / 1e6:.1f} MB "
          f"compressed (gzip -6 of each file)   target < {TARGETS['size']:.0f} MB: "
          f"{'met' if megabytes < TARGETS['size'] else 'NOT MET'}")
    parts = sorted(size["parts"].items(), key=lambda item: -item[1])
    print("  largest folders: " + ", ".join(f"{name} {n / 1e6:.1f} MB" for name, n in parts[:5]))
    for app, figures in results.items():
        static = figures["static"]
        if static["cold"]:
            count, total, packed = loaded_files(static["cold"][0], size["by_path"])
            print(f"  a cold visit of {app} asks for {count} of its files, {total / 1e6:.1f} MB "
                  f"({packed / 1e6:.1f} MB compressed)", end="")
        if static["warm"]:
            statuses = static["warm"][-1]["statuses"]
            print(f"; a warm visit, {len(statuses)} requests reach the server "
                  f"({statuses.count(304)} answered 304 Not Modified)", end="")
        print()

    print(f"\nFrom navigation to a playable card (s, median of {repeat}; cold: a new browser, empty cache; "
          "warm: the same page again, cache full)")
    print(f"{'page':<6} {'server':<7} {'first card cold':>15} {'warm':>6} {'game table cold':>16} {'warm':>6} "
          f"{'blocked':>8}")
    for app, figures in results.items():
        rows = {}
        for name, runs in figures.items():
            rows[name] = [mark_median(runs["cold"], "card"), mark_median(runs["warm"], "card"),
                          mark_median(runs["cold"], "game"), mark_median(runs["warm"], "game")]
            blocked = sum(len(run["blocked"]) for run in runs["cold"] + runs["warm"])
            print(f"{app:<6} {name:<7} " + " ".join(f"{seconds(v):>{w}}" for v, w in zip(rows[name], (15, 6, 16, 6)))
                  + f" {blocked:>8}" + (f"   FAILED {runs['failed']}" if runs["failed"] else ""))
        if "voila" in rows:
            print(f"{app:<6} {'ratio':<7} " + " ".join(
                f"{ratio(s, v):>{w}}" for s, v, w in zip(rows["static"], rows["voila"], (15, 6, 16, 6)))
                + "            static / Voila")
    print(f"targets (static site): first playable card < {TARGETS['cold']:.0f} s cold, < {TARGETS['warm']:.0f} s warm")

    print(f"\nCPU seconds until the game's table is playable (median of {repeat}): the browser (every Chromium "
          "process: the student's device), the server (Voila: with the page's kernel)")
    print(f"{'page':<6} {'server':<7} {'cold browser':>12} {'server':>7} {'warm browser':>13} {'server':>7}")
    for app, figures in results.items():
        for name, runs in figures.items():
            values = [median(run["cpu"][side] for run in runs[kind]) for kind in ("cold", "warm")
                      for side in ("browser", "server")]
            print(f"{app:<6} {name:<7} " + " ".join(f"{seconds(v):>{w}}" for v, w in zip(values, (12, 7, 13, 7))))

    print(f"\nA click answered: from the click on a playable part of the game's table to its picture redrawn (ms, "
          f"{clicks} clicks on the last warm visit)")
    print(f"{'page':<6} {'server':<7} {'clicks':>6} {'median':>7} {'p90':>7}")
    for app, figures in results.items():
        medians = {}
        for name, runs in figures.items():
            times = [t for run in runs["warm"] for t in run["clicks"]]
            medians[name] = median(times)
            print(f"{app:<6} {name:<7} {len(times):>6} {milliseconds(medians[name]):>7} {milliseconds(p90(times)):>7}")
        if "voila" in medians:
            print(f"{app:<6} {'ratio':<7} {'':>6} {ratio(medians['static'], medians['voila']):>7}         "
                  "static / Voila")
    print(f"target (static site): a click answered < {TARGETS['click']:.0f} ms")

    measured = {app: figures["static"] for app, figures in results.items() if figures["static"]["cold"]}
    if measured:
        print(f"\nWhere a visit of the static site goes (s from the navigation's start, median of {repeat})")
        print(f"{'':<48}" + "".join(f"{app + ' ' + kind:>12}" for app in measured for kind in ("cold", "warm")))
        for key, label in MILESTONES.items():
            values = [median(timeline(run)[key] for run in runs[kind]) for runs in measured.values()
                      for kind in ("cold", "warm")]
            print(f"{label:<48}" + "".join(f"{seconds(v):>12}" for v in values))
    print(f"\nload average before {load[0]:.2f}, after {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")


def summary(size, results):
    """The figures as plain data: the site's size, and per page and server each visit's marks (s), clicks (ms),
    blocked requests and (for the site) timeline."""
    pages = {}
    for app, figures in results.items():
        pages[app] = {}
        for name, runs in figures.items():
            pages[app][name] = {"failed": runs["failed"], **{kind: [
                {"card": run["marks"]["card"] / 1000, "game": run["marks"]["game"] / 1000, "clicks_ms": run["clicks"],
                 "cpu": run["cpu"],
                 "blocked": run["blocked"], "timeline": timeline(run) if name == "static" else None,
                 "statuses": run["statuses"]} for run in runs[kind]] for kind in ("cold", "warm")}}
    return {"size": {key: value for key, value in size.items() if key != "by_path"}, "targets": TARGETS,
            "pages": pages}


def pages_option(text):
    """--pages: games, comma-separated, or ``all``."""
    names = GAMES.split(",") if text == "all" else [name.strip() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in APPS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"unknown pages {', '.join(unknown)} (the games: {GAMES}, or all)")
    return ",".join(names)


def main(argv=None):
    """Parse the options, build or take the site, measure, print; exit status 1 if a page failed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=pages_option, default=DEFAULT_PAGES,
                        help=f"games, comma-separated, or all ({GAMES}; default {DEFAULT_PAGES})")
    parser.add_argument("--repeat", type=int, default=3, help="visits per page, server and cache (default 3)")
    parser.add_argument("--clicks", type=int, default=10, help="clicks per page and server (default 10)")
    parser.add_argument("--site", default=None, metavar="DIR", help="a site already built (default: build one)")
    parser.add_argument("--no-voila", action="store_true", help="the static site alone (no ratios)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = shrink(parser.parse_args(argv), repeat=1, clicks=2, pages=first_only)
    apps = args.pages.split(",")
    load = os.getloadavg()
    from playwright.sync_api import sync_playwright

    with built_site(args.site or suite_site()) as (site, build_seconds), tempfile.TemporaryDirectory() as scratch:
        size = site_figures(site)
        servers = {"static": StaticServer(site)}
        try:
            if not args.no_voila:
                servers["voila"] = VoilaServer(ROOT)
            with sync_playwright() as playwright:
                results = measure(playwright, servers, apps, args.repeat, args.clicks, scratch)
        finally:
            for server in servers.values():
                server.stop()
        report(site, size, build_seconds, results, args.repeat, args.clicks, load)
    if args.json:
        print(json.dumps(summary(size, results), indent=1))
    failed = [f"{app} {name}" for app, figures in results.items() for name, runs in figures.items() if runs["failed"]]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
