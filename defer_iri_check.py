"""Defer jsonschema's IRI checker (``rfc3987_syntax``) until a schema asks for it: 2-3 s less at every start of Voila,
JupyterLab, nbconvert and nbclient.

``jsonschema._format`` imports ``rfc3987_syntax`` as soon as jsonschema is imported (``jupyter_events`` and
``nbformat`` import it at start), and that module builds about 35 Earley parsers with Lark at import: 2.4-2.7 s of
CPU on a 2-core machine, in the gallery's server, in every test's Voila server, in ``dev.py``'s notebook tasks. No
schema of Jupyter's or ours has an ``iri`` format (upstream: jupyter-server/jupyter_server#1559,
python-jsonschema/jsonschema#1428). With ``install()`` run at start, ``import rfc3987_syntax`` gives a small module
whose ``is_valid_syntax`` imports the real one on its first call and answers as it does; nothing else changes.

``python3 dev.py`` writes ``defer_iri_check.pth`` into the environment's site-packages (``write_pth``), so that
Python runs ``install()`` at every start there. Standard library only; the finder is asked only for modules not
yet imported and answers at once for any other name.
"""

import importlib.abc
import importlib.machinery
import importlib.util
import sys
import sysconfig
from pathlib import Path

NAME = "rfc3987_syntax"
PTH = "defer_iri_check.pth"


class _Deferred(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``rfc3987_syntax`` where Python would, and loads a stand-in whose functions load the real module."""

    def find_spec(self, name, path=None, target=None):
        if name != NAME:
            return None
        real = importlib.machinery.PathFinder.find_spec(name, path)
        if real is None:
            return None
        spec = importlib.util.spec_from_loader(name, self, is_package=True)
        spec.submodule_search_locations = list(real.submodule_search_locations or [])
        return spec

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        module.__path__ = module.__spec__.submodule_search_locations    # the real submodules load as they are

        def is_valid_syntax(term, value):
            return real_module().is_valid_syntax(term, value)

        module.is_valid_syntax = is_valid_syntax
        module.__getattr__ = lambda attribute: getattr(real_module(), attribute)


def real_module():
    """The real ``rfc3987_syntax.syntax_helpers`` (what the package exports), imported on the first use."""
    return importlib.import_module(NAME + ".syntax_helpers")


def install():
    """Put the finder first on ``sys.meta_path`` (once), unless the module is already imported."""
    if NAME not in sys.modules and not any(isinstance(finder, _Deferred) for finder in sys.meta_path):
        sys.meta_path.insert(0, _Deferred())


def write_pth(site_packages=None):
    """Write ``defer_iri_check.pth`` into ``site_packages`` (default: this Python's), so that every Python start
    there runs ``install()``; returns its path."""
    folder = Path(site_packages or sysconfig.get_paths()["purelib"])
    path = folder / PTH
    path.write_text("import defer_iri_check; defer_iri_check.install()\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    print(write_pth())
