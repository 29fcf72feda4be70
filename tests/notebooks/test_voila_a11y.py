"""Every page a class reads, in each language: the gallery and each notebook it opens, with ``?lang=fr`` and with
``?lang=en``, report no accessibility violation of axe-core (issue 12, "Everyone can play": no critical or serious
one, the issue's bar, nor any moderate or minor one: each cell is inside the page's main landmark, the Voila
template's role="main", and a page with several tables has no two landmarks of one name), and hold nothing of the
other language (issue 34, "one language per page": no sentence of the other language's prose, no catalogue text of
the other language, in the page's text, shown or not; tests/one_language.py).

axe-core is the copy shipped inside the ``axe-playwright-python`` package, injected into the page by
Playwright: the page asks no other host for it (the ``page`` fixture fails a test that asks any).
The pages are visited in turn in the session's one browser, each once its cells have all run and
its widgets are drawn (``check_page``; each game's page by tests/notebooks/test_voila_pages.py, which then plays
on it; the lesson in English by test_voila_lessons.py, which then runs it and checks it again once its figures are
drawn). The figures' alternative text (``widgets.figures.figure_description``) is checked without a browser too.
"""

import re

import pytest
from playwright.sync_api import expect

from conftest import ROOT
from one_language import PAGE_TEXT, other_language_found
from phone_layout import nothing_cut_on_a_phone_or_a_laptop
from test_voila import record_order, shows_loading_first_and_never_its_source

FIRST_LOAD = 120_000          # ms: the first page starts a kernel and runs the whole notebook
BLOCKING = ("critical", "serious", "moderate", "minor")      # every impact axe-core reports

# Each page, and what shows that its widgets are drawn: the gallery's headings, a game's clickable
# parts, the lesson's Run buttons.
PAGES = {
    "index.ipynb": ".cardgames-picture img",
    "ohio.ipynb": ".card[data-action^='play ']",
    "yozu.ipynb": ".yz-cell[data-action^='guess ']",
    "yozu_probability.ipynb": ".lesson-run-bar button",
    "hue.ipynb": "[data-action^='select ']",
    "woo.ipynb": ".woo-card[data-action^='play ']",
    "yoyo.ipynb": ".yoyo-card[data-action^='play ']",
}


def gallery_links():
    """The notebooks the gallery links to (in each language's gallery: the page in English is checked)."""
    source = (ROOT / "notebooks" / "index.ipynb").read_text()
    return sorted(set(re.findall(r'href=\\"([\w.]+\.ipynb)\?lang=', source)))


def axe_violations(page):
    """The page's axe-core violations (of the ``BLOCKING`` impacts): (rule id, impact, how many
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


SCREEN = {"width": 1366, "height": 768}       # a classroom's laptop
GAMES = ("ohio.ipynb", "yozu.ipynb", "hue.ipynb", "woo.ipynb", "yoyo.ipynb")
MOST_INTRO_LINES = 5
# The first screen (issue 34): the title, what the game is and how one wins (its lines counted), then the choices.
FIRST_SCREEN = """() => {
  window.scrollTo(0, 0);
  const choices = [...document.querySelectorAll('.cardgames-start-choice')];
  const menu = document.querySelector('.cardgames-start');
  const intro = [...document.querySelectorAll('#rendered_cells p')].filter(
      (p) => menu && (p.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING));
  const lines = intro.reduce((n, p) => n + Math.round(p.getBoundingClientRect().height
                                                      / parseFloat(getComputedStyle(p).lineHeight)), 0);
  return {bottoms: choices.map((c) => c.getBoundingClientRect().bottom), hrefs: choices.map((c) => c.getAttribute('href')),
          lines, anchors: ['play', 'rules'].filter((id) => document.getElementById(id))};
}"""


def first_screen_holds_the_choices(page, lang):
    """At 1366x768, before any scrolling: at most MOST_INTRO_LINES lines say what the game is and how one wins,
    then the three choices (play just below, the rules step by step, the guided game's place) are all on screen,
    and the two links lead to their parts of the page."""
    seen = page.evaluate(FIRST_SCREEN)
    assert 0 < seen["lines"] <= MOST_INTRO_LINES, f"the introduction takes {seen['lines']} lines"
    assert len(seen["bottoms"]) == 3 and max(seen["bottoms"]) <= SCREEN["height"], seen
    assert seen["hrefs"][:2] == ["#play", "#rules"] and seen["anchors"] == ["play", "rules"], seen


def test_every_page_the_gallery_opens_is_checked():
    assert set(gallery_links()) | {"index.ipynb"} == set(PAGES)


def check_page(page, voila, notebook, lang):
    """Open ``notebook``'s page in ``lang`` at 1366x768 and check what a class meets first: an app's loading message,
    then its outputs and never its source (``test_voila.shows_loading_first_and_never_its_source``), its first
    screen (a game's), its language (``<html lang>``, nothing of the other one), axe-core's report (no violation) and
    that each cell is laid out on its own (the template's cells.css)."""
    page.set_viewport_size(SCREEN)
    app = notebook != "index.ipynb"
    if app:
        record_order(page, PAGES[notebook])
    page.goto(voila.render_url(notebook) + f"?lang={lang}", wait_until="commit")
    if app:
        shows_loading_first_and_never_its_source(page, notebook, PAGES[notebook])
    wait_until_shown(page, PAGES[notebook])
    if notebook in GAMES:
        first_screen_holds_the_choices(page, lang)
    assert page.evaluate("() => document.documentElement.lang") == lang, "screen readers read the page's language"
    other = other_language_found(page.evaluate(PAGE_TEXT), lang, notebook)
    assert not other, f"{notebook}?lang={lang} holds {len(other)} texts of another language, e.g. {other[:5]}"
    found = axe_violations(page)
    assert not found, f"{notebook}: " + "\n".join(map(str, found))
    contained = page.evaluate("() => [...document.querySelectorAll('#rendered_cells .jp-Cell')]"
                              ".map((cell) => getComputedStyle(cell).contain)")
    assert contained and all("layout" in c and "style" in c for c in contained), \
        "each cell laid out on its own (the template's cells.css): a redraw costs the browser its cell, not the page"


@pytest.mark.browser
@pytest.mark.parametrize(("notebook", "lang"), [("index.ipynb", "fr"), ("index.ipynb", "en"),
                                                ("yozu_probability.ipynb", "fr")])
def test_each_page_in_each_language_has_no_axe_violation_and_nothing_of_the_other_language(page, voila, notebook,
                                                                                           lang):
    """The gallery and the lesson in French, then laid out at a phone's size and on a laptop. Each game's page is
    checked so in tests/notebooks/test_voila_pages.py, before its guided game is played on it; the lesson in English
    in test_voila_lessons.py, before a class runs it."""
    check_page(page, voila, notebook, lang)
    if notebook == "yozu_probability.ipynb" and lang == "fr":
        nothing_cut_on_a_phone_or_a_laptop(page, notebook)


SLIDERS = """
<div class="widget-slider" id="named"><label class="widget-label">Move</label>
  <div class="slider-container"><div class="noUi-handle" role="slider" tabindex="0"></div></div></div>
<div class="widget-slider" id="tooltip" title="Seed"><label class="widget-label"></label>
  <div class="slider-container"><div class="noUi-handle" role="slider" tabindex="0"></div></div></div>
"""


@pytest.mark.browser
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


@pytest.mark.browser
@pytest.mark.slow
def test_a_figure_says_what_it_shows():
    """figure_description: the figure's title, each plot's title, axes and legend, in its own words."""
    from widgets.figures import figure_description, new_figure, output_widget, show_figure

    figure = new_figure(lang="en")                          # a figure speaks one language (issue 34)
    axes = figure.subplots()
    axes.plot([1, 2], [0.2, 0.4], label="simulated")
    axes.set_xlabel("games")
    axes.set_ylabel("probability")
    axes.set_title("Convergence")
    axes.legend()
    figure.suptitle("A question")
    words = figure_description(figure)
    assert words == ("Figure. A question. Convergence; horizontal axis: games; vertical axis: probability; "
                     "curves: simulated.")
    assert figure_description(new_figure(lang="fr")).startswith("Graphique")
    assert output_widget(figure).tooltip == words          # a lesson's results (LessonRunner)
    import ipywidgets as ipw

    image = ipw.Image(format="png")
    show_figure(image, figure, "Summary.")
    assert image.tooltip == "Summary. " + words and bytes(image.value).startswith(b"\x89PNG")


def test_every_lesson_figure_image_has_a_description():
    """The images the lessons draw into (Predict's convergence figure, Ohio's lead figure, Woo's choices,
    Hue's distribution) are FigureImages (an ipw.Image's tooltip never reaches the page) and get a
    tooltip, read as their alternative text; the still picture carries it as alt."""
    from fractions import Fraction

    from widgets.predict import Predict, Question
    from widgets.static import static_html

    question = Question(prompt="p", exact=Fraction(1, 2), simulate=lambda seed: iter([[1, 0] * 50] * 20),
                        games=200)
    predict = Predict(question, pace=0)
    predict.check()
    predict.run()           # as in a script: no running event loop (conftest.py's no_running_loop)
    assert predict.image.tooltip.startswith(f"{'Estimate after 200 simulations: 0.5000' if predict.lang == 'en' else 'Estimation après 200 simulations'}")
    assert "1/2" in predict.image.tooltip
    assert f'alt="{predict.image.tooltip}"' in static_html(predict.image)
    sources = {path: (ROOT / "widgets" / path).read_text() for path in
               ("ohio/lesson.py", "woo/questions.py", "hue/lesson.py", "predict.py")}
    for path, source in sources.items():
        assert "show_figure(" in source and ".value = png_bytes(" not in source, f"{path} draws a figure without words"
        assert "FigureImage(" in source and "ipw.Image(" not in source, f"{path}: an ipw.Image drops its tooltip"


def test_a_self_check_title_skips_no_heading_level():
    """A self-check follows a lesson's h2 section title: its own title is an h3 (axe: heading-order)."""
    from widgets.selfcheck import Check, SelfCheck

    shown = SelfCheck([Check(prompt="lesson.selfcheck.check_yourself", options=("lesson.selfcheck.right",
                                                                              "lesson.selfcheck.not_quite"),
                             answer=0, explanation="lesson.selfcheck.right")], lang="fr")
    title = shown.widget.children[0].value
    assert '<h3 class="selfcheck-title">Testez-vous</h3>' in title and "<h4" not in title


def test_the_list_of_moves_since_your_last_one_can_be_scrolled_with_the_keyboard():
    """The box 'Since your last move' scrolls its list when it is long: the list is focusable and named
    (axe: scrollable-region-focusable, seen on the Yozu app when the bots had made many moves)."""
    from widgets.ohio.table import OhioTable

    table = OhioTable(players=4, seed=3, human=0, first_player=1, lang="en")
    table.play_pending()
    box = re.search(r'<div class="cardgames-recent".*?</ol></div>', table.canvas.markup, re.S).group(0)
    assert '<ol tabindex="0" aria-label="Since the start">' in box
