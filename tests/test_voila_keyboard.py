"""Keyboard play and the canvas's live region (issue 12, "Everyone can play").

``SvgCanvas.announce(text)`` sends the text to the front end, which writes it into an ARIA live region
that outlives every redraw of the markup; the same text twice is read twice (the region is emptied,
then written again). The browser tests drive svgcanvas.js with a stand-in model, then play a whole
Ohio game in the Ohio app with the keyboard alone.
"""

import base64

import pytest

from conftest import ROOT
from widgets.svgcanvas import SvgCanvas

SCRIPT = (ROOT / "widgets" / "svgcanvas.js").read_text()
SCRIPT_URL = "data:text/javascript;base64," + base64.b64encode(SCRIPT.encode()).decode()

# svgcanvas.js rendered into #root with a stand-in model; window.canvas lets the test change the
# markup (redraw) and deliver custom messages as the kernel would.
STAND_IN = """async ([url, markup]) => {
    const mod = await import(url);
    const handlers = {};
    const model = {markup, sent: [], get(name) { return this.markup; }, send(m) { this.sent.push(m); },
                   on(event, f) { handlers[event] = f; }, off() {}};
    mod.default.render({model, el: document.getElementById('root')});
    window.canvas = {
        model,
        redraw(markup) { model.markup = markup; handlers['change:markup'](); },
        message(content) { handlers['msg:custom'](content, []); },
    };
}"""


def test_announce_sends_each_text_to_the_front_end(monkeypatch):
    canvas = SvgCanvas("<p>x</p>")
    sent = []
    monkeypatch.setattr(canvas, "send", sent.append)
    canvas.announce("Refused: follow suit (O3).")
    canvas.announce("Refused: follow suit (O3).")
    canvas.announce("Your turn.", polite=True)
    assert sent == [{"type": "announce", "text": "Refused: follow suit (O3).", "polite": False}] * 2 + [
        {"type": "announce", "text": "Your turn.", "polite": True}]
    assert canvas.announcements == ["Refused: follow suit (O3)."] * 2 + ["Your turn."]


def test_announce_without_a_front_end_does_nothing_else():
    canvas = SvgCanvas("<p>x</p>")
    canvas.announce("nobody listens")          # no comm open: nothing sent, nothing raised
    assert canvas.announcements == ["nobody listens"]


def live_regions(page):
    """Each live region of the stand-in canvas: its aria-live value and its text now."""
    return page.evaluate("""() => [...document.querySelectorAll('#root [aria-live]')].map(
        r => [r.getAttribute('role'), r.getAttribute('aria-live'), r.textContent])""")


@pytest.mark.browser
def test_the_live_region_outlives_redraws_and_reads_the_same_text_twice(chromium):
    page = chromium.new_page()
    try:
        page.set_content('<div id="root"></div>')
        page.add_style_tag(content=(ROOT / "widgets" / "svgcanvas.css").read_text())
        page.evaluate(STAND_IN, [SCRIPT_URL, '<div data-action="play 1">A</div>'])
        assert live_regions(page) == [["status", "assertive", ""], ["status", "polite", ""]]
        region = page.locator("#root [aria-live=assertive]")
        page.evaluate("() => canvas.message({type: 'announce', text: 'Refused (O3).', polite: false})")
        page.wait_for_function("() => document.querySelector('#root [aria-live=assertive]').textContent === 'Refused (O3).'")
        handle = region.element_handle()
        page.evaluate("() => canvas.redraw('<div data-action=\"play 2\">B</div>')")
        assert page.locator("#root [data-action='play 2']").count() == 1
        assert page.evaluate("r => r.isConnected", handle), "the same region element after a redraw"
        assert region.text_content() == "Refused (O3).", "a redraw keeps the announcement"
        # The same text again: the region is emptied first, so that a screen reader hears a change.
        page.evaluate("""() => {
            window.changes = [];
            const region = document.querySelector('#root [aria-live=assertive]');
            new MutationObserver(() => changes.push(region.textContent)).observe(
                region, {childList: true, characterData: true, subtree: true});
            canvas.message({type: 'announce', text: 'Refused (O3).', polite: false});
        }""")
        page.wait_for_function("() => changes.length >= 2")
        assert page.evaluate("() => changes") == ["", "Refused (O3)."]
        page.evaluate("() => canvas.message({type: 'announce', text: 'Your turn.', polite: true})")
        page.wait_for_function("() => document.querySelector('#root [aria-live=polite]').textContent === 'Your turn.'")
        assert live_regions(page) == [["status", "assertive", ""], ["status", "polite", "Your turn."]]
        hidden = page.evaluate("() => document.querySelector('#root [aria-live]').getBoundingClientRect().width")
        assert hidden <= 1, "the live region is shown on no screen"
    finally:
        page.close()
