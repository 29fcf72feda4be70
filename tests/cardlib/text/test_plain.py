"""Messages as plain JSON values and back (cardlib.text.plain): what the class hub sends a page of a shared table's
log and of a refusal is shown the same, in every language, as the message the engine wrote."""

import json
import random

import pytest

import cardlib
from cardlib.text import i18n
from cardlib.text.plain import from_plain, to_plain


@pytest.mark.parametrize("game", cardlib.GAMES)
def test_every_log_entry_and_refusal_of_a_game_comes_back_the_same_in_every_language(game):
    state = cardlib.new_game(game, seed=3)
    rng = random.Random(3)
    refusals = []
    for _ in range(40):
        if state.is_over:
            break
        wrong = next((f"play {n}" for n in range(60) if state.explain(f"play {n}")), None)
        if wrong is not None:
            refusals.append(state.explain(wrong))
        state = state.apply(state.random_action(rng))
    said = list(state.log) + refusals
    assert said and any(message.params for message in said)
    for message in said:
        back = from_plain(json.loads(json.dumps(to_plain(message))))
        assert isinstance(back, i18n.Message) and back == message and back.key == message.key
        for lang in i18n.LANGUAGES:
            assert i18n.translate(back, lang) == i18n.translate(message, lang)


def test_numbers_and_lists_of_messages_keep_their_form_and_anything_else_is_refused():
    reason = i18n.Message("bot.search.candidate", move=cardlib.move_words("ohio", "play 7"), percent=62, n=40,
                          margin=i18n.Number(-0.4, digits=1, sign=True))      # a search bot's reason
    back = from_plain(json.loads(json.dumps(to_plain(reason))))
    assert i18n.translate(back, "fr") == i18n.translate(reason, "fr") and "−0,4" in i18n.translate(back, "fr")
    assert from_plain(to_plain(["a", 1, 2.5, None, True])) == ["a", 1, 2.5, None, True]
    with pytest.raises(TypeError):
        to_plain(object())
    for bad in ({"message": "no.such.key"}, {"message": 3}, {"something": 1},
                {"message": "class.refused.stale_move", "params": []}):
        with pytest.raises(ValueError):
            from_plain(bad)
