"""Play with classmates (widgets.classroom.lobby, issue 37) from kernels of their own against a running hub: the
lobby shows once the student is in the class; one opens a table, another sees it listed and sits; a student who
comes back (a reload: a new kernel, the same nickname and token) is seated again at once at the same table and
position; a wrong code is said in the page's language; no lobby without a class server."""

import re
from html import unescape

from class_hub.client import HubClient
from widgets.classroom import lobby as lobby_module
from widgets.classroom.lobby import TablesLobby, class_tables
from widgets.classroom.session import ClassSession
from widgets.woo.table import WooTable

from class_helpers import hub, teacher  # noqa: F401 (fixtures)


def text(html):
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def lobby_of(session, lang="en"):
    seated = []
    lobby = TablesLobby(WooTable, "woo", session, lang, seated.append, lambda: seated.append(None))
    return lobby, seated


def test_one_opens_a_table_another_sits_and_a_student_back_is_seated_again(teacher):
    ali_session = ClassSession(HubClient(teacher.url))
    ali, ali_seated = lobby_of(ali_session)
    assert ali.widget.layout.display == "none", "nothing before the student is in the class"
    ali_session.join(teacher.code, "Ali", page="woo")
    assert ali.widget.layout.display is None
    assert "No table of this game" in text(ali.tables_box.value)
    ali.seats_box.value = 2
    assert list(ali.bots_box.options) == [0, 1]
    ali.open_table()
    table = ali_seated[-1]
    code = table.client.table
    assert table.client.seat == 0 and ali.leave_button.layout.display is None

    bea_session = ClassSession(HubClient(teacher.url))
    bea_session.join(teacher.code, "Bea", page="woo")
    bea, bea_seated = lobby_of(bea_session)
    assert code in text(bea.tables_box.value) and "Ali" in text(bea.tables_box.value)
    bea.sit("zzzz")
    assert "table" in text(bea.status.value).lower() and not bea_seated
    bea.sit(code.lower())
    assert bea_seated[-1].client.seat == 1 and bea_seated[-1].state.started, "the last seat taken starts the game"

    again = ClassSession(HubClient(teacher.url))        # Bea's page reloaded: a new kernel, her token kept
    back, back_seated = lobby_of(again, "fr")
    again.join(teacher.code, "Bea", token=bea_session.token, page="woo")
    assert back_seated and back_seated[-1].client.table == code and back_seated[-1].client.seat == 1
    assert back_seated[-1].state.version == table.client.view()["version"]
    back.leave()
    assert back_seated[-1] is None and back.seated is None


def test_no_lobby_without_a_class_server(monkeypatch):
    monkeypatch.setattr(lobby_module, "current_session", lambda: None)
    assert class_tables(WooTable, "woo", "en", print, print) is None
