"""``dev.py gallery`` trusts the project's own notebooks (issue 34): Voila printed « Notebook … is not trusted » 13
times at each start, once for each notebook it preheats a kernel for (the notebooks are saved with their outputs).

The set-up step (``dev.trust_notebooks``) is run for real, with ``jupyter trust``, into a Jupyter data folder of the
test's own (``JUPYTER_DATA_DIR``), and each notebook is then loaded as Voila loads it (jupyter_server's contents
manager, whose notary reads that folder), its warnings read. The whole command's log is read too, by
tests/test_readme.py, which starts ``python3 dev.py gallery``.
"""

import logging
import sys
from pathlib import Path

import pytest

from conftest import NOTEBOOKS, load_dev

dev = load_dev()

NOT_TRUSTED = "is not trusted"


def warnings_on_loading(data_dir):
    """The warnings of Voila's contents manager when it loads each notebook of notebooks/, the notary's signatures
    read from ``data_dir``."""
    from jupyter_server.services.contents.largefilemanager import LargeFileManager
    from traitlets.config import Config

    said = []

    class Heard(logging.Handler):
        def emit(self, record):
            said.append(record.getMessage())

    log = logging.getLogger(f"{__name__}.contents")
    log.propagate = False
    handler = Heard(logging.WARNING)
    log.addHandler(handler)
    try:
        manager = LargeFileManager(root_dir=str(NOTEBOOKS), log=log,
                                   config=Config({"NotebookNotary": {"data_dir": str(data_dir)}}))
        for path in sorted(NOTEBOOKS.glob("*.ipynb")):
            manager.get(path.name)
        manager.notary.close()
    finally:
        log.removeHandler(handler)
    return said


def test_the_set_up_trusts_every_notebook_so_that_voila_warns_of_none(tmp_path, monkeypatch):
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path))       # jupyter trust's notary, as Voila's reads it
    monkeypatch.setattr(dev, "PYTHON", Path(sys.executable))    # the environment running the suite
    notebooks = sorted(path.name for path in NOTEBOOKS.glob("*.ipynb"))
    before = warnings_on_loading(tmp_path)
    assert sorted(line for line in before if NOT_TRUSTED in line) == [
        f"Notebook {name} {NOT_TRUSTED}" for name in notebooks], "the warning this test looks for"
    assert dev.trust_notebooks()
    assert [line for line in warnings_on_loading(tmp_path) if NOT_TRUSTED in line] == []


def test_the_gallery_trusts_the_notebooks_after_the_set_up_and_before_voila_starts(monkeypatch):
    done = []

    class VoilaStarted(Exception):
        pass

    def popen(command, **kwargs):
        done.append("voila")
        raise VoilaStarted

    monkeypatch.setattr(dev, "ensure_venv", lambda *args, **kwargs: done.append("venv"))
    monkeypatch.setattr(dev, "trust_notebooks", lambda: done.append("trust"))
    monkeypatch.setattr(dev.subprocess, "Popen", popen)
    monkeypatch.setattr(dev.signal, "signal", lambda *args: None)     # the worker keeps its own SIGTERM handler
    with pytest.raises(VoilaStarted):
        dev.gallery(dev.command_line().parse_args(["gallery", "--port", "8866"]))
    assert done == ["venv", "trust", "voila"]
