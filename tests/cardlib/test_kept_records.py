"""Records and position links written before cardlib moved to one package per game (issue 33) still open.

``tests/data/before-games-64b6f4f/`` was written at commit 64b6f4f, the last commit of the old layout:
a round and a match of every game played by a seeded random player, each saved as the record
``cardlib.simulate --save-records`` writes, with the position link of its last position, its log (English)
and what ``python3 -m cardlib replay`` printed of three of them in French and English. Whatever the
engine's files are called, a teacher's saved game and a link a class was given must replay the same.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import cardlib
from cardlib import links

KEPT = Path(__file__).resolve().parents[1] / "data" / "before-games-64b6f4f"
EXPECTED = json.loads((KEPT / "expected.json").read_text(encoding="utf-8"))
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_record_written_before_the_move_replays_to_the_same_game(name):
    record = json.loads((KEPT / f"{name}.json").read_text(encoding="utf-8"))
    expected = EXPECTED[name]
    state = cardlib.replay(record)
    assert len(state.moves) == expected["moves"]
    assert state.is_over == expected["over"]
    assert [str(entry) for entry in state.log] == expected["log"]
    if expected["over"]:
        assert list(state.scores()) == expected["scores"]
    assert state.to_record() == record


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_position_link_copied_before_the_move_opens_the_same_position(name):
    record = json.loads((KEPT / f"{name}.json").read_text(encoding="utf-8"))
    position = links.decode(EXPECTED[name]["link"])
    assert position.human == 0
    assert position.record["moves"] == record["moves"]
    assert [str(entry) for entry in position.state.log] == EXPECTED[name]["log"]
    assert links.encode(position.state, human=0) == EXPECTED[name]["link"]


@pytest.mark.parametrize("name", ["woo-match-seed11", "yoyo-round-seed11", "hue-round-seed11"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_command_line_replays_a_record_written_before_the_move_as_it_did(name, lang):
    done = subprocess.run([sys.executable, "-m", "cardlib", "replay", str(KEPT / f"{name}.json"), "--lang", lang],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == (KEPT / f"replay-{name}.{lang}.txt").read_text(encoding="utf-8")
