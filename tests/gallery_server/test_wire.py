"""gallery_server.wire: binary kernel messages read within their bounds, in both of jupyter_server's forms (the
readers Voila and jupyter_server had trusted a count the message did not hold, and hung the server on it)."""

import importlib.util

import pytest
from jupyter_server.services.kernels.connection.base import (deserialize_binary_message, serialize_binary_message,
                                                              serialize_msg_to_ws_v1)
from jupyter_client.session import Session

from conftest import ROOT

# The module alone: the package imports Voila, which voila.py shadows in the repository root.
spec = importlib.util.spec_from_file_location("gallery_wire", ROOT / "gallery_server" / "wire.py")
wire = importlib.util.module_from_spec(spec)
spec.loader.exec_module(wire)

HEADER = {"msg_id": "1", "msg_type": "comm_msg", "session": "s", "username": "u", "version": "5.3", "date": ""}


def v1_message(buffers=(b"\x89PNG" * 100,)):
    parts = Session(key=b"").serialize({"header": HEADER, "parent_header": {}, "metadata": {},
                                        "content": {"data": {}}, "buffers": list(buffers)})
    return serialize_msg_to_ws_v1(parts[2:6] + list(buffers), "iopub")   # after the delimiter and signature


def legacy_message():
    return serialize_binary_message({"header": HEADER, "parent_header": {}, "metadata": {}, "content": {},
                                     "buffers": [b"\x89PNG" * 100]})


def test_the_header_is_read_in_the_v1_form_and_both_forms_are_read_whole():
    assert wire.message_header(v1_message())["msg_type"] == "comm_msg"
    assert wire.message_header(legacy_message()) is None          # as Voila had it: sent on as it is
    channel, parts = wire.read_v1(v1_message())
    assert channel == "iopub" and parts[-1] == b"\x89PNG" * 100
    assert wire.read_legacy(legacy_message(), deserialize_binary_message)["buffers"] == [b"\x89PNG" * 100]


@pytest.mark.parametrize("forged", [
    (2**60).to_bytes(8, "little") + bytes(64),                 # a count the message cannot hold
    (3).to_bytes(8, "little") + (32).to_bytes(8, "little") + (10**12).to_bytes(8, "little") * 2,  # past its end
    b"\x00\x00\x00\x02\x00\x00\x00\x0c",                      # a legacy header with nothing after it
    bytes([0xFF] * 4) + bytes(16),                             # 2^32 - 1 legacy parts
    b"", b"\x01"])
def test_a_count_or_offset_that_does_not_fit_is_refused(forged):
    # Read as before, the first of these held the process for good: this test would never end.
    assert wire.message_header(forged) is None
    with pytest.raises(ValueError):
        wire.read_v1(forged)
    with pytest.raises(ValueError):
        wire.read_legacy(forged, deserialize_binary_message)
