"""Which classes changed, for the teacher's page to hear at once (a long poll) rather than by asking twice a second.

Each hub process counts the changes of each class it wrote (a join, a guess, a batch of games, a page seen, a
teacher's action): the class's *version*, which every answer to the teacher carries. The teacher's page asks again
with the version it has, and the hub answers when the class has changed since, or after WAIT_SECONDS. Two hub
processes over one PostgreSQL database (JupyterHub) do not hear each other's changes: a change written by the other
process reaches the teacher within WAIT_SECONDS.
"""

import asyncio
import collections

WAIT_SECONDS = 2.0         # the longest a teacher's request waits for a change


class ClassChanges:
    """The versions of the classes this process changed, and the requests waiting for a change."""

    def __init__(self):
        self._versions = collections.Counter()
        self._waiting = {}              # class code -> asyncio.Event set at its next change

    def version(self, code):
        """How many changes of class ``code`` this process has written."""
        return self._versions[code]

    def changed(self, code):
        """Note a change of class ``code`` and wake the requests waiting for one."""
        self._versions[code] += 1
        event = self._waiting.pop(code, None)
        if event is not None:
            event.set()

    async def wait(self, code, since):
        """Return once class ``code`` is at another version than ``since``, or after WAIT_SECONDS."""
        if self._versions[code] != since:
            return
        event = self._waiting.setdefault(code, asyncio.Event())
        try:
            await asyncio.wait_for(event.wait(), WAIT_SECONDS)
        except asyncio.TimeoutError:
            pass
