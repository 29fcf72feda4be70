"""End to end: the Woo app (``notebooks/woo.ipynb``) served by Voila, driven in headless Chromium.

The Woo table (``widgets.woo.WooTable``) draws one HTML output in which the human's hand cards carry
``data-action="play QS"`` and the class ``woo-card playable`` or ``woo-card refused``, the
announcements legal now are ``.woo-action`` parts with their notation as ``data-action``, the trick
in play and the last trick show their cards with ``data-card``, and a refusal or a hint appears in
the element of class ``cardgames-explanation``. The notebook holds several tables: a deal to try,
the whole game against the search bot, first (issue 34: the game on the first screen), then a deal to try
and the closed-phase example (the human follows after a close: cards refused by W5).
"""

import re

import pytest
from playwright.sync_api import expect

import cardlib
from cardlib.text import i18n

from conftest import ROOT
from lesson_questions import RUN, asked_again, check, drawn, find_question, guess, run_to_the_end
from test_voila import CLICK, EXPLANATION, FIRST_LOAD, TABLE, click_and_wait, deal, save_screenshot

# One page for the module: the tests restart its whole game with a seed, or use an example's table.
pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("voila_woo")]

WOO_APP = "woo.ipynb"
PLAYABLE = ".woo-card.playable[data-action^='play ']"
REFUSED = ".woo-card.refused[data-action^='play ']"
HAND = ".woo-hand .woo-card[data-action^='play ']"
SCREENSHOT = ROOT / "docs" / "images" / "woo-app.png"
OYA_SEED = 2          # WooTable(seed=2): the human (Player 1) is the first Oya, free to close at once
BOT_OYA_SEED = 5      # WooTable(seed=5): the bot (Player 2) is the first Oya: it moves first
THINKING = re.compile(r"is thinking|réfléchit")


def open_woo(page, voila):
    """Open the Woo app and wait until every cell has run; return the page's tables."""
    response = page.goto(voila.render_url(WOO_APP), wait_until="commit")
    assert response is not None and response.ok, f"{WOO_APP}: HTTP {response and response.status}"
    tables = page.locator(TABLE)
    expect(tables.first.locator(".woo-status")).to_be_visible(timeout=FIRST_LOAD)
    page.wait_for_function("() => !document.getElementById('loading') || "
                           "getComputedStyle(document.getElementById('loading')).display === 'none'",
                           timeout=FIRST_LOAD)
    return tables


open_shared_page = open_woo          # the module's one page (conftest's module_page)


def whole_game(tables, seed=OYA_SEED):
    """The app's first table (the whole game against the search bot), restarted with ``seed``."""
    table = tables.first
    deal(table, seed)
    expect(table.locator(PLAYABLE).first).to_be_visible(timeout=CLICK)
    return table


def test_a_bot_that_moves_first_plays_once_the_table_is_on_screen(shared_tables):
    """Issue 10: a table whose bot begins is drawn with the bot to move and plays its move once the
    browser has drawn it (svgcanvas.js's "drawn" message), not while the page's cells run. The module's first
    test: the page as it opened."""
    for index in range(shared_tables.count()):  # whichever seed the page drew, no table is left waiting
        expect(shared_tables.nth(index).locator(EXPLANATION)).not_to_contain_text(THINKING, timeout=CLICK)
    table = shared_tables.first             # the whole game, new: the redrawn table waits for the bot, then it plays
    deal(table, BOT_OYA_SEED)
    expect(table.locator(EXPLANATION)).to_contain_text(str(BOT_OYA_SEED), timeout=CLICK)
    expect(table.locator(PLAYABLE).first).to_be_visible(timeout=CLICK)
    expect(table.locator(".cardgames-position")).not_to_have_attribute("data-move", "0", timeout=CLICK)
    expect(table.locator(".cardgames-recent")).to_contain_text(re.compile(r"Player 2|Joueur 2"))
    expect(table.locator(EXPLANATION)).not_to_contain_text(THINKING)
    assert table.locator(HAND).count() == 6, "the human has not played: the bot's move came first"


def test_a_woo_card_played_by_clicking_leaves_the_hand_for_the_trick(shared_tables):
    table = whole_game(shared_tables)
    card = table.locator(PLAYABLE).first
    played = card.get_attribute("data-card")
    click_and_wait(card)
    expect(table.locator(f"{HAND}[data-card='{played}']")).to_have_count(0, timeout=CLICK)
    # Until the human acts again, their card lies in the trick in play or in the trick just won.
    expect(table.locator(f".woo-zone.trick [data-card='{played}'], .woo-zone.last [data-card='{played}']")
           ).to_have_count(1, timeout=CLICK)


def test_closing_the_woo_game_turns_the_stock_over(shared_tables):
    table = whole_game(shared_tables)
    close = table.locator(".woo-action[data-action='close']")
    expect(close).to_be_visible()
    expect(table.locator(".woo-stock.closed")).to_have_count(0)
    click_and_wait(close)
    expect(table.locator(".woo-stock.closed")).to_have_count(1, timeout=CLICK)
    expect(table.locator(".woo-closed-badge")).to_be_visible()
    expect(table.locator(".woo-action[data-action='close']")).to_have_count(0)
    expect(table.locator(".woo-phase")).to_contain_text(re.compile(r"Closed by .*\(you\).*W6"))


def test_a_refused_woo_card_shows_the_w5_rule_and_stays_in_hand(shared_tables):
    table = shared_tables.filter(has=shared_tables.page.locator(REFUSED)).first
    expect(table.locator(REFUSED).first).to_be_visible(timeout=FIRST_LOAD)
    hand = table.locator(HAND).count()
    refused = table.locator(REFUSED).first
    card = refused.get_attribute("data-card")
    refused.click()
    expect(table.locator(EXPLANATION)).to_contain_text(re.compile(r"W5\b"), timeout=CLICK)
    expect(table.locator(EXPLANATION).locator("a[href='rules/woo.en.html#w5']").first).to_be_visible()
    assert table.locator(HAND).count() == hand, "a refused card is not played"
    expect(table.locator(f"{HAND}[data-card='{card}']")).to_have_count(1)


def test_the_woo_hint_shows_the_search_bots_reasons_with_numbers(shared_tables):
    table = whole_game(shared_tables)
    table.locator(".cardgames-hint").click()
    hint = table.locator(EXPLANATION)
    expect(hint).to_contain_text(re.compile(r"search"), timeout=CLICK)
    text = hint.inner_text()
    assert re.search(r"\d+ (deals of|donnes sur|of|sur) \d+", text), f"the hint gives its figures: {text}"
    action = table.locator("[data-hinted]").first.get_attribute("data-action")
    said = {lang: i18n.translate(cardlib.move_words("woo", action), lang) for lang in ("en", "fr")}
    assert f"chosen: {said['en']}" in text or f"choix\u00a0: {said['fr']}" in text, \
        f"the hint names its choice in words, the part it marks: {text}"
    assert table.locator(HAND).count() == 6, "a hint plays nothing"


def test_readme_screenshot_of_the_woo_app(shared_tables, tmp_path):
    table = whole_game(shared_tables)
    for _ in range(2):                     # two tricks: a trick won, cards drawn, the log under way
        click_and_wait(table.locator(PLAYABLE).first)
        draw = table.locator(".woo-action[data-action='draw']")
        expect(table.locator(PLAYABLE).or_(draw).first).to_be_visible(timeout=CLICK)
        if draw.count():
            click_and_wait(draw)
        expect(table.locator(PLAYABLE).first).to_be_visible(timeout=CLICK)
    save_screenshot(table, SCREENSHOT, tmp_path)


def test_the_woo_table_shows_no_point_total_until_the_learning_aid_is_ticked(shared_tables):
    """W16: the treasure is « une pile face cachée de cartes gagnées que personne ne peut consulter », and
    knowing when one has 66 is the game's skill: no point total beside the players nor on the Victoire button,
    until the learning aid « Afficher les points · Show the points », off at first, is ticked."""
    table = whole_game(shared_tables)
    points = table.locator(".woo-seat [data-stat='points']")
    victory = table.locator(".woo-action[data-action='victory']")
    expect(table.locator(".woo-seat [data-stat='tricks']")).to_have_count(2)
    expect(victory).to_be_visible()
    expect(points).to_have_count(0)
    expect(victory).to_have_text(re.compile(r"^\s*Victoire\s*!\s*$"))
    aid = table.locator(".cardgames-show-points")
    expect(aid).to_contain_text(re.compile(r"Show the points|Afficher les points"))
    box = aid.locator("input[type='checkbox']")
    expect(box).to_be_visible()
    expect(box).not_to_be_checked()
    box.check()
    expect(points).to_have_count(2, timeout=CLICK)
    expect(points.first).to_have_text(re.compile(r"^\d+$"))
    expect(victory).to_have_text(re.compile(r"Victoire\s*!\s*\(0\s*points?\)"))
    box.uncheck()
    expect(points).to_have_count(0, timeout=CLICK)
    expect(victory).to_have_text(re.compile(r"^\s*Victoire\s*!\s*$"))


def test_the_close_question_is_guessed_checked_run_and_follows_the_hand(shared_page):
    """The lesson's predict-then-check question (issue 11) on the same page: guessed with the keyboard, checked
    (336 worlds solved exactly), run, then asked again for another hand."""
    page = shared_page
    question = find_question(page, ".woo-question")
    expect(question.answer).to_contain_text("Check")
    guess(page, question, "ArrowRight", 4, "0.20")                    # 0.00 -> 0.20
    check(question, "123/56 ≈ 2.1964", timeout=2 * CLICK)             # closing, with the real hand: 336 worlds solved
    drawn(page, question.panel.locator("img").last)                   # both choices' exact distributions
    run_to_the_end(page, question, 1000, timeout=3 * RUN // 2)        # 1000 worlds, each solved exactly

    question.panel.locator(".woo-question-give select").select_option(label="ace of spades")
    question.panel.locator(".woo-question-take select").select_option(label="zero of diamonds")
    asked_again(question, "123/56")
    expect(question.predict.locator("p").first).to_contain_text("zero of diamonds", timeout=CLICK)
    check(question, "−129/56", timeout=2 * CLICK)                     # without the ace, closing loses on average (−: the English minus)
