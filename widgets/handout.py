"""The handout: the saved notebooks as a folder of HTML pages that works when opened from disk (issue 23).

``python3 dev.py export-html --out handout`` writes one page per saved notebook, ``<name>.html``: nbconvert's
lab template without what it loads from public CDNs, each widget shown as its still picture
(``widgets/static.py``). Beside the pages it copies every file of ``notebooks/`` they refer to, at the relative
path the pages use: the gallery's pictures (``pictures/<game>-<lang>.svg``) and the rules pages
(``rules/<game>.<lang>.html``, which the notebooks link as ``rules/ohio.fr.html#o3``). The folder can be copied to a USB
stick and opened from disk (file://): no page loads anything from another host, and every link leads to a
file of the folder.

Links between notebooks: a relative link to ``<name>.ipynb`` (a Voila app, with or without ``?lang=``) becomes
a link to the page ``<name>.html``. A handout holds the notebooks in the one language they were saved in
(``dev.py save-notebooks --lang``, French by default), so the gallery's switch *Français / English* could only
lead to pages in that language: the handout's gallery leaves out the switch and the other language's pictures
and links (its elements of class ``cardgames-lang-<other language>``). In a French handout,
``ohio.ipynb?lang=fr`` -> ``ohio.html`` and the English link is gone; the descriptions stay bilingual, as in
the notebooks. Needs the venv (nbconvert, nbformat).
"""

import copy
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
DEFAULT_LANGUAGE = "fr"       # a notebook saved before saving recorded its language (dev.py's SAVE_LANGUAGE)
# nbconvert's lab template without what it loads from public CDNs: require.js, MathJax and Mermaid (cdnjs; the
# notebooks have no formulas nor diagrams), and the widget manager (unpkg), which would draw the widgets from
# the saved widget state instead of showing their still pictures (text/html beside each widget view, see
# widgets/static.py).
TEMPLATE = """{%- extends 'lab/index.html.j2' -%}
{%- block html_head_js -%}{%- endblock html_head_js -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
"""
# The gallery's language switch (notebooks/index.ipynb) and what it shows or hides: pictures in <span>s and
# app links in <a>s of class cardgames-lang-<lang> (tests/widgets/test_handout.py checks the gallery's markup).
SWITCH = re.compile(r'<div class="cardgames-switch"[^>]*>.*?</div>\s*', re.DOTALL)
LANGUAGE_ELEMENT = re.compile(r'<(a|span) class="cardgames-lang-([a-z]+)"[^>]*>.*?</\1>\s*', re.DOTALL)
# A relative link to a notebook (no scheme, not from the root): its name, and its #fragment (the query, such
# as ?lang=fr, is dropped: a page on disk has one language).
NOTEBOOK_LINK = re.compile(r'\b(href|src)="(?![/#])([^":?#]+)\.ipynb(?:\?[^"#]*)?(#[^"]*)?"')


def page_html(nb):
    """The notebook ``nb`` (nbformat, with its saved outputs) as one HTML page of the handout: it loads nothing
    from another host (the widgets shown as their still pictures: the saved widget state is left out, so that
    nbconvert picks each output's text/html), its links to notebooks lead to their pages (``<name>.html``), and
    the gallery keeps only the language the notebook was saved in (no switch)."""
    nb = copy.deepcopy(nb)
    language = nb.metadata.get("cardgames", {}).get("saved_language", DEFAULT_LANGUAGE)
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = one_language(cell.source, language)
    return page_links(plain_html(nb))


def plain_html(nb):
    """The notebook ``nb`` as a plain HTML page: nbconvert's lab template without what it loads from public CDNs
    (``TEMPLATE``), no code, each widget as its still picture (the saved widget state is left out, so that
    nbconvert picks each output's text/html). Its links are left as they are."""
    import jinja2
    from nbconvert import HTMLExporter

    nb = copy.deepcopy(nb)
    nb.metadata.pop("widgets", None)
    exporter = HTMLExporter(extra_loaders=[jinja2.DictLoader({"handout.html.j2": TEMPLATE})],
                            template_file="handout.html.j2", exclude_input=True, exclude_input_prompt=True,
                            exclude_output_prompt=True)
    html, _ = exporter.from_notebook_node(nb)
    return html


def one_language(markdown, language):
    """A markdown cell's source (the gallery's) for a handout in ``language``: without the language switch
    nor the pictures and links of another language. Works on the source as written (nbconvert rewrites
    the markup it renders, e.g. the order of attributes)."""
    markdown = SWITCH.sub("", markdown)
    return LANGUAGE_ELEMENT.sub(lambda match: match[0] if match[2] == language else "", markdown)


def page_links(html):
    """The page ``html`` with each relative link to a notebook, ``<name>.ipynb`` (any query such as ?lang=fr
    dropped, a #fragment kept), made a link to its page ``<name>.html``."""
    return NOTEBOOK_LINK.sub(lambda match: f'{match[1]}="{match[2]}.html{match[3] or ""}"', html)


class _References(HTMLParser):
    """The values of a page's src and href attributes."""

    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        self.found += [value for name, value in attrs if name in ("src", "href") and value]


def references(html):
    """Every src and href value of the page ``html`` (character references decoded), in order."""
    parser = _References()
    parser.feed(html)
    parser.close()
    return parser.found


def local_path(reference):
    """The relative file path a src or href value names (percent-decoded, without query nor fragment), or None
    for a reference to another host, a data: URL, a path from the root or a #fragment of the same page."""
    parts = urlsplit(reference)
    if parts.scheme or parts.netloc or not parts.path or parts.path.startswith("/"):
        return None
    return unquote(parts.path)


def copy_references(pages, out, source=NOTEBOOKS):
    """Copy into the folder ``out`` each file of ``source`` the ``pages`` (paths in ``out``) refer to, at the same
    relative path, and what the copied HTML pages refer to in turn. Returns (the files copied, the references
    left broken as (page, reference): those naming no file of ``source`` nor of ``out``, e.g. a page not
    exported, or a file outside ``notebooks/``)."""
    out = Path(out).resolve()
    source = Path(source).resolve()
    done = {Path(page).resolve() for page in pages}
    todo, copied, broken = sorted(done), [], []
    while todo:
        page = todo.pop(0)
        for reference in references(page.read_text(encoding="utf-8")):
            path = local_path(reference)
            if path is None:
                continue
            target = (page.parent / path).resolve()
            if target in done:
                continue
            origin = source / target.relative_to(out) if target.is_relative_to(out) else None
            if origin is None or not origin.is_file():
                if not target.is_file():
                    broken.append((page, reference))
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(origin, target)
            done.add(target)
            copied.append(target)
            if target.suffix == ".html":
                todo.append(target)
    return copied, broken


def export(out, names=(), say=print):
    """Write the handout into the folder ``out``: each saved notebook of ``notebooks/`` (or those ``names``, e.g.
    'ohio') as ``<name>.html`` (``page_html``), and the files they refer to (``copy_references``). Says each
    page written, and each reference left broken (a link to a page not exported, say). Returns the paths
    written; FileNotFoundError for a name with no notebook."""
    import nbformat

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    names = [name.removesuffix(".ipynb") for name in names] or sorted(path.stem for path in NOTEBOOKS.glob("*.ipynb"))
    missing = [name for name in names if not (NOTEBOOKS / f"{name}.ipynb").is_file()]
    if missing:
        raise FileNotFoundError(f"no notebook {', '.join(f'notebooks/{name}.ipynb' for name in missing)}")
    pages = []
    for name in names:
        target = out / f"{name}.html"
        target.write_text(page_html(nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)), encoding="utf-8")
        say(f"{target}: {target.stat().st_size / 1000:.0f} kB")
        pages.append(target)
    copied, broken = copy_references(pages, out)
    if copied:
        folders = sorted({path.parent.relative_to(out.resolve()).as_posix() + "/" for path in copied})
        say(f"{out}: {len(copied)} files the pages use copied from notebooks/ ({', '.join(folders)})")
    for page, reference in broken:
        say(f"warning: {page.relative_to(out.resolve()).as_posix()} refers to {reference}, which is not in {out}"
            + (" (export that notebook too)" if local_path(reference).endswith(".html") else ""))
    return pages + copied
