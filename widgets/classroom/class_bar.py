"""The join bar at the top of a page (issue 36): the class code and a nickname, nothing else asked or kept.

The code comes typed, or from the link the teacher shows (``?class=CODE``, read by the page). Once joined, the page
keeps the student's code, nickname and token in the browser (``localStorage``): a reload, or a page whose kernel was
culled, joins again by itself as the same student, and the hub shows them their own answers. The bar speaks the
page's language; a refusal is said in it (``class.refused.*``).

Without a hub (``dev.py gallery``) there is no bar; on the static site, which runs in the browser with no server,
its place says that class features need the class server (``dev.py class``).
"""

import pathlib

from html import escape

import traitlets
from IPython.display import HTML

from cardlib.text import i18n
from class_hub import checks
from class_hub.client import HubRefused, HubUnreachable

from .. import browser
from ..listening import ListeningWidget, listening_script
from .session import current_session

_HERE = pathlib.Path(__file__).parent
LABELS = ("intro", "code", "nickname", "join", "leave", "joining", "unanswered", "reloading")
STATIC_STYLE = "margin:0.4em 0;padding:0.4em 0.8em;border-left:3px solid #4477aa;background:#f6f8fb"


def refusal_text(refused, lang):
    """What a refusal of the hub says, in ``lang``."""
    return i18n.page_text(refused.message_id, lang, **refused.values)


def hub_error_text(error, lang):
    """What the page says of a ``HubError``, in ``lang``: the hub's refusal, or that the hub is out of reach."""
    if isinstance(error, HubRefused):
        return refusal_text(error, lang)
    return i18n.page_text("class.bar.unreachable", lang)


class ClassBar(ListeningWidget):
    """The join bar (see the module) of this kernel's class ``session``, in ``lang``: ``joined`` is ``{"code",
    "nickname", "token"}`` once in a class, what the page keeps; ``status`` the last outcome, in the page's
    language."""

    _esm = listening_script("classroom/widgets_ready.js", "classroom/class_bar.js")
    _css = _HERE / "class_bar.css"
    labels = traitlets.Dict({}).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    joined = traitlets.Dict({}).tag(sync=True)

    def __init__(self, session, lang=None):
        super().__init__()
        self.lang = lang or i18n.default_language()
        self.session = session
        self.refused = False            # whether the hub refused the last join (not merely out of reach)
        self.labels = {key: i18n.page_text(f"class.bar.{key}", self.lang) for key in LABELS}
        self.on_msg(self._asked)
        session.on_change.append(self._follow)
        self._follow()

    def _follow(self):
        session = self.session
        self.joined = session.identity() if session.joined else {}
        if not session.joined and isinstance(session.error, HubRefused):      # the class ended, say
            self.status = refusal_text(session.error, self.lang)
        if session.joined:
            self.status = i18n.page_text("class.bar.joined", self.lang, code=checks.code_text(session.code),
                                         nickname=session.nickname)

    def _asked(self, _widget, content, _buffers):
        if not isinstance(content, dict):
            return
        if content.get("leave"):
            self.session.leave()
            self.status = ""
            return
        asked = content.get("join")
        if isinstance(asked, dict):
            joined = self.join(asked.get("code"), asked.get("nickname"), asked.get("token"), asked.get("page", ""))
            # Each join is answered, also by a refusal the same as the last (``status`` would not change).
            self.send({"answered": True, "joined": joined, "refused": self.refused})

    def join(self, code, nickname, token=None, page=""):
        """Join class ``code`` as ``nickname`` (what the page sends on Join, or by itself after a reload): True when
        in; the reason it is not, in ``status``, otherwise."""
        self.refused = False
        try:
            self.session.join(code, nickname, token=token if isinstance(token, str) else None, page=page)
        except HubRefused as refused:
            self.refused = True
            self.joined = {}
            self.status = refusal_text(refused, self.lang)
            return False
        except HubUnreachable:
            self.joined = {}
            self.status = i18n.page_text("class.bar.unreachable", self.lang)
            return False
        return True

    def __repr__(self):
        # The display's text/plain: the same at every run (a saved notebook's outputs must not change).
        return f"ClassBar(lang={self.lang!r})"


def class_bar(lang=None):
    """The page's join bar (``ClassBar``) in ``lang`` (default: the page's language) for this kernel's class session;
    without a hub, no bar and no widget: nothing shown, or on the static site the sentence saying what class features
    need (plain HTML outputs)."""
    lang = lang or i18n.default_language()
    if browser.in_browser():
        return HTML(f'<p class="cardgames-class-static" style="{STATIC_STYLE}">'
                    f'{escape(i18n.page_text("class.bar.static", lang))}</p>')
    session = current_session()
    if session is None:
        return HTML("")
    return ClassBar(session, lang)
