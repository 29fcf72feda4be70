"""Page-wide accessibility repairs: what no single widget can fix in its own markup.

``pagefixes.js`` names every ipywidgets slider's handle for screen readers (ipywidgets leaves the
``role="slider"`` handle without a name) and ``a11y.css`` underlines the links inside text; ``narrow.css`` fits every
control to its box, down to a phone's width (issue 34), ipywidgets' fixed widths notwithstanding. SvgCanvas
carries both (every game table installs them); ``PageFixes`` is an invisible widget that carries them on
pages without a table (a lesson's questions and Run bars include one). The work is done once per page.
"""

import anywidget
import ipywidgets as ipw

from .assets import stylesheet

PAGE_FIXES_JS = stylesheet("pagefixes.js")
PAGE_CSS = stylesheet("a11y.css") + stylesheet("narrow.css")


class PageFixes(anywidget.AnyWidget):
    """An invisible widget whose front end installs the page-wide accessibility repairs."""

    _esm = PAGE_FIXES_JS + "\nexport default { render({ el }) { el.hidden = true; installPageFixes(); } };\n"
    _css = PAGE_CSS


def page_fixes():
    """A new, hidden ``PageFixes`` widget to put in a panel's layout."""
    return PageFixes(layout=ipw.Layout(display="none"))
