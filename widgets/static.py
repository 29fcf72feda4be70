"""A still picture of a widget, as HTML, for pages that run no widget JavaScript.

GitHub, nbviewer without its widget manager, and an HTML file exported by nbconvert from a
notebook without widget state show a widget output as its ``text/plain`` (``VBox(...)``). Our
panels and canvases add this picture as ``text/html`` beside the widget view in their display
bundle: Jupyter and Voila still show the live widget (the widget view comes first in their
priorities), a static render shows the picture as it was when displayed. The picture is HTML
with the renderers' inline ``<style>``, from the widgets' current values: a table's SVG/HTML
markup, HTML and Label texts, images, an Output's outputs, controls as plain labels (a question's options
listed, the chosen one marked). Buttons and progress bars are left out: nothing can be clicked in such a page, and
a button drawn there would only look broken.

The picture is taken when the widget is displayed. A lesson computes its results only when the reader clicks
(issue 10), so a notebook saved with only that picture shows "click Run" and no result: ``pictures_again`` takes
again, after the lessons have run (``widgets.handout.show_lesson_results``), the picture of every widget displayed
so far that holds one of them (dev.py's ``run_notebook`` puts it in the saved outputs).
"""

import base64
import os
from html import escape

import ipywidgets as ipw
from ipywidgets.widgets.widget import _instances     # the kernel's widgets by model id

STYLE = ("<style>.cardgames-static{display:flex;flex-direction:column;gap:4px}"
         ".cardgames-static-row{display:flex;flex-direction:row;flex-wrap:wrap;gap:6px;align-items:center}"
         ".cardgames-static-control{font-size:0.9em;color:#555}"
         ".cardgames-static-options{list-style:none;margin:2px 0;padding:0}</style>")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
_SHOWN = {}     # model id: the widget whose picture a display bundle of this kernel carries (static_bundle)


def static_html(widget):
    """The picture of ``widget`` (an ipywidgets widget, or any object with a ``widget`` attribute that
    is one, like our panels) as one HTML string."""
    return f'{STYLE}<div class="cardgames-static">{_html(widget)}</div>'


def static_bundle(bundle, widget):
    """The display ``bundle`` (a dict, or a (data, metadata) pair as ``_repr_mimebundle_`` returns) with
    ``text/html``: the still picture of ``widget``, for renderers without a widget manager. Not in a
    Voila app (its kernels have VOILA_BASE_URL): nobody saves its outputs, and the page would carry every
    picture twice (Hue's page 0.3 MB more)."""
    if "VOILA_BASE_URL" in os.environ:
        return bundle
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    data["text/html"] = static_html(widget)
    view = data.get(WIDGET_VIEW)
    if view is not None:
        _SHOWN[view["model_id"]] = widget
    return bundle


def pictures_again(changed):
    """{model id: the still picture now} of each widget displayed so far with a still picture (``static_bundle``)
    that is, or holds, one of the widgets ``changed`` (ipywidgets widgets, or objects with a ``widget`` that is
    one): the pictures to put in place of those taken at display time."""
    wanted = {id(getattr(item, "widget", item)) for item in changed}
    return {model_id: static_html(widget) for model_id, widget in _SHOWN.items() if _holds(widget, wanted)}


def _holds(widget, wanted):
    """Whether ``widget`` (or the widget of a panel) is one of the widgets whose ids are ``wanted``, or holds one:
    a box's children, an Output's displayed widgets, recursively."""
    widget = getattr(widget, "widget", widget) if not isinstance(widget, ipw.Widget) else widget
    if id(widget) in wanted:
        return True
    if isinstance(widget, ipw.Box):
        return any(_holds(child, wanted) for child in widget.children)
    if isinstance(widget, ipw.Output):
        views = (output.get("data", {}).get(WIDGET_VIEW) for output in widget.outputs)
        return any(_holds(_instances[view["model_id"]], wanted) for view in views
                   if view is not None and view.get("model_id") in _instances)
    return False


def _html(widget):
    widget = getattr(widget, "widget", widget) if not isinstance(widget, ipw.Widget) else widget
    if not isinstance(widget, ipw.Widget) or _hidden(widget):
        return ""
    markup = getattr(widget, "markup", None)       # an SvgCanvas: the table itself
    if isinstance(markup, str):
        return f"<div>{markup}</div>"
    if isinstance(widget, ipw.Output):
        return "".join(_output_html(output) for output in widget.outputs)
    if isinstance(widget, (ipw.HTML, ipw.HTMLMath)):
        return widget.value
    if isinstance(widget, ipw.Label):
        return f"<span>{escape(widget.value)}</span>"
    if isinstance(widget, ipw.Image):
        data = base64.b64encode(bytes(widget.value)).decode("ascii")
        kind = "svg+xml" if widget.format == "svg" else widget.format
        return f'<img src="data:image/{kind};base64,{data}" alt="{escape(widget.tooltip or "")}">'
    if isinstance(widget, (ipw.Tab, ipw.Stack)):
        index = widget.selected_index
        chosen = widget.children[index] if index is not None and index < len(widget.children) else None
        return _html(chosen) if chosen is not None else ""
    if isinstance(widget, ipw.Box):
        row = isinstance(widget, ipw.HBox) or getattr(widget.layout, "flex_flow", None) in ("row", "row wrap")
        inner = "".join(_html(child) for child in widget.children)
        return f'<div class="{"cardgames-static-row" if row else "cardgames-static"}">{inner}</div>' if inner else ""
    if isinstance(widget, (ipw.Button, ipw.IntProgress, ipw.FloatProgress)):
        return ""                              # nothing to click, nothing going on, in a still picture
    if isinstance(widget, ipw.RadioButtons):   # a question's options, the chosen one marked
        items = "".join(f"<li>{'◉' if index == widget.index else '○'} {escape(str(label))}</li>"
                        for index, label in enumerate(widget._options_labels))
        label = f"<span>{escape(widget.description)}</span>" if widget.description else ""
        return f'{label}<ul class="cardgames-static-options">{items}</ul>'
    if isinstance(widget, ipw.ValueWidget) and not isinstance(widget.value, (bytes, memoryview)):
        label = getattr(widget, "description", "")
        shown = f"{label} {_value_text(widget)}".strip()
        return f'<span class="cardgames-static-control">{escape(shown)}</span>' if shown else ""
    return ""


def _hidden(widget):
    layout = getattr(widget, "layout", None)
    return layout is not None and (layout.display == "none" or layout.visibility == "hidden")


def _value_text(widget):
    """A control's value as the reader would see it selected."""
    if isinstance(widget, ipw.widgets.widget_selection._Selection):
        return str(widget.label) if widget.label is not None else ""
    if isinstance(widget.value, bool):
        return "☑" if widget.value else "☐"
    return str(widget.value)


def _output_html(output):
    """One output of an Output widget (a display, a result, printed text) as HTML."""
    if output.get("output_type") == "stream":
        return f"<pre>{escape(output.get('text', ''))}</pre>"
    data = output.get("data", {})
    if "text/html" in data:
        return data["text/html"]
    for kind in ("image/png", "image/jpeg"):
        if kind in data:
            return f'<img src="data:{kind};base64,{data[kind].strip()}" alt="">'
    if "image/svg+xml" in data:
        return data["image/svg+xml"]
    view = data.get(WIDGET_VIEW)
    if view is not None:                       # a widget shown in the Output: its own picture
        shown = _instances.get(view.get("model_id"))
        return _html(shown) if shown is not None else ""
    if "text/plain" in data:
        return f"<pre>{escape(data['text/plain'])}</pre>"
    return ""
