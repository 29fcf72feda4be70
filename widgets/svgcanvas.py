"""SvgCanvas: one widget that shows an SVG/HTML string and reports clicks on its parts.

A whole game table is drawn as one string (one output per redraw, not one widget per card).
Any element of the markup carrying a ``data-action`` attribute is clickable: a click, or
Enter / Space when it has the keyboard focus, sends that attribute's text to Python, where
the callbacks registered with ``on_click`` receive it. ``click(action)`` does the same from
Python, for tests and notebooks.
"""

import anywidget
import traitlets

# Inline ESM (no CDN, no build step). Clicks are caught once on the container (event
# delegation), so redrawing the markup never leaves stale listeners behind.
_ESM = r"""
function render({ model, el }) {
  el.classList.add("svgcanvas");

  function actionTarget(event) {
    const node = event.target.closest("[data-action]");
    return node && el.contains(node) ? node : null;
  }

  function send(node) {
    model.send({ type: "click", action: node.getAttribute("data-action") });
  }

  function draw() {
    const active = document.activeElement;
    const focused = active && el.contains(active) ? active.getAttribute("data-action") : null;
    el.innerHTML = model.get("markup");
    const clickable = el.querySelectorAll("[data-action]");
    for (const node of clickable) {
      if (!node.hasAttribute("tabindex")) node.setAttribute("tabindex", "0");
      if (!node.hasAttribute("role")) node.setAttribute("role", "button");
    }
    // Keep keyboard users where they were: the same action if it is still there, else the first one.
    if (focused !== null && clickable.length) {
      const again = el.querySelector('[data-action="' + CSS.escape(focused) + '"]');
      (again || clickable[0]).focus({ preventScroll: true });
    }
  }

  function onClick(event) {
    const node = actionTarget(event);
    if (node) {
      event.preventDefault();
      send(node);
    }
  }

  function onKey(event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    const node = actionTarget(event);
    if (node) {
      event.preventDefault();   // also stops a native <button> from clicking a second time
      send(node);
    }
  }

  el.addEventListener("click", onClick);
  el.addEventListener("keydown", onKey);
  model.on("change:markup", draw);
  draw();
  return () => {
    model.off("change:markup", draw);
    el.removeEventListener("click", onClick);
    el.removeEventListener("keydown", onKey);
  };
}
export default { render };
"""

_CSS = """
.svgcanvas [data-action] { cursor: pointer; }
.svgcanvas [data-action]:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
"""


class SvgCanvas(anywidget.AnyWidget):
    """Shows ``markup`` (SVG or HTML); clicks on ``[data-action]`` elements call the ``on_click`` callbacks."""

    _esm = _ESM
    _css = _CSS
    markup = traitlets.Unicode("").tag(sync=True)

    def __init__(self, markup="", **kwargs):
        super().__init__(markup=markup, **kwargs)
        self._click_callbacks = []
        self.on_msg(self._receive)

    def on_click(self, callback, remove=False):
        """Call ``callback(action)`` with the ``data-action`` text of each clicked element (``remove`` to stop)."""
        if remove:
            self._click_callbacks.remove(callback)
        else:
            self._click_callbacks.append(callback)

    def click(self, action):
        """Act as if the element with ``data-action=action`` had been clicked."""
        for callback in list(self._click_callbacks):
            callback(action)

    def _receive(self, _widget, content, _buffers):
        if isinstance(content, dict) and content.get("type") == "click" and isinstance(content.get("action"), str):
            self.click(content["action"])
