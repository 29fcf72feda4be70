"""Every page reloads itself, once, when Voila never builds its widgets (share/jupyter/voila/templates/cardgames/
restore_watch.js, in the gallery's page template): in a class of 30 loading at once on a 2-core server, a page now
and then stayed without a single widget, its kernel connected and answering (benchmarks/README.md). Driven in
Chromium with a stand-in widget manager and the page's clock; and the template puts the script in every page."""

import pytest

from conftest import ROOT, clocked_stand_in_page, start_voila
from server_helpers import get, write_notebook

SCRIPT = (ROOT / "share" / "jupyter" / "voila" / "templates" / "cardgames" / "restore_watch.js").read_text()
PAGE = "http://class.test/voila/render/ohio.ipynb"
# window.jupyterapp.widgetManager as Voila's: its kernel's connection status, whether the widgets are built.
STAND_IN = """([connected, restored]) => {
  window.jupyterapp = {widgetManager: {restoredStatus: restored,
                                       kernel: {connectionStatus: connected ? "connected" : "connecting"}}};
}"""


@pytest.fixture
def watched(chromium):
    yield from clocked_stand_in_page(chromium, "<!doctype html><title>Ohio</title><p>page</p>")


def open_page(page, connected=True, restored=False):
    page.goto(PAGE)
    page.evaluate(STAND_IN, [connected, restored])
    page.evaluate("() => { window.sameDocument = true; }")         # gone once the page is loaded again
    page.add_script_tag(content=SCRIPT)


def reloaded_at(page):
    """When the page last reloaded itself for its widgets (the script's own note), or None."""
    return page.evaluate("() => sessionStorage.getItem('cardgames-restore-reloaded')")


def same_document(page):
    return page.evaluate("() => window.sameDocument === true")


def test_a_page_whose_widgets_are_never_built_reloads_itself_once(watched):
    open_page(watched)
    watched.clock.run_for(59_000)
    assert reloaded_at(watched) is None and same_document(watched), "a page still building its widgets is left alone"
    with watched.expect_navigation():
        watched.clock.run_for(3_000)
    first = reloaded_at(watched)
    assert first is not None and not same_document(watched)
    open_page(watched)                                    # the reloaded page, stuck again
    watched.clock.run_for(120_000)
    assert reloaded_at(watched) == first and same_document(watched), "not twice within ten minutes"


def test_a_page_whose_widgets_are_built_or_whose_kernel_is_not_connected_stays(watched):
    open_page(watched, connected=True, restored=True)
    watched.clock.run_for(120_000)
    assert same_document(watched)
    open_page(watched, connected=False, restored=False)   # no kernel yet: the page is still loading
    watched.clock.run_for(120_000)
    assert same_document(watched) and reloaded_at(watched) is None


def test_every_page_of_the_gallery_carries_the_watch(tmp_path):
    served = tmp_path / "served"
    served.mkdir()
    write_notebook(served, "app.ipynb", "print('hello')")
    server = start_voila(served, "restore-watch", tmp_path, ["--template=cardgames"])
    try:
        status, _headers, body = get(server.render_url("app.ipynb"))
        assert status == 200 and "function watchTheRestore()" in body
    finally:
        server.stop()
