// TeacherLink's front end (see widgets/classroom/teacher.py): the teacher's link carries ?class=CODE&key=KEY;
// the page gives both to its kernel, which asks the hub with them.
function render({ model, el }) {
  el.hidden = true;
  const params = new URLSearchParams(window.location.search);
  const asked = { code: params.get("class") || "", key: params.get("key") || "" };
  if (asked.code && asked.key) {
    whenWidgetsReady(() => {             // the overview is drawn once the page has built every widget (widgets_ready.js)
      model.set("asked", asked);
      model.save_changes();
    });
  }
}

export default listening({ render });
