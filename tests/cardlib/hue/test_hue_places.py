"""Hue's index of legal places (``cardlib.hue.places``), kept up to date between moves, against the
plain computation (``Board.scan_positions``) on many random positions, and the move lists and
notations written from it against the plain ones."""

import random

import pytest

import cardlib
from cardlib.hue import Action
from cardlib.hue.board import Board, Placement, start_board
from cardlib.errors import IllegalAction
from cardlib.hue.places import DIRECTION_NAMES, LIMIT, OutOfRange, Places, place, place_number


def plain_actions(state):
    """``legal_actions()`` written the plain way: every card of the hand in every scanned place."""
    if state.is_over:
        return []
    return [Action(card, x, y, d) for card in state.hands[state.current_player]
            for x, y, d in state.board.scan_positions()]


def test_place_numbers_sort_as_legal_actions_do_and_decode_back():
    places = [(x, y, d) for d in DIRECTION_NAMES for y in (-40, -3, 0, 2, 41) for x in (-50, -1, 0, 1, 37)]
    random.Random(1).shuffle(places)
    numbers = [place_number(*p) for p in places]
    assert [place(n) for n in numbers] == places
    assert [place(n) for n in sorted(numbers)] == sorted(places, key=lambda t: (t[2], t[1], t[0]))


def test_the_index_caught_up_at_any_pace_lists_the_places_the_scan_finds():
    # Random games at every player count; the index is brought up to date after every move in some
    # games and after several moves at once in others (as when only one player reads views), and
    # copies of the state are checked after moves of their own.
    checked = 0
    for seed in range(60):
        players = 2 + seed % 4
        state = cardlib.new_game("hue", players=players, seed=seed, match=seed % 3 == 0)
        pick = random.Random(seed)
        pace = 1 + seed % 4
        moves = 0
        while not state.is_over:
            if moves % pace == 0:
                assert state.board.legal_positions() == state.board.scan_positions()
                assert state.legal_actions() == plain_actions(state)
                checked += 1
            if moves % 5 == 2:
                twin = state.clone()
                twin.apply(twin.random_action(pick))
                if not twin.is_over:
                    assert twin.legal_actions() == plain_actions(twin)
            state.apply(state.random_action(pick))
            moves += 1
    assert checked > 500


def test_the_view_writes_the_notations_of_the_legal_actions_in_their_order():
    for seed in range(20):
        state = cardlib.new_game("hue", players=2 + seed % 4, seed=seed)
        pick = random.Random(seed)
        while not state.is_over:
            expected = [str(a) for a in plain_actions(state)]
            assert state.view(state.current_player)["legal_actions"] == expected
            assert state.view(None)["legal_actions"] == expected
            state.apply(state.random_action(pick))


def test_a_board_laid_card_by_card_and_one_copied_between_lists_agree_with_the_scan():
    rng = random.Random(3)
    board = start_board(["D1", "D2", "D3"])
    assert board.legal_positions() == board.scan_positions()
    copies = []
    for _ in range(18):
        x, y, d = board.random_position(rng)
        board.lay(Placement("S1", x, y, d))
        if rng.random() < 0.5:
            assert board.legal_positions() == board.scan_positions()
        copies.append(board.copy())
    for copy in copies:
        assert copy.legal_positions() == copy.scan_positions()


def test_an_empty_board_and_one_card_have_their_places():
    assert Board().legal_positions() == [] == Board().scan_positions()
    board = Board([Placement("S1", 0, 0, "N")])
    assert board.legal_positions() == board.scan_positions() and len(board.legal_positions()) > 12


def test_a_card_beyond_the_numbering_is_refused_by_the_board_and_by_h6():
    # Cells are numbered within LIMIT of the origin (a game's board spans some 50 cells): the board
    # refuses a card beyond, unchanged, and a move that far from the patchwork is refused by H6.
    board = Board([Placement("S1", LIMIT, -LIMIT, "E")])     # the edge itself is held, and listed
    assert board.legal_positions() == board.scan_positions() != []
    assert board.stacks == {(LIMIT + k, -LIMIT): [(Placement("S1", LIMIT, -LIMIT, "E"), k)] for k in range(3)}
    for x, y in [(LIMIT + 1, 0), (0, -LIMIT - 1), (9000, 0), (10 ** 12, 5)]:
        with pytest.raises(OutOfRange, match="beyond"):
            board.lay(Placement("S2", x, y, "N"))
        assert len(board.placements) == 1 and len(board.stacks) == 3
    state = cardlib.new_game("hue", players=2, seed=1)
    card = state.hands[state.current_player][0]
    # 16384,0 would alias cell 0,1 (beside the start cards) if its number were made regardless.
    for where in ["9000,0", "16384,0", "16382,-1", "-8190,3", f"{10 ** 12},5", f"4,{-10 ** 30}"]:
        assert state.explain(f"play {card} {where} W").rule == "H6"
        with pytest.raises(IllegalAction, match="would touch no square"):
            state.apply(f"play {card} {where} W")
    assert state.board.refusal(Placement(card, LIMIT + 4, LIMIT, "W")) == ("apart", {})


def test_the_memos_of_notations_and_actions_stay_right_across_games_copies_and_resets(monkeypatch):
    # The per-card memos learn new places from the index they were last filled for; another game, a
    # copy, or a memo emptied because it is full (a tiny MEMO_SIZE here) must still give every move.
    monkeypatch.setattr("cardlib.hue.places.MEMO_SIZE", 300)
    monkeypatch.setattr("cardlib.hue.places.AROUND_SIZE", 40)      # the cells' places, remade when emptied
    games = [cardlib.new_game("hue", players=2 + k % 4, seed=100 + k) for k in range(3)]
    pick = random.Random(5)
    for _ in range(60):
        state = pick.choice([g for g in games if not g.is_over] or [cardlib.new_game("hue", players=3, seed=7)])
        if pick.random() < 0.3:
            state = state.clone()
            games.append(state)
        if pick.random() < 0.7:
            assert state.legal_actions() == plain_actions(state)
            assert state.view(state.current_player)["legal_actions"] == [str(a) for a in plain_actions(state)]
        state.apply(state.random_action(pick))


def test_each_view_has_its_own_board_entries():
    # The view's board is copied from dicts the state keeps: changing a view changes no other view.
    state = cardlib.new_game("hue", players=3, seed=4)
    state.apply(state.random_action(random.Random(1)))
    first = state.view(0)
    first["board"][0]["card"] = "XX"
    first["board"].append({"card": "YY"})
    twin = state.clone()
    for view in (state.view(0), state.view(None), twin.view(1)):
        assert [entry["card"] for entry in view["board"]] == [p.card for p in state.board.placements]


def test_a_board_catches_up_while_laying_only_after_its_places_were_listed():
    # A bot reading the places every move finds them brought up to date by the move itself; a copy
    # (as for a playout from the position) and a board nobody reads do not catch up while laying.
    state = cardlib.new_game("hue", players=3, seed=9)
    pick = random.Random(9)
    state.view(state.current_player)
    seen = state.board.places().seen_occupied
    twin = state.clone()
    state.apply(state.random_action(pick))
    assert state.board._places.seen_occupied > seen                  # caught up by the move
    twin.apply(twin.random_action(pick))
    twin.apply(twin.random_action(pick))
    assert twin.board._places.seen_occupied == seen                  # left for the next read
    assert twin.board.legal_positions() == twin.board.scan_positions()
    state.apply(state.random_action(pick))                           # not read since the last move
    assert state.board._places.seen_occupied < len(state.board.stacks)
    assert state.legal_actions() == plain_actions(state)
