"""Position links (cardlib.links) and the tables opened from them (widgets.share), without a browser:
every game's position survives the round trip (with moves, a deck, options, a seat); every kind of
bad link is refused with its own sentence in French and English; random tampering never raises
anything but LinkError; an app's table opens at a link's position, or at its defaults with the
reason shown."""

import base64
import json
import zlib
from urllib.parse import parse_qs

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardlib
from cardlib.text import i18n
from cardlib import links
from cardlib.links import LinkError
from cardlib.yozu import deck_with


def played(state, count, pick=-1):
    """``state`` after ``count`` moves, each the ``pick``-th legal action (fewer if the game ends)."""
    for _ in range(count):
        if state.is_over:
            break
        state = state.apply(state.legal_actions()[pick])
    return state


def packed(fields, level=9):
    """A link value written by hand: ``fields`` as JSON, compressed and encoded as links.encode does."""
    text = json.dumps(fields).encode()
    return "1." + base64.urlsafe_b64encode(zlib.compress(text, level)).decode().rstrip("=")


def ohio_fields(**changes):
    """The fields of a sound Ohio link (3 players, seed 5, one move), with ``changes``."""
    fields = {"game": "ohio", "version": 1, "players": 3, "seed": 5, "moves": ["play 7"], "human": 1}
    fields.update(changes)
    return {key: value for key, value in fields.items() if value is not ...}


def refusal(value):
    """The LinkError that decoding ``value`` raises (the test fails if it decodes)."""
    with pytest.raises(LinkError) as refused:
        links.decode(value)
    return refused.value


POSITIONS = {
    "ohio": lambda: played(cardlib.new_game("ohio", 4, 3, match=True, rounds=2), 15),
    "hue": lambda: played(cardlib.new_game("hue", 3, 8), 9),
    "woo": lambda: played(cardlib.new_game("woo", 2, 4), 7, pick=0),
    "yoyo": lambda: played(cardlib.new_game("yoyo", 3, 9, variant=True), 12),
    "yozu": lambda: played(cardlib.new_game("yozu", 3, 2, deck=deck_with("panda:spring", "tiger:winter"),
                                            first_player=1), 10),
}


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_game_round_trips_with_its_moves_options_and_seat(game):
    state = POSITIONS[game]()
    assert state.moves, "a position with moves"
    for human in range(state.players):
        value = links.encode(state, human)
        assert len(value) < 400 and value.startswith("1.")
        position = links.decode(value)
        assert position.human == human and position.game == game
        assert position.state.to_record() == state.to_record()
        assert position.state.view(human) == state.view(human)


@pytest.mark.parametrize("game", cardlib.GAMES)
def test_a_whole_match_at_the_most_players_fits_in_a_link(game):
    """The longest positions: a whole match played at random by the most players (Yozu's 6-player
    match lasts about 2 600 moves)."""
    import random

    players = cardlib.game_module(game).INFO.max_players
    state, rng = cardlib.new_game(game, players, 0, match=True), random.Random(0)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    value = links.encode(state, players - 1)
    assert len(value) <= links.MAX_LENGTH // 2, "room to spare"
    assert links.decode(value).state.to_record() == state.to_record()


def test_a_dealt_deck_and_a_fixed_first_player_travel():
    state = POSITIONS["yozu"]()
    position = links.decode(links.encode(state, 2))
    assert position.record["deck"] == state.deck and position.record["first_player"] == 1
    fresh = links.decode(links.encode(cardlib.new_game("ohio", 3, 5), 0))
    assert fresh.state.moves == [] and fresh.record["deck"] is None


def test_the_query_keeps_beside_other_parameters():
    state = POSITIONS["hue"]()
    query = f"lang=fr&{links.query(state, 1)}"
    assert i18n.query_language(query) == "fr"
    assert links.query_position(query) == links.encode(state, 1)
    assert parse_qs(query)["position"] == [links.encode(state, 1)]
    assert links.query_position("lang=en") is None and links.query_position("") is None


def test_encode_refuses_a_seat_out_of_range():
    with pytest.raises(ValueError, match="human must be a seat from 0 to 2"):
        links.encode(cardlib.new_game("ohio", 3, 5), 3)
    with pytest.raises(ValueError, match="humans must be different seats from 0 to 2, 1 among them"):
        links.encode(cardlib.new_game("ohio", 3, 5), 1, humans=(0, 2))


def test_the_people_sharing_the_screen_travel():
    state = POSITIONS["yoyo"]()
    position = links.decode(links.encode(state, 2, humans=(0, 2)))
    assert position.human == 2 and position.humans == (0, 2)
    assert links.decode(links.encode(state, 1)).humans == (1,)


BAD_LINKS = {
    # name: (value, the English sentence's start, the French sentence's start)
    "another format": ("2." + packed(ohio_fields())[2:], "This link's position is written in a format",
                       "La position de ce lien est écrite dans un format"),
    "no version": ("eJyrVg", "This link's position is written in a format", "La position de ce lien"),
    "bad base64": ("1.ab$cd", "This link's position is damaged", "La position de ce lien est abîmée"),
    "cut short": (packed(ohio_fields())[:-6], "This link's position is damaged", "La position de ce lien est abîmée"),
    "not zlib": ("1." + base64.urlsafe_b64encode(b"hello world").decode(), "This link's position is damaged",
                 "La position de ce lien est abîmée"),
    "not JSON": ("1." + base64.urlsafe_b64encode(zlib.compress(b"{game: ohio")).decode(),
                 "This link's position is damaged", "La position de ce lien est abîmée"),
    "not an object": (packed([1, 2]), "This link's position is damaged", "La position de ce lien est abîmée"),
    "too long": ("1." + "A" * links.MAX_LENGTH, "This link's position is too long",
                 "La position de ce lien est trop longue"),
    "a bomb": (packed({"game": "ohio", "pad": " " * (links.MAX_JSON * 2)}), "This link's position is damaged",
               "La position de ce lien est abîmée"),
    "unknown game": (packed(ohio_fields(game="chess")), "This link names a game the apps do not have ('chess')",
                     "Ce lien nomme un jeu que les applications ne proposent pas ('chess')"),
    "unknown field": (packed(ohio_fields(cheat=True)), "This link's position has a field this app does not know: “cheat”",
                      "La position de ce lien a un champ que cette application ne connaît pas\u00a0: «\u00a0cheat\u00a0»"),
    "no moves": (packed(ohio_fields(moves=...)), "This link's position lacks its “moves”",
                 "Il manque «\u00a0moves\u00a0» à la position de ce lien"),
    "wrong players": (packed(ohio_fields(players=7)), "This link's game has 7 players, but Ohio is for 2 to 5 players",
                      "La partie de ce lien a 7 joueurs, mais Ohio se joue de 2 à 5 joueurs"),
    "players not a number": (packed(ohio_fields(players="3")), "This link's position has a wrong value for “players”",
                             "La position de ce lien a une valeur incorrecte pour «\u00a0players\u00a0»"),
    "seat out of range": (packed(ohio_fields(human=3)), "This link seats you as Player 4, but its game has only 3 players",
                          "Ce lien vous donne la place de Joueur 4, mais sa partie n'a que 3 joueurs"),
    "people not seats": (packed(ohio_fields(humans=[1, 1])), "The seats of the people at the screen ([1, 1]) must be different",
                         "Les places des personnes devant l'écran ([1, 1]) doivent être différentes"),
    "you not among the people": (packed(ohio_fields(humans=[0, 2])), "The seats of the people at the screen ([0, 2])",
                                 "Les places des personnes devant l'écran ([0, 2])"),
    "negative seat": (packed(ohio_fields(human=-1)), "This link's position has a wrong value for “human”",
                      "La position de ce lien a une valeur incorrecte pour «\u00a0human\u00a0»"),
    "seed not whole": (packed(ohio_fields(seed=1.5)), "This link's position has a wrong value for “seed”",
                       "La position de ce lien a une valeur incorrecte pour «\u00a0seed\u00a0»"),
    "huge seed": (packed(ohio_fields(seed=10 ** 30)), "This link's position has a wrong value for “seed”",
                  "La position de ce lien a une valeur incorrecte pour «\u00a0seed\u00a0»"),
    "moves not words": (packed(ohio_fields(moves=[7])), "This link's position has a wrong value for “moves”",
                        "La position de ce lien a une valeur incorrecte pour «\u00a0moves\u00a0»"),
    "first player out of range": (packed(ohio_fields(first_player=5)),
                                  "This link's position has a wrong value for “first_player”",
                                  "La position de ce lien a une valeur incorrecte pour «\u00a0first_player\u00a0»"),
    "old rules": (packed(ohio_fields(version=0)), "This link was made with version 0 of the rules of Ohio",
                  "Ce lien a été fait avec la version 0 des règles du jeu Ohio"),
    "deck where there is none": (packed(ohio_fields(deck=["1"] * 11)), "This link's game cannot be set up: ohio has no deck",
                                 "La partie de ce lien ne peut pas être mise en place\u00a0: ohio has no deck"),
    "unknown option": (packed(ohio_fields(options={"jokers": 2})), "This link's game cannot be set up: unknown ohio options",
                       "La partie de ce lien ne peut pas être mise en place"),
    "an illegal move": (packed(ohio_fields(moves=["play 7", "play 9"])),
                        "Move 2 of this link (play the 9) cannot be played at that point of the game: Rule O3: ",
                        "Le coup 2 de ce lien (jouer le 9) ne peut pas être joué à ce moment de la partie\u00a0: Règle O3\u00a0: "),
    "not a move": (packed(ohio_fields(moves=["jump"])), "Move 1 of this link (jump) cannot be played at that point of the game: “jump” is not a move of Ohio",
                   "Le coup 1 de ce lien (jump) ne peut pas être joué à ce moment de la partie\u00a0: «\u00a0jump\u00a0» n'est pas un coup du jeu Ohio"),
}


@pytest.mark.parametrize("name", sorted(BAD_LINKS))
def test_every_kind_of_bad_link_is_refused_with_its_sentence(name):
    value, english, french = BAD_LINKS[name]
    refused = refusal(value)
    assert isinstance(refused, ValueError)
    assert str(refused).startswith(english), str(refused)
    assert i18n.translate(refused.message, "en") == str(refused)
    assert i18n.translate(refused.message, "fr").startswith(french), i18n.translate(refused.message, "fr")
    assert "Traceback" not in str(refused) and len(str(refused)) < 400


def test_a_sound_hand_written_link_opens():
    """The hand-made values above are refused for the fault each carries, not for being hand-made."""
    position = links.decode(packed(ohio_fields()))
    assert position.state.moves == ["play 7"] and position.human == 1


def test_decode_takes_only_text():
    assert str(refusal(None)).startswith("This link's position is damaged")


SOUND = [links.encode(POSITIONS[game](), 1) for game in sorted(POSITIONS)]


def tampered(value, data):
    """``value`` changed the way a person or a mail program might: characters replaced, cut, added."""
    chars = list(value)
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.sampled_from(["replace", "delete", "insert", "cut"]))
        at = data.draw(st.integers(0, max(len(chars) - 1, 0)))
        char = data.draw(st.sampled_from("AZaz09-_.=+/% é"))
        if kind == "replace" and chars:
            chars[at] = char
        elif kind == "delete" and chars:
            del chars[at]
        elif kind == "insert":
            chars.insert(at, char)
        else:
            del chars[at:]
    return "".join(chars)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_tampering_raises_nothing_but_link_error(data):
    value = tampered(data.draw(st.sampled_from(SOUND)), data)
    try:
        position = links.decode(value)
    except LinkError as refused:
        assert i18n.translate(refused.message, "fr")
        return
    assert position.state.to_record()["game"] in cardlib.GAMES   # an edit that still decodes is a sound position


JSON_VALUES = st.recursive(st.none() | st.booleans() | st.integers(-2, 10 ** 20) | st.floats() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=12)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(POSITIONS)), st.sampled_from(links.FIELDS), JSON_VALUES)
def test_any_field_given_any_value_raises_nothing_but_link_error(game, field, value):
    state = POSITIONS[game]()
    fields = json.loads(zlib.decompress(base64.urlsafe_b64decode(links.encode(state, 0)[2:] + "==")))
    fields[field] = value
    try:
        links.decode(packed(fields))
    except LinkError:
        pass


# --- the tables: widgets.share ------------------------------------------------------------------

def app_tables():
    """Each game's app table class with the defaults its notebook's last cell gives."""
    from widgets.hue import HueTable
    from widgets.ohio import OhioTable
    from widgets.woo import WooTable
    from widgets.yoyo.table import YoyoTable
    from widgets.yozu import YozuTable

    return {"ohio": (OhioTable, {"players": 3}), "hue": (HueTable, {"players": 3}),
            "woo": (WooTable, {"bot": "greedy"}), "yoyo": (YoyoTable, {"players": 4, "bots": "greedy"}),
            "yozu": (YozuTable, {"players": 4, "bots": "greedy"})}


def human_moves(table, count):
    """Play ``count`` of the human's moves on ``table`` (the first legal one each time)."""
    table.play_pending()
    for _ in range(count):
        if table.state.is_over:
            break
        table.act(table.state.legal_actions()[0])


@pytest.mark.parametrize("game", ["ohio", "hue", "woo", "yoyo", "yozu"])
def test_a_table_opens_at_the_position_its_share_control_gives(game):
    from widgets.share import ShareLink, table_from_page

    table_class, defaults = app_tables()[game]
    table = table_class(seed=21, human=1, **defaults)
    human_moves(table, 3)
    share = getattr(table, "share", None) or ShareLink.attach(table)
    assert share.query.endswith(f"&lang={table.lang}") and share.query.startswith("position=1.")
    opened = table_from_page(table_class, share.query, **defaults)
    assert opened.record == table.record and opened.human == 1
    assert opened.canvas.markup == table.canvas.markup, "the same picture"
    assert opened.log_box.value == table.log_box.value, "the same log"
    assert opened.explanation_text.startswith("The position of the link you opened, after")


def test_a_hot_seat_table_opens_with_the_same_people():
    from widgets.share import ShareLink, table_from_page
    from widgets.yozu import YozuTable

    table = YozuTable(players=3, seed=6, humans=(0, 2), bots="greedy", first_player=0)
    table.play_pending()
    table.show_hand()
    table.act(table.state.legal_actions()[0])
    share = getattr(table, "share", None) or ShareLink.attach(table)
    opened = table_from_page(YozuTable, share.query, players=4, bots="greedy")
    assert opened.humans == (0, 2) and opened.human == table.human and opened.record == table.record


def test_the_share_query_follows_moves_and_language():
    from widgets.ohio import OhioTable
    from widgets.share import ShareLink

    table = OhioTable(players=3, seed=4, first_player=0, lang="en")
    share = getattr(table, "share", None) or ShareLink.attach(table)
    assert share.labels["button"] == "Copy a link to this position"
    before = share.query
    table.act("play 5")
    assert share.query != before
    assert links.decode(links.query_position(share.query)).state.moves == table.moves
    table.set_language("fr")
    assert share.labels["button"] == "Copier un lien vers cette position" and share.query.endswith("&lang=fr")
    assert share in table.widget.children


def test_options_and_decks_reach_the_tables():
    from widgets.ohio import OhioTable
    from widgets.share import table_from_page
    from widgets.yoyo.table import YoyoTable
    from widgets.yozu import YozuTable

    ohio = POSITIONS["ohio"]()
    table = table_from_page(OhioTable, links.query(ohio, 2), players=3)
    assert table.record == ohio.to_record() and table.human == 2 and table.players == 4
    yoyo = POSITIONS["yoyo"]()
    table = table_from_page(YoyoTable, links.query(yoyo, 0), bots="random")
    assert table.record == yoyo.to_record() and table.record["options"] == {"variant": True}
    yozu = POSITIONS["yozu"]()
    table = table_from_page(YozuTable, links.query(yozu, 0), players=4)
    assert table.record == yozu.to_record() and table.record["deck"] == yozu.deck


@pytest.mark.parametrize("lang, start", [
    ("en", "⚠ The link's position could not be opened, so this is a new game. Move 2 of this link (play the 9)"),
    ("fr", "⚠ La position du lien n'a pas pu être ouverte\u00a0: voici donc une nouvelle partie. Le coup 2 de ce lien (jouer le 9)"),
])
def test_a_bad_link_gives_the_default_table_and_says_why(lang, start):
    from widgets.ohio import OhioTable
    from widgets.share import table_from_page

    table = table_from_page(OhioTable, f"lang={lang}&position={packed(ohio_fields(moves=['play 7', 'play 9']))}",
                            players=3, seed=8, lang=lang)
    assert table.moves == [] or table.record["seed"] == 8
    assert table.state.seed == 8 and table.players == 3 and table.human == 0
    assert table.explanation_text.startswith(start), table.explanation_text
    assert "Traceback" not in table.explanation_text


def test_a_link_for_another_game_or_table_is_refused_there():
    from widgets.hue import HueTable
    from widgets.share import table_from_page
    from widgets.woo import WooTable

    table = table_from_page(HueTable, links.query(POSITIONS["ohio"](), 0), players=2)
    assert table.players == 2 and table.state.moves == []
    assert "This link is a position of Ohio, and this app plays Hue" in table.explanation_text
    # Bots named seat by seat for 2 players cannot fill the link's 3 seats: the table says so.
    table = table_from_page(HueTable, links.query(POSITIONS["hue"](), 0), players=2, bots=[None, "greedy"])
    assert table.players == 2 and table.state.moves == []
    assert "This table cannot hold the link's game: give one bot name per seat (3), not 2" in table.explanation_text
    woo = table_from_page(WooTable, "position=", bot="greedy")
    assert "damaged" in woo.explanation_text or "format" in woo.explanation_text


def test_without_a_position_the_defaults_make_the_table(monkeypatch):
    from widgets.ohio import OhioTable
    from widgets.share import table_from_page

    monkeypatch.setenv("QUERY_STRING", "lang=fr")
    table = table_from_page(OhioTable, players=5, seed=3, first_player=0)
    assert table.players == 5 and table.state.seed == 3 and table.explanation_text == ""
    monkeypatch.setenv("QUERY_STRING", links.query(POSITIONS["ohio"](), 1))
    assert table_from_page(OhioTable, players=5).record == POSITIONS["ohio"]().to_record()
