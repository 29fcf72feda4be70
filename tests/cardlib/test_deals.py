"""cardlib.deals: a teacher's choice of cards gives the deck that deals exactly those cards, for every game."""

import random
from collections import Counter

import pytest

import cardlib
from cardlib import deals
from cardlib.text import i18n

COUNTS = [(game, n) for game in cardlib.GAMES
          for n in range(cardlib.game_module(game).INFO.min_players, cardlib.game_module(game).INFO.max_players + 1)]


def dealt(state, slot):
    """The cards ``slot`` holds in ``state`` at the deal, read through the views (the owner's view for
    a hand, the Oracle's for its cards, the full view for what nobody holds)."""
    full = state.view(None)
    game, p = state.game, slot.player
    if slot.kind == "start":
        return [placed["card"] for placed in full["board"]]
    if slot.kind == "poison":
        return state.view(p)["hand"][:1]
    if slot.kind == "hand":
        hand = state.view(p)["hand"]
        return hand[1:] if game == "hue" else hand
    if slot.kind == "trump":
        return [full["trump_card"]]
    if slot.kind == "stock":
        return full["stock"]
    if slot.kind == "display":
        return full["displays"][p]
    if slot.kind == "oracle":
        return state.view(full["oracle"])["hand"]
    raise AssertionError(slot)


def random_choice(game, players, rng):
    """A choice filling some slots wholly, some partly, leaving some out, with no card used too often."""
    left = Counter()
    for card, n in deals.cards(game).items():
        left[card] = n
    choice = {}
    for slot in deals.slots(game, players):
        how_many = rng.choice([0, slot.size // 2, slot.size, min(slot.size, 3)])
        cards = []
        for card in rng.sample(slot.cards, len(slot.cards)):
            if len(cards) == how_many:
                break
            if left[card] and not (slot.kind == "oracle" and card in cards):
                left[card] -= 1
                cards.append(card.lower() if rng.random() < 0.3 else card)
        if how_many:
            choice[slot.name] = cards
    return choice


@pytest.mark.parametrize("game, players", COUNTS)
def test_every_slot_is_dealt_as_chosen(game, players):
    rng = random.Random(f"{game}{players}")
    for trial in range(4):
        choice = random_choice(game, players, rng)
        first = rng.randrange(players)
        state = deals.deal(game, players, choice, seed=trial, first_player=first)
        assert state.view(None)["first_player"] == first
        for slot in deals.slots(game, players):
            got = dealt(state, slot)
            assert len(got) == slot.size, slot
            wanted = [deals._parse(game, card) for card in choice.get(slot.name, [])]
            if slot.ordered:
                assert got[:len(wanted)] == wanted, slot
            else:
                assert not Counter(wanted) - Counter(got), (slot, wanted, got)


@pytest.mark.parametrize("game, players", COUNTS)
def test_the_deck_is_whole_and_the_rest_shuffled_by_the_seed(game, players):
    choice = random_choice(game, players, random.Random(players))
    deck = deals.deck_from_choice(game, players, choice, seed=3, first_player=players - 1)
    if game == "ohio":
        assert deck is None
        return
    assert Counter(deck) == deals.cards(game)
    assert deck == deals.deck_from_choice(game, players, choice, seed=3, first_player=players - 1)
    assert deck != deals.deck_from_choice(game, players, choice, seed=4, first_player=players - 1)


def test_slots_per_game():
    assert deals.slots("ohio", 3) == []
    hue = {s.name: s for s in deals.slots("hue", 5)}
    assert hue["start"].size == 3 and set(hue["start"].cards) == {"D1", "D2", "D3", "D4", "D5"}
    assert hue["hand 4"].size == 4 and hue["poison 4"].cards == ("P1", "P2", "P3", "P4", "P5")
    assert {s.name: s.size for s in deals.slots("hue", 2)}["hand 1"] == 5
    assert [(s.name, s.size) for s in deals.slots("woo", 2)] == [("hand 0", 6), ("hand 1", 6), ("trump", 1),
                                                               ("stock", 11)]
    assert [(s.name, s.size) for s in deals.slots("yoyo", 3)][-1] == ("stock", 64 - 21)
    assert [(s.name, s.size) for s in deals.slots("yozu", 3)] == [("display 0", 1), ("display 1", 1),
                                                                ("display 2", 1), ("oracle", 2)]
    assert deals.slots("yozu", 3)[0].label("fr") == "Carte visible de Joueur 1"


def test_the_first_player_leads_with_the_chosen_hand():
    state = deals.deal("woo", 2, {"hand 1": ["AH", "10H", "KH", "QH", "JH", "0H"], "trump": ["AS"]},
                       seed=2, first_player=1)
    assert state.current_player == 1
    assert sorted(state.view(1)["hand"]) == sorted(["AH", "10H", "KH", "QH", "JH", "0H"])
    assert state.view(0)["trump_card"] == "AS"


def refusal(game, players, choice):
    with pytest.raises(deals.DealError) as caught:
        deals.deck_from_choice(game, players, choice)
    error = caught.value
    assert isinstance(error, ValueError)
    french = i18n.translate(error.reason, "fr")
    assert french != str(error) and french.startswith(f"Règle {error.rule}\u00a0:")
    return str(error)


def test_a_card_chosen_twice_is_refused():
    assert refusal("woo", 2, {"hand 0": ["AH"], "hand 1": ["ah"]}).startswith("Rule W1: ace of hearts: chosen 2 times")
    assert "Player 1's hand, Player 2's hand" in refusal("woo", 2, {"hand 0": ["AH"], "hand 1": ["ah"]})
    assert "chosen 2 times" in refusal("hue", 3, {"hand 0": ["S1", "S1"]})
    # Yozu has two of each card, Yoyo two of B1: a third is refused, a second is not
    deals.deck_from_choice("yozu", 3, {"display 0": ["tiger:summer"], "display 1": ["tiger:summer"]})
    assert "chosen 3 times" in refusal("yozu", 3, {"display 0": ["tiger:summer"], "display 1": ["tiger:summer"],
                                            "display 2": ["tiger:summer"]})
    deals.deck_from_choice("yoyo", 2, {"hand 0": ["B1", "B1"]})
    assert refusal("yoyo", 2, {"hand 0": ["B1", "B1"], "hand 1": ["B1"]}).startswith("Rule Y1:")
    assert refusal("yoyo", 2, {"hand 0": ["B5", "B5"]}).startswith("Rule Y1:")


def test_unknown_cards_slots_and_over_full_slots_are_refused():
    assert refusal("woo", 2, {"hand 0": ["ZZ"]}).startswith("Rule W1: “ZZ”")
    assert refusal("yozu", 3, {"oracle": ["tiger"]}).startswith("Rule Z1:")
    assert "no place “hand 2”" in refusal("woo", 2, {"hand 2": ["AH"]})
    assert refusal("woo", 2, {"trump": ["AH", "KH"]}) == "Rule W2: The trump card: 2 cards chosen, but it holds 1."
    assert refusal("yoyo", 3, {"hand 0": "B3 B4 B5 B6 B7 B8 B9 B10"}).startswith("Rule Y2:")
    assert refusal("hue", 3, {"start": ["S1"]}) == "Rule H5: S1 cannot go here: The start cards laid takes only D1, D2, D3, D4, D5."
    assert refusal("hue", 3, {"poison 0": ["D1"]}).startswith("Rule H5: D1")
    assert refusal("yozu", 3, {"oracle": ["carp:winter", "carp:winter"]}).startswith("Rule Z3:")
    assert refusal("ohio", 3, {"hand 0": ["1"]}).startswith("Rule O1:")


def test_a_text_field_of_notations_is_read():
    deck = deals.deck_from_choice("woo", 2, {"hand 0": "ah, 10h KH"}, seed=1)
    assert deck[:3] == ["AH", "10H", "KH"]


def test_the_oracle_never_gets_two_identical_cards_when_filled():
    for seed in range(40):
        chosen = "panda:spring"
        deck = deals.deck_from_choice("yozu", 2, {"oracle": [chosen]}, seed=seed)
        assert deck[2] == chosen and deck[3] != chosen
