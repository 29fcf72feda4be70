"""Server-side pieces of the gallery's Voila server (voila.py sets them): a cap on the kernels that
pages use, and the bilingual "the server is full" page shown beyond it.

- ``kernels.CappedKernelManager``: Voila's kernel manager with a ceiling on page kernels
  (``max_kernels``), counted apart from the kernels Voila keeps preheated in its pool; it also
  keeps idle culling from stopping the kernel of a page still loading (``connect_grace``), and
  dates a pooled kernel's activity from when a page takes it.
- ``admission.GalleryIdentityProvider``: jupyter_server's per-request hook, used to admit each
  notebook page (or answer 503 with the full page) before Voila gives it a kernel, and to give
  the page the ``_xsrf`` cookie its closing tab needs to stop that kernel.
- ``wire``: the binary kernel messages of a page's websocket read within their bounds, in place of Voila's and
  jupyter_server's readers, one of which hung the whole server on a message in the legacy form (put in place when
  Voila loads this package).

This is server code, run in Voila's process; nothing here is imported by a notebook.
"""

from . import wire
from .admission import GalleryIdentityProvider
from .kernels import CappedKernelManager

wire.install()

__all__ = ["CappedKernelManager", "GalleryIdentityProvider"]
