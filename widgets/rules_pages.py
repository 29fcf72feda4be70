"""Each game's rules (``docs/<game>.md``, and its French translation ``docs/fr/<game>.md``) as standalone HTML
pages the Voila apps can link to, one per language.

The notebooks and tables link every rule id they cite to its row of the rules table in the rules page of the
language they are written in, e.g. ``rules/ohio.fr.html#o3`` in French, ``rules/ohio.en.html#o3`` in English,
opened in a new tab. Voila serves only files under its root (``notebooks/``) and only the kinds its
``file_allowlist`` names; a relative link to ``../docs/ohio.md`` leaves that root, and a Markdown file would be
shown as raw text anyway. So ``docs/<game>.md`` (English) and ``docs/fr/<game>.md`` (French) stay the sources,
and this module renders their Rules sections to ``notebooks/rules/<game>.<lang>.html`` (self-contained: its CSS
inline, nothing fetched from another host; the title, the note on its source and ``<html lang>`` in the page's
language only). In Voila, ``/voila/render/rules/ohio.fr.html`` redirects to ``/voila/files/rules/ohio.fr.html``;
in JupyterLab the same relative link opens the page.

Run ``python -m widgets.rules_pages`` after editing a rules page, in either language;
``tests/notebooks/test_notebooks.py`` fails while a generated page differs from its source, and
``tests/widgets/test_rules_pages.py`` while the two languages' rules tables differ in their rule ids.
"""

import re
from html import escape
from pathlib import Path

from cardlib.text import i18n

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = ROOT / "notebooks" / "rules"
GAMES = {"ohio": "O", "yozu": "Z", "hue": "H", "woo": "W", "yoyo": "Y"}          # game -> the letter of its rule ids
# The languages the rules are written in, and the folder of each one's sources.
LANGUAGES = ("fr", "en")
SOURCES = {"en": DOCS, "fr": DOCS / "fr"}
CSS = Path(__file__).with_name("rules_page.css")
_LETTERS = "".join(GAMES.values())
# A rule id: its game's letter, a number, and for a rule inserted later a 'b' (Woo's W6b).
RULE_ID = re.compile(r'<a id="([a-z]\d+b?)"></a>')
CITED = re.compile(rf"(?<![\w\[#/>])(\*\*)?\b([{_LETTERS}][1-9]\d?b?)\b(\*\*)?(?!\*{{0,2}}\]\()")
CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
RULE_ANCHOR = re.compile(rf'<a href="([^"]+)" target="_blank">([{_LETTERS}]\d+b?)</a>')


def page_language(lang):
    """The language of the rules page a text in ``lang`` links to: ``lang`` when the rules are written in it,
    else English (a language whose catalogue was added later has tables, not yet rules)."""
    return lang if lang in LANGUAGES else i18n.SOURCE_LANGUAGE


def page_name(game, lang):
    """Where a game's generated rules page in ``lang`` lives, relative to ``notebooks/``: 'rules/ohio.fr.html'."""
    return f"rules/{game}.{page_language(lang)}.html"


def source_path(game, lang):
    """The Markdown source of a game's rules in ``lang``: ``docs/ohio.md`` (English), ``docs/fr/ohio.md``."""
    return SOURCES[lang] / f"{game}.md"


def rule_link(rule, lang):
    """The notebook-relative link to a rule's row in the rules page of ``lang``, 'O3' -> 'rules/ohio.fr.html#o3'."""
    game = next(name for name, letter in GAMES.items() if letter == rule[0])
    return f"{page_name(game, lang)}#{rule.lower()}"


def rule_anchor(rule, lang):
    """The HTML link a text in ``lang`` cites ``rule`` with. It opens the rule in a new tab: in Voila, following
    a link in the same tab would leave the app and lose the reader's game."""
    return f'<a href="{rule_link(rule, lang)}" target="_blank">{rule}</a>'


def link_rules(text, rule_id, lang):
    """``text`` (in ``lang``) escaped for HTML, each match of the regular expression ``rule_id`` in it (a game's
    rule ids as its texts cite them) a link to its rule in the rules page of ``lang``, as ``rule_anchor`` makes it."""
    return rule_id.sub(lambda m: rule_anchor(m.group(0), lang), escape(str(text), quote=False))


def link_rule_ids(markdown, lang):
    """``markdown`` (in ``lang``) with every rule id it cites outside code and links made a link to its rule in
    the rules page of ``lang``: 'O3' -> '<a href="rules/ohio.fr.html#o3" target="_blank">O3</a>' in French, and
    '**O3**' the same in bold."""
    def link(match):
        return f"{match.group(1) or ''}{rule_anchor(match.group(2), lang)}{match.group(3) or ''}"

    pieces, last = [], 0
    for code in CODE_SPAN.finditer(markdown):
        pieces += [CITED.sub(link, markdown[last:code.start()]), code.group(0)]
        last = code.end()
    return "".join(pieces + [CITED.sub(link, markdown[last:])])


def anchors(text):
    """The rule anchors (``<a id="o3"></a>``) a Markdown or HTML text defines, as a set of ids."""
    return set(RULE_ID.findall(text))


def rules_section(source):
    """The Rules section of a game's docs page, in either language: the '## ' section that holds the rules table
    (its first rule anchor), with the readings and decisions after the table, up to the next '## ' heading: what
    a reader of the apps needs, without the engine's API."""
    first = RULE_ID.search(source).start()
    start = source.rindex("\n## ", 0, first) + 1
    end = source.find("\n## ", first)
    return source[start:end if end != -1 else len(source)].rstrip() + "\n"


def render(game, lang, source=None):
    """The HTML page for the rules of ``game`` in ``lang`` (from ``source_path(game, lang)``, or the Markdown
    ``source``), as a string: every word of it in ``lang``."""
    if source is None:
        source = source_path(game, lang).read_text(encoding="utf-8")
    title = source.splitlines()[0].lstrip("# ").strip()
    markdown = f"# {title}\n\n" + rules_section(source)
    import mistune      # here, not at the top: the tables link rules in the static site's browser kernel, without mistune

    body = mistune.create_markdown(escape=False, plugins=["table"])(markdown)
    page_title = i18n.colon(title, i18n.text("rules_page.rules", lang), lang)
    where = source_path(game, lang).relative_to(ROOT).as_posix()
    note = i18n.text("rules_page.generated", lang, source=f"<code>{where}</code>",
                     command="<code>python -m widgets.rules_pages</code>")
    return (f"<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            f"<title>{escape(page_title)}</title>\n<style>\n{CSS.read_text(encoding='utf-8')}</style>\n"
            "</head>\n<body>\n"
            f"<p class=\"generated\">{note}</p>\n"
            f"{body}</body>\n</html>\n")


def write_all():
    """(Re)write every game's page in every language under ``notebooks/rules/``, and remove the pages of
    another name (a game's page of before the languages, ``ohio.html``); return the paths written."""
    PAGES.mkdir(exist_ok=True)
    written = []
    for game in GAMES:
        for lang in LANGUAGES:
            path = ROOT / "notebooks" / page_name(game, lang)
            path.write_text(render(game, lang), encoding="utf-8")
            written.append(path)
    for stale in set(PAGES.glob("*.html")) - set(written):
        stale.unlink()
    return written


if __name__ == "__main__":
    for path in write_all():
        print(path.relative_to(ROOT))
