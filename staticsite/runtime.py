"""The Pyodide runtime of the static site, its lessons' packages, and the site's ``pyodide-lock.json``.

The runtime is the npm package ``pyodide`` (the interpreter and the standard library, no packages), fetched
from the npm registry once and checked against the integrity pinned in pyproject.toml. Its
``pyodide-lock.json`` names every package of the full Pyodide distribution; the site's lock keeps only what
the site serves (``wheels.lock_entries``) and the lessons' packages (``lessons``: matplotlib and what it
needs), which are

- served by the site when the build is given a Pyodide distribution (``--pyodide DIR``, a folder or a
  ``.tar.bz2`` of the release, or ``--pyodide URL``, its address): the lessons then work offline;
- else named at the distribution's address online (``DISTRIBUTION_URL``): a lesson's first figure loads them
  from there, and an offline page says that its live figures need the online page or the full build
  (``widgets.browser``).
"""

import base64
import hashlib
import json
import shutil
import tarfile
import urllib.parse
import urllib.request
from pathlib import Path

# The files of the npm package the pages load (not its source maps, typings, README and console page).
RUNTIME_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
DISTRIBUTION_URL = "https://cdn.jsdelivr.net/pyodide/v{version}/full/"
LOCK = "pyodide-lock.json"


class BuildError(Exception):
    """A build that cannot go on, with what to do about it."""


def _download(url, dest):
    """Fetch ``url`` into the file ``dest`` (through a temporary name, so that a cut download leaves nothing)."""
    dest = Path(dest)
    partial = dest.with_name(dest.name + ".part")
    try:
        with urllib.request.urlopen(url, timeout=120) as answer, open(partial, "wb") as out:
            shutil.copyfileobj(answer, out)
    except OSError as error:
        raise BuildError(f"could not download {url}: {error}") from None
    partial.replace(dest)
    return dest


def integrity_of(path, algorithm="sha512"):
    """The subresource integrity of the file at ``path``: 'sha512-<base64>', as npm records it."""
    digest = hashlib.new(algorithm, Path(path).read_bytes()).digest()
    return f"{algorithm}-{base64.b64encode(digest).decode()}"


def fetch_runtime(settings, cache, say=print):
    """The folder of the npm package ``pyodide`` at the pinned version, unpacked in ``cache`` (downloaded the
    first time, its integrity checked every time it is unpacked)."""
    cache = Path(cache)
    cache.mkdir(parents=True, exist_ok=True)
    folder = cache / f"pyodide-{settings['pyodide']}"
    if (folder / LOCK).exists():
        return folder
    tarball = cache / Path(urllib.parse.urlsplit(settings["pyodide-tarball"]).path).name
    if not tarball.exists():
        say(f"downloading the Pyodide {settings['pyodide']} runtime from the npm registry ...")
        _download(settings["pyodide-tarball"], tarball)
    if integrity_of(tarball) != settings["pyodide-integrity"]:
        tarball.unlink()
        raise BuildError(f"{tarball.name} does not match pyodide-integrity in pyproject.toml: download removed")
    unpacked = cache / f"pyodide-{settings['pyodide']}.unpacking"
    shutil.rmtree(unpacked, ignore_errors=True)
    with tarfile.open(tarball) as archive:
        archive.extractall(unpacked, filter="data")
    (unpacked / "package").rename(folder)
    shutil.rmtree(unpacked)
    return folder


def copy_runtime(runtime, dest):
    """Copy the runtime's files the pages load into ``dest``."""
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copy2(Path(runtime) / name, dest / name)


def closure(packages, names):
    """``names`` and everything they need, by ``packages`` (a lock's ``packages``), in a stable order."""
    found, todo = [], list(names)
    while todo:
        name = todo.pop(0)
        if name in found:
            continue
        if name not in packages:
            raise BuildError(f"the Pyodide lock has no package {name}")
        found.append(name)
        todo.extend(packages[name]["depends"])
    return found


class Distribution:
    """A Pyodide distribution the lessons' packages come from: a folder, a ``.tar.bz2`` of the release, or an
    address (``http(s)://.../full/``). ``local`` says whether its files are copied into the site."""

    def __init__(self, where, version, cache):
        self.where, self.version, self.cache = str(where), version, Path(cache)     # the runtime's version
        self.remote = self.where.startswith(("http://", "https://"))
        self.folder = None
        if not self.remote:
            path = Path(self.where).expanduser().resolve()
            if path.is_file() and path.name.endswith((".tar.bz2", ".tar.gz", ".tgz")):
                path = self._unpack(path)
            if not (path / LOCK).exists() and (path / "pyodide" / LOCK).exists():
                path = path / "pyodide"
            if not (path / LOCK).exists():
                raise BuildError(f"{self.where}: no {LOCK} there (give the folder of a Pyodide distribution, its "
                                 ".tar.bz2, or its address)")
            self.folder = path
        self.base = self.where if not self.remote or self.where.endswith("/") else self.where + "/"

    def _unpack(self, tarball):
        dest = self.cache / f"distribution-{tarball.stem}"
        if not dest.exists():
            with tarfile.open(tarball) as archive:
                archive.extractall(dest.with_suffix(".unpacking"), filter="data")
            dest.with_suffix(".unpacking").rename(dest)
        return dest

    def lock(self, runtime_info):
        """The distribution's ``pyodide-lock.json``, checked to be built for the runtime whose lock's ``info`` is
        ``runtime_info``: the same Python and ABI, and the same version where the lock says it (the npm packages'
        locks of Pyodide 0.29 say none)."""
        if self.remote:
            self.cache.mkdir(parents=True, exist_ok=True)
            path = _download(urllib.parse.urljoin(self.base, LOCK), self.cache / "distribution-lock.json")
        else:
            path = self.folder / LOCK
        lock = json.loads(Path(path).read_text(encoding="utf-8"))
        info = lock.get("info", {})
        same = all(info.get(key) == runtime_info.get(key) for key in ("python", "abi_version", "arch"))
        if not same or info.get("version", self.version) != self.version:
            theirs = (f"Pyodide {info.get('version', '?')} (Python {info.get('python', '?')}, "
                      f"ABI {info.get('abi_version', '?')})")
            raise BuildError(f"{self.where} is {theirs}; the site's runtime is Pyodide {self.version} (Python "
                             f"{runtime_info.get('python')}, ABI {runtime_info.get('abi_version')}; pyproject.toml)")
        return lock

    def fetch(self, entry, dest):
        """Copy (or download) the file of the lock entry ``entry`` into ``dest``, checking its SHA-256."""
        target = Path(dest) / entry["file_name"]
        if self.remote:
            _download(urllib.parse.urljoin(self.base, entry["file_name"]), target)
        else:
            shutil.copy2(self.folder / entry["file_name"], target)
        if hashlib.sha256(target.read_bytes()).hexdigest() != entry["sha256"]:
            target.unlink()
            raise BuildError(f"{entry['file_name']} from {self.where} does not match its SHA-256 in the lock")


def lesson_entries(runtime_lock, settings, served, dest, distribution=None, say=print):
    """The lock entries of the lessons' packages (``settings['lessons']`` and what they need, but what the site
    already serves, ``served``): copied into ``dest`` from ``distribution`` when there is one, else pointing
    at the distribution online (``DISTRIBUTION_URL``)."""
    source = distribution.lock(runtime_lock["info"]) if distribution else runtime_lock
    names = [name for name in closure(source["packages"], settings["lessons"]) if name not in served]
    entries = {}
    if distribution:
        say(f"copying {len(names)} packages for the lessons' figures from {distribution.where} ...")
    online = DISTRIBUTION_URL.format(version=settings["pyodide"])
    for name in names:
        entry = dict(source["packages"][name])
        if distribution:
            distribution.fetch(entry, dest)
        else:
            entry["file_name"] = online + entry["file_name"]
        entries[name] = entry
    return entries


def write_lock(runtime_lock, entries, dest):
    """Write the site's ``pyodide-lock.json`` into ``dest``: the runtime's ``info`` and ``entries``."""
    lock = {"info": runtime_lock["info"], "packages": dict(sorted(entries.items()))}
    path = Path(dest) / LOCK
    path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path
