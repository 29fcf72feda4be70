"""cardlib's layout: one package per game, shared code that imports no game, and no import circle.

The imports are read with ``ast`` from the source, every ``import`` statement counted, those inside
functions too (an import put off to a function still closes a circle, only later). ``from X import n``
counts as an import of the module ``X.n`` when there is one, else of ``X``; a package's ``__init__`` is
the module of its name. Imports made by name at run time (``importlib``: ``cardlib.games`` finding a
game's package, ``cardlib.bots`` a game's bots) are the registry's, not edges.
"""

import ast
from pathlib import Path

import cardlib

ROOT = Path(__file__).resolve().parents[2]
GAME_PACKAGES = {f"cardlib.{game}" for game in cardlib.GAMES}


def modules(folder, package):
    """``{module name: path}`` of every Python file under ``folder``, the package ``package``."""
    found = {}
    for path in sorted(folder.rglob("*.py")):
        parts = [package, *path.relative_to(folder).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports(name, path, known):
    """The modules of ``known`` that module ``name`` (at ``path``) imports, with the line of each."""
    is_package = path.name == "__init__.py"
    found = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[:len(base) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module
            targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source
                       for alias in node.names]
        else:
            continue
        for target in targets:
            if target in known and target != name:
                found.setdefault(target, node.lineno)
    return found


def graph(folder, package):
    """``{module: {imported module: line}}`` of the package ``package`` in ``folder``."""
    known = modules(folder, package)
    return {name: imports(name, path, known) for name, path in known.items()}


def circle(edges):
    """One import circle of ``edges`` as a list of modules (its first repeated at its end), or None."""
    state = {}          # module: 1 while being walked, 2 once done

    def walk(module, path):
        state[module] = 1
        for target in sorted(edges.get(module, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                found = walk(target, path + [target])
                if found:
                    return found
        state[module] = 2
        return None

    for module in sorted(edges):
        if module not in state:
            found = walk(module, [module])
            if found:
                return found
    return None


def test_cardlib_has_no_import_circle():
    assert circle(graph(ROOT / "cardlib", "cardlib")) is None


def test_the_circle_finder_finds_a_circle_made_on_purpose(tmp_path):
    """A package whose ``a`` imports ``b`` at its top and ``b`` imports ``a`` inside a function (the kind
    of circle the search bot and Yoyo's yellows had), beside a module both import: the circle is found,
    and the package is clean once ``b`` no longer imports ``a``."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "common.py").write_text("X = 1\n")
    (package / "a.py").write_text("from . import b\nfrom .common import X\n")
    (package / "b.py").write_text("from .common import X\n\n\ndef later():\n    from .a import something\n")
    assert circle(graph(package, "pkg")) == ["pkg.a", "pkg.b", "pkg.a"]
    (package / "b.py").write_text("from .common import X\n")
    assert circle(graph(package, "pkg")) is None


def test_each_game_is_one_package_and_the_shared_code_imports_none():
    """Every game of ``cardlib.GAMES`` is a folder ``cardlib/<game>/`` with its rules, bots and lesson
    questions; no ``cardlib/<game>_*.py`` module is left beside them; ``bots/`` holds no game's module;
    and no module outside a game's folder imports any game's package or module."""
    folder = ROOT / "cardlib"
    for game in cardlib.GAMES:
        assert {"__init__.py", "rules.py", "bots.py", "questions.py", "deal.py"} <= \
            {path.name for path in (folder / game).glob("*.py")}, game
        assert not list(folder.glob(f"{game}_*.py")) and not (folder / f"{game}.py").exists(), game
    assert sorted(path.name for path in (folder / "bots").glob("*.py")) == ["__init__.py", "generic.py", "search.py"]
    assert not (folder / "lessons").exists()
    edges = graph(folder, "cardlib")
    shared = {name for name in edges if not any(name == g or name.startswith(g + ".") for g in GAME_PACKAGES)}
    assert shared >= {"cardlib", "cardlib.games", "cardlib.bots", "cardlib.bots.search", "cardlib.deals"}
    reaching = {(name, target, line) for name in shared for target, line in edges[name].items()
                if any(target == g or target.startswith(g + ".") for g in GAME_PACKAGES)}
    assert reaching == set()


def test_one_games_modules_import_no_other_game():
    edges = graph(ROOT / "cardlib", "cardlib")
    for game in GAME_PACKAGES:
        for name, targets in edges.items():
            if name == game or name.startswith(game + "."):
                others = {t for t in targets for g in GAME_PACKAGES - {game} if t == g or t.startswith(g + ".")}
                assert others == set(), name


def test_the_rules_import_only_the_texts_message_writer():
    """The rules of each game import ``cardlib.text.i18n`` (to write a message) and no other part of the
    texts' tooling (catalogue checks, the language check)."""
    edges = graph(ROOT / "cardlib", "cardlib")
    for game in GAME_PACKAGES:
        texts = {t for t in edges[f"{game}.rules"] if t.startswith("cardlib.text")}
        assert texts == {"cardlib.text.i18n"}, game
