"""The language check: French a French class can read, English an English class can read.

``faults(folders=None, play=True)`` renders every catalogue message with typical parameters
(``cardlib.text.language_samples.rendered``: each count 0, 1, 2, each player, each card and move of the key's
game), collects the texts of a few games played by bots (log, bots' reasons, refusals) and returns every
``Fault``: a text matching one of ``PATTERNS`` (each with its kind and why it is wrong), a French text
holding a word its game's glossary (``cardlib/text/locale/glossary/<game>.toml``) says to avoid, or a key no
code uses. It reads the French rules pages too (``docs/fr/<game>.md``, ``rules_texts``): their prose, without
the code that writes notation and without the leaflet's words they quote; and the notebooks' prose in each
language (``notebook_texts``), set as a page shows it (French no-break spaces), so that a new notebook sentence
gets the checks a catalogue message gets. ``python3 dev.py language`` prints
them by kind; ``tests/cardlib/text/test_language.py`` requires none.

A message may be allowed a kind of fault on purpose (a lesson about notation shows notation) with a
``#. language: notation`` comment in its catalogue entry (several kinds separated by spaces); keep those
few and say why in another comment line.
"""

import ast
import json
import re
import tomllib
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ..games import GAMES
from . import i18n
from .catalogues import CODE_PACKAGES
from .po import parse_po

ROOT = Path(__file__).resolve().parents[2]         # the repository: cardlib/text/ is two folders down
GLOSSARY_DIR = i18n.LOCALE_DIR / "glossary"
RULES_DIR = ROOT / "docs" / "fr"                   # the French rules pages, docs/fr/<game>.md (widgets/rules_pages.py)
NOTEBOOKS_DIR = ROOT / "notebooks"                 # the notebooks, whose markdown cells each say their language
ALLOW_COMMENT = "language:"


@dataclass(frozen=True)
class Fault:
    """One fault: its kind, the message key (or where a played text came from), the language, the text,
    and what was found (the part of the text a pattern matched)."""

    kind: str
    source: str
    lang: str
    text: str
    pattern: str

    def __str__(self):
        return f"[{self.kind}] {self.source} ({self.lang}): {self.pattern!r} in {self.text!r}"


@dataclass(frozen=True)
class Pattern:
    kind: str
    langs: tuple
    regex: re.Pattern
    why: str
    exempt: re.Pattern | None = None    # a match whose text before it ends like this is not a fault


def _p(kind, langs, regex, why, flags=0, exempt=None):
    return Pattern(kind, tuple(langs.split()), re.compile(regex, flags), why,
                   re.compile(exempt + r"$", re.IGNORECASE) if exempt else None)


NOTATION_WORDS = "play|pass|draw|close|victory|end|steal|guess|exchange|marry|up|down|reveal|keep|swap|nothing"
CITED = r"(?:\b(?:r\u00e8gles?|rules?)\s+(?:[WYHZO]\d{1,2}(?:\s*[,–-]\s*|\s+(?:et|and|ou|or|\u00e0|to)\s+))*)"
# Words only English writes (never French ones, nor names: the bots are greedy, random and search).
ENGLISH_WORDS = ("the|and|of|with|worlds|world|largest|smallest|players|player|cards|card|hint|trick|tricks|"
                 "round|rounds|wins|which|when|from|your|this|that|there|is|are|draws|plays|not|gap|mean|each")
PLURAL_NOUNS_FR = r"(?!fois\b|pas\b|mois\b|as\b|plus\b|sous\b|dans\b|puis\b|sans\b|vers\b|tr\u00e8s\b|pris\b|mis\b|dos\b|cas\b|tiers\b|des\b|les\b|ses\b|ces\b|aux\b|mes\b|nos\b|vos\b|leurs\b|tous\b)" \
    r"[a-z\u00e9\u00e8\u00ea\u00e0\u00e7]+[sx]\b"

# Vowels a French word elides before (not h, aspirated or not, nor y: "de Yoyo", "de Hue"), and the few words
# starting with one that take no elision ("le onze", "le oui").
VOWELS_FR = r"aeiou\u00e0\u00e2\u00e9\u00e8\u00ea\u00eb\u00ee\u00ef\u00f4\u00fb\u00f9\u0153AEIOU\u00c0\u00c2\u00c9\u00c8\u00ca\u00ce\u00d4\u00db\u0152"
NO_ELISION = r"(?:onze|onzi\u00e8me|oui|ouistiti|uhlan)"

PATTERNS = (
    _p("notation", "fr", rf"\b(?:{NOTATION_WORDS})\b", "a move in the engine's notation: say it in words "
       "(cardlib.move_words)"),
    _p("notation", "fr en", r"\b[BR]\d{1,2}\b|\bY1[3-8]\b", "a Yoyo card in notation: name it (\"la carte jaune 15\" / "
       "\"the yellow 15\"; Y3 to Y12 are also rule ids: see rule-id)", exempt=CITED),
    _p("notation", "fr en", r"\b(?:10|[0AKQJ])[HDCS]\b", "a Woo card in notation: name it"),
    _p("notation", "fr en", r"\b[A-Z]\d{1,2} -?\d+, ?-?\d+ [NESW]\b|-\d+,-?\d+\b|\b\d+,-\d+\b", "a Hue placement in "
       "notation: say where the card goes in words (move.hue.*)"),
    _p("notation", "fr en", r"\b(?:carp|tiger|panda|dragonfly|ohio):[a-z]+\b", "a Yozu card in notation"),
    _p("notation", "en", r"\b(?:play|pass|steal|guess|swap|reveal|marry|exchange) (?:(?=\w*[A-Z])[A-Z0-9]{1,3}\b|"
       r"\d+ \d+|[a-z]+:[a-z]+|ohio\b)", "a move in the engine's notation (\"play QS\", \"steal 1 2\"): say it in words"),
    _p("cut-phrase", "fr", r"\b[A-Z0-9]{1,3} non\.", "a sentence cut short after notation (\"Y15 B16 non.\")"),
    _p("cut-phrase", "en", r"\b[A-Z0-9]{1,3} (?:does|do) not\.", "a sentence cut short after notation "
       "(\"Y15 B16 does not.\")"),
    _p("article", "fr", r"\b(?:\u00e0|de) (?:le|les) (?!(?!(?:premier|dernier|tigre|nombre|ordre|titre|centre|autre"
       r"|quatre)\b)[a-z\u00e9\u00e8\u00ea\u00e7]+(?:er|ir|re|oir)\b)", "a preposition and an article French contracts, before a noun: "
       "au, du, aux, des ({card.a}, {card.de})", re.IGNORECASE),
    _p("elision", "fr", rf"(?<![-\w])(?:[dDlLnNjJmMtTsS]e|[lL]a|[qQ]ue)\s+(?!{NO_ELISION}\b)[{VOWELS_FR}]",
       "\"de\", \"le\", \"la\", \"que\"... before a vowel: French elides them (\"d'Ohio\", \"l'Oya\"), or says "
       "\"du jeu {game}\" before a name that may start with one"),
    _p("click", "fr", r"\b[cC]liqu\w*(?:-en)?\s+(?:d'abord\s+)?(?:une?|la|les?|l'|ce|cette|ces|votre|vos|son|sa|ses)\b"
       r"|\b[cC]liqu\w*-en\b", "\"cliquez une carte\", \"cliquez-en une\": French clicks on something, \"cliquez sur une "
       "carte\", \"sur l'une d'elles\""),
    _p("count", "fr", rf"(?<![\d,.−+-])\b[01] {PLURAL_NOUNS_FR}", "0 or 1 followed by a plural noun: French writes "
       "\"0 carte\", \"1 point\" (a plural entry)", exempt=r"\b(?:joueur|manche|coup|pli|partie|r\u00e8gle|carte|case)\s"),
    _p("count", "en", r"(?<![\d,.−+-])\b1 (?!is\b|has\b|was\b|as\b|plus\b|minus\b|this\b|bonus\b|does\b|begins\b|ends\b|goes\b)[a-z]+s\b",
       "1 followed by a plural noun: \"1 card\" (a plural entry)",
       exempt=r"\b(?:player|round|move|trick|game|rule|card|seat|step|cell)\s"),
    _p("optional-plural", "fr en", r"\w+\((?:s|nt|es|e|x)\)", "\"carte(s)\", \"gagne(nt)\": a plural entry "
       "picks the form"),
    _p("decimal-point", "fr", r"\d\.\d", "a decimal point in French: \"0,4\" (i18n.number)"),
    _p("minus-sign", "fr en", r"(?<![\w−-])-(?=\d)", "a hyphen-minus before a number: \"−0,4\", \"−0.4\" "
       "(i18n.number, the catalogue's format.minus)"),
    _p("punctuation", "fr", r"(?<=[\w)\]])[:;?!](?=\s|$)|(?<=[\w)\]]) [:;?!\u00bb%](?=\s|$)", "French sets a "
       "no-break space before : ; ? ! % and the closing guillemet (the catalogue's spaces are made so; code joins "
       "with i18n.colon / i18n.parts)"),
    _p("card-name", "en", r"\b[AKQJ] of (?:clubs|hearts|diamonds|spades)\b", "a card named by its letter: "
       "\"the ace of diamonds\", \"the king of clubs\""),
    _p("english-in-french", "fr", rf"\b(?:{ENGLISH_WORDS})\b", "an English word in a French text",
       re.IGNORECASE),
    _p("french-in-english", "en", r"[\u00e9\u00e8\u00ea\u00e0\u00e2\u00e7\u00f4\u00fb\u00ee\u00f9\u0153\u00ab\u00bb]|\b(?:le|les|des|du|une|et|avec|pour|dans|joueurs?|cartes?|pioche|"
       r"manche|plis?|bleue|rouge|jaune)\b", "a French letter, quotation mark or word in an English text"),
    _p("rule-id", "fr en", r"\b[WYHZO]\d{1,2}\b", "a rule id not cited as a rule: \"regle Y8\" (with its accent) / \"rule Y8\" "
       "(else it reads as a card)", exempt=CITED),
)
# Names written the same in every language (the leaflets' titles), not read as words of either language.
NAMES = re.compile(r"Ma\u00eetre du Yozu")
MARKUP_TAGS = ("b", "p", "i", "em", "strong", "code")
KINDS = tuple(dict.fromkeys([p.kind for p in PATTERNS] + ["markup", "glossary", "unused-key", "error"]))


def _inside_link_or_tag(text, start):
    before = text[:start]
    return before.rfind("<") > before.rfind(">") or before.rfind("<a ") > before.rfind("</a>") \
        or before.rfind("](") > before.rfind(")")


def text_faults(text, lang, source="", allowed=()):
    """The faults of one text in ``lang``: ``PATTERNS`` and unbalanced markup; ``allowed``: kinds let pass."""
    found = []
    read = NAMES.sub("…", text)
    for pattern in PATTERNS:
        if lang not in pattern.langs or pattern.kind in allowed:
            continue
        for match in pattern.regex.finditer(read):
            if pattern.exempt is not None and pattern.exempt.search(read[:match.start()]):
                continue
            if pattern.kind in ("rule-id", "notation") and _inside_link_or_tag(read, match.start()):
                continue
            found.append(Fault(pattern.kind, source, lang, text, match.group(0)))
    if "markup" not in allowed:
        for tag in MARKUP_TAGS:
            opened = len(re.findall(rf"<{tag}(?:\s[^>]*)?>", text))
            closed = len(re.findall(rf"</{tag}>", text))
            if opened != closed:
                found.append(Fault("markup", source, lang, text, f"<{tag}> {opened} opened, {closed} closed"))
    return found


def glossary(game, folder=GLOSSARY_DIR):
    """The terms of ``game``'s glossary: ``[{"use": ..., "avoid": [regex, ...], "why": ...}, ...]``."""
    path = Path(folder) / f"{game}.toml"
    if not path.exists():
        return []
    return tomllib.loads(path.read_text(encoding="utf-8")).get("term", [])


def glossary_faults(text, game, source="", terms=None):
    """The French ``text`` of ``game``'s key (or play): each word its glossary says to avoid."""
    found = []
    for term in glossary(game) if terms is None else terms:
        for avoid in term.get("avoid", []):
            match = re.search(avoid, text, re.IGNORECASE)
            if match:
                found.append(Fault("glossary", source, "fr", text, f"{match.group(0)} (use '{term['use']}')"))
    return found


def code_strings(root=ROOT):
    """(strings, prefixes) of ``root``'s code (cardlib, widgets) and notebooks: every string constant, and the
    leading text of each f-string and ``"prefix" + x`` (keys built by the code)."""
    strings, prefixes = set(), set()
    sources = [(p.read_text(encoding="utf-8"), str(p), True) for pkg in CODE_PACKAGES
               for p in (root / pkg).rglob("*.py")]
    for notebook in (root / "notebooks").glob("*.ipynb"):
        sources += [("".join(cell["source"]), str(notebook), False)
                    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"] if cell["cell_type"] == "code"]
    for source, name, module in sources:
        try:
            tree = ast.parse(source, name)
        except SyntaxError:
            if module:          # a module the check cannot read would hide the keys it uses
                raise
            continue            # a notebook cell with IPython magics
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                prefixes.add(node.values[0].value)
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and isinstance(node.left, ast.Constant):
                prefixes.add(node.left.value)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                strings.add(node.value)
    return strings, tuple(p for p in prefixes if isinstance(p, str) and "." in p and len(p) > 3)


def unused_keys(keys, root=ROOT):
    """The keys that no string of the code names, whole or as the start of a key the code builds."""
    strings, prefixes = code_strings(root)
    return [key for key in keys if key not in strings and not key.startswith(prefixes)]


def _allowed(catalogues):
    allowed = {}
    for catalogue in catalogues.values():
        for key, entry in catalogue.entries.items():
            for comment in entry.comments:
                if comment.startswith(ALLOW_COMMENT):
                    allowed.setdefault(key, set()).update(comment[len(ALLOW_COMMENT):].split())
    return allowed


def check_texts(texts, catalogues, glossaries=GLOSSARY_DIR):
    """The faults of ``texts``, ``[(source, key, game, lang, text), ...]``; ``catalogues`` give the kinds each
    key is allowed (``#. language: ...``)."""
    from .language_samples import LANGS
    allowed = _allowed(catalogues)
    terms = {game: glossary(game, glossaries) for game in GAMES}
    found = []
    for source, key, game, lang, text in texts:
        if lang is None:
            found.append(Fault("error", source, "", text, "the code failed"))
            continue
        if lang not in LANGS:
            continue
        found += text_faults(text, lang, source, allowed.get(key, ()))
        if lang == "fr" and game and "glossary" not in allowed.get(key, ()):
            found += glossary_faults(text, game, source, terms[game])
    return found


_MARKDOWN_CODE = re.compile(r"```.*?```|(`+).+?\1", re.DOTALL)
_ANCHOR = re.compile(r'<a id="[^"]*"></a>')
_RULE_ROW = re.compile(r'\| <a id="[a-z]\d+b?"></a>\w+ \| (.*) \| .* \|')


def rules_texts(folder=RULES_DIR, lang="fr"):
    """``[(source, key, game, lang, text), ...]`` of the rules pages ``<game>.md`` in ``folder``: each paragraph,
    list item and table cell of their prose (``source`` 'docs/fr/woo.md:12', ``key`` None), with their code
    (notation, which the prose says in words beside it) and anchors taken out. Of a rules table's row, only the
    rule: its id is an anchor, and its leaflet column quotes the leaflet's words as printed."""
    texts = []
    for path in sorted(Path(folder).glob("*.md")):
        game = path.stem if path.stem in GAMES else None
        where = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)
        texts += [(f"{where}:{number}", None, game, lang, piece)
                  for number, piece in _pieces(path.read_text(encoding="utf-8"))]
    return texts


def _pieces(text):
    """``[[line number, text], ...]`` of a markdown text: each paragraph, list item, heading and table cell, its
    code (notation, said in words beside it) replaced by « … » and its anchors taken out. A rules table's row
    gives its rule only: its id is an anchor, and its leaflet column quotes the leaflet's words as printed."""
    text = _MARKDOWN_CODE.sub(lambda code: "…" + "\n" * code.group(0).count("\n"), text)     # lines kept
    pieces = []                      # [line number, text]: a paragraph, a list item or a table cell
    joining = False                  # whether the next line goes on with the last piece
    for number, line in enumerate(text.splitlines(), 1):
        row = _RULE_ROW.fullmatch(line)
        if row or line.startswith("|"):
            cells = [row.group(1)] if row else [cell for cell in line.strip("|").split(" | ") if cell.strip(" -")]
            pieces += [[number, cell] for cell in cells]
            joining = False
        elif not line.strip():
            joining = False
        elif joining and not re.match(r"\s*(?:- |\d+\. )", line):
            pieces[-1][1] += " " + line.strip()
        else:
            pieces.append([number, re.sub(r"^\s*(?:- |\d+\. )", "", line)])
            joining = not line.startswith("#")
    return [[number, _ANCHOR.sub("", piece).strip()] for number, piece in pieces if _ANCHOR.sub("", piece).strip()]


def _prose_only(markdown, lang):
    """A markdown cell's text as prose to check: without its style sheets, its tags' attributes (a link's kept:
    the checks know a rule id inside a link), what an element says in another language (``lang="fr"``, a
    language's own name in a switch), and, in English, the French it quotes in « » (the leaflet's words)."""
    text = re.sub(r"<style>.*?</style>", "", markdown, flags=re.DOTALL)
    text = re.sub(rf'<(\w+)\b[^>]*\blang="(?!{lang}")[^"]*"[^>]*>.*?</\1>', "…", text, flags=re.DOTALL)
    text = re.sub(r"<(?!a\b)(/?\w+)\b[^>]*>", r"<\1>", text)
    return re.sub(r"\u00ab[^\u00bb]*\u00bb", "…", text) if lang == "en" else text


def notebook_texts(folder=NOTEBOOKS_DIR):
    """``[(source, key, game, lang, text), ...]`` of the notebooks' prose in ``folder``: each piece (``_pieces``) of
    each markdown cell written in French or English (``cardlib.text.prose``), set as a page shows it
    (``prose.typeset``: French no-break spaces); ``source`` 'notebooks/woo.ipynb, cell 12:3', ``key`` None, the
    game that of the notebook's name ('yozu_probability' is Yozu's)."""
    from . import prose
    from .language_samples import LANGS

    texts = []
    for path in sorted(Path(folder).glob("*.ipynb")):
        nb = json.loads(path.read_text(encoding="utf-8"))
        game = next((name for name in GAMES if path.stem.split("_")[0] == name), None)
        where = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)
        for index, cell in enumerate(nb["cells"]):
            lang = prose.cell_language(cell)
            if cell["cell_type"] != "markdown" or lang not in LANGS:
                continue
            source = _prose_only(prose.typeset("".join(cell["source"]), lang), lang)
            texts += [(f"{where}, cell {index}:{number}", None, game, lang, piece) for number, piece in _pieces(source)]
    return texts


@contextmanager
def catalogues_of(folders=None):
    """Within: ``i18n`` reads the catalogues of ``folders`` (default: the project's); yields them parsed,
    ``{lang: Catalogue}``. The catalogues of the process are read again on leaving."""
    files = i18n.catalogue_files(folders)
    catalogues = {lang: parse_po(path.read_text(encoding="utf-8"), str(path)) for lang, path in files.items()}
    try:
        i18n.load_catalogues(folders)
        yield catalogues
    finally:
        i18n.load_catalogues()


def faults(folders=None, play=True, unused=True, glossaries=GLOSSARY_DIR, rules=None, notebooks=None):
    """Every fault of the catalogues of ``folders`` (default: the project's) and, with ``play``, of the texts of
    games played with them (by the code of today: with catalogues that lack its messages, its games fail, one
    ``error`` fault each). ``glossaries``: the folder of the games' glossaries. ``rules``: a folder of French
    rules pages to read too (``rules_texts``; default ``RULES_DIR`` with the project's catalogues, none with
    others). ``notebooks``: a folder of notebooks whose prose to read too (``notebook_texts``; default
    ``NOTEBOOKS_DIR`` with the project's catalogues, none with others). The process's catalogues are restored
    afterwards."""
    from . import language_samples as samples
    actions = samples.game_actions()
    with catalogues_of(folders) as catalogues:
        texts = [(key, key, samples.game_of(key), lang, text)
                 for key, lang, text in samples.rendered(catalogues, samples.game_samples(actions))]
        if play:
            texts += samples.played(actions)
        if rules is None:
            rules = RULES_DIR if folders is None else None
        if rules is not None:
            texts += rules_texts(rules)
        if notebooks is None:
            notebooks = NOTEBOOKS_DIR if folders is None else None
        if notebooks is not None:
            texts += notebook_texts(notebooks)
        found = check_texts(texts, catalogues, glossaries)
        if unused:
            try:
                found += [Fault("unused-key", key, "", "", "no code names it") for key in unused_keys(i18n.keys())]
            except SyntaxError as error:
                found.append(Fault("error", f"{error.filename}:{error.lineno}", "", str(error), "unreadable code"))
    unique = {}
    for fault in found:
        unique.setdefault((fault.kind, fault.source, fault.lang, fault.pattern), fault)
    return list(unique.values())


def summary(found):
    """``{kind: number of texts (a message or a played text, in one language) with that fault}``, in ``KINDS``
    order."""
    counts = Counter(kind for kind, _, _ in {(f.kind, f.source, f.lang) for f in found})
    return {kind: counts[kind] for kind in KINDS if counts[kind]}


def report(found):
    """The faults as text, grouped by kind with their counts: one line per text, what was found and the text."""
    lines = []
    for kind, count in summary(found).items():
        lines.append(f"{kind}: {count}")
        grouped = {}
        for fault in found:
            if fault.kind == kind:
                grouped.setdefault((fault.source, fault.lang), []).append(fault)
        for (source, lang), faults_of in grouped.items():
            matched = ", ".join(dict.fromkeys(repr(f.pattern) for f in faults_of))
            lines.append(f"  {source} ({lang}): {matched} in {faults_of[0].text!r}" if lang else f"  {source}: "
                         f"{faults_of[0].pattern}")
    return "\n".join(lines)
