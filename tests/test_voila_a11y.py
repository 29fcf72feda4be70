"""axe-core on every app page (issue 12, "Everyone can play"): the gallery and each notebook it opens
report no critical or serious accessibility violation.

axe-core is the copy shipped inside the ``axe-playwright-python`` package, injected into the page by
Playwright: the page asks no other host for it (the ``page`` fixture fails a test that asks any).
The pages are visited in turn in the session's one browser, each once its cells have all run and
its widgets are drawn.
"""

import pytest
from playwright.sync_api import expect

from conftest import ROOT

pytestmark = pytest.mark.browser

FIRST_LOAD = 120_000          # ms: the first page starts a kernel and runs the whole notebook
BLOCKING = ("critical", "serious")

# Each page, and what shows that its widgets are drawn: the gallery's headings, a game's clickable
# parts, the lesson's Run buttons.
PAGES = {
    "index.ipynb": ".cardgames-lang-fr img",
    "ohio.ipynb": ".card[data-action^='play ']",
    "yozu.ipynb": ".yz-cell[data-action^='guess ']",
    "yozu_probability.ipynb": ".lesson-run-bar button",
    "hue.ipynb": "[data-action^='select ']",
    "woo.ipynb": ".woo-card[data-action^='play ']",
    "yoyo.ipynb": ".yoyo-card[data-action^='play ']",
}


def gallery_links():
    """The notebooks the gallery links to (each in both languages: the page is the same)."""
    import re

    source = (ROOT / "notebooks" / "index.ipynb").read_text()
    return sorted(set(re.findall(r'href=\\"([\w.]+\.ipynb)\?lang=', source)))


def axe_violations(page):
    """The page's axe-core violations that are critical or serious: (rule id, impact, how many
    elements, the first element's HTML) for each."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page).response
    return [(v["id"], v["impact"], len(v["nodes"]), v["nodes"][0]["html"][:160])
            for v in results["violations"] if v["impact"] in BLOCKING]


def wait_until_shown(page, ready):
    """Wait until Voila has run every cell and the page's widgets are drawn."""
    expect(page.locator(ready).last).to_be_visible(timeout=FIRST_LOAD)
    page.wait_for_function("() => !document.getElementById('loading') || "
                           "getComputedStyle(document.getElementById('loading')).display === 'none'",
                           timeout=FIRST_LOAD)


def test_every_page_the_gallery_opens_is_checked():
    assert set(gallery_links()) | {"index.ipynb"} == set(PAGES)


@pytest.mark.parametrize("notebook", list(PAGES))
def test_no_critical_or_serious_axe_violation(page, voila, notebook):
    page.goto(voila.render_url(notebook) + "?lang=en", wait_until="commit")
    wait_until_shown(page, PAGES[notebook])
    found = axe_violations(page)
    assert not found, f"{notebook}: " + "\n".join(map(str, found))


SLIDERS = """
<div class="widget-slider" id="named"><label class="widget-label">Move</label>
  <div class="slider-container"><div class="noUi-handle" role="slider" tabindex="0"></div></div></div>
<div class="widget-slider" id="tooltip" title="Seed"><label class="widget-label"></label>
  <div class="slider-container"><div class="noUi-handle" role="slider" tabindex="0"></div></div></div>
"""


def test_page_fixes_name_every_slider_handle_even_those_drawn_later(chromium):
    """widgets/pagefixes.js on ipywidgets' slider markup: a handle is named by its slider's label (a
    label's later text renames it), or by the slider's tooltip when the label is empty; a slider
    drawn after the fixes are installed is named too."""
    from widgets.a11y import PAGE_FIXES_JS

    page = chromium.new_page()
    try:
        page.set_content(f"<body>{SLIDERS}</body>")
        page.add_script_tag(content=PAGE_FIXES_JS + "\ninstallPageFixes(); installPageFixes();")
        names = """() => [...document.querySelectorAll('.noUi-handle')].map(h => {
            const by = h.getAttribute('aria-labelledby');
            return by ? document.getElementById(by).textContent : h.getAttribute('aria-label'); })"""
        assert page.evaluate(names) == ["Move", "Seed"]
        page.evaluate("""() => {
            document.querySelector('#named label').textContent = 'Coup';
            document.body.insertAdjacentHTML('beforeend', '<div class="widget-slider"><label class="widget-label">'
                + 'Games</label><div class="noUi-handle" role="slider" tabindex="0"></div></div>');
        }""")
        page.wait_for_function("() => document.querySelectorAll('.noUi-handle[aria-labelledby]').length === 2")
        assert page.evaluate(names) == ["Coup", "Seed", "Games"]
    finally:
        page.close()
