"""The hub's checks on a request (class_hub.checks): nicknames, codes, guesses, batches, sizes, wrong codes; every
refusal has its text."""

import ast

import pytest

from cardlib.text import i18n
from class_hub import checks
from class_hub.checks import Refused, WrongJoins
from class_hub.hub_tables import TableHandler
from class_hub.store import new_code
from conftest import ROOT


def refused(call, *args):
    """The reason ``call(*args)`` was refused for (it must be)."""
    with pytest.raises(Refused) as caught:
        call(*args)
    assert caught.value.message_id == f"class.refused.{caught.value.reason}"
    return caught.value.reason


def test_a_nickname_is_kept_as_typed_without_its_outer_spaces():
    assert checks.nickname("  Zoé  la  Grande ") == "Zoé la Grande"
    assert checks.nickname("李小龙") == "李小龙"
    assert refused(checks.nickname, "   ") == "nickname_missing"
    assert refused(checks.nickname, None) == "nickname_missing"
    assert refused(checks.nickname, "Zoé\nDROP") == "nickname_unprintable"
    assert refused(checks.nickname, "a\x00b") == "nickname_unprintable"
    assert refused(checks.nickname, "x" * (checks.NICKNAME_LONGEST + 1)) == "nickname_too_long"
    assert checks.nickname("x" * checks.NICKNAME_LONGEST)


def test_a_code_is_read_as_a_student_types_it():
    code = new_code()
    assert checks.class_code(code) == code
    assert checks.class_code(f" {code[:4].lower()}-{code[4:]} ") == code
    for wrong in ("", code[:-1], code + "A", "0" * len(code), 12345678):
        assert refused(checks.class_code, wrong) == "code_malformed"


def test_a_guess_is_a_finite_number_and_a_batch_adds_up():
    assert checks.guess(0) == 0.0 and checks.guess(1) == 1.0 and checks.guess(-2.75) == -2.75     # Ohio's points
    for wrong in (checks.GUESS_LARGEST + 1, "0.5", None, True, float("nan"), float("inf"), -float("inf")):
        assert refused(checks.guess, wrong) == "guess_out_of_range"
    assert checks.batch(100, 37) == (100, 37.0) and checks.batch(10, -25) == (10, -25.0)
    assert checks.batch(10, 25, largest_result=3) == (10, 25.0)
    for games, total in ((0, 0), (100, 100 * checks.GUESS_LARGEST + 1), (1.5, 1), (checks.BATCH_LARGEST + 1, 0),
                         (10, "3"), (10, float("nan")), (3, 4), ):
        largest = 1 if (games, total) == (3, 4) else checks.GUESS_LARGEST
        assert refused(checks.batch, games, total, largest) == "batch_malformed"


def test_a_page_asks_about_a_few_questions_at_once():
    assert checks.question_ids(["ohio.lead.1.2.win", "q2"]) == ["ohio.lead.1.2.win", "q2"]
    for wrong in ([], ["q"] * (checks.QUESTIONS_AT_ONCE + 1), "q1", [""], ["x" * (checks.QUESTION_ID_LONGEST + 1)],
                  ["a\nb"], [3]):
        assert refused(checks.question_ids, wrong) == "request_malformed"


def test_an_oversized_request_is_refused():
    checks.request_size(b"x" * checks.REQUEST_LARGEST)
    assert refused(checks.request_size, b"x" * (checks.REQUEST_LARGEST + 1)) == "request_too_large"


def test_wrong_codes_are_answered_thirty_a_minute_and_right_ones_always():
    now = [0.0]
    limit = WrongJoins(most=3, window=60, clock=lambda: now[0])
    for _ in range(3):
        limit.check()
        limit.note_wrong()
    with pytest.raises(Refused) as caught:
        limit.check()
    assert caught.value.reason == "too_many_wrong_codes" and caught.value.values == {"seconds": 61}
    now[0] = 59.5
    with pytest.raises(Refused):
        limit.check()
    now[0] = 60.0                       # the first wrong code is a minute old: one more is answered
    limit.check()


def test_every_refusal_the_hub_can_answer_has_its_text_in_every_language():
    """Each ``Refused("reason")`` written in class_hub (and each store error it answers as one) names a message of
    the catalogues, which the page says in its language: a refusal added without its text would reach a student as
    its id."""
    reasons = set()
    for path in (ROOT / "class_hub").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Refused" and node.args and \
                    isinstance(node.args[0], ast.Constant):
                reasons.add(node.args[0].value)
    reasons |= set(TableHandler.REFUSALS.values())
    assert {"stale_move", "not_your_turn", "illegal_move", "unknown_table", "table_full"} <= reasons
    missing = [reason for reason in sorted(reasons) if not i18n.has(f"class.refused.{reason}")]
    assert not missing, f"refusals without a text in the catalogues: {missing}"


def test_a_table_code_is_read_in_any_case_and_anything_else_is_refused():
    assert checks.table_code(" k7qm ") == "K7QM"
    for bad in ("K7Q", "K7QMP", "K0QM", "", None, 42):
        assert refused(checks.table_code, bad) == "table_malformed"
