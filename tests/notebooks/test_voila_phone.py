"""End to end at a phone's size (390x844), in French, the longer language (issue 34, item 5): on every game's app and
on the lesson, nothing is cut inside a box and nothing scrolls sideways.

Each page is opened once, at 390x844, and checked as it opened (``OVERFLOWS``); the same page is then widened to
1280 px and checked again (a control cut on a laptop too: the teacher view's button read « Vue de l'enseign… » at
every width), without loading it again.
"""

import pytest
from playwright.sync_api import expect

from conftest import after_test, record_foreign_requests

pytestmark = pytest.mark.browser

FIRST_LOAD = 120_000          # ms: the page starts a kernel and runs the whole notebook
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 844}
# Each page, and what shows that its widgets are drawn: a game's clickable parts, the lesson's Run buttons.
PAGES = {
    "ohio.ipynb": ".card[data-action^='play ']",
    "yozu.ipynb": ".yz-cell[data-action^='guess ']",
    "hue.ipynb": "[data-action^='select ']",
    "woo.ipynb": ".woo-card[data-action^='play ']",
    "yoyo.ipynb": ".yoyo-card[data-action^='play ']",
    "yozu_probability.ipynb": ".lesson-run-bar button",
}

# Every overflow of the page as it is drawn now, one line each (an empty list: none):
# - the page, or Voila's scrolling box of cells (#rendered_cells), scrolls sideways;
# - cut: an element that clips its content (overflow hidden, auto, scroll or clip; text-overflow: ellipsis) holds
#   content wider than itself, or taller than itself where it does not scroll (a label wrapped in a box of one line);
# - off the screen: an element reaches past the viewport's left or right edge (the outermost such element);
# - wider than its box: a child's box reaches out of its parent's, whatever the parent's overflow;
# - cut: a menu (<select>) is narrower than the text of its chosen option.
# Left out, each on purpose: the screen readers' live regions (.svgcanvas-live, 1 px boxes clipped so that they are
# heard and not seen) and the whole game's heading for them (.cardgames-start-heading, the same); noUiSlider's .noUi-origin, a positioning box that the slider moves by a transform, off its
# track at the slider's minimum (the handle drawn stays inside); a child drawn turned (a transform: Woo's trump card
# lies across the stock, its turned box wider than its frame); a child placed over the picture (position absolute
# or fixed: badges, the refusal's bubble); the pieces of a line of text (display inline: a code span's space hangs
# at the line's end); boxes made to scroll up and down (overflow-y auto or scroll: the log, the pairs still possible).
OVERFLOWS = """() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  const name = (el) => {
    const own = [...el.classList].filter((c) => !/^(lm-|jp-|jupyter-|p-|mod-)/.test(c)).slice(0, 3);
    const text = (el.innerText || el.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 50);
    return `<${el.tagName.toLowerCase()}${own.map((c) => "." + c).join("")}> «${text}»`;
  };
  const left = (el) => el.closest("[hidden], .svgcanvas-live, .noUi-origin, .cardgames-start-heading");
  const shown = (el, style) => style.display !== "none" && style.visibility !== "hidden" && el.getClientRects().length > 0;
  const clips = (value) => ["hidden", "auto", "scroll", "clip"].includes(value);
  const scroller = document.getElementById("rendered_cells");
  for (const box of [document.documentElement, document.body, scroller].filter(Boolean)) {
    if (box.scrollWidth > box.clientWidth + 1) {
      found.push(`the page scrolls sideways: ${name(box)} is ${box.scrollWidth} px wide in ${box.clientWidth}`);
    }
  }
  const measure = document.createElement("canvas").getContext("2d");
  for (const el of document.body.querySelectorAll("*")) {
    if (el === scroller || left(el)) continue;
    const style = getComputedStyle(el);
    if (!shown(el, style)) continue;
    const box = el.getBoundingClientRect();
    if ((clips(style.overflowX) || style.textOverflow === "ellipsis") && el.scrollWidth > el.clientWidth + 1) {
      found.push(`cut: ${name(el)} is ${el.scrollWidth} px wide in ${el.clientWidth}`);
    } else if (clips(style.overflowY) && !["auto", "scroll"].includes(style.overflowY)
               && el.scrollHeight > el.clientHeight + 1) {
      found.push(`cut: ${name(el)} is ${el.scrollHeight} px tall in ${el.clientHeight}`);
    }
    if (box.left < -1 || box.right > width + 1) {
      const parent = el.parentElement.getBoundingClientRect();
      if (parent.left >= -1 && parent.right <= width + 1) {
        found.push(`off the screen: ${name(el)} from ${Math.round(box.left)} to ${Math.round(box.right)} px`);
      }
    }
    if (!["inline", "contents"].includes(style.display)) {
      for (const child of el.children) {
        const own = getComputedStyle(child);
        if (left(child) || !shown(child, own) || ["inline", "contents"].includes(own.display)
            || ["absolute", "fixed"].includes(own.position) || own.transform !== "none") continue;
        const inner = child.getBoundingClientRect();
        if (inner.width && (inner.right > box.right + 1 || inner.left < box.left - 1)) {
          found.push(`wider than its box: ${name(child)} [${Math.round(inner.left)}, ${Math.round(inner.right)}] `
                     + `in ${name(el)} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
          break;
        }
      }
    }
    if (el.tagName === "SELECT" && el.selectedOptions.length) {
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = el.selectedOptions[0].text;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = measure.measureText(text).width;
      if (needed > room + 1) found.push(`cut: the menu's «${text}» needs ${Math.round(needed)} px, has ${Math.round(room)}`);
    }
  }
  return found;
}"""


@pytest.fixture
def phone(chromium, request):
    """A fresh browser page at 390x844 in French that reaches only the Voila server (as the ``page`` fixture)."""
    context = chromium.new_context(viewport=PHONE, locale="fr-FR")
    foreign = record_foreign_requests(context)
    tab = context.new_page()
    tab.foreign_requests = foreign
    yield tab
    try:
        after_test(tab, request)
    finally:
        context.close()


def laid_out(page, width):
    """Set the viewport's width and wait until Voila's box of cells has followed it."""
    page.set_viewport_size({**LAPTOP, "width": width})
    page.wait_for_function("width => document.getElementById('rendered_cells').getBoundingClientRect().width === width",
                           arg=width)


@pytest.mark.parametrize("notebook", list(PAGES))
def test_nothing_is_cut_nor_scrolls_sideways_on_a_phone(phone, voila, notebook):
    phone.goto(voila.render_url(notebook) + "?lang=fr", wait_until="commit")
    expect(phone.locator(PAGES[notebook]).last).to_be_visible(timeout=FIRST_LOAD)
    phone.wait_for_function("() => !document.getElementById('loading') || "
                            "getComputedStyle(document.getElementById('loading')).display === 'none'", timeout=FIRST_LOAD)
    found = phone.evaluate(OVERFLOWS)
    assert not found, f"{notebook} at 390x844:\n" + "\n".join(found)
    laid_out(phone, LAPTOP["width"])
    found = phone.evaluate(OVERFLOWS)
    assert not found, f"{notebook} at 1280 px:\n" + "\n".join(found)
