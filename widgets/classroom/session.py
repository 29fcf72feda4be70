"""A kernel's place in a class (issue 36): who the student is in it, what their page sends, what the hub shows them.

One ``ClassSession`` per kernel (``current_session``), made when the kernel has a hub's address in its environment
(``CARDGAMES_CLASS_HUB``: ``dev.py class`` gives it to Voila, which gives it to every kernel). The page's join bar
(``ClassBar``) joins it; the lessons' questions (``ClassQuestion``) send through it and watch what the hub answers.

Requests go to the hub on 127.0.0.1 from the kernel, never from the page. Inside a running event loop (a kernel) they
run in a thread (``asyncio.to_thread``): a slow hub never holds the page's clicks. While the student is in a class and
some question of the page is watched, one task asks the hub about all of them every POLL_SECONDS.
"""

import asyncio

from class_hub import checks
from class_hub.client import HubClient, HubError, HubRefused, hub_address

from ..event_loop import running_loop

POLL_SECONDS = 2.0         # how often a page asks whether the teacher revealed its questions
LEFT = ("class.refused.not_the_student", "class.refused.unknown_class")   # answers meaning: no longer in this class


class ClassSession:
    """The student of this kernel in a class: ``code``, ``nickname``, ``token`` once joined (``join``), the page they
    are on (``page``), the questions watched (``watch``) and who is told when they join or leave (``on_change``)."""

    def __init__(self, client):
        self.client = client
        self.code = self.nickname = self.token = None
        self.page = ""
        self.error = None                     # the last HubError of a request sent in the background
        self.on_change = []                   # callbacks of no argument: joined, or left
        self._watchers = {}                   # question id -> [callback(shown)]
        self._poller = None
        self._sending = set()                 # requests sent in the background, not answered yet

    @property
    def joined(self):
        """True while the student is in a class."""
        return self.token is not None

    def identity(self):
        """What every request for the student carries: the class code, nickname and token."""
        return {"code": self.code, "nickname": self.nickname, "token": self.token}

    def join(self, code, nickname, token=None, page=""):
        """Join class ``code`` as ``nickname`` (back with ``token`` after a reload): the hub's answer
        ``{"nickname", "token"}``; HubRefused (a wrong code, a nickname taken...) or HubUnreachable."""
        self.page = str(page or "")[:64]
        answer = self.client.post("join", {"code": code, "nickname": nickname, "token": token, "page": self.page})
        self.code, self.nickname, self.token = checks.class_code(code), answer["nickname"], answer["token"]
        self.error = None
        self._changed()
        self._start_polling()
        return answer

    def leave(self):
        """Leave the class on this page (the hub keeps the student's answers; their token can bring them back)."""
        if self.joined:
            self.code = self.nickname = self.token = None
            self._changed()

    def _changed(self):
        for callback in list(self.on_change):
            callback()

    def request(self, path, body):
        """POST ``body`` with the student's identity to the hub, now: the answer, or HubError (a refusal meaning the
        student is no longer in the class also leaves it)."""
        try:
            return self.client.post(path, {**self.identity(), **body})
        except HubRefused as refused:
            if refused.message_id in LEFT:
                self.error = refused
                self.leave()
            raise

    def send(self, path, body, done=None):
        """Send ``body`` for the student (``request``) without waiting: in a thread when an event loop runs (a
        kernel), else now. ``done(answer)`` is called with the answer, in the loop; a failure is kept in ``error``.
        Returns the task, or None."""
        if not self.joined:
            return None
        loop = running_loop()
        if loop is None:
            self._finish(lambda: self.request(path, body), done)
            return None

        async def sending():
            answer = await asyncio.to_thread(self._finish, lambda: self.request(path, body), None)
            if answer is not None and done is not None:
                done(answer)
        task = loop.create_task(sending())
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)
        return task

    async def sent(self):
        """Wait until every request sent in the background has been answered (a run's last batch, say)."""
        while self._sending:
            await asyncio.wait(list(self._sending))

    def _finish(self, call, done):
        try:
            answer = call()
        except HubError as error:
            self.error = error
            return None
        if done is not None:
            done(answer)
        return answer

    def watch(self, question, callback):
        """Call ``callback(shown)`` with what the hub shows the student of ``question`` (``hub.shown_to_student``),
        every POLL_SECONDS while the student is in a class."""
        self._watchers.setdefault(question, []).append(callback)
        self._start_polling()

    def unwatch(self, question, callback):
        """Stop calling ``callback`` for ``question``."""
        callbacks = self._watchers.get(question, [])
        if callback in callbacks:
            callbacks.remove(callback)
        if not callbacks:
            self._watchers.pop(question, None)

    def ask(self):
        """Ask the hub about every watched question now and tell their watchers (what the poll does)."""
        if self.joined and self._watchers:
            self._tell(self._finish(self._ask_questions, None))

    def _ask_questions(self):
        questions = list(self._watchers)[:checks.QUESTIONS_AT_ONCE]
        return self.request("questions", {"questions": questions, "page": self.page})

    def _tell(self, answer):
        for question, shown in (answer or {}).get("questions", {}).items():
            for callback in list(self._watchers.get(question, ())):
                callback(shown)

    def _start_polling(self):
        loop = running_loop()
        if loop is None:                        # no kernel: a script or a test calls ``ask`` itself
            return
        if self._poller is None or self._poller.done():
            self._poller = loop.create_task(self._poll())

    async def _poll(self):
        while self.joined and self._watchers:
            self._tell(await asyncio.to_thread(self._finish, self._ask_questions, None))
            await asyncio.sleep(POLL_SECONDS)


_SESSION = []


def current_session():
    """This kernel's ``ClassSession``, or None when no hub's address is in its environment (no class here)."""
    address = hub_address()
    if address is None:
        return None
    if not _SESSION or _SESSION[0].client.address != address:
        _SESSION[:] = [ClassSession(HubClient(address))]
    return _SESSION[0]
