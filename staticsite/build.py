"""Build the static site (see the package's docstring): ``build(out, pyodide=None)``."""

import contextlib
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from packaging.utils import canonicalize_name

from cardlib.text import prose
from widgets import handout

from . import bytecode, pages, runtime, warmstart, wheels
from .settings import ROOT, browser_pins, settings as read_settings

NOTEBOOKS = ROOT / "notebooks"
CACHE = ROOT / "build" / "static-site-cache"
APPS = "voici/render"
GALLERY = "index"
# What the pages never load: JupyterLite's own apps and their files (the site has Voici only), the contents
# API (the pages need no file browser), and source maps. Without its service worker (which would serve those
# contents to the kernel as a drive) a page's attempt to register it fails once, in the console only, and
# the kernel runs without a drive; no worker outlives the page.
PRUNE = ("api", "doc", "files", "service-worker.js", "lab", "notebooks", "repl", "tree", "edit", "consoles", "voici/tree",
         "jupyter-lite.ipynb", "manifest.webmanifest", "icon-120x120.png", "icon-512x512.png")
KEEP_IN_BUILD = ("schemas", "themes")       # of JupyterLite's build/: what a Voici page reads (its settings, theme)
PYODIDE_KERNEL_WHEELS = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"


def _say(message):
    print(f"[static-site] {message}", flush=True)


SERVER_ONLY = ("teacher",)      # pages of a class, which need the class server (dev.py class): no app without it


def notebook_names():
    """The notebooks the site makes apps of: every notebook of notebooks/ but the gallery and SERVER_ONLY's."""
    return sorted(path.stem for path in NOTEBOOKS.glob("*.ipynb") if path.stem not in (GALLERY, *SERVER_ONLY))


def app_notebook(path):
    """The notebook at ``path`` as an app's source: without its saved outputs and widget state (the page runs
    it in the browser; what was saved would only make the page heavier)."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    return nb


def make_pyodide_folder(folder, settings, cache, distribution=None, say=_say):
    """Fill ``folder`` with the runtime, the wheels and the site's pyodide-lock.json; return the names the kernel
    loads at start (``loadPyodideOptions.packages``)."""
    folder.mkdir(parents=True, exist_ok=True)
    runtime_folder = runtime.fetch_runtime(settings, cache, say=say)
    runtime.copy_runtime(runtime_folder, folder)
    runtime_lock = json.loads((runtime_folder / runtime.LOCK).read_text(encoding="utf-8"))
    served = []
    for wheel in wheels.browser_wheels(browser_pins(), cache / "wheels", settings["python"], say=say):
        served.append(Path(shutil.copy2(wheel, folder)))
    for wheel in sorted(PYODIDE_KERNEL_WHEELS.glob("*.whl")):
        if wheel.name.startswith("widgetsnbextension-3."):
            continue                         # ipywidgets 8 is widgetsnbextension 4's
        served.append(Path(shutil.copy2(wheel, folder)))
    served += [wheels.placeholder_wheel(name, folder) for name in wheels.PLACEHOLDERS]
    project = wheels.project_wheel(cache / "project", say=say)
    served.append(Path(shutil.copy2(project, folder)))
    compiled = bytecode.compile_wheels(served, runtime_folder, say=say)
    if compiled is not None:
        say(f"{compiled} modules compiled ahead for the browser's Python")
    project_name = canonicalize_name("cardgames-notebooks")
    entries = wheels.lock_entries(served, runtime_lock["info"]["python"], depends={
        project_name: [canonicalize_name(name) for name in settings["browser"]]})
    entries.update(runtime.lesson_entries(runtime_lock, settings, set(entries), folder, distribution, say=say))
    runtime.write_lock(runtime_lock, entries, folder)
    # The kernel's own list (jupyterlite-pyodide-kernel) spells pyodide_kernel so: it skips what is listed here.
    return ["micropip", "piplite", *wheels.PLACEHOLDERS, "ipykernel", "comm", "pyodide_kernel", "ipython",
            "widgetsnbextension", project_name]


def lite_settings(packages):
    """The jupyter-lite.json of the build: the Pyodide kernel from the site, with ``packages`` loaded at start,
    and no fallback to PyPI (a page asks no other host for anything)."""
    return {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "Jeux de cartes · Card games",
        "litePluginSettings": {pages.PYODIDE_KERNEL: {
            "pyodideUrl": "./static/pyodide/pyodide.js", "disablePyPIFallback": True,
            "loadPyodideOptions": {"packages": packages}}}}}


def prune(out):
    """Remove from the built site ``out`` what its pages never load (``PRUNE``, JupyterLite's build/ but its
    ``KEEP_IN_BUILD``, source maps)."""
    for name in PRUNE:
        path = out / name
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()
    for path in (out / "build").iterdir():
        if path.name not in KEEP_IN_BUILD:
            shutil.rmtree(path) if path.is_dir() else path.unlink()
    for path in out.rglob("*.map"):
        path.unlink()


def site_size(out):
    """(bytes, files) of the site ``out``."""
    files = [path for path in Path(out).rglob("*") if path.is_file()]
    return sum(path.stat().st_size for path in files), len(files)


@contextlib.contextmanager
def cache_lock(cache):
    """Hold the build cache ``cache`` alone while the block runs: two builds at once (the test workers, say)
    would download into it together."""
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".lock", "w") as handle:
        try:
            import fcntl
        except ImportError:             # Windows: builds at once are the user's to avoid
            yield
            return
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def build(out, pyodide=None, cache=CACHE, say=_say):
    """Build the whole gallery as a static site in the folder ``out`` (made anew): see the package's docstring.
    ``pyodide``: a Pyodide distribution (folder, .tar.bz2 or address) to serve the lessons' packages from."""
    out, cache = Path(out).resolve(), Path(cache).resolve()
    with cache_lock(cache):
        return _build(out, pyodide, cache, say)


def _build(out, pyodide, cache, say):
    import nbformat

    started = time.monotonic()
    settings = read_settings()
    distribution = runtime.Distribution(pyodide, settings["pyodide"], cache) if pyodide else None
    with tempfile.TemporaryDirectory(prefix="cardgames-site-") as work:
        work = Path(work)
        lite, contents = work / "lite", work / "contents"
        contents.mkdir()
        packages = make_pyodide_folder(lite / "static" / "pyodide", settings, cache, distribution, say=say)
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_settings(packages), indent=1), encoding="utf-8")
        names = notebook_names()
        apps = [app_notebook(NOTEBOOKS / f"{name}.ipynb") for name in names]
        gallery_nb = nbformat.read(NOTEBOOKS / f"{GALLERY}.ipynb", as_version=4)
        languages = prose.languages(gallery_nb)          # the site's languages, its default (French) first
        for name, nb in zip(names, apps):
            for lang in languages:      # one page per language: ohio.html (French), ohio.en.html
                page = pages.page_name(name, lang, languages)
                nbformat.write(prose.one_language(nb, lang), contents / page.replace(".html", ".ipynb"))
        warmstart.write(lite / "static" / "pyodide", apps, packages)
        if out.exists():
            shutil.rmtree(out)
        say(f"building the pages of {', '.join(names)} with Voici ...")
        command = [Path(sys.executable).parent / "jupyter-lite", "build", "--lite-dir", lite, "--output-dir", out,
                   "--apps", "voici", "--contents", contents, "--no-sourcemaps"]
        # In the work folder: jupyter lite keeps its task database (.jupyterlite.doit.db) where it runs.
        done = subprocess.run([str(part) for part in command], capture_output=True, text=True, cwd=work)
        if done.returncode != 0:
            raise runtime.BuildError(f"jupyter lite build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    prune(out)
    app_pages, galleries = [], []
    for name in names:
        for lang in languages:
            page = out / APPS / pages.page_name(name, lang, languages)
            page.write_text(pages.fix_page(page.read_text(encoding="utf-8"), pages.page_depth(page, out),
                                           kernel_script=warmstart.SCRIPT, name=name, languages=languages, lang=lang),
                            encoding="utf-8")
            app_pages.append(page)
    for lang in languages:
        gallery = out / pages.page_name(GALLERY, lang, languages)
        gallery.write_text(pages.gallery_html(gallery_nb, APPS + "/", languages, lang), encoding="utf-8")
        galleries.append(gallery)
    # The files of notebooks/ the pages refer to (the gallery's pictures, the rules pages), beside them.
    broken = handout.copy_references(galleries, out, NOTEBOOKS)[1] + \
        handout.copy_references(app_pages, out / APPS, NOTEBOOKS)[1]
    if broken:
        raise runtime.BuildError("pages refer to files the site lacks: " +
                                 ", ".join(f"{page.name}: {reference}" for page, reference in broken))
    size, count = site_size(out)
    say(f"{out}: {count} files, {size / 1e6:.1f} MB, in {time.monotonic() - started:.0f} s")
    return out
