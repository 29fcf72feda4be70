"""A progress bar for the command line's long runs: tqdm's when it is installed, else a plain line.

``cardlib`` needs only the standard library: ``python3 -m cardlib simulate ...`` runs from a clone with
nothing installed. There the bar is one line on stderr, ``12/200 games``, rewritten in place at most a few
times a second, shown only on a terminal and only once the run has lasted ``delay`` seconds, and erased at
the end, as tqdm does with ``leave=False``.
"""

import sys
import time

try:
    from tqdm import tqdm as _tqdm
except ImportError:         # a plain Python: the standard library only
    _tqdm = None

REDRAW_EVERY = 0.2          # seconds between two redraws of the plain line


class PlainProgress:
    """The plain bar: the part of tqdm's interface the command line uses (``update``, a context manager, an
    iterable wrapper)."""

    def __init__(self, iterable=None, total=None, enabled=True, file=None, unit="it", delay=0.0):
        self.iterable, self.unit = iterable, unit
        self.total = len(iterable) if total is None and hasattr(iterable, "__len__") else total
        self.file = file or sys.stderr
        self.enabled = enabled and self.file.isatty()
        self.count, self.shown = 0, False
        self.start = time.monotonic() + delay
        self.drawn_at = 0.0
        self.description = ""

    def __iter__(self):
        with self:
            for item in self.iterable:
                yield item
                self.update()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def update(self, n=1):
        """Count ``n`` more done, and redraw the line when it is due."""
        self.count += n
        now = time.monotonic()
        if self.enabled and now >= self.start and now - self.drawn_at >= REDRAW_EVERY:
            self.drawn_at, self.shown = now, True
            total = f"/{self.total}" if self.total else ""
            self.file.write(f"\r\x1b[K{self.description}{self.count}{total} {self.unit}s")
            self.file.flush()

    def set_description(self, text):
        """Show ``text`` before the count (as tqdm's ``set_description``)."""
        self.description = f"{text}: "

    def close(self):
        """Erase the line, if it was drawn."""
        if self.shown:
            self.file.write("\r\x1b[K")
            self.file.flush()
            self.shown = False


def progress(iterable=None, total=None, enabled=True, unit="it", delay=1.0, file=None):
    """A progress bar over ``iterable`` (or one to ``update`` by hand, of ``total`` steps) on stderr, shown on a
    terminal after ``delay`` seconds, erased at the end; tqdm's when tqdm is installed."""
    if _tqdm is not None:
        return _tqdm(iterable, total=total, disable=None if enabled else True, file=file or sys.stderr,
                     unit=unit, delay=delay, leave=False)
    return PlainProgress(iterable, total, enabled, file, unit, delay)
