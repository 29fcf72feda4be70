"""The language an app was opened in: ``?lang=fr`` or ``?lang=en`` on its URL (the gallery's switch).

Each notebook's first cell calls ``page_language()``. Voila gives a kernel the page's query string
in two ways: a kernel started for the request has it in its environment (``QUERY_STRING``); a
preheated kernel (a pool, ``dev.py gallery``) started before anyone asked, so it learns it only
when a visitor takes it, from Voila's request-info socket (``voila.utils.wait_for_request``, what
``voila.utils.get_query_string`` does). There the first cell waits for the visitor: the pool keeps
the kernel started and the imports done, and the rest of the notebook runs in the visitor's
language once the page is asked for.
"""

import os
import warnings

from cardlib import i18n


def page_language():
    """Make the page's ``?lang=`` every picture's and table's default language and return it ('fr' or
    'en'; without ``lang`` in the URL, or outside Voila: ``i18n.default_language()``)."""
    if os.environ.get("VOILA_PREHEAT") == "True" and "QUERY_STRING" not in os.environ:
        _wait_for_the_visitor()
    return i18n.use_page_language()


def _wait_for_the_visitor():
    """Block until Voila hands this preheated kernel to a page; its request's variables (the query
    string among them) are then in ``os.environ``. If Voila's socket cannot be reached, go on."""
    from voila.utils import wait_for_request

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")       # "Failed to connect": the page then opens in the default language
        try:
            wait_for_request()
        except OSError:
            pass
