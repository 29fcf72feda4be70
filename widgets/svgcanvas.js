// SvgCanvas's front end (see widgets/svgcanvas.py), plain ESM: no CDN, no build step. Clicks are
// caught once on the container (event delegation), so redrawing the markup never leaves stale listeners.
// The stylesheets a picture's markup carries (its game's, the table's: 9-12 kB) go to the page's head once, not
// into every redraw: a page parsed them again at each move, and restyled the whole page, which a class of 30
// browsers sharing a machine's cores paid on every move of every table (benchmarks/README.md, the tables mode).
// A <style> applies to the whole document wherever it stands: the picture looks the same.
const HOISTED = new Set();

function hoistStyles(markup) {
  return String(markup || "").replace(/<style>([\s\S]*?)<\/style>/g, (_whole, css) => {
    if (!HOISTED.has(css)) {
      HOISTED.add(css);
      const style = document.createElement("style");
      style.className = "svgcanvas-hoisted";
      style.textContent = css;
      document.head.appendChild(style);
    }
    return "";
  });
}

function render({ model, el }) {
  el.classList.add("svgcanvas");
  // The markup is drawn inside `picture`; the live regions beside it outlive every redraw, so that
  // a screen reader, which only reads changes to a region it already knows, reads what is announced.
  const picture = document.createElement("div");
  picture.className = "svgcanvas-picture";
  picture.tabIndex = -1;        // focusable by script only: it keeps the focus while nothing can be played
  const urgent = liveRegion("assertive");
  const polite = liveRegion("polite");
  // A refusal shown beside the part clicked (announce with `near`): outside `picture`, so that a redraw
  // of the same position keeps it; the live region reads it, so screen readers skip the bubble itself.
  const bubble = document.createElement("div");
  bubble.className = "svgcanvas-bubble";
  bubble.setAttribute("aria-hidden", "true");
  bubble.hidden = true;
  el.replaceChildren(picture, urgent, polite, bubble);
  // Names the page's sliders, underlines its links (widgets/pagefixes.js, prepended to this module
  // by widgets/svgcanvas.py; absent when this file is loaded alone, as some tests do).
  if (typeof installPageFixes === "function") installPageFixes();

  function liveRegion(politeness) {
    const region = document.createElement("div");
    region.className = "svgcanvas-live";
    region.setAttribute("role", "status");
    region.setAttribute("aria-live", politeness);
    region.setAttribute("aria-atomic", "true");
    return region;
  }

  // Empty the region, then write the text a moment later: the text changes even when it is the
  // same as the last announcement, so it is read again.
  let pending = null;
  function announce(text, isPolite) {
    const region = isPolite ? polite : urgent;
    clearTimeout(pending);
    urgent.textContent = "";
    polite.textContent = "";
    pending = setTimeout(() => { region.textContent = text; }, 60);
  }

  // The part last clicked (or reached with the keyboard), its action, and the position it was on.
  let clicked = null;
  let bubbleMove = null;

  function hideBubble() {
    bubble.hidden = true;
    bubble.textContent = "";
  }

  // Show `text` beside the part last clicked: above it (the hand is often at the bottom of the picture),
  // below it when there is no room above, kept inside the canvas, then scrolled into view.
  function showBubble(text) {
    let node = clicked && clicked.node;
    if (node && !picture.contains(node)) {
      node = [...picture.querySelectorAll("[data-action]")]
        .find((n) => n.getAttribute("data-action") === clicked.action) || null;
    }
    if (!node) return;
    bubble.textContent = text;
    bubble.hidden = false;
    bubble.style.left = "0px";          // measured where it has the canvas's whole width
    bubble.style.top = "0px";
    bubbleMove = position(el.querySelector("[data-move]")).move;
    const box = el.getBoundingClientRect();
    const part = node.getBoundingClientRect();
    const width = Math.min(bubble.offsetWidth, box.width);
    const left = Math.max(0, Math.min(part.left - box.left + part.width / 2 - width / 2, box.width - width));
    const above = part.top - box.top - bubble.offsetHeight - 10;
    bubble.style.left = `${left}px`;
    bubble.style.top = `${above >= 0 ? above : part.bottom - box.top + 10}px`;
    bubble.classList.toggle("below", above < 0);
    bubble.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  function onMessage(message) {
    if (message && message.type === "announce" && typeof message.text === "string") {
      announce(message.text, !!message.polite);
      if (message.near) showBubble(message.text);
    }
  }

  function actionTarget(event) {
    const node = event.target.closest("[data-action]");
    return node && el.contains(node) ? node : null;
  }

  // The data-move and data-deal numbers of `holder` (null where absent).
  function position(holder) {
    const number = (name) => {
      const text = holder && el.contains(holder) ? holder.getAttribute(name) : null;
      return text === null || text === "" ? null : Number(text);
    };
    return { move: number("data-move"), deal: number("data-deal") };
  }

  // The position the clicked picture showed: the nearest data-move (and data-deal) around it,
  // so that Python can ignore a click made on a table that has changed since.
  function send(node) {
    hideBubble();
    clicked = { node, action: node.getAttribute("data-action") };
    model.send({ type: "click", action: node.getAttribute("data-action"), ...position(node.closest("[data-move]")) });
  }

  // Where the keyboard was in the picture before a redraw: the focused part's action, its verb (the
  // action's first word: "play", "select", "cell") and its rank among the reachable parts with that verb.
  let remembered = null;

  const reachable = () => [...picture.querySelectorAll("[data-action]")].filter((n) => n.tabIndex >= 0);
  const verb = (node) => node.getAttribute("data-action").split(" ")[0];

  function remember(node) {
    const same = reachable().filter((n) => verb(n) === verb(node));
    remembered = { action: node.getAttribute("data-action"), verb: verb(node), rank: same.indexOf(node) };
  }

  // Keep keyboard users where they were: the same action if it is still there; else the part that
  // took the place of the one they left (a played card is gone: the next card of the hand), else the
  // first part (Hue: after a cell is played no cell can be chosen before a card: the hand's first
  // card). With nothing to act on (the bots' turn), the picture itself holds the focus, so that it
  // comes back to the hand at the next redraw instead of going to the top of the page.
  function restoreFocus() {
    const parts = reachable();
    if (!parts.length) {
      picture.focus({ preventScroll: true });
      return;
    }
    let target = null;
    if (remembered) {
      target = parts.find((n) => n.getAttribute("data-action") === remembered.action);
      const same = parts.filter((n) => verb(n) === remembered.verb);
      if (!target && same.length) target = same[Math.min(Math.max(remembered.rank, 0), same.length - 1)];
    }
    (target || parts[0]).focus({ preventScroll: true });
  }

  function draw() {
    const active = document.activeElement;
    const hadFocus = !!active && el.contains(active);
    if (hadFocus && picture.contains(active) && active.hasAttribute("data-action")) remember(active);
    picture.innerHTML = hoistStyles(model.get("markup"));
    const clickable = picture.querySelectorAll("[data-action]");
    for (const node of clickable) {
      if (!node.hasAttribute("tabindex")) node.setAttribute("tabindex", "0");
      if (!node.hasAttribute("role")) node.setAttribute("role", "button");
    }
    if (hadFocus) restoreFocus();
    // A new position (a move was played, a new game): the refusal shown for the last one is out of date.
    if (!bubble.hidden && position(el.querySelector("[data-move]")).move !== bubbleMove) hideBubble();
    // The picture is on screen: Python may now do what waited for it (a bot that moves first).
    model.send({ type: "drawn", ...position(el.querySelector("[data-move]")) });
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
  model.on("msg:custom", onMessage);
  draw();
  return () => {
    clearTimeout(pending);
    model.off("change:markup", draw);
    model.off("msg:custom", onMessage);
    el.removeEventListener("click", onClick);
    el.removeEventListener("keydown", onKey);
  };
}
export default listening({ render });
