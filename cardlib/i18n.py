"""French and English text for everything a user reads: log entries, refusals, card names, labels.

A ``Message`` is a ``str`` (its English text) that also remembers its catalogue key and
parameters, so that the same log entry or refusal can be shown again in French with
``translate``. Each game registers its own strings with ``register``.
"""

import os
from urllib.parse import parse_qs

LANGUAGES = ("fr", "en")

# Parameters whose value is a player index, a list of player indices, or a card notation:
# these are rendered per language (player names, card or element names) rather than printed raw.
PLAYER_PARAMS = frozenset({"player", "winner", "leader", "other"})
PLAYER_LIST_PARAMS = frozenset({"winners", "players"})
CARD_PARAMS = frozenset({"card", "last", "lowest", "taken", "element", "animal", "season"})

_CATALOG: dict[str, dict[str, str]] = {}
_RULES: dict[str, str] = {}


_page_language = None     # set by use_page_language: the language a page (a Voila app) was opened in


def default_language():
    """The language a page was opened in (``use_page_language``), else 'fr' when the platform's
    language is French, else 'en'."""
    if _page_language is not None:
        return _page_language
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


def query_language(query_string):
    """The language a URL's query string asks for (``lang=fr`` or ``lang=en``, as the gallery's
    links carry), or None when it names none of ``LANGUAGES``."""
    values = parse_qs(query_string or "").get("lang", [])
    return next((value for value in values if value in LANGUAGES), None)


def pool_language():
    """The language of the kernels a Voila server preheats before anyone asks (its pool): the
    CARDGAMES_LANGUAGE it was started with (``dev.py gallery --lang``), else the server's own
    ``default_language()``. A page asking for another language is given a kernel started for it."""
    chosen = os.environ.get("CARDGAMES_LANGUAGE", "")
    return chosen if chosen in LANGUAGES else default_language()


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


def register(entries):
    """Add catalogue entries: ``{key: {"en": ..., "fr": ..., "rule": "O3"?}}``."""
    for key, entry in entries.items():
        missing = [lang for lang in LANGUAGES if lang not in entry]
        if missing:
            raise ValueError(f"i18n entry {key!r} lacks {', '.join(missing)}")
        _CATALOG[key] = {lang: entry[lang] for lang in LANGUAGES}
        if entry.get("rule"):
            _RULES[key] = entry["rule"]


def has(key):
    """True when ``key`` is in the catalogue."""
    return key in _CATALOG


def plural(key, n, lang="en", **params):
    """The text ``key`` for ``n`` things (``n`` passed as a parameter): its ``.one`` form when ``n``
    is 1 and the catalogue has one."""
    if n == 1 and key + ".one" in _CATALOG:
        key += ".one"
    return text(key, lang, n=n, **params)


def player_name(index, lang="en", names=None):
    """The display name of player ``index`` ("Player 1" / "Joueur 1" unless ``names`` are given)."""
    if names is not None:
        return names[index]
    return text("player", lang, n=index + 1)


def card_name(notation, lang="en"):
    """A card's display name, from its notation (``card.<notation>`` in the catalogue, else as is)."""
    entry = _CATALOG.get(f"card.{notation}")
    return entry[lang] if entry else str(notation)


def join(items, lang="en"):
    """'a, b and c' / 'a, b et c'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    word = " et " if lang == "fr" else " and "
    return ", ".join(items[:-1]) + word + items[-1]


def text(key, lang="en", names=None, **params):
    """The catalogue string ``key`` in ``lang``, with its parameters rendered for that language
    (a list of ``Message`` values is rendered in that language too, joined with commas)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    try:
        template = _CATALOG[key][lang]
    except KeyError:
        raise KeyError(f"no text for {key!r}") from None
    shown = {}
    for name, value in params.items():
        if name in PLAYER_PARAMS and isinstance(value, int):
            value = player_name(value, lang, names)
        elif name in PLAYER_LIST_PARAMS:
            value = join([player_name(v, lang, names) for v in value], lang)
        elif name in CARD_PARAMS:
            value = card_name(value, lang)
        elif isinstance(value, list) and value and isinstance(value[0], Message):
            value = ", ".join(text(m.key, lang, names, **m.params) for m in value)   # parts of one sentence
        shown[name] = value
    body = template.format(**shown)
    rule = _RULES.get(key)
    if rule:
        body = f"{rule} : {body}" if lang == "fr" else f"{rule}: {body}"
    return body


class Message(str):
    """A user-facing sentence: its English text, plus the key and parameters to show it in French."""

    def __new__(cls, key, **params):
        obj = super().__new__(cls, text(key, "en", **params))
        obj.key = key
        obj.params = params
        obj.rule = _RULES.get(key)
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


register({
    "player": {"en": "Player {n}", "fr": "Joueur {n}"},
    "you": {"en": "You", "fr": "Vous"},
    "bad_notation": {
        "en": "'{notation}' is not a move of {game}; moves are written like {examples}.",
        "fr": "« {notation} » n'est pas un coup de {game} ; les coups s'écrivent comme {examples}.",
    },
})
