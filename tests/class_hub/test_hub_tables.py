"""The hub's tables through HTTP (class_hub.hub_tables, issue 37): students open, sit, start and play, each only for
their own seat and only at the position it is at; every answer a player receives holds nothing hidden from their
seat; bots play the empty seats, paced; a page waiting for its table hears a move at once; the teacher lists and
watches the tables; a hub killed mid-game and started again resumes every table at its last acknowledged move."""

import asyncio
import functools
import json
from unittest import mock

from tornado.testing import AsyncHTTPTestCase

import cardlib
from cardlib.text.plain import to_plain
from class_hub import changes, checks, hub_tables, play
from class_hub.hub import make_app
from class_hub.store import SQLiteStore
from hub_processes import kill, post, start_hub


def lists_in(value):
    """Every list inside a JSON value (itself included)."""
    if isinstance(value, list):
        yield value
        for item in value:
            yield from lists_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from lists_in(item)


class TablesTest(AsyncHTTPTestCase):
    def setUp(self):
        seeds = iter(range(1000, 2000))                  # the hub draws each table's seed: here, the same each run
        patcher = mock.patch.object(play, "new_seed", lambda: next(seeds))
        patcher.start()
        self.addCleanup(patcher.stop)
        super().setUp()

    def get_app(self):
        self.now = 1_800_000_000.0
        self.store = SQLiteStore(":memory:")
        self.code, self.key = self.store.open_class(self.now)
        self.answers = {}               # nickname -> every answer that student's requests got
        return make_app(self.store, clock=lambda: self.now, wrong_joins=checks.WrongJoins(most=3))

    def ask(self, path, body, status=200, who=None):
        response = self.fetch(path, method="POST", body=json.dumps(body).encode(), raise_error=False)
        assert response.code == status, (path, response.code, response.body[:300])
        answer = json.loads(response.body)
        if who is not None:
            self.answers.setdefault(who, []).append(response.body.decode())
        return answer

    def join(self, nickname):
        return {"code": self.code, **self.ask("/join", {"code": self.code, "nickname": nickname})}

    def as_student(self, student, path, status=200, **body):
        return self.ask(path, {**student, **body}, status=status, who=student["nickname"])

    def refused(self, student, path, status=400, **body):
        return self.as_student(student, path, status=status, **body)["refused"]

    def let_bots_play(self, seconds=0.3):
        self.io_loop.run_sync(lambda: asyncio.sleep(seconds))

    def yoyo_of_three(self):
        """Ali opens Yoyo for three, Bea sits, Ali starts with a bot in the third seat: (ali, bea, table)."""
        ali, bea = self.join("Ali"), self.join("Bea")
        opened = self.as_student(ali, "/tables/open", game="yoyo", seats=3, bots=0)
        assert opened["seat"] == 0 and len(opened["table"]) == checks.TABLE_CODE_LENGTH
        tab = opened["table"]
        assert self.as_student(bea, "/tables/sit", table=tab.lower()) == {"seat": 1}      # typed in any case
        assert self.refused(bea, "/tables/start", table=tab, status=400) == "class.refused.not_the_opener"
        assert self.as_student(ali, "/tables/start", table=tab) == {"started": True}
        return ali, bea, tab

    def test_players_play_only_their_own_seat_at_the_position_it_is_at_and_bots_play_the_empty_seat(self):
        with mock.patch.object(hub_tables, "BOT_PACE", 0.01):
            ali, bea, tab = self.yoyo_of_three()
            players = {0: ali, 1: bea}
            for _turn in range(12):
                self.let_bots_play()
                seen = self.as_student(ali, "/tables/view", table=tab)
                view, version = seen["view"], seen["version"]
                if view["is_over"]:
                    break
                mover = view["current_player"]
                assert mover in players, "the bot's seat never waits for a human"
                other = players[1 - mover]
                own = self.as_student(players[mover], "/tables/view", table=tab)["view"]
                move = own["legal_actions"][0]
                assert self.refused(other, "/tables/move", table=tab, version=version, action=move) == \
                    "class.refused.not_your_turn"
                assert self.refused(players[mover], "/tables/move", table=tab, version=version + 1,
                                    action=move) == "class.refused.stale_move"
                moved = self.as_student(players[mover], "/tables/move", table=tab, version=version, action=move)
                assert moved["version"] == version + 1 and moved["shown"]["version"] == version + 1
                assert moved["shown"] == {**self.as_student(players[mover], "/tables/view", table=tab),
                                          "changes": moved["shown"]["changes"]}, "the mover's own view, after it"
                over = self.as_student(ali, "/tables/view", table=tab)["view"]["is_over"]
                assert self.refused(players[mover], "/tables/move", table=tab, version=version, action=move) == \
                    ("class.refused.game_over" if over else "class.refused.stale_move"), "the same click twice"
            moves = self.store.moves(self.code, tab)
            assert {seat for _v, seat, _a in moves} == {0, 1, 2}, "all three seats played, the bot's too"

    def test_a_table_starts_when_its_last_seat_is_taken_or_at_once_when_the_others_are_bots(self):
        ali, bea = self.join("Ali"), self.join("Bea")
        tab = self.as_student(ali, "/tables/open", game="woo", seats=2, bots=0)["table"]
        assert not self.as_student(ali, "/tables/view", table=tab)["started"]
        self.as_student(bea, "/tables/sit", table=tab)
        assert self.as_student(ali, "/tables/view", table=tab)["started"], "both seats taken"
        alone = self.as_student(bea, "/tables/open", game="yoyo", seats=3, bots=2)["table"]
        assert self.as_student(bea, "/tables/view", table=alone)["started"], "the other seats are bots'"
        self.let_bots_play()

    def test_a_move_the_rules_refuse_is_refused_with_the_engines_reason_and_changes_nothing(self):
        ali, bea = self.join("Ali"), self.join("Bea")
        tab = self.as_student(ali, "/tables/open", game="woo", seats=2, bots=0)["table"]
        self.as_student(bea, "/tables/sit", table=tab)
        self.as_student(ali, "/tables/start", table=tab)
        seen = self.as_student(ali, "/tables/view", table=tab)
        mover = [ali, bea][seen["view"]["current_player"]]
        own = self.as_student(mover, "/tables/view", table=tab)["view"]
        wrong = next(f"play {card}" for card in range(40) if f"play {card}" not in own["legal_actions"])
        said = self.as_student(mover, "/tables/move", status=400, table=tab, version=0, action=wrong)
        assert said["refused"] == "class.refused.illegal_move" and said["values"]["explanation"]["message"]
        assert self.store.moves(self.code, tab) == []
        for bad in ({"version": 0, "action": 7}, {"version": "0", "action": own["legal_actions"][0]},
                    {"version": True, "action": own["legal_actions"][0]}):
            assert self.refused(mover, "/tables/move", table=tab, **bad) in (
                "class.refused.request_malformed", "class.refused.stale_move")
        assert self.store.moves(self.code, tab) == []

    def test_a_player_asks_why_a_move_of_theirs_would_be_refused_and_only_when_they_are_to_move(self):
        ali, bea = self.join("Ali"), self.join("Bea")
        tab = self.as_student(ali, "/tables/open", game="woo", seats=2, bots=0)["table"]
        self.as_student(bea, "/tables/sit", table=tab)
        assert self.as_student(ali, "/tables/explain", table=tab, action="play 3")["explanation"] is None, \
            "nothing is judged before the game starts"
        self.as_student(ali, "/tables/start", table=tab)
        seen = self.as_student(ali, "/tables/view", table=tab)
        mover, other = ([ali, bea] if seen["view"]["current_player"] == 0 else [bea, ali])
        own = self.as_student(mover, "/tables/view", table=tab)["view"]
        theirs = self.as_student(other, "/tables/view", table=tab)["view"]
        legal = own["legal_actions"][0]
        assert self.as_student(mover, "/tables/explain", table=tab, action=legal) == {"explanation": None}
        held_by_other = f"play {theirs['hand'][0]}"         # a card of the other hand: not the mover's
        said = self.as_student(mover, "/tables/explain", table=tab, action=held_by_other)["explanation"]
        state = cardlib.new_game("woo", players=2, seed=self.store.table(self.code, tab)["seed"])
        assert said == to_plain(state.explain(held_by_other)), "the engine's own reason"
        assert self.as_student(other, "/tables/explain", table=tab, action=f"play {own['hand'][0]}") == \
            {"explanation": None}, "the seat not to move learns nothing of the mover's hand"
        assert self.refused(mover, "/tables/explain", table=tab, action=7) == "class.refused.request_malformed"
        assert self.store.moves(self.code, tab) == []

    def test_the_hint_of_a_players_own_seat_is_the_hint_bots_advice_on_the_position(self):
        ali, bea = self.join("Ali"), self.join("Bea")
        tab = self.as_student(ali, "/tables/open", game="woo", seats=2, bots=0)["table"]
        self.as_student(bea, "/tables/sit", table=tab)
        self.as_student(ali, "/tables/start", table=tab)
        seen = self.as_student(ali, "/tables/view", table=tab)
        mover, other = ([ali, bea] if seen["view"]["current_player"] == 0 else [bea, ali])
        with mock.patch.object(cardlib.bots, "hint_bot", lambda game: "greedy"):      # the search takes seconds
            said = self.as_student(mover, "/tables/hint", table=tab)
            assert self.refused(other, "/tables/hint", table=tab) == "class.refused.not_your_turn"
        own = self.as_student(mover, "/tables/view", table=tab)["view"]
        assert said["bot"] == "greedy" and said["move"] in own["legal_actions"] and said["reasons"]
        assert all(reason["message"] for reason in said["reasons"])
        self.as_student(mover, "/tables/move", table=tab, version=seen["version"], action=said["move"])

    def test_no_answer_to_a_player_holds_another_seats_hand_the_stock_or_the_seed(self):
        with mock.patch.object(hub_tables, "BOT_PACE", 0.01):
            ali, bea, tab = self.yoyo_of_three()
            for _turn in range(8):
                self.let_bots_play()
                for player in (ali, bea):
                    seen = self.as_student(player, "/tables/view", table=tab)
                    if seen["view"]["current_player"] == seen["seat"] and not seen["view"]["is_over"]:
                        self.as_student(player, "/tables/move", table=tab, version=seen["version"],
                                        action=seen["view"]["legal_actions"][0])
            self.as_student(ali, "/tables/list")
        table = self.store.table(self.code, tab)
        state = cardlib.new_game("yoyo", players=3, seed=table["seed"])
        hidden_from = {0: [], 1: []}
        for _version, _seat, action in self.store.moves(self.code, tab):
            everything = state.view(None)
            for seat in (0, 1):
                hidden_from[seat] += [everything["hands"][other] for other in range(3) if other != seat]
                hidden_from[seat].append(everything["stock"])
            state = state.apply(action)
        for seat, name in ((0, "Ali"), (1, "Bea")):
            secrets = [cards for cards in hidden_from[seat] if len(cards) >= 3]     # a card or two may be shown
            for text in self.answers[name]:
                assert str(table["seed"]) not in text
                shown = list(lists_in(json.loads(text)))
                assert not [cards for cards in secrets if cards in shown], f"{name} got another seat's cards"

    def test_a_page_waiting_for_its_table_hears_a_move_at_once(self):
        ali, bea = self.join("Ali"), self.join("Bea")
        tab = self.as_student(ali, "/tables/open", game="woo", seats=2, bots=0)["table"]
        self.as_student(bea, "/tables/sit", table=tab)
        self.as_student(ali, "/tables/start", table=tab)
        seen = self.as_student(ali, "/tables/view", table=tab)
        mover, waiter = ([ali, bea] if seen["view"]["current_player"] == 0 else [bea, ali])
        own = self.as_student(mover, "/tables/view", table=tab)
        waiting_body = {**waiter, "table": tab, "wait": own["changes"]}
        move_body = {**mover, "table": tab, "version": own["version"], "action": own["view"]["legal_actions"][0]}

        async def waiting_then_a_move():
            post_it = functools.partial(self.http_client.fetch, method="POST")
            waiting = asyncio.ensure_future(post_it(self.get_url("/tables/view"), body=json.dumps(waiting_body)))
            await asyncio.sleep(0.3)
            waited = not waiting.done()
            await post_it(self.get_url("/tables/move"), body=json.dumps(move_body))
            return waited, json.loads((await waiting).body)

        with mock.patch.object(changes, "WAIT_SECONDS", 60):
            waited, answer = self.io_loop.run_sync(waiting_then_a_move, timeout=10)
        assert waited and answer["version"] == own["version"] + 1

    def test_the_teacher_lists_the_tables_and_watches_or_changes_one_with_the_key_only(self):
        with mock.patch.object(hub_tables, "BOT_PACE", 0.01):
            ali, bea, tab = self.yoyo_of_three()
            listed = self.ask("/teacher/tables", {"code": self.code, "key": self.key})["tables"]
            assert [(t["table"], t["game"], [s["nickname"] for s in t["seats"]]) for t in listed] == \
                [(tab, "yoyo", ["Ali", "Bea", None])]
            assert listed[0]["started"] and len(listed[0]["scores"]) == 3
            watched = self.ask("/teacher/tables", {"code": self.code, "key": self.key, "table": tab})
            assert [len(v["hand"]) > 0 for v in watched["view"]["views"]] == [True] * 3       # the teacher view
            assert self.ask("/teacher/tables", {"code": self.code, "key": "nope"}, status=403)["refused"] == \
                "class.refused.not_the_teacher"
            self.ask("/teacher/tables", {"code": self.code, "key": self.key, "table": tab, "action": "remove",
                                         "seat": 1})
            assert self.store.table(self.code, tab)["seats"][1]["nickname"] is None
            assert self.refused(bea, "/tables/view", table=tab) == "class.refused.not_seated"
            assert self.refused(bea, "/tables/sit", table=tab) == "class.refused.table_full"
            for bad in (3, -1, "1", None):
                assert self.ask("/teacher/tables", {"code": self.code, "key": self.key, "table": tab,
                                                    "action": "bot", "seat": bad}, status=400)["refused"] == \
                    "class.refused.request_malformed"
            self.let_bots_play()

    def test_the_teacher_opens_a_table_the_students_sit_at_and_the_last_seat_starts_it(self):
        opened = self.ask("/teacher/tables", {"code": self.code, "key": self.key, "action": "open", "game": "woo",
                                              "seats": 2, "bots": 0})
        tab = opened["table"]
        assert [s["nickname"] for s in opened["seats"]] == [None, None] and not opened["started"]
        ali, bea = self.join("Ali"), self.join("Bea")
        assert self.as_student(ali, "/tables/sit", table=tab) == {"seat": 0}
        assert self.as_student(bea, "/tables/sit", table=tab) == {"seat": 1}
        assert self.as_student(ali, "/tables/view", table=tab)["started"]
        assert self.ask("/teacher/tables", {"code": self.code, "key": "nope", "action": "open", "game": "woo",
                                            "seats": 2}, status=403)["refused"] == "class.refused.not_the_teacher"
        assert self.ask("/teacher/tables", {"code": self.code, "key": self.key, "action": "open", "game": "chess",
                                            "seats": 2}, status=400)["refused"] == "class.refused.unknown_game"
        assert len(self.store.tables(self.code)) == 1, "a refused table is not opened"

    def test_a_table_code_that_is_none_of_the_class_and_a_student_of_no_seat_are_refused(self):
        ali, cy = self.join("Ali"), self.join("Cy")
        tab = self.as_student(ali, "/tables/open", game="woo", seats=2, bots=0)["table"]
        assert self.refused(cy, "/tables/view", table=tab) == "class.refused.not_seated"
        assert self.refused(cy, "/tables/sit", table="ZZZZ", status=404) == "class.refused.unknown_table"
        for bad in ("ZZ", "ZZZZZ", "Z0Z0", 42):
            assert self.refused(cy, "/tables/sit", table=bad) == "class.refused.table_malformed"
        forged = {**cy, "token": ali["token"]}
        assert self.refused(forged, "/tables/view", table=tab, status=403) == "class.refused.not_the_student"


def test_a_hub_killed_mid_game_and_started_again_resumes_every_table_at_its_last_acknowledged_move(store_place):
    """``python -m class_hub`` on a SQLite file, then on a PostgreSQL database: two tables mid-game, killed with
    SIGKILL right after a move was acknowledged; started again on the same store, each table is at that move, with
    the same position, and play goes on."""
    hub, said = start_hub(store_place, "--open-class")
    url, code = said["url"], said["code"]
    try:
        ali = {"code": code, **post(url, "/join", {"code": code, "nickname": "Ali"})}
        bea = {"code": code, **post(url, "/join", {"code": code, "nickname": "Bea"})}
        tables = {}
        for game in ("woo", "ohio"):
            tab = post(url, "/tables/open", {**ali, "game": game, "seats": 2, "bots": 0})["table"]
            post(url, "/tables/sit", {**bea, "table": tab})
            post(url, "/tables/start", {**ali, "table": tab})
            for _ in range(3):
                for player in (ali, bea):
                    seen = post(url, "/tables/view", {**player, "table": tab})
                    if seen["view"]["current_player"] == seen["seat"]:
                        post(url, "/tables/move", {**player, "table": tab, "version": seen["version"],
                                                   "action": seen["view"]["legal_actions"][0]})
            tables[tab] = post(url, "/tables/view", {**ali, "table": tab})
    finally:
        kill(hub)
    again, said = start_hub(store_place)
    try:
        for tab, before in tables.items():
            after = post(said["url"], "/tables/view", {**ali, "table": tab})
            assert after["version"] == before["version"] > 0 and after["view"] == before["view"]
            assert after["log"] == before["log"]
            mover = [ali, bea][after["view"]["current_player"]]
            own = post(said["url"], "/tables/view", {**mover, "table": tab})
            moved = post(said["url"], "/tables/move", {**mover, "table": tab, "version": own["version"],
                                                       "action": own["view"]["legal_actions"][0]})
            assert moved["version"] == moved["shown"]["version"] == own["version"] + 1
    finally:
        kill(again)
