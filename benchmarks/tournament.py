"""Every bot against every other, per game: win rates with 95% Wilson intervals, as Markdown.

    python3 benchmarks/tournament.py                   # every game, 25 deals a pairing (50 games)
    python3 benchmarks/tournament.py --deals 10 --only ohio,woo --seed 3

For each game (two players) and each pair of its bots A and B, ``--deals`` deals are each played twice,
A in seat 0 then in seat 1 (the seats swapped on the same deal, so neither bot gets the better cards);
the game's seed and the bots' seeds come from ``--seed``, so a run can be repeated move for move. A
game counts 1 for its winner, 1/2 each for a tie and 0 for both when nobody wins (a Yozu round can end
so, Z3). The table gives A's share of the points, with the 95% Wilson score interval over the games
played, then how many games nobody won. Markdown on stdout; a progress bar on stderr (tqdm's when installed: cardlib.progress).
"""

import argparse
import math
import random
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardlib.progress import progress  # noqa: E402

import cardlib  # noqa: E402
from cardlib import bots  # noqa: E402
from quick import first_only, shrink  # noqa: E402

Z95 = 1.959964


def wilson(successes, n, z=Z95):
    """The Wilson score interval (low, high) of a proportion ``successes / n`` (successes may be a
    fractional count, ties counting halves)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def play_pairing(game, a, b, deals, seed, progress=None):
    """(A's points, games, games nobody won) over ``deals`` deals played twice with the seats swapped."""
    rng = random.Random(f"{game}:{a}:{b}:{seed}")
    points, games, nobody = 0.0, 0, 0
    for _ in range(deals):
        deal = rng.randrange(2**31)
        bot_seeds = (rng.randrange(2**31), rng.randrange(2**31))
        for a_seat in (0, 1):
            bot_a, bot_b = bots.get(a, game, seed=bot_seeds[0]), bots.get(b, game, seed=bot_seeds[1])
            seats = [bot_a, bot_b] if a_seat == 0 else [bot_b, bot_a]
            winners = bots.play_out(cardlib.new_game(game, players=2, seed=deal), seats).winners()
            games += 1
            nobody += not winners
            if a_seat in winners:
                points += 1 / len(winners)
            if progress is not None:
                progress.update(1)
    return points, games, nobody


def tournament(games_list, deals, seed):
    """Rows (game, A, B, A's points, games, nobody won) for every pair of bots of every game."""
    pairings = [(g, a, b) for g in games_list for a, b in combinations(bots.names(g), 2)]
    rows = []
    with progress(total=len(pairings) * deals * 2, unit="game", delay=0) as bar:
        for game, a, b in pairings:
            bar.set_description(f"{game}: {a} v {b}")
            rows.append((game, a, b, *play_pairing(game, a, b, deals, seed, bar)))
    return rows


def markdown(rows):
    """The table of ``rows`` in Markdown."""
    lines = ["| game | bot A | bot B | A's win rate | 95% interval | games | nobody won |",
             "| --- | --- | --- | ---: | --- | ---: | ---: |"]
    for game, a, b, points, games, nobody in rows:
        low, high = wilson(points, games)
        lines.append(f"| {game} | {a} | {b} | {100 * points / games:.0f}% | {100 * low:.0f}-{100 * high:.0f}% "
                     f"| {games} | {nobody} |")
    return "\n".join(lines)


def main(argv=None):
    """Run the tournament and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=25, help="deals per pairing, each played twice (default 25)")
    parser.add_argument("--seed", type=int, default=2026, help="the seed of every deal and bot (default 2026)")
    parser.add_argument("--only", default=",".join(cardlib.GAMES), help="comma-separated games (default all)")
    args = shrink(parser.parse_args(argv), deals=1, only=first_only)
    games_list = [g for g in args.only.split(",") if g]
    start = time.time()
    rows = tournament(games_list, args.deals, args.seed)
    print(markdown(rows))
    print(f"\n{args.deals} deals a pairing, each played twice with the seats swapped; two players; seed {args.seed}; "
          f"{time.time() - start:.0f} s.")


if __name__ == "__main__":
    main()
