"""What a move costs the browser of a page at a class's table (issue 37): two Chromium pages sitting at one Yoyo
table, the page as the gallery serves it and its peer, the same page with its cells laid out with the whole page
(the page template's ``cells.css`` undone by one more rule), and a scripted third player.

    .venv/bin/python benchmarks/page_redraw.py                 # 40 moves
    .venv/bin/python benchmarks/page_redraw.py --moves 80 --game ohio

It starts the class hub and the gallery as ``python3 dev.py class`` does. Both pages join the class, sit at the
table, and every move (a page's when its turn comes, clicked on it; the scripted player's through the hub) is
redrawn by both at once, the same position. For each page, from Chromium's own figures (DevTools' Performance
domain): the main thread's busy time per move (the page's script, style, layout, paint and the hit test after each
redraw), style and layout apart, and the page's nodes; printed with the ratio of the peer to the page as served.
"""

import argparse
import asyncio
import secrets
import sys
import tempfile
from pathlib import Path

from class_hub.client import HubClient
from classroom_class import launch_at_niceness
from classroom_tables import OBSERVE_POSITIONS, Store, click_move, shown_at
from gallery_watch import dev, new_context, start_gallery
from quick import shrink

# The peer: each cell laid out with the whole page again, as before cells.css.
UNCONTAINED = "#rendered_cells .jp-Cell { contain: none !important; }"
METRICS = ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration")
PAUSE = 0.4           # s after each move: both pages draw it before the next


class Seat:
    """A page at the table: its Chromium page, the DevTools session that reads its figures, its name."""

    def __init__(self, name, page, session):
        self.name, self.page, self.session = name, page, session
        self.start = {}

    async def metrics(self):
        """Chromium's Performance metrics of the page now (name -> value)."""
        said = await self.session.send("Performance.getMetrics")
        return {metric["name"]: metric["value"] for metric in said["metrics"]}


async def seat_page(browser, base, game, code, nickname, table=None, css=None):
    """Open the app with the class in its link, join as ``nickname``, sit at ``table`` (or open one of three):
    the page and the table's code."""
    context = await new_context(browser, base)
    page = await context.new_page()
    await page.goto(f"{base}voila/render/{game}.ipynb?lang=en&class={code}", timeout=600_000)
    if css:
        await page.add_style_tag(content=css)
    await page.wait_for_function("() => document.querySelector('.cardgames-class-code')?.value", timeout=600_000)
    await page.locator(".cardgames-class-nickname").fill(nickname)
    await page.locator(".cardgames-class-join").click()
    await page.locator(".cardgames-shared-lobby").wait_for(state="visible", timeout=120_000)
    if table is None:
        await page.locator(".cardgames-shared-seats-count select").select_option("3")
        await page.locator(".cardgames-shared-open").click()
        title = page.locator(".cardgames-shared .cardgames-shared-seats")
        await page.wait_for_function("() => /Table \\w{4}/.test(document.querySelector('.cardgames-shared-seats')"
                                     "?.textContent || '')", timeout=120_000)
        table = (await title.inner_text()).split("Table ", 1)[1][:4]
    else:
        await page.locator(".cardgames-shared-code input").fill(table)
        await page.locator(".cardgames-shared-sit").click()
        await page.locator(".cardgames-shared .cardgames-shared-seats").wait_for(state="visible", timeout=120_000)
    await page.evaluate(OBSERVE_POSITIONS)
    session = await context.new_cdp_session(page)
    await session.send("Performance.enable")
    return Seat(nickname, page, session), table


async def measure(base, url, code, store, game, moves):
    """Seat both pages and the scripted player, play ``moves`` moves: (served, peer, moves played)."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await launch_at_niceness(playwright, 0)
        try:
            served, table = await seat_page(browser, base, game, code, "Served")
            peer, _ = await seat_page(browser, base, game, code, "Peer", table, UNCONTAINED)
            scripted = HubClient(url)
            who = {"code": code, "nickname": "Scripted", "token": secrets.token_urlsafe(24)}
            scripted.post("join", {**who, "page": "peer"})
            scripted.post("tables/sit", {**who, "table": table})          # the last seat: the game starts
            pages = {0: served, 1: peer}
            await asyncio.sleep(2)
            for seat in pages.values():
                seat.start = await seat.metrics()
            played = 0
            for _move in range(moves):
                state, writes = await asyncio.to_thread(store.table, table)
                if state.is_over:
                    break
                version, mover = len(writes), state.current_player
                if mover in pages:
                    await click_move(pages[mover].page, state, version)
                else:
                    await shown_at(served.page, version)
                    action = state.view(mover)["legal_actions"][0]
                    scripted.post("tables/move", {**who, "table": table, "version": version, "action": action})
                for seat in pages.values():
                    await shown_at(seat.page, version + 1)
                played += 1
                await asyncio.sleep(PAUSE)
            for seat in pages.values():
                seat.end = await seat.metrics()
            return served, peer, played
        finally:
            await browser.close()


def report(served, peer, played, game):
    """Print each page's figures per move, and the peer's to the served page's."""
    per_move = max(played, 1)
    print(f"\n== one page at a {game} table of 3, {played} moves, each redrawn by both pages")
    print(f"{'page':36} {'main thread':>12} {'script':>8} {'style':>8} {'layout':>8} {'nodes':>7}")
    rows = {}
    for label, seat in (("as served (cells.css)", served), ("peer: cells laid out with the page", peer)):
        used = {name: 1000 * (seat.end[name] - seat.start[name]) / per_move for name in METRICS}
        rows[label] = used
        print(f"{label:36} {used['TaskDuration']:9.1f} ms {used['ScriptDuration']:5.1f} ms "
              f"{used['RecalcStyleDuration']:5.1f} ms {used['LayoutDuration']:5.1f} ms {seat.end['Nodes']:7.0f}")
    mine, theirs = rows["as served (cells.css)"]["TaskDuration"], rows["peer: cells laid out with the page"][
        "TaskDuration"]
    if mine > 0:
        print(f"ratio, main thread per move, peer to served: {theirs / mine:.2f}")


def main(argv=None):
    """Start the hub and the gallery, play, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("yoyo", "ohio"), default="yoyo", help="the game (default yoyo)")
    parser.add_argument("--moves", type=int, default=40, help="moves played at most (default 40)")
    args = shrink(parser.parse_args(argv), moves=2)
    folder = Path(tempfile.mkdtemp(prefix="page-redraw-"))
    hub_process, said = dev.start_hub(folder / "classes.sqlite")
    try:
        process, base = start_gallery(0, 4, folder / "voila.log", f"{args.game}=2", "en",
                                      {"CARDGAMES_CLASS_HUB": said["url"]})
    except BaseException:
        dev.stop_group(hub_process)
        raise
    try:
        store = Store(folder / "classes.sqlite", said["code"])
        served, peer, played = asyncio.run(measure(base, said["url"], said["code"], store, args.game, args.moves))
        report(served, peer, played, args.game)
    finally:
        dev.stop_group(process)
        dev.stop_group(hub_process)


if __name__ == "__main__":
    sys.exit(main())
