"""A step-by-step walkthrough of scripted moves, for any game: Previous / Next, a caption per step.

Each step plays one move (or none, for the opening picture) on the game and shows the position
with the game's own renderer (non-interactive), the step's caption in the walkthrough's language (the
page's), and optionally an extra picture computed from the position (e.g. Yozu's constraint grid).
"""

from html import escape

import ipywidgets as ipw

from cardlib.text import i18n

from .assets import stylesheet
from .panel import Panel
from .table import seat_names, still_picture


def caption_in(caption, lang):
    """A step's caption in ``lang``: ``caption`` itself when it is a text, else its text for ``lang`` in the
    ``{lang: text}`` it is, English when it has none."""
    if isinstance(caption, str):
        return caption
    return caption.get(lang, caption[i18n.SOURCE_LANGUAGE])


class Walkthrough(Panel):
    """Steps through ``steps`` from ``state``: each step is ``(move or None, caption)``, the caption a text or
    ``{lang: text}`` (``caption_in``), shown in ``lang`` (default: the page's language).

    ``render(view, lang, names, interactive=False)`` draws a position as ``viewer`` sees it;
    ``extra(state, lang)``, if given, returns more HTML for each position.
    """

    def __init__(self, state, steps, render, viewer=None, lang=None, extra=None):
        if not steps:
            raise ValueError("a walkthrough needs at least one step")
        self.render = render
        self.viewer = viewer
        self.extra = extra
        self.lang = lang or i18n.default_language()
        self.captions = []
        self.states = []
        for move, caption in steps:
            if move is not None:
                state = state.clone().apply(move)      # every step keeps its own position
            self.states.append(state)
            self.captions.append(caption)
        self.step = 0
        self.previous_button = ipw.Button()
        self.previous_button.add_class("walk-previous")
        self.previous_button.on_click(lambda _: self.go(self.step - 1))
        self.next_button = ipw.Button(button_style="primary")
        self.next_button.add_class("walk-next")
        self.next_button.on_click(lambda _: self.go(self.step + 1))
        self.counter = ipw.HTML()
        self.caption = ipw.HTML()
        self.caption.add_class("walk-caption")
        self.picture = ipw.HTML()
        self.picture.add_class("walk-picture")
        self.more = ipw.HTML()
        controls = ipw.HBox([self.previous_button, self.counter, self.next_button],
                            layout=ipw.Layout(align_items="center"))
        self.widget = ipw.VBox([controls, self.caption, self.picture, self.more])
        self.widget.add_class("cardgames-walkthrough")
        self.refresh()

    @property
    def state(self):
        """The position shown now."""
        return self.states[self.step]

    def go(self, step):
        """Show step ``step`` (0 is the first), kept within the steps."""
        self.step = max(0, min(step, len(self.states) - 1))
        self.refresh()

    def refresh(self):
        """Redraw the counter, caption, picture and extra picture of the current step."""
        lang = self.lang
        n = len(self.states)
        self.previous_button.description = i18n.text("ui.walk.previous", lang)
        self.next_button.description = i18n.text("ui.walk.next", lang)
        self.previous_button.disabled = self.step == 0
        self.next_button.disabled = self.step == n - 1
        self.counter.value = (f'<style>{stylesheet("table.css")}</style>'
                              f'<b class="cardgames-step">{escape(i18n.text("ui.walk.step", lang, k=self.step + 1, n=n))}</b>')
        caption = caption_in(self.captions[self.step], lang)
        self.caption.value = (f'<style>{stylesheet("table.css")}</style>'
                              f'<div class="cardgames-caption"><p>{escape(caption)}</p></div>')
        state = self.state
        names = seat_names(state.players, self.viewer, lang)
        # A still picture: laid out wide where the game's stylesheet allows it (``.cardgames-still``).
        picture = self.render(state.view(self.viewer), lang, names, interactive=False)
        self.picture.value = still_picture(picture)
        self.more.value = self.extra(state, lang) if self.extra is not None else ""
