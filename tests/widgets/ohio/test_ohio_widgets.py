"""The Ohio widgets driven from Python (no browser): clicks, refusals, undo, new game, slider,
language, and the scoring exercise. Assertions read the real outputs: the table's markup,
the record, and the explanation area."""

import random
import re
from html import unescape

import pytest

import cardlib
from layout_helpers import assert_still_and_compact_layout
from cardlib.text import i18n
from widgets.ohio import render as ohio_render
from widgets.ohio import OhioScoring, OhioTable, cards_picture, picture, why
from widgets.listening import listening_script
from widgets.svgcanvas import SvgCanvas
from widgets.table import seat_names

ROOT = __import__("pathlib").Path(__file__).resolve().parents[3]

PLAYED = re.compile(r'<div class="ohio-played(?: recent)?"><div class="card[^"]*"[^>]*>.*?<span class="big">([^<]+)</span>'
                    r'.*?</div><span>([^<]+?) ?(?:<span class="ohio-new"[^>]*>[^<]*</span>)?</span></div>', re.S)
NEW = re.compile(r'<div class="ohio-played recent"><div class="card[^"]*"[^>]*>.*?<span class="big">([^<]+)</span>'
                 r'.*?</div><span>([^<]+?) <span class="ohio-new"', re.S)
POSITION = re.compile(r'<div class="cardgames-position" data-move="(\d+)" data-deal="(\d+)">')
HAND_CARD = re.compile(r'<div class="([^"]*)" data-action="([^"]+)"')


def zone(markup, name):
    """The HTML of one zone of the table ('trick', 'last', 'ohio-hand')."""
    start = markup.index(f'<div class="ohio-zone {name}"')
    rest = markup[start + 1:]
    end = rest.find('<div class="ohio-zone')
    return markup[start:start + 1 + end] if end >= 0 else markup[start:]


def played(markup, name):
    """(card face, caption) pairs shown in a zone, in order."""
    return [(face, unescape(caption)) for face, caption in PLAYED.findall(zone(markup, name))]


def hand_classes(markup):
    """{action: class} of the clickable hand elements."""
    return {action: cls for cls, action in HAND_CARD.findall(markup)}


def leading_table(**kwargs):
    """A 3-player table where the human (seat 0) leads the first trick."""
    kwargs.setdefault("lang", "en")
    return OhioTable(players=3, seed=11, human=0, first_player=0, **kwargs)


def test_clicking_a_legal_card_plays_it_and_the_bots_answer():
    table = leading_table()
    assert table.moves == []
    assert hand_classes(table.canvas.markup)["play 10"] == "card playable"
    table.canvas.click("play 10")
    moves = table.moves
    assert moves[0] == "play 10"
    assert len(moves) >= 3, "both bots decided before the human's next turn"
    assert table.state.current_player in (0, None)
    shown = played(table.canvas.markup, "trick") + played(table.canvas.markup, "last")
    assert ("10", "1. Player 1 (you)") in shown
    assert "play 10" not in hand_classes(table.canvas.markup)
    assert table.explanation_text == ""
    assert table.record["moves"] == moves


def test_a_refused_card_shows_the_o3_reason_and_changes_nothing():
    table = OhioTable.from_moves(["play 8", "play 5"], players=3, first_player=1, human=0, lang="en")
    assert table.moves == ["play 8", "play 5"]
    classes = hand_classes(table.canvas.markup)
    assert classes["play 7"] == "card refused"
    assert classes["play 10"] == "card refused"
    assert classes["play 4"] == "card playable"
    assert classes["play ohio"] == "card ohio playable"
    assert classes["pass"] == "ohio-action pass playable"
    before_markup, before_record = table.canvas.markup, table.record
    table.canvas.click("play 7")
    text = table.explanation_text
    assert "O3" in text and "lower than the last number played, 5" in text
    assert str(table.state.explain("play 7")) in text
    assert 'class="cardgames-explanation"' not in text       # plain text, not markup
    assert table.record == before_record
    assert table.canvas.markup == before_markup
    table.canvas.click("play 4")
    assert table.moves[:3] == ["play 8", "play 5", "play 4"]
    assert table.explanation_text == ""


def test_the_leader_cannot_pass():
    table = leading_table()
    assert hand_classes(table.canvas.markup)["pass"] == "ohio-action pass refused"
    table.canvas.click("pass")
    assert "O2" in table.explanation_text
    assert table.moves == []


def test_undo_goes_back_to_the_humans_previous_decision():
    table = leading_table()
    assert table.undo_button.disabled
    table.canvas.click("play 10")
    after_first = table.moves
    markup_after_first = table.canvas.markup
    playable = [a for a, c in hand_classes(table.canvas.markup).items() if c.endswith("playable") and a != "pass"]
    table.canvas.click(playable[-1])
    assert len(table.moves) > len(after_first)
    table.undo_button.click()
    assert table.moves == after_first
    assert table.canvas.markup == markup_after_first
    assert table.state.current_player == 0
    table.undo_button.click()
    assert table.moves == []
    assert table.undo_button.disabled
    table.undo_button.click()
    assert table.moves == []


def test_undo_stops_at_the_scripted_start():
    table = OhioTable.from_moves(["play 8", "play 5"], players=3, first_player=1, human=0, lang="en")
    assert table.undo_button.disabled
    table.canvas.click("pass")
    assert table.moves[2] == "pass"
    table.undo()
    assert table.moves == ["play 8", "play 5"]


def test_new_game_with_a_given_seed_gives_that_game_and_shows_the_seed():
    table = OhioTable(players=4, seed=3, lang="en")
    table.seed_box.value = 1234
    table.new_button.click()
    assert table.state.seed == 1234 and table.record["seed"] == 1234
    assert table.seed_box.value == 1234
    assert "1234" in table.explanation_text
    again = OhioTable(players=4, seed=1234, lang="en")
    assert again.moves == table.moves
    assert re.sub(r'data-deal="\d+"', '', again.canvas.markup) == re.sub(r'data-deal="\d+"', '', table.canvas.markup)
    assert cardlib.new_game("ohio", 4, 1234).leader == cardlib.replay(table.record, upto=0).leader
    table.new_seed_button.click()
    assert table.seed_box.value == table.state.seed


def test_the_slider_shows_a_past_position_and_playing_resumes_from_the_end():
    table = leading_table()
    table.canvas.click("play 9")
    playable = [a for a, c in hand_classes(table.canvas.markup).items() if c.endswith("playable")]
    table.canvas.click(playable[0])
    n = len(table.moves)
    assert table.slider.max == n and table.slider.value == n
    table.show_move(0)
    assert table.viewing_past
    assert played(table.canvas.markup, "trick") == []
    assert "data-action" not in table.canvas.markup
    assert f"after move 0 of {n}" in table.explanation_text
    table.show_move(1)
    assert played(table.canvas.markup, "trick") == [("9", "1. Player 1 (you)")]
    past = cardlib.replay(table.record, upto=1)
    assert table.canvas.markup == ohio_render.render(past.view(0), "en", table.names(), interactive=False)
    assert "Player 1 (you) plays the 9" in table.log_box.value
    assert table.moves == table.record["moves"] and len(table.moves) == n     # viewing changes nothing
    table.canvas.click(playable[-1])          # a click on an old picture only brings the table back to the end
    assert not table.viewing_past and len(table.moves) == n
    table.show_move(1)
    table.show_move(n)
    assert not table.viewing_past
    assert "data-action" in table.canvas.markup
    assert table.explanation_text == ""


def test_switching_to_french_changes_labels_table_and_log():
    """From Python (a teacher in JupyterLab): the page itself shows no language switch (issue 34)."""
    table = leading_table()
    table.canvas.click("play 10")
    assert table.undo_button.description == "Undo"
    assert "Your hand" in table.canvas.markup
    table.set_language("fr")
    assert table.lang == "fr"
    assert table.undo_button.description == "Annuler"
    assert table.new_button.description == "Nouvelle partie"
    assert table.seed_box.description == "Graine"
    assert table.slider.description == "Coup"
    assert "Votre main" in table.canvas.markup and "Your hand" not in table.canvas.markup
    log = unescape(table.log_box.value)
    assert "Joueur 1 (vous) joue le 10" in log and "plays" not in log
    assert "Journal de la partie" in log
    table.canvas.click("play 10")
    assert "Règle O1\u00a0: vous avez déjà joué le 10." in table.explanation_text
    table.set_language("en")
    assert table.lang == "en" and "Rule O1: you have already played the 10." in table.explanation_text


def test_a_whole_game_can_be_played_by_clicking_until_the_end():
    table = OhioTable(players=2, seed=5, lang="en", bots="random")
    table.play_pending()              # the bot may begin: as when the front end has drawn the table
    for _ in range(100):
        if table.state.is_over:
            break
        choices = [a for a, c in hand_classes(table.canvas.markup).items() if c.endswith("playable")]
        table.canvas.click(choices[0])
    assert table.state.is_over
    markup = table.canvas.markup
    assert "Game over" in markup and "data-action" not in markup
    winners = i18n.join([table.names()[w] for w in table.state.winners()], "en")
    assert f"Winner: {winners}" in unescape(markup)
    assert cardlib.replay(table.record).scores() == table.state.scores()


def test_the_game_over_status_says_winners_in_the_plural_when_players_tie():
    """O6: « equal highest all win »: a tie names its winners in the plural, a single winner in the singular."""
    tied = _finished_game(28)
    assert tied.winners() == [1, 2] and tied.scores()[1] == tied.scores()[2]
    french = unescape(ohio_render.render(tied.view(0), "fr", seat_names(3, 0, "fr")))
    english = unescape(ohio_render.render(tied.view(0), "en", seat_names(3, 0, "en")))
    assert "Partie finie. 2 gagnants à égalité\u00a0: Joueur 2 et Joueur 3." in french and "Gagnant\u00a0:" not in french
    assert "Game over. 2 winners, tied: Player 2 and Player 3." in english
    alone = _finished_game(1)
    assert len(alone.winners()) == 1
    assert "Partie finie. Gagnant\u00a0: " in unescape(ohio_render.render(alone.view(0), "fr"))
    assert "Game over. Winner: " in unescape(ohio_render.render(alone.view(0), "en"))


def test_log_is_translated_and_newest_last():
    table = leading_table()
    table.canvas.click("play 10")
    items = [unescape(i) for i in re.findall(r"<li>(.*?)</li>", table.log_box.value)]
    assert items == [i18n.translate(m, "en", table.names()) for m in table.state.log]
    assert items[0].startswith("Round 1 of 1 begins")


def test_table_checks_its_arguments():
    with pytest.raises(ValueError, match="unknown bot"):
        OhioTable(players=3, bots="nobody")
    with pytest.raises(ValueError, match="2 to 5"):
        OhioTable(players=6)
    with pytest.raises(ValueError, match="human"):
        OhioTable(players=3, human=3)
    table = OhioTable(players=3, bots=[None, "random", "greedy"], lang="en")
    assert table.bot_names == [None, "random", "greedy"]


def test_renderer_draws_ohio_and_marks_refused_cards_without_colour():
    markup = cards_picture(lang="en").data
    ohio_card = re.search(r'<div class="card ohio"[^>]*>(.*?)</div>', markup).group(1)
    assert "OHIO" in ohio_card and "\u221210" in ohio_card
    table = OhioTable.from_moves(["play 8", "play 5"], players=3, first_player=1, lang="en")
    hand = zone(table.canvas.markup, "ohio-hand")
    refused = re.search(r'<div class="card refused" data-action="play 9" ([^>]*)>', hand).group(1)
    assert "not playable now" in refused          # said in words, for screen readers and tooltips
    assert ".card.refused .big{text-decoration:line-through" in table.canvas.markup
    assert "repeating-linear-gradient" in table.canvas.markup      # hatched, not only grey
    assert "▶ to play" in table.canvas.markup
    hint = "click one to see why"
    assert hint in table.canvas.markup
    assert hint not in leading_table().canvas.markup      # a leader may play every card (only Pass is refused)


def test_still_picture_shows_the_state():
    state = cardlib.new_game("ohio", players=3, seed=1, first_player=2).apply("play ohio")
    markup = picture(state, 0, "fr").data
    assert played(markup, "trick") == [("OHIO", "1. Joueur 3")]
    assert "Seule la carte Ohio a été jouée" in unescape(markup)
    assert "data-action" not in markup


def test_still_pictures_and_compact_tables_are_wide_the_full_table_keeps_its_layout():
    """Issue 25 (shorter pages): a still picture is wrapped in ``cardgames-still`` and a compact table carries
    ``cardgames-compact``, both laid side by side by ohio.css; the full table has neither, so it keeps its layout."""
    state = cardlib.new_game("ohio", players=3, seed=1, first_player=2).apply("play ohio")
    css = ohio_render._style()
    bare = ohio_render.render(state.view(0), "en", seat_names(3, 0, "en"), interactive=False)
    assert_still_and_compact_layout(picture(state, 0, "en").data, bare, OhioTable(players=3, seed=2026, first_player=0).compact(),
                                    OhioTable(players=3, seed=2026, first_player=0), css,
                                    (".cardgames-still .ohio-table", ".cardgames-compact .ohio-table", ".cardgames-still .ohio-seats",
                                     ".cardgames-compact .ohio-row"))
    assert "flex-wrap:wrap" in css.split(".cardgames-still .ohio-table,")[1].split("}")[0], "stacks on a narrow screen"


def _finished_game(seed, players=3):
    state = cardlib.new_game("ohio", players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_scoring_exercise_marks_right_and_wrong_answers():
    state = _finished_game(4)
    scores = state.scores()
    exercise = OhioScoring(state, lang="en")
    assert "score:" not in exercise.sheet.value          # the breakdown is not given away before Check
    for box, score in zip(exercise.boxes, scores):
        box.value = score
    exercise.boxes[1].value = scores[1] + 3
    exercise.check_button.click()
    assert exercise.results == [True, False, True]
    assert "✓ right" in exercise.marks[0].value
    assert "✗ wrong: not" in exercise.marks[1].value and str(scores[1] + 3).replace("-", "\u2212") in exercise.marks[1].value
    assert "2 of 3 right." in exercise.summary.value
    sheet = unescape(exercise.sheet.value)
    for p, score in enumerate(scores):
        assert f"= {score}".replace("-", "\u2212") in sheet
    exercise.set_language("fr")
    assert exercise.check_button.description == "Vérifier"
    assert "✗ faux" in exercise.marks[1].value and "Détail (règle O6)" in exercise.sheet.value


def test_scoring_breakdown_agrees_with_the_engine_and_counts_ohio_minus_ten():
    for seed in range(12):
        state = _finished_game(seed, players=2 + seed % 4)
        view = state.view(None)
        for p, score in enumerate(state.scores()):
            b = ohio_render.breakdown(view, p)
            assert b["score"] == score
            if "ohio" in b["hand"]:
                assert any("10 for Ohio" in line for line in ohio_render.breakdown_lines(view, p, "en"))
            if "ohio" in b["won_cards"]:
                assert "(\u221210)" in ohio_render.breakdown_lines(view, p, "en")[0]


WON_TRICK = re.compile(r'<div class="ohio-won-trick" role="group" aria-label="([^"]*)" data-trick="(\d+)">'
                       r'<span class="ohio-won-caption">([^<]*)</span>(.*?)</div></div></div>', re.S)
FACE = re.compile(r'<span class="big">([^<]+)</span>')


def sheet_tricks(sheet):
    """{seat: [(trick number, caption, [cards])]} of the framed won tricks in a scoring sheet, in order."""
    rows = re.split(r'<tr data-seat="(\d+)">', sheet)[1:]
    return {int(seat): [(int(number), unescape(caption), [face.lower() for face in FACE.findall(cards)])
                        for label, number, caption, cards in WON_TRICK.findall(row)]
            for seat, row in zip(rows[::2], rows[1::2])}


def test_the_scoring_exercise_shows_where_each_won_trick_ends():
    """Issue 25: the sheet listed each player's won cards run together (« 7 6 5 4 3 1 8 7 5 … »), so that a
    reader could not tell the tricks apart. Each won trick is now a frame of its own, numbered in the round's
    order: the frames follow the engine's log (« … wins the trick worth 26 »), winner by winner, and their
    cards, in order, are the player's won cards; a trick's value is shown only after Check."""
    for seed in (4, 7):
        state = _finished_game(seed, players=3)
        view = state.view(None)
        ended = [(entry.params["winner"], entry.params["value"]) for entry in state.log if entry.key == "ohio.trick_won"]
        exercise = OhioScoring(state, lang="en")
        framed = sheet_tricks(exercise.sheet.value)
        numbers = sorted(number for tricks in framed.values() for number, _, _ in tricks)
        assert numbers == list(range(1, len(ended) + 1)), "one frame per trick of the round"
        for p in range(3):
            tricks = framed[p]
            assert [number for number, _, _ in tricks] == sorted(number for number, _, _ in tricks)
            assert [card for _, _, cards in tricks for card in cards] == view["won_cards"][p]
            for number, caption, cards in tricks:
                winner, value = ended[number - 1]
                assert winner == p and sum(ohio_render.card_value(c) for c in cards) == value
                assert caption == f"trick {number}", "no value before Check: counting it is the exercise"
        exercise.check_button.click()
        for p, tricks in sheet_tricks(exercise.sheet.value).items():
            assert [caption for _, caption, _ in tricks] == [
                f"trick {number}: {ended[number - 1][1]}".replace("-", "\u2212") for number, _, _ in tricks]
        exercise.set_language("fr")
        assert {caption.split(" ")[0] for tricks in sheet_tricks(exercise.sheet.value).values()
                for _, caption, _ in tricks} == {"pli"}


def test_the_scoring_breakdown_sums_the_won_cards_trick_by_trick():
    """After Check, a player's won points are written as one bracketed sum per trick, in the order won."""
    state = _finished_game(4, players=3)
    view = state.view(None)
    tricks = ohio_render.won_tricks(view)
    assert len(tricks) == sum(view["tricks_won"]) and all(t["value"] == sum(map(ohio_render.card_value, t["cards"]))
                                                          for t in tricks)
    for p in range(3):
        mine = [t for t in tricks if t["winner"] == p]
        line = ohio_render.breakdown_lines(view, p, "en")[0]
        if len(mine) > 1:
            sums = [" + ".join(f"({ohio_render.card_value(c)})" if c == "ohio" else c for c in t["cards"]) for t in mine]
            assert line.startswith(("tricks: " + " + ".join(f"({s})" for s in sums) + " = ").replace("-", "\u2212")), line


def test_scoring_refuses_an_unfinished_game():
    with pytest.raises(ValueError, match="finished"):
        OhioScoring(cardlib.new_game("ohio", players=3, seed=1))


def test_svgcanvas_sends_clicks_with_the_position_they_were_made_on():
    canvas = SvgCanvas('<div data-move="3" data-deal="1"><svg><rect data-action="go"/></svg></div>')
    heard = []

    def hear(action, move, deal):
        heard.append((action, move, deal))

    canvas.on_click(hear)
    canvas.click("go")
    canvas.click("go", 3, 1)
    canvas._receive(canvas, {"type": "click", "action": "from browser", "move": 3.0, "deal": 1}, [])
    canvas._receive(canvas, {"type": "click", "action": "no position", "move": None}, [])
    canvas._receive(canvas, {"type": "other"}, [])
    assert heard == [("go", None, None), ("go", 3, 1), ("from browser", 3, 1), ("no position", None, None)]
    canvas.on_click(hear, remove=True)
    canvas.click("again")
    assert len(heard) == 4
    script = listening_script("svgcanvas.js")
    assert "data-action" in script and "keydown" in script
    assert 'closest("[data-move]")' in script and "data-deal" in script, "the front end sends the clicked position"


def test_a_click_on_a_table_that_has_changed_plays_nothing_and_says_so():
    table = leading_table()
    move, deal = map(int, POSITION.search(table.canvas.markup).groups())
    assert (move, deal) == (0, 1) == (table.move_number, 1)
    table.canvas.click("play 10", move, deal)        # made on the picture shown: played
    assert table.moves[0] == "play 10" and table.state.current_player == 0
    played_now = table.moves
    now = int(POSITION.search(table.canvas.markup).group(1))
    assert now == len(played_now) > 1, "the bots' moves advanced the number"
    table.canvas.click("play 9", move, deal)         # a second fast click, made on the first picture
    assert table.moves == played_now, "a stale click plays nothing"
    assert "The table changed before your click arrived" in table.explanation_text
    table.set_language("fr")
    assert "La table a changé avant que votre clic n'arrive" in table.explanation_text
    table.set_language("en")
    table.canvas._receive(table.canvas, {"type": "click", "action": "play 9", "move": float(move), "deal": deal}, [])
    assert table.moves == played_now, "from the browser too"
    table.canvas.click("play 9", now, deal)           # made on the picture now shown: played
    assert table.moves[len(played_now)] == "play 9" and table.explanation_text == ""
    before_new = table.move_number
    table.new_game(seed=11)
    assert POSITION.search(table.canvas.markup).group(2) == "2"
    table.canvas.click("play 10", table.move_number, deal)   # made on the previous game's picture
    assert table.moves == [] and "The table changed" in table.explanation_text
    assert before_new != 0


def test_the_table_shows_what_happened_since_your_last_move():
    table = OhioTable(players=4, seed=3, human=0, first_player=1, lang="en")
    table.play_pending()              # as when the front end has drawn the table
    first = table.since_your_move()
    assert [m.player for m in first] == [1, 2, 3] and all(m.log for m in first)
    markup = table.canvas.markup
    assert "Since the start" in markup, "the human has not moved yet: what the bots did from the start"
    box = re.search(r'<div class="cardgames-recent".*?</ol></div>', markup, re.S).group(0)
    entries = [unescape(e) for e in re.findall(r"<li>(.*?)</li>", box)]
    assert entries == [i18n.translate(m, "en", table.names()) for m in table.state.log]
    assert sorted(NEW.findall(markup)) == sorted(
        (move.move.split()[1].upper(), f"{n}. Player {move.player + 1}") for n, move in enumerate(first, 1)
        if move.move.startswith("play")), "the bots' cards in the trick are marked new"
    playable = [a for a, c in hand_classes(markup).items() if c.endswith("playable")]
    table.canvas.click(playable[0])
    recent = table.since_your_move()
    assert recent[0] == (0, playable[0], recent[0].log) and [m.player for m in recent[1:]] == [1, 2, 3][:len(recent) - 1]
    markup = table.canvas.markup
    assert "Since your last move" in markup
    box = re.search(r'<div class="cardgames-recent".*?</ol></div>', markup, re.S).group(0)
    shown = [unescape(e) for e in re.findall(r"<li>(.*?)</li>", box)]
    assert shown == [i18n.translate(m, "en", table.names()) for move in recent for m in move.log]
    assert "Player 1 (you) plays" in shown[0]
    taken = any(entry.key == "ohio.trick_won" for move in recent for entry in move.log)
    assert ("Taken since your last move." in markup) == taken
    table.set_language("fr")
    assert "Depuis votre dernier coup" in table.canvas.markup


def test_a_trick_the_bots_took_while_you_waited_says_so():
    table = OhioTable(players=3, seed=2, human=0, first_player=0, lang="en", bots="random")
    for _ in range(30):
        playable = [a for a, c in hand_classes(table.canvas.markup).items() if c.endswith("playable")]
        table.canvas.click(playable[0])
        last = table.state.view(0)["last_trick"]
        recent = table.since_your_move()
        if last and last["winner"] != 0 and any(m.player != 0 and m.move == f"play {e['card']}"
                                                for m in recent for e in last["cards"]):
            break
    else:
        pytest.fail("no trick taken by a bot after a card of theirs")
    markup = table.canvas.markup
    assert "Taken since your last move." in zone(markup, "last")
    assert NEW.findall(zone(markup, "last")), "the bots' cards of that trick are marked new"


def test_seat_names_mark_the_human():
    assert seat_names(3, 1, "fr") == ["Joueur 1", "Joueur 2 (vous)", "Joueur 3"]
    assert seat_names(2, None, "en") == ["Player 1", "Player 2"]


def test_the_player_count_applies_to_the_next_new_game():
    table = OhioTable(players=3, seed=5, lang="en")
    assert table.players_box.options == (2, 3, 4, 5) and table.players_box.value == 3
    table.players_box.value = 5
    assert table.state.players == 3, "the game in progress is not changed"
    table.new_button.click()
    assert table.players == 5 and table.state.players == 5 and table.record["players"] == 5
    assert table.state.seed == 5
    assert table.bot_names == [None, "greedy", "greedy", "greedy", "greedy"]
    assert "Player 5" in table.canvas.markup
    table.players_box.value = 2
    table.new_seed_button.click()
    assert table.state.players == 2 and "Player 3" not in table.canvas.markup
    assert OhioTable(players=2, seed=table.state.seed, lang="en").moves == table.moves


def test_the_player_count_is_fixed_when_the_set_up_names_seats():
    table = OhioTable(players=3, first_player=1, lang="en")
    assert table.players_box.disabled
    with pytest.raises(ValueError, match="fixed number of players"):
        table.new_game(players=4)
    assert OhioTable(players=3, bots=[None, "random", "greedy"]).players_box.disabled


def test_the_lead_lesson_shows_exact_and_simulated_odds_and_their_agreement():
    from fractions import Fraction

    from cardlib.ohio import questions as lesson
    from widgets.ohio.lesson import LeadLesson, fraction_text, verdict

    shown = LeadLesson(players=2, games=1000, seed=4)
    shown.run_button.click()
    rows, simulated = shown.results(2)
    assert shown.agrees and shown.verdict.value.count("✓") == 1
    png = bytes(shown.image.value)
    assert png.startswith(b"\x89PNG") and len(png) > 20_000
    cells = re.findall(r"<tr><td><b>([^<]+)</b></td><td>([^<]+)</td><td>([^<]+)</td>", shown.table.value)
    assert [c[0] for c in cells] == ["Ohio"] + [str(n) for n in range(1, 11)]
    assert cells[1][1:] == ("3/4 = 0.7500", f"{simulated[1].win:.4f}")      # leading a 1: see test_lessons_ohio
    assert shown.progress.value == 11
    assert fraction_text(Fraction(-61, 36)) == "\u221261/36 = \u22121.6944"
    assert fraction_text(Fraction(981654533701, 1931334451200)) == "≈ 0.5083"
    wrong = [rows[0]._replace(win=rows[0].win + Fraction(1, 5))] + rows[1:]
    agrees, sentence = verdict(wrong, simulated)
    assert not agrees and sentence.startswith("✗")
    assert lesson.agrees(rows[0], simulated[0])


@pytest.mark.slow
def test_the_lead_lesson_switches_to_three_players_with_progress_and_keeps_results():
    from widgets.ohio.lesson import LeadLesson

    shown = LeadLesson(players=2, games=500)
    shown.choice.value = 3
    assert shown.runs == 0 and not shown.table.value, "before the first Run the toggle only sets the player count"
    shown.choice.value = 2
    shown.run_button.click()
    two = shown.results(2)
    seen = []
    shown.progress.observe(lambda change: seen.append(change["new"]), "value")
    shown.choice.value = 3
    assert seen[:2] == [0, 1] and 11 in seen, "the progress bar moved card by card"
    assert "3 players" in shown.status.value and shown.agrees
    assert "5/8 = 0.6250" in shown.table.value      # leading a 1 at 3 players, worked by hand in test_lessons_ohio
    shown.choice.value = 2
    assert shown.results(2) is two, "results are kept per player count"
    with pytest.raises(ValueError, match="2 or 3 players"):
        LeadLesson(players=4)


def test_why_gives_the_rule_in_the_page_s_language(monkeypatch):
    after_seven = cardlib.new_game("ohio", players=3, seed=0, first_player=2).apply("play 7")
    monkeypatch.setattr(i18n, "_page_language", "fr")
    refused = unescape(why(after_seven, "play 8").data)
    assert "Règle O3\u00a0: une carte doit être inférieure au dernier nombre joué, 7" in refused
    assert "Rule O3" not in refused and 'lang="fr"' in refused, "the page's language only (issue 34)"
    allowed = unescape(why(after_seven, "play ohio").data)
    assert "Ce coup est permis ici (jouer la carte Ohio)." in allowed and "This move" not in allowed
    assert "This move is allowed here (play the Ohio card)." in unescape(why(after_seven, "play ohio", "en").data)
    monkeypatch.setattr(i18n, "_page_language", "en")
    leading = cardlib.new_game("ohio", players=3, seed=0, first_player=0)
    assert "Rule O2: the leader of a trick must play a card" in unescape(why(leading, "pass").data)
    assert "Rule O1: the cards are 1 to 10 and Ohio; “11” is not one of them." in unescape(why(leading, "play 11").data)


def test_a_walkthrough_steps_through_scripted_moves_with_captions():
    from widgets.walkthrough import Walkthrough

    start = cardlib.new_game("ohio", players=3, seed=0, first_player=0)
    steps = [(None, {"fr": "Début.", "en": "Start."}), ("play 9", {"fr": "Un 9.", "en": "A 9."}),
             ("play 2", {"fr": "Un 2.", "en": "A 2."})]
    walk = Walkthrough(start, steps, ohio_render.render, viewer=0, lang="en",
                       extra=lambda state, lang: f"<p>{len(state.moves)} moves</p>")
    assert walk.step == 0 and walk.previous_button.disabled and not walk.next_button.disabled
    assert "Start." in walk.caption.value and "Début." not in walk.caption.value, "its language only (issue 34)"
    assert "Step 1 of 3" in walk.counter.value and "0 moves" in walk.more.value
    walk.next_button.click()
    walk.next_button.click()
    assert walk.step == 2 and walk.next_button.disabled
    assert walk.state.moves == ["play 9", "play 2"] and "2 moves" in walk.more.value
    assert played(walk.picture.value, "trick") == [("9", "1. Player 1 (you)"), ("2", "2. Player 2")]
    assert "data-action" not in walk.picture.value, "a walkthrough picture is not clickable"
    assert walk.picture.value.startswith('<div class="cardgames-still">'), "laid out as the other still pictures"
    walk.previous_button.click()
    assert walk.state.moves == ["play 9"]
    assert start.moves == [], "the starting state is not changed"
    walk.set_language("fr")
    assert "Étape 2 sur 3" in walk.counter.value and "Joueur 2" in walk.picture.value
    assert "Un 9." in walk.caption.value and "A 9." not in walk.caption.value
    with pytest.raises(ValueError, match="at least one step"):
        Walkthrough(start, [], ohio_render.render)


def test_every_stylesheet_and_script_of_the_widgets_is_shipped_as_package_data():
    import tomllib
    from fnmatch import fnmatch

    from widgets.assets import stylesheet

    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["widgets"]
    files = [path.relative_to(ROOT / "widgets").as_posix()
             for ext in ("css", "js") for path in (ROOT / "widgets").rglob(f"*.{ext}")]
    assert {"table.css", "svgcanvas.css", "svgcanvas.js", "listening.js", "ohio/ohio.css", "hue/hue.css",
            "yozu/yozu.css"} <= set(files)
    from cardlib.text import i18n

    for game in ("ohio", "hue", "yozu"):      # the pattern the games to come copy: words (catalogues) and style apart
        assert any(key.startswith(f"ui.{game}.") for key in i18n.keys()) and f"{game}/{game}.css" in files
        assert len((ROOT / "widgets" / game / "render.py").read_text().splitlines()) <= 600
    for name in files:        # fnmatch's * crosses "/", so compare the depth too, as setuptools' glob does
        assert any(fnmatch(name, p) and name.count("/") == p.count("/") for p in patterns), f"{name} is not shipped"
    assert ".ohio-table{" in stylesheet("ohio/ohio.css") and ".hue-table" in stylesheet("hue/hue.css")
    assert ".yozu-table" in stylesheet("yozu/yozu.css")
    for module in ("table.py", "svgcanvas.py", "walkthrough.py", "scoring.py", "ohio/render.py", "ohio/table.py",
                   "hue/render.py", "hue/areas.py", "hue/table.py", "yozu/render.py", "yozu/table.py"):
        source = (ROOT / "widgets" / module).read_text()
        assert not re.search(r'_CSS = """|_STYLE = \(|style="[^"{]*;[^"{]*;', source), f"{module} keeps CSS in Python strings"


@pytest.mark.browser
def test_the_canvas_front_end_sends_the_position_of_the_clicked_picture(chromium):
    """svgcanvas.js run in Chromium with a stand-in model: a click (or Enter) sends the action with
    the data-move and data-deal around it; a table given that message after its position changed
    plays nothing."""
    import base64

    script = listening_script("svgcanvas.js")
    url = "data:text/javascript;base64," + base64.b64encode(script.encode()).decode()
    table = leading_table()
    first_picture = table.canvas.markup
    page = chromium.new_page()
    try:
        page.set_content('<div id="root"></div>')
        sent = page.evaluate("""async ([url, first]) => {
            const mod = await import(url);
            let markup = first;
            const sent = [], handlers = {};
            const model = {get: () => markup, send: m => sent.push(m), on: (e, f) => { handlers[e] = f; }, off() {}};
            const el = document.getElementById('root');
            mod.default.render({model, el});
            el.querySelector('[data-action="play 10"]').click();
            el.querySelector('[data-action="play 9"] .big').click();    // a click inside the card
            markup = '<div data-action="bare">x</div>';
            handlers['change:markup']();
            el.querySelector('[data-action]').dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
            return sent;
        }""", [url, first_picture])
    finally:
        page.close()
    assert sent == [{"type": "drawn", "move": 0, "deal": 1},          # the first picture is on screen
                    {"type": "click", "action": "play 10", "move": 0, "deal": 1},
                    {"type": "click", "action": "play 9", "move": 0, "deal": 1},
                    {"type": "drawn", "move": None, "deal": None},    # a redraw, of a picture without a position
                    {"type": "click", "action": "bare", "move": None, "deal": None}]
    sent = [m for m in sent if m["type"] == "click"]
    table.canvas._receive(table.canvas, sent[0], [])
    played = table.moves
    assert played[0] == "play 10" and len(played) > 1
    table.canvas._receive(table.canvas, sent[1], [])      # the second fast click, made on the first picture
    assert table.moves == played and "The table changed" in table.explanation_text


@pytest.mark.browser
def test_the_canvas_puts_the_pictures_stylesheets_in_the_page_once_not_in_every_redraw(chromium):
    """svgcanvas.js with a stand-in model: the <style> elements of a picture's markup go to the page's head the first
    time, and no redraw carries them again (a class's browsers parsed 9-12 kB of CSS at every move of every table);
    the picture is styled the same."""
    import base64

    script = listening_script("svgcanvas.js")
    url = "data:text/javascript;base64," + base64.b64encode(script.encode()).decode()
    table = leading_table()
    pictures = [table.canvas.markup]
    table.act("play 10")
    pictures.append(table.canvas.markup)
    assert all(picture.count("<style>") >= 1 for picture in pictures)
    page = chromium.new_page()
    try:
        page.set_content('<div id="root"></div>')
        found = page.evaluate("""async ([url, pictures]) => {
            const mod = await import(url);
            let markup = pictures[0];
            const handlers = {};
            const model = {get: () => markup, send() {}, on: (e, f) => { handlers[e] = f; }, off() {}};
            const el = document.getElementById('root');
            mod.default.render({model, el});
            const card = () => getComputedStyle(el.querySelector('[data-action^="play "]')).display;
            const first = card();
            markup = pictures[1];
            handlers['change:markup']();
            markup = pictures[0];
            handlers['change:markup']();
            return {inPicture: el.querySelectorAll('style').length,
                    inHead: document.head.querySelectorAll('style.svgcanvas-hoisted').length,
                    styled: first === card() && first !== 'inline'};
        }""", [url, pictures])
    finally:
        page.close()
    assert found["inPicture"] == 0 and found["styled"]
    assert found["inHead"] == len(set(re.findall(r"<style>(.*?)</style>", "".join(pictures), re.S)))


def test_bots_that_begin_play_one_move_per_picture_the_front_end_has_drawn():
    """GameTable (every game): the bots seated before the human wait until the front end says it has
    drawn the table (svgcanvas.js's "drawn" message); each then plays one move, drawn (with the next
    bot "thinking") before the next bot plays, up to the human's turn."""
    table = OhioTable(players=4, seed=3, human=0, first_player=1, lang="en")
    assert table.moves == [] and table.state.current_player == 1 and table.bots_pending
    assert POSITION.search(table.canvas.markup).groups() == ("0", "1")
    assert table.explanation_text == "Player 2 is thinking…"
    for moved, thinking in ((1, "Player 3"), (2, "Player 4")):
        table.canvas._receive(table.canvas, {"type": "drawn", "move": float(moved - 1), "deal": 1}, [])
        assert len(table._movers) == moved and table.bots_pending
        assert POSITION.search(table.canvas.markup).groups() == (str(moved), "1")
        assert table.explanation_text == f"{thinking} is thinking…"
        assert f"{thinking} is thinking…" in table.canvas.markup       # the badge over the picture
    table.canvas._receive(table.canvas, {"type": "drawn", "move": 2, "deal": 1}, [])
    assert table._movers == [1, 2, 3] and table.state.current_player == 0 and not table.bots_pending
    assert POSITION.search(table.canvas.markup).groups() == ("3", "1") and table.explanation_text == ""
    script = listening_script("svgcanvas.js")
    assert 'type: "drawn"' in script, "the front end says when a picture is on screen"
    heard = []
    canvas = SvgCanvas()
    canvas.on_drawn(lambda move, deal: heard.append((move, deal)))
    canvas._receive(canvas, {"type": "drawn", "move": None, "deal": None}, [])
    canvas.drawn(2, 1)
    assert heard == [(None, None), (2, 1)]


# --- what ohio.ipynb shows (issue 25), read from its saved outputs ---------------------------------------------

def saved_cell(cell_id):
    """A cell of the saved ohio.ipynb by its id (the notebook test checks the saved outputs are the code's)."""
    import nbformat
    nb = nbformat.read(ROOT / "notebooks" / "ohio.ipynb", as_version=4)
    return next(cell for cell in nb.cells if cell.get("id") == cell_id)


def saved_html(cell):
    """The HTML a cell displayed, unescaped, French no-break spaces read as spaces."""
    html = unescape("".join(out.get("data", {}).get("text/html", "") for out in cell.outputs))
    return html.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_notebook_shows_a_last_card_led_and_then_only_a_pass():
    """Readers asked what a player does who leads their last card: the notebook plays it out with the engine
    (asserted in the cell) and shows the refusal the player then meets, in the page's language (saved in French)."""
    cell = saved_cell("ohio-18-lead-code")
    assert 'last_lead.apply("play 3")' in cell.source and "assert last_lead.is_over" in cell.source
    shown = saved_html(cell)
    assert "Règle O3 : vous n'avez plus de carte, vous ne pouvez que passer." in shown


def test_the_notebook_exercise_frames_each_won_trick():
    """The saved scoring exercise (section 6) shows the won cards trick by trick, one frame per trick of the round."""
    sheet = saved_html(saved_cell("ohio-19"))
    framed = sheet_tricks(sheet[sheet.index('<table class="ohio-score-sheet">'):])
    numbers = sorted(number for tricks in framed.values() for number, _, _ in tricks)
    assert numbers == list(range(1, 11)) and all(caption == f"pli {n}" for tricks in framed.values()
                                                   for n, caption, _ in tricks)
