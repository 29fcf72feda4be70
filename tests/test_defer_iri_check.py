"""defer_iri_check: jsonschema's IRI checker is imported when a schema asks for it, not at every start of Voila."""

import subprocess
import sys
import sysconfig
from pathlib import Path

import defer_iri_check
from conftest import ROOT

HELPERS = "rfc3987_syntax.syntax_helpers"      # the module that builds Lark's parsers at import


def run_python(code):
    """Run ``code`` in a new process of the suite's Python (its site-packages' .pth files processed); its output."""
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT.parent, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.split()


def test_dev_py_wrote_the_start_up_hook_into_the_environment():
    pth = Path(sysconfig.get_paths()["purelib"]) / defer_iri_check.PTH
    assert pth.read_text(encoding="utf-8").startswith("import defer_iri_check")


def test_the_jupyter_server_and_nbformat_start_without_building_the_iri_parsers():
    loaded = run_python(f"import sys, nbformat, jupyter_events, jupyter_server.serverapp; print('{HELPERS}' in sys.modules)")
    assert loaded == ["False"]


def test_an_iri_format_is_still_checked_as_before():
    said = run_python(f"""
import sys
from jsonschema import Draft7Validator
check = Draft7Validator({{"format": "iri"}}, format_checker=Draft7Validator.FORMAT_CHECKER)
print(len(list(check.iter_errors("http://exa mple.org/"))), len(list(check.iter_errors("http://é.fr/a?b#c"))),
      '{HELPERS}' in sys.modules)
""")
    assert said == ["1", "0", "True"]       # the space refused, the accented host accepted, by the real module


def test_without_the_hook_the_parsers_are_built_at_import():
    """What the hook is for: the same import in a Python that skips site-packages' .pth files (``-S``, the
    environment's site-packages added by hand) builds them."""
    site_packages = sysconfig.get_paths()["purelib"]
    done = subprocess.run([sys.executable, "-S", "-c", f"import sys; sys.path.append({site_packages!r}); "
                           f"import jsonschema; print('{HELPERS}' in sys.modules)"],
                          cwd=ROOT.parent, capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["True"], done.stderr[-2000:]


def test_install_puts_the_finder_once_and_write_pth_writes_the_line(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    monkeypatch.delitem(sys.modules, defer_iri_check.NAME, raising=False)
    defer_iri_check.install()
    defer_iri_check.install()
    assert sum(isinstance(finder, defer_iri_check._Deferred) for finder in sys.meta_path) == 1
    path = defer_iri_check.write_pth(tmp_path)
    assert path == tmp_path / "defer_iri_check.pth"
    assert path.read_text(encoding="utf-8") == "import defer_iri_check; defer_iri_check.install()\n"
