"""What every lesson shares: a palette safe for colour blindness, figures as PNG, and ``LessonRunner``.

Figures are drawn on ``matplotlib.figure.Figure`` (no pyplot state) and shown as PNG, so they look
the same in Jupyter and in Voila whatever the plotting backend; each says in words what it shows
(``figure_description``, the image's tooltip: its alternative text for screen readers). ``LessonRunner`` turns the values a
lesson invites the reader to change into controls with a Run button and a progress bar (``RunBar``,
shared by every lesson); nothing is computed until the reader clicks Run.

In a static-site page (Python in the browser, ``widgets.browser``) matplotlib is loaded when a lesson first draws:
a figure is then given as a drawing (a function of no argument that returns it), drawn once the load has
ended; meanwhile its place says that it loads, and if the load fails (offline), that the live figures need the
online page or the full build of the site. What a lesson shows beside its figures (exact answers, numbers,
verdicts) is shown at once either way.
"""

import io
from html import escape

import ipywidgets as ipw
import traitlets
from IPython.display import Image

from cardlib.text import i18n

from . import browser
from .a11y import page_fixes
from .assets import stylesheet
from .panel import Panel

# Paul Tol's bright scheme (safe for colour blindness), each with a hatch so grey print still tells them apart.
SERIES = (("#4477aa", "//"), ("#ee6677", ".."), ("#ccbb44", "xx"), ("#66ccee", "\\\\"), ("#aa3377", "--"))
INK = "#222222"                       # simulated points and error bars


def png_bytes(figure):
    """The figure as PNG bytes, its axes' numbers written in its language (``local_ticks``)."""
    local_ticks(figure)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def figure_language(figure):
    """The language ``figure`` is written in: the one ``new_figure`` was given, else the page's."""
    return getattr(figure, "cardgames_lang", None) or i18n.default_language()


def figure_description(figure, lang=None):
    """What ``figure`` shows, in words, for its alternative text: its title, then each plot's title, axes
    and named curves or bars (its legend), as the figure writes them, in ``lang`` (default: the figure's
    language, ``figure_language``)."""
    lang = lang or figure_language(figure)
    parts = [i18n.page_text("lesson.figure.figure", lang)]
    title = figure.get_suptitle()
    if title:
        parts.append(title)
    for axes in figure.axes:
        words = [axes.get_title()]
        for name, text in ((i18n.page_text("lesson.figure.horizontal_axis", lang), axes.get_xlabel()),
                           (i18n.page_text("lesson.figure.vertical_axis", lang), axes.get_ylabel())):
            if text:
                words.append(i18n.colon(name, text, lang))
        legend = axes.get_legend()
        if legend is not None:
            words.append(i18n.colon(i18n.page_text("lesson.figure.curves", lang),
                                    ", ".join(t.get_text() for t in legend.get_texts()), lang))
        parts.append(i18n.parts([w for w in words if w], lang))
    return ". ".join(" ".join(p.split()) for p in parts if p.strip()) + "."


class FigureImage(ipw.Image):
    """An ``ipw.Image`` whose tooltip reaches the page: the picture's title, which screen readers read as
    its alternative text. ipywidgets' front end sets a widget's title only when its model has an empty
    ``description``, which ``ipw.Image`` lacks (its tooltip is then dropped): this class adds one, always
    empty."""

    description = traitlets.Unicode("").tag(sync=True)
    pending = None          # the drawing ``show_figure`` was last asked for while figures could not be drawn yet


class FiguresUnavailable(ImportError):
    """matplotlib is not loaded in this page (Python in the browser: ``widgets.browser``), so no figure can be
    made now."""


def is_drawing(item):
    """True when ``item`` is a drawing: a function of no argument that returns a figure (not a widget)."""
    return callable(item) and not isinstance(item, ipw.Widget)


def note_html(text):
    """A figure's place in words (``browser.loading_text()``, ``browser.unavailable_text()``), as HTML."""
    return f'<p class="lesson-figure-note">{escape(text)}</p>'


def figures_note():
    """What stands where figures cannot be drawn now, as HTML: that they load, or why they cannot be drawn."""
    return note_html(browser.unavailable_text() if browser.figures_failed() else browser.loading_text())


def figure_note():
    """An empty line to lay out beside a figure's image: where ``show_figure`` says that the figure loads, or why
    it cannot be drawn in this page."""
    note = ipw.HTML(layout=ipw.Layout(display="none"))
    note.add_class("lesson-figure-note")
    return note


def show_figure(image, figure, summary="", note=None):
    """Draw ``figure`` (a figure, or a drawing: ``is_drawing``) into the ``FigureImage`` ``image`` and show it,
    its description (``summary`` first, when given) as the image's tooltip: the picture's title, which screen
    readers read as its alternative text. Where figures cannot be drawn yet (a static-site page before
    matplotlib is loaded: ``widgets.browser``) the image is hidden, ``note`` (a ``figure_note``) says that the
    figure loads, and the drawing is drawn once the load has ended; where they cannot be drawn at all, ``note``
    says why. Returns True when the figure was drawn now."""
    draw = figure if is_drawing(figure) else (lambda: figure)
    if browser.figures_ready():
        image.pending = None
        drawn = draw()
        image.value = png_bytes(drawn)
        image.tooltip = " ".join(filter(None, (summary, figure_description(drawn))))
        image.layout.display = None
        if note is not None:
            note.value, note.layout.display = "", "none"
        return True
    image.layout.display = "none"
    if note is not None:
        note.value, note.layout.display = figures_note(), None
    if browser.figures_pending():
        waiting = image.pending is not None             # one call waits per image: the latest drawing is drawn
        image.pending = (draw, summary, note)
        if not waiting:
            def done():
                pending, image.pending = image.pending, None
                if pending is not None:                 # not hidden meanwhile
                    show_figure(image, *pending)

            browser.when_figures(done, done)
    return False


def hide_figure(image, note=None):
    """Hide ``image`` and its ``note``; a drawing waiting for the figures to load is dropped."""
    image.pending = None
    image.layout.display = "none"
    if note is not None:
        note.value, note.layout.display = "", "none"


def png(figure):
    """The figure as an ``IPython.display.Image`` to display."""
    return Image(data=png_bytes(figure), format="png")


def figures_table(head, body):
    """A lesson's HTML table of figures, styled by ``lessons.css``: ``head`` and ``body`` are its
    header row and its rows, as HTML."""
    return (f'<style>{stylesheet("lessons.css")}</style>'
            f'<table class="cardgames-lesson-table">{head}{body}</table>')


def run_label(lang=None):
    """The Run button's label, '▶ Run' ('▶ Lancer' in French), in ``lang`` (default: the page's language)."""
    return "▶ " + i18n.page_text("lesson.figure.run", lang)


def ready_text(lang=None):
    """The status before the first run, inviting a click on Run, in ``lang`` (default: the page's language)."""
    return escape(i18n.page_text("lesson.figure.ready", lang))


def failed_text(lang=None):
    """The status after a computation that raised, in ``lang`` (default: the page's language)."""
    return "✗ " + escape(i18n.page_text("lesson.figure.failed", lang))


def new_figure(lang=None, **options):
    """A ``matplotlib.figure.Figure(**options)``. matplotlib is imported here, on the first figure drawn,
    not when a lesson module is imported: an app's page then loads without it (issue 10). ``lang``: the
    language it is written in: its axes' numbers (``local_ticks``) and its description (``figure_description``);
    None: the page's, now. ``FiguresUnavailable`` where matplotlib is not loaded (a static-site page:
    ``widgets.browser``)."""
    if not browser.figures_ready():
        raise FiguresUnavailable("matplotlib is not loaded in this page (widgets.browser)")
    from matplotlib.figure import Figure
    figure = Figure(**options)
    figure.cardgames_lang = lang or i18n.default_language()
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
    lang = lang or figure_language(figure)
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
    """A lesson output as a widget: a matplotlib figure (or a drawing, ``is_drawing``) becomes a PNG image, a
    string HTML, a widget stays. A drawing needs figures that can be drawn now (``output_widgets``)."""
    if isinstance(item, ipw.Widget):
        return item
    if isinstance(item, str):
        return ipw.HTML(item)
    if is_drawing(item):
        item = item()
    return FigureImage(value=png_bytes(item), format="png", tooltip=figure_description(item),
                       layout=ipw.Layout(max_width="1000px"))


def output_widgets(items):
    """A lesson's outputs as widgets (``output_widget``). Where figures cannot be drawn now (``widgets.browser``),
    its drawings give way to one line at the first one's place, saying that they load or why they cannot be
    drawn (``figures_note``); the other outputs are shown as they are."""
    if browser.figures_ready():
        return [output_widget(item) for item in items]
    shown, noted = [], False
    for item in items:
        if not is_drawing(item):
            shown.append(output_widget(item))
        elif not noted:
            shown.append(ipw.HTML(figures_note()))
            noted = True
    return shown


class RunBar:
    """A lesson's Run button, progress bar and status line, the same for every lesson.

    ``run(work)`` disables the button, calls ``work(step)`` (``step(done, total)`` moves the bar while
    the work goes on: each change reaches the page at once), fills the bar, re-enables the button, and
    returns what ``work`` returned. Before the first run the status invites a click (``ready_text``); if
    ``work`` raises, the status says so (``failed_text``), the button is enabled again, and the error propagates.
    Its texts are in ``lang`` (default: the page's language when it is built).
    """

    def __init__(self, tooltip=None, width="260px", lang=None):
        self.lang = lang = lang or i18n.default_language()
        tooltip = i18n.page_text("lesson.figure.compute_tooltip", lang) if tooltip is None else tooltip
        self.button = ipw.Button(description=run_label(lang), button_style="primary", tooltip=tooltip)
        self.progress = ipw.IntProgress(min=0, max=1, value=0, layout=ipw.Layout(width=width))
        self.status = ipw.HTML(ready_text(lang))
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
            self.status.value = failed_text(self.lang)     # Voila hides the traceback: the page must not wait on "…"
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
    kept in ``data``. ``show(data)`` returns what to display: matplotlib figures or drawings (functions of
    no argument that return one: ``is_drawing``), HTML strings or widgets. Nothing is computed until Run is
    clicked (or ``run()`` called, or ``run_now=True``): a page of lessons opens at once, and each lesson
    costs only when a reader asks for it (issue 10).

    In a static-site page before matplotlib is loaded (``widgets.browser``), the results are shown at once with
    a line where the drawings go, saying that they load; they are shown again, drawn, once the load has
    ended, or with the line saying why they cannot be drawn. A ``show`` that makes its figures itself (not as
    drawings) shows only that line until then. ``lang``: the language of the Run bar (default: the page's).
    """

    def __init__(self, controls, compute, show, run_now=False, lang=None):
        self.lang = lang or i18n.default_language()
        self.controls = dict(controls)
        self.compute = compute
        self.show = show
        self.data = None
        self.runs = 0
        self.shown = 0          # results shown so far: a load of the figures that ends late redraws only the last
        self.bar = RunBar(lang=self.lang)
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
            self.show_results(data)
            return data

        self.data = self.bar.run(work)
        self.runs += 1
        return self.data

    def show_results(self, data):
        """Show ``show(data)`` in ``results``; where the figures are still loading (``widgets.browser``), show
        them again once the load has ended."""
        self.shown += 1
        shown = self.shown
        try:
            items = list(self.show(data))
        except ImportError:
            if browser.figures_ready():
                raise
            items = [lambda: None]          # the show makes its figures itself: all of it waits for them
        self.results.children = output_widgets(items)
        if browser.figures_pending() and any(is_drawing(item) for item in items):
            def again():
                if shown == self.shown:         # not after a later run
                    self.show_results(data)

            browser.when_figures(again, again)
