"""Every text a user reads (log entries, refusals, card names, labels), in each language of the catalogues.

The texts live in gettext catalogues, one ``.po`` file per language in ``cardlib/text/locale/``
(``fr.po``, ``en.po``): each message's ``msgid`` is its key (``ui.undo``, ``ohio.refuse.not_lower``),
its ``msgstr`` the text, with ``{placeholders}`` filled by ``text``; a ``#. rule: O3`` comment marks a
refusal or log entry that names a rule. The files are read with the standard library's ``gettext``
(``cardlib.text.po`` compiles each one in memory), so nothing but Python is needed at run time.

Adding a language: copy ``en.po`` to ``<code>.po`` (``de.po``), set ``Language: de`` in its header and
``language.name`` to the language's own name ("Deutsch"), translate the ``msgstr`` texts, and drop the
file into ``cardlib/text/locale/`` (or into a folder named by the ``CARDGAMES_LOCALES`` environment variable,
several separated by ``os.pathsep``). ``LANGUAGES`` then holds it and an app opens in it with ``?lang=de``; a message
it leaves out (or marks ``fuzzy``, or leaves empty) is shown in English. ``python dev.py catalogues``
checks the catalogues (docs/languages.md).

A ``Message`` is a ``str`` (its English text) that also remembers its key and parameters, so that
the same log entry or refusal can be shown again in another language with ``translate``.
There is no other source of texts: a new message goes into the catalogues (``fr.po`` and ``en.po``).
"""

import functools
import gettext
import io
import os
import re
from pathlib import Path
from urllib.parse import parse_qs

from .po import mo_bytes, parse_po

LOCALE_DIR = Path(__file__).with_name("locale")
LOCALES_VARIABLE = "CARDGAMES_LOCALES"    # more folders of catalogues, searched after LOCALE_DIR
SOURCE_LANGUAGE = "en"                    # complete; the fallback of every other language
COMPLETE_LANGUAGES = ("fr", "en")         # complete (tests/cardlib/text/test_catalogues.py), shown first, in this order

# Parameters whose value is a player index, a list of player indices, or a card notation:
# these are rendered per language (player names, card or element names) rather than printed raw.
PLAYER_PARAMS = frozenset({"player", "winner", "leader", "other"})
PLAYER_LIST_PARAMS = frozenset({"winners", "players"})
CARD_PARAMS = frozenset({"card", "last", "lowest", "taken", "element", "animal", "season"})


# French sets a no-break space before « : », « ; », « ? », « ! », « % » and inside « », so that a line never
# starts with one: its catalogue's header says which signs (``X-No-Break-Spaces: before=:;?!%» after=«``),
# and the texts keep plain spaces, easy to type.
NO_BREAK_HEADER = "X-No-Break-Spaces"
NO_BREAK = {":": "\u00a0", chr(0xBB): "\u00a0", chr(0xAB): "\u00a0"}   # before : and inside guillemets; others U+202F


def typeset(messages, rule):
    """``messages`` (``{key: text}``) with the space before each sign of ``rule``'s ``before=`` (after each
    of its ``after=``) made a no-break space; unchanged for an empty ``rule``."""
    signs = dict(part.split("=", 1) for part in rule.split() if "=" in part)
    before, after = signs.get("before", ""), signs.get("after", "")
    if not before and not after:
        return messages
    def space(sign):
        return NO_BREAK.get(sign, "\u202f")

    rules = []
    if before:
        rules.append((re.compile(f" (?=[{re.escape(before)}])"), lambda found: space(found.string[found.end()])))
    if after:
        rules.append((re.compile(f"(?<=[{re.escape(after)}]) "), lambda found: space(found.string[found.start() - 1])))

    def typeset_one(text):
        for pattern, replace in rules:
            text = pattern.sub(replace, text)
        return text

    return {key: typeset_one(text) for key, text in messages.items()}


_SPACING: dict[str, str] = {}       # lang -> its catalogue's X-No-Break-Spaces rule (load_catalogues)


def typeset_text(text, lang):
    """``text`` with the spaces ``lang``'s catalogue makes no-break (French: before : ; ? ! % » and after «), as
    its messages get them at load (``typeset``): for texts written elsewhere, such as the notebooks' prose."""
    return typeset({"": text}, _SPACING.get(lang, ""))[""]


class _Missing(gettext.NullTranslations):
    """The end of every fallback chain: a key no catalogue has."""

    def gettext(self, message):
        raise KeyError(f"no text for {message!r}")

    def ngettext(self, msgid1, msgid2, n):
        raise KeyError(f"no text for {msgid1!r}")


def catalogue_folders():
    """The folders searched for ``<lang>.po`` files: ``LOCALE_DIR``, then those of ``CARDGAMES_LOCALES``."""
    extra = [Path(part) for part in os.environ.get(LOCALES_VARIABLE, "").split(os.pathsep) if part]
    return [LOCALE_DIR, *extra]


def catalogue_files(folders=None):
    """``{lang: path}`` of the catalogues found (a later folder's file replaces an earlier one's)."""
    found = {}
    for folder in catalogue_folders() if folders is None else folders:
        for path in sorted(Path(folder).glob("*.po")):
            found[path.stem] = path
    return found


def load_catalogues(folders=None):
    """Read every catalogue of ``folders`` (default ``catalogue_folders()``) and make their languages
    those of ``LANGUAGES``; called on import. Returns ``LANGUAGES``."""
    global LANGUAGES, _TRANSLATIONS, _CATALOGUE_RULES, _CATALOGUE_KEYS, _TRANSLATED, _PLURALS
    parsed = {lang: parse_po(path.read_text(encoding="utf-8"), str(path))
              for lang, path in catalogue_files(folders).items()}
    if SOURCE_LANGUAGE not in parsed:
        searched = ", ".join(map(str, folders or catalogue_folders()))
        raise RuntimeError(f"no {SOURCE_LANGUAGE}.po catalogue in {searched}")
    translations = {}
    _SPACING.clear()
    for lang, catalogue in parsed.items():
        _SPACING[lang] = catalogue.header.get(NO_BREAK_HEADER, "")
        messages = typeset(catalogue.messages(), _SPACING[lang])
        translations[lang] = gettext.GNUTranslations(io.BytesIO(mo_bytes(messages, catalogue.header)))
    translations[SOURCE_LANGUAGE].add_fallback(_Missing())
    for lang, translation in translations.items():
        if lang != SOURCE_LANGUAGE:
            translation.add_fallback(translations[SOURCE_LANGUAGE])
    _TRANSLATIONS = translations
    _LOOKED_UP.clear()
    _CATALOGUE_RULES = {key: entry.rule for key, entry in parsed[SOURCE_LANGUAGE].entries.items() if entry.rule}
    _CATALOGUE_KEYS = frozenset(parsed[SOURCE_LANGUAGE].messages())
    _PLURALS = parsed[SOURCE_LANGUAGE].plural_keys()
    _TRANSLATED = {lang: frozenset(catalogue.messages()) for lang, catalogue in parsed.items()}
    first = [lang for lang in COMPLETE_LANGUAGES if lang in translations]
    LANGUAGES = tuple(first + sorted(lang for lang in translations if lang not in first))
    return LANGUAGES


LANGUAGES = ()                       # set by load_catalogues: ("fr", "en", then any other catalogue's)
_TRANSLATIONS: dict[str, gettext.GNUTranslations] = {}
_CATALOGUE_RULES: dict[str, str] = {}
_CATALOGUE_KEYS: frozenset = frozenset()        # the keys of the English catalogue
_TRANSLATED: dict[str, frozenset] = {}          # the keys each catalogue translates
_PLURALS: dict[str, str] = {}                    # plural entries: key -> the parameter counted
_LOOKED_UP: dict[tuple[str, str], str | None] = {}   # (lang, key): text, see _lookup


def language_name(lang):
    """A language's name in that language ("Français", "English"), from its own catalogue."""
    return text("language.name", lang)


def language_options():
    """``((name, code), ...)`` for every language of ``LANGUAGES``, each named in its own language (never
    translated): what a choice of language offers (a page's language is its link's, ``?lang=``)."""
    return tuple((language_name(lang), lang) for lang in LANGUAGES)


_page_language = None     # set by use_page_language: the language a page (a Voila app) was opened in


def _locale_language(value):
    """The language of a locale setting ('fr_FR.UTF-8', 'de', 'fr:en'), or None."""
    code = value.split(":")[0].split(".")[0].split("_")[0].split("-")[0].lower()
    return code if code in LANGUAGES else None


def default_language():
    """The language a page was opened in (``use_page_language``), else the platform's language when
    a catalogue has it ('fr' for ``LANG=fr_FR.UTF-8``), else 'en'."""
    if _page_language is not None:
        return _page_language
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return _locale_language(value) or SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def query_language(query_string):
    """The language a URL's query string asks for (``lang=fr``, ``lang=en``, as the gallery's
    links carry), or None when it names none of ``LANGUAGES``."""
    values = parse_qs(query_string or "").get("lang", [])
    return next((value for value in values if value in LANGUAGES), None)


def pool_languages():
    """The languages a Voila server preheats kernels in before anyone asks (its pools), the first for pages
    whose link names none: CARDGAMES_LANGUAGE, one language or several ("fr,en", ``dev.py gallery
    --lang``), else the server's own ``default_language()``. A page asking for another language is given a
    kernel started for it."""
    chosen = [lang.strip() for lang in os.environ.get("CARDGAMES_LANGUAGE", "").split(",")]
    chosen = list(dict.fromkeys(lang for lang in chosen if lang in LANGUAGES))
    return chosen or [default_language()]


def pool_language():
    """The language a preheated kernel runs its notebook in: the first of ``pool_languages`` (the gallery
    server starts each pool's kernels with CARDGAMES_LANGUAGE set to that pool's language alone)."""
    return pool_languages()[0]


def use_page_language(query_string=None):
    """Make the language of ``query_string`` (default: the ``QUERY_STRING`` a Voila kernel has in
    its environment) every picture's and table's default for the rest of the session, and return
    the language now in use: the one asked for, else ``default_language()``'s."""
    global _page_language
    if query_string is None:
        query_string = os.environ.get("QUERY_STRING", "")
    asked = query_language(query_string)
    if asked is not None:
        _page_language = asked
    return default_language()


def _find(key, lang):
    try:
        return _TRANSLATIONS[lang].gettext(key)
    except KeyError:
        return None


def _lookup(key, lang):
    """The text of ``key`` in ``lang`` (English when ``lang`` lacks it), or None; remembered, because
    the engine asks for the same few texts at every move (emptied by load_catalogues)."""
    try:
        return _LOOKED_UP[lang, key]
    except KeyError:
        found = _LOOKED_UP[lang, key] = _find(key, lang)
        return found


def _template(key, lang, params=None):
    counted = _PLURALS.get(key)
    if counted is not None:
        if params is None or not isinstance(params.get(counted), int):
            raise TypeError(f"{key!r} is a plural message: give its count {counted!r} as an int")
        return _TRANSLATIONS[lang].ngettext(key, key, params[counted])
    found = _lookup(key, lang)
    if found is None:
        raise KeyError(f"no text for {key!r}")
    return found


def plural_keys():
    """The plural entries (``msgid_plural``), ``{key: the parameter that counts}``: the catalogue's
    ``Plural-Forms`` picks their form from that parameter (French: 0 and 1 singular; English: 1)."""
    return dict(_PLURALS)


def rule_of(key):
    """The rule id a message names ("O3"), or None."""
    return _CATALOGUE_RULES.get(key)


def has(key):
    """True when ``key`` has a text (in English, hence in every language)."""
    return key in _CATALOGUE_KEYS


def keys():
    """Every message key (the English catalogue's), sorted."""
    return sorted(_CATALOGUE_KEYS)


def plural(key, n, lang="en", **params):
    """The plural message ``key`` for ``n`` things (``n`` passed as its count), in the form ``lang``'s
    ``Plural-Forms`` gives ``n``."""
    return text(key, lang, n=n, **params)


def player_name(index, lang="en", names=None):
    """The display name of player ``index`` ("Player 1" / "Joueur 1" unless ``names`` are given)."""
    if names is not None:
        return names[index]
    return text("player", lang, n=index + 1)


def card_name(notation, lang="en"):
    """A card's display name, from its notation (``card.<notation>`` in the catalogue, else as is)."""
    found = _lookup(f"card.{notation}", lang)
    return CardName(str(notation) if found is None else found, lang)


class CardName(str):
    """A card's name ('le 10 de trèfle'), with the forms French needs after « à » and « de »: a template
    writes ``{card.a}`` ('au 10 de trèfle', 'à la dame de pique') or ``{card.de}`` ('du 10 de trèfle').
    The contractions are the catalogue's ``format.after_a`` / ``format.after_de`` ('le =au |la =à la |...',
    'the =the ' in English, where both forms are the name itself)."""

    def __new__(cls, name, lang="en"):
        obj = super().__new__(cls, name)
        obj.lang = lang
        return obj

    def _after(self, key):
        for rule in filter(None, _template(key, self.lang).split("|")):
            article, _, contracted = rule.partition("=")
            if self.startswith(article):
                return contracted + self[len(article):]
        return str(self)

    @property
    def a(self):
        """The name after « à »: 'au 10 de trèfle', 'à la dame de pique', 'à l'as de cœur'."""
        return self._after("format.after_a")

    @property
    def de(self):
        """The name after « de »: 'du 10 de trèfle', 'de la dame de pique', 'de l'as de cœur'."""
        return self._after("format.after_de")


def join(items, lang="en"):
    """'a, b and c' / 'a, b et c' (the catalogue's ``format.and``)."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _template("format.and", lang).format(items=", ".join(items[:-1]), last=items[-1])


def remembered(move_words):
    """A game's ``move_words(action)`` that remembers its answers by notation: the bots explain every
    decision, those of their playouts too, and a move's words never change."""
    kept = {}

    @functools.wraps(move_words)
    def said(action):
        key = str(action)
        found = kept.get(key)
        if found is None:
            if len(kept) >= REMEMBERED_MOVES:
                kept.clear()
            found = kept[key] = move_words(action)
        return found

    return said


REMEMBERED_MOVES = 20_000       # per game: Hue has a few thousand placements a position, the others far fewer


def colon(head, rest, lang="en"):
    """'Cell (0, 1): empty' / « Case (0 ; 1) : vide »: a label and what it says, as ``lang`` punctuates."""
    return _template("format.colon", lang).format(head=head, rest=rest)


def parts(items, lang="en"):
    """The parts of one label joined as ``lang`` punctuates: 'a; b; c' / « a ; b ; c »."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    separator = _template("format.parts", lang).format(items="", last="")
    return separator.join(items)


def decimal(number_text, lang="en"):
    """A number written with a point and a hyphen ('0.25', '-1.50', '+1.5') in ``lang``'s way: '0,25' and
    '−1,50' in French (``format.decimal``, ``format.minus``)."""
    return number_text.replace(".", _template("format.decimal", lang)).replace("-", _minus(lang))


def _minus(lang):
    """The minus sign ``lang`` writes ('−' in French), a hyphen where its catalogue names none."""
    return _lookup("format.minus", lang) or "-"


def number(value, lang="en", digits=None, sign=False):
    """``value`` written for ``lang``: ``digits`` decimals (None: as Python writes it), a '+' before a
    positive value when ``sign``, no sign on a value written as zero; '−0,4' in French, '−0.4' in English."""
    written = f"{value:{'+' if sign else ''}.{digits}f}" if digits is not None else \
        (f"{value:+}" if sign else str(value))
    if written[0] in "+-" and float(written) == 0:
        written = written[1:]
    return decimal(written, lang)


class Number:
    """A number given as a message parameter, written in each text's language when the text is shown:
    ``Message("bot.search.candidate", margin=Number(-0.4, digits=1, sign=True))`` reads '−0,4' in French
    and '−0.4' in English (see ``number``)."""

    __slots__ = ("value", "digits", "sign")

    def __init__(self, value, digits=None, sign=False):
        self.value, self.digits, self.sign = value, digits, sign

    def __eq__(self, other):
        return isinstance(other, Number) and (self.value, self.digits, self.sign) == (other.value, other.digits, other.sign)

    def __hash__(self):
        return hash((self.value, self.digits, self.sign))

    def __repr__(self):
        return f"Number({self.value!r}, digits={self.digits!r}, sign={self.sign!r})"

    def __reduce__(self):
        return (Number, (self.value, self.digits, self.sign))

    def written(self, lang="en"):
        """The number as ``lang`` writes it."""
        return number(self.value, lang, self.digits, self.sign)

    __str__ = written


def ordinal(n, lang="en"):
    """A rank as ``lang`` writes it: '3rd', '21st' / « 3e », « 1er ». The catalogue's ``format.ordinal`` lists
    rules ``pattern=suffix`` separated by ``|``: the first whose pattern (a regular expression) matches the whole
    number gives its suffix ('\\d*1[1-3]=th|\\d*1=st|...' in English, '1=er|\\d+=e' in French)."""
    digits = str(n)
    for rule in filter(None, _template("format.ordinal", lang).split("|")):
        pattern, _, suffix = rule.partition("=")
        if re.fullmatch(pattern, digits):
            return digits + suffix
    return digits


class Ordinal(Number):
    """A rank given as a message parameter, written in each text's language when the text is shown:
    ``Message("ui.puzzle.worse", rank=Ordinal(3), ...)`` reads « 3e » in French and '3rd' in English."""

    __slots__ = ()

    def __init__(self, value):
        super().__init__(value)

    def __eq__(self, other):
        return isinstance(other, Ordinal) and self.value == other.value

    def __hash__(self):
        return hash(("ordinal", self.value))

    def __repr__(self):
        return f"Ordinal({self.value!r})"

    def __reduce__(self):
        return (Ordinal, (self.value,))

    def written(self, lang="en"):
        """The rank as ``lang`` writes it."""
        return ordinal(self.value, lang)

    __str__ = written


def fraction(numerator, denominator, lang="en", digits=4):
    """'1/8 = 0,1250' / '1/8 = 0.1250': a fraction and its value, for the lessons' exact answers."""
    return _template("format.fraction", lang).format(
        fraction=f"{numerator}/{denominator}", value=number(numerator / denominator, lang, digits))


def percent(value, lang="en", digits=None):
    """'42%' / '42 %' (a narrow no-break space in French): ``format.percent``. ``value`` is the number of
    percent (42, 12.5) or a text already written; ``digits`` as for ``number``."""
    if not isinstance(value, str):
        value = number(value, lang, digits)
    return _template("format.percent", lang).format(value=value)


def _plain(key, lang, params):
    """``key``'s text in ``lang`` (English when ``lang`` lacks it) filled with ``params`` as given, a
    ``Message`` among them shown in ``lang`` (a word of the text: 'monte' / 'up')."""
    return _template(key, lang, params).format(**{name: _shown(value, lang) for name, value in params.items()})


def _shown(value, lang):
    if isinstance(value, Message):
        return translate(value, lang)
    if isinstance(value, Number):
        return value.written(lang)
    return _local_number(value, lang)


class _Written:
    """A number parameter that a template formats as its language writes numbers, format specs kept:
    '{p:.3f}' gives '0,125' in French, '{x:+.1f}' '−0,4', '{s}' '−3' (mixed into float and int below)."""

    def __new__(cls, value, lang):
        obj = super().__new__(cls, value)
        obj.lang = lang
        return obj

    def __format__(self, spec):
        return decimal(super().__format__(spec), self.lang)

    def __str__(self):
        return decimal(super().__repr__(), self.lang)


class _FloatWritten(_Written, float):
    """A float parameter written as its language writes numbers."""


class _IntWritten(_Written, int):
    """A negative int parameter, written with the language's minus sign."""


def _local_number(value, lang):
    """``value`` as ``lang`` writes it when it is a number whose writing differs there (a float in French,
    a negative int), else ``value`` itself: templates keep their format specs ('{p:.3f}')."""
    if type(value) is float:
        if _template("format.decimal", lang) != "." or value < 0 and _minus(lang) != "-":
            return _FloatWritten(value, lang)
    elif type(value) is int and value < 0 and _minus(lang) != "-":
        return _IntWritten(value, lang)
    return value


def page_text(key, lang=None, **params):
    """A lesson's text in one language: ``lang``, else the page's (``default_language()``, read now: a widget
    asks when it is built). ``params`` fill the placeholders as ``str.format`` does (no card or player names
    looked up), numbers written as that language writes them. ``key`` may be a ``Message`` instead (a card's
    name, an engine's refusal), shown as ``translate`` shows it. ValueError for a language of no catalogue."""
    lang = lang or default_language()
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return translate(key, lang) if isinstance(key, Message) else _plain(key, lang, params)


def text(key, lang="en", names=None, **params):
    """The catalogue string ``key`` in ``lang`` (in English when ``lang``'s catalogue lacks it), with its
    parameters rendered for that language (a list of ``Message`` values is rendered in that language
    too, joined with commas), after its rule id when it names one ("O3: ..." / "O3 : ...")."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    template = _template(key, lang, params)
    shown = {}
    for name, value in params.items():
        if isinstance(value, Message):              # a part of the sentence: a move, a counted noun
            value = str.__str__(value) if lang == SOURCE_LANGUAGE and names is None else \
                text(value.key, lang, names, **value.params)
        elif isinstance(value, Number):
            value = value.written(lang)
        elif name in PLAYER_PARAMS and isinstance(value, int):
            value = player_name(value, lang, names)
        elif name in PLAYER_LIST_PARAMS:
            value = join([player_name(v, lang, names) for v in value], lang)
        elif name in CARD_PARAMS:
            value = card_name(value, lang)
        elif isinstance(value, list) and value and isinstance(value[0], Message):
            value = ", ".join(text(m.key, lang, names, **m.params) for m in value)   # parts of one sentence
        else:
            value = _local_number(value, lang)
        shown[name] = value
    body = template.format(**shown)
    rule = rule_of(key)
    if rule:
        body = _template("format.rule", lang).format(rule=rule, text=body)
    return body


class Message(str):
    """A user-facing sentence: its English text, plus the key and parameters to show it in another language."""

    def __new__(cls, key, **params):
        obj = super().__new__(cls, text(key, "en", **params))
        obj.key = key
        obj.params = params
        obj.rule = rule_of(key)
        return obj

    def __reduce__(self):
        return (_rebuild, (self.key, self.params))


def _rebuild(key, params):
    return Message(key, **params)


def translate(message, lang="en", names=None):
    """Show a ``Message`` (or a plain string, unchanged) in ``lang``."""
    if isinstance(message, Message):
        return text(message.key, lang, names, **message.params)
    return str(message)


load_catalogues()
