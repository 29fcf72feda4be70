"""The static site's pinned settings: pyproject.toml's ``[tool.cardgames.static-site]`` and the lock of what runs
in the browser (requirements/browser.txt, written by ``dev.py lock``)."""

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BROWSER_LOCK = ROOT / "requirements" / "browser.txt"


@dataclass(frozen=True)
class Pin:
    """One line of requirements/browser.txt: a distribution, its version and the SHA-256 of its wheels."""
    name: str
    version: str
    hashes: tuple


def settings(pyproject=ROOT / "pyproject.toml"):
    """pyproject.toml's ``[tool.cardgames.static-site]`` table (pyodide, pyodide-tarball, pyodide-integrity,
    browser, kernel, lessons)."""
    return tomllib.loads(Path(pyproject).read_text(encoding="utf-8"))["tool"]["cardgames"]["static-site"]


def browser_pins(lock=BROWSER_LOCK):
    """The pins of requirements/browser.txt, in its order: ``Pin(name, version, hashes)``."""
    text = Path(lock).read_text(encoding="utf-8").replace("\\\n", " ")
    pins = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.match(r"([A-Za-z0-9._-]+)==([^\s;]+)", line)
        if not match:
            raise ValueError(f"{lock}: not a pinned requirement: {line!r}")
        pins.append(Pin(match[1], match[2], tuple(re.findall(r"--hash=sha256:([0-9a-f]{64})", line))))
    if not pins:
        raise ValueError(f"{lock} pins nothing: run `python3 dev.py lock`")
    return pins
