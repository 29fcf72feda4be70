"""Woo's exact solver and search bot: endgame solve times, seconds per move, and win rates.

    python3 benchmarks/woo_solver.py                   # 100 positions, 40 games a pairing
    python3 benchmarks/woo_solver.py --games 200 --json

- The exact solve from the moment the stock closes, over ``--positions`` dealt rounds (seeded):
  once by exhaustion (both players draw to the end, then the full closed phase is solved with
  every card known) and once by a ``close`` before the first trick (6 cards a hand). Median and
  worst seconds of ``woo_solver.action_values`` for every legal action.
- The exact solve of a whole open phase (``--open-stocks``, ``--open-positions`` rounds each, reached
  by greedy play): why the search bot solves exactly only from the moment the stock closes.
- The Woo lesson's exact answer (``cardlib.woo.questions.exact_choices``: every world of its position solved, close
  and draw): seconds with one transposition table for all the worlds, as the lesson does, against a table per world
  (the ratio: how much the worlds share once the stock closes).
- The search bot's seconds per move over its games against greedy (median, worst).
- Win rates over ``--games`` single rounds a pairing, seats alternating: search vs greedy,
  search vs random, greedy vs random (ties count half; the mean Woo a round is also given).
"""

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cardlib  # noqa: E402
import cardlib.bots as bots  # noqa: E402
from cardlib.woo import solver as woo_solver  # noqa: E402
from quick import first_only, shrink  # noqa: E402


def _hidden(state):
    full = state.view(None)
    return full["hands"][1 - state.current_player], full["stock"]


def closed_positions(n, seed, how):
    """``n`` positions at the first decision of the closed phase, ``how`` = 'exhausted' or 'close'."""
    rng = random.Random(seed)
    found = []
    while len(found) < n:
        state = cardlib.new_game("woo", seed=rng.randrange(2**31))
        if how == "close":
            state.apply("close")
        else:
            while not state.view(None)["closed"]:
                moves = [str(a) for a in state.legal_actions() if str(a) not in ("victory", "close")]
                state.apply(rng.choice(moves))
        if not state.is_over:
            found.append(state)
    return found


def time_solves(states):
    """Seconds to solve every legal action of each state exactly, with the true hidden cards."""
    times = []
    for state in states:
        view = state.view(state.current_player)
        start = time.perf_counter()
        woo_solver.action_values(view, *_hidden(state))
        times.append(time.perf_counter() - start)
    return times


def open_positions(n, seed, stock):
    """``n`` positions of the open phase, the Oya to lead with ``stock`` cards left, greedy play (never closing)."""
    rng = random.Random(seed)
    found = []
    while len(found) < n:
        state = cardlib.new_game("woo", seed=rng.randrange(2**31))
        greedy = bots.get("greedy", "woo", seed=0)
        while not state.is_over:
            view = state.view(state.current_player)
            if view["closed"]:
                break
            if view["stock_size"] == stock and view["phase"] == "lead":
                found.append(state)
                break
            legal = view["legal_actions"]
            move = str(greedy.choose(state))
            if move == "close":
                move = "draw" if "draw" in legal else next(m for m in legal if m.startswith("play"))
            state.apply(move)
    return found


def lesson_exact_seconds():
    """(seconds, seconds): the Woo lesson's exact answer over its worlds with one shared table (as
    ``exact_choices``), then with a table per world; both must give the same answer."""
    from cardlib.woo import questions

    state = questions.close_position()
    view = state.view(state.current_player)
    start = time.process_time()
    shared = questions.exact_choices(state)
    shared_s = time.process_time() - start
    start = time.process_time()
    alone = [woo_solver.action_values(view, hand, stock) for hand, stock in woo_solver.worlds(view)]
    alone_s = time.process_time() - start
    for action, choice in shared.items():
        assert sum(values[action] for values in alone) == choice.mean * choice.worlds, action
    return shared_s, alone_s


def play_games(first, second, games, seed, timed=None):
    """(win share of ``first``, mean Woo a round for ``first``) over ``games`` rounds, seats alternating."""
    rng = random.Random(seed)
    share = woo = 0.0
    for g in range(games):
        names = (first, second) if g % 2 == 0 else (second, first)
        seat_bots = [bots.get(n, "woo", seed=rng.randrange(2**31)) for n in names]
        state = cardlib.new_game("woo", seed=rng.randrange(2**31))
        while not state.is_over:
            bot = seat_bots[state.current_player]
            start = time.perf_counter()
            action = bot.choose(state)
            if timed is not None and bot.name == "search":
                timed.append(time.perf_counter() - start)
            state.apply(action)
        me = names.index(first)
        got = state.round_woo[me] - state.round_woo[1 - me]
        woo += got
        share += 1 if got > 0 else 0.5 if got == 0 else 0
    return share / games, woo / games


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--open-stocks", default="3,5,7", help="stock sizes for the open-phase solve ('' for none)")
    parser.add_argument("--open-positions", type=int, default=6)
    parser.add_argument("--json", action="store_true")
    args = shrink(parser.parse_args(argv), positions=2, games=1, open_positions=1, open_stocks=first_only)

    result = {"positions": args.positions, "games": args.games, "solve": {}, "win_rates": {}}
    for how in ("exhausted", "close"):
        times = time_solves(closed_positions(args.positions, args.seed, how))
        result["solve"][how] = {"median_s": statistics.median(times), "worst_s": max(times)}
    result["open_solve"] = {}
    for stock in [int(k) for k in args.open_stocks.split(",") if k.strip()]:
        times = time_solves(open_positions(args.open_positions, args.seed, stock))
        result["open_solve"][stock] = {"median_s": statistics.median(times), "worst_s": max(times)}
    shared_s, alone_s = lesson_exact_seconds()
    result["lesson_exact"] = {"shared_table_s": shared_s, "table_per_world_s": alone_s}
    move_times = []
    for first, second in (("search", "greedy"), ("search", "random"), ("greedy", "random")):
        rate, woo = play_games(first, second, args.games, args.seed,
                               move_times if (first, second) == ("search", "greedy") else None)
        result["win_rates"][f"{first} vs {second}"] = {"win_rate": rate, "mean_woo": woo}
    result["search_move"] = {"moves": len(move_times), "median_s": statistics.median(move_times),
                             "worst_s": max(move_times)}
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"exact solve from the moment the stock closes, {args.positions} dealt positions each")
    for how, t in result["solve"].items():
        print(f"  {'stock exhausted' if how == 'exhausted' else 'closed at once':16} "
              f"median {t['median_s'] * 1000:8.1f} ms   worst {t['worst_s'] * 1000:8.1f} ms")
    if result["open_solve"]:
        print(f"exact solve of the whole open phase, {args.open_positions} positions each (the Oya to lead)")
        for stock, t in result["open_solve"].items():
            print(f"  stock of {stock:2}        median {t['median_s'] * 1000:8.1f} ms   worst {t['worst_s'] * 1000:8.1f} ms")
    t = result["lesson_exact"]
    print(f"the lesson's exact answer (every world, close and draw): one table {t['shared_table_s']:.2f} s CPU, "
          f"a table per world {t['table_per_world_s']:.2f} s ({t['table_per_world_s'] / t['shared_table_s']:.1f}x)")
    m = result["search_move"]
    print(f"search bot, {m['moves']} moves against greedy: median {m['median_s'] * 1000:.1f} ms, "
          f"worst {m['worst_s'] * 1000:.1f} ms a move")
    print(f"win rates over {args.games} rounds a pairing (ties count half)")
    for pairing, r in result["win_rates"].items():
        print(f"  {pairing:18} {r['win_rate'] * 100:5.1f}%   mean {r['mean_woo']:+.2f} Woo a round")


if __name__ == "__main__":
    main()
