"""The static site's pages after ``jupyter lite build``: addresses relative to each page, the page's query string
given to its kernel, nothing loaded from another host, and the gallery as a plain page.

Voici writes each notebook as ``voici/render/NAME.html`` with JupyterLite's settings inline (the script element
``jupyter-config-data``). A page speaks one language (cardlib.text.prose): each notebook is built once per language
of its prose, ``NAME.html`` in the site's default language (the gallery's first) and ``NAME.<lang>.html`` in each
other; a page opened with another language's ``?lang=`` goes to that language's page at once (``language_script``),
and links carry the reader to the page of their language (``app_links``). Two of those addresses are written relative to the site (``./static/pyodide/...``)
where the page reads them relative to itself: ``relative_settings`` makes them relative to the page, so that
the site works under any path. Voila gives a kernel the page's query string (``QUERY_STRING``); a kernel in
the browser has no such thing, so ``QUERY_SCRIPT`` puts the page's ``location.search`` into the kernel's
environment before it starts (Pyodide's ``env`` option): ``?lang=fr`` and ``?position=...`` work unchanged
(``widgets.language``, ``widgets.share``).
"""

import copy
import json
import re
from pathlib import Path
from urllib.parse import urlsplit

from cardlib.text import i18n, prose
from widgets import handout

PYODIDE_KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
CONFIG = re.compile(r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)', re.DOTALL)
# Voila's lab template links Font Awesome from a CDN; the page's own bundles carry its fonts and styles.
REMOTE = re.compile(r'<(?:link|script)\b[^>]*\b(?:href|src)="(?:https?:)?//[^"]*"[^>]*>(?:\s*</script>)?\s*')
# Run before the page's modules read its settings (a classic script runs as it is parsed; modules after).
# The page's language is added when its address names none, so that the tables speak the prose's language.
QUERY_SCRIPT = """<script>
/* staticsite.pages: the page's query string, given to its Python as Voila gives it (QUERY_STRING) */
(function () {
  var element = document.getElementById("jupyter-config-data");
  var config = JSON.parse(element.textContent);
  var settings = (config.litePluginSettings || {})["%s"] || {};
  var options = settings.loadPyodideOptions = settings.loadPyodideOptions || {};
  var query = window.location.search.replace(/^\\?/, "");
  if (!/(^|&)lang=/.test(query)) query = (query ? query + "&" : "") + "lang=" + document.documentElement.lang;
  options.env = Object.assign({}, options.env || {}, {QUERY_STRING: query});
  element.textContent = JSON.stringify(config);
})();
</script>""" % PYODIDE_KERNEL
# First in the page's head: a page asked for in another language (?lang=) of the site goes to that language's page.
LANGUAGE_SCRIPT = """<script>
/* staticsite.pages: one page per language; ?lang= chooses which */
(function () {
  var pages = %s, here = "%s";
  var asked = new URLSearchParams(window.location.search).get("lang");
  if (asked && asked !== here && pages[asked]) window.location.replace(pages[asked] + window.location.search + window.location.hash);
})();
</script>"""
HEAD = re.compile(r"<head\b[^>]*>")
HTML_LANG = re.compile(r"<html\b[^>]*>")


def _relative(address, up):
    """``address`` (./x, relative to the site) made relative to a page ``up`` folders below the site's root."""
    if address.startswith("./"):
        return "../" * up + address[2:]
    return address


def relative_settings(config, up, kernel_script=None):
    """The page settings ``config`` (a dict) with the Pyodide kernel's addresses relative to a page ``up``
    folders below the site's root: pyodideUrl and pipliteUrls. ``kernel_script``: the file of the runtime's
    folder the kernel loads instead of pyodide.js (jupyter lite build names pyodide.js whatever it is told)."""
    config = copy.deepcopy(config)
    settings = config.get("litePluginSettings", {}).get(PYODIDE_KERNEL, {})
    if "pyodideUrl" in settings:
        settings["pyodideUrl"] = _relative(settings["pyodideUrl"], up)
        if kernel_script:
            settings["pyodideUrl"] = settings["pyodideUrl"].rsplit("/", 1)[0] + "/" + kernel_script
    if "pipliteUrls" in settings:
        settings["pipliteUrls"] = [_relative(url, up) for url in settings["pipliteUrls"]]
    return config


def _settings_json(config):
    """``config`` as the text of a script element: no '</' that would end it early, as Voici writes it."""
    return json.dumps(config).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def fix_page(html, up, kernel_script=None, name=None, languages=(), lang=None):
    """A Voici page (its HTML) made to work at ``up`` folders below the site's root, loading nothing from
    another host, its query string given to its kernel (see the module); ``kernel_script``: see
    ``relative_settings``. With ``languages`` (the site's, its default first), the page is notebook ``name``'s in
    ``lang``: see ``in_language``."""
    match = CONFIG.search(html)
    if match is None:
        raise ValueError("no jupyter-config-data in the page: not a Voici page")
    config = relative_settings(json.loads(match[2]), up, kernel_script)
    html = html[:match.start()] + match[1] + _settings_json(config) + match[3] + "\n" + QUERY_SCRIPT + \
        html[match.end():]
    html = app_links(REMOTE.sub("", html), default=languages[0] if languages else None)
    return in_language(html, name, languages, lang) if languages else html


def page_name(name, lang, languages):
    """The file of notebook ``name``'s page in ``lang``: ``NAME.html`` in the site's default language (the first of
    ``languages``), ``NAME.<lang>.html`` in another."""
    return f"{name}.html" if lang == languages[0] else f"{name}.{lang}.html"


def in_language(html, name, languages, lang):
    """The page ``html`` (the page of notebook ``name`` in ``lang``) marked as ``lang``'s (``<html lang>``, which its
    kernel's query string falls back to) and sending a reader who asks for another of ``languages`` to its page."""
    pages = json.dumps({other: page_name(name, other, languages) for other in languages})
    html = HTML_LANG.sub(lambda match: re.sub(r'\slang="[^"]*"', "", match[0])[:-1] + f' lang="{lang}">', html, count=1)
    return HEAD.sub(lambda match: match[0] + "\n" + LANGUAGE_SCRIPT % (pages, lang), html, count=1)


APP_LINK = re.compile(r'\bhref="(?![/#])([^":?#]+?)\.(ipynb|html)((?:\?[^"#]*)?(?:#[^"]*)?)"')


def app_links(html, apps="", default=None):
    """``html`` with each relative link to a notebook made a link to its app under ``apps`` (the same folder by
    default), its query and fragment kept: ``yozu.ipynb?lang=fr`` -> ``yozu.html?lang=fr``; with the site's
    ``default`` language, a link asking for another goes to that language's page: ``yozu.ipynb?lang=en`` (or
    ``yozu.html?lang=en``, as Voici writes a notebook's link) -> ``yozu.en.html?lang=en``."""
    def link(match):
        name, kind, rest = match[1], match[2], match[3]
        asked = i18n.query_language(urlsplit(rest).query)
        lang = asked if default and asked and asked != default else None
        if kind == "html" and (lang is None or name.endswith(f".{lang}")):
            return match[0]                       # a page already (a rules page, or this language's)
        return f'href="{apps if kind == "ipynb" else ""}{name}{"." + lang if lang else ""}.html{rest}"'

    return APP_LINK.sub(link, html)


def remote_references(html):
    """The src and href values of ``html`` that name another host (http://, https:// or //)."""
    return [value for value in handout.references(html) if re.match(r"(?:https?:)?//", value)]


GALLERY_LINK = re.compile(r'\bhref="index\.ipynb((?:\?[^"#]*)?(?:#[^"]*)?)"')


def gallery_html(nb, apps="voici/render/", languages=("fr", "en"), lang="fr"):
    """The gallery (notebooks/index.ipynb, ``nb``) in ``lang`` as the site's first page (``index.html`` in the default
    language, the first of ``languages``; ``index.<lang>.html`` in another): a plain page (it runs no code, so it
    starts no kernel), its link to the other language's gallery kept, each link to a notebook made a link to that
    notebook's app under ``apps`` with its query (``ohio.ipynb?lang=fr`` -> ``voici/render/ohio.html?lang=fr``)."""
    html = handout.plain_html(prose.one_language(nb, lang), lang)
    html = GALLERY_LINK.sub(lambda match: app_links(f'href="index.ipynb{match[1]}"', default=languages[0]), html)
    return in_language(app_links(html, apps, default=languages[0]), "index", languages, lang)


def page_depth(page, site):
    """How many folders below the site's root ``site`` the page ``page`` is."""
    return len(Path(page).resolve().relative_to(Path(site).resolve()).parts) - 1
