"""What a page in one language must not hold (issue 34): the other language's prose of its notebook, sentence by
sentence, and the catalogue's texts of the other language (those that differ from the page's language's text).

``other_language_found(text, lang, notebook)`` gives what of the other languages ``text`` (a page's text) holds.
Quotations in « » (the leaflets' French, quoted in the English prose too) and short fragments (names, numbers) are
not counted: a sentence needs MIN_WORDS words, a catalogue fragment MIN_MESSAGE_WORDS.
"""

import functools
import json
import re
import string
from html.parser import HTMLParser
from pathlib import Path

from cardlib.text import catalogues, prose

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
MIN_WORDS = 5
MIN_MESSAGE_WORDS = 4
# The text of a page as the browser holds it, shown or not (textContent): the other language must not be there at
# all, not merely hidden; scripts and style sheets are not text.
PAGE_TEXT = """() => {
  const copy = document.body.cloneNode(true);
  copy.querySelectorAll('script, style, template').forEach(node => node.remove());
  return copy.textContent;
}"""


def normal(text):
    """``text`` with its spaces (non-breaking ones too) collapsed, its typographic apostrophes made plain."""
    return " ".join(text.replace("’", "'").split())


def plain(markdown):
    """The words of a markdown cell: its HTML tags, emphasis, code marks, headings' #, links' targets and
    quotations in « » removed."""
    text = re.sub(r"<[^>]+>", " ", markdown)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"«[^»]*»", " ", text)
    text = re.sub(r"[*_`#]|^\s*[-|]\s", " ", text, flags=re.M)
    return normal(text)


def sentences(text, least=MIN_WORDS):
    """The sentences (and clauses after « : » or « ; ») of ``text`` with at least ``least`` words."""
    parts = re.split(r"(?<=[.!?;:])\s+|\s+[;:]\s+", text)
    return [part.strip(" .;:") for part in parts if len(part.split()) >= least]


@functools.lru_cache(maxsize=None)
def _notebook(name):
    return json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))


@functools.lru_cache(maxsize=None)
def prose_of(name, lang):
    """The sentences of the notebook ``name``'s prose written in ``lang``."""
    blocks = [block for cell in prose.markdown_in(_notebook(name), lang)
              for block in re.split(r"\n\s*\n|\n(?=#|\s*[-|]|\s*\d+\. )", cell)]
    return tuple(sentence for block in blocks for sentence in sentences(plain(block)))


@functools.lru_cache(maxsize=None)
def _messages():
    return {lang: catalogue.messages() for lang, catalogue in catalogues.load().items()}


@functools.lru_cache(maxsize=None)
def messages_of(lang, page_lang):
    """The fragments of the catalogue's ``lang`` texts (between their placeholders) of MIN_MESSAGE_WORDS words or
    more that ``page_lang``'s text of the same key does not hold."""
    texts, own = _messages()[lang], _messages()[page_lang]
    found = set()
    for key, template in texts.items():
        mine = normal(own.get(key, ""))
        for form in template.split("\x00"):
            for literal, *_ in string.Formatter().parse(form.replace("{{", "(").replace("}}", ")")):
                for fragment in sentences(normal(re.sub(r"«[^»]*»", " ", literal)), MIN_MESSAGE_WORDS):
                    if fragment not in mine:
                        found.add(fragment)
    return tuple(sorted(found))


def other_language_found(text, lang, notebook):
    """What ``text`` (a page's text, in ``lang``) holds of another language: sentences of ``notebook``'s prose
    (a file name of notebooks/) written in another language and fragments of another language's catalogue
    texts, none of which ``lang``'s prose holds too."""
    text = normal(text)
    languages = prose.languages(_notebook(notebook))
    own = " ".join(prose_of(notebook, lang))
    found = []
    for other in languages:
        if other == lang:
            continue
        found += [sentence for sentence in prose_of(notebook, other) if sentence in text and sentence not in own]
        found += [fragment for fragment in messages_of(other, lang) if fragment in text and fragment not in own]
    return found


class _Text(HTMLParser):
    """The text of an HTML page, without its scripts and style sheets."""

    def __init__(self):
        super().__init__()
        self.parts, self._skip = [], 0

    def handle_starttag(self, tag, attrs):
        self._skip += tag in ("script", "style", "template")

    def handle_endtag(self, tag):
        self._skip -= tag in ("script", "style", "template") and self._skip > 0

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def html_text(html):
    """The text of the HTML page ``html``, as a browser's textContent of its body holds it (without scripts)."""
    parser = _Text()
    parser.feed(html)
    parser.close()
    return " ".join(parser.parts)
