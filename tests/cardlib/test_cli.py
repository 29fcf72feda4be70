"""The command line: simulate and replay, through main() and once as a real process."""

import re
import json
import random
import subprocess
import sys

import pytest

import cardlib
from cardlib.text import i18n
from cardlib.cli import main

TIMING = ("seconds", "games_per_second", "moves_per_second")


def simulate_json(capsys, *args):
    assert main(["simulate", "ohio", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_summary_adds_up(capsys):
    summary = simulate_json(capsys, "--games", "40", "--players", "3", "--bots", "greedy,random", "--seed", "4")
    assert summary["lineup"] == ["greedy", "random", "greedy"]
    assert summary["bots"]["greedy"]["seat_games"] == 80
    assert summary["bots"]["random"]["seat_games"] == 40
    # Every game hands out exactly one win, shared between tied winners.
    assert sum(seat["win_rate"] for seat in summary["seats"]) == pytest.approx(1)
    wins = sum(row["win_rate"] * row["seat_games"] for row in summary["bots"].values())
    assert wins == pytest.approx(40)
    assert summary["mean_moves"] > 11          # someone plays all 11 cards before a round ends
    assert summary["games_per_second"] > 0 and summary["moves_per_second"] > summary["games_per_second"]


def test_simulate_matches_a_hand_played_run(capsys):
    # Game k uses seed S+k and seats rotate: replay that by hand and compare the mean score.
    summary = simulate_json(capsys, "--games", "6", "--players", "2", "--bots", "random", "--seed", "9")
    import cardlib.bots as bots
    seat_bots = [bots.get("random", "ohio", seed=9 * 1000 + i) for i in range(2)]
    totals = [0, 0]
    for k in range(6):
        state = cardlib.new_game("ohio", players=2, seed=9 + k)
        while not state.is_over:
            state = state.apply(seat_bots[(state.current_player + k) % 2].choose(state))
        totals = [t + s for t, s in zip(totals, state.scores())]
    assert [seat["mean_score"] for seat in summary["seats"]] == pytest.approx([t / 6 for t in totals])


def test_simulate_is_reproducible_and_match_mode_plays_rounds(capsys):
    args = ("--games", "5", "--players", "2", "--bots", "greedy,random", "--seed", "3")
    first, second = simulate_json(capsys, *args), simulate_json(capsys, *args)
    for key in TIMING:
        first.pop(key), second.pop(key)
    assert first == second
    match = simulate_json(capsys, *args, "--match")
    assert match["match"] is True
    assert match["mean_moves"] > first["mean_moves"]    # two rounds per game at 2 players


@pytest.mark.parametrize("lang, words", [("en", ["win rate", "Speed, per second: games", "Mean moves"]),
                                         ("fr", ["victoires", "Vitesse, par seconde\u00a0: parties", "Coups par partie"])])
def test_simulate_text_summary(capsys, lang, words):
    assert main(["simulate", "ohio", "--games", "4", "--players", "2", "--bots", "greedy,random",
                 "--lang", lang]) == 0
    out = capsys.readouterr().out
    for word in words:
        assert word in out
    assert any(line.startswith("greedy") for line in out.splitlines())
    assert any(line.startswith("random") for line in out.splitlines())
    if lang == "fr":        # French writes 50,0 % and 27,0: no decimal point anywhere in the summary
        assert not re.search(r"\d\.\d", out) and re.search(r"\d,\d\u202f%", out), out


@pytest.fixture
def record_file(tmp_path):
    state = cardlib.new_game("ohio", players=3, seed=5)
    rng = random.Random(1)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.to_record()))
    return path, state


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_replay_prints_the_translated_log(capsys, record_file, lang):
    path, state = record_file
    assert main(["replay", str(path), "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1:] == [i18n.translate(entry, lang) for entry in state.log]
    assert str(len(state.moves)) in lines[0]


def test_replay_upto(capsys, record_file):
    path, state = record_file
    assert main(["replay", str(path), "--lang", "en", "--upto", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    expected = cardlib.replay(state.to_record(), upto=4).log
    assert lines[1:] == [str(entry) for entry in expected]
    assert len(lines) < len(state.log) + 1


def bad_record(tmp_path, text):
    path = tmp_path / "bad.json"
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize("argv, says", [
    (["simulate", "chess"], "unknown game 'chess'"),
    (["simulate", "ohio", "--players", "9"], "2 to 5 players"),
    (["simulate", "ohio", "--bots", "genius"], "greedy, random"),
    (["simulate", "ohio", "--games", "0"], "at least 1"),
    (["replay", "/nonexistent/game.json"], "cannot read"),
    (["replay", "BAD:{not json"], "not a JSON record"),
    (["replay", 'BAD:{"format": 1, "game": "ohio", "moves": ["play 3", "play 4"]}'], "move 1"),
    (["replay", "BAD:[1, 2]"], "JSON object"),
    ([], "required"),
])
def test_errors_are_one_line_with_exit_code_2(capsys, tmp_path, argv, says):
    argv = [bad_record(tmp_path, a[4:]) if a.startswith("BAD:") else a for a in argv]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and says in captured.err
    assert "Traceback" not in captured.err


def test_as_a_real_process(record_file):
    path, state = record_file
    python = [sys.executable, "-m", "cardlib"]
    sim = subprocess.run(python + ["simulate", "ohio", "--games", "20", "--players", "2",
                                   "--bots", "greedy,random", "--json"],
                         capture_output=True, text=True, timeout=120)
    assert sim.returncode == 0, sim.stderr
    assert json.loads(sim.stdout)["bots"]["greedy"]["seat_games"] == 20
    rep = subprocess.run(python + ["replay", str(path), "--lang", "fr"], capture_output=True, text=True, timeout=120)
    assert rep.returncode == 0, rep.stderr
    assert rep.stdout.splitlines()[-1] == i18n.translate(state.log[-1], "fr")
    bad = subprocess.run(python + ["simulate", "chess"], capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.strip().count("\n") == 0 and "Traceback" not in bad.stderr


def test_simulate_saves_records_that_replay_reads(capsys, tmp_path):
    folder = tmp_path / "games"
    assert main(["simulate", "ohio", "--games", "3", "--players", "3", "--bots", "greedy,random",
                 "--seed", "1", "--save-records", str(folder), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert sorted(p.name for p in folder.iterdir()) == ["ohio-seed1.json", "ohio-seed2.json", "ohio-seed3.json"]
    assert f"replay {folder / 'ohio-seed1.json'}" in out
    # Each file is the record of game k (seed 1 + k): replaying it gives that game, played to its end.
    record = json.loads((folder / "ohio-seed2.json").read_text())
    assert record["seed"] == 2 and record["players"] == 3
    assert cardlib.replay(record).is_over
    assert main(["replay", str(folder / "ohio-seed2.json"), "--lang", "fr"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("ohio, 3 joueurs, graine 2")


def test_simulate_refuses_a_records_folder_it_cannot_write(capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["simulate", "ohio", "--games", "1", "--save-records", str(blocker)]) == 2
    err = capsys.readouterr().err
    assert "cannot write records" in err and "Traceback" not in err


def test_replay_into_a_closed_pipe_ends_quietly(tmp_path):
    # A log longer than a pipe's buffer (64 KiB), read one line and then closed, as `| head -1` does.
    state = cardlib.new_game("ohio", players=5, seed=3, match=True, rounds=40)
    rng = random.Random(2)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "long.json"
    path.write_text(json.dumps(state.to_record()))
    process = subprocess.Popen([sys.executable, "-m", "cardlib", "replay", str(path), "--lang", "en"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout.readline().startswith("ohio, 5 players")
    process.stdout.close()
    err = process.stderr.read()
    process.wait(timeout=120)
    assert sum(len(str(entry)) + 1 for entry in state.log) > 65536
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert process.returncode == 1


def test_simulate_and_replay_need_only_the_standard_library(plain_python, tmp_path):
    """From the repository root, a plain Python 3.11 runs simulate, and the replay command that simulate prints
    works as printed (issue 23)."""
    from conftest import ROOT
    import shlex

    sim = subprocess.run([str(plain_python), "-m", "cardlib", "simulate", "ohio", "--games", "3",
                          "--save-records", str(tmp_path / "my games")],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert sim.returncode == 0, sim.stderr
    assert "Traceback" not in sim.stderr
    printed = sim.stdout.rsplit(": ", 1)[1].strip() if "replay" in sim.stdout.splitlines()[-1] else None
    assert printed and " -m cardlib replay " in printed, sim.stdout
    command = shlex.split(printed)
    assert command[0] == str(plain_python)           # not on the PATH: the interpreter that ran simulate
    rep = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert rep.returncode == 0, rep.stderr
    assert rep.stdout.startswith("ohio, 4 ")


def test_the_printed_replay_command_names_python3_when_that_is_this_python(monkeypatch, tmp_path):
    from cardlib import cli

    monkeypatch.setattr(cli.shutil, "which", lambda name: sys.executable if name == "python3" else None)
    assert cli.python_command() == "python3"
    beside = str(__import__("pathlib").Path(sys.executable).parent / "python3")      # the same environment
    monkeypatch.setattr(cli.shutil, "which", lambda name: beside if name == "python3" else None)
    assert cli.python_command() == "python3"
    if sys.prefix != sys.base_prefix:         # a venv's python is a link to its base: that base is another Python
        monkeypatch.setattr(cli.shutil, "which", lambda name: sys._base_executable if name == "python3" else None)
        assert cli.python_command() != "python3"
    monkeypatch.setattr(cli.shutil, "which", lambda name: None)
    monkeypatch.chdir(tmp_path)
    assert cli.python_command() == str(__import__("pathlib").Path(sys.executable).absolute())


class FakeTerminal:
    """stderr as a terminal, keeping what is written."""

    def __init__(self):
        self.text = ""

    def isatty(self):
        return True

    def write(self, text):
        self.text += text

    def flush(self):
        pass


def test_the_plain_progress_line_counts_and_is_erased(monkeypatch):
    from cardlib import progress

    terminal = FakeTerminal()
    monkeypatch.setattr(progress, "REDRAW_EVERY", 0.0)
    done = list(progress.PlainProgress(range(3), file=terminal, unit="game", delay=0.0))
    assert done == [0, 1, 2]
    assert "\r\x1b[K3/3 games" in terminal.text and terminal.text.endswith("\r\x1b[K")
    quiet = FakeTerminal()
    list(progress.PlainProgress(range(3), file=quiet, enabled=False))
    list(progress.PlainProgress(range(3), file=quiet, delay=60))       # a short run shows nothing
    assert quiet.text == ""
