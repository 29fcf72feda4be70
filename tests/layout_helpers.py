"""Checks shared by the games' widget tests: the wide example layout (issue 25, shorter pages), and what
screen readers hear of a part (``pressed``)."""

import re

STILL = '<div class="cardgames-still">'


def assert_still_and_compact_layout(still, bare, compact, full, css, selectors):
    """``still`` (a still picture's markup) is ``bare`` (the renderer's markup) wrapped in ``cardgames-still``;
    ``compact`` (a table after ``compact()``) carries ``cardgames-compact`` and ``full`` (the same table whole)
    neither class; the game's ``css`` holds every one of ``selectors``."""
    assert still.startswith(STILL) and still.endswith("</div>")
    assert still[len(STILL):-len("</div>")] == bare, "the same markup, only wrapped"
    assert "cardgames-compact" in compact.widget._dom_classes and 'class="cardgames-still"' not in compact.canvas.markup
    assert "cardgames-compact" not in full.widget._dom_classes and 'class="cardgames-still"' not in full.canvas.markup
    missing = [selector for selector in selectors if selector not in css]
    assert not missing, f"no CSS rule for {missing}"


def pressed(markup, action):
    """The aria-pressed value of the part with ``data-action=action`` in ``markup`` (None if it has none)."""
    tag = re.search(rf'<[^>]*data-action="{re.escape(action)}"[^>]*>', markup)
    assert tag, f"no part {action!r}"
    value = re.search(r'aria-pressed="(\w+)"', tag.group(0))
    return value and value.group(1)
