"""The class's tables on the teacher's overview (widgets.classroom.teacher_tables, issue 37), against a running hub:
listed with players, state and scores; one watched as a chosen seat sees it, under the teacher view's banner; started
by the teacher; a player's seat handed to a bot, and a player removed; nothing without tables."""

import re
from html import unescape

from class_hub.client import HubClient
from widgets.classroom.session import ClassSession
from widgets.classroom.table_client import TableClient
from widgets.classroom.teacher import teacher_page

from class_helpers import hub, teacher  # noqa: F401 (fixtures)


def text(html):
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S))).split())


def student(teacher, name):
    session = ClassSession(HubClient(teacher.url))
    session.join(teacher.code, name, page="yoyo")
    return TableClient(session)


def test_the_teacher_sees_the_tables_watches_one_and_hands_a_seat_to_a_bot(teacher):
    view = teacher_page("en")
    assert view.open(teacher.code, teacher.key)
    assert "The class's tables: 0" in text(view.tables.list_box.value)
    assert view.tables.watch_box.layout.display == "none", "no table to watch yet"
    ali, bea = student(teacher, "Ali"), student(teacher, "Bea")
    code = ali.open("yoyo", 3)
    bea.sit(code)
    view.refresh()
    listed = text(view.tables.list_box.value)
    assert "The class's tables: 1" in listed and code in listed and "Yoyo" in listed
    assert "Player 1 (Ali), Player 2 (Bea), Player 3 (free seat)" in listed and "waiting for players" in listed
    assert view.tables.table_choice.value == code and view.tables.start_button.layout.display is None

    view.tables.seat_choice.value = 1
    picture = view.tables.picture.value
    assert "Teacher's view: the table as Player 2 (Bea) sees it" in text(picture)
    bea_hand = bea.view()["view"]["hand"]
    assert all(f'data-card="{card}"' in picture for card in bea_hand), "Bea's hand, as she sees it"

    view.tables.start_button.click()
    assert ali.view()["started"] and "Player 3 (bot)" in text(view.tables.list_box.value)
    assert "playing" in text(view.tables.list_box.value)
    view.tables.seat_choice.value = 1
    view.tables.bot_button.click()
    assert "Player 2 (Bea; a bot plays for now)" in text(view.tables.list_box.value)
    assert bea.view()["seats"][1]["bot"] is None, "Bea's page asked: she takes her seat back"
    view.tables.refresh()
    view.tables.seat_choice.value = 0
    view.tables.remove_button.click()
    seats = teacher.client.post("teacher/tables", {"code": teacher.code, "key": teacher.key})["tables"][0]["seats"]
    assert seats[0]["nickname"] is None and seats[0]["bot"]
    assert "Player 1 (bot)" in text(view.tables.list_box.value)


def test_the_teacher_opens_a_table_and_the_students_sit_at_it(teacher):
    view = teacher_page("fr")
    assert view.open(teacher.code, teacher.key)
    view.tables.game_choice.value = "woo"
    assert list(view.tables.seats_box.options) == [2]
    view.tables.open_button.click()
    code = view.tables.table_choice.value
    listed = text(view.tables.list_box.value)
    assert code and code in listed and "Woo" in listed and "attend des joueurs" in listed
    for seat, name in enumerate(("Ali", "Bea")):
        assert student(teacher, name).sit(code) == seat
    view.refresh()
    assert "en cours" in text(view.tables.list_box.value), "the last seat taken started it"
