"""widgets.setup_form: the teacher's set-up deals the chosen cards, opens the game's table, and saves a
record the command line replays; mistakes are said in French and English with their rule."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import cardlib
from cardlib import deals
from widgets.setup_form import SetupForm

ROOT = Path(__file__).resolve().parents[2]

CHOICES = {
    "hue": {"start": ["D5", "D1", "D3"], "poison 1": ["P4"], "hand 1": ["S1", "T2", "S10"]},
    "woo": {"hand 0": ["AH", "10H", "KH"], "hand 1": ["AS", "QS"], "trump": ["0S"], "stock": ["JC", "KD"]},
    "yoyo": {"hand 1": ["B1", "B1", "Y15", "R20"], "stock": ["Y6", "B7"]},
    "yozu": {"display 0": ["tiger:summer"], "display 2": ["tiger:summer"], "oracle": ["carp:winter", "panda:spring"]},
}


def fill(form, choice):
    """Type the cards in the form's fields, as a teacher does."""
    for name, cards in choice.items():
        form.slot_inputs[name].value = list(cards)


@pytest.mark.parametrize("game", sorted(CHOICES))
def test_deal_and_play_opens_the_table_dealt_as_chosen(game, tmp_path):
    players = 3 if game in ("hue", "yoyo", "yozu") else 2
    form = SetupForm(game, players=players, seed=5, save_dir=tmp_path, lang="fr")
    assert [slot.name for slot in form.slots] == [slot.name for slot in deals.slots(game, players)]
    fill(form, CHOICES[game])
    form.seat_box.value = 1
    form.first_box.value = 1
    form.deal_button.click()
    table = form.table
    assert table is not None and form.error is None, form.message.value
    assert form.table_box.children == (table.widget,)
    assert table.human == 1 and table.state.view(None)["first_player"] == 1
    expected = deals.deck_from_choice(game, players, CHOICES[game], seed=5, first_player=1)
    assert table.state.to_record()["deck"] == expected
    full = table.state.view(None)
    if game == "hue":
        assert [p["card"] for p in full["board"]] == ["D5", "D1", "D3"]
        assert table.state.view(1)["hand"][0] == "P4"
        assert {"S1", "T2", "S10"} <= set(table.state.view(1)["hand"])
    elif game == "woo":
        assert {"AH", "10H", "KH"} <= set(table.state.view(0)["hand"])
        assert full["trump_card"] == "0S" and full["stock"][:2] == ["JC", "KD"]
    elif game == "yoyo":
        hand = table.state.view(1)["hand"]
        assert hand.count("B1") == 2 and {"Y15", "R20"} <= set(hand)
    else:
        assert full["displays"][0] == ["tiger:summer"] and full["displays"][2] == ["tiger:summer"]
        assert full["oracle"] == 1
        assert sorted(table.state.view(1)["hand"]) == ["carp:winter", "panda:spring"]


def test_ohio_has_no_cards_to_choose_but_deals_the_seat_and_leader(tmp_path):
    form = SetupForm("ohio", players=4, seed=2, save_dir=tmp_path, lang="en")
    assert form.slots == [] and form.slot_inputs == {}
    assert "O1" in form.title.value
    form.seat_box.value = 2
    form.first_box.value = 3
    table = form.deal()
    assert table.players == 4 and table.human == 2
    assert table.state.to_record()["first_player"] == 3


def replay_cli(path):
    return subprocess.run([sys.executable, "-m", "cardlib", "replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("game", ["woo", "yozu"])
def test_save_gives_a_record_the_command_line_replays(game, tmp_path):
    players = 2 if game == "woo" else 3
    form = SetupForm(game, players=players, seed=9, save_dir=tmp_path, lang="en")
    fill(form, CHOICES[game])
    form.save_button.click()          # before any deal: the record of the set-up's fresh game
    path = form.saved_path
    assert path == tmp_path / f"{game}-setup-seed9.json" and path.exists()
    record = json.loads(path.read_text())
    assert record == json.loads(form.record_box.value)
    assert record["deck"] == deals.deck_from_choice(game, players, CHOICES[game], seed=9, first_player=0)
    assert str(path) in form.message.value and "python3 -m cardlib replay" in form.message.value
    assert 'download="' in form.download.value and "base64," in form.download.value
    done = replay_cli(path)
    assert done.returncode == 0, done.stderr
    assert f"{game}, {players} players, seed 9: moves 0 of 0" in done.stdout


def test_save_after_playing_keeps_the_moves(tmp_path):
    form = SetupForm("woo", seed=3, save_dir=tmp_path, lang="en")
    fill(form, {"hand 0": ["AH", "10H", "KH", "QH", "JH", "0H"]})
    table = form.deal()
    table.play_pending()
    table.act("play AH")
    assert table.state.moves[0] == "play AH"
    form.save()
    record = json.loads(form.saved_path.read_text())
    assert record["moves"] == table.state.moves and len(record["moves"]) >= 2
    assert cardlib.replay(record).view(None) == table.state.view(None)
    done = replay_cli(form.saved_path)
    assert done.returncode == 0, done.stderr
    moves = len(record["moves"])
    assert f"moves {moves} of {moves}" in done.stdout
    assert "Player 1 leads the ace of hearts." in done.stdout


@pytest.mark.parametrize("choice, rule", [
    ({"hand 0": ["AH"], "hand 1": ["AH"]}, "W1"),
    ({"trump": ["AH", "KH"]}, "W2"),
])
def test_a_choice_that_cannot_be_dealt_is_said_in_the_form_s_language(choice, rule, tmp_path):
    form = SetupForm("woo", save_dir=tmp_path, lang="en")
    fill(form, choice)
    form.deal_button.click()
    assert form.table is None and form.table_box.children == ()
    text = form.message.value
    assert f"Rule {rule}: " in text and "Règle" not in text and 'lang="en"' in text and "refusal" in text
    form.set_language("fr")
    assert f"Règle {rule}\u00a0: " in form.message.value and "Rule" not in form.message.value
    assert "Traceback" not in text
    form.save_button.click()
    assert form.saved_path is None and not list(tmp_path.iterdir())
    fill(form, {"hand 0": ["AH"], "hand 1": [], "trump": []})
    assert form.deal() is not None and form.error is None


def test_the_players_box_rebuilds_the_slots_and_keeps_what_was_typed(tmp_path):
    form = SetupForm("yoyo", players=2, save_dir=tmp_path, lang="fr")
    fill(form, {"hand 1": ["B5"]})
    form.seat_box.value = 1
    form.players_box.value = 4
    assert "hand 3" in form.slot_inputs and form.slot_inputs["hand 1"].value == ["B5"]
    assert form.seat_box.value == 1 and len(form.seat_box.options) == 4
    assert "Main de Joueur 4" in form.slot_labels["hand 3"].value
    form.set_language("en")
    assert "Player 4's hand" in form.slot_labels["hand 3"].value
    assert form.deal_button.description == "Deal and play"


def test_a_puzzle_from_the_position_played_to(tmp_path):
    form = SetupForm("ohio", players=3, seed=2, save_dir=tmp_path, lang="en")
    assert form.puzzle_button.layout.display == "none" and form.make_puzzle() is None
    table = form.deal()
    assert form.puzzle_button.layout.display is None
    table.play_pending()
    table.act("play 10")
    puzzle = form.make_puzzle()
    assert form.puzzle_box.children == (puzzle.widget,)
    assert puzzle.state.view(None) == table.state.view(None) and puzzle.player == table.human
    while not table.state.is_over:
        table.act(str(table.state.legal_actions()[0]))
    assert form.make_puzzle() is None
    assert "The game is over" in form.message.value and "La partie est finie" not in form.message.value


def test_a_folder_that_cannot_be_written_still_gives_the_record(tmp_path):
    (tmp_path / "a-file").write_text("not a folder")
    form = SetupForm("yozu", players=3, seed=-4, save_dir=tmp_path / "a-file" / "folder", lang="en")
    assert form.save() is None and form.saved_path is None
    record = json.loads(form.record_box.value)
    assert record["seed"] == -4 and cardlib.replay(record).view(None)["seed"] == -4
    text = form.message.value
    assert "could not be written" in text and "n'a pas pu être écrit" not in text and "Traceback" not in text
    assert "yozu-setup-seed-4.json" in form.download.value


def test_save_makes_its_folder_when_it_does_not_exist_yet(tmp_path):
    """The apps save into records/ beside the notebook, which a fresh clone does not have."""
    folder = tmp_path / "records"
    form = SetupForm("woo", seed=4, save_dir=folder, lang="en")
    path = form.save()
    assert path == folder / "woo-setup-seed4.json" and path.exists()
