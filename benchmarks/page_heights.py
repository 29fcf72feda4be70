"""How tall each app's page is in the browser, now and at another revision of the project (issue 25: "shorter pages").

A reader scrolls through a notebook's app from top to bottom; each table with its own rows of controls adds
to that walk. This script serves the notebooks with Voila, opens each app in Debian's Chromium at a laptop's
size (1366x768), waits until its widgets are drawn and its height has stopped changing, and prints the page's
height in pixels, in screens of 768 px, and how many game tables (``.cardgames-app``) it holds, of which how
many are compact (``.cardgames-compact``: the position and the hand, no control rows).

``--against REV`` measures the same apps at git revision REV too, in the same run: a worktree of REV in a
temporary folder, served by its own Voila with ``PYTHONPATH`` pointing at it (its own packages), and prints
the ratio now / REV per app.

    .venv/bin/python benchmarks/page_heights.py                        # every app, now
    .venv/bin/python benchmarks/page_heights.py --against 74031dd      # and at 74031dd, with the ratios
    .venv/bin/python benchmarks/page_heights.py --only woo,yoyo --json
    .venv/bin/python benchmarks/page_heights.py --lang en
"""

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from quick import first_only, shrink

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import dev  # noqa: E402  (how the project starts Chromium, shared with the tests)

sys.path.remove(str(ROOT))       # ROOT/voila.py is Voila's configuration, not the voila package
VOILA = Path(sys.executable).parent / "voila"
CHROMIUM = os.environ.get("CARDGAMES_CHROMIUM") or "/usr/bin/chromium"
PACKAGES = ("cardlib", "widgets", "gallery_server")
APPS = "woo,yoyo,hue,ohio,yozu,yozu_probability"
SCREEN = (1366, 768)
LOAD_TIMEOUT = 180          # seconds for an app to draw its widgets
STABLE = 2.0                # seconds the height must stay the same to count as drawn

# The page's height, its tables and compact tables, and whether a widget is still being drawn.
MEASURE = """() => ({
  // Voila's template scrolls a container of its own, not the document: the tallest scrolled content.
  height: Math.max(...[...document.querySelectorAll('body, body *')].map((node) => node.scrollHeight)),
  tables: document.querySelectorAll('.cardgames-app').length,
  compact: document.querySelectorAll('.cardgames-app.cardgames-compact').length,
  // Voila's "loading" screen stays until every cell has run: before that, a page still to draw looks still.
  pending: document.querySelectorAll('.jupyter-widgets-view:empty').length
    + (document.getElementById('loading') && getComputedStyle(document.getElementById('loading')).display !== 'none'
       ? 1 : 0),
})"""


def launch_options(extra_args=()):
    """Playwright's launch arguments for the benchmarks' Chromium, as the tests start it (``dev.chromium_launch_options``)."""
    return dev.chromium_launch_options(CHROMIUM, extra_args)


def free_port():
    """A localhost port nothing listens on."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """Voila serving ``root``/notebooks with ``root``'s packages, started from ``root`` (its voila.json)."""

    def __init__(self, root):
        self.root = Path(root)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log = tempfile.TemporaryFile()
        # The kernels import ``root``'s packages: a folder of links to them goes first on their path (not
        # ``root`` itself, whose voila.py, the gallery's configuration, would hide the voila package).
        self.packages = tempfile.TemporaryDirectory()
        for package in PACKAGES:
            os.symlink(self.root / package, Path(self.packages.name) / package)
        env = {**os.environ, "PYTHONPATH": self.packages.name}
        self.process = subprocess.Popen(
            [str(VOILA), str(self.root / "notebooks"), "--no-browser", f"--port={self.port}", "--Voila.ip=127.0.0.1"],
            cwd=self.root, env=env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.url, timeout=2):
                    return
            except (urllib.error.URLError, OSError):
                if self.process.poll() is not None:
                    break
                time.sleep(0.3)
        self.stop()
        self.log.seek(0)
        sys.exit(f"Voila did not start for {root}:\n{self.log.read().decode(errors='replace')[-2000:]}")

    def stop(self):
        """Stop Voila and its kernels."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=20)
        self.packages.cleanup()


def measure(browser, server, app, lang, tries=2):
    """The page height (px), tables and compact tables of ``app`` opened in ``lang`` (``?lang=``) once drawn and still
    (tried again once if Voila showed an error page instead: a kernel that did not start on a busy machine)."""
    for attempt in range(tries):
        figures = measure_once(browser, server, app, lang)
        if figures is not None:
            return figures
    sys.exit(f"{app}: Voila showed no page but an error, {tries} times: see its log")


def measure_once(browser, server, app, lang):
    """``measure``'s figures, or None when the page is Voila's error page."""
    page = browser.new_page(viewport={"width": SCREEN[0], "height": SCREEN[1]})
    try:
        page.goto(f"{server.url}voila/render/{app}.ipynb?lang={lang}", wait_until="commit",
                  timeout=LOAD_TIMEOUT * 1000)
        # Voila streams the cells' outputs as they run: the page is drawn once the last cell is there
        # and nothing has changed for STABLE seconds.
        page.wait_for_selector(".jp-Cell", state="attached", timeout=LOAD_TIMEOUT * 1000)
        deadline, last, since = time.monotonic() + LOAD_TIMEOUT, None, time.monotonic()
        while time.monotonic() < deadline:
            figures = page.evaluate(MEASURE)
            if figures != last:
                last, since = figures, time.monotonic()
            elif not figures["pending"] and time.monotonic() - since >= STABLE:
                break
            time.sleep(0.25)
        if page.locator(".jp-Cell").count() < 2 or "There was an error" in page.inner_text("body"):
            return None
        return last
    finally:
        page.close()


def worktree(revision, folder):
    """A checkout of ``revision`` in ``folder`` (a detached git worktree), removed by ``drop_worktree``."""
    subprocess.run(["git", "worktree", "add", "--detach", str(folder), revision], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return folder


def drop_worktree(folder):
    subprocess.run(["git", "worktree", "remove", "--force", str(folder)], cwd=ROOT, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=APPS, help=f"apps, comma-separated (default {APPS})")
    parser.add_argument("--against", metavar="REV", help="also measure the apps at this git revision")
    parser.add_argument("--lang", default="fr", help="the language the apps are opened in (?lang=; default fr, the "
                                                     "gallery's: a page shows one language's prose since issue 34)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = shrink(parser.parse_args(argv), only=first_only)
    apps = [name.strip().removesuffix(".ipynb") for name in args.only.split(",") if name.strip()]
    from playwright.sync_api import sync_playwright

    roots = {"now": ROOT}
    scratch = tempfile.TemporaryDirectory()
    if args.against:
        roots[args.against] = worktree(args.against, Path(scratch.name) / "peer")
    results = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            for label, root in roots.items():
                server = Server(root)
                try:
                    results[label] = {app: measure(browser, server, app, args.lang) for app in apps}
                finally:
                    server.stop()
            browser.close()
    finally:
        if args.against:
            drop_worktree(roots[args.against])
        scratch.cleanup()
    header = f"{'app':<18}" + "".join(f"{label:>26}" for label in results) + ("   ratio" if args.against else "")
    print(f"Page height at {SCREEN[0]}x{SCREEN[1]}, ?lang={args.lang} (px, screens of {SCREEN[1]} px, tables: compact / all)")
    print(header)
    for app in apps:
        cells = []
        for label in results:
            f = results[label][app]
            cells.append(f"{f['height']:>8} px {f['height'] / SCREEN[1]:5.1f} scr {f['compact']:>2}/{f['tables']:<2}")
        ratio = f"   {results['now'][app]['height'] / results[args.against][app]['height']:.2f}" if args.against else ""
        print(f"{app:<18}" + "".join(f"{cell:>26}" for cell in cells) + ratio)
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
