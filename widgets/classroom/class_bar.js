// ClassBar's front end (see widgets/classroom/class_bar.py), plain ESM. The page, not the kernel, knows its address
// and keeps the student's class in localStorage: the code of ?class=, and after a reload the code, nickname and token
// it was given, sent to the kernel to join again by itself.
const KEPT = "cardgames-class";            // localStorage key: {code, nickname, token, at}
const KEPT_HOURS = 24;                     // a class is deleted after a day: so is what the page keeps of it
const rejoined = new WeakSet();            // models that already joined again by themselves

function kept() {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEPT) || "null");
    if (value && value.token && Date.now() - (value.at || 0) < KEPT_HOURS * 3600 * 1000) return value;
  } catch (unreadable) {
    // storage refused (a private window) or damaged: nothing kept
  }
  return null;
}

function keep(value) {
  try {
    if (value) window.localStorage.setItem(KEPT, JSON.stringify({ ...value, at: Date.now() }));
    else window.localStorage.removeItem(KEPT);
  } catch (refused) {
    // no storage: the student types the code again after a reload
  }
}

function pageName() {
  const last = window.location.pathname.split("/").filter(Boolean).pop() || "";
  return decodeURIComponent(last).replace(/\.ipynb$/, "");
}

function same(a, b) {
  const plain = (code) => (code || "").replace(/[\s-]/g, "").toUpperCase();
  return plain(a) === plain(b);
}

function render({ model, el }) {
  el.classList.add("cardgames-class");
  const label = (key) => (model.get("labels") || {})[key] || "";
  const linked = new URLSearchParams(window.location.search).get("class");

  const form = document.createElement("form");
  form.className = "cardgames-class-form";
  const intro = document.createElement("p");
  intro.className = "cardgames-class-intro";
  const code = document.createElement("input");
  code.name = "class-code";
  code.className = "cardgames-class-code";
  code.autocomplete = "off";
  code.spellcheck = false;
  code.maxLength = 24;
  const nickname = document.createElement("input");
  nickname.name = "nickname";
  nickname.className = "cardgames-class-nickname";
  nickname.autocomplete = "nickname";
  nickname.maxLength = 40;
  const join = document.createElement("button");
  join.type = "submit";
  join.className = "jupyter-button cardgames-class-join";
  const leave = document.createElement("button");
  leave.type = "button";
  leave.className = "jupyter-button cardgames-class-leave";
  const status = document.createElement("p");
  status.className = "cardgames-class-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const fields = [[code, "code"], [nickname, "nickname"]].map(([input, key]) => {
    const wrap = document.createElement("label");
    wrap.append(document.createElement("span"), input);
    wrap.dataset.key = key;
    return wrap;
  });
  form.append(intro, ...fields, join, leave, status);
  el.replaceChildren(form);

  function draw() {
    const joined = model.get("joined") || {};
    intro.textContent = label("intro");
    for (const wrap of fields) wrap.firstChild.textContent = label(wrap.dataset.key);
    join.textContent = label("join");
    leave.textContent = label("leave");
    const inClass = Boolean(joined.token);
    for (const wrap of fields) wrap.hidden = inClass;
    join.hidden = inClass;
    intro.hidden = inClass;
    leave.hidden = !inClass;
    status.textContent = model.get("status");
    el.classList.toggle("cardgames-class-joined", inClass);
  }

  let rejoining = false;                   // joining again by itself with what the page kept
  function send(value, again = false) {
    rejoining = again;
    status.textContent = label("joining");
    model.send({ join: { ...value, page: pageName() } });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const before = kept();
    const token = before && same(before.code, code.value) &&
      before.nickname.toLowerCase() === nickname.value.trim().toLowerCase() ? before.token : null;
    send({ code: code.value, nickname: nickname.value, token });
  });
  leave.addEventListener("click", () => {
    keep(null);
    model.send({ leave: true });
  });
  model.on("change:joined", () => {
    const joined = model.get("joined") || {};
    if (joined.token) keep(joined);
    draw();
  });
  model.on("change:status", () => {
    // Refused when joining again by itself (the class ended, or was deleted after a day): forget what was kept.
    if (rejoining && !(model.get("joined") || {}).token) keep(null);
    rejoining = false;
    draw();
  });
  model.on("change:labels", draw);

  const before = kept();
  code.value = linked || (before ? before.code : "");
  nickname.value = before && (!linked || same(linked, before.code)) ? before.nickname : "";
  draw();
  if (before && (!linked || same(linked, before.code)) &&
      !(model.get("joined") || {}).token && !rejoined.has(model)) {
    rejoined.add(model);
    send(before, true);
  }
}

export default { render };
