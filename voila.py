"""Voila's Python configuration for the gallery (Voila reads ./voila.py and ./voila.json when started here).

``voila.json`` holds the plain settings (sources and tracebacks hidden, idle kernels culled, and
``VoilaExecutor.iopub_timeout``: when a class opens pages at once, a kernel may take more than
nbclient's default 4 s to send a cell's output, which was then dropped with only "Timeout waiting
for IOPub output" in the log, and the page showed no table); this file holds what JSON cannot say:

* The page template ``cardgames`` (share/jupyter/voila/templates/cardgames): Voila's lab template
  without its links to a public CDN, so that no page asks another host for anything.
* A cap on the kernels that pages use (gallery_server.CappedKernelManager, admitted per request by
  gallery_server.GalleryIdentityProvider): beyond it a page gets "the server is full, try again in
  a minute" (HTTP 503, Retry-After) and starts no kernel, so that requests without a browser
  (``curl`` of a render URL starts a kernel) cannot exhaust memory. CARDGAMES_MAX_KERNELS sets it
  (default MAX_KERNELS, one more for the teacher's page with a class hub; 0: no cap);
  ``--CappedKernelManager.max_kernels=N`` on the command line too.
* Preheated kernels: CARDGAMES_POOL_SIZE=N (``dev.py gallery`` sets 1) has Voila keep N kernels per
  notebook that have already run it, so that a page is ready at once; they are not counted in the
  cap until a page takes one. CARDGAMES_CLASS_POOL="ohio=25" (``dev.py gallery --class-pool
  ohio=25``; several: "ohio=20,hue=5") keeps that many for the app a class will open instead
  (Voila's ``kernel_pools_config``, per notebook). Set pools here, not with ``--preheat_kernel`` on
  the command line: Voila refuses a prelaunch hook together with a pool, and this file sets one
  without it.
* One language per page: the markdown cells of the page's language only (``?lang=``; each cell is written in
  one language, cardlib.text.prose), left out on the server by gallery_server.prose.PageLanguage, an
  nbconvert preprocessor Voila runs on every notebook it renders (``VoilaExporter.preprocessors``).
* Every notebook page gets the ``_xsrf`` cookie. A closing tab asks Voila to stop its kernel (a
  POST to /voila/api/shutdown/<kernel>) and sends that cookie's value with it; Voila sets the
  cookie only on its folder pages, not on notebook pages, so the request was refused (403
  "'_xsrf' argument missing from POST", voila-dashboards/voila#1458) and the kernel kept running
  until culled. The cap's per-request hook gives the cookie on the standalone server; the
  prelaunch hook below gives it where that hook is not used (Voila as a Jupyter server extension,
  as on Binder), unless there is a pool.

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


def class_pools(text):
    """The per-app pools of CARDGAMES_CLASS_POOL, "ohio=25" or "ohio=20,hue.ipynb=5", as
    {"ohio.ipynb": 25, ...}; ValueError naming a malformed entry. The same form as dev.class_pools
    (dev.py's --class-pool), which this file, run in Voila's process, cannot import."""
    pools = {}
    for entry in filter(None, (part.strip() for part in text.split(","))):
        app, _, size = entry.partition("=")
        app = app.strip()
        if not app or not size.strip().isdigit():
            raise ValueError(f"CARDGAMES_CLASS_POOL: {entry!r} is not APP=N (for instance ohio=25)")
        pools[app if app.endswith(".ipynb") else f"{app}.ipynb"] = int(size)
    return pools


# Page kernels at once: a class of 30. Measured (benchmarks/README.md, "Classroom"): 30 pages on
# Ohio with five moves each, the pool of 7 and the server peaked at 2.4 GB (about 60-65 MB a
# kernel); a lesson's figures add matplotlib to a kernel. On a 4 GB machine whose students all run
# lessons, 24 leaves more room (CARDGAMES_MAX_KERNELS=24).
MAX_KERNELS = 30

# Pages that one person opens, once: a kernel kept ready for them would wait all day (the teacher's view of a class).
UNPOOLED = ("teacher.ipynb",)


# Voila finds templates in the Jupyter data directories, which JUPYTER_PATH extends.
_data_dirs = [path for path in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if path]
if str(TEMPLATES_ROOT) not in _data_dirs:
    os.environ["JUPYTER_PATH"] = os.pathsep.join([str(TEMPLATES_ROOT), *_data_dirs])

# Kernels talk to the server over Unix sockets named after their connection files, not TCP ports:
# with a class starting 30 kernels at once, a TCP port picked for one kernel was sometimes taken
# before it bound it ("zmq.error.ZMQError: Address already in use"), the kernel died and its page
# was cut short. Windows has no such sockets: TCP there.
if os.name == "posix":
    c.KernelManager.transport = "ipc"                                  # noqa: F821

c.VoilaConfiguration.template = "cardgames"                           # noqa: F821 (given by traitlets)
c.VoilaExporter.preprocessors = ["gallery_server.prose.PageLanguage"]  # noqa: F821
c.VoilaConfiguration.multi_kernel_manager_class = "gallery_server.CappedKernelManager"    # noqa: F821
c.Voila.identity_provider_class = "gallery_server.GalleryIdentityProvider"              # noqa: F821
# With a class hub (dev.py class) the teacher's page takes a place too: one more, so that a class of
# MAX_KERNELS students all get in.
TEACHER_PLACES = 1 if os.environ.get("CARDGAMES_CLASS_HUB") else 0
c.CappedKernelManager.max_kernels = int(os.environ.get("CARDGAMES_MAX_KERNELS",                       # noqa: F821
                                                       MAX_KERNELS + TEACHER_PLACES))
POOL_SIZE = int(os.environ.get("CARDGAMES_POOL_SIZE", 0))
CLASS_POOLS = class_pools(os.environ.get("CARDGAMES_CLASS_POOL", ""))
if POOL_SIZE > 0 or CLASS_POOLS:
    c.VoilaConfiguration.preheat_kernel = True                          # noqa: F821
    c.VoilaConfiguration.default_pool_size = POOL_SIZE                  # noqa: F821
    # Voila's kernel manager class is made at start-up around ours; its name is VoilaKernelManager.
    c.VoilaKernelManager.kernel_pools_config = {                       # noqa: F821
        "default": {"pool_size": POOL_SIZE},
        **{notebook: {"pool_size": 0} for notebook in UNPOOLED},
        **{notebook: {"pool_size": size} for notebook, size in CLASS_POOLS.items()}}
else:
    c.VoilaConfiguration.prelaunch_hook = give_the_page_its_xsrf_cookie  # noqa: F821
