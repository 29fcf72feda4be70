"""What the tests of a Voila server started on small notebooks share: writing such a notebook, and an
HTTP GET that answers with an error's status too."""

import urllib.error
import urllib.request

import nbformat

PAGE = 120                # s: a page request runs its notebook
IDLE = 5                  # s for a pooled kernel to have finished its small notebook


def write_notebook(folder, name, *sources):
    """Write a notebook of code cells ``sources`` as ``folder/name``."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source) for source in sources])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, folder / name)


def get(url):
    """GET ``url``: (status, headers, body text); an HTTP error is an answer too."""
    try:
        with urllib.request.urlopen(url, timeout=PAGE) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()
