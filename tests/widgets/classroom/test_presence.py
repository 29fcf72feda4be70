"""Whether a student's page is open (widgets.classroom.presence, issue 37): present while its page says so every few
seconds, not once it has been silent PRESENCE_SECONDS, present again at its next word; a seat's table follows it."""

from widgets.classroom.presence import PRESENCE_SECONDS, PagePresence


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_a_page_silent_for_a_while_is_gone_and_back_at_its_next_word():
    clock = Clock()
    presence = PagePresence(clock)
    assert presence.present(), "the page that shows it is open"
    clock.now += PRESENCE_SECONDS - 1
    presence._heard(presence, {"present": True}, [])
    clock.now += PRESENCE_SECONDS - 1
    assert presence.present()
    clock.now += 2
    assert not presence.present()
    presence._heard(presence, {"nonsense": 1}, [])
    assert not presence.present(), "only the page's word counts"
    presence._heard(presence, {"present": True}, [])
    assert presence.present()


def test_the_page_says_it_is_open_every_few_seconds():
    script = str(getattr(PagePresence._esm, "default_value", PagePresence._esm))   # a trait once one is made
    beat = int(script.split("const BEAT_MS = ")[1].split(";")[0])
    assert 3 * beat <= PRESENCE_SECONDS * 1000, "three beats missed before the page counts as gone"
    assert "model.send({ present: true })" in script and "setInterval(beat, BEAT_MS)" in script
