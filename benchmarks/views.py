"""What a view costs beside a move, per game, and what reading views costs random playouts.

    python3 benchmarks/views.py                    # every game, 1 s of positions per game and player count
    python3 benchmarks/views.py --seconds 3 --only ohio,yozu
    python3 benchmarks/views.py --profile hue      # where view time goes (cProfile of the views only)

Issue 10's budget: building ``view(player)`` for the player to move costs at most 3x an average
``apply()``, or 10 µs, whichever is larger. Over seeded random games (game k: ``seed=k`` and its
moves picked by ``random.Random(k)``), at the fewest and the most players the game allows, every
position is timed three ways: ``view(current_player)`` (what a bot reads), ``view(None)`` (for
information: teachers and tests) and the ``apply()`` of the move picked, an action from
``legal_actions()`` as playouts use. Each call is timed on its own (``perf_counter_ns``; the
timer's own cost, measured first, is taken off), the view before the move and only once per
position, as a bot reads it. The same games are played ``--rounds`` times (3) and each call keeps
its fastest time, so that calls interrupted by other work on a shared machine drop out.

The second table puts beside the raw playouts of ``benchmarks/playout.py`` (``random_action`` and
``apply``, no view) the same playouts building the mover's view before each move (what a bot that
reads views adds), and ``cardlib simulate`` with ``random`` bots (which draw with ``random_action``
and read no view), in the same run, each the best of ``--rounds`` tries of a third of ``--seconds``.
Figures from a shared machine are noisy: compare the rows of one run.
"""

import argparse
import cProfile
import gc
import json
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import cardlib  # noqa: E402
from cardlib.cli import simulate  # noqa: E402
from playout import cardlib_playout, timed  # noqa: E402
from quick import quick, shrink  # noqa: E402

BUDGET_RATIO = 3        # a view may cost this many average moves...
BUDGET_FLOOR_US = 10    # ...or this many microseconds, whichever is larger


def player_counts(game):
    """The fewest and the most players ``game`` allows."""
    info = cardlib.game_module(game).INFO
    return sorted({info.min_players, info.max_players})


def timer_cost_ns(samples=20001):
    """The cost of one ``perf_counter_ns`` pair around nothing (the median, which interruptions of
    a shared machine do not move), taken off every timing."""
    clock = time.perf_counter_ns
    costs = []
    for _ in range(samples):
        start = clock()
        costs.append(clock() - start)
    return statistics.median(costs)


def walk(game, players, games, step):
    """Play ``games`` seeded random games of ``game``: at each position, ``step(state, pick)`` must
    play ``pick.choice(state.legal_actions())`` and return the state ``apply`` gave. The move is
    picked inside ``step``, after what it times: a view read straight after the previous move pays
    for anything the state left to do lazily (Hue's index of legal places catches up when read),
    as a bot's does."""
    for k in range(games):
        state = cardlib.new_game(game, players=players, seed=k)
        pick = random.Random(k)
        while not state.is_over:
            state = step(state, pick)


def games_in(game, players, seconds):
    """How many of ``walk``'s games (at least 3) take about ``seconds`` to play with a view a move."""
    start = time.perf_counter()
    k = 0
    while k < 3 or time.perf_counter() - start < seconds:
        walk_one = cardlib.new_game(game, players=players, seed=k)
        pick = random.Random(k)
        while not walk_one.is_over:
            walk_one.view(walk_one.current_player)
            walk_one = walk_one.apply(pick.choice(walk_one.legal_actions()))
        k += 1
    return k


def measure_views(game, players, seconds, overhead, rounds=3):
    """Mean µs of ``apply``, ``view(current_player)`` and ``view(None)`` over random positions.
    The same games are played ``rounds`` times and each call keeps its fastest time over the
    rounds: a call that the machine interrupted (other work on a shared machine) is left out,
    unless every round was interrupted at that very call."""
    clock = time.perf_counter_ns
    games = games_in(game, players, seconds / rounds)
    best = None                 # per position: [view ns, view(None) ns, apply ns]
    start_all = time.perf_counter()
    for _ in range(rounds):
        times = []

        def step(state, pick):
            start = clock()
            state.view(state.current_player)
            middle = clock()
            state.view(None)
            end = clock()
            action = pick.choice(state.legal_actions())
            before_apply = clock()
            state = state.apply(action)
            times.append((middle - start, end - middle, clock() - before_apply))
            return state

        gc.collect()
        walk(game, players, games, step)
        best = times if best is None else [tuple(map(min, a, b)) for a, b in zip(best, times)]
    elapsed = time.perf_counter() - start_all
    count = len(best)

    def mean_us(column):
        return max(0.0, sum(row[column] for row in best) / count - overhead) / 1000

    view_us, full_us, apply_us = mean_us(0), mean_us(1), mean_us(2)
    budget = max(BUDGET_RATIO * apply_us, BUDGET_FLOOR_US)
    return {"game": game, "players": players, "games": games, "positions": count, "rounds": rounds,
            "seconds": elapsed, "apply_us": apply_us, "view_us": view_us, "view_none_us": full_us,
            "ratio": view_us / apply_us if apply_us else None, "budget_us": budget, "within": view_us <= budget}


def viewing_playout(game, players):
    """``benchmarks/playout.py``'s random playout that also builds the view of the player to move
    before every move, as a bot reading views must."""
    rng = random.Random(0)

    def play_one(k):
        state = cardlib.new_game(game, players=players, seed=k)
        moves = 0
        while not state.is_over:
            state.view(state.current_player)
            state = state.apply(state.random_action(rng))
            moves += 1
        return moves
    return play_one


def measure_simulate(game, players, seconds, rounds=3):
    """Moves/s of raw playouts, of the same playouts building a view a move, and of ``simulate``
    with random bots, and the last two over the first; each the best of ``rounds`` tries."""
    def best_rate(measure):
        return max(measure() for _ in range(rounds))

    def playouts(play_one):
        games, moves, elapsed = timed(play_one, seconds / rounds)
        return moves / elapsed

    def simulated():
        return simulate(game, count, players, ["random"], seed=0)["moves_per_second"]

    raw = best_rate(lambda: playouts(cardlib_playout(game, players)))
    viewing = best_rate(lambda: playouts(viewing_playout(game, players)))
    probe = simulate(game, 5, players, ["random"], seed=0)
    count = max(5, int(probe["games_per_second"] * seconds / rounds))
    sim = best_rate(simulated)
    return {"game": game, "players": players, "raw_moves_per_second": raw, "viewing_moves_per_second": viewing,
            "simulate_moves_per_second": sim, "viewing_ratio": viewing / raw, "simulate_ratio": sim / raw}


def profile(game, seconds, top=25):
    """Print where the time of ``view(current_player)`` goes in ``game`` (cProfile, views only)."""
    profiler = cProfile.Profile()

    def step(state, pick):
        profiler.enable()
        state.view(state.current_player)
        profiler.disable()
        return state.apply(pick.choice(state.legal_actions()))

    for players in player_counts(game):
        walk(game, players, games_in(game, players, seconds), step)
    pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


def main(argv=None):
    """Run the benchmark and print its tables (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time spent on each game and player count")
    parser.add_argument("--only", help="comma-separated game names to measure (default: every game)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="times the same games are timed, each call keeping its fastest; tries of each "
                             "playout rate, keeping the best (default 3)")
    parser.add_argument("--no-simulate", action="store_true", help="skip the simulate table")
    parser.add_argument("--profile", metavar="GAME", choices=cardlib.GAMES, help="profile GAME's views instead")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = shrink(parser.parse_args(argv), seconds=0.02, rounds=1)
    if args.profile:
        profile(args.profile, args.seconds)
        return 0
    games = cardlib.GAMES if args.only is None else [g.strip() for g in args.only.split(",") if g.strip()]
    overhead = timer_cost_ns()
    views = [measure_views(game, players, args.seconds, overhead, max(1, args.rounds))
             for game in games for players in player_counts(game)]
    sims = [] if args.no_simulate else [measure_simulate(game, players, args.seconds, max(1, args.rounds))
                                        for game in games for players in player_counts(game)]
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], "timer_ns": overhead, "views": views,
                          "simulate": sims}, indent=2))
        return 0
    print(f"Views beside moves, {args.seconds:g} s of random positions each (fastest of {args.rounds} rounds), "
          f"Python {sys.version.split()[0]} (timer cost {overhead:.0f} ns taken off); "
          f"budget = max({BUDGET_RATIO}x apply, {BUDGET_FLOOR_US} µs)")
    print(f"{'game':<6}{'players':>8}{'positions':>11}{'apply µs':>10}{'view µs':>10}{'ratio':>7}"
          f"{'budget µs':>11}{'  within':<9}{'view(None) µs':>14}")
    for row in views:
        print(f"{row['game']:<6}{row['players']:>8}{row['positions']:>11}{row['apply_us']:>10.2f}"
              f"{row['view_us']:>10.2f}{row['ratio']:>7.1f}{row['budget_us']:>11.1f}"
              f"{'  yes' if row['within'] else '  NO':<9}{row['view_none_us']:>14.2f}")
    if sims:
        print()
        print("Random playouts (moves/s): raw (no view), building the mover's view each move, and cardlib "
              "simulate with random bots; ratios over raw")
        print(f"{'game':<6}{'players':>8}{'raw':>10}{'with view':>11}{'ratio':>7}{'simulate':>10}{'ratio':>7}")
        for row in sims:
            print(f"{row['game']:<6}{row['players']:>8}{row['raw_moves_per_second']:>10.0f}"
                  f"{row['viewing_moves_per_second']:>11.0f}{row['viewing_ratio']:>7.2f}"
                  f"{row['simulate_moves_per_second']:>10.0f}{row['simulate_ratio']:>7.2f}")
    if quick():             # a few positions on a busy machine: figures printed, not judged
        return 0
    return 0 if all(row["within"] for row in views) else 1


if __name__ == "__main__":
    sys.exit(main())
