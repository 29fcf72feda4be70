"""The gallery's Voila server (voila.py, gallery_server): a cap on page kernels with a "server full"
page beyond it, preheated kernels outside the cap, the closing page's shutdown request (which needs
the _xsrf cookie) and culling freeing places, and no traceback for an unexpected widget message.

These tests start Voila on small notebooks of their own (from the repository root, so that it
reads voila.json and voila.py) and talk to it over HTTP and a websocket: no browser.
"""

import asyncio
import http.cookies
import json
import os
import re
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from datetime import datetime, timezone
from pathlib import Path
from concurrent.futures import ThreadPoolExecutor

import pytest

from conftest import ROOT, start_voila
from server_helpers import IDLE, get, write_notebook

CAP = 2
GONE = 60                 # s to wait for the kernel count to change
PATH = re.compile(r"/(usr|work|home|tmp|opt)/|site-packages|\.py\b")


@pytest.fixture
def folder(tmp_path):
    """A folder with one small widget notebook, ``app.ipynb``, importing our widgets as the apps do."""
    served = tmp_path / "served"
    served.mkdir()
    write_notebook(served, "app.ipynb", "import ipywidgets as ipw\nimport widgets\nipw.Button(description='ok')")
    return served


def get_all(urls):
    """GET every URL at once; the answers in order."""
    with ThreadPoolExecutor(len(urls)) as pool:
        return list(pool.map(get, urls))


def kernel_id(body):
    """The kernel id a Voila page names in its page config."""
    return re.search(r'"kernelId":\s*"([0-9a-f-]+)"', body).group(1)


def close_page(server, headers, body):
    """Do what a closing tab does: POST /voila/api/shutdown/<kernel> with the page's _xsrf cookie."""
    cookies = http.cookies.SimpleCookie()
    for line in headers.get_all("Set-Cookie") or []:
        cookies.load(line)
    assert "_xsrf" in cookies, "the page sets the _xsrf cookie"
    token = cookies["_xsrf"].value
    request = urllib.request.Request(f"{server.url}voila/api/shutdown/{kernel_id(body)}", method="POST",
                                     data=urllib.parse.urlencode({"_xsrf": token}).encode(),
                                     headers={"Cookie": f"_xsrf={token}"})
    with urllib.request.urlopen(request, timeout=GONE) as response:
        assert response.status == 204


def wait_for_kernels(server, count, timeout=GONE):
    """Wait until ``server`` runs ``count`` kernels; the count seen last."""
    deadline = time.monotonic() + timeout
    while len(server.kernels()) != count and time.monotonic() < deadline:
        time.sleep(0.25)
    return len(server.kernels())


def assert_server_full(status, headers, body):
    """The answer is the "server full" page: 503, Retry-After, both languages, no traceback."""
    assert status == 503
    assert int(headers["Retry-After"]) > 0
    assert "Le serveur est complet" in body and "The server is full" in body
    assert "Traceback" not in body and not PATH.search(body)


def test_voila_json_waits_for_outputs_of_kernels_slowed_by_a_class():
    """nbclient drops a cell's outputs when they come more than iopub_timeout seconds after its reply
    (default 4 s, which 30 kernels starting at once on 2 cores exceed): the page then has no table."""
    executor = json.loads((ROOT / "voila.json").read_text())["VoilaExecutor"]
    assert executor["iopub_timeout"] >= 30


def test_the_cap_holds_and_a_closed_page_frees_its_place(folder, tmp_path):
    """N+1 requests without a browser: N kernels and one "server full" page; a page that closes
    (its shutdown request) gives its place to the next one."""
    server = start_voila(folder, "cap", tmp_path, [f"--CappedKernelManager.max_kernels={CAP}"])
    try:
        url = server.render_url("app.ipynb")
        answers = get_all([url] * (CAP + 1))
        served = [answer for answer in answers if answer[0] == 200]
        refused = [answer for answer in answers if answer[0] != 200]
        assert len(served) == CAP and len(refused) == 1, [answer[0] for answer in answers]
        assert_server_full(*refused[0])
        assert len(server.kernels()) == CAP
        assert_server_full(*get(url))                   # still full: nothing was started
        assert len(server.kernels()) == CAP
        close_page(server, *served[0][1:])
        assert wait_for_kernels(server, CAP - 1) == CAP - 1
        assert get(url)[0] == 200
        assert len(server.kernels()) == CAP
    finally:
        server.stop()


def test_culling_frees_the_places_of_pages_never_opened(folder, tmp_path):
    """Requests that never open their page (curl) hold kernels until culled (once the grace given
    to a page slow to load has passed); then pages are served again."""
    server = start_voila(folder, "cap-culled", tmp_path, [f"--CappedKernelManager.max_kernels={CAP}",
                                                          "--CappedKernelManager.connect_grace=3",
                                                          "--MappingKernelManager.cull_idle_timeout=4",
                                                          "--MappingKernelManager.cull_interval=1"])
    try:
        url = server.render_url("app.ipynb")
        assert [answer[0] for answer in get_all([url] * CAP)] == [200] * CAP
        assert get(url)[0] == 503
        assert wait_for_kernels(server, 0) == 0
        assert get(url)[0] == 200
    finally:
        server.stop()


def test_a_page_slow_to_connect_keeps_its_kernel_past_the_idle_timeout(folder, tmp_path):
    """Idle culling counts from the kernel's last message: a page that takes longer than the idle
    timeout to load (a whole class loading on one machine) would lose its kernel before connecting.
    Within connect_grace, a kernel no page has connected to yet is spared."""
    server = start_voila(folder, "grace", tmp_path, ["--CappedKernelManager.connect_grace=120",
                                                     "--MappingKernelManager.cull_idle_timeout=2",
                                                     "--MappingKernelManager.cull_interval=1"])
    try:
        assert get(server.render_url("app.ipynb"))[0] == 200
        time.sleep(4 * 2)                             # four idle timeouts, eight culling passes
        assert len(server.kernels()) == 1
        assert not re.search(r"Culling '\w+' kernel", server.log())
    finally:
        server.stop()


def test_preheated_kernels_are_outside_the_cap_and_their_pages_can_close(folder, tmp_path, monkeypatch):
    """With Voila's pool (as dev.py gallery starts it), the first page takes the preheated kernel,
    which counts as active from then on (idle culling would stop it before the page connects), the
    pool is refilled, the cap still counts pages only, and a preheated page's closing request
    is accepted (it needs the _xsrf cookie, which Voila's prelaunch hook cannot give with a pool)."""
    monkeypatch.setenv("CARDGAMES_POOL_SIZE", "1")              # voila.py's pool, as dev.py gallery sets it
    server = start_voila(folder, "pool", tmp_path, [f"--CappedKernelManager.max_kernels={CAP}"])
    try:
        assert wait_for_kernels(server, 1) == 1, "the pool holds one kernel for the one notebook"
        url = server.render_url("app.ipynb")
        deadline = time.monotonic() + GONE
        while "Kernel pool of app.ipynb is filled" not in server.log() and time.monotonic() < deadline:
            time.sleep(0.25)
        time.sleep(IDLE)                             # the pooled kernel's last activity is in the past
        requested = datetime.now(timezone.utc)
        first = get(url)
        assert first[0] == 200 and "Using pre-heated kernel" in server.log()
        kernel = kernel_id(first[2])
        with urllib.request.urlopen(f"{server.url}api/kernels/{kernel}", timeout=GONE) as response:
            activity = datetime.fromisoformat(json.loads(response.read())["last_activity"].replace("Z", "+00:00"))
        assert activity >= requested, "taken from the pool, the kernel counts as active (else culling may stop it)"
        assert wait_for_kernels(server, 2) == 2, "the pool was refilled"
        answers = get_all([url] * CAP)
        assert sorted(answer[0] for answer in answers) == [200, 503]
        assert_server_full(*next(answer for answer in answers if answer[0] == 503))
        assert wait_for_kernels(server, CAP + 1) == CAP + 1, "two pages and the pool"
        close_page(server, *first[1:])
        assert wait_for_kernels(server, CAP) == CAP
        assert "_xsrf" not in server.log()
        assert get(url)[0] == 200
    finally:
        server.stop()


def test_a_class_pool_preheats_kernels_of_its_app_only(folder, tmp_path, monkeypatch):
    """CARDGAMES_CLASS_POOL (dev.py gallery --class-pool) keeps that many preheated kernels of the
    app a class will open, and none of the other notebooks when the default pool is 0; the pages
    of that app take them."""
    write_notebook(folder, "other.ipynb", "import ipywidgets as ipw\nipw.Button(description='other')")
    monkeypatch.setenv("CARDGAMES_POOL_SIZE", "0")
    monkeypatch.setenv("CARDGAMES_CLASS_POOL", "app=2")
    server = start_voila(folder, "class-pool", tmp_path, [f"--CappedKernelManager.max_kernels={CAP}"])
    try:
        assert wait_for_kernels(server, 2) == 2, "two preheated kernels for the class's app"
        deadline = time.monotonic() + GONE
        while "Kernel pool of app.ipynb is filled" not in server.log() and time.monotonic() < deadline:
            time.sleep(0.25)
        time.sleep(IDLE)
        assert "Kernel pool of app.ipynb is filled" in server.log()
        assert "other.ipynb" not in server.log(), "no pool for the other notebook"
        assert len(server.kernels()) == 2
        status, _, body = get(server.render_url("app.ipynb"))
        assert status == 200 and "Using pre-heated kernel" in server.log()
    finally:
        server.stop()


@pytest.mark.skipif(os.name != "posix", reason="Unix sockets: TCP ports on Windows, as voila.py says")
def test_kernels_talk_to_the_server_over_unix_sockets(folder, tmp_path):
    """voila.py gives kernels the ipc transport: 30 kernels started at once over TCP sometimes lost
    a port picked for them before binding it (ZMQError "Address already in use") and died, cutting
    a student's page short; a Unix socket is named after the kernel's own connection file."""
    server = start_voila(folder, "ipc", tmp_path)
    try:
        status, _, _ = get(server.render_url("app.ipynb"))
        assert status == 200
        (kernel,) = server.kernels()
        command = kernel.cmdline()
        connection = json.loads(Path(command[command.index("-f") + 1]).read_text())
        assert connection["transport"] == "ipc"
        assert Path(f"{connection['ip']}-{connection['shell_port']}").exists()
    finally:
        server.stop()


def test_with_a_class_hub_the_cap_keeps_a_place_for_the_teachers_page(monkeypatch):
    """The teacher's page (dev.py class) takes a page kernel: without a place of its own, the 30th student of a
    class of 30 was told the server is full (benchmarks/classroom_class.py). A cap set by hand stays as set."""
    import runpy

    from traitlets.config import Config

    monkeypatch.setenv("JUPYTER_PATH", os.environ.get("JUPYTER_PATH", ""))    # voila.py extends it: put back after

    def cap(**env):
        for name in ("CARDGAMES_CLASS_HUB", "CARDGAMES_MAX_KERNELS", "CARDGAMES_POOL_SIZE", "CARDGAMES_CLASS_POOL"):
            monkeypatch.delenv(name, raising=False)
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        config = Config()
        settings = runpy.run_path(str(ROOT / "voila.py"), init_globals={"c": config})
        return settings["MAX_KERNELS"], config.CappedKernelManager.max_kernels

    alone, capped = cap()
    assert capped == alone == 30
    assert cap(CARDGAMES_CLASS_HUB="http://127.0.0.1:9999")[1] == alone + 1
    assert cap(CARDGAMES_CLASS_HUB="http://127.0.0.1:9999", CARDGAMES_MAX_KERNELS="24")[1] == 24


def test_dev_py_class_pool_option_names_the_apps_and_the_form():
    import argparse
    import sys
    sys.path.insert(0, str(ROOT))
    try:
        import dev
    finally:
        sys.path.remove(str(ROOT))
    assert dev.class_pool_option("ohio=25,hue.ipynb=3") == "ohio=25,hue.ipynb=3"
    with pytest.raises(argparse.ArgumentTypeError, match="the apps are .*ohio"):
        dev.class_pool_option("chess=10")
    with pytest.raises(argparse.ArgumentTypeError, match="not APP=N"):
        dev.class_pool_option("ohio=lots")
    assert dev.gallery_environment(1, None, "ohio=25")["CARDGAMES_CLASS_POOL"] == "ohio=25"


async def messages_within(socket, wait):
    """The messages ``socket`` receives in the next ``wait`` seconds, as they come, until it closes."""
    deadline = asyncio.get_running_loop().time() + wait
    while (left := deadline - asyncio.get_running_loop().time()) > 0:
        try:
            message = await asyncio.wait_for(socket.read_message(), left)
        except asyncio.TimeoutError:
            return
        if message is None:
            return
        yield message


async def comm_open_replies(server, kernel, wait=5.0):
    """Send ``kernel`` (through Voila's websocket) a comm_open to jupyter.widget without a protocol
    version, as a page could; the messages received in the next ``wait`` seconds."""
    from tornado.websocket import websocket_connect

    socket = await websocket_connect(f"ws://127.0.0.1:{server.port}/api/kernels/{kernel}/channels")
    comm = uuid.uuid4().hex
    await socket.write_message(json.dumps({
        "header": {"msg_id": uuid.uuid4().hex, "username": "visitor", "session": uuid.uuid4().hex,
                   "msg_type": "comm_open", "version": "5.3", "date": ""},
        "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
        "content": {"comm_id": comm, "target_name": "jupyter.widget", "data": {"state": {}}}}))
    replies = []
    async for message in messages_within(socket, wait):
        if isinstance(message, str):
            replies.append(json.loads(message))
        if replies and replies[-1]["header"]["msg_type"] == "comm_close":
            break
    socket.close()
    return comm, replies


def run_in_own_thread(coroutine):
    """``asyncio.run(coroutine)`` in a thread of its own: the Playwright tests that ran before on this
    pytest worker leave an event loop running in the main thread, where asyncio.run refuses to start."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_an_unexpected_widget_message_gets_no_traceback(folder, tmp_path):
    """A comm_open to jupyter.widget without a version is refused (the comm is closed) in one line
    that names the error, without a traceback or an install path."""
    server = start_voila(folder, "comm", tmp_path)
    try:
        status, _, body = get(server.render_url("app.ipynb"))
        assert status == 200
        comm, replies = run_in_own_thread(comm_open_replies(server, kernel_id(body)))
    finally:
        server.stop()
    closed = [reply for reply in replies if reply["header"]["msg_type"] == "comm_close"]
    assert closed and closed[0]["content"]["comm_id"] == comm, "the kernel refused the comm"
    text = json.dumps([reply["content"] for reply in replies])
    assert "Traceback" not in text and 'File \\"' not in text
    assert not PATH.search(text), text
    streams = "".join(reply["content"].get("text", "") for reply in replies if reply["header"]["msg_type"] == "stream")
    assert "Incompatible widget protocol versions" in streams, "the one line still says what failed"


def test_the_one_line_filter_keeps_the_error_and_drops_paths():
    """comm_errors' filter folds a traceback into one line, and leaves out a message naming a path."""
    import logging

    from widgets.comm_errors import OneLineErrors

    def record(error):
        try:
            raise error
        except type(error):
            import sys
            return logging.LogRecord("ipykernel.comm", logging.ERROR, __file__, 1, "Exception opening comm with target: %s",
                                     ("jupyter.widget",), sys.exc_info())

    folded = record(ValueError("bad version"))
    assert OneLineErrors().filter(folded)
    assert folded.getMessage() == "Exception opening comm with target: jupyter.widget (ValueError: bad version)"
    assert folded.exc_info is None
    with_path = record(FileNotFoundError("/secret/install/path.py"))
    OneLineErrors().filter(with_path)
    assert with_path.getMessage() == "Exception opening comm with target: jupyter.widget (FileNotFoundError)"


# A page whose kernel goes on sending binary messages after the notebook has run: an image redrawn five times a second,
# as a lesson's figure is while its simulation runs.
REDRAWN = """import asyncio
import ipywidgets as ipw
image = ipw.Image(value=bytes(2000), format="png")
async def redraw():
    for step in range(3000):
        await asyncio.sleep(0.2)
        image.value = bytes([step % 256]) * 2000
task = asyncio.get_running_loop().create_task(redraw())
image"""


def answers_within(server, seconds):
    """True when ``server`` answers an HTTP request within ``seconds``."""
    try:
        with urllib.request.urlopen(f"{server.url}api/status", timeout=seconds):
            return True
    except urllib.error.HTTPError:
        return True
    except OSError:
        return False


async def binary_messages(server, kernel, subprotocols=None, send=None, wait=3.0):
    """Connect to ``kernel``'s channels (asking for ``subprotocols``; None: the legacy protocol), send ``send``
    (bytes) if given, and count the binary messages received in ``wait`` seconds."""
    from tornado.websocket import websocket_connect

    socket = await websocket_connect(f"ws://127.0.0.1:{server.port}/api/kernels/{kernel}/channels",
                                     subprotocols=subprotocols)
    if send is not None:
        await socket.write_message(send, binary=True)
    received = 0
    async for message in messages_within(socket, wait):
        received += isinstance(message, bytes)
    socket.close()
    return received


def test_a_binary_message_to_a_legacy_websocket_does_not_hang_the_server(tmp_path):
    """Voila reads the header of every binary message it sends a page as if written in the v1 protocol. A socket
    in the legacy protocol (a client that asks for no subprotocol; jupyter_server also falls back to it for a socket
    closing) gets them in the legacy form, whose first 8 bytes read as a count near 10^18: Voila's process looped on
    it for good, answering no page, its memory growing by gigabytes (a class of 30 whose Runs were drawing figures
    when sockets timed out). gallery_server.wire reads both forms within the message's bounds."""
    served = tmp_path / "served"
    served.mkdir()
    write_notebook(served, "app.ipynb", REDRAWN)
    server = start_voila(served, "legacy", tmp_path)
    try:
        status, _, body = get(server.render_url("app.ipynb"))
        assert status == 200
        received = run_in_own_thread(binary_messages(server, kernel_id(body)))
        assert received > 0, "the redrawn image reached the legacy socket"
        assert answers_within(server, 10), "Voila answers pages after sending binary messages in the legacy form"
        received = run_in_own_thread(binary_messages(server, kernel_id(body), ["v1.kernel.websocket.jupyter.org"]))
        assert received > 0 and answers_within(server, 10)
    finally:
        server.stop()


def test_a_malformed_v1_message_from_a_page_does_not_hang_the_server(folder, tmp_path):
    """A binary message whose first 8 bytes announce 2^60 parts (a script posing as a page): jupyter_server read as
    many offsets before looking at the message's length. It is refused, and the server goes on answering."""
    server = start_voila(folder, "malformed", tmp_path)
    try:
        status, _, body = get(server.render_url("app.ipynb"))
        assert status == 200
        forged = (2**60).to_bytes(8, "little") + bytes(64)
        run_in_own_thread(binary_messages(server, kernel_id(body), ["v1.kernel.websocket.jupyter.org"], forged, 1.0))
        assert answers_within(server, 10), "Voila answers pages after a malformed message"
    finally:
        server.stop()
