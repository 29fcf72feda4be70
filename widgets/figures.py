"""What every lesson shares: a palette safe for colour blindness, figures as PNG, and ``LessonRunner``.

Figures are drawn on ``matplotlib.figure.Figure`` (no pyplot state) and shown as PNG, so they look
the same in Jupyter and in Voila whatever the plotting backend. ``LessonRunner`` turns the values a
lesson invites the reader to change into controls with a Run button and a progress bar.
"""

import io

import ipywidgets as ipw
from IPython.display import Image

from .assets import stylesheet
from .panel import Panel

# Paul Tol's bright scheme (safe for colour blindness), each with a hatch so grey print still tells them apart.
SERIES = (("#4477aa", "//"), ("#ee6677", ".."), ("#ccbb44", "xx"), ("#66ccee", "\\\\"), ("#aa3377", "--"))
INK = "#222222"                       # simulated points and error bars


def label(fr, en, lang=None, sep=" · "):
    """A lesson's text in ``lang`` ('fr' or 'en'), or both, French first and joined by ``sep`` (``None``)."""
    if lang is None:
        return f"{fr}{sep}{en}"
    if lang not in ("fr", "en"):
        raise ValueError(f"lang is 'fr', 'en' or None, not {lang!r}")
    return fr if lang == "fr" else en


def png_bytes(figure):
    """The figure as PNG bytes."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def png(figure):
    """The figure as an ``IPython.display.Image`` to display."""
    return Image(data=png_bytes(figure), format="png")


def figures_table(head, body):
    """A lesson's HTML table of figures, styled by ``lessons.css``: ``head`` and ``body`` are its
    header row and its rows, as HTML."""
    return (f'<style>{stylesheet("lessons.css")}</style>'
            f'<table class="cardgames-lesson-table">{head}{body}</table>')


RUN_LABEL = "▶ Lancer · Run"


def output_widget(item):
    """A lesson output as a widget: a matplotlib figure becomes a PNG image, a string HTML, a widget stays."""
    if isinstance(item, ipw.Widget):
        return item
    if isinstance(item, str):
        return ipw.HTML(item)
    return ipw.Image(value=png_bytes(item), format="png", layout=ipw.Layout(max_width="1000px"))


class LessonRunner(Panel):
    """The values a lesson invites the reader to change, as widgets: controls, a Run button, a progress
    bar, and the results, so the invitation works in Voila (where code is hidden) as in JupyterLab.

    ``controls``: {name: value widget (slider, dropdown, ...)}. ``compute(values, on_step)`` does the
    work with ``values`` ({name: value}) and calls ``on_step(done, total)`` as it goes; its result is
    kept in ``data``. ``show(data)`` returns what to display: matplotlib figures, HTML strings or
    widgets. The lesson runs once at once (``run_now``), so the page shows results before any click.
    """

    def __init__(self, controls, compute, show, run_now=True):
        self.controls = dict(controls)
        self.compute = compute
        self.show = show
        self.data = None
        self.runs = 0
        self.button = ipw.Button(description=RUN_LABEL, button_style="primary",
                                 tooltip="Relancer le calcul avec ces valeurs · Run again with these values")
        self.progress = ipw.IntProgress(min=0, max=1, value=0, layout=ipw.Layout(width="260px"))
        self.status = ipw.HTML()
        self.results = ipw.VBox()
        self.button.on_click(lambda _button: self.run())
        self.widget = ipw.VBox([ipw.HBox(list(self.controls.values()), layout=ipw.Layout(flex_flow="row wrap")),
                                ipw.HBox([self.button, self.progress, self.status]), self.results])
        self.widget.add_class("lesson-runner")
        if run_now:
            self.run()

    def values(self):
        """The controls' current values, {name: value}."""
        return {name: control.value for name, control in self.controls.items()}

    def _step(self, done, total):
        self.progress.max = max(total, 1)
        self.progress.value = done
        self.status.value = f"{done}/{total}"

    def run(self):
        """Compute with the controls' values (the progress bar follows), then show the results."""
        self.button.disabled = True
        self.progress.value = 0
        self.status.value = "…"
        try:
            self.data = self.compute(self.values(), self._step)
            self.results.children = [output_widget(item) for item in self.show(self.data)]
        finally:
            self.button.disabled = False
        self.progress.value = self.progress.max
        self.runs += 1
        self.status.value = "✓"
        return self.data
