"""The page's prose in the page's language: an nbconvert preprocessor Voila runs on each notebook it renders.

A notebook's markdown cells are each written in one language (``cardlib.text.prose``: tags ``lang-fr``,
``lang-en``); Voila renders a page's cells on the server, so the other language's cells are left out there and
never reach the browser. The page's language is the one its kernel runs in (widgets.language): the language of
the pool being filled for a preheated page (gallery_server.kernels), else the ``?lang=`` of the request, else the
gallery's default (``i18n.pool_language``: the first of CARDGAMES_LANGUAGE, else the server's language).
voila.py sets it as ``VoilaExporter.preprocessors``.
"""

from jupyter_server.base.call_context import CallContext
from nbconvert.preprocessors import Preprocessor

from cardlib.text import i18n, prose

from . import kernels


def rendered_language():
    """The language of the page Voila is rendering now (see the module)."""
    handler = CallContext.get(CallContext.JUPYTER_HANDLER)
    return kernels.filling_language() or kernels.asked_language(handler) or i18n.pool_language()


class PageLanguage(Preprocessor):
    """Leaves out the markdown cells written in another language than the page's (``rendered_language``), and
    names the page's language on its ``<html lang>`` (nbconvert's ``language_code``, read by screen readers)."""

    def preprocess(self, nb, resources):
        """``nb`` with the cells of the page's language and those of every language."""
        lang = rendered_language()
        resources["language_code"] = lang
        return prose.one_language(nb, lang), resources
