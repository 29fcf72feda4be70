"""Every command the README shows runs as written, in the README's order, then those of the pages its developer's
detail moved to (docs/development.md, docs/deploying.md: issue 34), in theirs; and the teacher's README keeps to
what a teacher needs, with its one cold-start figure in both languages, and links that lead somewhere.

The pages' ```bash blocks are read from the files themselves, so a command changed there is the
command tested here. Commands that start a server (the gallery, one Voila app, JupyterLab) are
started, asked for the page they print, and stopped. ``python3 dev.py test`` is the command that
runs this very suite: running it again from inside would recurse, so it runs with
``--collect-only`` appended (it still sets up .venv and collects every test). The command-line
examples (``python3 -m cardlib ...``) run with a Python that has the standard library only, as on a
fresh machine, in a fresh folder holding only a link to ``cardlib``, so the records they write stay
there. ``.venv/`` in a command is the environment running this suite (``.venv-latest`` under
``dev.py test --latest``).
"""

import os
import re
import shlex
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from conftest import ROOT, load_dev, stop_group

HERE_VENV = Path(sys.prefix)            # the README's .venv: the environment running the suite

README = ROOT / "README.md"
# The README, then the pages its developer's detail moved to: their commands are checked as the README's are.
PAGES = (README, ROOT / "docs" / "development.md", ROOT / "docs" / "deploying.md")
SERVER_TIMEOUT = 180        # seconds for a server to print its address and answer (Voila runs the notebook)
COMMAND_TIMEOUT = 300
# What each kind of server prints once it is ready: the address to ask.
SERVER_READY = {
    ("python3", "dev.py", "gallery"): re.compile(r"the gallery is at (http://\S+)"),
    (".venv/bin/voila",): re.compile(r"(http://(?:localhost|127\.0\.0\.1):\d+/)\s*$", re.M),
    (".venv/bin/jupyter", "lab"): re.compile(r"(http://(?:localhost|127\.0\.0\.1):\d+/lab\?token=\w+)"),
}


def readme_commands(kind="bash", pages=(README,)):
    """The shell commands of ``pages`` (the README alone unless told), one per line of their ```bash blocks (or
    ```text blocks), comments removed, page after page, each page's in order. A block may be indented (in a list)."""
    blocks = [block for page in pages
              for block in re.findall(rf"^ *```{kind}\n(.*?)```", page.read_text(encoding="utf-8"), re.S | re.M)]
    return [shlex.split(line, comments=True) for block in blocks for line in block.splitlines()
            if shlex.split(line, comments=True)]


def in_this_environment(command):
    """``command`` with a leading ``.venv/`` read as the environment running the suite."""
    if command and command[0].startswith(".venv/"):
        return [str(HERE_VENV / command[0].removeprefix(".venv/")), *command[1:]]
    return command


def server_pattern(command):
    """The readiness pattern when ``command`` starts a server, else None."""
    for prefix, pattern in SERVER_READY.items():
        if tuple(command[:len(prefix)]) == prefix:
            return pattern
    return None


def serve(command, pattern, log_path):
    """Start ``command`` from the repository root, wait for the address it prints, fetch it, stop it.

    As root, JupyterLab gets the ``--allow-root`` that the README says it needs there."""
    if command[:2] == [".venv/bin/jupyter", "lab"] and hasattr(os, "geteuid") and os.geteuid() == 0:
        command = [*command, "--allow-root"]
    env = {**os.environ, "BROWSER": "true"}        # no browser window from the servers' --browser default
    with open(log_path, "w") as log:
        process = subprocess.Popen(in_this_environment(command), cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, env=env, start_new_session=True)
    try:
        deadline = time.monotonic() + SERVER_TIMEOUT
        found = None
        while found is None and time.monotonic() < deadline:
            assert process.poll() is None, f"{command} stopped:\n{log_path.read_text()}"
            found = pattern.search(log_path.read_text())
            time.sleep(0.3)
        assert found, f"{command} printed no address within {SERVER_TIMEOUT} s:\n{log_path.read_text()}"
        with urllib.request.urlopen(found.group(1), timeout=SERVER_TIMEOUT) as response:
            assert response.status == 200
            return response.read().decode("utf-8", "replace")
    finally:
        stop_group(process, timeout=20)


def test_the_readme_starts_with_the_two_commands():
    first = readme_commands()[:2]
    assert first == [["python3", "dev.py", "gallery"], ["python3", "dev.py", "test"]]


@pytest.mark.slow
def test_every_readme_command_runs_as_written(tmp_path, plain_python):
    workdir = tmp_path / "work"
    workdir.mkdir()
    (workdir / "cardlib").symlink_to(ROOT / "cardlib")
    # python3 with the standard library only, first on the PATH
    plain_env = {**os.environ, "PATH": f"{plain_python.parent}{os.pathsep}{os.environ['PATH']}"}
    ran = []
    for index, command in enumerate(readme_commands(pages=PAGES)):
        pattern = server_pattern(command)
        if pattern is not None:
            page = serve(command, pattern, tmp_path / f"server-{index}.log")
            assert "<html" in page.lower(), f"{command}: not a page"
            if command[:3] == ["python3", "dev.py", "gallery"]:     # its set-up trusts them (tests/test_trust.py)
                assert "is not trusted" not in (tmp_path / f"server-{index}.log").read_text(), command
        elif command == ["python3", "dev.py", "test"]:
            done = subprocess.run([*command, "--collect-only", "-q"], cwd=ROOT, capture_output=True, text=True,
                                  stdin=subprocess.DEVNULL, timeout=COMMAND_TIMEOUT)
            assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
            assert re.search(r"\d+ tests? collected", done.stdout), done.stdout[-2000:]
        else:
            assert command[:3] == ["python3", "-m", "cardlib"], f"a README command this test does not know: {command}"
            done = subprocess.run(command, cwd=workdir, capture_output=True, text=True, env=plain_env,
                                  stdin=subprocess.DEVNULL, timeout=COMMAND_TIMEOUT)
            assert done.returncode == 0, f"{command}:\n{done.stderr[-3000:]}"
            assert done.stdout.strip(), f"{command} printed nothing"
            assert "Traceback" not in done.stderr
        ran.append(command)
    assert any(c[:4] == ["python3", "-m", "cardlib", "replay"] for c in ran)



def test_the_maintenance_commands_are_dev_pys_own():
    """The ```text blocks (the README's and its pages') show commands not run here: servers for a class, the static
    site's build, maintenance commands that change the repository (save the notebooks, refresh the lock) or run
    this suite: each is dev.py's, with options dev.py's parser accepts as written; what they
    do is tested on its own (tests/notebooks/test_notebooks.py, test_static_export.py, test_locks.py)."""
    dev = load_dev()
    commands = [command for command in readme_commands("text", PAGES) if command[:1] == ["python3"]]
    assert len(commands) >= 6
    for command in commands:
        assert command[1] == "dev.py", f"{command}: not a dev.py command"
        if command[2] == "test":
            assert set(command[3:]) <= {"--latest"}, command
        else:
            dev.command_line().parse_args(command[2:])          # SystemExit (exit 2) on an option it lacks


def test_the_readme_gives_one_cold_start_figure_in_both_languages_the_one_dev_py_says():
    """The time from the first command to the gallery on a fresh machine, which the install takes: dev.py says it
    while it installs, and the README says the same in English and in French."""
    low, high = re.search(r"about (\d+)-(\d+) minutes the first time", (ROOT / "dev.py").read_text()).groups()
    readme = README.read_text(encoding="utf-8")
    assert f"takes about {low}–{high} minutes" in readme
    assert f"comptez {low} à {high} minutes" in readme


def test_the_readme_is_the_teachers_and_the_developers_detail_is_in_docs():
    """Issue 34: no lock files, soak seeds, commit hashes or test counts in the teacher's README; each kind of detail
    is on the page the README links to."""
    readme = README.read_text(encoding="utf-8")
    development = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    deploying = (ROOT / "docs" / "deploying.md").read_text(encoding="utf-8")
    outside_links = re.sub(r"\]\([^)]*\)", "]", readme)
    assert not re.search(r"\b[0-9a-f]{7}\b", outside_links), "a commit hash"
    for words in ("requirements/", "soak", "uv pip compile", "pytest"):
        assert words not in readme, words
    for words in ("requirements/test.txt", "soak GAME", "## What's inside", "## Project layout", "## Tests"):
        assert words in development, words
    for words in ("--class-pool", "--max-kernels", "CARDGAMES_MAX_KERNELS", "## Binder", "## Without a server"):
        assert words in deploying, words
    assert "docs/development.md" in readme and "docs/deploying.md" in readme
    assert "OWNER/REPOSITORY" in readme and "your GitHub user name" in readme, "the placeholder is explained"


def outside_fences(text):
    """The lines of a Markdown text outside its fenced blocks (a fence: a line that starts with ```)."""
    kept, fenced = [], False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced:
            kept.append(line)
    return "\n".join(kept)


def heading_anchors(page):
    """The anchors of a Markdown page as GitHub makes them: each heading lower-cased, what is neither a letter, a
    digit, a space, a hyphen nor an underscore left out, spaces made hyphens; and the page's own ``<a id>``s."""
    text = page.read_text(encoding="utf-8")
    headings = re.findall(r"^#+ (.*)$", outside_fences(text), re.M)
    anchors = {re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-") for heading in headings}
    return anchors | set(re.findall(r'<a id="([^"]+)"', text))


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_link_of_the_readme_and_its_pages_leads_somewhere(page):
    """The README's detail moved to docs/: every relative link, re-rooted there, names a file that is there, and an
    anchor that its page has."""
    text = outside_fences(page.read_text(encoding="utf-8"))
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    assert links
    for link in links:
        if re.match(r"[a-z]+:", link):
            continue
        path, _, anchor = link.partition("#")
        target = (page.parent / path).resolve() if path else page
        assert target.exists(), f"{page.name}: {link} leads nowhere"
        if anchor and target.suffix == ".md":
            assert anchor in heading_anchors(target), f"{page.name}: {link}: no such anchor"
