"""Every command benchmarks/README.md shows runs as written, from the repository root (issue 23).

The commands are read from the file itself: every line of its ```bash blocks, and every line of its result
blocks (```text) that is a command (it starts with ``python3``, ``.venv/bin/python`` or ``.venv-peers/``).
``python3`` is a Python with the standard library only, as on a fresh machine (the engine's benchmarks
need nothing else); ``.venv/bin/python`` is the environment running this suite. Each runs in quick mode
(``CARDGAMES_BENCHMARK_QUICK=1``, benchmarks/quick.py): its arguments parsed as written, its work cut to
the smallest size, its tables printed; static_site.py measures the site the suite builds once (conftest's
``static_site``) instead of building its own. The peers' commands (``.venv-peers``) need OpenSpiel, RLCard and
schnapsen installed from the registry: they are checked to keep to their own environment, not run.
Commands quoted in the prose (a `python3 benchmarks/...` code span, even one wrapped over two lines) run
too; ``python3 dev.py ...`` there is checked against dev.py's own parser (tests/test_readme.py runs it).
A command line written with another interpreter (``python``, absent from a fresh Debian) fails.
"""

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, load_dev

README = ROOT / "benchmarks" / "README.md"
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```$", re.S | re.M)
# A line of a result block (```text) that is a command; one in the prose (a code span, maybe wrapped).
COMMAND = re.compile(r"^(python3? |\.venv/bin/python |\.venv-peers/|pip )")
INLINE = re.compile(r"`((?:python3?|\.venv/bin/python|\.venv-peers/bin/python)\s[^`]+)`")
INTERPRETERS = ("python3", ".venv/bin/python")
PEERS = ".venv-peers"
TIMEOUT = 300


def readme_blocks():
    """The README's fenced blocks, as (language, body) pairs, and its prose (the text outside them)."""
    text = README.read_text(encoding="utf-8")
    return BLOCK.findall(text), BLOCK.sub("", text)


def readme_commands():
    """The README's commands, each once, in order: ``[argv, ...]`` without comments. Every line of a bash
    block; the lines of other blocks that start as a command; the code spans of the prose that do."""
    blocks, prose = readme_blocks()
    lines = [line for kind, body in blocks for line in body.splitlines()
             if COMMAND.match(line) or (kind == "bash" and line.strip())]
    lines += [" ".join(span.split()) for span in INLINE.findall(prose)]
    found = []
    for line in lines:
        command = shlex.split(line, comments=True)
        if command not in found:
            found.append(command)
    return found


def is_dev_py(command):
    """``python3 dev.py ...``: the project's own tasks (set up .venv, run the suite, the gallery)."""
    return command[1:2] == ["dev.py"]


def needs_the_browser(command):
    """classroom.py opens Chromium, but with ``--mode server`` (plain HTTP clients)."""
    return any(part.endswith("classroom.py") for part in command) and "server" not in command


COMMANDS = [command for command in readme_commands() if PEERS not in " ".join(command) and not is_dev_py(command)]


def test_the_readme_shows_every_benchmark_and_only_commands_this_test_knows():
    blocks, _prose = readme_blocks()
    assert {kind for kind, _body in blocks} <= {"bash", "text"}, "every block is ```bash (commands) or ```text"
    every = readme_commands()
    for command in every:
        assert command[0] in INTERPRETERS or command[0].startswith(PEERS + "/"), \
            f"a command this test does not know: {command}"
    scripts = {Path(part).name for command in COMMANDS for part in command if part.startswith("benchmarks/")}
    # classroom_class.py is classroom.py's --mode class, run by its command, and classroom_scripted.py its peer;
    # classroom_tables.py its --mode tables; gallery_watch.py is their helpers
    on_disk = {path.name for path in (ROOT / "benchmarks").glob("*.py")} - {
        "quick.py", "tournament.py", "classroom_class.py", "classroom_scripted.py", "classroom_tables.py",
        "gallery_watch.py"}
    assert on_disk <= scripts, f"benchmarks without a command in the README: {on_disk - scripts}"
    peers = [command for command in every if PEERS in " ".join(command)]
    assert peers[0] == ["python3", "-m", "venv", PEERS], "the peers get an environment of their own"
    assert all(command[0].startswith(PEERS + "/") for command in peers[1:]), "never installed into .venv"
    assert (ROOT / ".gitignore").read_text().count(".venv*/") == 1


def test_the_dev_py_commands_of_the_prose_are_dev_pys_own():
    """``python3 dev.py test`` (which sets up .venv) and ``python3 dev.py gallery``, as the prose names them."""
    dev = load_dev()
    commands = [command for command in readme_commands() if is_dev_py(command)]
    assert ["python3", "dev.py", "test"] in commands, "the README says what sets up .venv"
    for command in commands:
        assert command[0] == "python3", command
        dev.command_line().parse_args(command[2:])          # SystemExit (exit 2) on an option it lacks


@pytest.mark.parametrize("command", [
    pytest.param(command, id=" ".join(command)[:90],
                 marks=([pytest.mark.slow] if "benchmarks/classroom.py" in command else [])     # 10-40 s each
                 + ([pytest.mark.browser] if needs_the_browser(command) else []))
    for command in COMMANDS])
def test_the_command_runs_as_written(command, plain_python, request):
    pythons = {"python3": str(plain_python), ".venv/bin/python": str(Path(sys.prefix) / "bin" / "python")}
    if command[0] not in pythons:
        pytest.fail(f"{command}: {command[0]!r} is not on a fresh machine; write python3 (the standard library "
                    "is enough) or .venv/bin/python (python3 dev.py test sets it up)")
    python = pythons[command[0]]
    env = {**os.environ, "CARDGAMES_BENCHMARK_QUICK": "1"}
    if "benchmarks/static_site.py" in command and "--site" not in command:
        # the site the suite builds once (tests/staticsite/), measured in place of a second build of the same
        env["CARDGAMES_BENCHMARK_SITE"] = str(request.getfixturevalue("static_site").folder)
    done = subprocess.run([python, *command[1:]], cwd=ROOT, capture_output=True, text=True, env=env,
                          stdin=subprocess.DEVNULL, timeout=TIMEOUT)
    assert done.returncode == 0, f"{command}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    assert done.stdout.strip(), f"{command} printed nothing"
    assert "Traceback" not in done.stderr, done.stderr[-3000:]


def test_quick_mode_shrinks_only_when_asked(monkeypatch):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import quick
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    from types import SimpleNamespace

    monkeypatch.delenv(quick.VARIABLE, raising=False)
    args = SimpleNamespace(seconds=2.0, only="ohio,yozu")
    assert quick.shrink(args, seconds=0.02, only=quick.first_only) is args and args.seconds == 2.0
    monkeypatch.setenv(quick.VARIABLE, "1")
    quick.shrink(args, seconds=0.02, only=quick.first_only)
    assert (args.seconds, args.only) == (0.02, "ohio")
    assert quick.shrink(SimpleNamespace(games=1), games=5).games == 1        # never raised
