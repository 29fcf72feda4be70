"""The command line: ``simulate`` games between bots, ``replay`` a record's log, ``soak`` the engine, ``learn`` a
game by its guided first game (``cardlib.learn``).

    python3 -m cardlib simulate ohio --games 1000 --players 2 --bots greedy,random --seed 1 [--json] [--match]
                                    [--save-records DIR]
    python3 -m cardlib replay DIR/ohio-seed1.json [--lang fr|en] [--upto K]
    python3 -m cardlib soak all --games 1000 [--seed S] [--players P] [--sample F] [--json]
    python3 -m cardlib learn ohio [--lang fr|en] [--step K]

``simulate --save-records DIR`` writes each game's record as ``DIR/<game>-seed<S>.json``, the file
``replay`` reads. Errors a user can make (unknown game, bot or language, a player count the rules
refuse, a missing or invalid record, a records folder that cannot be written) end with exit code 2
and one line on stderr. A soak that finds a fault ends with exit code 1 and the first fault's seed,
move index and reason on stderr (``cardlib.soak``). A fault of the program itself ends with exit code
70 and one line, never a traceback. Output cut short by its reader (``replay ... | head``) ends quietly.
"""

import argparse
import json
import os
import shlex
import shutil
import sys
import time
from pathlib import Path

from .text import i18n
from .games import GAMES, new_game
from .records import replay
from . import bots as bots_module
from . import soak as soak_module
from .errors import RecordError
from .progress import progress as progress_bar

EXIT_USAGE = 2
EXIT_BROKEN_PIPE = 1
EXIT_SOAK_FAILED = 1
EXIT_INTERNAL = 70      # sysexits' EX_SOFTWARE: a fault of the program, not of its input
PROGRESS_DELAY = 1.0    # seconds before the progress bar shows, so that short runs stay quiet


class UsageError(Exception):
    """A mistake in the command line or its inputs: reported on one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _parser():
    parser = _Parser(prog="cardlib", description="Simulate games between bots, or replay a recorded game.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play games between bots and summarise the results")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    sim.add_argument("--players", type=int, default=None, help="players per game (default: the game's usual count)")
    sim.add_argument("--bots", default="random", help="bot names by seat, comma-separated, cycled over the seats")
    sim.add_argument("--seed", type=int, default=0, help="game k uses seed SEED+k (default 0)")
    sim.add_argument("--match", action="store_true", help="play whole matches instead of single rounds")
    sim.add_argument("--json", action="store_true", help="print the summary as JSON")
    sim.add_argument("--lang", choices=i18n.LANGUAGES, default=None, help="language of the summary")
    sim.add_argument("--save-records", metavar="DIR", default=None,
                     help="write each game's record to DIR/<game>-seed<S>.json, for replay")
    rep = sub.add_parser("replay", help="print the log of a recorded game")
    rep.add_argument("record", help="a JSON record written by state.to_record()")
    rep.add_argument("--lang", choices=i18n.LANGUAGES, default=None, help="language of the log")
    rep.add_argument("--upto", type=int, default=None, help="replay only the first K moves")
    soak = sub.add_parser("soak", help="play random games checking the engine's promises after every move")
    soak.add_argument("game", nargs="+", help=f"games to soak ({', '.join(GAMES)}), or all")
    soak.add_argument("--games", type=int, default=1000, help="games per game (default 1000)")
    soak.add_argument("--seed", type=int, default=0, help="game k uses seed SEED+k (default 0)")
    soak.add_argument("--players", type=int, default=None,
                      help="players per game (default: every allowed count in turn)")
    soak.add_argument("--sample", type=float, default=soak_module.SAMPLE,
                      help=f"share of positions given the hidden-card and replay checks (default {soak_module.SAMPLE})")
    soak.add_argument("--json", action="store_true", help="print the summary as JSON")
    soak.add_argument("--lang", choices=i18n.LANGUAGES, default=None, help="language of the summary")
    learn = sub.add_parser("learn", help="play the guided first game of a game, in the terminal")
    learn.add_argument("game", help=f"the game to learn ({', '.join(GAMES)})")
    learn.add_argument("--lang", choices=i18n.LANGUAGES, default=None, help="language of the guided game")
    learn.add_argument("--step", type=int, default=1, help="start at step K (to go on where you stopped)")
    return parser


COMMANDS = {}       # filled below: command name -> function(args) -> exit code


def main(argv=None):
    """Run the command line with ``argv`` (default ``sys.argv[1:]``); return the exit code."""
    try:
        args = _parser().parse_args(argv)
        code = COMMANDS[args.command](args)
        sys.stdout.flush()          # inside the try: a closed pipe shows up at the flush
        return code
    except UsageError as mistake:
        print(f"cardlib: error: {one_line(str(mistake))}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader stopped early (``| head``): no traceback. Point stdout at devnull so that
        # Python's own flush at exit does not fail again (the recipe of Python's signal docs).
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    except Exception as crash:      # a bug of ours: one line for the user, never a traceback
        print(f"cardlib: internal error ({type(crash).__name__}: {one_line(str(crash))}); please report it with "
              "the command that caused it", file=sys.stderr)
        return EXIT_INTERNAL


def one_line(text):
    """``text`` with every unprintable character (line breaks included) written as its escape, so that a
    file name or a word typed on the command line cannot break a one-line message."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


# --- simulate ----------------------------------------------------------------------
def lineup(bot_names, players):
    """The bot name of each seat: ``bot_names`` in order, cycled over the ``players`` seats."""
    return [bot_names[s % len(bot_names)] for s in range(players)]


def record_path(folder, game, seed):
    """Where ``simulate`` saves the record of the ``game`` played with ``seed``: FOLDER/<game>-seed<S>.json."""
    return Path(folder) / f"{game}-seed{seed}.json"


def _records_folder(folder):
    """Create ``folder`` for the records (parents too); UsageError if it cannot be."""
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
    except OSError as bad:
        raise UsageError(f"cannot write records to {folder}: {bad.strerror}") from None
    except ValueError:          # a NUL or a lone surrogate in the name
        raise UsageError(f"cannot write records to {folder!r}: not a valid folder name") from None


def simulate(game, games, players=None, bot_names=("random",), seed=0, match=False, progress=False,
             save_records=None):
    """Play ``games`` games between bots and return the summary dict.

    Game k uses seed ``seed + k``, and seat s is played by ``lineup[(s + k) % players]``,
    so every bot sits in every seat equally often. A win is shared equally among the
    winners of a game (ties split); win rates are per seat-game, so 1/players is the baseline.
    ``save_records``: a folder where each game's record is written (see ``record_path``).
    """
    if games < 1:
        raise UsageError(f"--games must be at least 1, not {games}")
    if save_records is not None:
        _records_folder(save_records)
    try:
        players = new_game(game, players, seed=seed, match=match).players
        seats = lineup(list(bot_names), players)
        bots = [bots_module.get(name, game, seed=seed * 1000 + position) for position, name in enumerate(seats)]
    except ValueError as bad:
        raise UsageError(str(bad)) from None
    seat_wins = [0.0] * players
    seat_scores = [0.0] * players
    per_bot = {name: {"seat_games": 0, "wins": 0.0, "score_total": 0.0} for name in seats}
    moves = 0
    start = time.perf_counter()
    for k in progress_bar(range(games), enabled=progress, unit="game", delay=PROGRESS_DELAY):
        state = new_game(game, players, seed=seed + k, match=match)
        at_seat = [(s + k) % players for s in range(players)]     # lineup position playing seat s
        state = bots_module.play_out(state, [bots[position] for position in at_seat])
        moves += len(state.moves)
        if save_records is not None:
            _save(state, record_path(save_records, game, seed + k))
        winners = state.winners()
        scores = state.scores()
        for s in range(players):
            share = 1 / len(winners) if s in winners else 0.0
            tally = per_bot[seats[at_seat[s]]]
            tally["seat_games"] += 1
            tally["wins"] += share
            tally["score_total"] += scores[s]
            seat_wins[s] += share
            seat_scores[s] += scores[s]
    seconds = time.perf_counter() - start
    return {
        "game": game, "games": games, "players": players, "match": match, "seed": seed,
        "lineup": seats, "ties": "split",
        "bots": {name: {"seat_games": t["seat_games"], "win_rate": t["wins"] / t["seat_games"],
                        "mean_score": t["score_total"] / t["seat_games"]} for name, t in per_bot.items()},
        "seats": [{"seat": s, "win_rate": seat_wins[s] / games, "mean_score": seat_scores[s] / games}
                  for s in range(players)],
        "mean_moves": moves / games,
        "seconds": seconds,
        "games_per_second": games / seconds if seconds else None,
        "moves_per_second": moves / seconds if seconds else None,
        "records": None if save_records is None else
        [str(record_path(save_records, game, seed + k)) for k in (0, games - 1)],
    }


def _save(state, path):
    try:
        path.write_text(json.dumps(state.to_record()) + "\n", encoding="utf-8")
    except OSError as bad:
        raise UsageError(f"cannot write {path}: {bad.strerror}") from None


def format_summary(summary, lang="en"):
    """The summary as readable lines in ``lang``."""
    def t(key, **params):
        return i18n.text(key, lang, **params)

    def share(rate):
        return i18n.percent(i18n.number(100 * rate, lang, 1), lang)

    def number(value):
        return i18n.number(value, lang, 2)

    lines = [t("cli.sim.header", game=summary["game"], games=summary["games"], count=summary["players"],
               seed=summary["seed"], lineup=", ".join(summary["lineup"])),
             t("cli.sim.ties", baseline=i18n.number(100 / summary['players'], lang, 1)),
             f"{t('cli.sim.bot'):<12}{t('cli.sim.seat_games'):>16}{t('cli.sim.win_rate'):>12}{t('cli.sim.mean_score'):>14}"]
    for name, row in summary["bots"].items():
        lines.append(f"{name:<12}{row['seat_games']:>16}{share(row['win_rate']):>12}{number(row['mean_score']):>14}")
    lines.append(f"{t('cli.sim.seat'):<12}{'':>16}{t('cli.sim.win_rate'):>12}{t('cli.sim.mean_score'):>14}")
    for row in summary["seats"]:
        lines.append(f"{row['seat'] + 1:<12}{'':>16}{share(row['win_rate']):>12}{number(row['mean_score']):>14}")
    lines.append(t("cli.sim.moves", moves=i18n.number(summary['mean_moves'], lang, 1)))
    lines.append(t("cli.sim.speed", games=f"{summary['games_per_second']:.0f}",
                   moves=f"{summary['moves_per_second']:.0f}", seconds=i18n.number(summary['seconds'], lang, 2)))
    if summary.get("records"):
        first, last = summary["records"]
        lines.append(t("cli.sim.records", first=shlex.quote(first), last=last, games=summary["games"],
                       python=python_command()))
    return "\n".join(lines)


def python_command():
    """How to type the Python running this command, for a command line it prints: ``python3`` (or
    ``python``) when that name on the PATH is this interpreter (the same file, or one beside it in the same
    environment), else its path (``.venv/bin/python``), relative to the working folder when inside it."""
    here = Path(sys.executable).absolute()
    outside_a_venv = sys.prefix == sys.base_prefix
    for name in ("python3", "python"):
        found = shutil.which(name)
        if found and (Path(found).absolute().parent == here.parent
                      or (outside_a_venv and Path(found).resolve() == here.resolve())):
            return name
    try:
        return shlex.quote(str(here.relative_to(Path.cwd())))
    except ValueError:
        return shlex.quote(str(here))


def _simulate_command(args):
    names = [n.strip() for n in args.bots.split(",") if n.strip()]
    if not names:
        raise UsageError("--bots needs at least one bot name")
    summary = simulate(args.game, args.games, args.players, names, args.seed, args.match, progress=True,
                       save_records=args.save_records)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(format_summary(summary, args.lang or i18n.default_language()))
    return 0


# --- replay ------------------------------------------------------------------------
def load_record(path):
    """The record stored as JSON in ``path``; UsageError if it cannot be read."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except OSError as bad:
        raise UsageError(f"cannot read {path}: {bad.strerror}") from None
    except UnicodeDecodeError as bad:
        raise UsageError(f"{path} is not a JSON record: {bad}") from None
    except ValueError:          # a NUL or a lone surrogate in the name: no file is called that
        raise UsageError(f"cannot read {path!r}: not a valid file name") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as bad:
        raise UsageError(f"{path} is not a JSON record: {bad}") from None
    except RecursionError:
        raise UsageError(f"{path} is not a JSON record: it is nested too deeply") from None


def _replay_command(args):
    lang = args.lang or i18n.default_language()
    record = load_record(args.record)
    try:
        state = replay(record, upto=args.upto)
    except RecordError as bad:
        raise UsageError(f"{args.record}: {bad}") from None
    print(i18n.text("cli.replay.header", lang, game=state.game, count=state.players, seed=state.seed,
                    shown=len(state.moves), total=len(record["moves"])))
    for entry in state.log:
        print(i18n.translate(entry, lang))
    return 0


# --- soak --------------------------------------------------------------------------
def soak_games(names):
    """The games named on the command line, ``all`` standing for every game, each once, in order."""
    chosen = []
    for name in names:
        for game in (GAMES if name == "all" else [name]):
            if game not in GAMES:
                raise UsageError(f"unknown game {game!r}; the games are {', '.join(GAMES)} (or all)")
            if game not in chosen:
                chosen.append(game)
    return chosen


def format_soak(summary, lang="en"):
    """The soak summary as readable lines in ``lang``: one row per game, then the verdict."""
    def t(key, **params):
        return i18n.text(key, lang, **params)

    lines = [t("cli.soak.header", games=summary["games_per_game"], seed=summary["seed"],
               sample=f"{100 * summary['sample']:g}", refusals=summary["refusals_per_move"]),
             f"{t('cli.soak.game'):<8}{t('cli.soak.games'):>10}{t('cli.soak.moves'):>12}{t('cli.soak.refusals'):>12}"
             f"{t('cli.soak.sampled'):>12}{t('cli.soak.seconds'):>10}{t('cli.soak.failures'):>10}"]
    for row in summary["results"]:
        lines.append(f"{row['game']:<8}{row['games']:>10}{row['moves']:>12}{row['refusals']:>12}"
                     f"{row['sampled']:>12}{row['seconds']:>10.1f}{row['failures']:>10}")
    if summary["failures"]:
        lines.append(t("cli.soak.failed", failures=summary["failures"]))
    else:
        lines.append(t("cli.soak.passed"))
    return "\n".join(lines)


def _soak_command(args):
    names = soak_games(args.game)
    total = args.games * len(names) if args.games > 0 else 0
    with progress_bar(total=total, unit="game", delay=PROGRESS_DELAY) as bar:
        try:
            summary = soak_module.soak(names, args.games, args.seed, args.players, args.sample, on_game=bar.update)
        except ValueError as bad:
            raise UsageError(str(bad)) from None
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(format_soak(summary, args.lang or i18n.default_language()))
    if summary["failures"]:
        first = summary["first_failures"][0]
        print(f"cardlib: soak failed: {first['sentence']}", file=sys.stderr)
        return EXIT_SOAK_FAILED
    return 0


# --- learn -------------------------------------------------------------------------
def _read_line():
    """The next line typed (without its end), or None at the end of the input."""
    line = sys.stdin.readline()
    return None if line == "" else line.rstrip("\n")


def _learn_command(args):
    from .learn import Lesson

    if args.game not in GAMES:
        raise UsageError(f"unknown game {args.game!r}; the games are {', '.join(GAMES)}")
    try:
        lesson = Lesson(args.game, args.lang or i18n.default_language(), _read_line, print, step=args.step)
    except ValueError as bad:
        raise UsageError(str(bad)) from None
    return lesson.run()


COMMANDS.update(simulate=_simulate_command, replay=_replay_command, soak=_soak_command, learn=_learn_command)
