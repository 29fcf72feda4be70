"""Checks shared by the games' widget tests of the wide example layout (issue 25, shorter pages)."""

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
