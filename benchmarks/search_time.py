"""How long the ``search`` bot takes to decide, per game, against its 1 s budget and beside ``greedy``.

    python3 benchmarks/search_time.py                  # every game, 2 players and the usual count
    python3 benchmarks/search_time.py --games 2 --per-game 5 --only hue,yozu

Positions come from real games: seeded games (game k: ``seed=k``) played by the ``greedy`` bots, of which
every position with more than one legal move is kept, ``--per-game`` of them spread evenly over each
game. In each position a fresh ``search`` bot and a fresh ``greedy`` bot decide (``choose``), each timed
on its own with ``time.perf_counter`` (wall clock, as a player waits). The table gives, per game and
player count, the median and the largest search time, the largest against the 1 s budget (a ratio
below 1 is within it), greedy's median in the same run and how many times slower search is.
The search budget is counted in playouts (Woo: solver nodes), so its moves do not depend on the
machine; only these times do. Figures from a shared machine are noisy: compare rows of one run.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cardlib  # noqa: E402
from cardlib import bots  # noqa: E402
from quick import first_only, shrink  # noqa: E402

BUDGET_SECONDS = 1.0


def positions(game, players, games, per_game):
    """Positions with a choice to make from ``games`` seeded greedy games, ``per_game`` of each."""
    kept = []
    for k in range(games):
        state = cardlib.new_game(game, players=players, seed=k)
        seats = [bots.get("greedy", game, seed=k * 10 + s) for s in range(players)]
        seen = []
        while not state.is_over:
            if len(state.legal_actions()) > 1:
                seen.append(state.clone())
            state = state.apply(seats[state.current_player].choose(state))
        step = max(1, len(seen) // per_game)
        kept += seen[::step][:per_game]
    return kept


def timed_choice(name, game, state, seed):
    """CPU seconds bot ``name`` takes to choose in ``state``."""
    bot = bots.get(name, game, seed=seed)
    start = time.process_time()
    bot.choose(state)
    return time.process_time() - start


def measure(game, players, games, per_game):
    """(positions, search median, search max, greedy median) in seconds."""
    states = positions(game, players, games, per_game)
    search = [timed_choice("search", game, s, k) for k, s in enumerate(states)]
    greedy = [timed_choice("greedy", game, s, k) for k, s in enumerate(states)]
    return len(states), statistics.median(search), max(search), statistics.median(greedy)


def main(argv=None):
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per row (default 3)")
    parser.add_argument("--per-game", type=int, default=8, help="positions per game (default 8)")
    parser.add_argument("--only", default=",".join(cardlib.GAMES), help="comma-separated games (default all)")
    args = shrink(parser.parse_args(argv), games=1, per_game=1, only=first_only)
    print("| game | players | positions | search median | search max | max / 1 s | greedy median | search / greedy |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game in args.only.split(","):
        info = cardlib.new_game(game, seed=0).info
        for players in sorted({2, info.default_players}):
            n, median, top, greedy = measure(game, players, args.games, args.per_game)
            print(f"| {game} | {players} | {n} | {median:.3f} s | {top:.3f} s | {top / BUDGET_SECONDS:.2f} "
                  f"| {1000 * greedy:.2f} ms | {median / greedy:.0f}x |", flush=True)


if __name__ == "__main__":
    main()
