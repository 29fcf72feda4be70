"""How long one update of the Yozu deduction takes: what the widget recomputes on every click.

One update = ``posterior(view, model)``, the 16 card probabilities, and the best guess by hit
chance and by information (the constraint view and the hint). The worst case is searched over
the turns of many seeded random games (every position of every turn, both Oracle models); that
state is then timed again many times and its median printed beside the 5 ms target. For scale,
the same posterior is computed by brute force (every hand replayed through the engine, as the
tests do) in the same run, and the ratio printed.

    python3 benchmarks/yozu_inference.py [--games 150] [--players 6] [--repeat 50] [--json]
"""

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cardlib                                          # noqa: E402
from cardlib import yozu                               # noqa: E402
from cardlib.yozu import deduction        # noqa: E402
from cardlib.yozu.questions import answers_chance     # noqa: E402
from quick import shrink  # noqa: E402

TARGET_MS = 5.0
CANDIDATES = 20         # the slowest single timings that are timed again


def update(view, model):
    """One redraw's worth of deduction: posterior, card grid, both best guesses."""
    d = deduction.posterior(view, model)
    d.cards()
    d.best_guess("hit")
    d.best_guess("information")
    return d


def positions(games, players, seed):
    """(state, the guesser's view) at every position of seeded random games where a guess is due."""
    rng = random.Random(seed)
    for _ in range(games):
        state = cardlib.new_game("yozu", players=players, seed=rng.randrange(2**31))
        while not state.is_over:
            if state.phase == "guess":
                yield state.clone(), state.view(state.current_player)
            state = state.apply(rng.choice(state.legal_actions()))


def timed(view, model, repeat):
    """Median milliseconds of ``update`` over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        update(view, model)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def brute_force_ms(state):
    """Milliseconds to get the same posterior by replaying every possible hand through the engine."""
    start = time.perf_counter()
    view = state.view(None)
    unseen = [name for name in yozu.NAMES for _ in range(yozu.COPIES)]
    for display in view["displays"]:
        for card in display:
            unseen.remove(card)
    weights = {}
    for i, first in enumerate(unseen):
        for j, second in enumerate(unseen):
            if i != j and first != second:
                weight = answers_chance(state, (first, second))
                if weight:
                    key = tuple(sorted((first, second), key=yozu.KIND_OF.get))
                    weights[key] = weights.get(key, 0) + weight
    return (time.perf_counter() - start) * 1000


def main(argv=None):
    """Search the worst position, time it, print the figures (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = shrink(parser.parse_args(argv), games=2, repeat=1)

    measured = []
    count = 0
    for state, view in positions(args.games, args.players, args.seed):
        count += 1
        for model in deduction.MODELS:
            start = time.perf_counter()
            try:
                update(view, model)
            except ValueError:          # a random Oracle's choice that the "hide" model rules out
                continue
            measured.append(((time.perf_counter() - start) * 1000, model, view, state))
    # One timing is noisy: time the slowest candidates of each model again and keep the slowest median.
    rows = []
    worst = {}
    for model in deduction.MODELS:
        candidates = sorted((m for m in measured if m[1] == model), key=lambda m: m[0])[-CANDIDATES:]
        median, view, state = max(((timed(view, model, args.repeat), view, state) for _, _, view, state in candidates),
                                  key=lambda timed_view: timed_view[0])
        worst[model] = state
        pairs = len(deduction.posterior(view, model).pairs)
        rows.append({"model": model, "guesses_this_turn": len(view["guesses"]), "pairs_possible": pairs,
                     "median_ms": median, "target_ms": TARGET_MS, "ratio_to_target": median / TARGET_MS})
    brute = brute_force_ms(worst["random"])
    summary = {"positions_searched": count, "players": args.players, "python": sys.version.split()[0],
               "worst": rows, "brute_force_ms": brute,
               "brute_force_over_exact": brute / next(r["median_ms"] for r in rows if r["model"] == "random")}
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    print("Yozu deduction: one update (posterior + 16 card probabilities + best guess by hit and by information)")
    print(f"worst of {count} positions from {args.games} random {args.players}-player games, then timed {args.repeat} times")
    print(f"{'model':8} {'guesses':>8} {'pairs':>6} {'median ms':>10} {'target ms':>10} {'ratio':>6}")
    for r in rows:
        print(f"{r['model']:8} {r['guesses_this_turn']:8} {r['pairs_possible']:6} {r['median_ms']:10.2f} "
              f"{r['target_ms']:10.1f} {r['ratio_to_target']:6.2f}")
    print(f"brute force through the engine on the worst 'random' position: {brute:.0f} ms "
          f"({summary['brute_force_over_exact']:.0f} x the exact update)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
