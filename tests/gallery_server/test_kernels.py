"""gallery_server.kernels outside Voila: a class pool refilled once the class has arrived, and the culler spared a
kernel still starting."""

import asyncio
import importlib.util
import time

from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

from conftest import ROOT

# The module alone: the package imports Voila, which voila.py shadows in the repository root.
spec = importlib.util.spec_from_file_location("gallery_kernels_alone", ROOT / "gallery_server" / "kernels.py")
kernels = importlib.util.module_from_spec(spec)
spec.loader.exec_module(kernels)


class PooledManager(kernels.CappedKernelManager):
    """The cap with the pool methods Voila's subclass adds, recording the fills asked of it."""

    kernel_pools_config = {"default": {"pool_size": 1}, "yozu_probability.ipynb": {"pool_size": 30}}

    def __init__(self, **kwargs):
        self.fills = []
        super().__init__(**kwargs)

    def get_pool_size(self, notebook):
        return 0

    async def get_rendered_notebook(self, *args, **kwargs):
        return None

    def fill_if_needed(self, delay=None, notebook_name=None, **kwargs):
        self.fills.append((notebook_name, delay, kwargs["extra_kernel_env_variables"]["CARDGAMES_LANGUAGE"]))


def test_a_class_pool_is_refilled_once_no_page_has_taken_a_kernel_for_a_while(monkeypatch):
    """Refilled as each page took a kernel, a class pool of 30 started 30 kernels beside the 30 pages of the class
    still loading (the class benchmark: 74 kernels, 7.2 GB). A pool of one kernel per app refills at once."""
    monkeypatch.setenv("CARDGAMES_LANGUAGE", "fr,en")
    manager = PooledManager(refill_quiet=0.4)

    async def a_class_arrives():
        manager.fill_if_needed(delay=0, notebook_name="ohio.ipynb")             # at start: at once
        with kernels.in_language("fr"):
            manager.fill_if_needed(delay=None, notebook_name="hue.ipynb")        # a pool of one: at once
            for _ in range(5):                                                   # the class takes kernels
                manager.fill_if_needed(delay=None, notebook_name="yozu_probability.ipynb")
                await asyncio.sleep(0.1)
        during = list(manager.fills)
        await asyncio.sleep(0.6)
        return during

    during = asyncio.run(a_class_arrives())
    assert during == [("ohio.ipynb", 0, "fr"), ("ohio.ipynb", 0, "en"), ("hue.ipynb", None, "fr")]
    assert manager.fills[3:] == [("yozu_probability.ipynb", 0, "fr")]           # once, in the pool's language


def test_a_class_pool_waits_for_the_pages_still_loading(monkeypatch):
    """Thirty browsers on two cores take minutes to load their pages after the server gave them kernels: the
    refill waits until every page given a kernel has connected (or its grace has passed), then refills."""
    monkeypatch.setenv("CARDGAMES_LANGUAGE", "fr")
    manager = PooledManager(refill_quiet=0.2)
    manager._kernels["k1"] = manager._kernels["k2"] = ServerKernelManager()
    manager._given_at.update({"k1": time.monotonic(), "k2": time.monotonic()})          # given just now

    async def pages_load():
        with kernels.in_language("fr"):
            manager.fill_if_needed(delay=None, notebook_name="yozu_probability.ipynb")
        await asyncio.sleep(0.5)
        loading, before = manager.pages_loading(), list(manager.fills)
        manager._connected.update({"k1", "k2"})                                   # their pages connected
        await asyncio.sleep(0.2)
        return loading, before

    loading, before = asyncio.run(pages_load())
    assert loading == 2 and before == []
    assert manager.fills == [("yozu_probability.ipynb", 0, "fr")]


def test_the_culler_spares_a_kernel_still_starting():
    """jupyter_server's culler read a starting kernel's last activity with hasattr, which let the TraitError
    through: an error and a traceback in the log for each kernel started while it ran."""
    starting = ServerKernelManager()
    assert not kernels.has_activity(starting)
    manager = kernels.CappedKernelManager()
    manager._kernels["k1"] = starting
    assert asyncio.run(manager.cull_kernel_if_idle("k1")) is None
