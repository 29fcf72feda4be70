"""The first screen's three choices (widgets.start, issue 34): play the whole game just below, the rules step by
step, the guided game's place; in the page's language only, with the headings a screen reader expects."""

import re

import pytest

from cardlib.text import i18n
from widgets.start import PLAY_ANCHOR, RULES_ANCHOR, start_menu


@pytest.mark.parametrize("lang, other", [("fr", "en"), ("en", "fr")])
def test_the_menu_offers_the_three_choices_in_the_page_s_language(lang, other):
    html = start_menu(lang).data
    assert re.findall(r'href="#(\w+)"', html) == [PLAY_ANCHOR, RULES_ANCHOR]
    assert 'aria-disabled="true"' in html and i18n.text("ui.start.guided", lang) in html
    for key in ("ui.start.play", "ui.start.rules", "ui.start.guided_soon"):
        assert i18n.text(key, lang) in html and i18n.text(key, other) not in html, key
    # the whole game's own headings are h3: an h2 comes first (axe-core's heading-order), hidden from sight
    assert re.search(r'<h2 class="cardgames-start-heading">', html) and html.endswith(f'<a id="{PLAY_ANCHOR}"></a>')
    assert ".cardgames-start-heading" in html and "clip: rect(0 0 0 0)" in html


def test_the_menu_speaks_the_page_s_language_by_default(monkeypatch):
    monkeypatch.setattr(i18n, "_page_language", "fr")
    assert i18n.text("ui.start.rules", "fr") in start_menu().data
