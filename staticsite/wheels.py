"""The wheels the static site serves to the Pyodide kernel, and their entries in the site's ``pyodide-lock.json``.

- the pure-Python wheels of requirements/browser.txt, downloaded from PyPI once (hash-checked, kept in the
  build's cache), but for those the Pyodide kernel brings its own stand-ins of (``KERNEL_PROVIDES``);
- the project's own wheel, built from the working tree;
- the Pyodide kernel's wheels (``pyodide_kernel``, ``piplite`` and its stand-ins for ``ipykernel`` and
  ``widgetsnbextension``), from the jupyterlite-pyodide-kernel package;
- empty stand-ins for ``ssl`` and ``sqlite3``: the kernel asks for both at start, and Pyodide's builds of them
  are in the full distribution only (IPython 9 runs without them: no history database, no https); and for
  ``jedi`` (5 MB, with parso): IPython uses it only to complete code as it is typed, which a page never asks.
"""

import base64
import csv
import hashlib
import io
import shutil
import subprocess
import sys
import tempfile
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

from .settings import BROWSER_LOCK, ROOT

# Provided by the Pyodide kernel's own wheels (stand-ins without the front-end files the page already has).
KERNEL_PROVIDES = {"widgetsnbextension", "ipykernel"}
PLACEHOLDERS = ("ssl", "sqlite3", "jedi")
NOT_SERVED = KERNEL_PROVIDES | {"jedi", "parso"}        # parso is jedi's alone
PROJECT_FILES = ("pyproject.toml", "README.md")
PROJECT_PACKAGES = ("cardlib", "widgets", "gallery_server", "class_hub")   # class_hub: its checks and client


def pyodide_markers(python):
    """The environment requirements' markers are read in, in a browser whose Python is ``python`` ('3.13.2')."""
    return {"python_version": ".".join(python.split(".")[:2]), "python_full_version": python,
            "sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
            "os_name": "posix", "implementation_name": "cpython", "platform_python_implementation": "CPython",
            "platform_release": "", "platform_version": "", "implementation_version": python, "extra": ""}


def sha256(path):
    """The SHA-256 of the file at ``path``, in hex."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def browser_wheels(pins, cache, python, say=print):
    """The wheel files of ``pins`` (``settings.browser_pins``) but ``NOT_SERVED``, from ``cache`` or
    downloaded there from PyPI with pip (``--require-hashes``) for the browser's Python ``python`` ('3.13'): a list
    of paths."""
    cache = Path(cache)
    cache.mkdir(parents=True, exist_ok=True)
    wanted = [pin for pin in pins if canonicalize_name(pin.name) not in NOT_SERVED]
    cached = {sha256(path): path for path in cache.glob("*.whl")}
    missing = [pin for pin in wanted if not any(digest in cached for digest in pin.hashes)]
    if missing:
        say(f"downloading {len(missing)} wheels for the browser from PyPI ...")
        with tempfile.TemporaryDirectory() as folder:
            requirements = Path(folder) / "browser.txt"
            requirements.write_text("".join(f"{pin.name}=={pin.version} "
                                            + " ".join(f"--hash=sha256:{digest}" for digest in pin.hashes) + "\n"
                                            for pin in missing))
            command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                       "--no-deps", "--only-binary", ":all:", "--platform", "any", "--python-version", python,
                       "--implementation", "py", "--abi", "none", "--require-hashes", "-r", str(requirements),
                       "-d", str(cache)]
            subprocess.run(command, check=True)
        cached = {sha256(path): path for path in cache.glob("*.whl")}
    found = []
    for pin in wanted:
        path = next((cached[digest] for digest in pin.hashes if digest in cached), None)
        if path is None:
            raise RuntimeError(f"no wheel of {pin.name}=={pin.version} with a hash of {BROWSER_LOCK.name}")
        found.append(path)
    return found


def project_wheel(dest, say=print):
    """Build the project's wheel from the working tree into ``dest`` (a copy of its packages, so that nothing
    of an older build is packed) and return its path."""
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "project"
        source.mkdir()
        for name in PROJECT_FILES:
            shutil.copy2(ROOT / name, source / name)
        for name in PROJECT_PACKAGES:
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        say("building the project's wheel ...")
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
                        "--no-deps", "--no-build-isolation", "-w", str(dest), str(source)], check=True)
    built = sorted(dest.glob("cardgames_notebooks-*.whl"), key=lambda path: path.stat().st_mtime)
    return built[-1]


def placeholder_wheel(name, dest):
    """An empty wheel named ``name`` (1.0.0) in ``dest``: a stand-in that satisfies the kernel's request."""
    path = Path(dest) / f"{name}-1.0.0-py3-none-any.whl"
    info = f"{name}-1.0.0.dist-info"
    files = {f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0.0\n"
                                 "Summary: empty stand-in (staticsite.wheels)\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: staticsite\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for file_name, text in files.items():
        digest = hashlib.sha256(text.encode()).digest()
        writer.writerow([file_name, "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode(), len(text)])
    writer.writerow([f"{info}/RECORD", "", ""])
    files[f"{info}/RECORD"] = record.getvalue()
    with zipfile.ZipFile(path, "w") as archive:
        for file_name, text in files.items():
            info_entry = zipfile.ZipInfo(file_name, date_time=(2020, 1, 1, 0, 0, 0))
            archive.writestr(info_entry, text)
    return path


def metadata(wheel):
    """The METADATA of ``wheel`` (an email.message.Message)."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(item for item in archive.namelist() if item.endswith(".dist-info/METADATA"))
        return Parser().parsestr(archive.read(name).decode("utf-8"))


def top_level_imports(wheel):
    """The names ``wheel`` installs at the top of site-packages (its packages and modules)."""
    names = set()
    with zipfile.ZipFile(wheel) as archive:
        for item in archive.namelist():
            first = item.split("/", 1)[0]
            if first.endswith((".dist-info", ".data")):
                continue
            if "/" in item or item.endswith(".py"):
                names.add(first.removesuffix(".py"))
    return sorted(names)


def requirements(wheel, available, markers):
    """The canonical names of ``wheel``'s requirements that hold in Pyodide (``markers``: ``pyodide_markers``, no
    extras), each of which must be in ``available``."""
    found = []
    for line in metadata(wheel).get_all("Requires-Dist") or ():
        requirement = Requirement(line)
        if requirement.marker is not None and not Marker(str(requirement.marker)).evaluate(markers):
            continue
        name = canonicalize_name(requirement.name)
        if name not in available:
            raise RuntimeError(f"{Path(wheel).name} needs {name}, which the site has no wheel of: "
                               f"add it to [tool.cardgames.static-site] in pyproject.toml and run `dev.py lock`")
        found.append(name)
    return sorted(set(found))


def lock_entries(wheels, python, depends=None):
    """The ``pyodide-lock.json`` entries of ``wheels`` (paths of files the site serves beside pyodide.js), keyed
    by canonical name, for a browser whose Python is ``python`` ('3.13.2'). Each entry's ``depends`` are its
    wheel's requirements, unless ``depends`` (a dict, name -> list) says otherwise: the project's wheel asks for
    Voila and JupyterLab, which a page does not run."""
    depends = depends or {}
    markers = pyodide_markers(python)
    names = {canonicalize_name(parse_wheel_filename(Path(wheel).name)[0]): Path(wheel) for wheel in wheels}
    entries = {}
    for name, wheel in names.items():
        version = str(parse_wheel_filename(wheel.name)[1])
        needs = depends[name] if name in depends else requirements(wheel, names, markers)
        entries[name] = {"name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
                         "sha256": sha256(wheel), "package_type": "package", "imports": top_level_imports(wheel),
                         "depends": sorted(needs), "unvendored_tests": False}
    return entries
