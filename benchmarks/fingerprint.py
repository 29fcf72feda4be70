"""A fingerprint of a game's behaviour, to check that speed work changed nothing a player can see.

    python3 benchmarks/fingerprint.py yoyo                # 3000 random games at every player count
    python3 benchmarks/fingerprint.py woo --games 500

Print it before a change and after it: the hashes must be equal. It hashes, over seeded random
games at every player count the game allows (one round or a match, every third game a match):
every list of legal actions, the full view and every player's view at every move, the refusal
sentence (or None) of a few moves that were legal elsewhere in the same game, the log, the scores,
the winners and the record; then, as a second hash, the events of the benchmark's own loop
(``benchmarks/playout.py``: one generator draws every move with ``state.random_action``), where
the hot paths run; for a game that keeps the protocol's default sampler it draws the moves
``rng.choice(state.legal_actions())`` drew before the loop used the sampler. Only the
protocol is used, so it works for every game; nothing here is a test (a behaviour change that is
meant changes the hash, and the golden records and rules tests say whether it is right).
"""

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cardlib  # noqa: E402
from quick import shrink  # noqa: E402


def _digest(items):
    h = hashlib.sha256()
    for item in items:
        h.update(json.dumps(item, sort_keys=True, default=str).encode())
    return h.hexdigest()


def played(game, games):
    """What a player can see of ``games`` seeded random games of ``game``, item by item."""
    info = cardlib.game_module(game).INFO
    counts = range(info.min_players, info.max_players + 1)
    for k in range(games):
        players = counts[k % len(counts)]
        state = cardlib.new_game(game, players=players, seed=k, match=k % 3 == 0)
        pick = random.Random(k)
        seen = []                  # notations legal earlier in this game: refused or not now
        while not state.is_over:
            legal = [str(a) for a in state.legal_actions()]
            yield legal
            yield [state.view(None)] + [state.view(p) for p in range(players)]
            seen.extend(legal)
            for tried in pick.sample(seen, min(4, len(seen))):
                yield tried, str(state.explain(tried))
            state = state.apply(pick.choice(legal))
        yield [str(entry) for entry in state.log], state.scores(), state.winners(), state.to_record()


def benchmark_loop(game, games):
    """The events of the playout benchmark's loop: one generator picks every move of every game."""
    rng = random.Random(0)
    info = cardlib.game_module(game).INFO
    for players in sorted({info.min_players, info.max_players}):
        for k in range(games):
            state = cardlib.new_game(game, players=players, seed=k)
            while not state.is_over:
                state = state.apply(state.random_action(rng))
            yield [str(entry) for entry in state.log]


def main(argv=None):
    """Print the two hashes of ``game``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=cardlib.GAMES)
    parser.add_argument("--games", type=int, default=3000,
                        help="random games hashed (and as many a player count in the loop)")
    args = shrink(parser.parse_args(argv), games=5)
    print(f"{args.game} games  {_digest(played(args.game, args.games))}")
    print(f"{args.game} loop   {_digest(benchmark_loop(args.game, args.games))}")


if __name__ == "__main__":
    main()
