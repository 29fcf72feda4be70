"""The guided first game on each game's own table (issue 35, widgets.guide), driven as the clicks drive it: the
suggested parts are marked, a legal move the guide does not follow is answered and not played, a refused move
gets the rule's explanation, the replies come one by one, Undo goes back a step, the end shows the summary."""

import importlib
import re
from html import unescape

import pytest

import cardlib
from cardlib import guide as cardguide
from cardlib.text import i18n
from widgets.guide import GuidedGame
from widgets.setup_form import TABLES


SCRIPTED = [game for game in cardlib.GAMES if cardguide.script_path(game).is_file()]


def table_class(game):
    return getattr(importlib.import_module(f"widgets.{game}.table"), TABLES[game])


def text(html):
    return unescape(re.sub(r"[ \n\t]+", " ", re.sub(r"<[^>]+>", " ", html.split("</style>")[-1])).strip())


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", SCRIPTED)
def test_the_suggested_moves_take_the_guided_game_to_its_end(game, lang):
    guided = GuidedGame(table_class(game), game, lang)
    script, table = guided.script, guided.table
    assert guided.real_button not in guided.widget.children, "« play a real game » comes at the end"
    assert i18n.translate(cardguide.intro_text(script), lang) in text(guided.panel.value)
    for number, step in enumerate(script.steps, 1):
        assert table.deciding and table.step_index == number - 1
        panel = text(guided.panel.value)
        assert i18n.text("learn.step", lang, k=number, n=len(script.steps)) in panel
        assert i18n.translate(cardguide.instruction_text(script, step), lang, table.names()) in panel
        assert all(f">{rule}<" in guided.panel.value for rule in step.rules), "each rule is a link"
        assert 'data-hinted="true"' in table.canvas.markup, "the suggested move's parts are marked"
        table.act(step.move)
        table.play_pending()
        if step.after:
            assert i18n.translate(cardguide.after_text(script, step), lang, table.names()) in text(guided.panel.value)
    assert guided.over and table.moves == script.moves()
    panel = text(guided.panel.value)
    assert all(i18n.translate(m, lang, table.names()) in panel for m in cardguide.summary(script, table.state))
    assert guided.real_button in guided.widget.children


@pytest.mark.parametrize("game", SCRIPTED)
def test_another_legal_move_is_answered_and_not_played_and_undo_goes_back_a_step(game):
    guided = GuidedGame(table_class(game), game, "en")
    script, table = guided.script, guided.table
    step = script.steps[0]
    other = next(str(a) for a in table.state.legal_actions() if str(a) != step.move)
    table.act(other)
    assert table.moves == script.moves()[:len(script.opening)], "not played"
    assert table.refusal and table.message == cardguide.other_text(script, step)
    table.act(step.move)
    table.play_pending()
    assert table.step_index == 1
    table.undo()
    assert table.step_index == 0 and table.deciding and table.moves == script.moves()[:len(script.opening)]


def test_a_refused_move_gets_the_rules_explanation():
    guided = GuidedGame(table_class("ohio"), "ohio", "en")
    table = guided.table
    table.act("play 10")
    table.play_pending()
    table.act("play 10")                     # played already (O1)
    assert table.refusal and table.message.rule == "O1" and table.step_index == 1
