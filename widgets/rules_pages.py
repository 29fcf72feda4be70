"""Each game's rules page (``docs/<game>.md``) as a standalone HTML page the Voila apps can link to.

The notebooks link every rule id they cite to its row of the rules table, e.g.
``rules/ohio.html#o3``, opened in a new tab. Voila serves only files under its root (``notebooks/``) and only the
kinds its ``file_allowlist`` names; a relative link to ``../docs/ohio.md`` leaves that root, and a
Markdown file would be shown as raw text anyway. So ``docs/<game>.md`` stays the source, and this
module renders its Rules section to ``notebooks/rules/<game>.html`` (self-contained: its CSS inline, nothing
fetched from another host). In Voila, ``/voila/render/rules/ohio.html`` redirects to
``/voila/files/rules/ohio.html``; in JupyterLab the same relative link opens the page.

Run ``python -m widgets.rules_pages`` after editing a rules page; ``tests/notebooks/test_notebooks.py``
fails while a generated page differs from its source.
"""

import re
from html import escape
from pathlib import Path

from cardlib.text import i18n

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = ROOT / "notebooks" / "rules"
GAMES = {"ohio": "O", "yozu": "Z", "hue": "H", "woo": "W", "yoyo": "Y"}          # game -> the letter of its rule ids
CSS = Path(__file__).with_name("rules_page.css")
_LETTERS = "".join(GAMES.values())
# A rule id: its game's letter, a number, and for a rule inserted later a 'b' (Woo's W6b).
RULE_ID = re.compile(r'<a id="([a-z]\d+b?)"></a>')
CITED = re.compile(rf"(?<![\w\[#/>])(\*\*)?\b([{_LETTERS}][1-9]\d?b?)\b(\*\*)?(?!\*{{0,2}}\]\()")
CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
RULE_ANCHOR = re.compile(rf'<a href="([^"]+)" target="_blank">([{_LETTERS}]\d+b?)</a>')


def page_name(game):
    """Where a game's generated rules page lives, relative to ``notebooks/``: 'rules/ohio.html'."""
    return f"rules/{game}.html"


def rule_link(rule):
    """The notebook-relative link to a rule's row, 'O3' -> 'rules/ohio.html#o3'."""
    game = next(name for name, letter in GAMES.items() if letter == rule[0])
    return f"{page_name(game)}#{rule.lower()}"


def rule_anchor(rule):
    """The HTML link a notebook cites ``rule`` with. It opens the rule in a new tab: in Voila, following
    a link in the same tab would leave the app and lose the reader's game."""
    return f'<a href="{rule_link(rule)}" target="_blank">{rule}</a>'


def link_rules(text, rule_id):
    """``text`` escaped for HTML, each match of the regular expression ``rule_id`` in it (a game's
    rule ids as its texts cite them) a link to its rule, as ``rule_anchor`` makes it."""
    return rule_id.sub(lambda m: rule_anchor(m.group(0)), escape(str(text), quote=False))


def link_rule_ids(markdown):
    """``markdown`` with every rule id it cites outside code and links made a link to its rule:
    'O3' -> '<a href="rules/ohio.html#o3" target="_blank">O3</a>', and '**O3**' the same in bold."""
    def link(match):
        return f"{match.group(1) or ''}{rule_anchor(match.group(2))}{match.group(3) or ''}"

    pieces, last = [], 0
    for code in CODE_SPAN.finditer(markdown):
        pieces += [CITED.sub(link, markdown[last:code.start()]), code.group(0)]
        last = code.end()
    return "".join(pieces + [CITED.sub(link, markdown[last:])])


def anchors(text):
    """The rule anchors (``<a id="o3"></a>``) a Markdown or HTML text defines, as a set of ids."""
    return set(RULE_ID.findall(text))


def rules_section(source):
    """The '## Rules' section of a game's docs page (its rules table, with the readings and decisions
    after it), up to the next '## ' heading: what a reader of the apps needs, without the engine's API."""
    start = source.index("\n## Rules\n") + 1
    end = source.find("\n## ", start + 1)
    return source[start:end if end != -1 else len(source)].rstrip() + "\n"


def render(game, source=None):
    """The HTML page for the rules of ``docs/<game>.md`` (or of the Markdown ``source``), as a string."""
    if source is None:
        source = (DOCS / f"{game}.md").read_text(encoding="utf-8")
    title = source.splitlines()[0].lstrip("# ").strip()
    markdown = f"# {title}\n\n" + rules_section(source)
    import mistune      # here, not at the top: the tables link rules in the static site's browser kernel, without mistune

    body = mistune.create_markdown(escape=False, plugins=["table"])(markdown)
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            f"<title>{escape(title)}: {escape(i18n.both('rules_page.rules'))}</title>\n<style>\n{CSS.read_text(encoding='utf-8')}</style>\n"
            "</head>\n<body>\n"
            f"<p class=\"generated\">The Rules section of <code>docs/{game}.md</code> (the repository's page also "
            "gives the notation and the engine's interface), made by <code>python -m widgets.rules_pages</code>: "
            "edit the source, not this page.</p>\n"
            f"{body}</body>\n</html>\n")


def write_all():
    """(Re)write every game's page under ``notebooks/rules/``; return the paths written."""
    PAGES.mkdir(exist_ok=True)
    written = []
    for game in GAMES:
        path = PAGES / f"{game}.html"
        path.write_text(render(game), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write_all():
        print(path.relative_to(ROOT))
