"""Every command benchmarks/README.md shows runs as written, from the repository root (issue 23).

The commands are read from the file itself: every line of its ```bash blocks, and every line of its result
blocks (```text) that is a command (it starts with ``python3``, ``.venv/bin/python`` or ``.venv-peers/``).
``python3`` is a Python with the standard library only, as on a fresh machine (the engine's benchmarks
need nothing else); ``.venv/bin/python`` is the environment running this suite. Each runs in quick mode
(``CARDGAMES_BENCHMARK_QUICK=1``, benchmarks/quick.py): its arguments parsed as written, its work cut to
the smallest size, its tables printed. The peers' commands (``.venv-peers``) need OpenSpiel, RLCard and
schnapsen installed from the registry: they are checked to keep to their own environment, not run.
"""

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

README = ROOT / "benchmarks" / "README.md"
COMMAND = re.compile(r"^(python3 |\.venv/bin/python |\.venv-peers/)")
PEERS = ".venv-peers"
TIMEOUT = 300


def readme_commands():
    """The README's commands, each once, in order: ``[argv, ...]`` without comments."""
    found = []
    for kind, body in re.findall(r"```(bash|text)\n(.*?)```", README.read_text(encoding="utf-8"), re.S):
        for line in body.splitlines():
            if COMMAND.match(line) or (kind == "bash" and line.strip()):
                command = shlex.split(line, comments=True)
                if command not in found:
                    found.append(command)
    return found


def needs_the_browser(command):
    return any(part.endswith("classroom.py") for part in command)


COMMANDS = [command for command in readme_commands() if PEERS not in " ".join(command)]


def test_the_readme_shows_every_benchmark_and_only_commands_this_test_knows():
    every = readme_commands()
    for command in every:
        assert command[0] in ("python3", ".venv/bin/python") or command[0].startswith(PEERS + "/"), \
            f"a command this test does not know: {command}"
    scripts = {Path(part).name for command in COMMANDS for part in command if part.startswith("benchmarks/")}
    on_disk = {path.name for path in (ROOT / "benchmarks").glob("*.py")} - {"quick.py", "tournament.py"}
    assert on_disk <= scripts, f"benchmarks without a command in the README: {on_disk - scripts}"
    peers = [command for command in every if PEERS in " ".join(command)]
    assert peers[0] == ["python3", "-m", "venv", PEERS], "the peers get an environment of their own"
    assert all(command[0].startswith(PEERS + "/") for command in peers[1:]), "never installed into .venv"
    assert (ROOT / ".gitignore").read_text().count(".venv*/") == 1


@pytest.mark.parametrize("command", [
    pytest.param(command, id=" ".join(command)[:90],
                 marks=[pytest.mark.browser] if needs_the_browser(command) else [])
    for command in COMMANDS])
def test_the_command_runs_as_written(command, plain_python):
    python = {"python3": str(plain_python), ".venv/bin/python": str(Path(sys.prefix) / "bin" / "python")}[command[0]]
    env = {**os.environ, "CARDGAMES_BENCHMARK_QUICK": "1"}
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
