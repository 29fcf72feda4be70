"""Gettext catalogues (``.po`` files) read and written with the standard library only.

The standard library's ``gettext`` reads compiled ``.mo`` files; ``cardlib.text.i18n`` keeps only the
``.po`` sources (one file per language, ``cardlib/text/locale/<lang>.po``, which a teacher can edit or add)
and compiles each in memory with ``mo_bytes`` for ``gettext.GNUTranslations``. ``parse_po`` reads the
subset of the format the project writes and the usual tools (Babel, msgmerge, Poedit) produce:
comments, ``msgctxt`` (ignored), ``msgid``, ``msgstr``, strings continued over several lines and
the C escapes, and plural entries (``msgid_plural`` with ``msgstr[0]``, ``msgstr[1]``, ...). A
translation flagged ``fuzzy`` or left empty (or with an empty plural form) counts as missing, as with
``msgfmt``. A plural entry's text, in ``Entry.msgstr`` and ``Catalogue.messages()``, is its forms joined
by NUL characters, as a ``.mo`` file stores them; its ``msgid_plural`` is its key again (the keys are
not English sentences), and the header's ``Plural-Forms`` says which form a count takes.
"""

import ast
import re
import struct
from dataclasses import dataclass, field

RULE_COMMENT = "rule:"          # ``#. rule: O3``: the rule a refusal or log entry names (cardlib.text.i18n)
COUNT_COMMENT = "count:"        # ``#. count: stock``: the parameter a plural entry counts (default n)
PLURAL_SEPARATOR = "\0"         # between the forms of a plural entry's text, as in a .mo file
HEADER_DEFAULTS = {"MIME-Version": "1.0", "Content-Type": "text/plain; charset=UTF-8",
                   "Content-Transfer-Encoding": "8bit"}


@dataclass
class Entry:
    """One message of a catalogue: its key (``msgid``), its text (``msgstr``), and its comments."""

    msgid: str
    msgstr: str = ""                                 # a plural entry's forms joined by PLURAL_SEPARATOR
    comments: list = field(default_factory=list)     # the ``#.`` lines, without the ``#.`` (rule: O3)
    flags: set = field(default_factory=set)          # the ``#,`` flags (fuzzy, python-brace-format)
    msgid_plural: str | None = None                  # set on a plural entry

    def _comment(self, prefix):
        for comment in self.comments:
            if comment.startswith(prefix):
                return comment[len(prefix):].strip() or None
        return None

    @property
    def rule(self):
        """The rule id named by a ``#. rule: O3`` comment, or None."""
        return self._comment(RULE_COMMENT)

    @property
    def count(self):
        """The parameter a plural entry counts: a ``#. count: stock`` comment's, else ``n``; None when
        the entry is not a plural one."""
        if self.msgid_plural is None:
            return None
        return self._comment(COUNT_COMMENT) or "n"

    @property
    def forms(self):
        """The texts of a plural entry, one per plural form (one text for another entry)."""
        return self.msgstr.split(PLURAL_SEPARATOR)

    def translated(self):
        """True when the entry has a text (every form of a plural entry) and is not ``fuzzy``."""
        return "fuzzy" not in self.flags and all(self.forms)


@dataclass
class Catalogue:
    """A parsed ``.po`` file: its header fields and its entries by key, in file order."""

    header: dict
    entries: dict

    def messages(self):
        """``{key: text}`` for every translated message (not empty, not fuzzy)."""
        return {key: entry.msgstr for key, entry in self.entries.items() if entry.translated()}

    def plural_keys(self):
        """The keys of the plural entries, ``{key: the parameter each counts}``."""
        return {key: entry.count for key, entry in self.entries.items() if entry.msgid_plural is not None}


def _unquote(token, where):
    token = token.strip()
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, found {token!r}")
    try:
        return ast.literal_eval(token)      # a Python string literal has the same escapes as a C one here
    except (ValueError, SyntaxError):
        raise ValueError(f"{where}: bad string {token!r}") from None


def parse_po(text, name="<po>"):
    """Parse the text of a ``.po`` file into a ``Catalogue``; ValueError (naming the line) on bad syntax."""
    entries, header = {}, {}
    current, keyword, comments, flags = {}, None, [], set()

    def finish(line_no):
        nonlocal current, keyword, comments, flags
        forms = sorted((int(k[7:-1]), v) for k, v in current.items() if k.startswith("msgstr["))
        if forms:
            if "msgid_plural" not in current or [i for i, _ in forms] != list(range(len(forms))):
                raise ValueError(f"{name}:{line_no}: msgid {current.get('msgid')!r}: msgstr[0], msgstr[1], ... "
                                 "belong to a msgid_plural entry and are numbered from 0")
            current["msgstr"] = PLURAL_SEPARATOR.join(v for _, v in forms)
        elif "msgid_plural" in current:
            raise ValueError(f"{name}:{line_no}: msgid {current['msgid']!r} has a msgid_plural but no msgstr[0]")
        if "msgid" in current:
            if "msgstr" not in current:
                raise ValueError(f"{name}:{line_no}: msgid {current['msgid']!r} has no msgstr")
            if current["msgid"] == "":
                for line in current["msgstr"].splitlines():
                    if ":" in line:
                        key, value = line.split(":", 1)
                        header[key.strip()] = value.strip()
            else:
                entries[current["msgid"]] = Entry(current["msgid"], current["msgstr"], comments, flags,
                                                  current.get("msgid_plural"))
        current, keyword, comments, flags = {}, None, [], set()

    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{line_no}"
        if not line:
            continue
        if line.startswith("#~"):               # an obsolete entry, kept by the tools for history
            continue
        if line.startswith("#"):
            if (keyword or "").startswith("msgstr") or keyword == "msgid_plural":
                finish(line_no)
            if line.startswith("#."):
                comments.append(line[2:].strip())
            elif line.startswith("#,"):
                flags.update(flag.strip() for flag in line[2:].split(",") if flag.strip())
            continue
        if line.startswith('"'):
            if keyword is None:
                raise ValueError(f"{where}: a string continues no msgid or msgstr")
            current[keyword] += _unquote(line, where)
            continue
        word, _, rest = line.partition(" ")
        if word == "msgctxt" or (word == "msgid" and any(k.startswith("msgstr") for k in current)):
            finish(line_no)
        if word in ("msgctxt", "msgid", "msgstr", "msgid_plural") or re.fullmatch(r"msgstr\[\d+\]", word):
            keyword = word
            current[word] = _unquote(rest, where)
        else:
            raise ValueError(f"{where}: unexpected {word!r}")
    finish(len(text.splitlines()) + 1)
    return Catalogue(header, entries)


def mo_bytes(messages, header=None):
    """A compiled ``.mo`` file (GNU format, little-endian) holding ``messages`` (``{msgid: msgstr}``)
    and the header fields (UTF-8 unless the header names another charset), for ``gettext.GNUTranslations``."""
    fields = {**HEADER_DEFAULTS, **(header or {})}
    pairs = {"": "".join(f"{key}: {value}\n" for key, value in fields.items()), **messages}
    keys = sorted(pairs)
    # a plural entry's id is its msgid and msgid_plural joined by NUL (both its key here)
    ids = [(f"{key}{PLURAL_SEPARATOR}{key}" if PLURAL_SEPARATOR in pairs[key] else key).encode("utf-8")
           for key in keys]
    strs = [pairs[key].encode("utf-8") for key in keys]
    count = len(keys)
    ids_table, strs_table = 7 * 4, 7 * 4 + count * 8
    data_start = strs_table + count * 8
    offsets, blob = [], b""
    for chunk in ids + strs:
        offsets.append((len(chunk), data_start + len(blob)))
        blob += chunk + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, count, ids_table, strs_table, 0, data_start)
    table = b"".join(struct.pack("<2I", length, offset) for length, offset in offsets)
    return head + table + blob


def _quote(value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    lines = escaped.split("\n")
    if len(lines) == 1:
        return f'"{lines[0]}"'
    parts = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return '""\n' + "\n".join(f'"{part}"' for part in parts)


def write_po(catalogue):
    """The text of a ``.po`` file for ``catalogue`` (header first, then each entry in order)."""
    fields = {**catalogue.header,
              **{key: value for key, value in HEADER_DEFAULTS.items() if key not in catalogue.header}}
    header = "".join(f"{key}: {value}\n" for key, value in fields.items())
    out = [f"msgid \"\"\nmsgstr {_quote(header)}\n"]
    for entry in catalogue.entries.values():
        lines = [f"#. {comment}" for comment in entry.comments]
        if entry.flags:
            lines.append("#, " + ", ".join(sorted(entry.flags)))
        lines.append(f"msgid {_quote(entry.msgid)}")
        if entry.msgid_plural is None:
            lines.append(f"msgstr {_quote(entry.msgstr)}")
        else:
            lines.append(f"msgid_plural {_quote(entry.msgid_plural)}")
            lines += [f"msgstr[{i}] {_quote(form)}" for i, form in enumerate(entry.forms)]
        out.append("\n".join(lines) + "\n")
    return "\n".join(out)
