"""Every notebook in notebooks/ runs top to bottom without an error (nbclient, kernel python3)."""


import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from conftest import NOTEBOOKS

pytestmark = pytest.mark.notebook

CELL_TIMEOUT = 300     # seconds for one cell: the lessons simulate a few thousand games


def failing_cell(nb):
    """(index, cell) of the first code cell whose outputs hold an error, or (None, None)."""
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and any(out.get("output_type") == "error" for out in cell.get("outputs", [])):
            return index, cell
    return None, None


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda path: path.name)
def test_notebook_runs_top_to_bottom(path):
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    try:
        client.execute()
    except CellExecutionError as error:
        index, cell = failing_cell(nb)
        if cell is None:
            raise
        first_line = cell.source.strip().splitlines()[0] if cell.source.strip() else "(empty)"
        pytest.fail(f"{path.name}: cell {index} (starting {first_line!r}) failed:\n{error}", pytrace=False)
    assert nb.cells, f"{path.name} has no cells"
