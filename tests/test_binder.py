"""The binder/ folder: repo2docker accepts it, and its requirements install this project.

Docker cannot run here, so ``repo2docker --no-build --no-run`` is used: it reads binder/ and
prints the Dockerfile it would build. The requirements are checked by reading them: they install
the app's lock (tests/test_locks.py checks it against pyproject.toml) and the repository itself.
"""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

from conftest import ROOT

BINDER = ROOT / "binder"
REPO2DOCKER = Path(sys.executable).parent / "repo2docker"


def requirement_lines():
    """The requirement lines of binder/requirements.txt, without comments and blank lines."""
    lines = (line.split("#", 1)[0].strip() for line in (BINDER / "requirements.txt").read_text().splitlines())
    return [line for line in lines if line]


def test_repo2docker_builds_a_dockerfile_from_binder():
    result = subprocess.run([str(REPO2DOCKER), "--no-build", "--no-run", "--debug", str(ROOT)],
                            capture_output=True, text=True, timeout=120, cwd=ROOT.parent)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in output
    assert "RUN ./binder/postBuild" in output
    assert "python=3.11" in output, "binder/runtime.txt asks for Python 3.11"


def test_binder_requirements_install_this_project():
    lines = requirement_lines()
    # repo2docker runs pip from the repository root, so "." is the root, which holds pyproject.toml.
    local = [line for line in lines if line.removeprefix("-e").strip() == "."]
    assert local, "binder/requirements.txt installs the repository itself ('-e .')"
    for line in lines:
        if line not in local and not line.startswith("-r "):
            Requirement(line)      # raises on anything pip would not understand
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    names = {Requirement(dependency).name.lower() for dependency in project["dependencies"]}
    assert {"voila", "ipywidgets", "ipykernel"} <= names, "Binder needs these to serve the apps"


def test_binder_runtime_is_python_3_11():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"


def test_post_build_passes_in_this_environment():
    """postBuild's checks (the project imports, Voila's server extension is on) pass here too."""
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    result = subprocess.run(["bash", str(BINDER / "postBuild")], capture_output=True, text=True,
                            timeout=120, cwd=ROOT, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ohio" in result.stdout.split("cardlib games:", 1)[1]
