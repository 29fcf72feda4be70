"""The join bar's page side (widgets/classroom/class_bar.js), in Chromium with a stand-in model: the page draws the
student's token and keeps it before it asks to join, asks again when no answer comes, joins again by itself after a
reload, and says every answer, a refusal the same as the last one included (issue 36: a class of 30 once left pages
at "Joining the class…" for good, and the student, whose token the page never got, could not come back under their
nickname), and asks only once the page has built its widgets (a reloaded student's question said nothing of the
reveal: what the join changed had reached the page before its widgets were listening)."""

import base64
import json

import pytest

from conftest import clocked_stand_in_page
from widgets.classroom.class_bar import ClassBar

SCRIPT = ClassBar._esm                    # class_bar.js after its helper (widgets_ready.js), as the page gets it
SCRIPT_URL = "data:text/javascript;base64," + base64.b64encode(SCRIPT.encode()).decode()
PAGE = "http://class.test/voila/render/ohio.ipynb"       # a real origin: the page keeps the class in localStorage
LABELS = {"intro": "In a class?", "code": "Class code", "nickname": "Nickname", "join": "Join the class",
          "leave": "Leave the class", "joining": "Joining the class…", "unanswered": "No answer came.",
          "reloading": "No answer came: the page reloads."}
# class_bar.js rendered into #root with a stand-in model: window.bar.sent holds what the page sent the kernel;
# bar.set(name, value) changes a trait as the kernel would, bar.message(content) delivers a custom message.
STAND_IN = """async ([url, labels]) => {
    const mod = await import(url);
    const handlers = {};
    const values = {labels, status: "", joined: {}};
    const model = {sent: [], get(name) { return values[name]; }, send(m) { this.sent.push(m); },
                   on(event, f) { (handlers[event] = handlers[event] || []).push(f); }, off() {}};
    mod.default.render({model, el: document.getElementById('root')});
    window.bar = {
        sent: model.sent,
        set(name, value) {                  // as a widget's model: no change event when the value stays the same
            if (JSON.stringify(values[name]) === JSON.stringify(value)) return;
            values[name] = value;
            (handlers['change:' + name] || []).forEach(f => f());
        },
        message(content) { (handlers['msg:custom'] || []).forEach(f => f(content, [])); },
    };
}"""


@pytest.fixture
def bar_page(chromium):
    """A page at PAGE (query ``?class=K7QM-P2XD``) whose bar is rendered by ``open_bar(page)``, with a clock the test
    moves on."""
    yield from clocked_stand_in_page(chromium, '<!doctype html><title>Ohio</title><div id="root"></div>')


def open_bar(page, query="?class=K7QM-P2XD"):
    page.goto(PAGE + query)
    page.evaluate(STAND_IN, [SCRIPT_URL, LABELS])


def kept(page):
    return json.loads(page.evaluate("() => localStorage.getItem('cardgames-class') || 'null'"))


def type_and_join(page, nickname):
    page.fill("#root .cardgames-class-nickname", nickname)
    page.click("#root .cardgames-class-join")


def joins(page):
    return [sent["join"] for sent in page.evaluate("() => bar.sent") if "join" in sent]


@pytest.mark.browser
def test_the_page_keeps_the_token_it_drew_before_asking_and_asks_again_without_an_answer(bar_page):
    page = bar_page
    open_bar(page)
    assert page.input_value("#root .cardgames-class-code") == "K7QM-P2XD"         # from the teacher's link
    type_and_join(page, "  Zoé ")
    (asked,) = joins(page)
    assert asked["code"] == "K7QM-P2XD" and asked["nickname"] == "Zoé" and asked["page"] == "ohio"
    assert len(asked["token"]) == 32 and set(asked["token"]) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert {k: v for k, v in kept(page).items() if k != "at"} == {
        "code": "K7QM-P2XD", "nickname": "Zoé", "token": asked["token"]}          # kept before any answer
    assert page.text_content("#root .cardgames-class-status") == "Joining the class…"
    page.clock.run_for(16_000)                                                    # the answer was lost on the way
    assert [join["token"] for join in joins(page)] == [asked["token"]] * 2
    page.clock.run_for(16_000 * 4)
    assert len(joins(page)) == 6
    with page.expect_navigation():                    # no answer to six asks: the page reloads itself, once...
        page.clock.run_for(16_000)
    assert page.evaluate("() => typeof window.bar") == "undefined"
    page.evaluate(STAND_IN, [SCRIPT_URL, LABELS])     # ... and its bar joins again with the token it kept
    (again,) = joins(page)
    assert again["token"] == asked["token"] and again["nickname"] == "Zoé"
    page.clock.run_for(16_000 * 6)                    # unanswered again: no second reload, the student is told
    assert len(joins(page)) == 6 and page.text_content("#root .cardgames-class-status") == "No answer came."

    # The page reloaded (the student, tired of waiting): it joins again by itself with the token it kept.
    open_bar(page)
    again = joins(page)
    assert len(again) == 1 and again[0]["token"] == asked["token"] and again[0]["nickname"] == "Zoé"
    page.evaluate("""() => { bar.set('joined', {code: 'K7QM-P2XD', nickname: 'Zoé', token: '%s'});
                             bar.set('status', 'You are in class K7QM-P2XD as Zoé.');
                             bar.message({answered: true, joined: true, refused: false}); }""" % asked["token"])
    page.clock.run_for(60_000)
    assert len(joins(page)) == 1, "no join asked again once in the class"
    assert page.is_visible("#root .cardgames-class-leave") and not page.is_visible("#root .cardgames-class-join")


@pytest.mark.browser
def test_a_refused_join_keeps_what_was_kept_before_and_each_refusal_is_said(bar_page):
    page = bar_page
    open_bar(page, "")
    page.evaluate("""() => localStorage.setItem('cardgames-class', JSON.stringify(
        {code: 'K7QM-P2XD', nickname: 'Ali', token: 'ali-token-from-the-hub-0123', at: Date.now()}))""")
    open_bar(page, "?class=ABCD-EFGH")                 # another class's link: no rejoin of Ali's class by itself
    assert joins(page) == []
    taken = "Another student of the class is called Zoé."
    for _ in range(2):                                 # the same refusal twice: said twice, not left at "Joining"
        type_and_join(page, "Zoé")
        assert page.text_content("#root .cardgames-class-status") == "Joining the class…"
        page.evaluate("""(taken) => { bar.set('status', taken);
                                      bar.message({answered: true, joined: false, refused: true}); }""", taken)
        assert page.text_content("#root .cardgames-class-status") == taken
        assert kept(page)["nickname"] == "Ali" and kept(page)["token"] == "ali-token-from-the-hub-0123"
    page.clock.run_for(60_000)
    assert len(joins(page)) == 2, "a refused join is not asked again"
    # The hub out of reach is no refusal: the token drawn stays, the hub may have written the join.
    type_and_join(page, "Bea")
    drawn = joins(page)[-1]["token"]
    page.evaluate("() => { bar.set('status', 'The class server does not answer.');"
                  " bar.message({answered: true, joined: false, refused: false}); }")
    assert kept(page)["nickname"] == "Bea" and kept(page)["token"] == drawn


@pytest.mark.browser
def test_the_page_joins_only_once_voila_has_built_its_widgets(bar_page):
    page = bar_page
    page.goto(PAGE)
    page.evaluate("""() => { window.jupyterapp = {widgetManager: {restoredStatus: false}};
        localStorage.setItem('cardgames-class', JSON.stringify(
            {code: 'K7QM-P2XD', nickname: 'Cy', token: 'cy-token-drawn-by-the-page-0123', at: Date.now()})); }""")
    page.evaluate(STAND_IN, [SCRIPT_URL, LABELS])      # reloaded: Cy's page joins again by itself...
    assert page.text_content("#root .cardgames-class-status") == "Joining the class…"
    page.clock.run_for(5_000)
    assert joins(page) == [], "... not while Voila is still building the page's widgets"
    page.evaluate("() => { window.jupyterapp.widgetManager.restoredStatus = true; }")
    page.clock.run_for(100)
    assert [join["token"] for join in joins(page)] == ["cy-token-drawn-by-the-page-0123"]

    # A page whose widgets never finish (one failed) still joins, after WIDGETS_WAIT_MS.
    page.goto(PAGE)
    page.evaluate("() => { window.jupyterapp = {widgetManager: {restoredStatus: false}}; }")
    page.evaluate(STAND_IN, [SCRIPT_URL, LABELS])
    page.clock.run_for(29_000)
    assert len(joins(page)) == 0
    page.clock.run_for(1_100)
    assert len(joins(page)) == 1
