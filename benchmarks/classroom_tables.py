"""The tables mode of classroom.py (issue 37, item 6): students playing each other at tables of three, timed.

    .venv/bin/python benchmarks/classroom.py --mode tables               # 30 students: 5 Yoyo and 5 Ohio tables
    .venv/bin/python benchmarks/classroom.py --mode tables --visitors 12 --moves 10

It starts the class hub and the gallery as ``python3 dev.py class`` does (as the class mode, classroom_class.py),
with class pools of the two apps (half the students each), in the students' language (``--lang``, English). Once the
pool is full:

1. the peer, measured in the same run: the same tables played by scripted students (``HubClient``: no browser, no
   kernel), each following their table as a page's kernel does (the long poll of ``/tables/view``); *move to the
   others*: from a move's request until each other player's request has the new position;
2. the students' contexts (their browser at ``--students-nice``, as in the class mode) open their app with the class
   in the link and join; at each table the first opens a table of three from the lobby under the whole game, the two
   others sit at it by its code (the last seat starts the game);
3. the tables play at once, each to the end of its round (or ``--moves`` moves): the test of the table's state is
   the hub's own file (the table's seed and moves, replayed with cardlib), which gives the player to move and their
   legal moves; one is clicked on that player's page ``--think`` seconds after the page showed the position (2 s: a
   quick player; 0: as soon as it can be, which keeps the machine as busy as it can be, a stress test). *Click to the
   other pages*: from the click (the page's clock) until each other player's page shows the new position (a
   MutationObserver notes when each position's picture appears, on the machine's one clock, and wakes the benchmark
   waiting for it: nothing polls the pages); also split at the hub's write of the move;
4. the hub's CPU seconds and peak memory, the server's, the load average, the CPU each kind of process used during
   the play (Chromium, the kernels, Voila, the hub, the benchmark), Voila's log.

Printed beside the issue's target: the 95th percentile of click to the other pages under 0.5 s with 10 tables of 3.
"""

import asyncio
import contextlib
import json
import os
import random
import secrets
import sqlite3
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import cardlib
from class_hub import checks
from class_hub.client import HubClient
from classroom_class import HubWatch, Texts, joined_time, launch_at_niceness, log_summary, page_time, spread
from gallery_watch import (LOAD_TIMEOUT, CpuByKind, MemoryWatch, close_tab, dev, new_context, percentile, pooled_kernels,
                           start_gallery, wait_for_kernels)

GAMES = ("yoyo", "ohio")             # the two games, half the tables each
SEATS = 3
TARGET = 0.5                         # s: the issue's p95 of a click to the other players' pages
STEP_TIMEOUT = 120_000               # ms for one step of one student while the class does the same
MOVE_TIMEOUT = 60.0                  # s for a move to reach the hub, and for every page to show it
SHARED = ".cardgames-shared"
# Each page notes, on the machine's clock, when the picture of each position first appears at its shared table, and
# wakes whoever waits for it (``shown_at``): nothing polls the pages.
OBSERVE_POSITIONS = """() => {
  window.__shown = {};
  window.__waiting = {};
  const note = () => {
    for (const el of document.querySelectorAll('.cardgames-shared .cardgames-position[data-move]')) {
      const move = el.dataset.move;
      if (move in window.__shown) continue;
      window.__shown[move] = Date.now();
      for (const wake of window.__waiting[move] || []) wake(window.__shown[move]);
      delete window.__waiting[move];
    }
  };
  new MutationObserver(note).observe(document.body, {subtree: true, childList: true, attributes: true,
                                                     attributeFilter: ['data-move']});
  note();
}"""
# When the page first showed position ``v``: at once if it has, else once its observer notes it.
SHOWN_AT = """(v) => (v in window.__shown) ? window.__shown[v]
  : new Promise((wake) => { (window.__waiting[v] = window.__waiting[v] || []).push(wake); })"""
# Click the part ``action`` of the page's shared table, as a student does; the page's clock at the click.
CLICK = """(action) => {
  const part = [...document.querySelectorAll('.cardgames-shared [data-action]')]
    .find((el) => el.getAttribute('data-action') === action);
  if (!part) return null;
  const at = Date.now();
  part.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
  return at;
}"""


@dataclass
class Player:
    """One student at a table, their page and figures."""

    nickname: str
    game: str
    page: object = None
    context: object = None
    status: str = "waiting"
    note: str = ""


@dataclass
class Table:
    """A table of SEATS students: its code once opened, and per move ``(click, hub write, [shown on each other
    page])`` (seconds since the epoch)."""

    game: str
    players: list
    code: str = None
    moves: list = field(default_factory=list)
    over: bool = False
    note: str = ""


class Store:
    """The hub's SQLite file, read as the benchmark's referee: a table's game replayed, and when each move was
    written."""

    def __init__(self, path, code):
        self.path, self.code = path, code

    def table(self, tab):
        """``(state, writes)``: the game at its last move, and the hub's time of each move."""
        with contextlib.closing(sqlite3.connect(self.path, timeout=30)) as db:
            game, seed, options = db.execute("SELECT game, seed, options FROM game_tables WHERE code = ? AND tab = ?",
                                             (self.code, tab)).fetchone()
            seats = db.execute("SELECT COUNT(*) FROM seats WHERE code = ? AND tab = ?", (self.code, tab)).fetchone()[0]
            moves = db.execute("SELECT action, at FROM moves WHERE code = ? AND tab = ? ORDER BY version",
                               (self.code, tab)).fetchall()
        state = cardlib.new_game(game, players=seats, seed=seed, **json.loads(options or "{}"))
        for action, _at in moves:
            state = state.apply(action)
        return state, [at for _action, at in moves]

    def writes(self, tab):
        """The hub's time of each move of table ``tab``."""
        with contextlib.closing(sqlite3.connect(self.path, timeout=30)) as db:
            return [at for (at,) in db.execute("SELECT at FROM moves WHERE code = ? AND tab = ? ORDER BY version",
                                               (self.code, tab))]


# --- the peer: scripted students ---------------------------------------------------------------------------------
def scripted_tables(url, code, tables, moves):
    """``tables`` tables of SEATS scripted students (HubClient in threads), each table played ``moves`` moves (to
    its end if sooner): the time from each move's request until each other player's long poll has it."""
    samples = []

    def identity(name):
        client = HubClient(url)
        who = {"code": code, "nickname": name, "token": secrets.token_urlsafe(24)}
        client.post("join", {**who, "page": "peer"})
        return client, who

    def play_table(index):
        players = [identity(f"Peer{index:02d}{seat}") for seat in range(SEATS)]
        client, who = players[0]
        tab = client.post("tables/open", {**who, "game": GAMES[index % len(GAMES)], "seats": SEATS})["table"]
        for other, other_who in players[1:]:
            other.post("tables/sit", {**other_who, "table": tab})
        rng = random.Random(index)
        with ThreadPoolExecutor(SEATS) as followers:
            for _move in range(moves):
                views = [c.post("tables/view", {**w, "table": tab}) for c, w in players]
                if views[0]["view"]["is_over"]:
                    break
                mover = views[0]["view"]["current_player"]
                own = views[mover]
                waits = [followers.submit(follow, players[seat], tab, views[seat]["changes"], own["version"] + 1)
                         for seat in range(SEATS) if seat != mover]
                sent = time.time()
                players[mover][0].post("tables/move", {**players[mover][1], "table": tab, "version": own["version"],
                                                      "action": rng.choice(own["view"]["legal_actions"])})
                samples.extend(wait.result() - sent for wait in waits)

    def follow(player, tab, changes, version):
        client, who = player
        while True:
            shown = client.post("tables/view", {**who, "table": tab, "wait": changes})
            if shown["version"] >= version:
                return time.time()
            changes = shown["changes"]

    with ThreadPoolExecutor(tables) as pool:
        list(pool.map(play_table, range(tables)))
    return samples


# --- the students' pages -----------------------------------------------------------------------------------------
async def join(browser, base, player, texts):
    """Open the player's app with the class in its link, type the nickname, Join, wait for the lobby."""
    player.context = await new_context(browser, base)
    player.context.set_default_timeout(STEP_TIMEOUT)
    page = player.page = await player.context.new_page()
    try:
        response = await page.goto(f"{base}voila/render/{player.game}.ipynb?lang={texts.lang}&class={texts.code}",
                                   wait_until="commit", timeout=LOAD_TIMEOUT)
        if response is not None and response.status == 503:
            player.status = "refused"
            return
        await page_time(page, "(code) => document.querySelector('.cardgames-class-code')?.value === code",
                        texts.code, timeout=600_000)
        await page.locator(".cardgames-class-nickname").fill(player.nickname)
        await page.locator(".cardgames-class-join").click()
        await joined_time(page, texts.joined(player.nickname))
        await page.locator(".cardgames-shared-lobby").wait_for(state="visible")
        player.status = "in class"
    except Exception as error:      # every student is reported, whatever happened to one
        player.status, player.note = "failed", f"joining: {type(error).__name__}: {str(error)[:120]}"


async def seat(table):
    """The first player opens a table of SEATS from the lobby, the others sit at it by its code."""
    opener, *others = table.players
    page = opener.page
    await page.locator(".cardgames-shared-seats-count select").select_option(str(SEATS))
    await page.locator(".cardgames-shared-open").click()
    title = page.locator(f"{SHARED} .cardgames-shared-seats")
    await title.wait_for(state="visible")
    await page_time(page, "() => /Table \\w{4}/.test(document.querySelector('.cardgames-shared-seats')"
                          "?.textContent || '')")
    table.code = checks.table_code((await title.inner_text()).split("Table ", 1)[1][:4])
    for player in others:
        await player.page.locator(".cardgames-shared-code input").fill(table.code)
        await player.page.locator(".cardgames-shared-sit").click()
        await player.page.locator(f"{SHARED} .cardgames-shared-seats").wait_for(state="visible")
    for player in table.players:
        await player.page.evaluate(OBSERVE_POSITIONS)


async def shown_at(page, version, timeout=MOVE_TIMEOUT):
    """When the page first showed position ``version`` (s since the epoch)."""
    return await asyncio.wait_for(page.evaluate(SHOWN_AT, str(version)), timeout) / 1000


async def click_move(page, state, version, think=0.0):
    """Click a legal move of the player to move on their page, ``think`` seconds after it showed position
    ``version`` (a yellow's direction: the card, then the direction): the page's clock at the click that makes the
    move."""
    shown = await shown_at(page, version)
    await asyncio.sleep(max(0.0, shown + think - time.time()))
    legal = state.view(state.current_player)["legal_actions"]
    offered = await page.evaluate("() => [...document.querySelectorAll('.cardgames-shared [data-action]')]"
                                  ".map((el) => el.getAttribute('data-action'))")
    for move in legal:
        if move in offered:
            return move, await page.evaluate(CLICK, move)
    for move in legal:
        words = move.split()
        if len(words) > 2 and words[-1] in ("up", "down") and f"orient {words[1]}" in offered:
            await page.evaluate(CLICK, f"orient {words[1]}")
            await page.wait_for_function("(a) => [...document.querySelectorAll('.cardgames-shared [data-action]')]"
                                         ".some((el) => el.getAttribute('data-action') === a)", arg=move)
            return move, await page.evaluate(CLICK, move)
    raise RuntimeError(f"none of {legal[:4]}... can be clicked")


async def play(table, store, moves, think):
    """Play the table to the end of its round (or ``moves`` moves), each move clicked ``think`` seconds after its
    player's page showed the position, timing each."""
    try:
        for _move in range(moves):
            state, writes = await asyncio.to_thread(store.table, table.code)
            if state.is_over:
                table.over = True
                return
            version = len(writes)
            mover = state.current_player
            _action, clicked = await click_move(table.players[mover].page, state, version, think)
            shown = await asyncio.gather(*(shown_at(player.page, version + 1)
                                           for seat, player in enumerate(table.players) if seat != mover))
            written = (await asyncio.to_thread(store.writes, table.code))[version]     # read once it is shown
            table.moves.append((clicked / 1000, written, list(shown)))
        table.over = (await asyncio.to_thread(store.table, table.code))[0].is_over
    except Exception as error:
        table.note = f"move {len(table.moves) + 1}: {type(error).__name__}: {str(error)[:160]}"


async def tables_run(base, texts, tables, store, students_nice, moves, think, cpu):
    """The students join, sit and play (see the module); ``cpu`` (a ``CpuByKind``) measures the play."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await launch_at_niceness(playwright, students_nice)
        players = [player for table in tables for player in table.players]
        try:
            await asyncio.gather(*(join(browser, base, player, texts) for player in players))
            print(f"[{time.strftime('%H:%M:%S')}] {sum(p.status == 'in class' for p in players)} of {len(players)} "
                  f"students in class", flush=True)
            ready = [t for t in tables if all(p.status == "in class" for p in t.players)]
            for table in ready:
                try:
                    await seat(table)
                except Exception as error:
                    table.note = f"seating: {type(error).__name__}: {str(error)[:160]}"
            seated = [t for t in ready if t.code and not t.note]
            print(f"[{time.strftime('%H:%M:%S')}] {len(seated)} tables seated", flush=True)
            cpu.start()
            await asyncio.gather(*(play(table, store, moves, think) for table in seated))
            cpu.stop()
        finally:
            for player in players:
                if player.page is not None:
                    await close_tab(player.page, player.context)
            await browser.close()


def report(tables, peer, voila, hub, load_before, wall, cpu, think):
    """Print each table's figures and the run's, beside the issue's target."""
    pace = f"each click {think:g} s after the position shows" if think else "each click as soon as it can be"
    print(f"\n== {len(tables)} tables of {SEATS} students playing each other ({', '.join(GAMES)}; {pace})")
    for k, table in enumerate(tables, 1):
        to_others = [shown - click for click, _hub, seen in table.moves for shown in seen]
        p95 = percentile(to_others, 0.95)
        print(f"table {k:2} {table.game:5} {table.code or '-':5} moves {len(table.moves):3} "
              f"{'over' if table.over else 'not over':8} p95 {'-' if p95 is None else f'{p95:.2f}'} s  {table.note}")
    for table in tables:
        for player in table.players:
            if player.status != "in class":
                print(f"  {player.nickname}: {player.status} {player.note}")
    clicks = [shown - click for table in tables for click, _hub, seen in table.moves for shown in seen]
    met = bool(clicks) and percentile(clicks, 0.95) < TARGET
    played = sum(len(table.moves) for table in tables)
    print(f"tables played: {sum(t.over for t in tables)} of {len(tables)} to the end of their round, {played} moves")
    print(f"click to the other players' pages showing the move: {spread(clicks)}   target p95 < {TARGET} s with "
          f"{len(tables)} tables of {SEATS}: {'PASS' if met else 'FAIL'}")
    print("  click to the hub's write:         " + spread([hub_at - click for t in tables
                                                          for click, hub_at, _seen in t.moves]))
    print("  the hub's write to the pages:     " + spread([shown - hub_at for t in tables
                                                          for _click, hub_at, seen in t.moves for shown in seen]))
    print(f"  the peer, the same tables played by scripted students (no browser, no kernel), move to the others: "
          f"{spread(peer)}")
    if clicks and peer:
        print(f"  ratio of the medians, pages to peer: {percentile(clicks, 0.5) / percentile(peer, 0.5):.1f}")
    print(f"class hub: {hub.cpu_seconds():.1f} CPU s (user+system) in the {wall:.0f} s run, busiest second "
          f"{100 * hub.busiest:.0f}% of one core; peak memory {hub.peak / 2**20:.1f} MB")
    print(f"server peak memory {voila.peak / 2**20:.0f} MB (server and kernels), peak kernels {voila.peak_kernels}")
    print(f"load average before {load_before[0]:.2f}, after {os.getloadavg()[0]:.2f} (2 cores)")
    print(cpu.summary())


def tables_mode(args):
    """``classroom.py --mode tables``: start the hub and the gallery, play the tables, print the figures."""
    folder = Path(tempfile.mkdtemp(prefix="classroom-tables-"))
    count = max(1, args.visitors // SEATS)
    tables = [Table(GAMES[k % len(GAMES)], []) for k in range(count)]
    for k, table in enumerate(tables):
        table.players = [Player(f"T{k + 1:02d}S{seat + 1}", table.game) for seat in range(SEATS)]
    per_game = {game: SEATS * sum(t.game == game for t in tables) for game in GAMES}
    class_pool = args.class_pool or ",".join(f"{game}={n}" for game, n in per_game.items() if n)
    class_pools = dev.class_pools(class_pool)
    hub_process, said = dev.start_hub(folder / "classes.sqlite")
    code = said["code"]
    print(f"class hub at {said['url']}, store {folder / 'classes.sqlite'}; class {checks.code_text(code)}")
    print(f"gallery server: pool {args.pool} per notebook" + "".join(f", {n} for {g}" for g, n in class_pools.items())
          + f"; {count} tables of {SEATS}; log {folder / 'voila.log'}")
    try:
        process, base = start_gallery(args.pool, args.max_kernels, folder / "voila.log", class_pool, args.pool_lang,
                                      {"CARDGAMES_CLASS_HUB": said["url"]})
    except BaseException:
        dev.stop_group(hub_process)
        raise
    moves = args.moves or 10_000
    try:
        with MemoryWatch(process.pid) as voila, HubWatch(hub_process.pid) as hub:
            print(f"pool filled: {wait_for_kernels(voila, pooled_kernels(args.pool, class_pools, args.pool_lang))} "
                  f"kernels; hub {hub.sample()[0] / 2**20:.1f} MB", flush=True)
            peer = scripted_tables(said["url"], code, count, min(moves, 12))
            print(f"the peer: {count} scripted tables, {len(peer)} moves heard by the others", flush=True)
            voila.reset()
            hub.reset()
            load_before, started = os.getloadavg(), time.monotonic()
            cpu = CpuByKind()
            asyncio.run(tables_run(base, Texts(args.lang, code), tables, Store(folder / "classes.sqlite", code),
                                   args.students_nice, moves, args.think, cpu))
            report(tables, peer, voila, hub, load_before, time.monotonic() - started, cpu, args.think)
        for line in log_summary(folder / "voila.log"):
            print(line)
    finally:
        dev.stop_group(process)
        dev.stop_group(hub_process)
