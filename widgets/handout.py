"""The handout: the saved notebooks as a folder of HTML pages that works when opened from disk (issue 23), one
folder per language (issue 34).

``python3 dev.py export-html --out handout`` writes, for each language of the notebooks' prose (French, English),
``handout/<lang>/<name>.html``: nbconvert's lab template without what it loads from public CDNs, each widget shown
as its still picture (``widgets/static.py``), the prose in that language only (cardlib.text.prose). A notebook is
saved in one language (``dev.py save-notebooks --lang``, French by default): its pages in another language are
made from the notebook run anew in that language (``export``'s ``run``). Beside the pages, each language's folder
gets a copy of every file of ``notebooks/`` they refer to, at the relative path the pages use: the gallery's
pictures (``pictures/<game>-<lang>.svg``) and the rules pages (``rules/<game>.<lang>.html``). ``handout/index.html``
names the languages. Each folder can be copied to a USB stick and opened from disk (file://): no page loads
anything from another host, and every link leads to a file of the folder.

The lessons' results (issue 34): a lesson computes only when the reader clicks (issue 10), so a notebook saved as
Voila opens it would show each lesson as "click Run", beside buttons that cannot work on a page without a kernel.
``show_lesson_results`` does in the kernel, once every cell has run, what a reader's clicks do: each lesson not run
yet runs, each question is checked (its exact answer) and simulated once, Monty Hall plays its hundred rounds of each
strategy; ``retake_pictures`` then displays the still pictures of the widgets that hold them, taken again
(``widgets.static.pictures_again``), and ``put_pictures`` puts them in place of the pictures of the saved outputs.
dev.py's ``run_notebook`` runs them after the notebook's cells (``FINISH``), for ``save-notebooks`` as for a page
run in another language. The saved widget state, which JupyterLab draws, shows the same results.

Links between notebooks: a relative link to ``<name>.ipynb?lang=<lang>`` (a Voila app) becomes a link to the page
``<name>.html`` of the same language's folder, or ``../<other>/<name>.html`` for another language (the gallery's
link to the other language's gallery). Needs the venv (nbconvert, nbformat).
"""

import copy
import gc
import re
import shutil
import sys
from html import escape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

from cardlib.text import i18n, prose

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
# The last cell run in a notebook's kernel when it is saved or run for a page (dev.py's run_notebook): the lessons'
# results shown, then the pictures of the widgets holding them displayed as one PICTURES output.
FINISH = "import widgets.handout as _handout\nawait _handout.retake_pictures()"
PICTURES = "application/x.cardgames-pictures+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# A relative link to a notebook (no scheme, not from the root): its name, its query (?lang=, which a page on disk
# does not read: it picks the language's folder) and its #fragment.
NOTEBOOK_LINK = re.compile(r'\b(href|src)="(?![/#])([^":?#]+)\.ipynb(\?[^"#]*)?(#[^"]*)?"')


def _alive(class_path):
    """The instances alive in this kernel of the class ``module:name``, in the order made; none when its module was
    never imported (a notebook without that lesson imports nothing more here)."""
    module, name = class_path.split(":")
    kind = getattr(sys.modules.get(module), name, None)
    return [item for item in gc.get_objects() if kind is not None and isinstance(item, kind)]


async def show_lesson_results():
    """In a notebook's kernel once its cells have run: do what the reader's clicks do, for what no click did yet.
    Each lesson's Run (``LessonRunner``, Ohio's ``LeadLesson``); each question's Check, then its simulation, run to
    its end without its pauses (``Predict``); Monty Hall's "100 × keep" and "100 × switch". Returns every lesson of
    the kernel, run now or before (for ``widgets.static.pictures_again``: a notebook whose cells ran a lesson must
    be saved as one whose lessons ran here)."""
    runners = _alive("widgets.figures:LessonRunner")
    leads = _alive("widgets.ohio.lesson:LeadLesson")
    games = _alive("widgets.yozu.monty:MontyHall")
    questions = _alive("widgets.predict:Predict")
    for runner in runners:
        if not runner.runs:
            runner.button.click()
    for lesson in leads:
        if not lesson.runs:
            lesson.run_button.click()
    for monty in games:
        if not any(monty.tally[key][0] for key in ("keep", "switch")):
            for button in monty.auto.values():
                button.click()
    for question in questions:
        if question.widget.layout.display == "none":        # a question withdrawn (answers that cannot be)
            continue
        if not question.checked and not question.check_button.disabled:
            question.check_button.click()                    # as a click: a lesson may listen to it (Yozu's grid)
        if question.checked and not question.runs and not question.running:
            question.pace = 0
            question.run_button.click()
        if question.task is not None:
            await question.task
    return runners + leads + games + questions


async def retake_pictures():
    """``FINISH``: show the lessons' results (``show_lesson_results``), then display, as one output of the type
    ``PICTURES``, {model id: still picture} of every displayed widget holding one of the lessons changed."""
    from IPython.display import display

    from .static import pictures_again

    changed = await show_lesson_results()
    display({PICTURES: pictures_again(changed)}, raw=True)


def put_pictures(nb, finish):
    """Put in the outputs of the notebook ``nb`` the pictures the cell ``finish`` (``FINISH``, run last) displayed:
    each widget view's text/html becomes its widget's picture taken again, where there is one."""
    pictures = {}
    for output in finish.get("outputs", []):
        pictures.update(output.get("data", {}).get(PICTURES, {}))
    for cell in nb.cells:
        for output in cell.get("outputs", []) if cell.cell_type == "code" else ():
            view = output.get("data", {}).get(WIDGET_VIEW)
            if view is not None and view.get("model_id") in pictures and "text/html" in output["data"]:
                output["data"]["text/html"] = pictures[view["model_id"]]


def saved_language(nb):
    """The language the notebook ``nb``'s outputs were saved in (dev.py save-notebooks)."""
    return nb.metadata.get("cardgames", {}).get("saved_language", DEFAULT_LANGUAGE)


def page_html(nb, lang=None):
    """The notebook ``nb`` (nbformat, with its saved outputs) as one HTML page of the handout in ``lang`` (default:
    the language it was saved in, whose outputs it holds): its prose in that language only, nothing loaded from
    another host (the widgets shown as their still pictures: the saved widget state is left out, so that nbconvert
    picks each output's text/html), its links to notebooks leading to their pages (``page_links``)."""
    lang = lang or saved_language(nb)
    return page_links(plain_html(prose.one_language(nb, lang), lang), lang)


def plain_html(nb, lang="en"):
    """The notebook ``nb`` as a plain HTML page in ``lang`` (its ``<html lang>``): nbconvert's lab template without
    what it loads from public CDNs (``TEMPLATE``), no code, each widget as its still picture (the saved widget
    state is left out, so that nbconvert picks each output's text/html). Its links are left as they are."""
    import jinja2
    from nbconvert import HTMLExporter

    nb = copy.deepcopy(nb)
    nb.metadata.pop("widgets", None)
    exporter = HTMLExporter(extra_loaders=[jinja2.DictLoader({"handout.html.j2": TEMPLATE})],
                            template_file="handout.html.j2", exclude_input=True, exclude_input_prompt=True,
                            exclude_output_prompt=True, language_code=lang)
    html, _ = exporter.from_notebook_node(nb)
    return html


def page_links(html, lang=None):
    """The page ``html`` (a page of ``lang``'s folder) with each relative link to a notebook, ``<name>.ipynb`` (its
    query dropped, a #fragment kept), made a link to its page: ``<name>.html``, or ``../<other>/<name>.html`` when
    the query asks for another language (``?lang=<other>``)."""
    def link(match):
        asked = i18n.query_language(urlsplit(match[3] or "").query)
        folder = f"../{asked}/" if lang and asked and asked != lang else ""
        return f'{match[1]}="{folder}{match[2]}.html{match[4] or ""}"'

    return NOTEBOOK_LINK.sub(link, html)


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


def export(out, names=(), languages=None, run=None, say=print):
    """Write the handout into the folder ``out``: for each of ``languages`` (default: every language of the
    notebooks' prose), each saved notebook of ``notebooks/`` (or those ``names``, e.g. 'ohio') as
    ``<lang>/<name>.html`` (``page_html``) and the files they refer to (``copy_references``), and ``index.html``
    naming the languages. A notebook saved in another language is first run in ``lang`` by ``run(nb, lang)``
    (which replaces its outputs; dev.py's run_notebook). Says each page written, and each reference left broken
    (a link to a page not exported, say). Returns the paths written; FileNotFoundError for a name with no
    notebook, ValueError for a language the notebooks are not written in."""
    import nbformat

    out = Path(out)
    names = [name.removesuffix(".ipynb") for name in names] or sorted(path.stem for path in NOTEBOOKS.glob("*.ipynb"))
    missing = [name for name in names if not (NOTEBOOKS / f"{name}.ipynb").is_file()]
    if missing:
        raise FileNotFoundError(f"no notebook {', '.join(f'notebooks/{name}.ipynb' for name in missing)}")
    notebooks = {name: nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4) for name in names}
    written = prose.languages(notebooks.get("index") or nbformat.read(NOTEBOOKS / "index.ipynb", as_version=4))
    languages = list(languages or written)
    unknown = [lang for lang in languages if lang not in written]
    if unknown:
        raise ValueError(f"the notebooks are not written in {', '.join(unknown)}: choose among {', '.join(written)}")
    out.mkdir(parents=True, exist_ok=True)
    done = []
    for lang in languages:
        folder = out / lang
        folder.mkdir(exist_ok=True)
        pages = []
        for name, nb in notebooks.items():
            if saved_language(nb) != lang and any(cell.cell_type == "code" for cell in nb.cells):
                if run is None:
                    raise ValueError(f"{name} is saved in {saved_language(nb)}: its {lang} page needs it run in {lang}")
                say(f"{name}: running it in {lang} for its page ...")
                nb = run(copy.deepcopy(nb), lang)
            target = folder / f"{name}.html"
            target.write_text(page_html(nb, lang), encoding="utf-8")
            say(f"{target}: {target.stat().st_size / 1000:.0f} kB")
            pages.append(target)
        copied, broken = copy_references(pages, folder)
        if copied:
            kinds = sorted({path.parent.relative_to(folder.resolve()).as_posix() + "/" for path in copied})
            say(f"{folder}: {len(copied)} files the pages use copied from notebooks/ ({', '.join(kinds)})")
        for page, reference in broken:
            say(f"warning: {page.relative_to(out.resolve()).as_posix()} refers to {reference}, which is not in {folder}"
                + (" (export that notebook too)" if local_path(reference).endswith(".html") else ""))
        done += pages + copied
    index = out / "index.html"
    index.write_text(languages_page(languages, "index" in notebooks), encoding="utf-8")
    return done + [index]


def languages_page(languages, gallery=True):
    """The handout's first page: a link to each language's folder (its gallery, else the folder), each language
    named in itself (« Français », "English")."""
    target = "index.html" if gallery else ""
    links = "\n".join(f'<li><a href="{lang}/{target}" lang="{lang}" hreflang="{lang}">{escape(i18n.language_name(lang))}</a></li>'
                      for lang in languages)
    return ('<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n<meta name="viewport" '
            'content="width=device-width, initial-scale=1">\n<title>Jeux de cartes · Card games</title>\n</head>\n'
            f'<body>\n<ul>\n{links}\n</ul>\n</body>\n</html>\n')
