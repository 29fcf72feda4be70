#!/usr/bin/env python3
"""The project's task runner (standard library only, Python 3.11+).

    python3 dev.py gallery [--port N] [--host ADDRESS] [--pool N] [--max-kernels N] [--class-pool APP=N]
                           [--lang LANG[,LANG]]
                                        set up .venv, trust the project's notebooks, then serve the gallery
                                        with Voila and print its address (kernels preheated in the gallery's
                                        languages, fr,en, unless --lang says otherwise); on a desktop it also
                                        opens the address in the default browser
    python3 dev.py class [GALLERY OPTIONS] [--store FILE|postgresql://...] [--away SECONDS]
                                        the gallery and a class hub beside it, with a new class: print the
                                        class code, the students' address and the teacher's link (--away: how
                                        long a seat at a shared table waits for its player before a bot plays)
    python3 dev.py test [--latest] [PYTEST ARGS]
                                        set up .venv with the test tools, then run the test suite;
                                        --latest: in .venv-latest, at the newest versions the ranges allow
    python3 dev.py lock [--upgrade] [--upgrade-package NAME]
                                        write the locks requirements/test.txt and requirements/app.txt
    python3 dev.py save-notebooks [NAME ...] [--lang fr|en|LANG]
                                        run every notebook (or those named) and save it with its outputs
                                        and widget state, for GitHub, nbviewer and exported HTML files
    python3 dev.py export-html [NAME ...] [--out DIR] [--lang fr|en]
                                        write each saved notebook as one HTML file that loads nothing from
                                        another host (a handout; default folder build/html/), one folder per
                                        language (DIR/fr/, DIR/en/: a notebook saved in another language is
                                        run in that one first)
    python3 dev.py static-site [--out DIR] [--pyodide DIR|URL]
                                        build the gallery as a static site (default folder site/): every game
                                        runs in the student's browser (Pyodide), served by any file server;
                                        --pyodide: a Pyodide distribution to serve the lessons' figures from
    python3 dev.py serve-site [--dir DIR] [--port N] [--host ADDRESS]
                                        serve a built static site (default site/) to this machine, or with
                                        --host 0.0.0.0 to a class (any other file server works as well)
    python3 dev.py gallery-pictures     draw each game's table for the gallery (notebooks/pictures/)
    python3 dev.py catalogues [--new LANG]
                                        check the gettext catalogues (cardlib/text/locale/*.po: French and English
                                        complete, same placeholders, every key the code uses present);
                                        --new LANG writes LANG.po, every message to translate
    python3 dev.py language [--catalogues DIR]
                                        the language check (docs/languages.md): print the faults of the
                                        French and English texts by kind, exit 1 when there are any;
                                        --catalogues DIR checks the catalogues of DIR (no game played)

Chromium is needed only when the selected tests include browser tests: pytest then stops right
after collecting them if the browser is missing (tests/conftest.py), and `dev.py test`, when it
runs as root with apt-get (as CI does), installs Debian's chromium and runs pytest again. Set
CARDGAMES_CHROMIUM to use another Chromium; dev.py then installs nothing. The same goes for the class hub's
PostgreSQL tests (marked 'postgres'), which start a server of their own from Debian's postgresql
(/usr/lib/postgresql/<version>/bin, or the folder CARDGAMES_POSTGRES_BIN names).

The virtual environment lives in ``.venv`` next to this file and holds the versions of the locks in
``requirements/`` (``uv pip compile`` from pyproject.toml's ranges; Binder installs the same). It is
made anew when it is missing or when a lock or ``pyproject.toml`` changed since the last install, and
gets the test tools on top when they were never installed; a stamp file inside ``.venv`` remembers
what was installed.
"""

import argparse
import contextlib
import copy
import functools
import glob
import hashlib
import http.server
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import tomllib
import urllib.error
import urllib.request
import venv as venv_module
import webbrowser
from pathlib import Path

ROOT = Path(__file__).resolve().parent
# The environment dev.py sets up and uses: .venv, or the one CARDGAMES_VENV names (`dev.py test --latest`
# sets it to .venv-latest for the suite, so that the commands the tests run use that environment too).
VENV = Path(os.environ.get("CARDGAMES_VENV") or ROOT / ".venv")
LATEST_VENV = ROOT / ".venv-latest"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP_NAME = ".cardgames-install.json"
LOCKS = ROOT / "requirements"             # the locks (python3 dev.py lock): every install takes these versions
APP_LOCK = LOCKS / "app.txt"              # the app: dev.py gallery, Binder
TEST_LOCK = LOCKS / "test.txt"            # the app and the test tools, at the same versions: dev.py test, CI
BROWSER_LOCK = LOCKS / "browser.txt"      # what the static site runs in the browser (Pyodide): dev.py static-site
UV = "uv==0.13.8"                         # what writes the locks (dev.py lock), installed in .venv-lock
CHROMIUM = Path("/usr/bin/chromium")      # Debian's package; tests/conftest.py uses it unless CARDGAMES_CHROMIUM is set
CHROMIUM_MISSING = 7                      # pytest's exit code when browser tests are selected and Chromium is missing
POSTGRES_SERVERS = "/usr/lib/postgresql/*/bin/postgres"     # Debian's postgresql: one folder per major version
POSTGRES_MISSING = 8                      # pytest's exit code when 'postgres' tests are selected without the server
# How the tests and the benchmarks start Chromium (``chromium_launch_options``): headless, software only, nothing
# fetched for itself.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage"]
# Playwright's own --disable-features (its chromiumSwitches.ts, at the locked version: tests/test_chromium.py checks
# it against the browser Playwright starts), to which ours are added. Chromium 156 loads the omnibox's popup, two
# WebUI pages (chrome://omnibox-popup.top-chrome/), in a renderer of its own for each new browser context: about
# 1.3 s of CPU per context, a fifth of a page's, for a popup no headless page opens.
PLAYWRIGHT_DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin", "OptimizationHints",
    "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch", "msForceBrowserSignIn",
    "msEdgeUpdateLaunchServicesPreferredVersion"]
UNUSED_CHROMIUM_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]
GALLERY = "voila/render/index.ipynb"
DEFAULT_PORT = 8866
READY_TIMEOUT = 120     # seconds to wait for Voila to answer
POOL_SIZE = 1           # preheated kernels per notebook and language (13 kernels: about 1 GB with the server)
NOTEBOOKS = ROOT / "notebooks"
CLASS_STORE = ROOT / "classes" / "classes.sqlite"     # dev.py class: where the classes are kept (a day each)
SAVE_LANGUAGE = "fr"    # the language of the tables and pictures saved in the notebooks (?lang=, see widgets.language)
# The languages the gallery's switch opens the apps in, its default first: dev.py gallery preheats a kernel of
# every app in each (gallery_server.kernels), the class pool in the first.
GALLERY_LANGUAGES = "fr,en"
CELL_TIMEOUT = 300      # seconds for one cell when a notebook is run to be saved or tested (a lesson's Run in tests)
# Run before a notebook's first cell when it is saved or tested: games started without a seed draw it with
# secrets.randbelow (cardlib.state.fresh_seed); here they draw it from a seeded generator, so that running a
# notebook twice gives the same outputs and a test can tell saved outputs that are stale.
SEEDED_PREAMBLE = ("import random as _random, secrets as _secrets, uuid as _uuid\n"
                   "_secrets.randbelow = _random.Random(11).randrange\n"
                   # widgets' model ids (comm ids, uuid4) too: saving again changes no line that did not change
                   "_ids = _random.Random(12)\n"
                   "_uuid.uuid4 = lambda: _uuid.UUID(int=_ids.getrandbits(128), version=4)")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def say(message):
    """Print one progress line, flushed at once (CI logs show it in order)."""
    print(f"[dev.py] {message}", flush=True)


def run(command, **kwargs):
    """Run ``command``, echoing it first; stop dev.py with its exit code if it fails."""
    say("$ " + " ".join(str(part) for part in command))
    result = subprocess.run([str(part) for part in command], **kwargs)
    if result.returncode != 0:
        sys.exit(result.returncode)


def file_hash(path):
    """The SHA-256 of the file at ``path``: an install is redone when its lock or pyproject.toml changes."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def lock_for(extras):
    """The lock that installs ``extras``: requirements/test.txt with the test tools or the static site's build
    tools (the test tools include those), else requirements/app.txt."""
    return TEST_LOCK if {"test", "site"} & set(extras) else APP_LOCK


def installed():
    """What the stamp of ``VENV`` says was installed: {"lock": "test.txt", "lock_sha256": ..., "pyproject": ...,
    "extras": [...]} or {"latest": true, "extras": [...]}; None if nothing was."""
    try:
        return json.loads((VENV / STAMP_NAME).read_text())
    except (OSError, ValueError):
        return None


def lock_stamp(extras):
    """The stamp of an install of ``extras`` from its lock, as ``installed`` reads it."""
    lock = lock_for(extras)
    return {"lock": lock.name, "lock_sha256": file_hash(lock), "pyproject": file_hash(ROOT / "pyproject.toml"),
            "extras": sorted(extras)}


def up_to_date(stamp, extras):
    """True when an install described by ``stamp`` serves ``extras``: an install of the newest versions
    (``--latest``) serves what it was made for; a locked one while its lock and pyproject.toml are
    unchanged."""
    if not stamp or not set(extras) <= set(stamp.get("extras", ())):
        return False
    if stamp.get("latest"):
        return True
    return stamp == lock_stamp(stamp["extras"])


def create_venv(venv):
    """An empty virtual environment at ``venv`` (any earlier one there removed)."""
    say(f"creating the virtual environment {venv.name} ...")
    try:
        venv_module.EnvBuilder(with_pip=True, clear=True).create(venv)
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(f"could not create {venv}: {error}\n"
                 "On Debian/Ubuntu, install the venv module: apt-get install python3-venv")


def locked_pin(lock, name):
    """The ``name==version`` line of the lock ``lock`` (pip's own version, say)."""
    for line in lock.read_text().splitlines():
        if line.startswith(f"{name}=="):
            return line.split(";")[0].strip()
    sys.exit(f"{lock.relative_to(ROOT)} pins no {name}: refresh it with `python3 dev.py lock`")


def ensure_venv(extras=()):
    """Make ``VENV`` hold the project (editable) with ``extras``, at the versions of the lock
    (requirements/app.txt, or requirements/test.txt with the test tools). An environment whose lock or
    pyproject.toml changed is made anew, so that nothing of an older install stays; one that only lacks the
    test tools gets them on top (the two locks pin the same versions). A ``--latest`` environment
    (``CARDGAMES_VENV`` set by ``dev.py test --latest``) is used as it is."""
    if sys.version_info < (3, 11):
        sys.exit("dev.py needs Python 3.11 or newer; run it with python3.11 (or newer).")
    stamp = installed() if PYTHON.exists() else None
    if up_to_date(stamp, extras):
        say(f"{VENV.name} is up to date (extras: {', '.join(stamp['extras']) or 'none'})")
        return
    if stamp and stamp.get("latest"):
        sys.exit(f"{VENV} holds the newest versions for {stamp['extras']}; run `python3 dev.py test --latest` "
                 "to make it again")
    wanted = sorted(set(extras) | set(stamp["extras"] if stamp else ()))
    if not stamp or stamp != lock_stamp(stamp["extras"]):        # a lock or pyproject.toml changed since
        create_venv(VENV)
    lock = lock_for(wanted)
    say(f"installing the project and the versions of {lock.relative_to(ROOT)} (about 1-2 minutes the first time) ...")
    pip = [PYTHON, "-m", "pip", "--disable-pip-version-check"]
    run([*pip, "install", "--quiet", locked_pin(lock, "pip")], cwd=ROOT)
    run([*pip, "install", "--progress-bar", "on", "-r", lock], cwd=ROOT)
    # The project itself: its dependencies are the lock's; setuptools, its build backend, is in the lock too.
    # (setuptools warns at every editable install that folders named as the packages may shadow them: here
    # those folders are the packages.)
    run([*pip, "install", "--quiet", "--no-deps", "--no-build-isolation", "-e", "."], cwd=ROOT,
        env={**os.environ, "PYTHONWARNINGS": "ignore:Editable installation"})
    run([PYTHON, "-m", "defer_iri_check"], cwd=ROOT)      # 2-3 s less at each start of Voila (its docstring)
    (VENV / STAMP_NAME).write_text(json.dumps(lock_stamp(wanted)))
    say("installation done")


def make_latest_venv(extras):
    """Make ``LATEST_VENV`` anew with the project and ``extras`` at the newest versions pyproject.toml's
    ranges allow (what a user's own ``pip install`` would take today); return its Python."""
    create_venv(LATEST_VENV)
    python = LATEST_VENV / PYTHON.relative_to(VENV)
    pip = [python, "-m", "pip", "--disable-pip-version-check"]
    say("installing the project and the newest versions its ranges allow ...")
    run([*pip, "install", "--quiet", "--upgrade", "pip"], cwd=ROOT)
    run([*pip, "install", "--progress-bar", "on", "--upgrade", "--upgrade-strategy", "eager",
         "-e", f".[{','.join(extras)}]"], cwd=ROOT)
    run([python, "-m", "defer_iri_check"], cwd=ROOT)
    (LATEST_VENV / STAMP_NAME).write_text(json.dumps({"latest": True, "extras": sorted(extras)}))
    with open(LATEST_VENV / "versions.txt", "w") as versions:
        run([*pip, "freeze", "--exclude-editable"], cwd=ROOT, stdout=versions)
    say(f"the versions installed are in {LATEST_VENV.name}/versions.txt")
    return python


def lock(args):
    """Write requirements/test.txt (the app and the test tools) and requirements/app.txt (the app alone, at the
    same versions) from pyproject.toml's ranges with ``uv pip compile``, for every platform and Python 3.11+.
    Versions already locked are kept unless ``--upgrade`` (or ``--upgrade-package NAME``) asks for newer."""
    tools = ROOT / ".venv-lock"
    uv = tools / BIN.name / ("uv.exe" if os.name == "nt" else "uv")
    if not uv.exists():
        create_venv(tools)
        run([tools / PYTHON.relative_to(VENV), "-m", "pip", "install", "--quiet", UV], cwd=ROOT)
    build = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    # pip and the build backend are locked too: dev.py installs the project without build isolation.
    tools_input = "\n".join(["pip", *build]) + "\n"
    compile_ = [uv, "pip", "compile", "pyproject.toml", "-", "--universal", "--python-version", "3.11",
                "--custom-compile-command", "python3 dev.py lock", "--quiet"]
    compile_ += ["--upgrade"] if args.upgrade else []
    for name in args.upgrade_package or ():
        compile_ += ["--upgrade-package", name]
    LOCKS.mkdir(exist_ok=True)
    for target, options in ((TEST_LOCK, ["--extra", "test"]), (APP_LOCK, ["-c", TEST_LOCK])):
        say("$ " + " ".join(str(part) for part in [*compile_, *options, "-o", target.relative_to(ROOT)]))
        done = subprocess.run([str(part) for part in [*compile_, *options, "-o", target]], cwd=ROOT,
                              input=tools_input, text=True)
        if done.returncode != 0:
            return done.returncode
        say(f"{target.relative_to(ROOT)}: {sum(1 for line in target.read_text().splitlines() if '==' in line)} pins")
    code = lock_browser(compile_)
    if code == 0:
        say("run `python3 dev.py test` against the new locks before committing them")
    return code


def lock_browser(compile_):
    """Write requirements/browser.txt: what the static site's pages import in the browser (pyproject.toml's
    [tool.cardgames.static-site] ``browser`` and ``kernel``), as pure-Python wheels for Pyodide, with their
    hashes, at the versions of requirements/test.txt where that lock has them."""
    site = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["cardgames"]["static-site"]
    wanted = [*site["browser"], *site["kernel"]]
    # The test lock's versions but for what the list itself bounds (IPython for the browser's kernel, say).
    bounded = {re.split(r"[<>=!~ ;\[]", name, maxsplit=1)[0].lower() for name in wanted
               if re.search(r"[<>=!~]", name)}
    pins = [line.split(";")[0].strip() for line in TEST_LOCK.read_text().splitlines() if "==" in line
            and not line.startswith("#")]
    constraints = "\n".join(pin for pin in pins if pin.split("==")[0].lower() not in bounded) + "\n"
    command = [part for part in compile_ if part not in ("pyproject.toml", "--universal")]
    command = [part if part != "3.11" else site["python"] for part in command]     # the runtime's Python
    with tempfile.TemporaryDirectory() as folder:
        constraints_file = Path(folder) / "test-versions.txt"
        constraints_file.write_text(constraints)
        command += ["--python-platform", site["pyodide-platform"], "--only-binary", ":all:", "--generate-hashes",
                    "-c", constraints_file, "-o", BROWSER_LOCK]
        say("$ " + " ".join(str(part) for part in command))
        done = subprocess.run([str(part) for part in command], cwd=ROOT, input="\n".join(wanted) + "\n", text=True)
    if done.returncode == 0:
        pins = sum(1 for line in BROWSER_LOCK.read_text().splitlines() if "==" in line)
        say(f"{BROWSER_LOCK.relative_to(ROOT)}: {pins} pins")
    return done.returncode


def may_apt_get_install(chosen, present):
    """True when dev.py may install a Debian package the tests need: root with apt-get, the package's program not
    ``present``, and no other chosen by the environment variable ``chosen``."""
    return (os.name == "posix" and os.geteuid() == 0 and shutil.which("apt-get") is not None
            and not os.environ.get(chosen) and not present)


def apt_get_install(package):
    """Install Debian's ``package`` with apt-get (its lists updated first), saying why."""
    say(f"the selected tests need Debian's {package}: installing it ...")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update"], env=env, stdin=subprocess.DEVNULL)
    run(["apt-get", "install", "-y", "--no-install-recommends", package], env=env, stdin=subprocess.DEVNULL)


def can_install_chromium():
    """True when dev.py may install Debian's chromium: root with apt-get, and no CARDGAMES_CHROMIUM chosen."""
    return may_apt_get_install("CARDGAMES_CHROMIUM", CHROMIUM.exists())


def install_chromium():
    """Install Debian's chromium at /usr/bin/chromium with apt-get."""
    apt_get_install("chromium")
    if not CHROMIUM.exists():
        sys.exit(f"apt-get installed chromium, but {CHROMIUM} is still missing.")


def postgres_bin():
    """The folder of the PostgreSQL server programs (initdb, postgres) the tests start their server with:
    CARDGAMES_POSTGRES_BIN, else the newest of Debian's; None when there is none."""
    chosen = os.environ.get("CARDGAMES_POSTGRES_BIN")
    found = [Path(chosen) / "postgres"] if chosen else [Path(path) for path in glob.glob(POSTGRES_SERVERS)]
    found = [path.parent for path in found if path.is_file()]
    return max(found, key=lambda folder: [int(part) for part in re.findall(r"\d+", folder.parent.name)], default=None)


def can_install_postgres():
    """True when dev.py may install Debian's postgresql: root with apt-get, and no CARDGAMES_POSTGRES_BIN chosen."""
    return may_apt_get_install("CARDGAMES_POSTGRES_BIN", postgres_bin() is not None)


def install_postgres():
    """Install Debian's postgresql, whose server programs are in /usr/lib/postgresql/<version>/bin."""
    apt_get_install("postgresql")
    if postgres_bin() is None:
        sys.exit(f"apt-get installed postgresql, but no {POSTGRES_SERVERS} is there.")


def chromium_launch_options(executable=CHROMIUM, extra_args=()):
    """Keyword arguments for Playwright's ``chromium.launch`` (or ``launch_persistent_context``): headless Chromium at
    ``executable`` with CHROMIUM_ARGS and ``extra_args``, its --disable-features Playwright's and ours in one switch
    (Chromium reads only the last one it is given: Playwright's own is left out and written again with ours)."""
    playwright = "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES)
    return {"executable_path": str(executable), "headless": True, "ignore_default_args": [playwright],
            "args": [*CHROMIUM_ARGS, *extra_args, playwright + "," + ",".join(UNUSED_CHROMIUM_FEATURES)]}


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


def gallery_environment(pool_size=POOL_SIZE, max_kernels=None, class_pool=None, language=GALLERY_LANGUAGES):
    """The environment for Voila: ours, with voila.py's CARDGAMES_POOL_SIZE (preheated kernels per
    notebook, each having run it already; 0: none), CARDGAMES_MAX_KERNELS (the cap),
    CARDGAMES_CLASS_POOL (preheated kernels of the apps a class opens, "ohio=25") and
    CARDGAMES_LANGUAGE (the languages preheated kernels run in, "fr,en": the first for pages whose link names
    none and for the class pool, each other with one kernel per app; a page asking ?lang= for another one gets
    a kernel started for it, see gallery_server/kernels.py) if given."""
    env = {**os.environ, "CARDGAMES_POOL_SIZE": str(pool_size)}
    if language:
        env["CARDGAMES_LANGUAGE"] = language
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


def pool_languages_option(text):
    """argparse type of gallery --lang: one or more catalogue languages, "fr" or "fr,en"."""
    languages = [part.strip() for part in text.split(",") if part.strip()]
    unknown = [lang for lang in languages if lang not in catalogue_languages()]
    if not languages or unknown:
        raise argparse.ArgumentTypeError(f"{text!r}: give languages among {', '.join(catalogue_languages())}, "
                                         "separated by commas (fr,en)")
    return ",".join(dict.fromkeys(languages))


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


def trust_notebooks():
    """Sign the project's notebooks (notebooks/*.ipynb) with ``jupyter trust`` in Jupyter's notary, the one Voila
    and JupyterLab read (the user's Jupyter data folder: ``jupyter --paths``), and say so; True when it worked.

    Voila warned "Notebook ... is not trusted" for each notebook it loaded, 13 times at each start of the gallery
    (its preheated kernels), because the notebooks are saved with their outputs; JupyterLab also shows a trusted
    notebook's saved outputs as they were saved. The notebooks are this repository's own, which ``dev.py gallery``
    runs anyway: signing them trusts nothing more. It is done at each start, since a pull or a re-save changes
    them (about 1.5 s, jupyter's start-up; an unchanged notebook is only checked). A failure is said and the
    gallery starts all the same: an unsigned notebook still runs."""
    notebooks = sorted(NOTEBOOKS.glob("*.ipynb"))
    done = subprocess.run([str(PYTHON), "-m", "jupyter", "trust", *map(str, notebooks)], cwd=ROOT,
                          capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        say(f"could not trust the notebooks (Voila will say they are not trusted): {done.stderr.strip()[-500:]}")
        return False
    say(f"the project's {len(notebooks)} notebooks are trusted (jupyter trust)")
    return True


def gallery(args, extra_env=None, ready=None):
    """Serve notebooks/ with Voila and print the gallery's address, opened in the default browser only where there
    is a desktop (``has_display``); Ctrl+C stops it. ``extra_env``: more of Voila's environment (its kernels inherit
    it); ``ready(port)``: called once Voila answers, instead of saying the gallery's address (``dev.py class``, which
    has set up .venv already)."""
    if ready is None:
        ensure_venv()
    trust_notebooks()
    port = args.port or (DEFAULT_PORT if port_is_free(DEFAULT_PORT) else free_port())
    base = f"http://127.0.0.1:{port}/"
    command = gallery_command(port, args.host)
    say("$ " + " ".join(str(part) for part in command))
    # Voila gets its own process group (its kernels included), stopped in `finally` below, also on SIGTERM.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    environment = {**gallery_environment(args.pool, args.max_kernels, args.class_pool, args.lang), **(extra_env or {})}
    process = subprocess.Popen(command, cwd=ROOT, env=environment, start_new_session=True)
    try:
        if not wait_until_ready(base, process):
            say("Voila did not start; see its messages above.")
            return 1
        url = base + GALLERY
        if ready is not None:
            ready(port)
        else:
            say(f"the gallery is at {url}  (Ctrl+C to stop)")
            if args.host != "127.0.0.1":
                say(f"others reach it at http://<this machine's address>:{port}/{GALLERY}")
            if has_display():
                webbrowser.open(url)
        return process.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        stop_group(process)


def stop_group(process):
    """Stop ``process`` and its process group (SIGTERM, then SIGKILL after 10 s)."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)


def start_hub(store, away=None):
    """Start the class hub (``python -m class_hub``) over ``store`` with a new class (``away``: the seconds a seat at
    a table waits for its player before a bot plays it; None: the hub's default): ``(process, {"url", "code",
    "key"})``, once it listens; SystemExit with its messages if it does not."""
    command = [str(PYTHON), "-m", "class_hub", "--store", str(store), "--open-class"]
    if away is not None:
        command += ["--away", str(away)]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True, start_new_session=True)
    line = process.stdout.readline()
    try:
        return process, json.loads(line)
    except ValueError:
        stop_group(process)
        sys.exit(f"the class hub did not start (python -m class_hub --store {store}); see its messages above.")


def class_server(args):
    """The gallery (``gallery``) and the class hub beside it, with a new class: print the class code, the students'
    address and the teacher's link; Ctrl+C stops both. The hub listens on 127.0.0.1 only: students' pages reach it
    through their kernels, which inherit its address from Voila's environment (CARDGAMES_CLASS_HUB)."""
    ensure_venv()
    if "://" not in args.store:
        Path(args.store).parent.mkdir(parents=True, exist_ok=True)
    args.port = args.port or (DEFAULT_PORT if port_is_free(DEFAULT_PORT) else free_port())
    host = args.host if args.host not in ("0.0.0.0", "") else (local_addresses() or ["127.0.0.1"])[0]
    students = f"http://{host}:{args.port}/{GALLERY}"
    hub, said = start_hub(args.store, args.away)
    code = said["code"]
    teacher = f"http://127.0.0.1:{args.port}/voila/render/teacher.ipynb?class={code}&key={said['key']}"

    def ready(_port):
        say(f"class code: {code[:4]}-{code[4:]}  (typed with or without the dash, in any case)")
        say(f"students open {students} and type the code and a nickname at the top of an app or lesson")
        say(f"the teacher's link (keep it to yourself): {teacher}")
        say(f"Ctrl+C stops the class server; the class is kept a day ({args.store})")
        if has_display():
            webbrowser.open(teacher)

    try:
        return gallery(args, {"CARDGAMES_CLASS_HUB": said["url"], "CARDGAMES_CLASS_STUDENTS": students}, ready)
    finally:
        stop_group(hub)


def execute_notebook(path, language=SAVE_LANGUAGE):
    """The notebook at ``path`` run top to bottom (``run_notebook``), to be saved."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    run_notebook(nb, Path(path).parent, language)
    return nb


def run_notebook(nb, folder, language=SAVE_LANGUAGE):
    """Run the notebook ``nb`` (nbformat; its outputs replaced) in a fresh kernel started in ``folder``, as
    Voila does for a page opened with ``?lang=language``, unseeded games drawn from a seeded generator
    (SEEDED_PREAMBLE). Then every lesson shows its results, as after a reader's clicks, and the still pictures of
    the widgets that show them are taken again (widgets.handout.FINISH, put_pictures): a page without a kernel (the
    handout, GitHub) shows the results, not "click Run". Its widget state goes in its metadata, with the language;
    nbclient's CellExecutionError if a cell fails. Needs the venv (nbclient)."""
    import nbformat
    from nbclient import NotebookClient
    from traitlets.config import Config

    from widgets import handout

    preamble, finish = nbformat.v4.new_code_cell(SEEDED_PREAMBLE), nbformat.v4.new_code_cell(handout.FINISH)
    nb.cells.insert(0, preamble)
    nb.cells.append(finish)
    # The kernel on Unix sockets, as voila.py has Voila's (a TCP kernel warns that it is unencrypted), named
    # from an absolute path: a relative one is read from the kernel's folder by the kernel, from ours by us.
    sockets = tempfile.TemporaryDirectory(prefix="cardgames-kernel-")
    config = Config({"KernelManager": {"transport": "ipc", "ip": str(Path(sockets.name) / "kernel")}}) \
        if os.name == "posix" else Config()
    # nbclient waits 4 s by default for a cell's outputs once the kernel has answered, then goes on without
    # them and says nothing: on a loaded machine a save lost a table (woo.ipynb, cell 32). Wait as long as a
    # cell may take, and fail rather than save a notebook with outputs missing.
    client = NotebookClient(nb, config=config, timeout=CELL_TIMEOUT, kernel_name="python3", store_widget_state=True,
                            iopub_timeout=CELL_TIMEOUT, raise_on_iopub_timeout=True,
                            record_timing=False, resources={"metadata": {"path": str(folder)}})
    try:
        client.execute(env={**os.environ, "QUERY_STRING": f"lang={language}"})
    finally:
        nb.cells.remove(preamble)
        nb.cells.remove(finish)
        sockets.cleanup()
    handout.put_pictures(nb, finish)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = merged_streams(cell.outputs)
    nb.metadata["cardgames"] = {"saved_language": language}


def merged_streams(outputs):
    """``outputs`` with each run of consecutive stream outputs of one stream (stdout, stderr) made one: the
    kernel sends printed text in as many messages as its timing gives (a loop's prints came as one output
    or two), and a saved notebook must not depend on that."""
    merged = []
    for output in outputs:
        previous = merged[-1] if merged else None
        if (output["output_type"] == "stream" and previous is not None and previous["output_type"] == "stream"
                and previous["name"] == output["name"]):
            merged[-1] = joined = copy.copy(previous)          # ``outputs`` stay as they were
            joined["text"] = previous["text"] + output["text"]
        else:
            merged.append(output)
    return merged


def output_digest(cell):
    """A code cell's outputs as they should stay from one run to the next: widget views without their
    model ids (new at every run), no execution counts, printed text in one piece per stream (the kernel
    sends it in as many messages as it likes)."""
    digest = []
    for output in merged_streams(cell.get("outputs", [])):
        data = {kind: ("widget" if kind == WIDGET_VIEW else value) for kind, value in output.get("data", {}).items()}
        digest.append((output["output_type"], output.get("name"), output.get("text"), data))
    return digest


def save_notebooks(args):
    """Run the notebooks and save them with their outputs and widget state, so that a page that runs no code (GitHub, nbviewer, an exported HTML file) shows
    the tables and pictures. Runs itself again in .venv when started by another Python."""
    if Path(sys.prefix).resolve() != VENV.resolve():
        ensure_venv(extras=("test",))
        run([PYTHON, __file__, "save-notebooks", *args.names, "--lang", args.lang], cwd=ROOT)
        return 0
    import nbformat

    names = [name.removesuffix(".ipynb") + ".ipynb" for name in args.names] or \
        sorted(path.name for path in NOTEBOOKS.glob("*.ipynb"))
    for name in names:
        path = NOTEBOOKS / name
        if not path.is_file():
            sys.exit(f"no notebook {path.relative_to(ROOT)}")
        started = time.monotonic()
        nb = execute_notebook(path, args.lang)
        say(f"{name}: run in {time.monotonic() - started:.1f} s")
        nbformat.write(nb, path)
        say(f"{name}: {path.stat().st_size / 1000:.0f} kB")
    return 0


def handout_html(nb, lang=None):
    """The notebook ``nb`` (nbformat, with its saved outputs) as one page of the handout in ``lang`` (default: the
    language it was saved in), which loads nothing from another host and links the other notebooks' pages:
    ``widgets.handout.page_html``. Needs the venv."""
    from widgets import handout

    return handout.page_html(nb, lang)


def run_in_language(nb, language):
    """The notebook ``nb`` run anew in ``language`` (``run_notebook``, in notebooks/), for a handout's page."""
    run_notebook(nb, NOTEBOOKS, language)
    return nb


def export_html(args):
    """Write the handout into ``--out``: for each language (``--lang``, default every one the notebooks are written
    in), the saved notebooks (or those named) as <lang>/<name>.html and the files of notebooks/ they refer to
    (pictures/, rules/), so that each folder works opened from disk (widgets/handout.py)."""
    if Path(sys.prefix).resolve() != VENV.resolve():
        ensure_venv()
        run([PYTHON, __file__, "export-html", *args.names, "--out", args.out,
             *(["--lang", args.lang] if args.lang else [])], cwd=ROOT)
        return 0
    from widgets import handout

    try:
        handout.export(args.out, args.names, languages=[args.lang] if args.lang else None, run=run_in_language, say=say)
    except (FileNotFoundError, ValueError) as error:
        sys.exit(str(error))
    return 0


def static_site(args):
    """Build the static site into ``--out`` (staticsite/, in .venv with the site's build tools): see
    docs/deploying.md, "Without a server"."""
    ensure_venv(extras=("site",))
    command = [PYTHON, "-m", "staticsite", "--out", Path(args.out).resolve()]
    if args.pyodide:
        command += ["--pyodide", args.pyodide]
    say("$ " + " ".join(str(part) for part in command))
    return subprocess.run([str(part) for part in command], cwd=ROOT).returncode


class QuietFiles(http.server.SimpleHTTPRequestHandler):
    """Serves a folder's files, logging only what went wrong (a class of 30 makes hundreds of requests)."""

    def log_request(self, code="-", size="-"):
        if not str(code).startswith(("2", "3")):
            super().log_request(code, size)


def serve_site(args):
    """Serve the static site in ``--dir`` with Python's own http.server (standard library only: no .venv), saying
    the addresses to open; Ctrl+C stops it."""
    folder = Path(args.dir).resolve()
    if not (folder / "index.html").is_file() or not (folder / "voici").is_dir():
        sys.exit(f"{folder} holds no static site: build one with `python3 dev.py static-site --out {args.dir}`")
    handler = functools.partial(QuietFiles, directory=str(folder))
    try:
        server = http.server.ThreadingHTTPServer((args.host, args.port), handler)
    except OSError as error:
        sys.exit(f"cannot listen on {args.host}:{args.port}: {error} (another port: --port N)")
    hosts = [args.host] if args.host not in ("0.0.0.0", "") else ["127.0.0.1", *local_addresses()]
    say(f"serving {folder}; open " + " or ".join(f"http://{host}:{args.port}/" for host in hosts) + " (Ctrl+C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        say("stopped")
    finally:
        server.server_close()
    return 0


def local_addresses():
    """This machine's addresses on its networks (the ones students' browsers can reach), as far as it can tell."""
    found = set()
    with contextlib.suppress(OSError):
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))          # no packet is sent: this only picks the outgoing interface
            found.add(probe.getsockname()[0])
    found.discard("0.0.0.0")
    return sorted(found)


def gallery_pictures(args):
    """Draw each game's table, in French and in English, for the gallery: notebooks/pictures/<game>-<lang>.svg
    (widgets/gallery_pictures.py). Runs itself again in .venv when started by another Python."""
    if Path(sys.prefix).resolve() != VENV.resolve():
        ensure_venv()
        run([PYTHON, __file__, "gallery-pictures"], cwd=ROOT)
        return 0
    from widgets import gallery_pictures

    folder = NOTEBOOKS / "pictures"
    folder.mkdir(exist_ok=True)
    for game in gallery_pictures.GAMES:
        for lang in ("fr", "en"):
            target = folder / f"{game}-{lang}.svg"
            target.write_text(gallery_pictures.picture_svg(game, lang), encoding="utf-8")
            say(f"{target.relative_to(ROOT)}: {target.stat().st_size / 1000:.0f} kB")
    return 0


def catalogue_languages():
    """The languages of the catalogues in cardlib/text/locale (a LANG.po each; see docs/languages.md)."""
    return sorted(path.stem for path in (ROOT / "cardlib" / "text" / "locale").glob("*.po"))


def catalogues(args):
    """Check the catalogues (exit 1 listing the problems), or with ``--new LANG`` start a catalogue for
    LANG (cardlib.text.catalogues).
    Runs itself again in .venv (the checks import every module of widgets) when started by another Python."""
    if Path(sys.prefix).resolve() != VENV.resolve():
        ensure_venv()
        return subprocess.run([PYTHON, __file__, *sys.argv[1:]], cwd=ROOT).returncode
    from cardlib.text import catalogues as tools
    from cardlib.text import i18n

    tools.import_everything()
    if args.new:
        target = tools.start_language(args.new)
        say(f"{target.relative_to(ROOT)}: {len(tools.load()['en'].entries)} messages to translate; set language.name "
            "to the language's name in itself; untranslated messages are shown in English")
        return 0
    found = tools.problems(tools.load())
    unknown = tools.unknown_keys(tools.used_keys(ROOT), set(i18n.keys()))
    found += [f"{key}: used at {', '.join(places)} but in no catalogue" for key, places in sorted(unknown.items())]
    for line in found:
        say(line)
    say(f"{len(i18n.LANGUAGES)} languages ({', '.join(i18n.LANGUAGES)}), {len(tools.load()['en'].entries)} messages, "
        f"{len(found)} problems")
    return 1 if found else 0


def language(args):
    """The language check (cardlib.text.language_check): print the faults by kind with their counts, exit 1 when any.
    With ``--catalogues DIR``, the catalogues of DIR are rendered and no game is played (the code of today
    needs its own catalogues' messages). Needs only the standard library."""
    from cardlib.text import language_check

    folders = None if args.catalogues is None else [args.catalogues]
    found = language_check.faults(folders, play=folders is None)
    if found:
        say(language_check.report(found))
    counts = language_check.summary(found)
    say(f"{sum(counts.values())} faults" + (": " + ", ".join(f"{kind} {n}" for kind, n in counts.items())
                                             if counts else ""))
    return 1 if found else 0


def test(pytest_args):
    """Run the pytest suite in .venv, installed from the lock (extra arguments are passed to pytest).

    With ``--latest`` among the arguments, run it instead in .venv-latest, made anew with the newest
    versions pyproject.toml's ranges allow (``make_latest_venv``): how an upgrade is tried before the lock
    is refreshed. If pytest stops because the selected browser tests have no Chromium, or the 'postgres' tests no
    PostgreSQL server, install Debian's chromium or postgresql when dev.py may (see may_apt_get_install) and run
    pytest again (each package once).
    """
    environment = dict(os.environ)
    if "--latest" in pytest_args:
        pytest_args = [arg for arg in pytest_args if arg != "--latest"]
        python = make_latest_venv(("test",))
        environment["CARDGAMES_VENV"] = str(LATEST_VENV)      # what the tests' own dev.py commands use
    else:
        ensure_venv(extras=("test",))
        python = PYTHON
    command = [str(part) for part in (python, "-m", "pytest", *pytest_args)]
    say("$ " + " ".join(command))
    code = subprocess.run(command, cwd=ROOT, stdin=subprocess.DEVNULL, env=environment).returncode
    installers = {CHROMIUM_MISSING: (can_install_chromium, install_chromium),
                  POSTGRES_MISSING: (can_install_postgres, install_postgres)}
    while code in installers and installers[code][0]():
        installers.pop(code)[1]()
        say("$ " + " ".join(command))
        code = subprocess.run(command, cwd=ROOT, stdin=subprocess.DEVNULL, env=environment).returncode
    return code


def main(argv=None):
    """Parse the command line and run the task."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] == "test":
        return test(argv[1:])     # everything after "test" goes to pytest untouched
    args = command_line().parse_args(argv)
    if args.task == "catalogues":
        return catalogues(args)
    if args.task == "language":
        return language(args)
    if args.task == "lock":
        return lock(args)
    if args.task == "gallery-pictures":
        return gallery_pictures(args)
    if args.task == "save-notebooks":
        return save_notebooks(args)
    if args.task == "export-html":
        return export_html(args)
    if args.task == "static-site":
        return static_site(args)
    if args.task == "serve-site":
        return serve_site(args)
    if args.task == "class":
        return class_server(args)
    return gallery(args)


def add_gallery_options(parser, host="127.0.0.1"):
    """The options of ``gallery`` (and ``class``): port, host, pools, cap, languages."""
    parser.add_argument("--port", type=int, default=None, help=f"port for Voila (default {DEFAULT_PORT})")
    parser.add_argument("--host", default=host,
                        help=f"address to listen on (default {host}; 127.0.0.1: this machine only; 0.0.0.0: a class)")
    parser.add_argument("--pool", type=int, default=POOL_SIZE,
                        help=f"preheated kernels per notebook (default {POOL_SIZE}; 0: none)")
    parser.add_argument("--max-kernels", type=int, default=None,
                        help="most kernels pages may use at once (default: voila.py's; 0: no cap)")
    parser.add_argument("--class-pool", type=class_pool_option, default=None, metavar="APP=N",
                        help="preheated kernels of the app a class will open, e.g. ohio=25 (about "
                             "65 MB each; start the server a minute or two before the class)")
    parser.add_argument("--lang", type=pool_languages_option, default=GALLERY_LANGUAGES, metavar="LANG[,LANG]",
                        help=f"the languages preheated kernels run in, the class pool in the first (default "
                             f"{GALLERY_LANGUAGES}: the gallery's links); pages opened in another language "
                             "start a kernel of their own")


def command_line():
    """dev.py's argument parser (``test`` passes what follows it to pytest and is parsed by ``main``)."""
    parser = argparse.ArgumentParser(prog="dev.py", description="Set up and run the card games notebooks.")
    sub = parser.add_subparsers(dest="task", required=True)
    gallery_parser = sub.add_parser("gallery", help="set up .venv and serve the gallery in Voila (its address "
                                                    "printed, and opened in the browser on a desktop)")
    add_gallery_options(gallery_parser)
    class_parser = sub.add_parser("class", help="serve the gallery and the class hub for a class (its code, the "
                                                "students' address and the teacher's link printed)")
    add_gallery_options(class_parser, host="0.0.0.0")
    class_parser.add_argument("--store", default=str(CLASS_STORE),
                              help=f"the SQLite file that keeps the classes (default {CLASS_STORE.relative_to(ROOT)}), "
                                   "or a PostgreSQL address postgresql://user@host/database")
    class_parser.add_argument("--away", type=float, metavar="SECONDS",
                              help="how long a student's seat at a table waits for them (their page closed) before "
                                   "a bot plays it (default 60)")
    sub.add_parser("test", help="set up .venv from requirements/test.txt and run pytest (extra arguments go to "
                                "pytest); --latest: in .venv-latest, with the newest versions the ranges allow")
    lock_parser = sub.add_parser("lock", help="write requirements/test.txt and requirements/app.txt from "
                                              "pyproject.toml (uv pip compile)")
    lock_parser.add_argument("--upgrade", action="store_true", help="take the newest versions the ranges allow")
    lock_parser.add_argument("--upgrade-package", action="append", metavar="NAME",
                             help="take the newest version of NAME only (repeatable)")
    save_parser = sub.add_parser("save-notebooks", help="run the notebooks and save their outputs and widget state")
    save_parser.add_argument("names", nargs="*", metavar="NAME", help="notebooks to save (default: all), e.g. hue")
    save_parser.add_argument("--lang", choices=catalogue_languages(), default=SAVE_LANGUAGE,
                             help=f"language of the saved tables and pictures (default {SAVE_LANGUAGE})")
    export_parser = sub.add_parser("export-html", help="write the saved notebooks as HTML pages that load nothing "
                                                       "from another host")
    export_parser.add_argument("names", nargs="*", metavar="NAME", help="notebooks to export (default: all)")
    export_parser.add_argument("--out", default=str(ROOT / "build" / "html"), help="folder (default build/html)")
    export_parser.add_argument("--lang", choices=catalogue_languages(), default=None,
                               help="one language's handout only (default: one folder per language)")
    site_parser = sub.add_parser("static-site", help="build the gallery as a static site that runs in the browser")
    site_parser.add_argument("--out", default=str(ROOT / "site"), help="folder (default site/, made anew)")
    site_parser.add_argument("--pyodide", default=None, metavar="DIR|URL",
                             help="a Pyodide distribution of the site's runtime (folder, .tar.bz2 or address) to "
                                  "serve the lessons' figures from, so that they work offline (default: loaded online)")
    serve_parser = sub.add_parser("serve-site", help="serve a built static site (python's http.server)")
    serve_parser.add_argument("--dir", default="site", help="the site's folder (default site/)")
    serve_parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    serve_parser.add_argument("--host", default="127.0.0.1",
                              help="address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: a class)")
    sub.add_parser("gallery-pictures", help="draw each game's table for the gallery (notebooks/pictures/)")
    catalogues_parser = sub.add_parser("catalogues", help="check the gettext catalogues (cardlib/text/locale/*.po)")
    catalogues_parser.add_argument("--new", metavar="LANG", default=None,
                                   help="write cardlib/text/locale/LANG.po with every message to translate")
    language_parser = sub.add_parser("language", help="the language check: faults of the French and English texts")
    language_parser.add_argument("--catalogues", metavar="DIR", default=None,
                                 help="check the fr.po and en.po of DIR instead (e.g. tests/data/catalogues-97bec3d)")
    return parser


if __name__ == "__main__":
    sys.exit(main())
