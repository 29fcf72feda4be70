// StartMenu's front end (see widgets/start.py), plain ESM: draws the menu's markup, tells Python which choice
// was clicked (the guided game opens in the whole game's place), and keeps how far a guided game is in the
// page's address (?guided=12), so that a reload opens it at the same step.
function render({ model, el }) {
  function draw() {
    el.innerHTML = model.get("markup");
    const guided = el.querySelector("[data-choice='guided']");
    if (guided) {
      guided.addEventListener("click", () => {
        model.send({ choice: "guided" });
        const place = document.getElementById("play");
        if (place) place.scrollIntoView({ block: "start" });
      });
    }
    const play = el.querySelector("a[href='#play']");
    if (play) play.addEventListener("click", () => model.send({ choice: "play" }));
  }

  function keep() {
    const params = new URLSearchParams(window.location.search);
    const played = model.get("guided");
    if (played < 0) params.delete("guided");
    else params.set("guided", String(played));
    const query = params.toString();
    const address = window.location.pathname + (query ? "?" + query : "") + window.location.hash;
    if (address !== window.location.pathname + window.location.search + window.location.hash) {
      window.history.replaceState(window.history.state, "", address);
    }
  }

  draw();
  model.on("change:markup", draw);
  model.on("change:guided", keep);
}

export default listening({ render });
