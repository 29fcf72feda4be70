"""How long a student waits, after clicking a move, before the table shows it (issue 25: "a table that answers at once").

A table on screen (``widgets.table.GameTable``) draws the human's move at once, with "Player 2 is thinking…",
and lets each bot move once the front end says it has drawn the picture before (one bot move per picture).
The peer, measured in the same run, is the table as it was before: the bots answered the move first and
the table was redrawn once, after them (a table that no front end has drawn still works so).

For each game, the human plays ``--moves`` moves of seeded games at a table of the game's strongest bots
(Woo: ``search``), each move chosen as the ``greedy`` bot would, of which only the moves that hand the turn to
a bot count (Woo's announcements keep it: nothing to wait for); what is timed is the kernel's work between
the click arriving and the picture showing the move being sent to the browser (``time.perf_counter``, wall
clock): now, that is the click's handler alone (the bots come after, one per picture drawn); for the peer,
the handler with the bots' replies inside it. The browser adds its own drawing time (tests/notebooks/test_voila_answers.py
measured about 50 ms at 1366x768 in Chromium). Per game it prints the median and the 90th percentile of both,
the ratio now / peer, and whether the median is within 150 ms.

    .venv/bin/python benchmarks/click_redraw.py                    # every game
    .venv/bin/python benchmarks/click_redraw.py --only woo --moves 30

The same in Chromium, Woo against the search bot: benchmarks/click_redraw_browser.py.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardlib import bots as cardbots  # noqa: E402
from quick import first_only, shrink  # noqa: E402
from widgets.hue.table import HueTable  # noqa: E402
from widgets.ohio.table import OhioTable  # noqa: E402
from widgets.woo.table import WooTable  # noqa: E402
from widgets.yoyo.table import YoyoTable  # noqa: E402
from widgets.yozu.table import YozuTable  # noqa: E402

BUDGET_MS = 150
GAMES = "woo,ohio,yoyo,hue,yozu"


def table(game, seed):
    """A table of ``game`` for the human at seat 0 against the game's strongest bots."""
    if game == "woo":
        return WooTable(seed=seed, human=0, bot="search", lang="fr")
    classes = {"ohio": OhioTable, "yoyo": YoyoTable, "hue": HueTable, "yozu": YozuTable}
    best = "search" if "search" in cardbots.names(game) else "greedy"
    return classes[game](players=3, seed=seed, bots=best, lang="fr")


def waits(game, moves, on_screen):
    """Milliseconds from each click to the picture of the move, over ``moves`` human moves."""
    times, seed = [], 0
    while len(times) < moves:
        t = table(game, seed)
        if on_screen:
            t.canvas.drawn(t.move_number, t._deal)           # as svgcanvas.js says once the table is drawn
        t.play_pending()
        chooser = cardbots.get("greedy", game, seed=seed)
        while not t.state.is_over and len(times) < moves:
            move = str(chooser.choose(t.state))             # the notation a click sends
            before = t.move_number
            started = time.perf_counter()
            t.canvas.click(move, t.move_number, t._deal)
            elapsed = (time.perf_counter() - started) * 1000
            if t.bots_pending or t.move_number > before + 1:     # the move handed the turn to a bot
                times.append(elapsed)
            while t.bots_pending:                            # the front end draws each bot's move
                t.canvas.drawn(t.move_number, t._deal)
        seed += 1
    return times


def p90(values):
    """The 90th percentile of ``values``."""
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=GAMES, help=f"games, comma-separated (default {GAMES})")
    parser.add_argument("--moves", type=int, default=20, help="human moves timed per game and table (default 20)")
    args = shrink(parser.parse_args(argv), only=first_only, moves=2)
    print("From a click to the picture of the move, kernel side (ms); peer: the bots answer before the redraw")
    print(f"{'game':<6} {'now median':>11} {'now p90':>8} {'peer median':>12} {'peer p90':>9} {'ratio':>6}  within {BUDGET_MS} ms")
    for game in [name.strip() for name in args.only.split(",") if name.strip()]:
        now, peer = waits(game, args.moves, True), waits(game, args.moves, False)
        ratio = statistics.median(now) / statistics.median(peer)
        verdict = "yes" if statistics.median(now) <= BUDGET_MS else "NO"
        print(f"{game:<6} {statistics.median(now):11.1f} {p90(now):8.1f} {statistics.median(peer):12.1f} "
              f"{p90(peer):9.1f} {ratio:6.2f}  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
