"""Upkeep of the gettext catalogues (``cardlib/text/locale/<lang>.po``): ``python dev.py catalogues``.

- ``problems``: what is wrong with a folder of catalogues: a message French or English lacks, a
  placeholder a translation adds or loses, a rule a translation names differently, a header naming
  another language, a text ``str.format`` cannot read.
- ``used_keys``: the keys the code asks for by name (``Message("ohio.play")``, ``text("ui.undo", lang)``),
  read from the code's syntax tree (``ast``), so that the check is the same on every Python and needs
  nothing installed.
- ``french_in_code``: French text written in the code (a string with French letters that is not a
  docstring), which belongs in the catalogues.

Run time never imports this module: ``cardlib.text.i18n`` reads the catalogues with ``cardlib.text.po``.
A message whose languages need different placeholders (French agreement, say) lists every parameter
the code passes in a ``#. parameters: element e`` comment; each language then uses those it needs.
"""

import ast
import importlib
import pkgutil
import re
import string
from pathlib import Path

from . import i18n
from .po import Catalogue, Entry, parse_po, write_po

PARAMETERS_COMMENT = "parameters:"
# The functions whose first argument is a message key (i18n.text, Message, plural; the engine's
# refusal and _emit; the command line's t; the renderers' plural helpers; a lesson widget's _say).
KEYWORDS = {name: (1,) for name in ("text", "Message", "plural", "_plural", "refusal", "_emit", "t", "page_text",
                                    "_say")}
# The calls each of whose arguments (a tuple's items too) is a message key: a lesson's self-check question
# (``widgets.selfcheck.Check``: its prompt, options and explanation).
KEY_ARGUMENTS = ("Check",)
CODE_PACKAGES = ("cardlib", "widgets", "class_hub")     # the code whose texts the catalogues hold
HEADER = {"Project-Id-Version": "cardgames-notebooks"}


def load(folder=i18n.LOCALE_DIR):
    """``{lang: Catalogue}`` for every ``<lang>.po`` of ``folder``."""
    return {path.stem: parse_po(path.read_text(encoding="utf-8"), str(path))
            for path in sorted(Path(folder).glob("*.po"))}


def placeholders(template):
    """The parameter names a ``str.format`` template uses: ``{player} plays {card:>3}`` -> {'player', 'card'}."""
    return {field.split(".")[0].split("[")[0]
            for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def declared_parameters(entry):
    """The parameters a ``#. parameters: a b`` comment lists, or None."""
    for comment in entry.comments:
        if comment.startswith(PARAMETERS_COMMENT):
            return set(comment[len(PARAMETERS_COMMENT):].split())
    return None


def problems(catalogues, complete=i18n.COMPLETE_LANGUAGES, source=i18n.SOURCE_LANGUAGE):
    """Every problem of ``catalogues`` (``{lang: Catalogue}``), as sentences naming the file and key."""
    found = []
    for lang in complete:
        if lang not in catalogues:
            found.append(f"{lang}.po: missing (the {', '.join(complete)} catalogues must be complete)")
    if source not in catalogues:
        return found
    reference = catalogues[source]
    for lang, catalogue in catalogues.items():
        if catalogue.header.get("Language", lang) != lang:
            found.append(f"{lang}.po: its header says Language: {catalogue.header['Language']}")
        messages = catalogue.messages()
        if "language.name" not in messages:
            found.append(f"{lang}.po: no language.name (the language's name in itself, for the switches)")
        for key in sorted(messages.keys() - reference.entries.keys()):
            found.append(f"{lang}.po: {key} is not in {source}.po")
        for key, entry in reference.entries.items():
            if key not in messages:
                if lang in complete:
                    found.append(f"{lang}.po: {key} has no translation")
                continue
            found.extend(_entry_problems(lang, key, entry, catalogue.entries[key]))
            found.extend(_plural_problems(lang, key, entry, catalogue.entries[key], plural_count(catalogue)))
    return found


def plural_count(catalogue):
    """The number of plural forms a catalogue's ``Plural-Forms`` header gives (``nplurals=2``), or None."""
    found = re.search(r"nplurals\s*=\s*(\d+)", catalogue.header.get("Plural-Forms", ""))
    return int(found.group(1)) if found else None


def _plural_problems(lang, key, reference, entry, forms):
    if (reference.msgid_plural is None) != (entry.msgid_plural is None):
        which = "a plural entry" if reference.msgid_plural is not None else "not a plural entry"
        return [f"{lang}.po: {key} is {which} in the English catalogue, and must be one here too"]
    if entry.msgid_plural is None:
        return []
    if forms is None:
        return [f"{lang}.po: {key} is a plural entry, but the header has no Plural-Forms: nplurals=..."]
    if len(entry.forms) != forms:
        return [f"{lang}.po: {key} has {len(entry.forms)} plural forms, the header's Plural-Forms says {forms}"]
    counted = entry.count
    if counted not in placeholders(entry.forms[-1]):
        return [f"{lang}.po: {key}: its last plural form does not show its count {{{counted}}}"]
    return []


def _entry_problems(lang, key, reference, entry):
    try:
        used, expected = placeholders(entry.msgstr), placeholders(reference.msgstr)
    except ValueError as bad:
        return [f"{lang}.po: {key}: {bad} in {entry.msgstr!r}"]
    declared = declared_parameters(reference)
    found = []
    if declared is None and used != expected:
        found.append(f"{lang}.po: {key} uses {{{', '.join(sorted(used))}}} where the English text uses "
                     f"{{{', '.join(sorted(expected))}}}")
    elif declared is not None and not used <= declared:
        found.append(f"{lang}.po: {key} uses {{{', '.join(sorted(used - declared))}}}, not among its parameters "
                     f"{{{', '.join(sorted(declared))}}}")
    rule = entry.rule
    if rule is not None and rule != reference.rule:
        found.append(f"{lang}.po: {key} names rule {rule}, the English catalogue {reference.rule}")
    return found


def import_everything():
    """Import every module of ``cardlib`` and ``widgets`` (what the checks read of the running code)."""
    for name in CODE_PACKAGES:
        package = importlib.import_module(name)
        for module in pkgutil.walk_packages(package.__path__, name + "."):
            if not module.name.endswith("__main__"):
                importlib.import_module(module.name)


KEY_SHAPE = re.compile(r"[a-z_]+(\.[A-Za-z0-9_]+)+\.?|player|you|bad_notation")


def used_keys(root):
    """``{key: ["path:line", ...]}`` for every literal message key in the code of ``root``'s ``cardlib`` and
    ``widgets``: the first argument of every call of a function named in ``KEYWORDS`` (``text(...)``,
    ``i18n.text(...)``, ``Message(...)``) and every argument of one named in ``KEY_ARGUMENTS``, read from the code's
    syntax tree (``key_strings``). A key ending
    with "." (``"ui.hue.direction." + d``, ``f"card.{c}"``) is a prefix, shown as ``ui.hue.direction.*``;
    a key held in a variable is not seen."""
    found = {}
    for package in CODE_PACKAGES:
        for path in sorted((Path(root) / package).rglob("*.py")):
            where = path.relative_to(root).as_posix()
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
                if not (isinstance(node, ast.Call) and node.args):
                    continue
                name = _called_name(node.func)
                if name in KEYWORDS:
                    arguments = node.args[:1]
                elif name in KEY_ARGUMENTS:
                    arguments = [item for arg in node.args
                                 for item in (arg.elts if isinstance(arg, ast.Tuple) else [arg])]
                else:
                    continue
                for key, line in (found for arg in arguments for found in key_strings(arg)):
                    if KEY_SHAPE.fullmatch(key):
                        found.setdefault(key + "*" if key.endswith(".") else key, []).append(f"{where}:{line}")
    return found


def _called_name(func):
    """The name a call calls: ``text`` for ``text(...)`` and ``i18n.text(...)``, else None."""
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def key_strings(node):
    """``[(string, line), ...]``: the keys an argument can evaluate to, for the forms the code writes: a string,
    either branch of ``a if c else b`` or ``a or b``, the values of ``{...}[x]``, and the leading string of ``"prefix." + x`` or
    ``f"prefix.{x}"`` (a prefix). Anything else (a name, a call) names no literal key."""
    if isinstance(node, ast.Constant):
        return [(node.value, node.lineno)] if isinstance(node.value, str) else []
    if isinstance(node, ast.IfExp):
        return key_strings(node.body) + key_strings(node.orelse)
    if isinstance(node, ast.BoolOp):
        return [found for value in node.values for found in key_strings(value)]
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
        return [found for value in node.value.values for found in key_strings(value)]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [(text, line) for text, line in key_strings(node.left) if text.endswith(".")]
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        head = node.values[0]
        return [(head.value, node.lineno)] if len(node.values) > 1 and head.value.endswith(".") else []
    return []


def unknown_keys(used, known):
    """The keys of ``used`` (``used_keys``) that no message of ``known`` (a set of keys) has; a prefix
    ``a.b.*`` is known when some key starts with ``a.b.``."""
    return {key: places for key, places in used.items()
            if not (key[:-1] and any(k.startswith(key[:-1]) for k in known) if key.endswith("*") else key in known)}


# What gives French text away in a string of the code: its accents and quotation marks.
FRENCH_LETTERS = re.compile(r"[éèêàâçôûîùœ«»]")
# Code whose strings hold such letters and are no user-facing text: the soak test's alphabet of bad
# input (it must include a non-ASCII letter) and this module's FRENCH_LETTERS.
NOT_TEXT = {"cardlib/soak.py", "cardlib/text/catalogues.py"}


def french_in_code(root):
    """``["path:line: 'text'", ...]``: the strings of ``root``'s ``cardlib`` and ``widgets`` code, docstrings
    aside, that hold French letters: user-facing text written in the code instead of the catalogues."""
    found = []
    for package in CODE_PACKAGES:
        for path in sorted((Path(root) / package).rglob("*.py")):
            where = path.relative_to(root).as_posix()
            if where in NOT_TEXT:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                          if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                          and node.body and isinstance(node.body[0], ast.Expr)
                          and isinstance(node.body[0].value, ast.Constant)}
            found.extend(f"{where}:{node.lineno}: {node.value[:60]!r}" for node in ast.walk(tree)
                         if isinstance(node, ast.Constant) and isinstance(node.value, str)
                         and id(node) not in docstrings and FRENCH_LETTERS.search(node.value))
    return found


def start_language(lang, folder=i18n.LOCALE_DIR):
    """Write ``folder/<lang>.po``: every English message with an empty translation (shown in English until
    translated) and its comments, ``language.name`` set to the code until the translator names it.
    Returns its path; FileExistsError if the catalogue exists."""
    target = Path(folder) / f"{lang}.po"
    if target.exists():
        raise FileExistsError(f"{target} exists")
    english = load(folder)[i18n.SOURCE_LANGUAGE]
    entries = {key: Entry(key, "", list(entry.comments), set(entry.flags)) for key, entry in english.entries.items()}
    entries["language.name"].msgstr = lang
    target.write_text(write_po(Catalogue({**HEADER, "Language": lang}, entries)), encoding="utf-8")
    return target
