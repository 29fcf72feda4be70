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

    async def get_rendered_notebook(self, notebook_name=None, kernel=None, **kwargs):
        """As Voila's: a page takes a pooled kernel (here ``kernel``), and the pool is refilled."""
        self.fill_if_needed(delay=None, notebook_name=notebook_name,
                            extra_kernel_env_variables={"CARDGAMES_LANGUAGE": kernels.filling_language()})
        return None, [], kernel

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


def test_a_class_pool_is_refilled_once_its_class_has_gone(monkeypatch):
    """A class pool exists for the class's arrival. Refilled while the class works (60 s after the last page took a
    kernel, or once the pages had connected), thirty kernels started beside the class's pages loading, answering
    and running on the same two cores (the class benchmark: load average 59 at the answers). It is refilled once
    none of the pages it gave a kernel to is open any more."""
    monkeypatch.setenv("CARDGAMES_LANGUAGE", "fr")
    manager = PooledManager(refill_quiet=0.2)

    async def a_class():
        with kernels.in_language("fr"):
            for kernel_id in ("k1", "k2"):                                        # two pages take pooled kernels
                manager._kernels[kernel_id] = ServerKernelManager()
                await manager.get_rendered_notebook(notebook_name="yozu_probability.ipynb", kernel=kernel_id)
        await asyncio.sleep(0.5)
        during, open_ = list(manager.fills), manager.class_pages_open(("fr", "yozu_probability.ipynb"))
        del manager._kernels["k1"]                                                # one tab closed: not yet
        await asyncio.sleep(0.3)
        one_left = list(manager.fills)
        del manager._kernels["k2"]                                                # the class has gone
        await asyncio.sleep(0.3)
        return during, open_, one_left

    during, open_, one_left = asyncio.run(a_class())
    assert during == one_left == [] and open_ == 2
    assert manager.fills == [("yozu_probability.ipynb", 0, "fr")]


def test_the_culler_spares_a_kernel_still_starting():
    """jupyter_server's culler read a starting kernel's last activity with hasattr, which let the TraitError
    through: an error and a traceback in the log for each kernel started while it ran."""
    starting = ServerKernelManager()
    assert not kernels.has_activity(starting)
    manager = kernels.CappedKernelManager()
    manager._kernels["k1"] = starting
    assert asyncio.run(manager.cull_kernel_if_idle("k1")) is None
