"""Widget messages the kernel cannot use are answered without a traceback.

A page may send the kernel a widget message it does not expect (a ``comm_open`` to
``jupyter.widget`` without a protocol version, a malformed ``comm_msg``). ipykernel then logs the
error with its traceback on the ``ipykernel.comm`` logger, and that text reaches the visitor's
websocket as a stderr stream, install paths included. ``install`` adds a filter to that logger
(and to ``comm``'s, used by other kernels) that keeps one line: what failed and the exception's
type and message, the message left out when it names a path.
"""

import logging
import os

LOGGERS = ("ipykernel.comm", "Comm")


class OneLineErrors(logging.Filter):
    """Turns a record's traceback into one line naming the exception (no frames, no paths)."""

    def filter(self, record):
        """Keep the record, its ``exc_info`` folded into the message."""
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            detail = str(error)
            if any(sep in detail for sep in {"/", "\\", os.sep}):
                detail = ""
            record.msg = f"{record.getMessage()} ({type(error).__name__}{': ' + detail if detail else ''})"
            record.args = ()
            record.exc_info = None
            record.exc_text = None
        return True


def install():
    """Add the one-line filter to the comm loggers (once)."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(existing, OneLineErrors) for existing in logger.filters):
            logger.addFilter(OneLineErrors())
