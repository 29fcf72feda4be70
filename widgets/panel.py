"""The base of our composite widgets: a group of ipywidgets shown as one, in one language.

A page speaks one language, its link's (``?lang=``, issue 34): a panel is built in ``self.lang``, the page's
(``i18n.default_language()`` when it is built) unless given, and shows no language switch. ``set_language``
redraws a panel that can (``refresh``) in another language, from Python (a teacher in JupyterLab); nothing on
the page calls it.
"""

from cardlib.text import i18n
from widgets.static import static_bundle


class Panel:
    """Shown in a notebook through ``self.widget`` (an ipywidgets container the subclass builds), in ``self.lang``.

    A panel whose texts are written once, when it is built (a lesson's question, a self-check), has no
    ``refresh``: build another one for another language.
    """

    lang = "en"

    def _repr_mimebundle_(self, **kwargs):
        """The widget's view, and its still picture as ``text/html`` for pages that run no widget
        JavaScript (GitHub, an exported HTML file; see widgets.static)."""
        return static_bundle(self.widget._repr_mimebundle_(**kwargs), self.widget)

    def set_language(self, lang):
        """Redraw the panel in ``lang`` (one of ``i18n.LANGUAGES``; ValueError for another). NotImplementedError
        for a panel written once, when built (no ``refresh``)."""
        if lang not in i18n.LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(i18n.LANGUAGES)}")
        if type(self).refresh is Panel.refresh:
            raise NotImplementedError(f"a {type(self).__name__} is written in its language when it is built: "
                                      f"build another with lang={lang!r}")
        self.lang = lang
        self.refresh()

    def refresh(self):
        """Redraw the panel in ``self.lang``."""
        raise NotImplementedError
