// ClassBar's front end (see widgets/classroom/class_bar.py), plain ESM. The page, not the kernel, knows its address
// and keeps the student's class in localStorage: the code of ?class=, and after a reload the code, nickname and token,
// sent to the kernel to join again by itself.
//
// The page draws the student's token itself and keeps it *before* it asks to join: when the answer is lost on the way
// (a connection cut while a whole class loads, a reload), nothing is: the page asks again with the same token, after
// a reload or after ANSWER_WAIT_MS without an answer, and the hub knows the student. Had the hub drawn the token, the
// student whose answer was lost could never come back under their nickname ("taken").
//
// A join changes the page's other widgets at once (its questions' class panels): it is sent once the page has built
// them all (whenWidgetsReady, widgets_ready.js, put before this file), else what they are told is lost.
//
// It is sent once the bar hears its kernel (keepListening, listening.js: a page whose module loaded late heard
// nothing, its joins unanswered for good). A page whose asks all go unanswered all the same reloads itself, once, and
// joins again with the token it kept. Within RELOAD_GUARD_MS of such a reload it says instead that no answer came.
const KEPT = "cardgames-class";            // localStorage key: {code, nickname, token, at}
const KEPT_HOURS = 24;                     // a class is deleted after a day: so is what the page keeps of it
const ANSWER_WAIT_MS = 15000;              // without an answer to a join after this long, the page asks again
const ASKS = 6;                            // ... at most this many times in all, then reloads itself (once)
const RELOADED = "cardgames-class-reloaded";   // sessionStorage key: when the page last reloaded itself for that
const RELOAD_GUARD_MS = 10 * 60 * 1000;    // ... and not again within this time: it then says nothing came
const rejoined = new WeakSet();            // models that already joined again by themselves

function newToken() {
  const bytes = new Uint8Array(24);        // 32 characters of URL-safe base64 (class_hub.checks.token)
  window.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

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

function mayReload() {
  // True, and noted, when the page has not reloaded itself for an unanswered join within RELOAD_GUARD_MS.
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED) || 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED, String(Date.now()));
    return true;
  } catch (refused) {
    return false;                          // no storage: no way to tell a second reload from the first
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
  let restore = null;                      // what was kept before this join: kept again if the hub refuses it
  let waiting = null;                      // the timer that asks again when no answer comes
  function send(value, again = false, asks = 1) {
    rejoining = again;
    status.textContent = label("joining");
    clearTimeout(waiting);
    keepListening(model).then(() => whenWidgetsReady(() => model.send({ join: { ...value, page: pageName() } })));
    waiting = setTimeout(() => {
      if ((model.get("joined") || {}).token) return;
      if (asks < ASKS) send(value, again, asks + 1);
      else if (mayReload()) {
        status.textContent = label("reloading");
        window.location.reload();
      } else status.textContent = label("unanswered");
    }, ANSWER_WAIT_MS);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const before = kept();
    const token = before && same(before.code, code.value) &&
      before.nickname.toLowerCase() === nickname.value.trim().toLowerCase() ? before.token : newToken();
    restore = before;
    const asked = { code: code.value, nickname: nickname.value.trim(), token };
    keep(asked);
    send(asked);
  });
  leave.addEventListener("click", () => {
    keep(null);
    model.send({ leave: true });
  });
  model.on("change:joined", () => {
    const joined = model.get("joined") || {};
    if (joined.token) {
      clearTimeout(waiting);
      keep(joined);
      restore = null;
    }
    draw();
  });
  model.on("change:status", draw);
  model.on("msg:custom", (content) => {
    if (!content || !content.answered) return;
    clearTimeout(waiting);
    // Refused. Joining again by itself (the class ended, or was deleted after a day): forget what was kept. A join
    // typed in (a nickname taken, a wrong code): keep what was kept before it. The hub out of reach is no refusal:
    // the token stays, for the hub may have written the join it could not answer.
    if (!content.joined && content.refused) keep(rejoining ? null : restore);
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

export default listening({ render });
