"""Whether a page runs in the student's browser, and the lessons' figures there (issue 26).

A static-site page (``staticsite``) runs its notebook in a Pyodide kernel in the browser, where
``sys.platform`` is "emscripten" (``in_browser``). The lessons draw their figures with matplotlib, which such a
kernel does not start with: the site's Pyodide lock names it, served by the site (a build with ``--pyodide``)
or at the Pyodide distribution online (the default build), and a page loads it when a lesson first draws a
figure. The load is asynchronous (``pyodide_js.loadPackage``) while a widget's callback is not:
``when_figures(then, otherwise)`` starts it (once per page) and calls ``then`` when matplotlib can be
imported, or ``otherwise`` when it cannot (offline, a default build cannot reach the distribution).
``widgets.figures`` shows ``loading_text()`` where a figure waits, and ``unavailable_text()`` where it cannot
be drawn (a load that has not ended after ``LOAD_TIMEOUT`` seconds has failed); a lesson's exact answers, its
numbers and its self-checks need no figure and keep working.

In Jupyter and Voila (CPython) matplotlib is installed: figures are ready at once, and nothing here imports
pyodide. ``cardlib`` never imports this module.
"""

import asyncio
import importlib
import importlib.util
import sys
import traceback

from cardlib.text import i18n

from .event_loop import start

IDLE, LOADING, READY, FAILED = "idle", "loading", "ready", "failed"
# s a load may take: a network that neither answers nor fails (a captive portal, say) must not keep a lesson
# saying "loading" for ever. matplotlib and what it needs are about 15 MB from the distribution online.
LOAD_TIMEOUT = 180


def in_browser():
    """True in a static-site page (Python running in the browser, Pyodide); False in Jupyter, Voila, a script."""
    return sys.platform == "emscripten"


async def load_matplotlib():
    """Make matplotlib importable in the browser: load it and what it needs from the site's Pyodide lock.
    Raise when it still cannot be imported (``loadPackage`` only logs a download that failed)."""
    if importlib.util.find_spec("matplotlib") is None:
        import pyodide_js                           # a module of Pyodide's only: never imported in CPython

        await pyodide_js.loadPackage("matplotlib")
        importlib.invalidate_caches()
    importlib.import_module("matplotlib.figure")


class FigureLoad:
    """The page's one load of matplotlib: its ``state`` (``IDLE``, ``LOADING``, ``READY``, ``FAILED``) and the
    ``(then, otherwise)`` pairs waiting for it to end."""

    def __init__(self):
        self.state = IDLE
        self.waiting = []
        self.task = None

    def start(self):
        """Start the load (``load_matplotlib``) on the running event loop (the kernel's); without one (a script),
        run it to its end here."""
        self.state = LOADING
        self.task = start(self._load())

    async def _load(self):
        try:
            async with asyncio.timeout(LOAD_TIMEOUT):
                await load_matplotlib()
            self.state = READY
        except Exception:                           # offline, too slow, or a lock without matplotlib: said on the page
            self.state = FAILED
        waiting, self.waiting = self.waiting, []
        for then, otherwise in waiting:
            try:
                (then if self.state == READY else otherwise)()
            except Exception:                       # one lesson's error must not keep the others waiting
                traceback.print_exc()


_LOAD = FigureLoad()


def figures_ready():
    """True when a figure can be drawn now: always outside the browser; in it, once matplotlib is loaded."""
    return not in_browser() or _LOAD.state == READY


def figures_failed():
    """True in the browser once loading matplotlib failed: the page cannot draw figures."""
    return in_browser() and _LOAD.state == FAILED


def figures_pending():
    """True in the browser while figures may still come: matplotlib not loaded yet, or loading."""
    return in_browser() and _LOAD.state in (IDLE, LOADING)


def when_figures(then, otherwise):
    """Call ``then()`` once figures can be drawn, or ``otherwise()`` once they cannot: at once when that is
    known (True or False is returned), else when the load started here (once per page) ends (None)."""
    if figures_ready():
        then()
        return True
    if figures_failed():
        otherwise()
        return False
    _LOAD.waiting.append((then, otherwise))
    if _LOAD.state == IDLE:
        _LOAD.start()
    return None


def loading_text():
    """What a figure's place says while matplotlib loads, in the page's language."""
    return i18n.text("lesson.figure.loading", i18n.default_language())


def unavailable_text():
    """What a figure's place says when matplotlib could not be loaded, in the page's language: the live figures
    need the online page or the full build of the site; the rest of the lesson works."""
    return i18n.text("lesson.figure.unavailable", i18n.default_language())
