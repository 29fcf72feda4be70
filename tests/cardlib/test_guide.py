"""The guided first games' scripts (issue 35, ``cardlib.guide``): each replays to its end with the engine in every
language, shows every rule of its game's page or says why not, and a script's faults are named with their step."""

import re

import pytest

import cardlib
from cardlib import guide
from cardlib.text import i18n
from conftest import ROOT

SCRIPTED = [game for game in cardlib.GAMES if guide.script_path(game).is_file()]


def test_every_game_has_its_guided_first_game():
    assert SCRIPTED == list(cardlib.GAMES)


def page_rules(game):
    """The rule ids of ``docs/<game>.md``: its rule anchors (``<a id="o3"></a>O3``)."""
    text = (ROOT / "docs" / f"{game}.md").read_text(encoding="utf-8")
    return set(re.findall(r'<a id="[a-z]+\d+[a-z]?"></a>([A-Z]+\d+[a-z]?)', text))     # W6b too


@pytest.mark.parametrize("game", SCRIPTED)
def test_a_script_shows_every_rule_of_its_game_or_says_why_not(game):
    script = guide.load(game)
    rules, met, left_out = page_rules(game), set(script.rules_met()), set(script.left_out)
    assert rules, f"no rule found in docs/{game}.md"
    assert met | left_out == rules, f"neither shown nor left out: {sorted(rules - met - left_out)}"
    assert not met & left_out, f"shown and said left out: {sorted(met & left_out)}"
    assert met <= rules and left_out <= rules, "a rule the game's page does not have"
    assert all(len(reason.split()) >= 5 for reason in script.left_out.values()), "a rule left out without a reason"
    # After the others' replies, one sentence says what just happened (issue 35).
    silent = [number for number, step in enumerate(script.steps, 1) if step.replies and not step.after]
    assert not silent, f"steps whose replies no sentence follows: {silent}"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", SCRIPTED)
def test_a_script_is_played_to_its_end_as_a_student_plays_it(game, lang):
    """The suggested move at each step is played with its replies; any other legal move is answered with a
    sentence and changes nothing; every text is shown in the language; the game ends with the summary."""
    script = guide.load(game)
    played = guide.Guide(script)
    shown = [i18n.translate(played.intro(), lang)]
    for number, step in enumerate(script.steps, 1):
        assert played.step_index == number - 1 and played.suggested() == step.move
        assert played.state.current_player == script.human
        shown.append(i18n.translate(played.instruction(), lang))
        other = next((str(a) for a in played.state.legal_actions() if str(a) != step.move), None)
        if other is not None:
            before = played.state.to_record()
            verdict, message = played.judge(other)
            assert verdict == "other" and i18n.translate(message, lang), f"step {number}: {other} was not answered"
            assert played.state.to_record() == before, "a move the guide does not follow is not played"
        assert played.judge(step.move) == ("play", None)
        after = played.play()
        if after is not None:
            shown.append(i18n.translate(after, lang))
    assert played.over and played.state.is_over
    assert played.judge(script.steps[0].move)[0] == "over"
    shown += [i18n.translate(message, lang) for message in played.summary()]
    assert all(text and "{" not in text for text in shown)
    assert played.state.moves == script.moves(), "the game played is the script's, move for move"


@pytest.mark.parametrize("game", SCRIPTED)
def test_a_refused_move_gets_the_rules_reason_and_is_not_played(game):
    script = guide.load(game)
    played = guide.Guide(script)
    for _ in script.steps:
        legal = {str(a) for a in played.state.legal_actions()}
        # The script's own moves: one allowed at one moment is often refused at another.
        refused = next((m for m in script.moves() if m not in legal and played.state.explain(m) is not None), None)
        if refused is not None:
            verdict, reason = played.judge(refused)
            assert verdict == "refused" and reason == played.state.explain(refused)
            return
        played.play()
    pytest.fail(f"{game}: none of the script's moves is ever refused along the script")


def test_a_guide_restarts_at_a_step_and_undoes_a_step():
    script = guide.load("ohio")
    starts = script.step_starts()
    played = guide.Guide(script, moves=starts[3] + 1)          # part way into step 4: its start
    assert played.step_index == 3 and played.state.moves == script.moves()[:starts[3]]
    assert played.undo() and played.step_index == 2 and played.state.moves == script.moves()[:starts[2]]
    assert not guide.Guide(script).undo(), "nothing to undo before the first move"


OHIO = """game = "ohio"
players = 3
seed = 0
first_player = 0
intro = "intro"
summary = "summary"
"""


@pytest.mark.parametrize("text, fault", [
    ("game = 'ohio'\n[[step]]\nmove = 'play 1'\nsay = 'x'\n", "players must be a whole number"),
    ("game = 'chess'\n", "game must be one of"),
    ("game = 'ohio'\nplayers = 3\n", "at least one [[step]]"),
    (OHIO + "colour = 'red'\n[[step]]\nsay = 'lead_high'\nmove = 'play 10'\n", "unknown fields colour"),
    (OHIO + "[[step]]\nsay = 'lead_high'\n", "step 1: a step needs its move"),
    (OHIO + "[[step]]\nsay = 'lead_high'\nmove = 'play 10'\nreplies = 'pass'\n", "step 1: replies must be a list"),
    (OHIO + "[[step]\n", "not a readable TOML file"),
])
def test_a_malformed_script_is_refused_with_what_is_wrong(text, fault):
    with pytest.raises(guide.ScriptError, match=re.escape(fault)):
        guide.read(text, "test.toml")


@pytest.mark.parametrize("steps, fault", [
    ("[[step]]\nsay = 'lead_high'\nmove = 'play 11'\n", "step 1: 'play 11' is refused: Rule O1"),
    ("[[step]]\nsay = 'lead_high'\nmove = 'play 10'\nreplies = ['play 9']\n",
     "step 1: after the replies Player 3 is to move, not the student"),
    ("[[step]]\nsay = 'lead_high'\nmove = 'play 10'\nreplies = ['play 9', 'play 8', 'play 7']\n",
     "step 1: 'play 7' should be another player's move, but Player 1 is to move"),
    ("[[step]]\nsay = 'lead_high'\nmove = 'play 10'\nreplies = ['pass', 'pass']\n", "the game is not over after the last step"),
])
def test_a_script_that_cannot_be_played_names_its_step(steps, fault):
    script = guide.read(OHIO + steps, "test.toml")
    with pytest.raises(guide.ScriptError, match=re.escape(fault)):
        guide.check(script)


def test_a_script_whose_text_is_missing_is_refused():
    script = guide.load("ohio")
    renamed = guide.Script(**{**script.__dict__, "summary": "no_such_text"})
    with pytest.raises(guide.ScriptError, match="no text 'guide.ohio.no_such_text'"):
        guide.check(renamed)


def test_a_script_may_say_the_student_s_score_with_its_unit():
    played = guide.Guide(guide.load("woo"))
    while not played.over:
        played.play()
    said = [i18n.translate(message, "fr") for message in played.summary()]
    assert said[1] == "Votre score\u00a0: 2 Woo." and said[2] == "Vous avez gagné\u202f!"
    ohio = guide.Guide(guide.load("ohio"))
    while not ohio.over:
        ohio.play()
    assert i18n.translate(ohio.summary()[1], "en") == "Your score: 59."
