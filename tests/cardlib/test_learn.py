"""``python3 -m cardlib learn <game>``: the guided first game in a terminal (issue 35, ``cardlib.learn``), fed
the suggested choices on standard input, then bad input and input that ends too soon."""

import io
import subprocess
import sys

import pytest

from cardlib import guide, learn
from cardlib.cli import main
from cardlib.text import i18n
from conftest import ROOT
from test_guide import SCRIPTED


def suggested_answers(game, step=1):
    """The numbers a student types to follow the guide from ``step`` to the end: at each step, the place of
    the suggested move among the choices offered."""
    script = guide.load(game)
    played = guide.Guide(script, moves=script.step_starts()[step - 1])
    answers = []
    while not played.over:
        offered = learn.choices(game, played.state, played.suggested())
        answers.append(str(offered.index(played.suggested()) + 1))
        played.play()
    return answers


def run(monkeypatch, capsys, args, lines):
    """``main(["learn", *args])`` with ``lines`` typed on standard input: (exit code, what it printed)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    code = main(["learn", *args])
    return code, capsys.readouterr().out


def plain(text):
    """``text`` with French no-break spaces as plain ones, to compare with a sentence written here."""
    return text.replace("\xa0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", SCRIPTED)
def test_the_suggested_choices_play_the_guided_game_to_its_end(monkeypatch, capsys, game, lang):
    script = guide.load(game)
    code, out = run(monkeypatch, capsys, [game, "--lang", lang], suggested_answers(game))
    assert code == 0
    assert i18n.text(script.key(script.intro), lang) in out
    assert i18n.text("learn.step", lang, k=len(script.steps), n=len(script.steps)) in out
    assert i18n.text(script.key(script.summary), lang) in out
    assert i18n.text("learn.real_game", lang) in out
    other = "en" if lang == "fr" else "fr"
    assert i18n.text(script.key(script.summary), other) not in out, "one language"


def test_bad_input_gets_a_line_saying_what_to_type_and_nothing_is_lost(monkeypatch, capsys):
    answers = suggested_answers("ohio")
    typed = ["ten", "", "0", "99", "-1", "1.5", *answers]
    code, out = run(monkeypatch, capsys, ["ohio", "--lang", "en"], typed)
    assert code == 0
    assert "“ten” is not a number: type one of the numbers 1 to 11, then Enter." in out
    assert "“” is not a number" in out and "“-1” is not a number" in out and "“1.5” is not a number" in out
    assert "There is no move number 0: choose from 1 to 11." in out
    assert "There is no move number 99: choose from 1 to 11." in out
    assert i18n.text("guide.ohio.summary", "en") in out


def test_a_legal_move_the_guide_does_not_follow_is_answered_and_asked_again(monkeypatch, capsys):
    answers = suggested_answers("ohio")
    code, out = run(monkeypatch, capsys, ["ohio", "--lang", "fr"], ["1", *answers])   # 1: the Ohio card, not the 10
    assert code == 0
    assert "Ici, le guide vous propose ce coup : jouer le 10." in plain(out)
    assert plain(out).count("Étape 1 sur 15") == 1, "the same step goes on"


def test_the_end_of_the_input_stops_with_how_to_go_on_and_going_on_ends_the_game(monkeypatch, capsys):
    answers = suggested_answers("ohio")
    code, out = run(monkeypatch, capsys, ["ohio", "--lang", "en"], answers[:4])
    assert code == learn.EXIT_STOPPED
    command = "python3 -m cardlib learn ohio --lang en --step 5"
    assert out.rstrip().endswith(f"No more input: the guided game stops at step 5 of 15. To go on from here: {command}")
    code, out = run(monkeypatch, capsys, command.split()[4:], suggested_answers("ohio", step=5))
    assert code == 0 and "Step 5 of 15" in out and "Step 4 of 15" not in out
    assert i18n.text("guide.ohio.summary", "en") in out


def test_q_stops(monkeypatch, capsys):
    code, out = run(monkeypatch, capsys, ["ohio", "--lang", "fr"], ["q"])
    assert code == learn.EXIT_STOPPED
    assert "Arrêt à l'étape 1 sur 15. Pour reprendre ici : python3 -m cardlib learn ohio --lang fr --step 1" in plain(out)


@pytest.mark.parametrize("args, fault", [
    (["chess"], "unknown game 'chess'"),
    (["ohio", "--step", "0"], "--step must be from 1 to 15, not 0"),
    (["ohio", "--step", "16"], "--step must be from 1 to 15, not 16"),
    (["ohio", "--lang", "xx"], "invalid choice: 'xx'"),
])
def test_a_bad_command_line_is_one_line_and_exit_code_2(capsys, args, fault):
    assert main(["learn", *args]) == 2
    err = capsys.readouterr().err
    assert fault in err and err.count("\n") == 1


def test_the_command_runs_with_the_standard_library_alone():
    """A real process without site-packages (-S) or the environment's variables (-E): the engine's guided game
    needs nothing installed."""
    answers = "".join(f"{number}\n" for number in suggested_answers("ohio"))
    done = subprocess.run([sys.executable, "-E", "-S", "-m", "cardlib", "learn", "ohio", "--lang", "en"], cwd=ROOT,
                          input=answers, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert i18n.text("guide.ohio.summary", "en") in done.stdout
