"""At a phone's size (390x844) and on a laptop (1280 px), in French, the longer language (issue 34, item 5): on every
game's app and on the lesson, nothing is cut inside a box and nothing scrolls sideways.

``nothing_cut_on_a_phone_or_a_laptop`` lays out a page already open at 390x844, checks it (``OVERFLOWS``), widens it
to 1280 px and checks it again (a control cut on a laptop too: the teacher view's button read « Vue de l'enseign… »
at every width), then gives it back its size. The layout is the CSS's alone (no script of the pages reads the
window's width), so a page laid out again at a phone's width is the page a phone opens; the checks run on the pages
tests/notebooks/test_voila_pages.py (the games) and test_voila_a11y.py (the lesson) open in French, without a page
load of their own.
"""

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 844}
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


def laid_out(page, width):
    """Set the viewport's width (844 px high) and wait until Voila's box of cells has followed it."""
    page.set_viewport_size({**LAPTOP, "width": width})
    page.wait_for_function("width => document.getElementById('rendered_cells').getBoundingClientRect().width === width",
                           arg=width)


def nothing_cut_on_a_phone_or_a_laptop(page, name):
    """Check the open page ``name`` at 390x844, then at 1280 px wide: no overflow (``OVERFLOWS``) at either width;
    then give the page back the size it had."""
    size = page.viewport_size
    laid_out(page, PHONE["width"])
    found = page.evaluate(OVERFLOWS)
    assert not found, f"{name} at 390x844:\n" + "\n".join(found)
    laid_out(page, LAPTOP["width"])
    found = page.evaluate(OVERFLOWS)
    assert not found, f"{name} at 1280 px:\n" + "\n".join(found)
    page.set_viewport_size(size)
