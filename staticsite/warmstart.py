"""A warm start for the static site's pages: Python restored from a snapshot kept in the student's browser.

A page's kernel starts Python in WebAssembly: the runtime, its packages unpacked, IPython and the project
imported. That is the same work on every visit of every page, and most of a visit's wait once the browser's
cache holds the files. ``warmstart.js`` (the kernel's ``pyodideUrl``) does it once per browser: the first visit
imports ``modules`` and keeps a memory snapshot of Python (Pyodide's ``makeMemorySnapshot``) with its
packages' files in IndexedDB; later visits restore it. Each build has its own key: a new site starts cold once.
"""

import ast
import hashlib
import importlib.util
import json
import sys
from pathlib import Path

from packaging.utils import canonicalize_name

from . import runtime

TEMPLATE = Path(__file__).with_name("warmstart.js")
SCRIPT = "warm-start.js"        # its name in the site's static/pyodide/
# What the kernel itself imports (jupyterlite-pyodide-kernel), last: importing pyodide_kernel makes its output
# streams the kernel's, which only the kernel's worker connects afterwards.
KERNEL_MODULES = ("IPython", "ipywidgets", "anywidget", "comm", "micropip", "piplite.piplite", "pyodide_kernel")


def imported_modules(nb):
    """The modules the code cells of the notebook ``nb`` import at their top level, in order: ``import a.b``
    gives a.b; ``from a import b`` gives a, and a.b when that is a module of its own."""
    found = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        try:
            tree = ast.parse(cell.source)
        except SyntaxError:
            continue                    # IPython syntax (%magic): not ours to guess
        for node in tree.body:
            if isinstance(node, ast.Import):
                found += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.append(node.module)
                found += [f"{node.module}.{alias.name}" for alias in node.names
                          if _is_module(f"{node.module}.{alias.name}")]
    return list(dict.fromkeys(found))


def _is_module(name):
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def modules(notebooks, importable):
    """The modules a snapshot holds imported: those the ``notebooks`` import whose top-level package is in
    ``importable`` (the names the site's packages provide) or the standard library, then ``KERNEL_MODULES``."""
    provided = importable | sys.stdlib_module_names
    names = [name for nb in notebooks for name in imported_modules(nb) if name.split(".")[0] in provided]
    return list(dict.fromkeys([*names, *KERNEL_MODULES]))


def script(lock_text, module_names):
    """The text of ``warm-start.js`` for a site whose pyodide-lock.json is ``lock_text`` (its runtime and the
    hashes of its packages): its key changes with the lock, the modules and the script itself."""
    template = TEMPLATE.read_text(encoding="utf-8")
    names = json.dumps(module_names)
    key = hashlib.sha256("\n".join([lock_text, names, template]).encode()).hexdigest()[:32]
    return template.replace('"__KEY__"', json.dumps(key)).replace("__MODULES__", names)


def write(folder, notebooks, start):
    """Write ``warm-start.js`` into the site's Pyodide ``folder`` (beside its pyodide-lock.json) for the
    ``notebooks`` the site's pages run, whose kernels load the packages ``start`` at start; return its path.
    Those must be pure Python: a restored snapshot gets their files back, not their compiled libraries."""
    lock_text = (Path(folder) / "pyodide-lock.json").read_text(encoding="utf-8")
    packages = json.loads(lock_text)["packages"]
    started = [packages[name] for name in runtime.closure(packages, [canonicalize_name(name) for name in start])]
    compiled = [entry["name"] for entry in started if not entry["file_name"].endswith("-none-any.whl")]
    if compiled:
        raise runtime.BuildError(f"the kernels load compiled packages at start ({', '.join(compiled)}): the warm "
                                 "start (staticsite.warmstart) restores pure-Python packages only")
    importable = {name for entry in started for name in entry.get("imports", [])}
    path = Path(folder) / SCRIPT
    path.write_text(script(lock_text, modules(notebooks, importable)), encoding="utf-8")
    return path
