"""The language an app was opened in: ``?lang=fr``, ``?lang=en`` (the gallery's switch) or any other
catalogue's language (``?lang=de`` once ``cardlib/text/locale/de.po`` exists) on its URL.

Each notebook's first cell calls ``page_language()``. Voila gives a kernel the page's query string in
its environment (``QUERY_STRING``) when it starts the kernel for the request. A preheated kernel (a
pool, ``dev.py gallery``) ran its notebook before anyone asked: it runs it in the pool's language
(``i18n.pool_language()``: CARDGAMES_LANGUAGE, else the server's), and the gallery server gives a page
that asks for another language a kernel started for it instead of a pooled one
(``gallery_server.kernels``). Waiting for the visitor's query string in the first cell, as Voila's
``get_query_string`` does, would run the rest of the notebook only once the page is asked for: a
class of 10 opening Hue from a pool of 10 then waited 25 s instead of 0.01 s.
"""

import os

from cardlib.text import i18n


def page_language():
    """Make the page's ``?lang=`` every picture's and table's default language and return it ('fr', 'en'
    or another of ``i18n.LANGUAGES``); without ``lang`` in the URL (a preheated kernel, a link without it,
    outside Voila), the gallery's default, ``i18n.pool_language()``: the language the server renders the page's
    prose in (gallery_server.prose)."""
    asked = i18n.query_language(os.environ.get("QUERY_STRING", ""))
    return i18n.use_page_language(f"lang={asked or i18n.pool_language()}")
