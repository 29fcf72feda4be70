"""Messages as plain JSON values, and back: what a server sends a page of the log, a refusal or a bot's reason.

An ``i18n.Message`` is a ``str`` (its English text) that keeps its catalogue key and parameters, so that each page
shows it in its own language. ``json.dumps`` of one keeps only the English; ``to_plain`` keeps it whole, as
``{"message": key, "params": {...}}``, its parameters made plain the same way (a ``Message``, an ``i18n.Number``
as ``{"number": value, "digits", "sign"}``, a list or tuple as a list). ``from_plain`` gives the ``Message`` back,
equal to the first and shown the same in every language. Plain strings and numbers stay as they are.
"""

from numbers import Real

from . import i18n


def to_plain(value):
    """``value`` (a ``Message``, a ``Number``, a list of them, a string or a number) as plain JSON values."""
    if isinstance(value, i18n.Message):
        return {"message": value.key, "params": {name: to_plain(v) for name, v in value.params.items()}}
    if isinstance(value, i18n.Number):
        return {"number": value.value, "digits": value.digits, "sign": value.sign}
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    if value is None or isinstance(value, (str, bool, Real)):
        return value if not isinstance(value, str) else str(value)
    raise TypeError(f"{type(value).__name__} is not a message parameter that can be sent: {value!r}")


def from_plain(data):
    """The value ``to_plain`` made ``data`` from: a ``Message`` for ``{"message", "params"}``, a ``Number`` for
    ``{"number", ...}``, a list, a string or a number. ValueError for a dict that is neither (or names no message
    of the catalogues)."""
    if isinstance(data, dict):
        if "message" in data:
            key, params = data["message"], data.get("params", {})
            if not isinstance(key, str) or not i18n.has(key) or not isinstance(params, dict):
                raise ValueError(f"not a message of the catalogues: {key!r}")
            try:
                return i18n.Message(key, **{name: from_plain(v) for name, v in params.items()})
            except (KeyError, IndexError, TypeError) as error:      # its parameters do not fit its text
                raise ValueError(f"the parameters of {key!r} do not fit its text: {error}") from None
        if "number" in data:
            return i18n.Number(data["number"], data.get("digits"), bool(data.get("sign")))
        raise ValueError(f"not a plain message or number: {sorted(data)}")
    if isinstance(data, list):
        return [from_plain(v) for v in data]
    return data
