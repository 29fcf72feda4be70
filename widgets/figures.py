"""What every lesson shares: a palette safe for colour blindness, figures as PNG, and ``LessonRunner``.

Figures are drawn on ``matplotlib.figure.Figure`` (no pyplot state) and shown as PNG, so they look
the same in Jupyter and in Voila whatever the plotting backend; each says in words what it shows
(``figure_description``, the image's tooltip: its alternative text for screen readers). ``LessonRunner`` turns the values a
lesson invites the reader to change into controls with a Run button and a progress bar (``RunBar``,
shared by every lesson); nothing is computed until the reader clicks Run.
"""

import io
from html import escape

import ipywidgets as ipw
import traitlets
from IPython.display import Image

from cardlib import i18n

from .a11y import page_fixes
from .assets import stylesheet
from .panel import Panel

# Paul Tol's bright scheme (safe for colour blindness), each with a hatch so grey print still tells them apart.
SERIES = (("#4477aa", "//"), ("#ee6677", ".."), ("#ccbb44", "xx"), ("#66ccee", "\\\\"), ("#aa3377", "--"))
INK = "#222222"                       # simulated points and error bars


def label(fr, en, lang=None, sep=" · "):
    """A text written in the code in French and English (the lessons' texts are in the catalogues:
    ``i18n.both``), in ``lang``, or both, French first and joined by ``sep`` (``None``). Any catalogue's
    language is accepted: a third one gets the English text."""
    if lang is None:
        return f"{fr}{sep}{en}"
    if lang not in i18n.LANGUAGES:
        raise ValueError(f"lang is one of {', '.join(i18n.LANGUAGES)} or None, not {lang!r}")
    return fr if lang == "fr" else en


def png_bytes(figure):
    """The figure as PNG bytes, its axes' numbers written in its language (``local_ticks``)."""
    local_ticks(figure)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def figure_description(figure):
    """What ``figure`` shows, in words, for its alternative text: its title, then each plot's title, axes
    and named curves or bars (its legend), as the figure writes them (both languages, French first)."""
    parts = [i18n.both("lesson.figure.figure")]
    title = figure.get_suptitle()
    if title:
        parts.append(title)
    for axes in figure.axes:
        words = [axes.get_title()]
        for name, text in ((i18n.both("lesson.figure.horizontal_axis"), axes.get_xlabel()),
                           (i18n.both("lesson.figure.vertical_axis"), axes.get_ylabel())):
            if text:
                words.append(f"{name} : {text}")
        legend = axes.get_legend()
        if legend is not None:
            words.append(i18n.both("lesson.figure.curves") + " : "
                         + ", ".join(t.get_text() for t in legend.get_texts()))
        parts.append(" ; ".join(w for w in words if w))
    return ". ".join(" ".join(p.split()) for p in parts if p.strip()) + "."


class FigureImage(ipw.Image):
    """An ``ipw.Image`` whose tooltip reaches the page: the picture's title, which screen readers read as
    its alternative text. ipywidgets' front end sets a widget's title only when its model has an empty
    ``description``, which ``ipw.Image`` lacks (its tooltip is then dropped): this class adds one, always
    empty."""

    description = traitlets.Unicode("").tag(sync=True)


def show_figure(image, figure, summary=""):
    """Draw ``figure`` into the ``FigureImage`` ``image``, its description (``summary`` first, when given) as
    the image's tooltip: the picture's title, which screen readers read as its alternative text."""
    image.value = png_bytes(figure)
    image.tooltip = " ".join(filter(None, (summary, figure_description(figure))))


def png(figure):
    """The figure as an ``IPython.display.Image`` to display."""
    return Image(data=png_bytes(figure), format="png")


def figures_table(head, body):
    """A lesson's HTML table of figures, styled by ``lessons.css``: ``head`` and ``body`` are its
    header row and its rows, as HTML."""
    return (f'<style>{stylesheet("lessons.css")}</style>'
            f'<table class="cardgames-lesson-table">{head}{body}</table>')


def run_label():
    """The Run button's label, '▶ Lancer · Run' (in the page's languages)."""
    return "▶ " + i18n.both("lesson.figure.run")


def ready_text():
    """The status before the first run, inviting a click on Run."""
    return escape(i18n.both("lesson.figure.ready"))


def failed_text():
    """The status after a computation that raised."""
    return "✗ " + escape(i18n.both("lesson.figure.failed"))


def new_figure(lang=None, **options):
    """A ``matplotlib.figure.Figure(**options)``. matplotlib is imported here, on the first figure drawn,
    not when a lesson module is imported: an app's page then loads without it (issue 10). ``lang``: the
    language its axes write numbers in (``local_ticks``; None: the page's)."""
    from matplotlib.figure import Figure
    figure = Figure(**options)
    figure.cardgames_lang = lang
    return figure


_LOCAL_FORMATTER = None


def local_formatter(lang):
    """matplotlib's default tick labels (``ScalarFormatter``) written as ``lang`` writes numbers: '0,99' and
    '−0,5' in French (``i18n.decimal``), '0.99' in English."""
    global _LOCAL_FORMATTER
    if _LOCAL_FORMATTER is None:
        from matplotlib.ticker import ScalarFormatter

        class LocalFormatter(ScalarFormatter):
            """A ``ScalarFormatter`` whose labels and offset are written in ``lang``."""

            def __init__(self, lang):
                super().__init__()
                self.lang = lang

            def __call__(self, x, pos=None):
                return i18n.decimal(super().__call__(x, pos), self.lang)

            def get_offset(self):
                return i18n.decimal(super().get_offset(), self.lang)

        _LOCAL_FORMATTER = LocalFormatter
    return _LOCAL_FORMATTER(lang)


def local_ticks(figure, lang=None):
    """Make the numbers on ``figure``'s axes those of ``lang`` (default: the language ``new_figure`` was given,
    else the page's, ``i18n.default_language()``): each axis with matplotlib's default labels gets a
    ``local_formatter``; labels a lesson chose (``set_xticks(ticks, labels)``, log scales) stay."""
    from matplotlib.ticker import ScalarFormatter
    lang = lang or getattr(figure, "cardgames_lang", None) or i18n.default_language()
    local = type(local_formatter(lang))
    for axes in figure.axes:
        for axis in (axes.xaxis, axes.yaxis):
            formatter = axis.get_major_formatter()
            if isinstance(formatter, local):
                formatter.lang = lang
            elif type(formatter) is ScalarFormatter:
                axis.set_major_formatter(local_formatter(lang))
    return figure


def output_widget(item):
    """A lesson output as a widget: a matplotlib figure becomes a PNG image, a string HTML, a widget stays."""
    if isinstance(item, ipw.Widget):
        return item
    if isinstance(item, str):
        return ipw.HTML(item)
    return FigureImage(value=png_bytes(item), format="png", tooltip=figure_description(item),
                       layout=ipw.Layout(max_width="1000px"))


class RunBar:
    """A lesson's Run button, progress bar and status line, the same for every lesson.

    ``run(work)`` disables the button, calls ``work(step)`` (``step(done, total)`` moves the bar while
    the work goes on: each change reaches the page at once), fills the bar, re-enables the button, and
    returns what ``work`` returned. Before the first run the status invites a click (``ready_text``); if
    ``work`` raises, the status says so (``failed_text``), the button is enabled again, and the error propagates.
    """

    def __init__(self, tooltip=None, width="260px"):
        tooltip = i18n.both("lesson.figure.compute_tooltip") if tooltip is None else tooltip
        self.button = ipw.Button(description=run_label(), button_style="primary", tooltip=tooltip)
        self.progress = ipw.IntProgress(min=0, max=1, value=0, layout=ipw.Layout(width=width))
        self.status = ipw.HTML(ready_text())
        # page_fixes(): a lesson page may have no game table to name its sliders (widgets.a11y).
        self.widget = ipw.HBox([self.button, self.progress, self.status, page_fixes()])
        self.widget.add_class("lesson-run-bar")

    def step(self, done, total, what=None):
        """Show ``done`` of ``total`` steps (after ``what``, when given) on the bar and the status line."""
        self.progress.max = max(total, 1)
        self.progress.value = done
        self.status.value = escape(f"{what}: {done}/{total}" if what else f"{done}/{total}")

    def run(self, work):
        """Run ``work(step)`` with the button disabled and the bar following it; return its result."""
        self.button.disabled = True
        self.progress.value = 0
        self.status.value = "…"
        try:
            result = work(self.step)
        except Exception:
            self.status.value = failed_text()          # Voila hides the traceback: the page must not wait on "…"
            raise
        finally:
            self.button.disabled = False
        self.progress.value = self.progress.max
        self.status.value = "✓"
        return result


class LessonRunner(Panel):
    """The values a lesson invites the reader to change, as widgets: controls, a Run button, a progress
    bar, and the results, so the invitation works in Voila (where code is hidden) as in JupyterLab.

    ``controls``: {name: value widget (slider, dropdown, ...)}. ``compute(values, on_step)`` does the
    work with ``values`` ({name: value}) and calls ``on_step(done, total)`` as it goes; its result is
    kept in ``data``. ``show(data)`` returns what to display: matplotlib figures, HTML strings or
    widgets. Nothing is computed until Run is clicked (or ``run()`` called, or ``run_now=True``): a
    page of lessons opens at once, and each lesson costs only when a reader asks for it (issue 10).
    """

    def __init__(self, controls, compute, show, run_now=False):
        self.controls = dict(controls)
        self.compute = compute
        self.show = show
        self.data = None
        self.runs = 0
        self.bar = RunBar()
        self.button, self.progress, self.status = self.bar.button, self.bar.progress, self.bar.status
        self.results = ipw.VBox()
        self.button.on_click(lambda _button: self.run())
        self.widget = ipw.VBox([ipw.HBox(list(self.controls.values()), layout=ipw.Layout(flex_flow="row wrap")),
                                self.bar.widget, self.results])
        self.widget.add_class("lesson-runner")
        if run_now:
            self.run()

    def values(self):
        """The controls' current values, {name: value}."""
        return {name: control.value for name, control in self.controls.items()}

    def run(self):
        """Compute with the controls' values (the progress bar follows), then show the results."""
        def work(step):
            data = self.compute(self.values(), step)
            self.results.children = [output_widget(item) for item in self.show(data)]
            return data

        self.data = self.bar.run(work)
        self.runs += 1
        return self.data
