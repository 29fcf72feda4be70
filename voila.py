"""Voila's Python configuration for the gallery (Voila reads ./voila.py and ./voila.json when started here).

``voila.json`` holds the plain settings (sources and tracebacks hidden, idle kernels culled); this
file holds what JSON cannot say:

* The page template ``cardgames`` (share/jupyter/voila/templates/cardgames): Voila's lab template
  without its links to a public CDN, so that no page asks another host for anything.
* A prelaunch hook that gives every notebook page the ``_xsrf`` cookie. A closing tab asks Voila
  to stop its kernel (a POST to /voila/api/shutdown/<kernel>) and sends that cookie's value with
  it; Voila sets the cookie only on its folder pages, not on notebook pages, so the request was
  refused (403 "'_xsrf' argument missing from POST", voila-dashboards/voila#1458) and the kernel
  kept running until culled.

Traitlets runs this file as configuration (``c`` is given). Python started in the repository root
(``python -c``, ``python -m``) finds this file before the voila package: use ``.venv/bin/voila``,
run Python elsewhere, or pass ``-P`` (binder/postBuild does).
"""

import os
from pathlib import Path

if "c" not in globals():
    raise ImportError(f"{__file__} is Voila's configuration for the gallery, not the voila package: run "
                      "Python outside the repository root, or with -P, to import voila")

TEMPLATES_ROOT = Path(__file__).resolve().parent / "share" / "jupyter"


def give_the_page_its_xsrf_cookie(handler, notebook, cwd):
    """Voila's prelaunch hook: reading the handler's ``xsrf_token`` makes tornado set the ``_xsrf``
    cookie on the page's response, which the page then sends back with its shutdown request."""
    handler.xsrf_token
    return None


# Voila finds templates in the Jupyter data directories, which JUPYTER_PATH extends.
_data_dirs = [path for path in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if path]
if str(TEMPLATES_ROOT) not in _data_dirs:
    os.environ["JUPYTER_PATH"] = os.pathsep.join([str(TEMPLATES_ROOT), *_data_dirs])

c.VoilaConfiguration.template = "cardgames"                           # noqa: F821 (given by traitlets)
c.VoilaConfiguration.prelaunch_hook = give_the_page_its_xsrf_cookie   # noqa: F821
