"""The notebooks' prose in one language: each markdown cell is written in one language and says which.

A notebook holds both languages of its text, cell by cell: a French cell tagged ``lang-fr`` followed by its English
cell tagged ``lang-en`` (JupyterLab shows and edits both; the tags are the cell's metadata ``tags``). A page shows
the cells of its own language only (``one_language``): Voila's pages (gallery_server.prose, by the page's
``?lang=``), the static site's (one page per language, staticsite.build) and the handout's (one handout per
language, widgets.handout). A cell without a language tag (code, a style sheet, a picture) belongs to every
language. Works on plain notebook dicts as nbformat reads them: the standard library only.
"""

import copy
import re

from . import i18n

TAG = re.compile(r"^lang-([a-z]{2,3})$")
SOURCE_LANGUAGE = "en"      # the prose a page shows in a language no cell is written in


def tag(lang):
    """The tag of a cell written in ``lang``: 'fr' -> 'lang-fr'."""
    return f"lang-{lang}"


def cell_language(cell):
    """The language a cell is written in (its ``lang-xx`` tag), or None for a cell of every language."""
    for name in cell.get("metadata", {}).get("tags", []):
        match = TAG.match(name)
        if match:
            return match[1]
    return None


def languages(nb):
    """The languages ``nb``'s prose is written in, in the order of their first cells."""
    found = [cell_language(cell) for cell in nb["cells"]]
    return list(dict.fromkeys(lang for lang in found if lang))


def prose_language(nb, lang):
    """The language ``nb``'s prose is shown in on a page in ``lang``: ``lang`` when a cell is written in it, else
    English (a catalogue may exist for a language the notebooks are not written in yet)."""
    return lang if lang in languages(nb) else SOURCE_LANGUAGE


def one_language(nb, lang):
    """A copy of the notebook ``nb`` with only the cells of a page in ``lang``: those of its prose language
    (``prose_language``), set as that language's catalogue sets its texts (``typeset``: French no-break spaces),
    and those of every language; the other languages' cells are left out."""
    shown = prose_language(nb, lang)
    nb = copy.copy(nb)
    cells = []
    for cell in nb["cells"]:
        if cell_language(cell) == shown:
            cell = copy.copy(cell)
            cell["source"] = typeset(_source(cell), shown)
            cells.append(cell)
        elif cell_language(cell) is None:
            cells.append(cell)
    nb["cells"] = cells
    return nb


# What typesetting leaves as written: code (spans and blocks), HTML tags and a link's target.
_KEEP = re.compile(r"```.*?```|(`+).+?\1|<[^>]*>|\]\([^)]*\)", re.DOTALL)


def typeset(markdown, lang):
    """The markdown text ``markdown``, written in ``lang``, with the spaces ``lang``'s catalogue makes no-break
    (``i18n.typeset_text``: French « : » and « » »), outside its code, its HTML tags and its links' targets."""
    pieces, last = [], 0
    for kept in _KEEP.finditer(markdown):
        pieces += [i18n.typeset_text(markdown[last:kept.start()], lang), kept.group(0)]
        last = kept.end()
    return "".join(pieces + [i18n.typeset_text(markdown[last:], lang)])


def markdown_in(nb, lang):
    """The sources of ``nb``'s markdown cells written in ``lang``."""
    return [_source(cell) for cell in nb["cells"] if cell["cell_type"] == "markdown" and cell_language(cell) == lang]


def _source(cell):
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else source
