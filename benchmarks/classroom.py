"""A class at once: the gallery server (as ``dev.py gallery`` starts it, with its preheated pool and
its cap on page kernels) and N visitors opening an app from N browser contexts at the same time.

    .venv/bin/python benchmarks/classroom.py                 # 30 visitors: all on Ohio, then one app each
    .venv/bin/python benchmarks/classroom.py --visitors 12 --mode same --app hue
    .venv/bin/python benchmarks/classroom.py --mode warm     # one visitor per app, each into a warm pool
    .venv/bin/python benchmarks/classroom.py --mode warm --lang en      # following the English links
    .venv/bin/python benchmarks/classroom.py --mode server --class-pool ohio=25   # no browser: the server's part
    .venv/bin/python benchmarks/classroom.py --mode class --visitors 30     # a class: teacher, students, hub
    .venv/bin/python benchmarks/classroom.py --mode tables                 # 10 tables of 3 students, each other

Each visitor opens the app's page from the gallery's link in ``--lang`` (``<app>.ipynb?lang=fr``, the
gallery's default, or ``en``; the server preheats kernels in ``--pool-lang``, as ``dev.py gallery --lang``:
both by default), waits until a legal move can be clicked (the time to a
clickable table, from the request), then clicks ``--clicks`` legal moves, each timed from the click
until the table is redrawn (the round trip through the kernel). A visitor the server turns away
(HTTP 503, the "server full" page) is counted as refused. Printed: each visitor's figures, then per
run the median and 95th percentile, the server's peak memory (server and kernels, psutil) and peak
kernel count, and the load average before and after (the machine may be shared).

With ``--mode server`` the visitors are plain HTTP clients, no browser: each time is from the
request until the server has sent the page with the notebook run (a page's widgets then need its
browser), and each page is closed at once as a closing tab does. On one machine the browsers of
the other modes cost more CPU than the server (a page's scripts are about 5 MB), so this mode
tells what the server itself holds; students' browsers run on their own devices.

With ``--mode class`` the gallery runs with the class hub, as ``python3 dev.py class`` starts them, and the
visitors are the students of one class on the Yozu lesson, with the teacher's page open: benchmarks/classroom_class.py.
With ``--mode tables`` they play each other at tables of three, Yoyo and Ohio: benchmarks/classroom_tables.py.

Run it with the project's environment (``.venv/bin/python benchmarks/classroom.py``); Chromium
is Debian's (/usr/bin/chromium, or $CARDGAMES_CHROMIUM), driven by Playwright.
"""

import argparse
import asyncio
import http.client
import http.cookies
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from quick import first_only, quick, shrink
from gallery_watch import (CHROMIUM, LOAD_TIMEOUT, NOTEBOOKS, MemoryWatch, close_tab, dev, new_context, percentile,
                           pooled_kernels, seconds, start_gallery, wait_for_kernels)

TABLE = ".cardgames-app:has(.cardgames-share-button)"     # the app's whole game, first on its page
CLICK_TIMEOUT = 30_000     # ms


@dataclass(frozen=True)
class App:
    """An app page and its legal moves' selectors, tried in order."""

    notebook: str
    moves: tuple


GENERIC = "[data-action].playable"
# Every kind of decision a visitor may face, the first one of a random deal included (tests/decisions.py keeps the
# same lists for the tests, and tests/widgets/test_decisions.py checks that they agree and that each finds its part).
APPS = {
    "ohio": App("ohio.ipynb", (".card.playable[data-action^='play ']",              # a card (O3)
                                       ".playable[data-action='pass']")),                   # or pass
    "yozu": App("yozu.ipynb", ("[data-action='keep']",                              # the card found (Z6)
                                        ".yz-card.playable[data-action^='swap ']",
                                        ".yz-cell.playable[data-action^='guess ']",          # a guess (Z4)
                                        ".yz-action.reveal.playable[data-action]")),         # the Oracle's answer (Z5)
    "hue": App("hue.ipynb", (".hue-hit.legal rect.hue-hitrect", "[data-action^='select ']")),
    "woo": App("woo.ipynb", (".woo-card.playable[data-action^='play ']",
                                     ".woo-action[data-action]")),          # draw or close after a trick, end...
    "yoyo": App("yoyo.ipynb", (".yoyo-card.playable[data-action^='play ']",
                                       ".yoyo-card.passable[data-action^='pass ']",        # Y8's pass round
                                       ".yoyo-choice-button[data-action]",                 # a direction, a steal
                                       ".yoyo-card.orient[data-action]")),                 # a yellow to orient (Y4)
}


@dataclass
class Visit:
    """One visitor's figures."""

    number: int
    app: str
    status: str = "?"                     # served, refused (503), failed
    ready: float | None = None            # s from the request to a clickable legal move
    clicks: list = field(default_factory=list)    # s per click round trip
    note: str = ""


async def legal_move(table, app):
    """The first legal move on ``table`` (a locator), or None."""
    for selector in (*app.moves, GENERIC):
        candidates = table.locator(selector)
        if await candidates.count():
            return candidates.first
    return None


async def wait_for_legal_move(page, app, timeout):
    """Wait until the whole game of ``app`` (the table the visitor plays, first on the page) shows a legal move
    on screen."""
    selectors = ", ".join((*app.moves, GENERIC))
    await page.wait_for_function(
        "([table, selectors]) => { const played = document.querySelector(table);"
        " return !!played && [...played.querySelectorAll(selectors)]"
        ".some((element) => element.getClientRects().length > 0); }",
        arg=[TABLE, selectors], timeout=timeout, polling=100)


async def visit(browser, base, visit_, app, clicks, lang):
    """One visitor: open the page, time the clickable table and ``clicks`` click round trips."""
    from playwright.async_api import TimeoutError as PlaywrightTimeout

    context = await new_context(browser, base)
    page = await context.new_page()
    started = time.monotonic()
    try:
        response = await page.goto(f"{base}voila/render/{app.notebook}?lang={lang}", wait_until="commit",
                                   timeout=LOAD_TIMEOUT)
        if response is not None and response.status == 503:
            visit_.status = "refused"
            return
        await wait_for_legal_move(page, app, LOAD_TIMEOUT)
        visit_.ready = time.monotonic() - started
        await page.wait_for_function("() => !document.getElementById('loading') || "
                                     "getComputedStyle(document.getElementById('loading')).display === 'none'",
                                     timeout=LOAD_TIMEOUT)
        table = page.locator(TABLE).first
        for click in range(clicks):
            move = await legal_move(table, app)
            if move is None:
                visit_.note = "no legal move (game over?)"
                break
            handle = await move.element_handle()
            clicked = time.monotonic()
            await handle.click()
            await handle.wait_for_element_state("hidden", timeout=CLICK_TIMEOUT)
            visit_.clicks.append(time.monotonic() - clicked)
            if click == clicks - 1:
                break
            try:        # the bots' replies, then the visitor's next legal move in the same table
                await wait_for_legal_move(page, app, CLICK_TIMEOUT)
            except PlaywrightTimeout:
                visit_.note = f"no legal move {CLICK_TIMEOUT // 1000} s after a click (game over?)"
                break
        visit_.status = "served"
    except Exception as error:      # a benchmark reports every visitor, whatever happened to one
        visit_.status, visit_.note = "failed", f"{type(error).__name__}: {str(error).splitlines()[0][:100]}"
    finally:
        await close_tab(page, context)


async def class_run(base, apps, clicks, lang):
    """Every visitor of ``apps`` (one app name per visitor) at once; their Visits."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(**dev.chromium_launch_options(CHROMIUM))
        visits = [Visit(k + 1, name) for k, name in enumerate(apps)]
        await asyncio.gather(*(visit(browser, base, v, APPS[v.app], clicks, lang) for v in visits))
        await browser.close()
    return visits


def http_visit(base, visit_, app, lang):
    """One visitor without a browser: GET the app's page (Voila runs the notebook before sending it),
    time it, then close the page as a closing tab does (POST /voila/api/shutdown/<kernel> with the
    page's _xsrf cookie), so that the kernel's place is freed."""
    started = time.monotonic()
    try:
        with urllib.request.urlopen(f"{base}voila/render/{app.notebook}?lang={lang}",
                                    timeout=LOAD_TIMEOUT / 1000) as answer:
            body, headers = answer.read().decode(), answer.headers
    except urllib.error.HTTPError as error:
        visit_.status = "refused" if error.code == 503 else "failed"
        visit_.note = f"HTTP {error.code}"
        return
    except (OSError, http.client.HTTPException) as error:     # a page cut short: IncompleteRead
        visit_.status, visit_.note = "failed", f"{type(error).__name__}: {error}"[:100]
        return
    visit_.ready = time.monotonic() - started
    visit_.status = "served"
    kernel = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', body)
    cookies = http.cookies.SimpleCookie()
    for line in headers.get_all("Set-Cookie") or []:
        cookies.load(line)
    if kernel and "_xsrf" in cookies:
        token = cookies["_xsrf"].value
        request = urllib.request.Request(f"{base}voila/api/shutdown/{kernel.group(1)}", method="POST",
                                         data=urllib.parse.urlencode({"_xsrf": token}).encode(),
                                         headers={"Cookie": f"_xsrf={token}"})
        try:
            urllib.request.urlopen(request, timeout=30).close()
        except OSError as error:
            visit_.note = f"page not closed: {error}"[:100]


def server_run(base, apps, lang):
    """Every visitor of ``apps`` at once as plain HTTP clients (threads); their Visits."""
    visits = [Visit(k + 1, name) for k, name in enumerate(apps)]
    threads = [threading.Thread(target=http_visit, args=(base, v, APPS[v.app], lang)) for v in visits]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return visits


def report(title, visits, watch, load_before, ready_label="time to a clickable table"):
    """Print each visitor's figures and the run's summary."""
    print(f"\n== {title}")
    print(f"{'visitor':>7} {'app':5} {'status':8} {'ready s':>8} {'clicks':>6} {'click med':>9} {'click p95':>9}  note")
    for v in visits:
        print(f"{v.number:>7} {v.app:5} {v.status:8} {seconds(v.ready):>8} {len(v.clicks):>6} "
              f"{seconds(statistics.median(v.clicks) if v.clicks else None):>9} "
              f"{seconds(percentile(v.clicks, 0.95)):>9}  {v.note}")
    ready = [v.ready for v in visits if v.ready is not None]
    clicks = [c for v in visits for c in v.clicks]
    counts = {status: sum(v.status == status for v in visits) for status in ("served", "refused", "failed")}
    print(f"visitors {len(visits)}: served {counts['served']}, refused (server full) {counts['refused']}, "
          f"failed {counts['failed']}")
    print(f"{ready_label}: median {seconds(statistics.median(ready) if ready else None)} s, "
          f"p95 {seconds(percentile(ready, 0.95))} s, max {seconds(max(ready) if ready else None)} s")
    print(f"click round trip ({len(clicks)} clicks): median {seconds(statistics.median(clicks) if clicks else None)} s, "
          f"p95 {seconds(percentile(clicks, 0.95))} s")
    print(f"server peak memory {watch.peak / 2**20:.0f} MB (server and kernels), peak kernels {watch.peak_kernels}")
    wall = time.monotonic() - watch.wall_start
    print(f"server and kernels used {watch.cpu_seconds() - watch.cpu_start:.0f} CPU s in {wall:.0f} s "
          f"({os.cpu_count()} cores; the rest went to the browsers and to other work on the machine)")
    print(f"load average before {load_before[0]:.2f}, after {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")


def main(argv=None):
    """Parse the options, start the gallery server, run the class, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visitors", type=int, default=30,
                        help="browser contexts at once (default 30; --mode class: the students, the teacher's "
                             "page besides)")
    parser.add_argument("--app", choices=sorted(APPS), default="ohio", help="the app of --mode same (default ohio)")
    parser.add_argument("--mode", choices=("same", "each", "both", "warm", "server", "class", "tables"),
                        default="both",
                        help="same: every visitor on --app; each: one app each, cycling; both (default): same "
                             "then each; warm: one visitor per app in turn, each into a full pool; server: "
                             "every visitor on --app as a plain HTTP client, no browser (the server's part); "
                             "class: the visitors are the students of one class on the Yozu lesson, with the "
                             "teacher's page and the class hub (benchmarks/classroom_class.py); tables: the "
                             "visitors play each other at tables of three (benchmarks/classroom_tables.py)")
    parser.add_argument("--clicks", type=int, default=5, help="legal moves clicked per visitor (default 5)")
    parser.add_argument("--pool", type=int, default=dev.POOL_SIZE, help="preheated kernels per notebook")
    parser.add_argument("--max-kernels", type=int, default=None, help="the cap on page kernels (default voila.py's)")
    parser.add_argument("--class-pool", type=dev.class_pool_option, default=None, metavar="APP=N",
                        help="preheated kernels of one app besides --pool, as dev.py gallery --class-pool "
                             "(--mode class: yozu_probability=<visitors> unless given)")
    parser.add_argument("--lang", choices=dev.catalogue_languages(), default=None,
                        help="the language of the links the visitors follow (?lang=; default the gallery's, "
                             f"{dev.GALLERY_LANGUAGES.split(',')[0]}; --mode class: en)")
    parser.add_argument("--pool-lang", type=dev.pool_languages_option, default=None,
                        metavar="LANG[,LANG]", help="the languages the server preheats kernels in, as dev.py gallery "
                                                    f"--lang (default {dev.GALLERY_LANGUAGES}; --mode class: --lang "
                                                    "first, where the class pool is)")
    parser.add_argument("--students-nice", type=int, default=10, metavar="N",
                        help="--mode class: the students' browser runs at this niceness (default 10), the server and "
                             "the teacher's browser at the usual priority, as in a classroom where each student's "
                             "browser runs on their own device; 0: every browser alike")
    parser.add_argument("--moves", type=int, default=None, metavar="N",
                        help="--mode tables: moves played at each table at most (default: to the end of the round)")
    parser.add_argument("--think", type=float, default=2.0, metavar="SECONDS",
                        help="--mode tables: the time a student looks at a new position before clicking (default 2, "
                             "a quick player); 0: each move clicked as soon as it can be, as fast as the machine "
                             "allows (a stress test)")
    parser.add_argument("--scripted", type=int, default=None, metavar="N",
                        help="--mode class: before the students' browsers, N scripted students (no browser) answer "
                             "the same question, the peer of the class's figures (default: --visitors; 0: none)")
    args = parser.parse_args(argv)
    in_class = args.mode in ("class", "tables")
    args.lang = args.lang or ("en" if in_class else dev.GALLERY_LANGUAGES.split(",")[0])
    gallery_languages = dev.GALLERY_LANGUAGES.split(",")
    args.pool_lang = args.pool_lang or ",".join(
        dict.fromkeys([args.lang, *gallery_languages] if in_class else gallery_languages))
    # Quick mode (tests/test_benchmarks_readme.py): one visitor, one click, one app, one kernel at most.
    args = shrink(args, visitors=1, clicks=1, pool=0, pool_lang=first_only, moves=2, think=0,
                  class_pool=lambda pools: ",".join(f"{name}=1" for name in dev.class_pools(pools or "")) or None)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))    # stop the server too
    if args.mode == "class":
        from classroom_class import class_mode      # (imported when asked: it needs playwright and the hub)

        return class_mode(args)
    if args.mode == "tables":
        from classroom_tables import tables_mode      # (imported when asked: it needs playwright and the hub)

        return tables_mode(args)

    log_path = Path(tempfile.mkdtemp(prefix="classroom-")) / "voila.log"
    class_pools = dev.class_pools(args.class_pool or "")
    print(f"gallery server: pool {args.pool} per notebook ({len(NOTEBOOKS)} notebooks; languages {args.pool_lang}, "
          f"visitors follow ?lang={args.lang})"
          + "".join(f", {size} for {name}" for name, size in class_pools.items())
          + f", cap {args.max_kernels if args.max_kernels is not None else 'voila.py default'}; log {log_path}")
    process, base = start_gallery(args.pool, args.max_kernels, log_path, args.class_pool, args.pool_lang)
    pooled = pooled_kernels(args.pool, class_pools, args.pool_lang)
    try:
        with MemoryWatch(process.pid) as watch:
            print(f"pool filled: {wait_for_kernels(watch, pooled)} kernels; "
                  f"server and pool {watch.sample()[0] / 2**20:.0f} MB")
            runs = []
            if args.mode in ("same", "both"):
                runs.append((f"{args.visitors} visitors on {args.app}", [args.app] * args.visitors))
            if args.mode in ("each", "both"):
                names = sorted(APPS)
                runs.append((f"{args.visitors} visitors, one app each", [names[k % len(names)] for k in range(args.visitors)]))
            if args.mode == "warm":
                runs = [(f"warm first visitor on {name} (?lang={args.lang})", [name])
                        for name in sorted(APPS)[:1 if quick() else None]]
            if args.mode == "server":
                runs = [(f"{args.visitors} HTTP clients on {args.app} (no browser: the server's part)",
                         [args.app] * args.visitors)]
            for title, apps in runs:
                wait_for_kernels(watch, pooled)
                watch.reset()
                load_before = os.getloadavg()
                if args.mode == "server":
                    visits = server_run(base, apps, args.lang)
                else:
                    visits = asyncio.run(class_run(base, apps, args.clicks, args.lang))
                report(title, visits, watch, load_before, "time to the page, its notebook run" if args.mode == "server"
                       else "time to a clickable table")
    finally:
        os.killpg(process.pid, signal.SIGTERM)       # the server and its kernels
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)


if __name__ == "__main__":
    main()
