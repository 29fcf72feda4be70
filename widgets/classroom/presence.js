// PagePresence's front end (see widgets/classroom/presence.py): while the page is open, it tells its kernel so
// every BEAT_MS. A page closed says nothing more: its kernel stops asking the hub about the student's table, and the
// hub has a bot play the seat until the student comes back.
const BEAT_MS = 5000;

function render({ model, el }) {
  el.hidden = true;
  const beat = () => model.send({ present: true });
  beat();
  const timer = setInterval(beat, BEAT_MS);
  return () => clearInterval(timer);
}

export default listening({ render });
