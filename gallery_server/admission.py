"""The gallery's per-request hook: jupyter_server asks its identity provider who makes each request
(in the handler's ``prepare``, before Voila's handler runs); ours answers as the default one does,
and for a notebook page also

- asks the kernel manager for a place (``CappedKernelManager.admit``), which may answer the
  request with the "server full" page instead;
- gives the page the ``_xsrf`` cookie. A closing tab asks Voila to stop its kernel (a POST to
  /voila/api/shutdown/<kernel>) with that cookie's value; Voila sets the cookie only on its folder
  pages, so without it the request was refused (403, voila-dashboards/voila#1458) and the kernel
  ran until culled. Voila's ``prelaunch_hook`` did this before, but it cannot be combined with
  preheated kernels.
"""

from jupyter_server.auth.identity import PasswordIdentityProvider
from voila.handler import VoilaHandler


def is_notebook_page(handler):
    """True for a GET of a notebook page (/voila/render/..., or the page of a one-notebook server)."""
    return isinstance(handler, VoilaHandler) and handler.request.method == "GET"


class GalleryIdentityProvider(PasswordIdentityProvider):
    """jupyter_server's default identity provider, which also admits notebook pages (see the module)."""

    def get_user(self, handler):
        """The default user; for a notebook page, first its place on the server, then its cookie."""
        if not is_notebook_page(handler):
            return super().get_user(handler)
        admit = getattr(handler.kernel_manager, "admit", None)
        if admit is not None:
            admit(handler)
        user = super().get_user(handler)
        handler.current_user = user     # tornado's xsrf_token reads it (prepare sets the same user)
        handler.xsrf_token              # reading it makes tornado set the _xsrf cookie on this response
        return user
