"""The form of every hub request (``HubHandler``): a JSON body checked for size and form, the student's or the
teacher's identity checked against the store, one form of refusal (``{"refused": message id, "values": {...}}``,
with the HTTP status that says it)."""

import inspect
import json

import tornado.web

from class_hub import checks
from class_hub.checks import Refused
from class_hub.store_errors import StoreError, UnknownClass

STATUS = {"unknown_class": 404, "unknown_table": 404, "not_the_student": 403, "not_the_teacher": 403,
          "too_many_wrong_codes": 429, "request_too_large": 413}


class HubHandler(tornado.web.RequestHandler):
    """A JSON request to the hub: its body read and checked, its refusals answered in one form (a store's refusal
    too: ``REFUSALS``, the kind of ``StoreError`` and the reason it is answered with)."""

    REFUSALS = {UnknownClass: "unknown_class"}

    def initialize(self, store, wrong_joins, clock, changes):
        self.store, self.wrong_joins, self.clock, self.changes = store, wrong_joins, clock, changes

    def body(self):
        """The request's JSON object, or Refused (too large, not JSON, not an object)."""
        checks.request_size(self.request.body)
        try:
            data = json.loads(self.request.body or b"null")
        except ValueError:
            raise Refused("request_malformed") from None
        if not isinstance(data, dict):
            raise Refused("request_malformed")
        return data

    def student(self, data):
        """``(code, nickname)`` of a request for a student: a class that exists and the student's own token."""
        code, name = checks.class_code(data.get("code")), checks.nickname(data.get("nickname"))
        if not self.store.is_student(code, name, data.get("token")):
            raise Refused("not_the_student")
        return code, name

    def teacher(self, data):
        """The class code of a request for its teacher: a class that exists and its teacher key."""
        code = checks.class_code(data.get("code"))
        key = data.get("key")
        if not isinstance(key, str) or not self.store.is_teacher(code, key):
            raise Refused("not_the_teacher")
        return code

    def question(self, data):
        """The question a request names: a short printable id (``ohio.lead.1.2.win``)."""
        return checks.question_id(data.get("question"))

    def answer(self, result):
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(result))

    def refuse(self, refused):
        self.set_status(STATUS.get(refused.reason, 400))
        self.answer({"refused": refused.message_id, "values": refused.values})

    async def post(self):
        try:
            data = self.body()
            await self.wait_for(data)
            result = self.handle(data)
            if inspect.isawaitable(result):       # work done off the event loop (a Hint's search)
                result = await result
            self.answer(result)
        except Refused as refused:
            self.refuse(refused)
        except StoreError as error:
            reason = next((reason for kind, reason in self.REFUSALS.items() if isinstance(error, kind)), None)
            if reason is None:
                raise
            self.refuse(Refused(reason))

    async def wait_for(self, data):
        """Wait before answering, if the request asks to (the teacher's long poll); most answer at once."""

    def handle(self, data):
        """What the request asks, done; the JSON answer (a dict), or an awaitable of it."""
        raise NotImplementedError
