#!/usr/bin/env python3
"""The project's task runner (standard library only, Python 3.11+).

    python3 dev.py gallery [--port N] [--host ADDRESS] [--pool N] [--max-kernels N] [--class-pool APP=N]
                                        set up .venv, then open the gallery in Voila
    python3 dev.py test [PYTEST ARGS]   set up .venv with the test extras, then run the test suite

Chromium is needed only when the selected tests include browser tests: pytest then stops right
after collecting them if the browser is missing (tests/conftest.py), and `dev.py test`, when it
runs as root with apt-get (as CI does), installs Debian's chromium and runs pytest again. Set
CARDGAMES_CHROMIUM to use another Chromium; dev.py then installs nothing.

The virtual environment lives in ``.venv`` next to this file. It is (re)installed when it is
missing, when ``pyproject.toml`` changed since the last install, or when the extras asked for
were never installed; a stamp file inside ``.venv`` remembers what was installed.
"""

import argparse
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import venv
import webbrowser
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".cardgames-install.json"
CHROMIUM = Path("/usr/bin/chromium")      # Debian's package; tests/conftest.py uses it unless CARDGAMES_CHROMIUM is set
CHROMIUM_MISSING = 7                      # pytest's exit code when browser tests are selected and Chromium is missing
GALLERY = "voila/render/index.ipynb"
DEFAULT_PORT = 8866
READY_TIMEOUT = 120     # seconds to wait for Voila to answer
POOL_SIZE = 1           # preheated kernels per notebook (7 notebooks: about 0.5 GB with the server)


def say(message):
    """Print one progress line, flushed at once (CI logs show it in order)."""
    print(f"[dev.py] {message}", flush=True)


def run(command, **kwargs):
    """Run ``command``, echoing it first; stop dev.py with its exit code if it fails."""
    say("$ " + " ".join(str(part) for part in command))
    result = subprocess.run([str(part) for part in command], **kwargs)
    if result.returncode != 0:
        sys.exit(result.returncode)


def pyproject_hash():
    """The SHA-256 of pyproject.toml: the install is redone when it changes."""
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()


def installed():
    """What the stamp says was installed: {"pyproject": hash, "extras": [...]}, or None."""
    try:
        return json.loads(STAMP.read_text())
    except (OSError, ValueError):
        return None


def ensure_venv(extras=()):
    """Create .venv if needed and install the project (editable) with ``extras`` if stale."""
    if sys.version_info < (3, 11):
        sys.exit("dev.py needs Python 3.11 or newer; run it with python3.11 (or newer).")
    if not PYTHON.exists():
        say(f"creating the virtual environment {VENV.relative_to(ROOT)} ...")
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as error:
            sys.exit(f"could not create {VENV}: {error}\n"
                     "On Debian/Ubuntu, install the venv module: apt-get install python3-venv")
        STAMP.unlink(missing_ok=True)
    stamp = installed()
    wanted = sorted(set(extras) | set(stamp["extras"] if stamp else ()))
    if stamp and stamp["pyproject"] == pyproject_hash() and set(extras) <= set(stamp["extras"]):
        say(f"{VENV.relative_to(ROOT)} is up to date (extras: {', '.join(stamp['extras']) or 'none'})")
        return
    say("installing the project and its dependencies (about 1-2 minutes the first time) ...")
    pip = [PYTHON, "-m", "pip", "--disable-pip-version-check"]
    run([*pip, "install", "--upgrade", "pip"], cwd=ROOT)
    target = "." + (f"[{','.join(wanted)}]" if wanted else "")
    run([*pip, "install", "--progress-bar", "on", "-e", target], cwd=ROOT)
    STAMP.write_text(json.dumps({"pyproject": pyproject_hash(), "extras": wanted}))
    say("installation done")


def can_install_chromium():
    """True when dev.py may install Debian's chromium: root with apt-get, and no CARDGAMES_CHROMIUM chosen."""
    return (os.name == "posix" and os.geteuid() == 0 and shutil.which("apt-get") is not None
            and not os.environ.get("CARDGAMES_CHROMIUM") and not CHROMIUM.exists())


def install_chromium():
    """Install Debian's chromium at /usr/bin/chromium with apt-get."""
    say("the selected tests include browser tests: installing Debian's chromium ...")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update"], env=env, stdin=subprocess.DEVNULL)
    run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"], env=env, stdin=subprocess.DEVNULL)
    if not CHROMIUM.exists():
        sys.exit(f"apt-get installed chromium, but {CHROMIUM} is still missing.")


def port_is_free(port):
    """True when nothing listens on localhost:``port``."""
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)    # as Voila does: TIME_WAIT is free
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port():
    """A port the system says is free right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_ready(url, process, timeout=READY_TIMEOUT):
    """Poll ``url`` until it answers 200; False if ``process`` dies or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return True
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    return False


def has_display():
    """True where a graphical browser can open (a desktop session, macOS or Windows)."""
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def gallery_command(port, host="127.0.0.1"):
    """Voila's command line for the gallery: notebooks/ on ``host``:``port`` (0.0.0.0: every network
    of this machine, for a class). Run it from the repository root, so that Voila reads
    ./voila.json and ./voila.py (pool and cap, see there)."""
    return [str(BIN / "voila"), "notebooks", "--no-browser", f"--port={port}", f"--Voila.ip={host}"]


def gallery_environment(pool_size=POOL_SIZE, max_kernels=None, class_pool=None):
    """The environment for Voila: ours, with voila.py's CARDGAMES_POOL_SIZE (preheated kernels per
    notebook, each having run it already; 0: none), CARDGAMES_MAX_KERNELS (the cap) and
    CARDGAMES_CLASS_POOL (preheated kernels of the apps a class opens, "ohio=25") if given."""
    env = {**os.environ, "CARDGAMES_POOL_SIZE": str(pool_size)}
    if max_kernels is not None:
        env["CARDGAMES_MAX_KERNELS"] = str(max_kernels)
    if class_pool:
        env["CARDGAMES_CLASS_POOL"] = class_pool
    return env


def class_pools(text):
    """The apps and sizes of a class pool, "ohio=25" or "ohio=20,hue.ipynb=5", as {"ohio": 25, ...};
    ValueError naming a malformed entry. (voila.py, which runs in Voila's process and cannot import
    this file, reads CARDGAMES_CLASS_POOL with its own few lines.)"""
    pools = {}
    for entry in filter(None, (part.strip() for part in text.split(","))):
        app, _, size = entry.partition("=")
        if not app.strip() or not size.strip().isdigit():
            raise ValueError(f"{entry!r} is not APP=N (for instance ohio=25)")
        pools[app.strip().removesuffix(".ipynb")] = int(size)
    return pools


def class_pool_option(text):
    """argparse type of --class-pool: "APP=N[,APP=N]" with known apps (notebooks/<APP>.ipynb)."""
    try:
        pools = class_pools(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    for name in pools:
        if not (ROOT / "notebooks" / f"{name}.ipynb").is_file():
            apps = sorted(path.stem for path in (ROOT / "notebooks").glob("*.ipynb"))
            raise argparse.ArgumentTypeError(f"no app {name!r}; the apps are {', '.join(apps)}")
    return text


def gallery(args):
    """Serve notebooks/ with Voila and open the gallery page; Ctrl+C stops it."""
    ensure_venv()
    port = args.port or (DEFAULT_PORT if port_is_free(DEFAULT_PORT) else free_port())
    base = f"http://127.0.0.1:{port}/"
    command = gallery_command(port, args.host)
    say("$ " + " ".join(str(part) for part in command))
    # Voila gets its own process group (its kernels included), stopped in `finally` below, also on SIGTERM.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    environment = gallery_environment(args.pool, args.max_kernels, args.class_pool)
    process = subprocess.Popen(command, cwd=ROOT, env=environment, start_new_session=True)
    try:
        if not wait_until_ready(base, process):
            say("Voila did not start; see its messages above.")
            return 1
        url = base + GALLERY
        say(f"the gallery is at {url}  (Ctrl+C to stop)")
        if args.host != "127.0.0.1":
            say(f"others reach it at http://<this machine's address>:{port}/{GALLERY}")
        if has_display():
            webbrowser.open(url)
        return process.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)


def test(pytest_args):
    """Run the pytest suite in .venv (extra arguments are passed to pytest).

    If pytest stops because the selected browser tests have no Chromium, install Debian's chromium
    when dev.py may (see can_install_chromium) and run pytest again.
    """
    ensure_venv(extras=("test",))
    command = [str(part) for part in (PYTHON, "-m", "pytest", *pytest_args)]
    say("$ " + " ".join(command))
    code = subprocess.run(command, cwd=ROOT, stdin=subprocess.DEVNULL).returncode
    if code == CHROMIUM_MISSING and can_install_chromium():
        install_chromium()
        say("$ " + " ".join(command))
        code = subprocess.run(command, cwd=ROOT, stdin=subprocess.DEVNULL).returncode
    return code


def main(argv=None):
    """Parse the command line and run the task."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] == "test":
        return test(argv[1:])     # everything after "test" goes to pytest untouched
    parser = argparse.ArgumentParser(prog="dev.py", description="Set up and run the card games notebooks.")
    sub = parser.add_subparsers(dest="task", required=True)
    gallery_parser = sub.add_parser("gallery", help="set up .venv and open the gallery in Voila")
    gallery_parser.add_argument("--port", type=int, default=None, help=f"port for Voila (default {DEFAULT_PORT})")
    gallery_parser.add_argument("--host", default="127.0.0.1",
                                help="address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: a class)")
    gallery_parser.add_argument("--pool", type=int, default=POOL_SIZE,
                                help=f"preheated kernels per notebook (default {POOL_SIZE}; 0: none)")
    gallery_parser.add_argument("--max-kernels", type=int, default=None,
                                help="most kernels pages may use at once (default: voila.py's; 0: no cap)")
    gallery_parser.add_argument("--class-pool", type=class_pool_option, default=None, metavar="APP=N",
                                help="preheated kernels of the app a class will open, e.g. ohio=25 (about "
                                     "65 MB each; start the server a minute or two before the class)")
    sub.add_parser("test", help="set up .venv with the test extras and run pytest (extra arguments go to pytest)")
    return gallery(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
