"""The locked install (issue 23): requirements/test.txt and requirements/app.txt pin every package of the
environment, agree with each other and with pyproject.toml's ranges, and are what every install path uses
(dev.py gallery and test, .ci/run through dev.py test, Binder)."""

import json
import re
import tomllib

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from conftest import ROOT, load_dev

dev = load_dev()

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def pins(path):
    """``{(name, marker text): version}`` of a lock, every requirement line of which must be ``name==version``."""
    found = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        requirement = Requirement(line)
        specifiers = list(requirement.specifier)
        assert len(specifiers) == 1 and specifiers[0].operator == "==", f"{path.name}: {line} is not a pin"
        found[canonicalize_name(requirement.name), str(requirement.marker or "")] = specifiers[0].version
    return found


def versions_here(lock, environment):
    """``{name: version}``: what ``lock`` installs on a Python described by ``environment`` (marker values)."""
    return {name: version for (name, marker), version in pins(lock).items()
            if not marker or Marker(marker).evaluate(environment)}


ENVIRONMENTS = {
    "linux, 3.11": {"sys_platform": "linux", "platform_system": "Linux", "python_full_version": "3.11.7",
                    "python_version": "3.11", "implementation_name": "cpython", "os_name": "posix",
                    "platform_machine": "x86_64", "platform_python_implementation": "CPython"},
    "windows, 3.13": {"sys_platform": "win32", "platform_system": "Windows", "python_full_version": "3.13.1",
                      "python_version": "3.13", "implementation_name": "cpython", "os_name": "nt",
                      "platform_machine": "AMD64", "platform_python_implementation": "CPython"},
    "macos, 3.12": {"sys_platform": "darwin", "platform_system": "Darwin", "python_full_version": "3.12.4",
                    "python_version": "3.12", "implementation_name": "cpython", "os_name": "posix",
                    "platform_machine": "arm64", "platform_python_implementation": "CPython"},
}


@pytest.mark.parametrize("where", ENVIRONMENTS)
def test_the_app_lock_pins_the_test_locks_versions(where):
    """Both locks give the app's packages the same versions, on every platform: dev.py gallery (app.txt) and
    dev.py test (test.txt) may share one .venv, and Binder serves what the suite passed with."""
    environment = ENVIRONMENTS[where]
    app, test = versions_here(dev.APP_LOCK, environment), versions_here(dev.TEST_LOCK, environment)
    assert app and set(app) < set(test)
    assert {name: version for name, version in app.items() if test[name] != version} == {}


@pytest.mark.parametrize("where", ENVIRONMENTS)
@pytest.mark.parametrize("extras", [(), ("test",), ("site",)])
def test_each_lock_satisfies_pyprojects_ranges_and_has_every_dependency(where, extras):
    """A dependency added to pyproject.toml and not locked, or a range the lock no longer meets, fails here:
    run `python3 dev.py lock`."""
    environment = ENVIRONMENTS[where]
    locked = versions_here(dev.lock_for(extras), environment)
    wanted = list(PYPROJECT["project"]["dependencies"])
    optional = PYPROJECT["project"]["optional-dependencies"]
    wanted += [line for extra in extras for line in optional[extra]]
    project = canonicalize_name(PYPROJECT["project"]["name"])
    for line in list(wanted):          # an extra that names the project's own extras ("cardgames-notebooks[site]")
        requirement = Requirement(line)
        if canonicalize_name(requirement.name) == project:
            wanted.remove(line)
            wanted += [more for extra in requirement.extras for more in optional[extra]]
    wanted += ["pip", *PYPROJECT["build-system"]["requires"]]      # dev.py installs without build isolation
    for line in wanted:
        requirement = Requirement(line)
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{requirement.name} is not in {dev.lock_for(extras).name}: run python3 dev.py lock"
        assert requirement.specifier.contains(locked[name], prereleases=True), \
            f"{dev.lock_for(extras).name} pins {name}=={locked[name]}, outside {line}"


def test_the_locks_say_how_to_refresh_them():
    for lock in (dev.APP_LOCK, dev.TEST_LOCK):
        assert "python3 dev.py lock" in lock.read_text().splitlines()[1]


def test_binder_installs_the_app_lock_then_the_repository():
    lines = [line.split("#", 1)[0].strip() for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()]
    lines = [line for line in lines if line]
    assert lines == ["-r ../requirements/app.txt", "-e ."]
    assert (ROOT / "binder" / lines[0].split()[1]).resolve() == dev.APP_LOCK


def test_ci_runs_the_developers_test_command():
    commands = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
                if line.strip() and not line.lstrip().startswith(("#", "set ", "cd "))]
    assert commands == ['python3 dev.py test "$@"']


class Recorder:
    """Stands for dev.run and dev.create_venv: records what an install would do, installs nothing."""

    def __init__(self, venv):
        self.venv, self.calls = venv, []

    def run(self, command, **kwargs):
        self.calls.append([str(part) for part in command])

    def create(self, venv):
        self.calls.append(["create", str(venv)])
        (venv / "bin").mkdir(parents=True, exist_ok=True)
        (venv / "bin" / "python").write_text("")


@pytest.fixture
def fake_venv(tmp_path, monkeypatch):
    venv = tmp_path / ".venv"
    recorder = Recorder(venv)
    monkeypatch.setattr(dev, "VENV", venv)
    monkeypatch.setattr(dev, "PYTHON", venv / "bin" / "python")
    monkeypatch.setattr(dev, "run", recorder.run)
    monkeypatch.setattr(dev, "create_venv", recorder.create)
    return recorder


def installs(calls):
    """The lock files an install's pip commands read."""
    return [call[call.index("-r") + 1] for call in calls if "-r" in call]


def test_dev_py_installs_the_lock_of_what_is_asked(fake_venv):
    dev.ensure_venv()
    assert fake_venv.calls[0] == ["create", str(fake_venv.venv)]
    assert installs(fake_venv.calls) == [str(dev.APP_LOCK)]
    assert fake_venv.calls[1][-1] == dev.locked_pin(dev.APP_LOCK, "pip")
    editable, hook = fake_venv.calls[-2:]
    assert editable[-2:] == ["-e", "."] and "--no-deps" in editable and "--no-build-isolation" in editable
    assert hook[-2:] == ["-m", "defer_iri_check"]        # its .pth written (defer_iri_check.py)
    fake_venv.calls.clear()
    dev.ensure_venv()                                   # nothing changed: nothing to do
    assert fake_venv.calls == []
    dev.ensure_venv(extras=("test",))                   # the test tools on top, same versions
    assert installs(fake_venv.calls) == [str(dev.TEST_LOCK)] and fake_venv.calls[0][0] != "create"
    fake_venv.calls.clear()
    dev.ensure_venv()                                   # the gallery is served by the test install too
    assert fake_venv.calls == []


def test_dev_py_makes_the_venv_anew_when_the_lock_changes(fake_venv):
    dev.ensure_venv(extras=("test",))
    stamp = json.loads((fake_venv.venv / dev.STAMP_NAME).read_text())
    stamp["lock_sha256"] = "0" * 64                     # as if requirements/test.txt had changed since
    (fake_venv.venv / dev.STAMP_NAME).write_text(json.dumps(stamp))
    fake_venv.calls.clear()
    dev.ensure_venv()
    assert fake_venv.calls[0] == ["create", str(fake_venv.venv)]    # nothing of the older install stays
    assert installs(fake_venv.calls) == [str(dev.TEST_LOCK)]         # and it keeps the test tools


def test_dev_py_test_latest_runs_the_suite_in_its_own_environment(monkeypatch, tmp_path):
    seen = {}
    monkeypatch.setattr(dev, "make_latest_venv", lambda extras: seen.setdefault("extras", extras) and tmp_path / "py")
    monkeypatch.setattr(dev, "ensure_venv", lambda extras=(): pytest.fail("--latest must not touch the locked .venv"))

    def fake_run(command, **kwargs):
        seen["command"], seen["env"] = command, kwargs["env"]
        return type("Done", (), {"returncode": 0})()

    monkeypatch.setattr(dev.subprocess, "run", fake_run)
    assert dev.test(["--latest", "-x", "tests/cardlib/ohio/test_ohio_rules.py"]) == 0
    assert seen["extras"] == ("test",)
    assert seen["command"] == [str(tmp_path / "py"), "-m", "pytest", "-x", "tests/cardlib/ohio/test_ohio_rules.py"]
    assert seen["env"]["CARDGAMES_VENV"] == str(dev.LATEST_VENV)


@pytest.mark.parametrize("may_install", [True, False])
def test_dev_py_test_installs_what_pytest_says_is_missing_then_runs_it_again(monkeypatch, may_install):
    """pytest's exit code says which program the selected tests lack (Chromium, PostgreSQL's server): dev.py installs
    each once when it may (root with apt-get) and runs pytest again; otherwise it returns pytest's exit code."""
    codes, installed = [dev.CHROMIUM_MISSING, dev.POSTGRES_MISSING, 0], []
    monkeypatch.setattr(dev, "ensure_venv", lambda extras=(): None)
    monkeypatch.setattr(dev.subprocess, "run", lambda command, **kwargs: type("Done", (), {"returncode": codes.pop(0)}))
    for name in ("chromium", "postgres"):
        monkeypatch.setattr(dev, f"can_install_{name}", lambda: may_install)
        monkeypatch.setattr(dev, f"install_{name}", lambda name=name: installed.append(name))
    if may_install:
        assert dev.test([]) == 0 and installed == ["chromium", "postgres"] and codes == []
    else:
        assert dev.test([]) == dev.CHROMIUM_MISSING and installed == []


def test_dev_py_may_install_a_missing_debian_package_only_as_root_with_apt_get(monkeypatch):
    monkeypatch.delenv("CARDGAMES_POSTGRES_BIN", raising=False)
    monkeypatch.setattr(dev.os, "geteuid", lambda: 0)
    monkeypatch.setattr(dev.shutil, "which", lambda name: f"/usr/bin/{name}")
    assert dev.may_apt_get_install("CARDGAMES_POSTGRES_BIN", present=False)
    assert not dev.may_apt_get_install("CARDGAMES_POSTGRES_BIN", present=True)
    monkeypatch.setenv("CARDGAMES_POSTGRES_BIN", "/opt/postgres/bin")         # another one chosen: install nothing
    assert not dev.may_apt_get_install("CARDGAMES_POSTGRES_BIN", present=False)
    monkeypatch.delenv("CARDGAMES_POSTGRES_BIN")
    monkeypatch.setattr(dev.shutil, "which", lambda name: None)
    assert not dev.may_apt_get_install("CARDGAMES_POSTGRES_BIN", present=False)
    monkeypatch.setattr(dev.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(dev.os, "geteuid", lambda: 1000)
    assert not dev.may_apt_get_install("CARDGAMES_POSTGRES_BIN", present=False)


def test_the_postgres_tests_use_the_folder_cardgames_postgres_bin_names(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDGAMES_POSTGRES_BIN", str(tmp_path))
    assert dev.postgres_bin() is None and not dev.can_install_postgres()
    (tmp_path / "postgres").write_text("")
    assert dev.postgres_bin() == tmp_path


def test_a_latest_environment_is_used_as_it_is_by_the_commands_the_suite_runs(fake_venv):
    (fake_venv.venv / "bin").mkdir(parents=True)
    (fake_venv.venv / "bin" / "python").write_text("")
    (fake_venv.venv / dev.STAMP_NAME).write_text(json.dumps({"latest": True, "extras": ["test"]}))
    dev.ensure_venv()
    dev.ensure_venv(extras=("test",))
    assert fake_venv.calls == []


def test_the_development_page_says_how_the_lock_is_made_and_refreshed():
    """docs/development.md, "Locked versions" (the README's until issue 34 moved the developer's detail there)."""
    page = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    for words in ("uv pip compile", "python3 dev.py lock", "python3 dev.py test --latest", "requirements/test.txt"):
        assert words in page
    assert re.search(r"^UV = \"uv==[\d.]+\"", (ROOT / "dev.py").read_text(), re.M), "the lock tool is pinned"
