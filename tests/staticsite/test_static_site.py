"""The gallery as a static site (staticsite/, issue 26): built once per test run (the ``static_site`` fixture of
conftest.py, default build), served by ``python3 -m http.server``, played in headless Chromium with every host but
127.0.0.1 blocked (the ``page`` fixture fails a test whose page asked another host for anything).

The build's own checks need no browser: the pages' addresses, the site's Pyodide lock, its size. In Chromium,
each game's page plays (the first card clicked changes the table), the game pages in one browser context as a
student's browser (the first keeps a snapshot of Python, the others start from it), and a position link made in one
browser opens the same position in another.
"""

import hashlib
import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from conftest import after_test, record_foreign_requests
from decisions import DECISIONS, decision
from guided_play import guided_to_the_end
from one_language import PAGE_TEXT, html_text, other_language_found
from staticsite import pages, warmstart
from staticsite.settings import settings as site_settings

SETTINGS = site_settings()          # pyproject.toml's [tool.cardgames.static-site]
ONLINE = f"https://cdn.jsdelivr.net/pyodide/v{SETTINGS['pyodide']}/full/"      # the distribution online
CACHE_TAG = "cpython-" + SETTINGS["python"].replace(".", "")                   # the runtime's bytecode files

PAGE_LOAD = 120_000     # ms: a cold page downloads the runtime and its wheels, then runs the whole notebook
CLICK = 30_000          # ms
TABLE = ".cardgames-app"
PICTURE = ".svgcanvas-picture"
SHARE = ".cardgames-share-button"
FIELD = ".cardgames-share-field"
EXPLANATION = ".cardgames-explanation"
# A part the human may click first on each game's table, whatever decision the random deal gives them
# (tests/decisions.py: a Yozu Oracle's choice of the element to reveal, a Yoyo yellow's choice...; Hue: a card
# of the hand, then a cell).
PLAYABLE = {game: decision(game) for game in DECISIONS}
# True once the picture of the page's game (the table with the share button) is no longer ``before``.
PICTURE_CHANGED = """before => {
  const tables = [...document.querySelectorAll(".cardgames-app")].filter(t => t.querySelector(".cardgames-share-button"));
  const picture = tables.length && tables[tables.length - 1].querySelector(".svgcanvas-picture");
  return Boolean(picture) && picture.innerHTML !== before;
}"""
WARM = "[cardgames warm start]"      # staticsite/warmstart.js's console lines
# In a page of the site: spoil the first bytes (Pyodide's magic number) of the snapshot the browser keeps; the
# number of snapshots kept.
SPOIL_SNAPSHOT = """async () => {
  const ask = (request) => new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result); request.onerror = () => reject(request.error); });
  const db = await ask(indexedDB.open("cardgames-static-site", 1));
  const keys = await ask(db.transaction("python").objectStore("python").getAllKeys());
  const record = await ask(db.transaction("python").objectStore("python").get(keys[0]));
  record.snapshot[0] ^= 0xff;
  await ask(db.transaction("python", "readwrite").objectStore("python").put(record, keys[0]));
  db.close();
  return keys.length;
}"""
SITE_LIMIT = 40e6       # bytes (issue 26's target for the default build)


def site_pages(site):
    """Every HTML page of the built site."""
    return sorted(site.rglob("*.html"))


def test_the_site_has_a_page_per_notebook_and_language_and_each_gallery_links_its_language_s(static_site):
    """One page per notebook and language (issue 34): ``ohio.html`` in French, the site's default, ``ohio.en.html``
    in English; the French gallery (index.html) links the French apps and the English gallery, the English
    gallery (index.en.html) the English apps and the French gallery."""
    from conftest import NOTEBOOKS

    site = static_site.folder
    names = sorted(path.stem for path in NOTEBOOKS.glob("*.ipynb") if path.stem not in ("index", "teacher"))
    assert names == ["hue", "ohio", "woo", "yoyo", "yozu", "yozu_probability"]      # the teacher's needs a server
    apps = sorted(path.name for path in (site / "voici" / "render").glob("*.html"))
    assert apps == sorted([f"{name}.html" for name in names] + [f"{name}.en.html" for name in names])
    for lang, gallery_file, other_gallery, suffix in (("fr", "index.html", "index.en.html", ""),
                                                      ("en", "index.en.html", "index.html", ".en")):
        gallery = (site / gallery_file).read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in gallery
        links = re.findall(r'href="(voici/render/[a-z_.]+\.html\?lang=[a-z]+)"', gallery)
        assert sorted(links) == sorted(f"voici/render/{name}{suffix}.html?lang={lang}" for name in names), links
        assert f'href="{other_gallery}?lang=' in gallery, "the link to the other language's gallery"
        for reference in pages.handout.references(gallery):
            path = pages.handout.local_path(reference)
            if path:
                assert (site / path).is_file(), reference


def test_each_page_of_the_site_holds_the_prose_of_its_language_only(static_site):
    """Issue 34: the prose each page is built with (its notebook's cells of its language, rendered by Voici) holds no
    sentence of the other language's cells, and says its language (``<html lang>``); the tables, drawn in the
    browser, are checked in the browser tests below."""
    site = static_site.folder
    pages_by_language = {"fr": [(site / "index.html", "index.ipynb")], "en": [(site / "index.en.html", "index.ipynb")]}
    for page in (site / "voici" / "render").glob("*.html"):
        name, _, lang = page.stem.partition(".")
        pages_by_language[lang or "fr"].append((page, f"{name}.ipynb"))
    for lang, found in pages_by_language.items():
        assert len(found) == 7, found
        for page, notebook in found:
            html = page.read_text(encoding="utf-8")
            assert f'<html lang="{lang}"' in html, page.name
            other = other_language_found(html_text(html), lang, notebook)
            assert not other, f"{page.name} holds {len(other)} texts of another language, e.g. {other[:3]}"


def test_every_link_of_an_app_leads_to_a_file_of_the_site(static_site):
    """The rules pages an app links (rules/ohio.fr.html#o3 in French) are beside it, and its links to other
    notebooks lead to their apps in the page's language (yozu.ipynb?lang=en -> yozu.en.html), never to a notebook
    file."""
    site = static_site.folder
    assert not list(site.rglob("*.ipynb"))
    linked = set()
    for page in (site / "voici" / "render").glob("*.html"):
        for reference in pages.handout.references(page.read_text(encoding="utf-8")):
            path = pages.handout.local_path(reference)
            if path:
                assert (page.parent / path).is_file(), (page.name, reference)
                linked.add((page.name, path))
    assert {("ohio.html", "rules/ohio.fr.html"), ("ohio.en.html", "rules/ohio.en.html"),
            ("yozu.html", "yozu_probability.html"), ("yozu.en.html", "yozu_probability.en.html"),
            ("yozu_probability.en.html", "yozu.en.html")} <= linked


def test_no_page_of_the_site_names_another_host(static_site):
    for page in site_pages(static_site.folder):
        html = page.read_text(encoding="utf-8")
        assert pages.remote_references(html) == [], page
        assert "cdn.jsdelivr.net" not in html and "unpkg.com" not in html, page


def test_each_app_finds_the_runtime_from_its_own_folder_and_gives_its_query_to_the_kernel(static_site):
    site = static_site.folder
    for page in (site / "voici" / "render").glob("*.html"):
        html = page.read_text(encoding="utf-8")
        config = json.loads(pages.CONFIG.search(html)[2])
        kernel = config["litePluginSettings"][pages.PYODIDE_KERNEL]
        script = (page.parent / kernel["pyodideUrl"]).resolve()     # the warm start, beside the runtime it loads
        assert script == (site / "static" / "pyodide" / warmstart.SCRIPT).resolve() and script.is_file()
        assert (script.parent / "pyodide.js").is_file()
        assert kernel["disablePyPIFallback"] is True
        assert "cardgames-notebooks" in kernel["loadPyodideOptions"]["packages"]
        assert html.index(pages.QUERY_SCRIPT) > pages.CONFIG.search(html).end() - 1
        assert "QUERY_STRING: query" in html and "documentElement.lang" in html
        assert '"outputs": []' in html or '"outputs":[]' in html, "the apps carry no saved outputs"


def test_the_site_lock_serves_every_package_the_kernel_loads_and_names_matplotlib_online(static_site):
    folder = static_site.folder / "static" / "pyodide"
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    assert lock["info"]["python"].startswith(SETTINGS["python"] + ".")
    for name, entry in packages.items():
        for needed in entry["depends"]:
            assert needed in packages, (name, needed)
        if entry["file_name"].startswith("https://"):
            assert entry["file_name"].startswith(ONLINE), name
            continue
        wheel = folder / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name
    served = {name for name, entry in packages.items() if not entry["file_name"].startswith("https://")}
    assert {"cardgames-notebooks", "ipywidgets", "anywidget", "ipython", "pyodide-kernel", "micropip"} <= served
    assert packages["cardgames-notebooks"]["depends"] == ["anywidget", "ipywidgets", "tqdm"]
    assert "matplotlib" in packages and "matplotlib" not in served, "the default build loads matplotlib online"
    assert not any(name.startswith(("numpy", "scipy")) for name in served)


def test_the_site_stays_under_40_mb(static_site):
    files = [path for path in static_site.folder.rglob("*") if path.is_file()]
    size = sum(path.stat().st_size for path in files)
    assert size < SITE_LIMIT, f"{size / 1e6:.1f} MB in {len(files)} files"
    assert not list(static_site.folder.rglob("*.map")), "no source maps"


# Run in a Python of its own: every module of cardlib and widgets imported, then the top-level packages loaded.
IMPORT_ALL = """
import importlib, json, pkgutil, sys
at_start = set(sys.modules)       # what the interpreter's start loaded (site, the environment's .pth hooks)
for package in ("cardlib", "widgets"):
    module = importlib.import_module(package)
    for info in pkgutil.walk_packages(module.__path__, package + "."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
print(json.dumps(sorted({name.split(".")[0] for name in set(sys.modules) - at_start} - set(sys.stdlib_module_names))))
"""


def test_the_packages_import_nothing_the_browser_lacks_when_they_load():
    """A page's kernel has the wheels of requirements/browser.txt only: a module of cardlib or widgets that
    imports another package when it loads (mistune for the rules pages, matplotlib for the figures) stops the
    page at its first cell. Such imports belong inside the functions that need them."""
    import subprocess
    import sys

    from staticsite.settings import browser_pins

    done = subprocess.run([sys.executable, "-c", IMPORT_ALL], capture_output=True, text=True, timeout=120, check=True)
    loaded = {name for name in json.loads(done.stdout.splitlines()[-1]) if not name.startswith("_")
              and not name.endswith("__mypyc")}          # psygnal's compiled part here; its pure wheel there
    importable = {pin.name.lower().replace("-", "_") for pin in browser_pins()} | {"cardlib", "widgets", "class_hub"}
    assert {name for name in loaded if name.lower() not in importable} == set()
    assert {"cardlib", "widgets", "ipywidgets", "anywidget"} <= loaded


def test_a_page_address_is_made_relative_to_the_page():
    html = ('<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/x/all.min.css" type="text/css" />\n'
            '<script id="jupyter-config-data" type="application/json">{"litePluginSettings": {"'
            + pages.PYODIDE_KERNEL + '": {"pyodideUrl": "./static/pyodide/pyodide.js", "pipliteUrls": '
            '["./extensions/all.json"]}}}</script><p>x</p>')
    fixed = pages.fix_page(html, 2)
    config = json.loads(pages.CONFIG.search(fixed)[2])
    kernel = config["litePluginSettings"][pages.PYODIDE_KERNEL]
    assert kernel["pyodideUrl"] == "../../static/pyodide/pyodide.js"
    assert kernel["pipliteUrls"] == ["../../extensions/all.json"]
    assert "cdn.jsdelivr.net" not in fixed and fixed.endswith("<p>x</p>")
    with pytest.raises(ValueError):
        pages.fix_page("<p>not a Voici page</p>", 2)


def test_a_page_is_its_language_s_and_sends_a_reader_asking_for_another_to_that_page():
    html = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<script id="jupyter-config-data" '
            'type="application/json">{}</script></head><body><a href="yozu_probability.ipynb?lang=en#q1">lesson</a>'
            '<a href="yozu.ipynb?lang=fr">fr</a><a href="yozu.ipynb">none</a></body></html>')
    fixed = pages.fix_page(html, 2, name="yozu", languages=["fr", "en"], lang="en")
    assert '<html lang="en">' in fixed
    head = fixed[fixed.index("<head>"):]
    assert head.index("one page per language") < head.index("<meta charset"), "the first script of the page"
    assert '{"fr": "yozu.html", "en": "yozu.en.html"}, here = "en"' in fixed
    assert 'href="yozu_probability.en.html?lang=en#q1"' in fixed
    assert 'href="yozu.html?lang=fr"' in fixed and 'href="yozu.html"' in fixed
    # Voici writes a notebook's link as a page's; a link asking for another language goes to that page too
    assert pages.app_links('<a href="lesson.html?lang=en">', default="fr") == '<a href="lesson.en.html?lang=en">'
    assert pages.app_links('<a href="rules/ohio.en.html#o3">', default="fr") == '<a href="rules/ohio.en.html#o3">'
    assert pages.app_links('<a href="ohio.en.html?lang=en">', default="fr") == '<a href="ohio.en.html?lang=en">'
    assert pages.page_name("ohio", "fr", ["fr", "en"]) == "ohio.html" == pages.page_name("ohio", "fr", ["fr"])
    # the kernel gets the page's language when the address names none (QUERY_SCRIPT reads <html lang>)
    assert "document.documentElement.lang" in pages.QUERY_SCRIPT


# --- in Chromium -------------------------------------------------------------------------------

# The game pages' tests, in one worker, share one browser context (``site_page``).
SITE_PAGES = pytest.mark.xdist_group("static_site_pages")


@pytest.fixture(scope="module")
def site_context(chromium):
    """One browser context for the game pages' tests, as one student's browser: the first page opened keeps a
    snapshot of Python (a cold start, which the warm-start test checks in a context of its own) and the others
    start from it (a later visit: 6 s of CPU instead of 22), whichever game and language they open."""
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    foreign = record_foreign_requests(context)
    yield context, foreign
    context.close()


@pytest.fixture
def site_page(site_context, request):
    """A new page of ``site_context`` for one test (the ``page`` fixture's checks: a screenshot if it fails, and it
    fails if the page asked another host for anything)."""
    context, foreign = site_context
    tab = context.new_page()
    tab.foreign_requests = foreign
    before = len(foreign)
    yield tab
    try:
        after_test(tab, request, before)
    finally:
        tab.close()


def game_table(page):
    """The page's whole game (the table with the share button), once drawn."""
    expect(page.locator(SHARE).last).to_be_visible(timeout=PAGE_LOAD)
    return page.locator(TABLE).filter(has=page.locator(SHARE)).last


def holds_one_language(page, lang, notebook):
    """The page's text (shown or not, its tables' included) holds nothing of the other language (issue 34)."""
    other = other_language_found(page.evaluate(PAGE_TEXT), lang, notebook)
    assert not other, f"{notebook}?lang={lang} holds {len(other)} texts of another language, e.g. {other[:5]}"


def first_card_changes_the_table(page, game):
    """Click the first playable part of ``game``'s table and check that the table's picture changes."""
    table = game_table(page)
    part = table.locator(PLAYABLE[game]).first
    expect(part).to_be_visible(timeout=PAGE_LOAD)
    before = table.locator(PICTURE).inner_html()
    part.click()
    page.wait_for_function(PICTURE_CHANGED, arg=before, timeout=CLICK)
    assert "Traceback" not in page.content()


def position_link(page, site):
    """Play the first card of the Ohio page of ``site`` (in English), then copy a link to the position: (the link, the
    table's picture). The link names the page asked for (in English: the English page) and its language."""
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    first_card_changes_the_table(page, "ohio")
    table = game_table(page)
    expect(table.locator(".cardgames-thinking")).to_have_count(0, timeout=CLICK)
    table.locator(SHARE).click()
    field = table.locator(FIELD)
    expect(field).to_be_visible(timeout=CLICK)
    link = field.input_value()
    parts = urlsplit(link)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == site.page_url("ohio.en")
    query = parse_qs(parts.query)
    assert query["lang"] == ["en"] and query["position"][0].startswith("1.")
    return link, table.locator(PICTURE).inner_html()


@pytest.mark.browser
@SITE_PAGES
def test_the_ohio_page_plays_offline_in_french_its_guided_game_and_in_hot_seat(site_page, static_site):
    """Ohio in French: a card played in the browser's own Python; the sentence saying that class features need the
    class server (issue 36); the guided first game to its end (issue 35); then two people at one screen (hot seat)."""
    page = site_page
    page.goto(static_site.page_url("ohio", "lang=fr"), wait_until="commit")
    table = game_table(page)
    expect(table).to_contain_text("Votre main", timeout=PAGE_LOAD)
    first_card_changes_the_table(page, "ohio")
    holds_one_language(page, "fr", "ohio.ipynb")
    # Where a page joins a class in Voila (issue 36), the site says what class features need.
    expect(page.locator(".cardgames-class-static")).to_have_text(
        "Les fonctions de classe (estimations mises en commun, vue du professeur) demandent le serveur de classe, "
        "sur la machine du professeur\u00a0: python3 dev.py class.")
    assert page.locator(".cardgames-class-form").is_hidden()
    # The guided first game (issue 35), from its choice on the first screen to « play a real game ».
    assert guided_to_the_end(page, "ohio", "fr") >= 8
    table = game_table(page)
    # Two people at the table (hot seat): a new game opens on the panel that hides every hand.
    table.locator(".cardgames-humans select").select_option("2")
    table.locator(".cardgames-new").click()
    expect(table.locator(".cardgames-handover")).to_contain_text(re.compile(r"Passez l'écran à Joueur [12]"),
                                                                  timeout=CLICK)      # the first player is drawn
    assert table.locator(".card").count() == 0, "no card of any hand behind the panel"
    table.locator(".cardgames-handover [data-action='show-hand']").click()
    expect(table.locator(PLAYABLE["ohio"]).first).to_be_visible(timeout=CLICK)


@pytest.mark.browser
@SITE_PAGES
def test_the_woo_page_plays_offline_with_its_tools(site_page, static_site):
    """Woo in English: the Hint (the search bot, in the browser), a card, Undo and the teacher view, as in Voila;
    the page stays in its link's language, with no language switch (issue 34); then the guided first game to its
    end (issue 35)."""
    page = site_page
    page.goto(static_site.page_url("woo", "lang=en"), wait_until="commit")
    table = game_table(page)
    expect(table).to_contain_text("Your hand", timeout=PAGE_LOAD)
    hand = table.locator(".woo-card[data-action^='play ']")
    expect(table.locator(PLAYABLE["woo"]).first).to_be_visible(timeout=PAGE_LOAD)
    cards = hand.count()
    holds_one_language(page, "en", "woo.ipynb")
    table.locator(".cardgames-hint").click()
    expect(table.locator(EXPLANATION)).to_contain_text("Hint from", timeout=CLICK)
    expect(table.locator("[data-hinted]")).to_have_count(1, timeout=CLICK)
    first_card_changes_the_table(page, "woo")
    expect(table.locator(".cardgames-thinking")).to_have_count(0, timeout=CLICK)
    table.locator(".cardgames-undo").click()
    expect(hand).to_have_count(cards, timeout=CLICK)
    before = table.locator(PICTURE).inner_html()
    table.locator(".cardgames-teacher-toggle").click()
    page.wait_for_function(PICTURE_CHANGED, arg=before, timeout=CLICK)
    expect(table.locator("button", has_text="Français")).to_have_count(0)
    expect(table).not_to_contain_text("Votre main")
    assert guided_to_the_end(page, "woo", "en") >= 8          # the guided first game (issue 35), to its end


@pytest.mark.browser
def test_a_later_visit_starts_python_from_the_snapshot_and_a_position_link_opens_in_another_browser(
        page, chromium, static_site):
    """The warm start (staticsite.warmstart): the first visit (Ohio, in English) keeps a snapshot of Python in the
    browser; the next page (Woo, in French) starts from it, in its own page's language (the snapshot was made
    with the first page's query string), and plays: the Hint (the search bot) and a card. A snapshot the runtime
    refuses costs a cold start, nothing more. The first visit's position link (a card played, then the share
    button) opens the same position in another browser."""
    said = []
    page.context.on("console", lambda message: said.append(message.text))
    page.goto(static_site.page_url("ohio", "lang=en"), wait_until="commit")
    expect(game_table(page)).to_contain_text("Your hand", timeout=PAGE_LOAD)
    assert urlsplit(page.url).path.endswith("/ohio.en.html"), "ohio.html?lang=en goes to the English page"
    holds_one_language(page, "en", "ohio.ipynb")
    for _ in range(60):
        if any(f"{WARM} snapshot kept" in text for text in said):
            break
        page.wait_for_timeout(500)
    assert any(f"{WARM} snapshot kept" in text for text in said), said
    link, picture = position_link(page, static_site)

    later = page.context.new_page()
    later.goto(static_site.page_url("woo", "lang=fr"), wait_until="commit")
    table = game_table(later)
    expect(table).to_contain_text("Votre main", timeout=PAGE_LOAD)
    holds_one_language(later, "fr", "woo.ipynb")
    assert any(f"{WARM} Python started from this browser's snapshot" in text for text in said), said
    table.locator(".cardgames-hint").click()
    expect(table.locator(EXPLANATION)).to_contain_text("Indice du robot", timeout=CLICK)
    first_card_changes_the_table(later, "woo")

    # A snapshot the runtime refuses (here its first bytes spoilt) only costs a cold start: the page plays.
    assert later.evaluate(SPOIL_SNAPSHOT) == 1, "the browser keeps one snapshot"
    said.clear()
    third = page.context.new_page()
    third.goto(static_site.page_url("ohio", "lang=fr"), wait_until="commit")
    first_card_changes_the_table(third, "ohio")
    assert any(f"{WARM} the snapshot was refused" in text for text in said), said
    assert not any("Python started from this browser's snapshot" in text for text in said), said

    # The position link of the first visit, opened in another browser (its own context: nothing shared but the link).
    other = chromium.new_context(viewport={"width": 1280, "height": 900})
    try:
        foreign = record_foreign_requests(other)
        opened_page = other.new_page()
        opened_page.goto(link, wait_until="commit")
        opened = game_table(opened_page)
        expect(opened.locator(EXPLANATION)).to_contain_text("The position of the link you opened", timeout=PAGE_LOAD)
        assert opened.locator(PICTURE).inner_html() == picture
        assert foreign == []
    finally:
        other.close()


@pytest.mark.browser
@SITE_PAGES
@pytest.mark.parametrize("game, lang", [("hue", "fr"), ("yoyo", "en"), ("yozu", "fr")])
def test_the_other_game_pages_play_offline_in_one_language(site_page, static_site, game, lang):
    """Hue, Yoyo and Yozu, each in one language (Ohio and Woo are played in both above): a first move, the page's
    language only. Every page of the site, in both languages, holds its language's prose only (without a browser,
    above); each game's kernel speaks both in the Voila tests."""
    page = site_page
    page.goto(static_site.page_url(game, f"lang={lang}"), wait_until="commit")
    first_card_changes_the_table(page, game)
    assert page.evaluate("() => document.documentElement.lang") == lang
    holds_one_language(page, lang, f"{game}.ipynb")


@pytest.mark.browser
def test_the_gallery_asked_for_in_english_is_the_english_gallery(page, static_site):
    """index.html?lang=en (a link written for Voila's gallery) goes to index.en.html: English only, <html lang="en">;
    its link to the French gallery leads back to index.html."""
    page.goto(static_site.url + "index.html?lang=en")
    page.wait_for_url(re.compile(r"/index\.en\.html\?lang=en$"))
    assert page.evaluate("() => document.documentElement.lang") == "en"
    holds_one_language(page, "en", "index.ipynb")
    expect(page.get_by_role("link", name="▶ Play Ohio")).to_have_attribute("href", "voici/render/ohio.en.html?lang=en")
    page.get_by_role("link", name="Français").click()
    page.wait_for_url(re.compile(r"/index\.html\?lang=fr$"))
    holds_one_language(page, "fr", "index.ipynb")


# --- the lessons' packages from a Pyodide distribution (--pyodide) ------------------------------

# The runtime's lock's info (Pyodide 0.29's npm package names no version in it).
RUNTIME_INFO = {"abi_version": "2025_0", "arch": "wasm32", "platform": "emscripten_4_0_9", "python": "3.13.2"}


def fake_distribution(folder, info=RUNTIME_INFO, corrupt=None):
    """A folder shaped as a Pyodide distribution: matplotlib needing numpy and packaging, each a small file."""
    folder.mkdir(parents=True)
    packages = {}
    for name, depends in (("matplotlib", ["numpy", "packaging"]), ("numpy", []), ("packaging", []), ("scipy", [])):
        file_name = f"{name}-1.0-cp313-cp313-pyemscripten_2025_0_wasm32.whl"
        data = f"the {name} wheel".encode()
        (folder / file_name).write_bytes(data)
        digest = hashlib.sha256(b"not this" if name == corrupt else data).hexdigest()
        packages[name] = {"name": name, "version": "1.0", "file_name": file_name, "sha256": digest,
                          "depends": depends, "imports": [name], "install_dir": "site", "package_type": "package"}
    (folder / "pyodide-lock.json").write_text(json.dumps({"info": info, "packages": packages}))
    return folder


def test_a_pyodide_distribution_serves_the_lessons_packages_from_the_site(tmp_path):
    from staticsite import runtime

    settings = {"pyodide": "0.29.5", "lessons": ["matplotlib"]}
    runtime_lock = {"info": RUNTIME_INFO}
    distribution = runtime.Distribution(fake_distribution(tmp_path / "pyodide"), "0.29.5", tmp_path / "cache")
    dest = tmp_path / "site"
    dest.mkdir()
    entries = runtime.lesson_entries(runtime_lock, settings, {"packaging"}, dest, distribution, say=lambda m: None)
    assert sorted(entries) == ["matplotlib", "numpy"], "what the site already serves (packaging) is kept"
    for entry in entries.values():
        assert not entry["file_name"].startswith("http") and (dest / entry["file_name"]).is_file()
    online = runtime.lesson_entries(distribution.lock(RUNTIME_INFO), settings, {"packaging"}, dest)
    assert online["matplotlib"]["file_name"] == (
        "https://cdn.jsdelivr.net/pyodide/v0.29.5/full/matplotlib-1.0-cp313-cp313-pyemscripten_2025_0_wasm32.whl")


def test_a_pyodide_distribution_for_another_runtime_or_with_a_wrong_file_is_refused(tmp_path):
    from staticsite import runtime

    settings = {"pyodide": "0.29.5", "lessons": ["matplotlib"]}
    runtime_lock = {"info": RUNTIME_INFO}
    older = {"abi_version": "2024_0", "arch": "wasm32", "python": "3.12.7", "version": "0.27.6"}
    other = runtime.Distribution(fake_distribution(tmp_path / "old", info=older), "0.29.5", tmp_path / "cache")
    with pytest.raises(runtime.BuildError, match="Pyodide 0.27.6 .Python 3.12.7"):
        runtime.lesson_entries(runtime_lock, settings, set(), tmp_path, other)
    renamed = runtime.Distribution(fake_distribution(tmp_path / "renamed", info={**RUNTIME_INFO, "version": "0.29.4"}),
                                   "0.29.5", tmp_path / "cache")
    with pytest.raises(runtime.BuildError, match="0.29.4"):
        runtime.lesson_entries(runtime_lock, settings, set(), tmp_path, renamed)
    broken = runtime.Distribution(fake_distribution(tmp_path / "broken", corrupt="numpy"), "0.29.5", tmp_path / "c")
    with pytest.raises(runtime.BuildError, match="SHA-256"):
        runtime.lesson_entries(runtime_lock, settings, set(), tmp_path, broken, say=lambda message: None)
    with pytest.raises(runtime.BuildError, match="no pyodide-lock.json"):
        runtime.Distribution(tmp_path / "nowhere", "0.29.5", tmp_path / "cache")


# --- the wheels compiled ahead (staticsite/bytecode.py) -----------------------------------------

def small_wheel(folder, name):
    """A wheel ``name``-1.0 holding one package with one module, and its dist-info."""
    import zipfile

    path = folder / f"{name}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{name}/__init__.py", "ANSWER = 6 * 7\n")
        archive.writestr(f"{name}-1.0.dist-info/METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    return path


def test_the_wheels_are_compiled_with_the_browsers_python(static_site, tmp_path):
    """Other projects' wheels become sourceless, the project's keeps its sources beside unchecked bytecode of
    the runtime's Python, and the site's wheels are compiled so."""
    import shutil
    import zipfile

    from staticsite import bytecode

    if shutil.which("node") is None:
        pytest.fail("Node.js is needed to compile the wheels (the build serves them uncompiled without it)")
    other, own = small_wheel(tmp_path, "other"), small_wheel(tmp_path, "cardgames_notebooks")
    runtime = static_site.folder / "static" / "pyodide"
    assert bytecode.compile_wheels([other, own], runtime, say=lambda message: None) == 2
    assert sorted(zipfile.ZipFile(other).namelist()) == ["other-1.0.dist-info/METADATA", "other/__init__.pyc"]
    names = zipfile.ZipFile(own).namelist()
    assert "cardgames_notebooks/__init__.py" in names
    pyc = zipfile.ZipFile(own).read(f"cardgames_notebooks/__pycache__/__init__.{CACHE_TAG}.pyc")
    assert int.from_bytes(pyc[4:8], "little") == 0b01, "hash-based and unchecked: valid whatever the files' times"
    site_wheels = {path.name.split("-")[0]: zipfile.ZipFile(path).namelist() for path in runtime.glob("*.whl")}
    assert "IPython/__init__.pyc" in site_wheels["ipython"] and "IPython/__init__.py" not in site_wheels["ipython"]
    assert "cardlib/__init__.py" in site_wheels["cardgames_notebooks"]
    assert f"cardlib/__pycache__/__init__.{CACHE_TAG}.pyc" in site_wheels["cardgames_notebooks"]


def test_without_node_the_wheels_are_served_uncompiled_and_the_build_says_so(tmp_path, monkeypatch):
    from staticsite import bytecode

    wheel = small_wheel(tmp_path, "other")
    before = wheel.read_bytes()
    said = []
    monkeypatch.setattr(bytecode.shutil, "which", lambda name: None)
    assert bytecode.compile_wheels([wheel], tmp_path, say=said.append) is None
    assert wheel.read_bytes() == before and "Node.js not found" in said[0]


def test_dev_py_serves_a_built_site_to_a_class(static_site):
    """`python3 dev.py serve-site` (standard library only) serves the site's files with their types: the runtime's
    WebAssembly as application/wasm, which browsers compile as it downloads."""
    import subprocess
    import sys
    import time
    import urllib.request

    from conftest import ROOT, free_port, stop_group, _die_with_parent

    port = free_port()
    server = subprocess.Popen([sys.executable, str(ROOT / "dev.py"), "serve-site", "--dir", str(static_site.folder),
                               "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              preexec_fn=_die_with_parent)
    try:
        said = server.stdout.readline()
        assert f"open http://127.0.0.1:{port}/" in said
        deadline = time.monotonic() + 30
        while True:
            try:
                page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5)
                break
            except OSError:
                assert time.monotonic() < deadline, "dev.py serve-site did not answer"
                time.sleep(0.2)
        assert 'href="index.en.html?lang=en"' in page.read().decode("utf-8"), "the French gallery"
        runtime = urllib.request.urlopen(f"http://127.0.0.1:{port}/static/pyodide/pyodide.asm.wasm", timeout=5)
        assert runtime.headers["Content-Type"] == "application/wasm"
    finally:
        stop_group(server)
