"""The site's wheels compiled ahead for the browser's Python, so that a page does not compile them at every start.

A page imports IPython, ipywidgets and the project in its kernel at every load, and a browser keeps no
``__pycache__``: compiling them took about 1.3 s of each page's start. Bytecode belongs to one Python version,
the runtime's (Pyodide 0.29: CPython 3.13), so the build compiles the wheels with the runtime itself, run by
Node.js (``bytecode.mjs``), as Pyodide compiles its own distribution's packages:

- the other projects' wheels become sourceless (each ``x.py`` replaced by ``x.pyc``, as in Pyodide's
  distribution): smaller, and a student never reads their source;
- the project's own wheel keeps its sources and gains ``__pycache__/x.cpython-313.pyc`` beside them (unchecked
  hash-based files, valid whatever the files' times once unpacked), so that its tracebacks show its lines.

Without Node.js (``node`` not on PATH) the wheels are served as they are: the pages work, and start more slowly.
``compile_in_pyodide`` is the part that runs inside the runtime (standard library only).
"""

import json
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "bytecode.mjs"
KEEP_SOURCES = ("cardgames_notebooks-",)       # wheels whose sources stay beside their bytecode


def compile_in_pyodide(paths, keep_sources=KEEP_SOURCES):
    """Rewrite each wheel of ``paths`` with its modules compiled by the running Python (see the module): run by
    ``bytecode.mjs`` inside the Pyodide runtime. Returns the number of modules compiled."""
    import importlib._bootstrap_external as bootstrap
    import importlib.util
    import io
    import sys
    import zipfile

    compiled = 0
    for path in paths:
        keep = Path(path).name.startswith(tuple(keep_sources))
        with zipfile.ZipFile(path) as source:
            items = [(info, source.read(info)) for info in source.infolist()]
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
            for info, data in items:
                top = info.filename.split("/", 1)[0]
                module = info.filename.endswith(".py") and not top.endswith((".dist-info", ".data"))
                try:
                    code = compile(data, info.filename, "exec", dont_inherit=True) if module else None
                except SyntaxError:          # a file of a package's tests, say: left as it is
                    code = None
                if code is None:
                    target.writestr(info, data)
                    continue
                pyc = bytes(bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
                if keep:
                    target.writestr(info, data)
                    folder, _, name = info.filename.rpartition("/")
                    cached = f"{folder + '/' if folder else ''}__pycache__/{name[:-3]}.{sys.implementation.cache_tag}.pyc"
                    target.writestr(zipfile.ZipInfo(cached, info.date_time), pyc, zipfile.ZIP_DEFLATED)
                else:
                    target.writestr(zipfile.ZipInfo(info.filename[:-3] + ".pyc", info.date_time), pyc, zipfile.ZIP_DEFLATED)
                compiled += 1
        Path(path).write_bytes(out.getvalue())
    return compiled


def compile_wheels(wheels, runtime, say=print):
    """Compile ``wheels`` (paths, rewritten in place) with the Pyodide ``runtime`` folder through Node.js; returns
    the number of modules compiled, or None when Node.js is missing (the wheels are then left as they are)."""
    node = shutil.which("node")
    if node is None:
        say("Node.js not found: the wheels are served uncompiled (each page then starts about 1.5 s later)")
        return None
    wheels = [Path(wheel).resolve() for wheel in wheels]
    folders = sorted({str(wheel.parent) for wheel in wheels})
    if len(folders) != 1:
        raise ValueError("the wheels to compile must be in one folder")
    request = {"runtime": str(Path(runtime).resolve()) + "/", "folder": folders[0],
               "wheels": [wheel.name for wheel in wheels], "code": (HERE / "bytecode.py").read_text(encoding="utf-8")}
    done = subprocess.run([node, str(DRIVER)], input=json.dumps(request), capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"compiling the wheels failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return int(done.stdout.strip().splitlines()[-1])
