"""The notebooks' prose, one language per cell (cardlib.text.prose, issue 34): every markdown cell says its
language, each French cell has its English cell beside it saying the same things (headings, rules cited, links),
and a page in one language keeps none of the other's cells."""

import json
import re
from pathlib import Path

import pytest

from cardlib.text import prose

NOTEBOOKS = sorted((Path(__file__).resolve().parents[3] / "notebooks").glob("*.ipynb"))
RULE = re.compile(r'href="rules/([a-z]+)\.([a-z]+)\.html(#[a-z0-9]+)?"')
# A link to a notebook; not the gallery's language switch, a link to the other language's page (lang="en").
NOTEBOOK_LINK = re.compile(r'(?:\]\(|href=")([a-z_]+)\.ipynb(\?lang=[a-z]+)?(?=[)"#])(?!" lang=)')
HEADING = re.compile(r"^(#+) (\d+[a-z]?\.)?", re.M)


def read(path):
    return json.loads(path.read_text(encoding="utf-8"))


def markdown_cells(nb):
    return [cell for cell in nb["cells"] if cell["cell_type"] == "markdown"]


def text(cell):
    return "".join(cell["source"])


def cell(source, lang=None, kind="markdown"):
    return {"cell_type": kind, "metadata": {"tags": [prose.tag(lang)]} if lang else {}, "source": source}


def test_one_language_keeps_the_cells_of_the_page_s_language_and_of_every_language():
    nb = {"cells": [cell("# Titre", "fr"), cell("# Title", "en"), cell("x = 1", kind="code"), cell("<style></style>")],
          "metadata": {}}
    assert [text(c) for c in prose.one_language(nb, "fr")["cells"]] == ["# Titre", "x = 1", "<style></style>"]
    assert [text(c) for c in prose.one_language(nb, "en")["cells"]] == ["# Title", "x = 1", "<style></style>"]
    assert len(nb["cells"]) == 4, "the notebook itself is left whole"
    # a language the prose is not written in (a catalogue may exist before the notebooks are translated): English
    assert [text(c) for c in prose.one_language(nb, "de")["cells"]] == ["# Title", "x = 1", "<style></style>"]
    assert prose.languages(nb) == ["fr", "en"] and prose.cell_language(nb["cells"][2]) is None


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_every_markdown_cell_of_the_notebooks_is_written_in_one_language(path):
    for number, md in enumerate(markdown_cells(read(path))):
        if prose.cell_language(md) is None:
            words = re.sub(r"<style>.*?</style>", "", text(md), flags=re.S).strip()
            assert not words, f"{path.name}, markdown cell {number} has no language tag (lang-fr, lang-en): {words[:80]!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_each_french_cell_is_followed_by_its_english_cell_saying_the_same_things(path):
    """Pairs: lang-fr then lang-en, with the same headings (level and number), the same rules cited, each in
    its own language's rules page, and the same notebooks linked, each in the cell's language."""
    cells = [md for md in markdown_cells(read(path)) if prose.cell_language(md)]
    assert [prose.cell_language(md) for md in cells] == ["fr", "en"] * (len(cells) // 2), \
        f"{path.name}: the prose cells do not alternate French, English"
    for french, english in zip(cells[::2], cells[1::2]):
        fr, en = text(french), text(english)
        where = f"{path.name}: {fr[:60]!r}"
        assert HEADING.findall(fr) == HEADING.findall(en), where
        assert {(game, anchor) for game, _lang, anchor in RULE.findall(fr) if anchor} == \
               {(game, anchor) for game, _lang, anchor in RULE.findall(en) if anchor}, f"{where}: not the same rules cited"
        assert {lang for _game, lang, _anchor in RULE.findall(fr)} <= {"fr"}, where
        assert {lang for _game, lang, _anchor in RULE.findall(en)} <= {"en"}, where
        assert {name for name, _query in NOTEBOOK_LINK.findall(fr)} == {name for name, _ in NOTEBOOK_LINK.findall(en)}, where
        assert {query for _name, query in NOTEBOOK_LINK.findall(fr)} <= {"?lang=fr"}, where
        assert {query for _name, query in NOTEBOOK_LINK.findall(en)} <= {"?lang=en"}, where


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_no_prose_cell_quotes_its_other_language_beside_it(path):
    """The bilingual forms of before issue 34 are gone: « Les cartes · *The cards* », « règles · *rules* », an
    English paragraph in italics after the French one."""
    for md in markdown_cells(read(path)):
        source = text(md)
        assert not re.search(r" · \*[A-Z]", source), source[:120]
        assert "règles · " not in source and "règle · " not in source, source[:120]
        if prose.cell_language(md) == "fr":
            assert not re.search(r"^\*{1,3}[A-Z][^*]*\b(the|and|you|your)\b", source, re.M), source[:120]
