"""The static site's pages after ``jupyter lite build``: addresses relative to each page, the page's query string
given to its kernel, nothing loaded from another host, and the gallery as a plain page.

Voici writes each notebook as ``voici/render/NAME.html`` with JupyterLite's settings inline (the script element
``jupyter-config-data``). Two of those addresses are written relative to the site (``./static/pyodide/...``)
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

from widgets import handout

PYODIDE_KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
CONFIG = re.compile(r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)', re.DOTALL)
# Voila's lab template links Font Awesome from a CDN; the page's own bundles carry its fonts and styles.
REMOTE = re.compile(r'<(?:link|script)\b[^>]*\b(?:href|src)="(?:https?:)?//[^"]*"[^>]*>(?:\s*</script>)?\s*')
# Run before the page's modules read its settings (a classic script runs as it is parsed; modules after).
QUERY_SCRIPT = """<script>
/* staticsite.pages: the page's query string, given to its Python as Voila gives it (QUERY_STRING) */
(function () {
  var element = document.getElementById("jupyter-config-data");
  var config = JSON.parse(element.textContent);
  var settings = (config.litePluginSettings || {})["%s"] || {};
  var options = settings.loadPyodideOptions = settings.loadPyodideOptions || {};
  options.env = Object.assign({}, options.env || {}, {QUERY_STRING: window.location.search.replace(/^\\?/, "")});
  element.textContent = JSON.stringify(config);
})();
</script>""" % PYODIDE_KERNEL


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


def fix_page(html, up, kernel_script=None):
    """A Voici page (its HTML) made to work at ``up`` folders below the site's root, loading nothing from
    another host, its query string given to its kernel (see the module); ``kernel_script``: see
    ``relative_settings``."""
    match = CONFIG.search(html)
    if match is None:
        raise ValueError("no jupyter-config-data in the page: not a Voici page")
    config = relative_settings(json.loads(match[2]), up, kernel_script)
    html = html[:match.start()] + match[1] + _settings_json(config) + match[3] + "\n" + QUERY_SCRIPT + \
        html[match.end():]
    return app_links(REMOTE.sub("", html))


APP_LINK = re.compile(r'\bhref="(?![/#])([^":?#]+)\.ipynb((?:\?[^"#]*)?(?:#[^"]*)?)"')


def app_links(html, apps=""):
    """``html`` with each relative link to a notebook made a link to its app under ``apps`` (the same folder by
    default), its query and fragment kept: ``yozu.ipynb?lang=fr`` -> ``yozu.html?lang=fr``."""
    return APP_LINK.sub(lambda match: f'href="{apps}{match[1]}.html{match[2]}"', html)


def remote_references(html):
    """The src and href values of ``html`` that name another host (http://, https:// or //)."""
    return [value for value in handout.references(html) if re.match(r"(?:https?:)?//", value)]


def gallery_html(nb, apps="voici/render/"):
    """The gallery (notebooks/index.ipynb, ``nb``) as the site's first page: a plain page (it runs no code, so it
    starts no kernel), its language switch kept, each link to a notebook made a link to that notebook's app
    under ``apps`` with its query (``ohio.ipynb?lang=fr`` -> ``voici/render/ohio.html?lang=fr``)."""
    return app_links(handout.plain_html(nb), apps)


def page_depth(page, site):
    """How many folders below the site's root ``site`` the page ``page`` is."""
    return len(Path(page).resolve().relative_to(Path(site).resolve()).parts) - 1
