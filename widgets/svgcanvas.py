"""SvgCanvas: one widget that shows an SVG/HTML string and reports clicks on its parts.

A whole game table is drawn as one string (one output per redraw, not one widget per card).
Any element of the markup carrying a ``data-action`` attribute is clickable: a click, or
Enter / Space when it has the keyboard focus, sends that attribute's text to Python, where
the callbacks registered with ``on_click`` receive it, with the position the picture showed:
the ``data-move`` (and ``data-deal``) numbers of the nearest element around it that has them
(None when there is none). ``click(action, move, deal)`` does the same from Python, for tests
and notebooks.

Keyboard play: each clickable part is reached with Tab (``tabindex="0"`` and ``role="button"`` unless
the markup sets its own; a renderer gives ``tabindex="-1"`` to parts it wants clickable only) and keeps
the focus across redraws: the same part if it is still there, else the part of the same kind (the
action's first word) at the same place (a played card is gone: the next one), else the first part.

After drawing a markup on screen (a view's first appearance, then every redraw) the front end says
so, with the ``data-move`` and ``data-deal`` numbers of the outermost element carrying them: the
callbacks registered with ``on_drawn`` receive them. A table uses it to do what can wait until it is
seen (a bot that moves first thinks while the student looks at the table, not while the page loads);
``drawn(move, deal)`` does the same from Python.

``announce(text)`` has screen readers read ``text`` out (a refused move, say): the canvas owns an ARIA
live region, visually hidden, that outlives every redraw of the markup; the same text announced twice is
read twice. ``announce(text, near_click=True)`` also shows it in a bubble beside the part just clicked, so
that a refusal is seen where the click was, even when the table's explanation area is off screen. The front end is ``svgcanvas.js`` and ``svgcanvas.css`` beside this module.
"""

import pathlib
from html import escape

import traitlets

from widgets.a11y import PAGE_CSS, PAGE_FIXES_JS
from widgets.listening import ListeningWidget, listening_script
from widgets.static import static_bundle

_HERE = pathlib.Path(__file__).parent


def part_attributes(classes, label, action=None, **data):
    """The attributes of one part of a picture (a card, a button), as one string: its ``classes``,
    its ``data-*`` values (``card="S3"`` gives ``data-card="S3"``), ``data-action`` when it is
    clickable or ``role="img"`` when it is not, and ``label`` as its accessible name and tooltip."""
    attrs = [f'class="{" ".join(classes)}"']
    attrs += [f'data-{name}="{escape(str(value))}"' for name, value in data.items()]
    attrs.append(f'data-action="{escape(action)}"' if action is not None else 'role="img"')
    attrs.append(f'aria-label="{escape(label)}" title="{escape(label)}"')
    return " ".join(attrs)


class SvgCanvas(ListeningWidget):
    """Shows ``markup`` (SVG or HTML); clicks on ``[data-action]`` elements call the ``on_click`` callbacks."""

    # The front end sends a click's action and the position it was made on; it also installs the page's
    # accessibility repairs (widgets.a11y), whose functions are prepended to it.
    _esm = PAGE_FIXES_JS + listening_script("svgcanvas.js")
    _css = (_HERE / "svgcanvas.css").read_text(encoding="utf-8") + PAGE_CSS
    markup = traitlets.Unicode("").tag(sync=True)

    def __init__(self, markup="", **kwargs):
        super().__init__(markup=markup, **kwargs)
        self._click_callbacks = []
        self._drawn_callbacks = []
        self.on_screen = False        # whether a front end has drawn the markup (then it says so after each redraw)
        self.announcements = []       # every text announce() was given, oldest first (for tests)
        self.on_msg(self._receive)

    def __repr__(self):
        # Without a memory address: a saved notebook's text/plain of a table (a VBox listing its children)
        # must be the same at every run (dev.py save-notebooks, tests/notebooks/test_notebooks.py).
        return f"SvgCanvas(markup=<{len(self.markup)} characters>)"

    def _repr_mimebundle_(self, **kwargs):
        """The widget's view, and the markup itself as ``text/html`` for pages that run no widget
        JavaScript (GitHub, an exported HTML file; see widgets.static)."""
        return static_bundle(super()._repr_mimebundle_(**kwargs), self)

    def on_click(self, callback, remove=False):
        """Call ``callback(action, move, deal)`` for each clicked element (``remove`` to stop): its
        ``data-action`` text and the ``data-move`` and ``data-deal`` numbers around it (or None)."""
        if remove:
            self._click_callbacks.remove(callback)
        else:
            self._click_callbacks.append(callback)

    def click(self, action, move=None, deal=None):
        """Act as if the element with ``data-action=action`` had been clicked on a picture of
        position ``move`` of deal ``deal`` (None: the position shown now)."""
        for callback in list(self._click_callbacks):
            callback(action, move, deal)

    def on_drawn(self, callback, remove=False):
        """Call ``callback(move, deal)`` each time a front end has drawn the markup on screen (``remove``
        to stop), with the ``data-move`` and ``data-deal`` numbers of the picture drawn (or None)."""
        if remove:
            self._drawn_callbacks.remove(callback)
        else:
            self._drawn_callbacks.append(callback)

    def drawn(self, move=None, deal=None):
        """Act as if a front end had just drawn the picture of position ``move`` of deal ``deal``."""
        self.on_screen = True
        for callback in list(self._drawn_callbacks):
            callback(move, deal)

    def announce(self, text, polite=False, near_click=False):
        """Have screen readers read ``text`` out through the canvas's live region: at once, interrupting
        (``aria-live="assertive"``, for a refused move), or after what they are reading when ``polite``.
        Each call is read, even of the text announced just before. Shown on no screen, unless
        ``near_click``: then also shown in a bubble beside the part last clicked (or reached with the
        keyboard), scrolled into view, until the next click or the next position."""
        text = str(text)
        self.announcements.append(text)
        self.send({"type": "announce", "text": text, "polite": bool(polite), "near": bool(near_click)})

    def _receive(self, _widget, content, _buffers):
        if not isinstance(content, dict):
            return
        if content.get("type") == "click" and isinstance(content.get("action"), str):
            self.click(content["action"], _whole(content.get("move")), _whole(content.get("deal")))
        elif content.get("type") == "drawn":
            self.drawn(_whole(content.get("move")), _whole(content.get("deal")))


def _whole(number):
    """A whole number sent by the front end, or None (anything else is treated as absent)."""
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    return number if isinstance(number, int) and not isinstance(number, bool) else None
