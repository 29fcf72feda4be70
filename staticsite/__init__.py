"""The gallery as a static site: every game plays in the student's browser, with no server (issue 26).

``python3 dev.py static-site --out DIR`` runs ``python -m staticsite --out DIR`` in ``.venv``. The build:

1. ``runtime``: the Pyodide runtime (the npm package ``pyodide``, pinned with its integrity in pyproject.toml's
   ``[tool.cardgames.static-site]``), and the lessons' packages (matplotlib and what it needs) from a Pyodide
   distribution given with ``--pyodide`` (then served by the site), else named at the distribution's address
   online (loaded when a lesson's Run first draws a figure).
2. ``wheels``: the project's own wheel and the pure-Python wheels its pages import in the browser
   (requirements/browser.txt, hash-checked), with the Pyodide kernel's own wheels, listed in a
   ``pyodide-lock.json`` made for the site, so that the kernel loads everything from the site at once.
3. ``jupyter lite build`` with Voici: each notebook of ``notebooks/`` becomes a page (``voici/render/NAME.html``)
   that runs it in a Pyodide kernel in the browser, like Voila.
4. ``pages``: every address made relative to its page (the site works under any path: GitHub Pages, a school
   web space, a folder copied elsewhere), the page's query string given to the kernel as Voila gives it
   (``QUERY_STRING``: ``?lang=`` and ``?position=`` links work as in Voila), the gallery as a plain page, and
   what the pages never load pruned.
5. ``warmstart``: the kernel starts Python through ``warm-start.js``, which keeps a snapshot of Python in the
   browser at its first visit and restores it at the next ones (a warm visit of any page starts in about 2 s).

Nothing here runs in the browser; ``widgets.browser`` holds what the pages' own Python needs there.
"""
