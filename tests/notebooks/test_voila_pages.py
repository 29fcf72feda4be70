"""Each game's app in each language, visited once as a class meets it, in headless Chromium at 1366x768:

1. the first screen and the whole page (``test_voila_a11y.check_page``, issues 12 and 34): Voila's loading message
   first, then outputs only, never the source; the title, a short introduction and the three choices on the first
   screen, ``<html lang>``, nothing of the other language, no axe-core violation; in French (the longer language),
   nothing cut nor scrolling sideways at a phone's size and on a laptop (``phone_layout``, issue 34);
2. the guided first game (issue 35, ``guided_play``), from its choice on the first screen to « play a real game »,
   which brings the whole game back;
3. in French, that whole game played through the Hint with a refused part clicked (``french_class.french_class_plays``):
   every text and label French a class can read;
4. on Ohio's English page, before the guided game, a rule's link opening the rules beside the app, and on Hue's
   French page, at the end, a lesson run again with the values set on its controls (``test_notebooks``: what Voila
   makes of these notebooks' links and controls).

One page per game and language for the three (each page load costs a kernel running the whole notebook and a
browser drawing it, the suite's largest cost): each part starts where a student would be after the one before.
"""

import pytest

from conftest import WHOLE_GAME
from french_class import french_class_plays
from guided_play import guided_to_the_end
from phone_layout import nothing_cut_on_a_phone_or_a_laptop
from test_notebooks import a_lesson_reruns_with_the_values_set_on_its_controls, a_rule_link_opens_the_rule_in_a_new_tab
from test_voila_a11y import GAMES, check_page

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("notebook", GAMES)
def test_a_class_reads_the_first_screen_plays_the_guided_game_then_the_whole_game(page, voila, notebook, lang):
    game = notebook.removesuffix(".ipynb")
    check_page(page, voila, notebook, lang)
    if lang == "fr":
        nothing_cut_on_a_phone_or_a_laptop(page, notebook)
    if (game, lang) == ("ohio", "en"):
        a_rule_link_opens_the_rule_in_a_new_tab(page, voila)
    assert guided_to_the_end(page, game, lang) >= 8
    if lang == "fr":
        french_class_plays(page.locator(WHOLE_GAME).first, game)
    if (game, lang) == ("hue", "fr"):
        a_lesson_reruns_with_the_values_set_on_its_controls(page)
