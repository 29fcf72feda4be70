"""The event loop a page's code runs on: the kernel's in Jupyter and Voila, Pyodide's on the static site, none in
a script or a test that calls a widget's methods itself.

A lesson's simulation, a class's requests to its hub and the figures' load run as tasks on that loop, so that a
page keeps answering clicks while they work; without a loop they run to their end where they are called.
"""

import asyncio


def running_loop():
    """The event loop running here, or None (a script, a test outside one)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def start(coroutine):
    """Run ``coroutine`` as a task on the running event loop and return the task; without one, run it to its end
    here and return None."""
    loop = running_loop()
    if loop is None:
        asyncio.run(coroutine)
        return None
    return loop.create_task(coroutine)
