"""The rules pages in each language (widgets/rules_pages.py, issue 34): the French rules (docs/fr/<game>.md) are the
English ones (docs/<game>.md) translated, row for row, and a page speaks its language only; the apps' rule links
lead to the page of the language they are written in. (tests/notebooks/test_notebooks.py checks that each page
in notebooks/rules/ is its source rendered.)"""

import re
from html import unescape

import pytest

from widgets import rules_pages

NBSP = "\u00a0"
ROW = re.compile(r'\| <a id="([a-z]\d+b?)"></a>(\w+) \| (.*) \| (.*) \|')
CODE = re.compile(r"```.*?```|(`+).+?\1", re.DOTALL)


def section(game, lang):
    return rules_pages.rules_section(rules_pages.source_path(game, lang).read_text(encoding="utf-8"))


def rows(text):
    """The rules table's rows of a Rules section: [(anchor, id, rule, leaflet), ...]."""
    return [match.groups() for line in text.splitlines() if (match := ROW.fullmatch(line))]


def page_text(html, code=True):
    """What a reader of a rules page reads: its text, tags and the style sheet left out (and its code, unless
    ``code``)."""
    body = html.split("<body>", 1)[1]
    if not code:
        body = re.sub(r"<code>.*?</code>", " ", body, flags=re.DOTALL)
    return unescape(re.sub(r"<[^>]+>", " ", body))


@pytest.mark.parametrize("game", sorted(rules_pages.GAMES))
def test_the_french_rules_anchor_every_english_rule_id_in_the_same_order(game):
    english, french = section(game, "en"), section(game, "fr")
    assert rules_pages.RULE_ID.findall(french) == rules_pages.RULE_ID.findall(english)
    assert len(rules_pages.RULE_ID.findall(english)) >= 8
    # The other anchors too (Yoyo's table of the yellow cards, its readings), which links inside the page use.
    assert re.findall(r'<a id="([^"]+)"></a>', french) == re.findall(r'<a id="([^"]+)"></a>', english)
    assert rules_pages.source_path(game, "fr").read_text(encoding="utf-8").startswith(f"# {game.capitalize()}\n")


@pytest.mark.parametrize("game", sorted(rules_pages.GAMES))
def test_the_french_rules_table_has_the_english_rows_decisions_and_leaflet_words(game):
    """Row for row: the same rule id, the same decisions (« **Décision** » where the English has **Decision**), and
    the leaflet's words unchanged (only their spaces made no-break, as French typesets « » and : ; ! ?)."""
    english, french = rows(section(game, "en")), rows(section(game, "fr"))
    assert [row[:2] for row in french] == [row[:2] for row in english]
    assert "| n° | règle | livret |" in section(game, "fr") and section(game, "fr").startswith("## Règles\n")
    for (anchor, rule, en_rule, en_leaflet), (_, _, fr_rule, fr_leaflet) in zip(english, french):
        assert fr_leaflet.replace(NBSP, " ") == en_leaflet, rule
        decisions = [len(re.findall(rf"\*\*{word}\*\*", text, re.I)) for word, text in (("décision", fr_rule),
                                                                                      ("decision", en_rule))]
        assert decisions[0] == decisions[1], rule
        assert "decision" not in fr_rule.lower() and fr_rule != en_rule, rule


def fragments(markdown):
    """The pieces of English prose of ``markdown`` (a cell, a paragraph) between its code spans and punctuation,
    emphasis and tags taken out: those of four words or more, which no translation keeps."""
    plain = re.sub(r"\*\*|\*|<[^>]+>|\[|\]\([^)]*\)", "", markdown)
    pieces = re.split(r"`+[^`]*`+|«[^»]*»|\"[^\"]*\"|[.:;,()]", re.sub(r"\s+", " ", plain))
    return [piece.strip() for piece in pieces if len(re.findall(r"[A-Za-z]{2,}", piece)) >= 4]


@pytest.mark.parametrize("game", sorted(rules_pages.GAMES))
def test_the_french_page_has_no_sentence_of_the_english_rules(game):
    """No cell of the English rules table, and no piece of a sentence of the English rules, is in the French page."""
    french = re.sub(r"\s+", " ", page_text(rules_pages.render(game, "fr")).replace(NBSP, " "))
    english = section(game, "en")
    cells = [rule for *_, rule, _ in rows(english)]
    prose = [line for line in CODE.sub("", english).split("\n\n") if not line.startswith(("|", "#"))]
    for cell in cells:
        assert re.sub(r"\*\*|`", "", cell) not in french
    pieces = [piece for text in cells + prose for piece in fragments(text)]
    assert len(pieces) >= 3 * len(cells), "the English rules are read"
    left = [piece for piece in pieces if piece in french]
    assert not left, left
    prose = page_text(rules_pages.render(game, "fr"), code=False)
    words = re.findall(r"\b(?:the|and|of|with|player|card|cards|trick|round|which|when|each)\b", prose)
    assert not words, words


@pytest.mark.parametrize("lang", rules_pages.LANGUAGES)
@pytest.mark.parametrize("game", sorted(rules_pages.GAMES))
def test_a_rules_page_speaks_its_language_only(game, lang):
    """Its <html lang>, its title and its note on where it comes from are in its language, not in both."""
    page = rules_pages.render(game, lang)
    title = re.search(r"<title>(.*)</title>", page).group(1)
    note = re.search(r'<p class="generated">(.*)</p>', page).group(1)
    assert f'<html lang="{lang}">' in page
    if lang == "fr":
        assert title == f"{game.capitalize()}{NBSP}: Règles" and "·" not in title
        assert f"<code>docs/fr/{game}.md</code>" in note and "modifiez la source" in note
        assert not re.search(r"\b(?:rules|the|of|edit)\b", title + note, re.I)
    else:
        assert title == f"{game.capitalize()}: Rules"
        assert f"<code>docs/{game}.md</code>" in note and "edit the source" in note
        assert not re.search(r"Règles|règles|la source|[«»]", title + note)


def test_a_rule_links_to_its_row_in_the_page_of_the_text_s_language():
    assert rules_pages.page_name("ohio", "fr") == "rules/ohio.fr.html"
    assert rules_pages.rule_link("W6b", "en") == "rules/woo.en.html#w6b"
    assert rules_pages.rule_anchor("O3", "fr") == '<a href="rules/ohio.fr.html#o3" target="_blank">O3</a>'
    # A language the rules are not written in (a catalogue added later) links the English rules.
    assert rules_pages.rule_link("Z4", "de") == "rules/yozu.en.html#z4"
    assert rules_pages.link_rules("Règle H6 : <posez>", re.compile(r"\bH\d\b"), "fr") == (
        'Règle <a href="rules/hue.fr.html#h6" target="_blank">H6</a> : &lt;posez&gt;')
    assert rules_pages.link_rule_ids("**Y3** and `Y3`, rule Y7", "en") == (
        '**<a href="rules/yoyo.en.html#y3" target="_blank">Y3</a>** and `Y3`, '
        'rule <a href="rules/yoyo.en.html#y7" target="_blank">Y7</a>')
    with pytest.raises(TypeError):
        rules_pages.rule_link("O3")                 # the language is required: no page is the default
