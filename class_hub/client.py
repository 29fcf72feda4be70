"""How a student's or the teacher's kernel talks to the class hub: JSON POSTs to the address Voila's environment
gives (``CARDGAMES_CLASS_HUB``, set by ``dev.py class`` or by a JupyterHub spawner), with the standard library.

Pages never reach the hub themselves: their kernels do, on the server, and a page shows only what the hub answered
its kernel. A refusal comes back as ``HubRefused`` (the catalogue's message id and its values, said by the page in
its language); a hub that cannot be reached as ``HubUnreachable``.
"""

import json
import os
import urllib.error
import urllib.request

ADDRESS_VARIABLE = "CARDGAMES_CLASS_HUB"
TIMEOUT = 5.0              # seconds: the hub answers in milliseconds on this machine; longer is a hub in trouble


class HubError(Exception):
    """A request the hub did not carry out."""


class HubRefused(HubError):
    """The hub refused the request: ``message_id`` (``class.refused.*``), ``values``, the HTTP ``status``."""

    def __init__(self, message_id, values=None, status=400):
        super().__init__(message_id, values or {}, status)
        self.message_id, self.values, self.status = message_id, values or {}, status


class HubUnreachable(HubError):
    """No answer from the hub (not started, stopped, or too slow)."""


def hub_address(environ=None):
    """The hub's address from the environment (``CARDGAMES_CLASS_HUB``), ending with '/', or None: no class here."""
    address = (os.environ if environ is None else environ).get(ADDRESS_VARIABLE, "").strip()
    if not address:
        return None
    return address if address.endswith("/") else address + "/"


class HubClient:
    """Requests to the hub at ``address`` (``http://127.0.0.1:PORT/``)."""

    def __init__(self, address, timeout=TIMEOUT):
        self.address, self.timeout = address, timeout

    def post(self, path, body):
        """POST ``body`` (a dict) as JSON to ``path`` (``join``, ``guess``, ...): the hub's answer (a dict, or the
        text of a CSV); HubRefused or HubUnreachable."""
        request = urllib.request.Request(self.address + path.lstrip("/"), data=json.dumps(body).encode("utf-8"),
                                         method="POST", headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return self._read(response)
        except urllib.error.HTTPError as error:
            with error:
                answer = self._read(error)
            if isinstance(answer, dict) and "refused" in answer:
                raise HubRefused(answer["refused"], answer.get("values"), error.code) from None
            raise HubUnreachable(f"the hub answered {error.code}") from None
        except (urllib.error.URLError, OSError, ValueError) as error:
            raise HubUnreachable(str(getattr(error, "reason", error))) from None

    @staticmethod
    def _read(response):
        raw = response.read()
        if response.headers.get("Content-Type", "").startswith("application/json"):
            return json.loads(raw)
        return raw.decode("utf-8")
