"""The two errors of the protocol: a refused move and a bad record; ``refusal`` builds the first."""


class IllegalAction(ValueError):
    """A move the rules refuse; ``reason`` is the sentence of ``explain`` and ``rule`` its rule id."""

    def __init__(self, reason):
        super().__init__(str(reason))
        self.reason = reason
        self.rule = getattr(reason, "rule", None)


def refusal(key, **params):
    """An ``IllegalAction`` whose reason is the catalogue message ``key`` (see ``cardlib.text.i18n``)."""
    from .text.i18n import Message
    return IllegalAction(Message(key, **params))


class RecordError(ValueError):
    """A record that cannot be replayed; ``index`` is the first bad move's index (None for the header)."""

    def __init__(self, reason, index=None):
        where = "record header" if index is None else f"move {index}"
        super().__init__(f"{where}: {reason}")
        self.reason = str(reason)
        self.index = index
