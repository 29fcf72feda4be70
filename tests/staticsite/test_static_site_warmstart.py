"""The static site's warm start (staticsite.warmstart): what the snapshot imports, the key that ties it to one
build, and the packages it can restore. In Chromium, test_static_site.py checks that a later visit starts from
the snapshot the first one kept, and plays."""

import json
import shutil
import subprocess

import nbformat
import pytest

from staticsite import runtime, warmstart


def notebook(*sources):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    return nb


def test_the_modules_a_notebook_imports_at_its_top_level():
    nb = notebook("import cardlib\nfrom cardlib import woo\nfrom cardlib.text import i18n\nfrom widgets.woo import WooTable",
                  "from IPython.display import display\nimport json as j",
                  "def later():\n    import hashlib\n",          # inside a function: not at the cell's top
                  "%matplotlib inline")                             # IPython syntax: skipped, not guessed
    nb.cells.append(nbformat.v4.new_markdown_cell("import os"))
    assert warmstart.imported_modules(nb) == [
        "cardlib", "cardlib.woo", "cardlib.text", "cardlib.text.i18n", "widgets.woo", "IPython.display",
        "json"]


def test_the_snapshot_imports_what_the_pages_import_from_the_site_then_the_kernel():
    pages = [notebook("import cardlib\nimport matplotlib.pyplot", "import fractions"), notebook("import cardlib")]
    names = warmstart.modules(pages, importable={"cardlib", "IPython"})
    # matplotlib is no package of the site's start (the lessons load it later): a snapshot cannot hold it.
    assert names == ["cardlib", "fractions", *warmstart.KERNEL_MODULES]
    assert names[-1] == "pyodide_kernel", "the kernel's module last: it takes the output streams"


def site_folder(tmp_path, file_names):
    packages = {name: {"name": name, "file_name": file_name, "depends": [], "imports": [name.replace("-", "_")]}
                for name, file_name in file_names.items()}
    (tmp_path / "pyodide-lock.json").write_text(json.dumps({"info": {}, "packages": packages}), encoding="utf-8")
    return tmp_path


def test_the_script_names_a_key_of_its_build_and_its_modules(tmp_path):
    folder = site_folder(tmp_path, {"cardlib": "cardlib-1-py3-none-any.whl"})
    text = warmstart.write(folder, [notebook("import cardlib")], ["cardlib"]).read_text(encoding="utf-8")
    assert '"__KEY__"' not in text and "__MODULES__" not in text
    assert 'var MODULES = ["cardlib", "IPython"' in text
    key = text.split('var KEY = "', 1)[1].split('"', 1)[0]
    assert len(key) == 32
    # Another build (another wheel in the lock) has another key: its pages never restore the old snapshot.
    site_folder(tmp_path, {"cardlib": "cardlib-2-py3-none-any.whl"})
    again = warmstart.write(folder, [notebook("import cardlib")], ["cardlib"]).read_text(encoding="utf-8")
    assert key not in again


def test_a_compiled_package_loaded_at_start_is_refused(tmp_path):
    folder = site_folder(tmp_path, {"cardlib": "cardlib-1-py3-none-any.whl",
                                    "numpy": "numpy-2.2-cp313-cp313-pyodide_2025_0_wasm32.whl"})
    with pytest.raises(runtime.BuildError, match="numpy"):
        warmstart.write(folder, [notebook("import cardlib")], ["cardlib", "numpy"])
    assert warmstart.write(folder, [notebook("import cardlib")], ["cardlib"]).is_file()


# Node.js runs the site's warm-start.js with stand-ins for two runtimes: Pyodide's objects that Python holds are
# named in the first (the snapshot), then found again in the second (a later visit).
FOUND_AGAIN = """
globalThis.self = globalThis;
eval(require("fs").readFileSync(process.argv[1], "utf8"));
const {name, find, use} = self.loadPyodide.internals;
const runtime = (n) => ({loadPackage: (what) => `${n} loads ${what}`, loadedPackages: {micropip: n},
                         _api: {install: () => `${n} installs`}});
const first = runtime("first"), second = runtime("second");
use(first);
const named = JSON.parse(JSON.stringify([first, first.loadPackage, first._api.install].map(name)));
let unnamed = null;
try { name({}); } catch (error) { unnamed = error.message; }
const [api, loadPackage, install] = named.map(find);
use(second);
console.log(JSON.stringify({named, unnamed, keys: Object.keys(api), loads: loadPackage("matplotlib"),
  viaApi: api.loadPackage("numpy"), installs: install(), loaded: api.loadedPackages.micropip,
  has: "loadPackage" in api, callable: typeof loadPackage}));
"""


def test_the_objects_python_holds_are_found_again_in_the_new_runtime(tmp_path):
    if shutil.which("node") is None:
        pytest.fail("Node.js is needed to run the warm start's script (as for the build's bytecode)")
    folder = site_folder(tmp_path, {"cardlib": "cardlib-1-py3-none-any.whl"})
    script = warmstart.write(folder, [notebook("import cardlib")], ["cardlib"])
    done = subprocess.run(["node", "-e", FOUND_AGAIN, str(script)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["named"] == [{"where": "pyodide", "name": None}, {"where": "pyodide", "name": "loadPackage"},
                             {"where": "api", "name": "install"}]
    assert "cannot name" in seen["unnamed"], "an object it cannot name: no snapshot, a cold start next time"
    # Found again, each is the second runtime's: Object.keys too (dir() of pyodide_js in Python).
    assert seen["keys"] == ["loadPackage", "loadedPackages", "_api"] and seen["has"]
    assert seen["loads"] == "second loads matplotlib" and seen["viaApi"] == "second loads numpy"
    assert seen["installs"] == "second installs" and seen["loaded"] == "second"
    assert seen["callable"] == "function"
