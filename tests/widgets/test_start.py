"""The first screen's three choices (widgets.start, issues 34, 35): play the whole game just below, the rules step by
step, the guided first game; in the page's language only, with the headings a screen reader expects. The guided
choice opens the guided game in the whole game's place, the page's address keeps its step, « play a real game »
brings the whole game back with a fresh deal."""

import re

import pytest

from cardlib import guide as cardguide
from cardlib.text import i18n
from widgets.ohio import OhioTable
from widgets.start import GUIDED, PLAY_ANCHOR, RULES_ANCHOR, start_menu


@pytest.mark.parametrize("lang, other", [("fr", "en"), ("en", "fr")])
def test_the_menu_offers_the_three_choices_in_the_page_s_language(lang, other):
    html = start_menu(lang).markup
    assert re.findall(r'href="#(\w+)"', html) == [PLAY_ANCHOR, RULES_ANCHOR]
    assert f'<button type="button" class="cardgames-start-choice cardgames-start-guided" data-choice="{GUIDED}">' in html
    for key in ("ui.start.play", "ui.start.rules", "ui.start.guided", "ui.start.guided_tip"):
        assert i18n.text(key, lang) in html and i18n.text(key, other) not in html, key
    # the whole game's own headings are h3: an h2 comes first (axe-core's heading-order), hidden from sight
    assert re.search(r'<h2 class="cardgames-start-heading">', html) and html.endswith(f'<a id="{PLAY_ANCHOR}"></a>')
    assert ".cardgames-start-heading" in html and "clip: rect(0 0 0 0)" in html


def test_the_menu_speaks_the_page_s_language_by_default(monkeypatch):
    monkeypatch.setattr(i18n, "_page_language", "fr")
    assert i18n.text("ui.start.rules", "fr") in start_menu().markup


def test_the_guided_choice_opens_the_guided_game_in_the_whole_game_s_place_and_the_address_keeps_its_step():
    menu = start_menu("en")
    table = OhioTable(players=3, lang="en")
    area = menu.play_area(table, query_string="lang=en")
    assert area.widget.children == (table.widget,) and menu.guided == -1
    menu._clicked(menu, {"choice": GUIDED}, [])
    guided = area.guided
    assert area.widget.children == (guided.widget,) and guided.table.deciding
    assert menu.guided == len(guided.script.opening) == 0
    first = guided.script.steps[0]
    guided.table.act(first.move)
    guided.table.play_pending()
    assert menu.guided == 1 + len(first.replies), "the page's address follows the guided game"
    menu._clicked(menu, {"choice": "play"}, [])
    assert area.widget.children == (table.widget,) and menu.guided == -1
    menu._clicked(menu, {"choice": GUIDED}, [])
    assert area.guided is guided and guided.table.step_index == 1, "the guided game under way is kept"


def test_a_reloaded_page_opens_the_guided_game_at_its_step():
    script = cardguide.load("ohio")
    start = script.step_starts()[4]
    menu = start_menu("fr")
    area = menu.play_area(OhioTable(players=3, lang="fr"), query_string=f"lang=fr&guided={start + 1}")
    assert area.guided is not None and area.widget.children == (area.guided.widget,)
    assert area.guided.table.step_index == 4 and area.guided.table.moves == script.moves()[:start]
    assert menu.guided == start
    bad = start_menu("fr").play_area(OhioTable(players=3, lang="fr"), query_string="guided=abc")
    assert bad.guided.table.step_index == 0, "an address the guide cannot read starts it from the beginning"


def test_play_a_real_game_brings_the_whole_game_back_with_a_fresh_deal():
    menu = start_menu("en")
    table = OhioTable(players=3, lang="en", seed=5)
    area = menu.play_area(table, query_string="")
    area.show_guided()
    guided = area.guided
    for step in guided.script.steps:
        guided.table.act(step.move)
        guided.table.play_pending()
    assert guided.over and guided.real_button in guided.widget.children
    guided.real_button.click()
    assert area.widget.children == (table.widget,) and menu.guided == -1 and area.guided is None
    assert table.message.key == "ui.new_game_started", "a new deal, said in the table's explanation area"
