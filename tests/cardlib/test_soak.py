"""The soak (cardlib.soak): a few random games of every game pass every check, and a real fault
(a refusal that changes the state, a view that leaks a hidden card, a record that does not replay,
a sampler that draws an illegal move) is reported with its seed, move index and reason."""

import random

import pytest

import cardlib
from cardlib import soak
from cardlib.cli import main


@pytest.mark.parametrize("name", cardlib.GAMES)
def test_a_few_games_of_every_game_pass(name):
    """Every allowed player count, some matches, the game's options: no failure."""
    info = cardlib.game_module(name).INFO
    games = max(4, 2 * (info.max_players - info.min_players + 1))
    summary = soak.soak([name], games, seed=0, sample=0.2)
    (row,) = summary["results"]
    assert summary["failures"] == 0, summary["first_failures"]
    assert row["games"] == games and row["moves"] > games
    assert row["refusals"] > row["moves"], "refused actions are tried before every move"
    assert row["sampled"] > games, "the end of every game and a sample of positions are checked"


def test_the_setting_follows_from_the_seed_alone():
    """Consecutive seeds take every player count in turn; matches and Yoyo's variant both occur;
    the same seed gives the same setting, and a given player count is kept."""
    settings = [soak.setting("yoyo", seed) for seed in range(200)]
    assert [p for p, _, _ in settings[:5]] == [2, 3, 4, 5, 6]
    assert {m for _, m, _ in settings} == {True, False}
    assert {o["variant"] for _, _, o in settings} == {True, False}
    assert soak.setting("yoyo", 17) == settings[17]
    assert soak.setting("ohio", 5, players=4)[0] == 4
    assert any(o.get("rounds") for _, m, o in (soak.setting("ohio", s) for s in range(200)) if m)


def test_a_soak_game_is_reproduced_by_its_seed():
    """The same seed plays the same game with the same checks: equal counts."""
    assert soak.soak_game("yozu", 41) == soak.soak_game("yozu", 41)


# --- faults the soak must catch --------------------------------------------------------------------

def refusal_that_drops_a_card(monkeypatch):
    """Ohio's refusal of a card not in hand throws the player's lowest card away."""
    module = cardlib.game_module("ohio")
    original = module.State._refusal

    def faulty(self, action):
        reason = original(self, action)
        if reason is not None and self.current_player is not None and self.hands[self.current_player]:
            self.hands[self.current_player].pop(0)
        return reason
    monkeypatch.setattr(module.State, "_refusal", faulty)
    return "ohio", "changed the state"


def refusal_that_logs_the_move(monkeypatch):
    """Yozu's refusal writes the refused action into the moves played: only the moves change (the
    refusal check compares them as the engine holds them, not through the view)."""
    module = cardlib.game_module("yozu")
    original = module.State._refusal

    def faulty(self, action):
        reason = original(self, action)
        if reason is not None:
            self._moves.append(action)
        return reason
    monkeypatch.setattr(module.State, "_refusal", faulty)
    return "yozu", "changed the state"


def view_with_a_key_the_soak_does_not_build(monkeypatch):
    """Woo's full view gains a key that the soak's own copy of it (``full_view_without_moves``,
    which the refusal check compares) does not have."""
    module = cardlib.game_module("woo")
    original = module.State.view

    def grown(self, player):
        view = original(self, player)
        view["clock"] = len(self._events)
        return view
    monkeypatch.setattr(module.State, "view", grown)
    return "woo", "the soak's copy of view(None) differs from view(None) in clock"


def view_that_shows_the_pile(monkeypatch):
    """Yozu's view shows everyone the hidden pile in order."""
    module = cardlib.game_module("yozu")
    original = module.State._view

    def faulty(self, player):
        view = original(self, player)
        view["pile"] = [str(card) for card in self.pile]
        return view
    monkeypatch.setattr(module.State, "_view", faulty)
    return "yozu", "view shows cards hidden from them"


def record_without_its_last_move(monkeypatch):
    """Woo's record forgets the last move."""
    module = cardlib.game_module("woo")
    original = module.State.to_record

    def faulty(self):
        record = original(self)
        record["moves"] = record["moves"][:-1]
        return record
    monkeypatch.setattr(module.State, "to_record", faulty)
    return "woo", "does not replay to the same state"


def record_short_of_a_move_before_the_end(monkeypatch):
    """Yozu's record forgets the last move, but only while the game goes on: the final record is
    right, so only the replay of a sampled position in the middle of the game sees it."""
    module = cardlib.game_module("yozu")
    original = module.State.to_record

    def faulty(self):
        record = original(self)
        if not self.is_over:
            record["moves"] = record["moves"][:-1]
        return record
    monkeypatch.setattr(module.State, "to_record", faulty)
    return "yozu", "does not replay to the same state"


def record_with_another_seed_before_the_end(monkeypatch):
    """Ohio's record names the next seed while the game goes on: a sampled record that is not the
    final one cut short, replayed alone."""
    module = cardlib.game_module("ohio")
    original = module.State.to_record

    def faulty(self):
        record = original(self)
        if not self.is_over:
            record["seed"] += 1
        return record
    monkeypatch.setattr(module.State, "to_record", faulty)
    return "ohio", "does not replay to the same state"


def sampler_that_ignores_the_rules(monkeypatch):
    """Ohio's sampler draws any card of the hand, even one too high (O3)."""
    module = cardlib.game_module("ohio")

    def faulty(self, rng):
        return None if self.current_player is None else module.PLAY[rng.choice(self.hands[self.current_player])]
    monkeypatch.setattr(module.State, "random_action", faulty)
    return "ohio", "random_action drew"


@pytest.mark.parametrize("break_it", [refusal_that_drops_a_card, refusal_that_logs_the_move,
                                      view_with_a_key_the_soak_does_not_build, view_that_shows_the_pile,
                                      record_without_its_last_move, record_short_of_a_move_before_the_end,
                                      record_with_another_seed_before_the_end, sampler_that_ignores_the_rules])
def test_a_real_fault_is_reported_with_seed_move_and_reason(monkeypatch, break_it):
    name, says = break_it(monkeypatch)
    summary = soak.soak([name], 6, seed=100, sample=0.5)
    assert summary["failures"] > 0
    first = summary["first_failures"][0]
    assert first["game"] == name and first["seed"] in range(100, 106)
    assert says in first["reason"]
    assert f"seed {first['seed']}" in first["sentence"] and f"move {first['move']}" in first["sentence"]
    # The sentence's command reproduces the fault alone.
    again = soak.soak([name], 1, seed=first["seed"], players=first["players"], sample=0.5)
    assert again["first_failures"][0]["move"] == first["move"]


@pytest.mark.parametrize("name", cardlib.GAMES)
def test_the_soaks_full_view_is_the_full_view_without_its_moves(name):
    """``full_view_without_moves`` (what the refusal check compares) equals ``view(None)`` minus its
    moves at every position of a few games, ends included."""
    rng = random.Random(name)
    for seed in range(3):
        state = cardlib.new_game(name, seed=seed)
        while True:
            view = state.view(None)
            assert soak.full_view_without_moves(state) == {k: v for k, v in view.items() if k != "moves"}
            if state.is_over:
                break
            state.apply(state.random_action(rng))


def test_an_engine_crash_is_a_failure_not_a_crash_of_the_soak(monkeypatch):
    module = cardlib.game_module("woo")

    def crash(self, player, rng):
        raise KeyError("boom")
    monkeypatch.setattr(module.State, "redeal_hidden", crash)
    summary = soak.soak(["woo"], 2, seed=0, sample=1.0)
    assert summary["failures"] == 2
    assert summary["first_failures"][0]["reason"] == "KeyError: 'boom'"


def test_refusal_candidates_include_earlier_moves_garbage_and_junk_fields():
    state = cardlib.new_game("ohio", 3, seed=1)
    legal = state.legal_actions()
    rng = random.Random(0)
    seen = ["play 1", "pass"]
    drawn = [soak.candidate_refusals(state, seen, legal, rng) for _ in range(50)]
    assert all(len(c) == 3 and c[0] in seen for c in drawn)
    assert all(isinstance(c[2], state.Action) for c in drawn)
    assert sum(c[2] not in legal for c in drawn) > 40     # a junk None in a pass's card is still a pass
    assert len({c[1] for c in drawn}) > 10


# --- the command line ------------------------------------------------------------------------------

def test_soak_command_prints_a_row_per_game_and_exits_0(capsys):
    assert main(["soak", "all", "--games", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    for name in cardlib.GAMES:
        assert any(line.startswith(name) for line in out.splitlines())
    assert "No failure." in out or "Aucun échec." in out


def test_soak_command_in_french_and_as_json(capsys):
    assert main(["soak", "woo", "ohio", "--games", "2", "--lang", "fr"]) == 0
    assert "Aucun échec." in capsys.readouterr().out
    assert main(["soak", "woo", "--games", "3", "--json"]) == 0
    import json
    summary = json.loads(capsys.readouterr().out)
    assert summary["results"][0]["games"] == 3 and summary["failures"] == 0


def test_soak_command_exits_1_naming_the_first_failure(monkeypatch, capsys):
    record_without_its_last_move(monkeypatch)
    assert main(["soak", "woo", "--games", "3"]) == 1
    captured = capsys.readouterr()
    assert "3 games failed" in captured.out or "3 parties en échec" in captured.out
    (line,) = captured.err.strip().splitlines()
    assert line.startswith("cardlib: soak failed: woo seed 0 ") and "move " in line
    assert "does not replay to the same state" in line and "--games 1 --seed 0" in line


@pytest.mark.parametrize("argv, says", [
    (["soak", "chess"], "unknown game 'chess'"),
    (["soak", "woo", "--players", "3"], "woo is played by 2 to 2 players, not 3"),
    (["soak", "ohio", "--games", "0"], "--games must be at least 1"),
    (["soak", "ohio", "--sample", "2"], "--sample must be a fraction"),
    (["soak"], "the following arguments are required: game"),
])
def test_soak_command_usage_errors(capsys, argv, says):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.strip().splitlines()) == 1
