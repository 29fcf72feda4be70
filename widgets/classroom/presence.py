"""Whether a student's page is still open (issue 37): a kernel cannot tell, since Voila keeps a kernel after its page
closed until it has been idle a while, and a kernel following a shared table is never idle (each move redraws the
table). ``PagePresence`` is an invisible widget whose page says "here" every few seconds (``presence.js``);
``present()`` is false once it has been silent PRESENCE_SECONDS: the student's table is then no longer followed
(``TableClient.follow``), the hub hears nothing more from the seat and a bot plays it after a while, and the kernel,
idle at last, is culled. A page that comes back says so at once."""

import time

import ipywidgets as ipw

from ..listening import ListeningWidget, listening_script

PRESENCE_SECONDS = 15.0      # silent this long (three beats of presence.js missed): the page is gone


class PagePresence(ListeningWidget):
    """See the module; ``clock``: seconds, as ``time.monotonic``."""

    _esm = listening_script("classroom/presence.js")

    def __init__(self, clock=time.monotonic):
        super().__init__(layout=ipw.Layout(display="none"))
        self.clock = clock
        self.heard_at = clock()          # the page that shows the widget is open when it is made
        self.on_msg(self._heard)

    def _heard(self, _widget, content, _buffers):
        if isinstance(content, dict) and content.get("present"):
            self.heard_at = self.clock()

    def present(self):
        """True while the page has said it is open within PRESENCE_SECONDS."""
        return self.clock() - self.heard_at < PRESENCE_SECONDS
