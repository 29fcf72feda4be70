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
from classroom_class import Texts, launch_at_niceness
from classroom_tables import Player, Store, Table, click_move, join, seat, shown_at
from gallery_watch import dev, start_gallery
from quick import shrink

# The peer: each cell laid out with the whole page again, as before cells.css.
UNCONTAINED = "#rendered_cells .jp-Cell { contain: none !important; }"
METRICS = ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration")
PAUSE = 0.4           # s after each move: both pages draw it before the next


class Seat:
    """A page at the table (a ``classroom_tables.Player`` joined and seated) and the DevTools session that reads
    its figures."""

    def __init__(self, player, session):
        self.player, self.page, self.session = player, player.page, session
        self.start = {}

    async def metrics(self):
        """Chromium's Performance metrics of the page now (name -> value)."""
        said = await self.session.send("Performance.getMetrics")
        return {metric["name"]: metric["value"] for metric in said["metrics"]}


async def seated_pages(browser, base, game, code):
    """The page as served and its peer, joined as the tables mode's students join (``classroom_tables.join``) and
    at one table of three the first opened (``classroom_tables.seat``): ``(served, peer, table code)``."""
    players = [Player("Served", game), Player("Peer", game)]
    for player in players:
        await join(browser, base, player, Texts("en", code))
        if player.status != "in class":
            raise SystemExit(f"{player.nickname}: {player.status} {player.note}")
    table = Table(game, players)
    await seat(table)
    await players[1].page.add_style_tag(content=UNCONTAINED)
    seats = []
    for player in players:
        session = await player.context.new_cdp_session(player.page)
        await session.send("Performance.enable")
        seats.append(Seat(player, session))
    return seats[0], seats[1], table.code


async def measure(base, url, code, store, game, moves):
    """Seat both pages and the scripted player, play ``moves`` moves: (served, peer, moves played)."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await launch_at_niceness(playwright, 0)
        try:
            served, peer, table = await seated_pages(browser, base, game, code)
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
