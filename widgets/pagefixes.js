// Page-wide accessibility repairs, prepended to the front ends that install them (SvgCanvas's, and
// widgets.a11y.PageFixes's: see widgets/a11y.py). Plain functions, no export: each front end calls
// installPageFixes(), which does its work once per page however many widgets call it.
//
// ipywidgets' sliders draw their handle as a <div role="slider"> that the slider's visible <label>
// does not name (a label names form controls only): screen readers then read "slider, 3" with no
// name, and axe-core reports aria-input-field-name. Each handle gets aria-labelledby pointing to its
// slider's label (so a language switch renames it too), or the slider's tooltip when it has no label.
let cardgamesSliderLabels = 0;

function nameSliderHandle(handle) {
  const slider = handle.closest(".widget-slider");
  if (!slider) return;
  const label = slider.querySelector(":scope > .widget-label");
  if (label && label.textContent.trim()) {
    if (!label.id) label.id = "cardgames-slider-label-" + ++cardgamesSliderLabels;
    handle.setAttribute("aria-labelledby", label.id);
    return;
  }
  const tooltip = slider.getAttribute("title");
  if (tooltip && tooltip !== "null") handle.setAttribute("aria-label", tooltip);
}

function installPageFixes() {
  if (window.__cardgamesPageFixes) return;
  window.__cardgamesPageFixes = true;
  const unnamed = '.noUi-handle[role="slider"]:not([aria-label]):not([aria-labelledby])';
  const fix = () => document.querySelectorAll(unnamed).forEach(nameSliderHandle);
  new MutationObserver(fix).observe(document.body, { childList: true, subtree: true });
  fix();
}
