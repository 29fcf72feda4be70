"""How long Hue's scoring and placement take: what the Hue table recomputes on every click.

- Scoring a full 5-player board: every area of the finished patchwork (``hue_scoring.areas``) and
  the five score cards (``hue_scoring.score``). Target: under 2 ms.
- Listing every legal placement of a hand: ``state.legal_actions()`` (the legal positions of H6
  for the board, times the cards of the hand). Target: under 20 ms.
- What a playout pays instead (no target, for scale): the engine's own scoring of a round
  (``hue_scoring.best_areas``, square by square, then ``colour_points`` per score card), the same
  square-by-square count alone on the final boards of 2-player and 5-player games
  (``hue_scoring.best_points`` of ``board.grid``), and one uniform draw of a legal move without the
  list (``state.random_action``).

Each figure is the median over seeded random games, printed beside its target as a ratio. For
scale, the same placements are also found by brute force (every card, cell and direction in the
board's bounding box, each checked by ``explain``) in the same run.

    python3 benchmarks/hue_scoring.py [--games 20] [--repeat 20] [--json]
"""

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cardlib                                     # noqa: E402
from cardlib.hue.board import DIRECTIONS           # noqa: E402
from cardlib.hue.scoring import areas, best_areas, best_points, colour_points, score       # noqa: E402
from quick import shrink  # noqa: E402

SCORE_TARGET_MS = 2.0
PLACEMENT_TARGET_MS = 20.0


def median_ms(function, repeat):
    """Median milliseconds of ``function()`` over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def finished_games(games, players, seed):
    """Seeded random games played to the end."""
    rng = random.Random(seed)
    for _ in range(games):
        state = cardlib.new_game("hue", players=players, seed=rng.randrange(2**31))
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        yield state


def mid_games(games, players, seed):
    """Seeded random games stopped halfway, a player with cards in hand to move."""
    rng = random.Random(seed)
    for _ in range(games):
        state = cardlib.new_game("hue", players=players, seed=rng.randrange(2**31))
        for _ in range(players * 2):
            state = state.apply(rng.choice(state.legal_actions()))
        yield state


def brute_force(state):
    """Every legal move found by trying each card, cell and direction around the board."""
    xs = [p["x"] for p in state.view(None)["board"]]
    ys = [p["y"] for p in state.view(None)["board"]]
    hand = state.view(state.current_player)["hand"]
    found = []
    for card in hand:
        for x in range(min(xs) - 6, max(xs) + 7):
            for y in range(min(ys) - 6, max(ys) + 7):
                for direction in DIRECTIONS:
                    move = f"play {card} {x},{y} {direction}"
                    if state.explain(move) is None:
                        found.append(move)
    return found


def main(argv=None):
    """Time scoring and placement listing; print the figures (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = shrink(parser.parse_args(argv), games=2, repeat=1)

    scoring = []
    for state in finished_games(args.games, 5, args.seed):
        board = state.board
        cards = state.view(None)["score_cards"]

        def score_all(board=board, cards=cards):
            found = areas(board)
            return [score(board, card, found) for card in cards]
        scoring.append(median_ms(score_all, args.repeat))
    engine_scoring = []
    for state in finished_games(args.games, 5, args.seed):
        board, cards = state.board, state.view(None)["score_cards"]

        def engine_score(board=board, cards=cards):
            best = best_areas(board)
            return [colour_points(card, best) for card in cards]
        engine_scoring.append(median_ms(engine_score, args.repeat))
    counting = {}
    for players in (2, 5):
        counting[players] = [median_ms(lambda grid=state.board.grid: best_points(grid), args.repeat) * 1000
                             for state in finished_games(args.games, players, args.seed)]
    placing = []
    moves = []
    drawing = []
    brute_ms = None
    draws = random.Random(args.seed)
    for state in mid_games(args.games, 5, args.seed):
        placing.append(median_ms(lambda state=state: state.clone().legal_actions(), args.repeat))
        drawing.append(median_ms(lambda state=state: [state.random_action(draws) for _ in range(100)],
                                 args.repeat) / 100)
        moves.append(len(state.legal_actions()))
        if brute_ms is None:
            start = time.perf_counter()
            assert sorted(brute_force(state)) == sorted(str(a) for a in state.legal_actions())
            brute_ms = (time.perf_counter() - start) * 1000
    summary = {
        "python": sys.version.split()[0], "games": args.games,
        "score_5p_board_ms": {"median": statistics.median(scoring), "worst": max(scoring),
                              "target": SCORE_TARGET_MS, "ratio": max(scoring) / SCORE_TARGET_MS},
        "legal_placements_ms": {"median": statistics.median(placing), "worst": max(placing),
                                "target": PLACEMENT_TARGET_MS, "ratio": max(placing) / PLACEMENT_TARGET_MS,
                                "moves_listed": statistics.median(moves)},
        "brute_force_placements_ms": brute_ms,
        "engine_score_5p_board_ms": {"median": statistics.median(engine_scoring), "worst": max(engine_scoring)},
        "random_action_ms": {"median": statistics.median(drawing), "worst": max(drawing)},
        "best_points_us": {f"{players}p": {"median": statistics.median(times), "worst": max(times)}
                           for players, times in counting.items()},
    }
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    s, p = summary["score_5p_board_ms"], summary["legal_placements_ms"]
    print(f"Hue, 5 players, {args.games} seeded random games, median of {args.repeat} runs each")
    print(f"{'what':34}{'median ms':>10}{'worst ms':>10}{'target':>8}{'worst/target':>14}")
    print(f"{'score a finished board (5 cards)':34}{s['median']:10.2f}{s['worst']:10.2f}{s['target']:8.1f}{s['ratio']:14.2f}")
    print(f"{'list every legal placement':34}{p['median']:10.2f}{p['worst']:10.2f}{p['target']:8.1f}{p['ratio']:14.2f}")
    e, d = summary["engine_score_5p_board_ms"], summary["random_action_ms"]
    print(f"{'score it as the engine does':34}{e['median']:10.3f}{e['worst']:10.3f}   (best_areas, square by square)")
    print(f"{'draw one legal move':34}{d['median']:10.4f}{d['worst']:10.4f}   (state.random_action, no list)")
    for players, b in summary["best_points_us"].items():
        print(f"{'best_points, final board ' + players:34}{b['median'] / 1000:10.4f}{b['worst'] / 1000:10.4f}"
              f"   (the count alone: {b['median']:.1f} us median)")
    print(f"(about {p['moves_listed']:.0f} moves listed for a hand of 4 or 5 cards; the same list by brute force, "
          f"every card, cell and direction checked with explain: {brute_ms:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
