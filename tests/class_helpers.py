"""A class hub for the tests of a class's pages (tests/widgets/classroom): ``python -m class_hub`` over a file in a temporary folder (one per
module), a new class for each test (opened in the same file, as the hub would), and the test's kernel given the hub's
address (CARDGAMES_CLASS_HUB), as Voila gives it to kernels."""

import json
import re
import signal
import subprocess
import sys
import time

import pytest

from class_hub.client import HubClient
from class_hub.store import SQLiteStore
from conftest import ROOT, free_port, stop_group
from widgets.classroom import session as class_session


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """A running hub: ``{"url", "store"}`` (the store's file); stopped after the module."""
    store = tmp_path_factory.mktemp("hub") / "classes.sqlite"
    process = subprocess.Popen([sys.executable, "-m", "class_hub", "--store", str(store)], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
    said = json.loads(process.stdout.readline())
    yield {"url": said["url"], "store": store}
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)


class Teacher:
    """The teacher of a class: its ``code`` and ``key``, asking the hub as the teacher's page does."""

    def __init__(self, url, code, key):
        self.url, self.client, self.code, self.key = url, HubClient(url), code, key

    def __call__(self, action="state", **more):
        return self.client.post("teacher", {"code": self.code, "key": self.key, "action": action, **more})


@pytest.fixture
def teacher(hub, monkeypatch):
    """A class opened for this test alone, seen by its teacher; the test's kernel has the hub's address and no class
    session yet."""
    store = SQLiteStore(hub["store"])
    try:
        code, key = store.open_class(time.time())
    finally:
        store.close()
    monkeypatch.setenv("CARDGAMES_CLASS_HUB", hub["url"])
    monkeypatch.setattr(class_session, "_SESSION", [])
    return Teacher(hub["url"], code, key)


TEACHER_LINK = re.compile(r"the teacher's link \(keep it to yourself\): (\S+)")
CLASS_CODE = re.compile(r"class code: (\w{4}-\w{4})")
START_TIMEOUT = 180          # s for dev.py class to say its class is open (Voila up)


def dev_class(folder, *options):
    """``python3 dev.py class`` on a free port of 127.0.0.1, no pool, its classes in ``folder`` (``options``: more of
    its options): yields ``{"teacher", "code", "base", "key"}`` (the teacher's link, the class code, the gallery's
    address, the teacher's key), then stops it. A generator for a module's fixture."""
    port = free_port()
    log_path = folder / "dev-class.log"
    with open(log_path, "w") as log:
        process = subprocess.Popen(["python3", "dev.py", "class", "--port", str(port), "--host", "127.0.0.1",
                                    "--pool", "0", "--store", str(folder / "classes.sqlite"), *options], cwd=ROOT,
                                   stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while not TEACHER_LINK.search(log_path.read_text()) and time.monotonic() < deadline:
            assert process.poll() is None, log_path.read_text()
            time.sleep(0.3)
        said = log_path.read_text()
        assert TEACHER_LINK.search(said), said
        teacher = TEACHER_LINK.search(said).group(1)
        yield {"teacher": teacher, "code": CLASS_CODE.search(said).group(1), "base": f"http://127.0.0.1:{port}/",
               "key": re.search(r"[?&]key=([^&]+)", teacher).group(1)}
    finally:
        stop_group(process, timeout=20)
