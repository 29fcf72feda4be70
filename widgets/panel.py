"""The base of our composite widgets: a group of ipywidgets shown as one, in French or English."""

from cardlib.text import i18n
from widgets.static import static_bundle


class Panel:
    """Shown in a notebook through ``self.widget`` (an ipywidgets container the subclass builds).

    ``set_language`` switches ``self.lang``, moves the panel's ``self.language`` toggle when it has
    one (its observer calls back here once more, harmlessly) and redraws with ``refresh()``.
    """

    lang = "en"
    language = None         # the Français / English toggle, if the panel shows one

    def _repr_mimebundle_(self, **kwargs):
        """The widget's view, and its still picture as ``text/html`` for pages that run no widget
        JavaScript (GitHub, an exported HTML file; see widgets.static)."""
        return static_bundle(self.widget._repr_mimebundle_(**kwargs), self.widget)

    def set_language(self, lang):
        """Show the panel in ``lang`` ('fr' or 'en'); ValueError for another language."""
        if lang not in i18n.LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(i18n.LANGUAGES)}")
        self.lang = lang
        if self.language is not None and self.language.value != lang:
            self.language.value = lang
        self.refresh()

    def refresh(self):
        """Redraw the panel in ``self.lang``."""
        raise NotImplementedError


class BilingualPanel(Panel):
    """A panel whose texts show both languages at once, French first (the lessons' questions): a language
    change has nothing to redraw."""

    def refresh(self):
        """Nothing to redraw: every text is already in French and English."""
