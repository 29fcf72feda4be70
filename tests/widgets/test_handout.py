"""Lessons that travel without a server (issue 11): the notebooks are saved with their outputs and widget
state (python dev.py save-notebooks), every widget carries a still picture of itself (text/html beside its
widget view, widgets/static.py) for pages that run no widget JavaScript, and the HTML page of a saved notebook
(python dev.py export-html, nbconvert's lab template) shows the tables' pictures and loads nothing from
another host. That the saved outputs are those the code makes today is checked in test_notebooks.py, where
each notebook runs anyway."""

import base64
import re
from html import unescape
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

import ipywidgets as ipw
import nbformat
import pytest

from conftest import NOTEBOOKS, ROOT, load_dev

dev = load_dev()

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


def test_a_still_picture_draws_no_button_and_lists_a_questions_options():
    """Issue 34: nothing can be clicked on a page without a kernel, so a still picture draws no button (a disabled
    « Lancer » beside « Cliquez sur « Lancer » » said the page was broken) and no progress bar; a self-check's options
    are listed, the one chosen marked."""
    from widgets.static import static_html

    options = ipw.RadioButtons(options=[("un · one", 0), ("deux · two", 1)], value=1)
    html = static_html(ipw.VBox([ipw.HBox([ipw.Button(description="▶ Lancer · Run"), ipw.IntProgress(value=7)]),
                                 options]))
    assert "<button" not in html and "Lancer" not in html and "7" not in plain_text(html)
    assert "○ un · one" in plain_text(html) and "◉ deux · two" in plain_text(html)


@pytest.mark.notebook
def test_a_saved_lesson_shows_its_exact_answer_and_a_simulation_on_the_handouts_page(tmp_path):
    """Issue 34: a lesson computes only when the reader clicks (issue 10), so its still picture, taken when it was
    displayed, said « Cliquez sur « Lancer » » beside disabled buttons. A notebook run to be saved (dev.py's
    run_notebook, as save-notebooks and export-html run it) ends with every lesson showing its results, and the
    pictures of the widgets that hold them taken again: the page shows the exact answer, the simulation's summary
    and its figure, the lesson's table; no invitation to click, no button."""
    from cardlib.text import i18n
    from widgets.figures import ready_text

    source = ("from widgets.language import page_language\npage_language()\n"     # as each notebook's first cell
              "from widgets.ohio.lesson import LeadQuestion\nLeadQuestion(lead='1', players=2)")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source)])
    dev.run_notebook(nb, tmp_path, "fr")
    assert [cell.source for cell in nb.cells] == [source], "the cells added are gone"
    page = dev.handout_html(nb, "fr")
    text = plain_text(page)
    assert "Réponse exacte : 3/4 = 0,7500" in text and "Exact" not in text   # Check: the exact answer, in French
    assert "4000 simulations : estimation 0,7482" in text                    # Run: one simulation, to its end
    assert "La simulation (2000 premiers plis par carte) confirme le calcul exact" in text    # the lesson's Run
    assert len(re.findall(r'<img [^>]*src="data:image/png;base64,', page)) == 2    # the convergence figure, the lesson's
    invitations = [i18n.page_text(key, "fr") for key in ("lesson.predict.check_your_guess_first_then",
                                                          "lesson.predict.run_the_simulation_to_watch")]
    for invitation in (ready_text("fr"), *invitations):
        assert plain_text(invitation) not in text, invitation
    assert "<button" not in page


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
        assert "@media (max-width" not in saved, "a phone's rules in an image follow the size it is drawn at"
        assert f'class="{game}-table' in saved or f"{game}-" in saved
        assert other_hosts(saved) == [] and "<script" not in saved


def test_the_gallery_shows_each_picture_beside_its_game_and_links_each_app_in_its_own_language():
    """The gallery is written in each language (issue 34: a page speaks one): each game's French cell holds its
    French picture and its links with ?lang=fr, its English cell the English ones; the language switch is a
    link to the other language's gallery (no kernel, no script, works offline)."""
    from cardlib.text import prose
    from widgets import gallery_pictures

    nb = nbformat.read(NOTEBOOKS / "index.ipynb", as_version=4)
    assert not [cell for cell in nb.cells if cell.cell_type == "code"], "the gallery needs no kernel"
    for lang, other in (("fr", "en"), ("en", "fr")):
        text = "\n".join(prose.markdown_in(nb, lang))
        assert f'<a href="index.ipynb?lang={other}" lang="{other}" hreflang="{other}">' in text
        assert f"?lang={other}\"" not in text.replace(f'index.ipynb?lang={other}"', ""), f"{lang} links to {other}"
        for app in GALLERY_APPS:
            assert f'<a href="{app}?lang={lang}">' in text, (app, lang)
        for game in gallery_pictures.GAMES:
            card = next(source for source in prose.markdown_in(nb, lang) if f">{game.capitalize()}</h2>" in source)
            assert f"](pictures/{game}-{lang}.svg)" in card and f"-{other}.svg" not in card, (game, lang)


# The handout folder (issue 23): `dev.py export-html --out handout` writes a folder that works copied to a USB
# stick and opened from disk (file://): the pages, the gallery's pictures and the rules pages, every link inside.

# Pages of other hosts a reader may click through to from the handout (plain <a href> links, listed one by one);
# nothing a page loads (src, a stylesheet's href, CSS url()) may come from another host.
OUTSIDE_LINKS = frozenset()


class Targets(HTMLParser):
    """Every src and href attribute of a page, as (tag, attribute, value), and every id and <a name> it defines."""

    def __init__(self):
        super().__init__()
        self.references = []
        self.anchors = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href"):
                self.references.append((tag, name, value or ""))
            if name == "id" or (name == "name" and tag == "a"):
                self.anchors.add(value)


def page_targets(path):
    """``Targets`` fed the page at ``path``, its CSS url(...) values added as (style, url, value)."""
    html = path.read_text(encoding="utf-8")
    parser = Targets()
    parser.feed(html)
    parser.close()
    parser.references += [("style", "url", value.strip("'\" "))
                          for value in re.findall(r"url\(([^)]*)\)", html)]
    return parser


def broken_references(folder):
    """Every reference of every .html page under ``folder`` that does not work from disk, as
    'page: <tag attribute="value"> why'; and the number of references checked."""
    folder = folder.resolve()
    pages = {path.resolve(): page_targets(path) for path in folder.rglob("*.html")}
    problems, checked = [], 0
    for page, targets in sorted(pages.items()):
        for tag, attribute, value in targets.references:
            checked += 1
            where = f"{page.relative_to(folder)}: <{tag} {attribute}={value!r}>"
            parts = urlsplit(value)
            if parts.scheme == "data":
                continue
            if parts.scheme or parts.netloc:
                if not (tag == "a" and attribute == "href" and value in OUTSIDE_LINKS):
                    problems.append(f"{where} leaves the folder (another host or scheme)")
                continue
            if parts.path.startswith("/"):
                problems.append(f"{where} is a path from the root of the disk")
                continue
            if parts.query:
                problems.append(f"{where} has a query, which a file on disk does not read (a Voila link?)")
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if not target.is_relative_to(folder) or not target.is_file():
                problems.append(f"{where} names no file of the folder")
                continue
            # A browser looks for the fragment as written, then percent-decoded (nbconvert's heading ids are
            # percent-encoded, as are the links to them; a rules page's ids are plain, #o3).
            if parts.fragment and target.suffix == ".html":
                if not {parts.fragment, unquote(parts.fragment)} & pages[target].anchors:
                    problems.append(f"{where}: no id {unquote(parts.fragment)!r} in {target.relative_to(folder)}")
    return problems, checked


@pytest.fixture(scope="module")
def handout(tmp_path_factory):
    """The folder `python3 dev.py export-html --out <folder> --lang fr` writes (every notebook, from its saved
    outputs: the notebooks are saved in French)."""
    folder = tmp_path_factory.mktemp("handout")
    assert dev.main(["export-html", "--out", str(folder), "--lang", "fr"]) == 0
    return folder


def test_every_reference_of_the_handout_resolves_to_a_file_and_an_anchor_of_the_folder(handout):
    """Every src and href of every page (the notebooks' pages and the copied rules pages) names a file of the
    folder, and its #anchor an id of that page; nothing comes from another host. Opened from disk, the
    gallery's links to Voila apps (ohio.ipynb?lang=fr) and pictures/, rules/ left behind would all be broken.
    The one link out of the French folder, to the English gallery (../en/index.html), is the English handout's."""
    problems, checked = broken_references(handout / "fr")
    assert problems == ["index.html: <a href='../en/index.html'> names no file of the folder"], \
        f"{len(problems)} broken references, e.g.:\n" + "\n".join(problems[:20])
    pages = {path.relative_to(handout / "fr").as_posix() for path in (handout / "fr").rglob("*.html")}
    assert {f"{path.stem}.html" for path in SAVED} <= pages
    assert {f"rules/{game}.fr.html" for game in ("ohio", "yozu", "hue", "woo", "yoyo")} <= pages
    assert checked > 500, f"only {checked} references checked"


def test_the_handout_gallery_links_each_page_of_its_language(handout):
    """The French handout's gallery links each app's page (ohio.ipynb?lang=fr -> ohio.html), shows the French
    pictures, links the English gallery (../en/index.html) and holds no English description."""
    targets = page_targets(handout / "fr" / "index.html")
    links = {value for tag, _, value in targets.references if tag == "a" and not value.startswith("#")}
    assert links == {app.replace(".ipynb", ".html") for app in GALLERY_APPS} | {"../en/index.html"}
    pictures = {value for tag, _, value in targets.references if tag == "img"}
    from widgets import gallery_pictures

    assert pictures == {f"pictures/{game}-fr.svg" for game in gallery_pictures.GAMES}
    page = (handout / "fr" / "index.html").read_text(encoding="utf-8")
    assert "▶ Jouer à Ohio" in page and "Play Ohio" not in page and "Five small card games" not in page
    first = page_targets(handout / "index.html")
    assert {value for tag, _, value in first.references if tag == "a"} == {"fr/index.html"}


def test_a_notebook_saved_in_french_gets_an_english_handout_run_in_english(tmp_path):
    """export-html --lang en: the notebooks are saved in French, so Ohio is run anew in English for its page:
    its prose and its tables in English only; the English gallery links the French one."""
    assert dev.main(["export-html", "index", "ohio", "--out", str(tmp_path), "--lang", "en"]) == 0
    page = plain_text((tmp_path / "en" / "ohio.html").read_text(encoding="utf-8"))
    assert "a game by Reiner Knizia" in page and "un jeu de Reiner Knizia" not in page
    assert "Player 1" in page and "Joueur 1" not in page
    gallery = page_targets(tmp_path / "en" / "index.html")
    assert "../fr/index.html" in {value for tag, _, value in gallery.references if tag == "a"}
    assert (tmp_path / "en" / "rules" / "ohio.en.html").is_file()


def test_the_reference_check_sees_each_kind_of_broken_reference(tmp_path):
    """The check above is not blind: a missing file, a missing anchor, a query, a path from the root, a remote
    picture and a link to another host not listed are each reported; a data: URL and a good anchor (as written
    or percent-decoded) are not."""
    (tmp_path / "b.html").write_text('<h1 id="here">B</h1><h2 id="%C3%A9t%C3%A9">E</h2><h2 id="hiver">H</h2>',
                                     encoding="utf-8")
    (tmp_path / "a.html").write_text(
        '<a href="b.html#here">ok</a><img src="data:image/png;base64,AA"><a href="#top" id="top">top</a>'
        '<a href="b.html#%C3%A9t%C3%A9">encoded</a><a href="b.html#hive%72">decoded</a>'
        '<a href="c.html">missing</a><a href="b.html#gone">anchor</a><a href="b.ipynb?lang=fr">voila</a>'
        '<img src="/pictures/x.svg"><img src="https://example.org/x.svg"><a href="https://example.org/">out</a>',
        encoding="utf-8")
    problems, checked = broken_references(tmp_path)
    assert checked == 11
    assert [problem.split(": ", 1)[1] for problem in problems] == [
        "<a href='c.html'> names no file of the folder",
        "<a href='b.html#gone'>: no id 'gone' in b.html",
        "<a href='b.ipynb?lang=fr'> has a query, which a file on disk does not read (a Voila link?)",
        "<a href='b.ipynb?lang=fr'> names no file of the folder",
        "<img src='/pictures/x.svg'> is a path from the root of the disk",
        "<img src='https://example.org/x.svg'> leaves the folder (another host or scheme)",
        "<a href='https://example.org/'> leaves the folder (another host or scheme)",
    ]


def test_the_documented_handout_folder_is_ignored_by_git():
    """docs/development.md's example writes handout/ at the repository's root: git ignores it, as it does build/."""
    import shutil
    import subprocess

    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    for path in ("handout/index.html", "handout/fr/rules/ohio.fr.html", "build/html/fr/index.html"):
        assert subprocess.run(["git", "check-ignore", "-q", path], cwd=ROOT).returncode == 0, path
