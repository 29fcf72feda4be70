"""Kernel messages on a page's websocket, read within their bounds.

A kernel message with binary parts (an image widget's picture) travels between the server and a page as one binary
websocket message, in one of jupyter_server's two forms: the v1 protocol (``v1.kernel.websocket.jupyter.org``: an
8-byte little-endian count of offsets, then the offsets), or the legacy one (a 4-byte big-endian count of parts, then
their offsets, the first part the JSON message). Three readers in the server trusted the count before comparing it
with the message's length:

- Voila reads the header of every binary message it *sends* (to drop ``execute_input``) as v1. A socket in the
  legacy protocol (a client that asks for no subprotocol; jupyter_server also falls back to it while a socket closes)
  gets the legacy form, whose first 8 bytes read as about 10^18: Voila's process looped on that count for good,
  answered no page, and grew by gigabytes (a class of 30 whose Runs were drawing figures when sockets timed out).
- jupyter_server reads a binary message a page *sends* in either form the same way: one message announcing 2^60
  parts held the server as long.

``install()`` (called when Voila loads this package) replaces the three readers with ones that refuse a count the
message cannot hold: Voila's gets no header (the message is sent as it is), jupyter_server's raise ValueError (the
message is dropped, the socket stays open). Tested in tests/gallery_server/test_voila_server.py.
"""

import json
import struct

V1_OFFSET = 8          # bytes of each count and offset in the v1 form
LEGACY_OFFSET = 4      # ... in the legacy form


def v1_offsets(message):
    """The offsets of a v1 binary message, or None when its count or offsets do not fit in it."""
    if len(message) < V1_OFFSET:
        return None
    count = int.from_bytes(message[:V1_OFFSET], "little")
    if not 2 <= count <= len(message) // V1_OFFSET - 1:
        return None
    offsets = [int.from_bytes(message[V1_OFFSET * (i + 1):V1_OFFSET * (i + 2)], "little") for i in range(count)]
    if offsets[0] != V1_OFFSET * (count + 1) or offsets != sorted(offsets) or offsets[-1] > len(message):
        return None
    return offsets


def legacy_offsets(message):
    """The offsets of a legacy binary message's parts, or None when its count or offsets do not fit in it."""
    if len(message) < LEGACY_OFFSET:
        return None
    (count,) = struct.unpack("!I", message[:LEGACY_OFFSET])
    if not 1 <= count <= len(message) // LEGACY_OFFSET - 1:
        return None
    offsets = list(struct.unpack(f"!{count}I", message[LEGACY_OFFSET:LEGACY_OFFSET * (count + 1)]))
    if offsets[0] != LEGACY_OFFSET * (count + 1) or offsets != sorted(offsets) or offsets[-1] > len(message):
        return None
    return offsets


def message_header(message):
    """The header of a binary kernel message in the v1 form, or None (Voila's ``read_header_from_binary_message``,
    which trusted the count). A message in the legacy form has no header for it, as before: Voila sends it on."""
    offsets = v1_offsets(message)
    if offsets is None or len(offsets) < 3:
        return None
    try:
        return json.loads(message[offsets[1]:offsets[2]].decode("utf-8"))
    except ValueError:
        return None


def read_v1(message):
    """jupyter_server's ``deserialize_msg_from_ws_v1`` within the message's bounds: ``(channel, parts)``, or
    ValueError."""
    offsets = v1_offsets(message)
    if offsets is None:
        raise ValueError("a binary message whose offsets do not fit in it")
    channel = message[offsets[0]:offsets[1]].decode("utf-8")
    return channel, [message[offsets[i]:offsets[i + 1]] for i in range(1, len(offsets) - 1)]


def read_legacy(message, original):
    """jupyter_server's ``deserialize_binary_message`` (``original``) on a message whose count and offsets fit in
    it, else ValueError."""
    if legacy_offsets(message) is None:
        raise ValueError("a binary message whose offsets do not fit in it")
    return original(message)


def install():
    """Put the bounded readers in place of Voila's and jupyter_server's (see the module); done once."""
    from jupyter_server.services.kernels.connection import channels
    from voila.tornado import kernel_websocket_handler

    kernel_websocket_handler.read_header_from_binary_message = message_header
    channels.deserialize_msg_from_ws_v1 = read_v1
    original = getattr(channels.deserialize_binary_message, "original", channels.deserialize_binary_message)

    def bounded_legacy(message):
        return read_legacy(message, original)

    bounded_legacy.original = original
    channels.deserialize_binary_message = bounded_legacy
