"""The class hub as a process, for the tests that start it (``python -m class_hub``), kill it and ask it over HTTP."""

import json
import signal
import subprocess
import sys
import urllib.error
import urllib.request

from conftest import ROOT


def start_hub(store_place, *options):
    """``python -m class_hub --store store_place`` with ``options``: the process, and the JSON line it printed."""
    process = subprocess.Popen([sys.executable, "-m", "class_hub", "--store", store_place, *options], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
    return process, json.loads(process.stdout.readline())


def post(url, path, body, status=200):
    """POST ``body`` as JSON to the hub at ``url``: its JSON answer, whose HTTP status must be ``status``."""
    request = urllib.request.Request(url + path.lstrip("/"), data=json.dumps(body).encode(), method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            answered, answer = response.status, response.read()
    except urllib.error.HTTPError as error:
        answered, answer = error.code, error.read()
    assert answered == status, (path, answered, answer[:300])
    return json.loads(answer)


def kill(*hubs):
    for hub in hubs:
        hub.send_signal(signal.SIGKILL)
        hub.wait(timeout=30)
