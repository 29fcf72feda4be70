"""Lessons that travel without a server (issue 11): the notebooks are saved with their outputs and widget
state (python dev.py save-notebooks), every widget carries a still picture of itself (text/html beside its
widget view, widgets/static.py) for pages that run no widget JavaScript, and the HTML page of a saved notebook
(python dev.py export-html, nbconvert's lab template) shows the tables' pictures and loads nothing from
another host. That the saved outputs are those the code makes today is checked in test_notebooks.py, where
each notebook runs anyway."""

import base64
import importlib.util
import re
from html import unescape
from html.parser import HTMLParser

import ipywidgets as ipw
import nbformat
import pytest

from conftest import NOTEBOOKS, ROOT

_spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
dev = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dev)

WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
SAVED = sorted(NOTEBOOKS.glob("*.ipynb"))
PICTURE = re.compile(r"<(svg|img)\b")


def outputs(nb):
    """Every output of the notebook's code cells."""
    return [output for cell in nb.cells if cell.cell_type == "code" for output in cell.outputs]


class Dependencies(HTMLParser):
    """What a page would load from other hosts: scripts, stylesheets, images, frames (not links to follow)."""

    LOADING = {"script": "src", "link": "href", "img": "src", "iframe": "src", "source": "src", "audio": "src",
               "video": "src", "embed": "src", "object": "data"}

    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        url = dict(attrs).get(self.LOADING.get(tag, ""), "") or ""
        if re.match(r"(https?:)?//", url):
            self.found.append(f"<{tag}> {url}")


def other_hosts(html):
    """The URLs of other hosts the page would load: by its elements, in its CSS (url(...)) or its scripts."""
    parser = Dependencies()
    parser.feed(html)
    parser.found += re.findall(r"url\(\s*['\"]?(?:https?:)?//[^)]*\)", html)
    parser.found += re.findall(r"import\(\s*['\"]https?://[^'\"]*", html)
    parser.found += [host for host in ("unpkg.com", "cdnjs.cloudflare.com", "cdn.jsdelivr.net") if host in html]
    return parser.found


def plain_text(html):
    """The words of an HTML fragment, its tags and styles removed, spaces collapsed."""
    html = re.sub(r"(?s)<style.*?</style>", " ", html)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.parametrize("path", SAVED, ids=lambda path: path.name)
def test_each_notebook_is_saved_with_its_widget_state_and_still_pictures(path):
    """GitHub shows a widget's text/html if it has one, else 'VBox(...)'; JupyterLab and nbviewer draw a widget
    from the saved widget state. Every widget view must have both, and the notebook its language of saving."""
    nb = nbformat.read(path, as_version=4)
    assert nb.metadata.get("cardgames", {}).get("saved_language") in ("fr", "en"), \
        f"{path.name} is not saved: run python dev.py save-notebooks {path.stem}"
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    assert not code or any(cell.outputs for cell in code), f"{path.name} has no saved outputs"
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for output in outputs(nb):
        view = output.get("data", {}).get(dev.WIDGET_VIEW)
        if view is None:
            continue
        assert view["model_id"] in state, f"{path.name}: a widget without its saved state"
        assert "text/html" in output.data, f"{path.name}: a widget without a still picture ({output.data['text/plain']})"


@pytest.mark.parametrize("path", SAVED, ids=lambda path: path.name)
def test_the_html_page_shows_every_picture_and_loads_nothing_from_another_host(path):
    """dev.py export-html: each saved output's picture (a table's SVG/HTML markup, a walkthrough step, a card
    row) and words are in the page, and the page asks no other host for anything (nbconvert's own template
    loads require.js, MathJax and the widget manager from public CDNs)."""
    nb = nbformat.read(path, as_version=4)
    page = dev.handout_html(nb)
    assert other_hosts(page) == [], f"{path.name}'s page loads {other_hosts(page)}"
    text = plain_text(page)
    pictures = 0
    for output in outputs(nb):
        html = output.get("data", {}).get("text/html")
        if html is None:
            continue
        pictures += len(PICTURE.findall(html))
        words = plain_text(html)
        assert words[:300] in text, f"{path.name}: {words[:80]!r}... is not in the page"
    assert len(PICTURE.findall(page)) >= pictures
    assert "VBox(" not in text and "HBox(" not in text, f"{path.name}'s page shows a widget as its repr"


def test_nbconverts_default_page_loads_the_widget_manager_from_a_cdn():
    """Why export-html has its own template: nbconvert's default page of a notebook with widget state shows
    widgets with the widget manager from unpkg.com (and require.js, MathJax from cdnjs), drawn only online."""
    from nbconvert import HTMLExporter

    page, _ = HTMLExporter().from_notebook_node(nbformat.read(SAVED[0], as_version=4))
    assert "unpkg.com" in page and "cdnjs.cloudflare.com" in page


def test_a_panel_and_a_canvas_carry_their_still_picture():
    """widgets.static: a table panel's display bundle has its widget view and, as text/html, the table's markup
    with its controls as labels; a canvas gives its markup; hidden parts and Output images are handled."""
    from widgets.ohio import OhioTable
    from widgets.static import static_html
    from widgets.svgcanvas import SvgCanvas

    table = OhioTable(players=3, seed=1, lang="fr")
    bundle = table._repr_mimebundle_()
    assert dev.WIDGET_VIEW in bundle
    assert table.canvas.markup in bundle["text/html"] and 'class="ohio-table' in table.canvas.markup
    assert "Joueur 1" in plain_text(bundle["text/html"])
    canvas = SvgCanvas('<svg><rect data-action="x"/></svg>')
    assert '<svg><rect data-action="x"/></svg>' in canvas._repr_mimebundle_()[0]["text/html"]
    hidden = ipw.HTML("secret", layout=ipw.Layout(display="none"))
    image = ipw.Image(value=b"\x89PNG", format="png")
    out = ipw.Output()
    out.outputs = ({"output_type": "display_data", "data": {"image/png": base64.b64encode(b"png").decode()}},)
    html = static_html(ipw.VBox([hidden, ipw.HBox([image, out]), ipw.IntSlider(3, description="Seed")]))
    assert "secret" not in html and html.count("<img") == 2 and "Seed 3" in html


def test_a_voila_app_sends_no_still_pictures(monkeypatch):
    """In Voila (VOILA_BASE_URL in the kernel's environment) the page draws the live widgets and nobody saves
    the outputs: the bundle keeps only the widget view, so the page does not carry every picture twice."""
    from widgets.ohio import OhioTable

    monkeypatch.setenv("VOILA_BASE_URL", "/")
    assert "text/html" not in OhioTable(players=3, seed=1)._repr_mimebundle_()


# The gallery (issue 11): a picture of each game's table beside its description, and a language switch.

GALLERY_APPS = ("ohio.ipynb", "yozu.ipynb", "yozu_probability.ipynb", "hue.ipynb", "woo.ipynb", "yoyo.ipynb")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_gallery_pictures_are_drawn_from_the_renderers_as_they_are(lang):
    """notebooks/pictures/<game>-<lang>.svg is the game's table from its renderer (python dev.py gallery-pictures
    after a renderer changes): well-formed SVG holding the table's HTML, loading nothing."""
    import xml.dom.minidom

    from widgets import gallery_pictures

    for game in gallery_pictures.GAMES:
        path = NOTEBOOKS / "pictures" / f"{game}-{lang}.svg"
        assert path.is_file(), f"{path.name} is missing: run python dev.py gallery-pictures"
        saved = path.read_text(encoding="utf-8")
        assert saved == gallery_pictures.picture_svg(game, lang), f"{path.name} is stale: run python dev.py gallery-pictures"
        xml.dom.minidom.parseString(saved)
        assert f'class="{game}-table' in saved or f"{game}-" in saved
        assert other_hosts(saved) == [] and "<script" not in saved


def test_the_gallery_shows_each_picture_beside_its_game_and_links_each_app_in_both_languages():
    """Each game's card holds its picture in French and in English and its links with ?lang=fr and ?lang=en;
    the switch (radio buttons, CSS only: no kernel, no script, works offline) shows one language's."""
    nb = nbformat.read(NOTEBOOKS / "index.ipynb", as_version=4)
    text = "\n".join(cell.source for cell in nb.cells)
    assert 'id="cardgames-lang-fr"' in text and 'id="cardgames-lang-en"' in text
    for app in GALLERY_APPS:
        for lang in ("fr", "en"):
            assert f'<a class="cardgames-lang-{lang}" href="{app}?lang={lang}">' in text, (app, lang)
    from widgets import gallery_pictures

    for game in gallery_pictures.GAMES:
        card = next(cell.source for cell in nb.cells if f"<h2" in cell.source and f">{game.capitalize()}</h2>" in cell.source)
        for lang in ("fr", "en"):
            assert f"](pictures/{game}-{lang}.svg)" in card, (game, lang)
    assert not [cell for cell in nb.cells if cell.cell_type == "code"], "the gallery needs no kernel"
