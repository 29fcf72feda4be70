"""pyproject.toml: a wheel built from it (as a non-editable install would) holds every module of the project."""

import subprocess
import sys
import zipfile

from conftest import ROOT, slow_first


def test_the_wheel_holds_every_module_of_cardlib_and_widgets(tmp_path):
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(tmp_path), str(ROOT)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    [wheel] = tmp_path.glob("*.whl")
    packed = {name for name in zipfile.ZipFile(wheel).namelist() if name.endswith(".py")}
    sources = {str(path.relative_to(ROOT)) for package in ("cardlib", "widgets")
               for path in (ROOT / package).rglob("*.py")} | {"defer_iri_check.py"}      # dev.py's start-up hook
    assert sources and sources <= packed, f"missing from the wheel: {sorted(sources - packed)}"
    catalogues = {str(path.relative_to(ROOT)) for path in (ROOT / "cardlib" / "text" / "locale").glob("*.po")}
    assert {"cardlib/text/locale/fr.po", "cardlib/text/locale/en.po"} <= catalogues <= set(zipfile.ZipFile(wheel).namelist())


class _Item:
    def __init__(self, name, slow):
        self.name, self.slow = name, slow

    def get_closest_marker(self, name):
        return object() if name == "slow" and self.slow else None


def test_the_slow_tests_are_handed_out_first(request):
    items = [_Item("a", False), _Item("b", True), _Item("c", False), _Item("d", True)]
    slow_first(items)
    assert [item.name for item in items] == ["b", "d", "a", "c"]
    collected = request.session.items                  # this run's own order
    marked = [item.get_closest_marker("slow") is not None for item in collected]
    assert marked == sorted(marked, reverse=True)


GROUPED = '''
import os, pytest
pytestmark = pytest.mark.xdist_group("page")

@pytest.mark.parametrize("k", range(6))
def test_in_the_group(k, tmp_path_factory):
    (tmp_path_factory.getbasetemp().parent.parent / f"ran-{k}").write_text(os.environ["PYTEST_XDIST_WORKER"])

@pytest.mark.parametrize("k", range(6))
def test_alone(k):
    pass
'''


def test_the_tests_of_one_xdist_group_run_in_one_worker(tmp_path):
    """conftest's group_ids: with the suite's pytest and pytest-xdist, a group's tests all go to one worker."""
    (tmp_path / "conftest.py").write_text(
        "import importlib.util\n"
        f"spec = importlib.util.spec_from_file_location('suite_conftest', {str(ROOT / 'tests' / 'conftest.py')!r})\n"
        "suite = importlib.util.module_from_spec(spec)\nspec.loader.exec_module(suite)\n\n"
        "def pytest_collection_modifyitems(config, items):\n    suite.group_ids(config, items)\n")
    (tmp_path / "test_grouped.py").write_text(GROUPED)
    (tmp_path / "base").mkdir()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2",
                           "--dist", "loadgroup", "--basetemp", str(tmp_path / "base" / "run"), str(tmp_path)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    workers = {(tmp_path / "base" / f"ran-{k}").read_text() for k in range(6)}
    assert len(workers) == 1, f"the group ran in {sorted(workers)}"
