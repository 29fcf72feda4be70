"""A Voila kernel manager with a ceiling on the kernels that pages use.

Every notebook page Voila serves gets a kernel of its own (about 100 MB each), also when the
request comes from a script that never opens the page (``curl`` of a render URL). The ceiling
``max_kernels`` bounds those *page kernels*; the kernels Voila keeps preheated in its pool
(``preheat_kernel``, one pool per notebook) are bounded by the pool size and are not counted
until a page takes one.

Admission happens per request (``admit``, called by ``admission.GalleryIdentityProvider`` before
Voila's handler runs): a request admitted holds a reservation until its kernel is counted (its
``start_kernel`` call) or the request ends (a page given a pooled kernel still starting); a page
that takes a pooled kernel ready now needs none. A refused request is answered with the "server
full" page (HTTP 503, ``Retry-After``) and starts nothing.

Voila subclasses this class when it preheats (``voila_kernel_manager_factory``); the pool is
Voila's ``_pools`` (one list of tasks per notebook), read here only to tell pooled kernels apart.
Pooled kernels run their notebooks before any page asks, without a query string: in their pool's
language and at no shared position. There is one pool per notebook and language of
``i18n.pool_languages()`` (``dev.py gallery`` preheats French, the gallery's default, and English:
CARDGAMES_LANGUAGE="fr,en"), so that the first visitor of each app gets a ready kernel whichever link
of the gallery's switch they follow (``LanguagePools``). The first language has the pools Voila is
configured with (a class pool, ``kernel_pools_config``); each other language keeps at most one kernel
per notebook. A page whose URL asks for a language no pool has (``?lang=``), carries a position
(``?position=``, a link copied from a table: cardlib.links, widgets.share) or a guided game's step (``?guided=``,
a reloaded guided game: cardlib.guide, widgets.start) is given a kernel started for it, which reads its query string, instead of a pooled one (``needs_its_own_kernel``).
"""

import asyncio
import contextlib
import contextvars
import time
import weakref
from datetime import datetime, timezone
from importlib.resources import files

from jupyter_server.base.call_context import CallContext
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import Finish
from traitlets import Float, Int, TraitError

from cardlib.text import i18n
from cardlib import guide, links

RETRY_AFTER = 60          # seconds, the "server full" page's Retry-After (and its own reload)
PREHEAT_ENV = "VOILA_PREHEAT"      # Voila starts pool kernels with this variable set to "True"


OTHER_LANGUAGES_POOL = 1           # kernels per notebook in each pool language but the first
_LANGUAGE = contextvars.ContextVar("cardgames_pool_language", default=None)   # the pools read and filled now


def asked_language(handler):
    """The language ``handler``'s page link asks for (``?lang=``), or None (None too for no request)."""
    request = getattr(handler, "request", None)
    return i18n.query_language(request.query) if request is not None else None


def filling_language():
    """The language of the pool being read or filled now (``in_language``), or None outside one: a preheated
    kernel's page is rendered in it (gallery_server.prose)."""
    return _LANGUAGE.get()


def asks_another_language(handler):
    """True when ``handler``'s page asks (``?lang=``) for a language no pool runs in."""
    asked = asked_language(handler)
    return asked is not None and asked not in i18n.pool_languages()


def page_pool_language(handler):
    """The pool language of ``handler``'s page: the one its link asks for, else the first pool language."""
    asked = asked_language(handler)
    return asked if asked in i18n.pool_languages() else i18n.pool_languages()[0]


class LanguagePools:
    """Voila's ``_pools`` (notebook -> list of kernel tasks), one such mapping per pool language. Reading or
    writing a notebook's pool uses the language of the moment (``in_language``, else the first); ``values``
    gives every language's pools, so that Voila and the cap see every pooled kernel (none is culled or
    counted as a page's)."""

    def __init__(self, pools=None):
        self.by_language = {}
        for notebook, pool in (pools or {}).items():
            self[notebook] = pool

    def current(self):
        """The pools of the language of the moment."""
        return self.by_language.setdefault(_LANGUAGE.get() or i18n.pool_languages()[0], {})

    def get(self, notebook, default=None):
        return self.current().get(notebook, default)

    def __getitem__(self, notebook):
        return self.current()[notebook]

    def __setitem__(self, notebook, pool):
        self.current()[notebook] = pool

    def __contains__(self, notebook):
        return notebook in self.current()

    def values(self):
        return [pool for pools in self.by_language.values() for pool in pools.values()]

    def __len__(self):
        return len(self.values())


@contextlib.contextmanager
def in_language(lang):
    """Read and fill the pools of ``lang`` (``LanguagePools``) inside the block."""
    token = _LANGUAGE.set(lang)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def carries_a_position(handler):
    """True when ``handler``'s page URL carries a table's position (``?position=``), valid or not:
    only a kernel started for the page sees it (and says what is wrong with a bad one)."""
    return handler is not None and links.query_position(handler.request.query) is not None


def carries_a_guided_game(handler):
    """True when ``handler``'s page URL says how far a guided first game is (``?guided=12``: a reloaded page,
    ``cardlib.guide.QUERY_KEY``): only a kernel started for the page opens it there."""
    return handler is not None and guide.query_moves(handler.request.query) is not None


def needs_its_own_kernel(handler):
    """True when a pooled kernel cannot show ``handler``'s page: it asks for another language than
    the pool's, or carries a position or a guided game's step."""
    return asks_another_language(handler) or carries_a_position(handler) or carries_a_guided_game(handler)


def server_full_page():
    """The bilingual "the server is full, try again in a minute" page (package data)."""
    return files(__package__).joinpath("server_full.html").read_text(encoding="utf-8")


def refuse(handler):
    """Answer ``handler``'s request with the full page, HTTP 503 and Retry-After, and end it."""
    handler.clear()
    handler.set_status(503)
    handler.set_header("Content-Type", "text/html; charset=UTF-8")
    handler.set_header("Cache-Control", "no-store")
    handler.set_header("Retry-After", str(RETRY_AFTER))
    raise Finish(server_full_page())


def has_activity(kernel):
    """False for a kernel still starting, which has no last activity yet: jupyter_server's culler tested it with
    ``hasattr``, which lets the TraitError through ("expected a datetime, not the NoneType None"): an error and its
    traceback in the log for each kernel started while the culler ran (a class pool refilling)."""
    try:
        kernel.last_activity
    except TraitError:
        return False
    return True


class CappedKernelManager(AsyncMappingKernelManager):
    """Voila's kernel manager, refusing new pages once ``max_kernels`` page kernels are running."""

    max_kernels = Int(30, config=True,
                      help="Most kernels that pages may use at once (preheated kernels waiting in "
                           "the pool are not counted); 0 or less: no ceiling.")

    refill_quiet = Float(60, config=True,
                         help="A class pool (a pool of more than one kernel) is refilled once its class has gone: "
                              "no page has taken one of its kernels for this many seconds, and none of the pages "
                              "it gave a kernel to is still open. Refilled as each page took one, thirty kernels "
                              "started beside the class's pages loading, answering and running on the same cores. "
                              "0: at once.")

    connect_grace = Float(600, config=True,
                          help="Seconds after a page is given its kernel during which idle culling spares "
                               "that kernel if no page has connected to it yet (a page slow to load while a "
                               "whole class loads); 0: culled as any idle kernel.")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._given_at = {}               # kernel id -> when a page was given it (time.monotonic)
        self._connected = set()           # kernels a page has connected to
        self._starting = set()            # ids of kernels being started (page or pool)
        self._preheating = set()          # ids of pool kernels being started
        self._waiting = weakref.WeakSet()  # admitted requests that have no kernel counted yet
        self._taken_at = {}               # (language, notebook) of a class pool -> when a page last took a kernel
        self._refills = {}                # (language, notebook) -> the task refilling it once the class has gone
        self._class_pages = {}            # (language, notebook) -> ids of the kernels its class pool gave pages
        # Voila's handler takes a pooled kernel when get_pool_size says the pool has one; Voila's subclass
        # defines its pool methods, so the request's query (its language, a position) is read by instance
        # attributes wrapping them.
        pool_size = getattr(self, "get_pool_size", None)
        if pool_size is not None:
            self.get_pool_size = lambda notebook: self._page_pool_size(pool_size, notebook)
        rendered = getattr(self, "get_rendered_notebook", None)
        if rendered is not None:
            self.get_rendered_notebook = lambda *args, **kwargs: self._page_rendered_notebook(rendered, args, kwargs)
        fill = getattr(self, "fill_if_needed", None)
        if fill is not None:
            self.fill_if_needed = lambda *args, **kwargs: self._fill_when_quiet(fill, args, kwargs)

    @property
    def _pools(self):
        """Voila's pools, one set per language (``LanguagePools``); Voila assigns a dict, kept as such."""
        return self.__dict__.setdefault("_language_pools", LanguagePools())

    @_pools.setter
    def _pools(self, pools):
        self.__dict__["_language_pools"] = pools if isinstance(pools, LanguagePools) else LanguagePools(pools)

    def _page_pool_size(self, pool_size, notebook):
        """Voila's pool size for the page being served: 0 when it needs its own kernel, else its language's."""
        handler = CallContext.get(CallContext.JUPYTER_HANDLER)
        if needs_its_own_kernel(handler):
            return 0
        with in_language(page_pool_language(handler)):
            return pool_size(notebook)

    async def _page_rendered_notebook(self, rendered, args, kwargs):
        """Voila's pooled kernel for the page being served, from its language's pool (refilled in it)."""
        with in_language(page_pool_language(CallContext.get(CallContext.JUPYTER_HANDLER))):
            result = await rendered(*args, **kwargs)
            notebook = kwargs.get("notebook_name", args[0] if args else None)
            if self._is_class_pool(notebook):
                self._class_pages.setdefault((_LANGUAGE.get(), notebook), set()).add(result[-1])
        return result

    def _is_class_pool(self, notebook):
        return self.kernel_pools_config.get(notebook, {}).get("pool_size", 0) > 1

    def _fill_when_quiet(self, fill, args, kwargs):
        """Voila's ``fill_if_needed``: at start (``delay=0``) and for a pool of one kernel per notebook, at once
        (``_fill_languages``); a class pool's refill after a page took one of its kernels (``delay=None``), once
        the class has gone (``refill_quiet``): the class's pages have the cores to themselves, and latecomers get
        a kernel started for them."""
        notebook = kwargs.get("notebook_name")
        if kwargs.get("delay", 0) is not None or not self._is_class_pool(notebook) or self.refill_quiet <= 0:
            return self._fill_languages(fill, args, kwargs)
        key = (_LANGUAGE.get(), notebook)
        self._taken_at[key] = time.monotonic()
        if key not in self._refills:
            self._refills[key] = asyncio.ensure_future(self._refill_when_quiet(key, fill, args, kwargs))
        return None

    def class_pages_open(self, key):
        """How many of the pages that class pool ``key`` (language, notebook) gave a kernel to still have it."""
        return sum(1 for kernel_id in self._class_pages.get(key, ()) if kernel_id in self._kernels)

    async def _refill_when_quiet(self, key, fill, args, kwargs):
        try:
            while True:
                left = self._taken_at[key] + self.refill_quiet - time.monotonic()
                if left <= 0 and not self.class_pages_open(key):
                    break
                await asyncio.sleep(max(left, self.refill_quiet / 10))
            self.log.info("The class of %s has gone: refilling its pool", key[1])
            self._class_pages.pop(key, None)
            with in_language(key[0]):
                self._fill_languages(fill, args, {**kwargs, "delay": 0})
        finally:
            self._refills.pop(key, None)

    def _fill_languages(self, fill, args, kwargs):
        """Voila's ``fill_if_needed`` for the language of the moment (a pool a page has just taken from), or at
        start for every pool language: its kernels run with CARDGAMES_LANGUAGE set to it alone. Every
        language but the first keeps at most OTHER_LANGUAGES_POOL kernels per notebook."""
        languages = [_LANGUAGE.get()] if _LANGUAGE.get() else i18n.pool_languages()
        first = i18n.pool_languages()[0]
        for lang in languages:
            extra = {**kwargs.get("extra_kernel_env_variables", {}), "CARDGAMES_LANGUAGE": lang}
            configured = self.kernel_pools_config
            with in_language(lang):
                if lang != first:
                    self.kernel_pools_config = {name: {**config, "pool_size": min(config.get("pool_size", 1),
                                                                                  OTHER_LANGUAGES_POOL)}
                                                for name, config in configured.items()}
                try:
                    fill(*args, **{**kwargs, "extra_kernel_env_variables": extra})
                finally:
                    self.kernel_pools_config = configured

    async def start_kernel(self, *args, kernel_id=None, **kwargs):
        """Start a kernel, counted from the first moment; a page's start ends its reservation."""
        kernel_id = kernel_id or self.new_kernel_id()
        pooled = (kwargs.get("env") or {}).get(PREHEAT_ENV) == "True"
        self._starting.add(kernel_id)
        if pooled:
            self._preheating.add(kernel_id)
        else:
            self._waiting.discard(CallContext.get(CallContext.JUPYTER_HANDLER))
        try:
            started = await super().start_kernel(*args, kernel_id=kernel_id, **kwargs)
        finally:
            self._starting.discard(kernel_id)
            self._preheating.discard(kernel_id)
        if not pooled:
            self._given_at[started] = time.monotonic()
        return started

    def notify_connect(self, kernel_id):
        """A page connected to ``kernel_id`` (jupyter_server's websocket calls this)."""
        self._connected.add(kernel_id)
        return super().notify_connect(kernel_id)

    async def cull_kernel_if_idle(self, kernel_id):
        """Cull ``kernel_id`` if idle, as jupyter_server does, but not while its page may still be
        loading: given to a page less than ``connect_grace`` seconds ago and never connected to.
        Culling counts idleness from the kernel's last message, so a page that took longer than
        the idle timeout to load (30 pages loading at once on 2 cores) lost its kernel."""
        given = self._given_at.get(kernel_id)
        if (given is not None and kernel_id not in self._connected
                and time.monotonic() - given < self.connect_grace):
            return None
        kernel = self._kernels.get(kernel_id)
        if kernel is not None and not has_activity(kernel):
            return None
        self._given_at.pop(kernel_id, None)
        self._connected.discard(kernel_id)
        return await super().cull_kernel_if_idle(kernel_id)

    def pooled_kernel_ids(self):
        """The kernels waiting in Voila's pools for a page (started or being started)."""
        ids = set(self._preheating)
        for pool in self._pools.values():
            for task in pool:
                if task.done() and not task.cancelled() and task.exception() is None:
                    ids.add(task.result()["kernel_id"])
        return ids

    def page_kernel_ids(self):
        """The kernels given to pages (or being started for one): every kernel but the pooled ones."""
        every = set(self.list_kernel_ids()) | set(self._pending_kernels) | self._starting
        return every - self.pooled_kernel_ids()

    def waiting_requests(self):
        """How many admitted page requests are still waiting for their kernel."""
        return sum(1 for handler in list(self._waiting) if not handler._finished)

    def places_taken(self):
        """Page kernels plus admitted requests that will each take one."""
        return len(self.page_kernel_ids()) + self.waiting_requests()

    def takes_a_ready_pooled_kernel(self, handler):
        """True when ``handler``'s page will be given a pooled kernel that has already started (the
        first in its notebook's pool). Voila takes it from the pool without yielding to other
        requests, and from then on it counts as a page kernel: no reservation is needed."""
        with in_language(page_pool_language(handler)):
            pool = self._pools.get(handler.path_args[0] if handler.path_args else None)
        return bool(pool) and pool[0].done() and not pool[0].cancelled() and pool[0].exception() is None

    def admit(self, handler):
        """Let ``handler``'s page request through and hold a place for it, or answer it with the
        full page (503) when every place is taken."""
        if handler in self._waiting:
            return
        if 0 < self.max_kernels <= self.places_taken():
            self.log.warning("Server full (%d page kernels): refused %s", self.max_kernels, handler.request.path)
            refuse(handler)
        if not needs_its_own_kernel(handler) and self.takes_a_ready_pooled_kernel(handler):
            with in_language(page_pool_language(handler)):
                self.mark_active(self._pools[handler.path_args[0]][0].result()["kernel_id"])
        else:
            self._waiting.add(handler)

    def mark_active(self, kernel_id):
        """Date ``kernel_id``'s last activity now. A pooled kernel's last activity is when it ran its
        notebook, possibly long before a page takes it: idle culling (voila.json) would then stop it
        at its next pass if the page had not connected yet (seen with 30 pages loading at once)."""
        self.get_kernel(kernel_id).last_activity = datetime.now(timezone.utc)
        self._given_at[kernel_id] = time.monotonic()
