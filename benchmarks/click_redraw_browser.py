"""benchmarks/click_redraw.py's question in Chromium: Woo against the search bot, as a student clicks.

Two pages served by one Voila: the Woo table as it is now, and as it was (its bots answer the move before the
redraw: ``act`` with ``canvas.on_screen`` set to False, the path a table that no front end has drawn takes). On
each page the first playable card (else the first action: draw, end the round...) is clicked until ``clicks``
clicks are made, dealing again when a round ends; a MutationObserver in the page records when the table's
picture is first redrawn after each click, and when the picture no longer says a bot is thinking. Per page it
prints the median and 90th percentile of both, in ms from the click (``performance.now()``, in the page).

    .venv/bin/python benchmarks/click_redraw_browser.py --clicks 30
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat

from page_heights import ROOT, VOILA, free_port, launch_options
from quick import shrink

PAGES = {
    "now": "from widgets.woo import WooTable\nWooTable(seed=1, human=0, first_player=0, bot='search', lang='en')",
    "peer": ("from widgets.woo import WooTable\n\n\n"
             "class AsItWas(WooTable):\n"
             "    def act(self, action):\n"
             "        self.canvas.on_screen = False      # the bots answer before the one redraw\n"
             "        super().act(action)\n\n\n"
             "AsItWas(seed=1, human=0, first_player=0, bot='search', lang='en')"),
}
PLAYABLE = ".woo-card.playable[data-action], .woo-action[data-action]"
# Times (from the click) of the picture's first redraw, and of the first picture without "thinking".
WATCH = """() => {
  const picture = document.querySelector('.svgcanvas-picture');
  window.__clicks = [];
  document.addEventListener('click', () => {
    window.__clicks.push({at: performance.now(), first: null, settled: null});
  }, true);
  new MutationObserver(() => {
    const click = window.__clicks[window.__clicks.length - 1];
    if (!click) return;
    const now = performance.now() - click.at;
    if (click.first === null) click.first = now;
    if (click.settled === null && !picture.querySelector('.cardgames-thinking')) click.settled = now;
  }).observe(picture, {childList: true});
}"""


def serve(folder):
    """Voila serving ``folder`` on a free port, from the repository root: (process, base URL)."""
    port = free_port()
    process = subprocess.Popen([str(VOILA), str(folder), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
                               cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    return process, f"http://127.0.0.1:{port}/"


def clicks_of(browser, url, clicks):
    """The (first redraw, settled) times of ``clicks`` clicks on the page at ``url``."""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    try:
        for _ in range(60):
            try:
                page.goto(url, wait_until="commit")
                break
            except Exception:       # Voila still starting
                time.sleep(0.5)
        page.wait_for_selector(PLAYABLE, timeout=180_000)
        page.evaluate(WATCH)
        while page.evaluate("window.__clicks.length") < clicks:
            target = page.locator(PLAYABLE).first
            if not target.count():
                page.locator(".cardgames-new").click()        # the round is over: deal again
            else:
                target.click()
            page.wait_for_function("() => { const c = window.__clicks[window.__clicks.length - 1];"
                                   " return !c || c.settled !== null; }", timeout=60_000)
            page.wait_for_selector(f"{PLAYABLE}, .cardgames-new", timeout=60_000)
        return [(c["first"], c["settled"]) for c in page.evaluate("window.__clicks")
                if c["first"] is not None and c["settled"] is not None]
    finally:
        page.close()


def run(clicks):
    """Print the browser figures of the table now and as it was."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        for name, source in PAGES.items():
            nb = nbformat.v4.new_notebook()
            nb.cells.append(nbformat.v4.new_code_cell(source))
            nbformat.write(nb, Path(folder) / f"{name}.ipynb")
        process, url = serve(folder)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(**launch_options())
                figures = {name: clicks_of(browser, f"{url}voila/render/{name}.ipynb", clicks) for name in PAGES}
                browser.close()
        finally:
            subprocess.run(["kill", "--", f"-{process.pid}"], check=False)
            process.wait(timeout=20)
    print(f"Woo against search in Chromium at 1366x768, {clicks} clicks each (ms from the click)")
    print(f"{'table':<6} {'first redraw median':>20} {'p90':>7} {'bots done median':>17} {'p90':>7}")
    for name, times in figures.items():
        first = [t[0] for t in times]
        settled = [t[1] for t in times]
        p90 = (lambda v: statistics.quantiles(v, n=10)[-1] if len(v) > 1 else v[0])
        print(f"{name:<6} {statistics.median(first):20.0f} {p90(first):7.0f} {statistics.median(settled):17.0f} "
              f"{p90(settled):7.0f}")
    ratio = statistics.median(t[0] for t in figures["now"]) / statistics.median(t[0] for t in figures["peer"])
    print(f"first redraw, now / peer: {ratio:.2f}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30, help="clicks per page (default 30)")
    args = shrink(parser.parse_args(argv), clicks=3)
    run(args.clicks)
    return 0


if __name__ == "__main__":
    sys.exit(main())
