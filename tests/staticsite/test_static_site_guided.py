"""The guided first game in the static site (issue 35): Ohio and Woo, played in the browser's own Python from the
first screen to « play a real game » (``guided_play``), in French and in English, offline as a class plays it
(every host but 127.0.0.1 blocked: ``record_foreign_requests``)."""

import pytest

from conftest import ARTIFACTS, record_foreign_requests
from guided_play import guided_to_the_end
from test_static_site import ONLINE

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.mark.parametrize("game, lang", [("ohio", "fr"), ("woo", "en")])
def test_the_guided_first_game_plays_to_its_end_in_the_static_site(chromium, static_site, game, lang):
    context = chromium.new_context()
    foreign = record_foreign_requests(context)
    page = context.new_page()
    try:
        steps = guided_to_the_end(page, game, lang, static_site.page_url(game, f"lang={lang}"))
        assert steps >= 8
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"static-guided-{game}-{lang}.png"), full_page=True)
        raise
    finally:
        context.close()
    assert all(url.startswith(ONLINE) for url in foreign), sorted(set(foreign))
