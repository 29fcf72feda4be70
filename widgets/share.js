// ShareLink's front end (see widgets/share.py), plain ESM. Python keeps `query` the live position's
// query string; a click builds the page's own address with it (the page's other parameters kept),
// copies it, and shows it in a text field, selected, for copying by hand where the page may not copy.
function render({ model, el }) {
  el.classList.add("cardgames-share");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button cardgames-share-button";
  const field = document.createElement("input");
  field.type = "text";
  field.readOnly = true;
  field.className = "cardgames-share-field";
  field.hidden = true;
  const status = document.createElement("span");
  status.className = "cardgames-share-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  el.replaceChildren(button, field, status);

  function label(key) {
    return (model.get("labels") || {})[key] || "";
  }

  function relabel() {
    button.textContent = label("button");
    button.title = label("tip");
    field.setAttribute("aria-label", label("field"));
    field.title = label("field");
  }

  // The page's address with the position's parameters set (position, lang); the others kept.
  function link() {
    const params = new URLSearchParams(window.location.search);
    for (const [key, value] of new URLSearchParams(model.get("query"))) params.set(key, value);
    return window.location.origin + window.location.pathname + "?" + params.toString();
  }

  async function copy(text) {
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(text);
        return true;
      }
    } catch (refused) {
      // denied (no permission, no user gesture): the older way below, then by hand
    }
    field.focus();
    field.select();
    try {
      return document.execCommand("copy");
    } catch (refused) {
      return false;
    }
  }

  button.addEventListener("click", async () => {
    const text = link();
    field.value = text;
    field.hidden = false;
    status.textContent = "";
    const copied = await copy(text);
    status.textContent = label(copied ? "copied" : "refused");
    if (!copied) {
      field.focus();
      field.select();
    }
  });
  field.addEventListener("focus", () => field.select());

  // The position moved on: the link shown is the new one; "copied" no longer holds.
  model.on("change:query", () => {
    if (!field.hidden) field.value = link();
    status.textContent = "";
  });
  model.on("change:labels", relabel);
  relabel();

  // A table opened from a link: bring it into view, as the page may hold lessons above it.
  if (model.get("scroll")) {
    setTimeout(() => {
      const table = el.closest(".cardgames-app");
      if (table) table.scrollIntoView({ block: "start" });
    }, 300);
  }
}

export default listening({ render });
