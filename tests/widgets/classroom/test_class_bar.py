"""The join bar (widgets.classroom.class_bar, issue 36): joined, refused with the reason in the page's language, nothing
without a hub, and on the static site the sentence that class features need the class server."""

from widgets import browser
from widgets.classroom.class_bar import ClassBar, class_bar
from widgets.classroom.session import current_session

from class_helpers import hub, teacher  # noqa: F401 (fixtures)


def test_without_a_hub_there_is_no_bar_and_on_the_static_site_its_place_says_what_is_needed(monkeypatch):
    monkeypatch.delenv("CARDGAMES_CLASS_HUB", raising=False)
    nothing = class_bar("fr")
    assert not isinstance(nothing, ClassBar) and nothing._repr_html_() == ""      # no widget, no script
    monkeypatch.setattr(browser, "in_browser", lambda: True)
    for lang, start in (("fr", "Les fonctions de classe"), ("en", "Class features")):
        said = class_bar(lang)._repr_html_()
        assert 'class="cardgames-class-static"' in said and start in said and "python3 dev.py class" in said


def test_joining_from_the_page_and_coming_back_with_the_token(teacher):
    bar = class_bar("fr")
    assert isinstance(bar, ClassBar) and bar.labels["join"] == "Rejoindre la classe"
    bar._asked(bar, {"join": {"code": teacher.code, "nickname": "Zoé", "token": None, "page": "hue"}}, [])
    assert bar.joined["nickname"] == "Zoé" and bar.joined["code"] == teacher.code and bar.joined["token"]
    assert bar.status == f"Vous êtes dans la classe {teacher.code[:4]}-{teacher.code[4:]} sous le pseudo Zoé."
    token = bar.joined["token"]
    bar._asked(bar, {"leave": True}, [])
    assert bar.joined == {} and not current_session().joined
    other = ClassBar(current_session(), "en")               # the page reloaded: it sends what it kept
    assert other.join(teacher.code, "zoé", token=token, page="hue")
    assert other.joined["nickname"] == "Zoé" and [s["nickname"] for s in teacher()["roster"]] == ["Zoé"]


def test_each_refusal_is_said_in_the_page_s_language_and_changes_nothing(teacher):
    bar = class_bar("fr")
    bar.join(teacher.code, "Zoé")
    stranger = ClassBar(type(current_session())(current_session().client), "fr")
    cases = (("ABCDEFGH", "Ali", "Aucune classe n'a ce code"), ("12", "Ali", "Un code de classe a 8 lettres"),
             (teacher.code, "   ", "Tapez un pseudo."), (teacher.code, "x" * 25, "au plus 24 caractères"),
             (teacher.code, "ZOÉ", "s'appelle déjà «\xa0ZOÉ\xa0»"))
    for code, nickname, said in cases:
        assert not stranger.join(code, nickname)
        assert said in stranger.status and stranger.joined == {}
    teacher("lock")
    assert not stranger.join(teacher.code, "Ali") and "fermé la classe" in stranger.status
    assert [s["nickname"] for s in teacher()["roster"]] == ["Zoé"]


def test_a_hub_that_does_not_answer_is_said_so(teacher, monkeypatch):
    bar = class_bar("en")
    bar.session.client.address = "http://127.0.0.1:9/"
    assert not bar.join(teacher.code, "Ali") and bar.status.startswith("The class server does not answer")


def test_a_page_whose_class_ended_says_so(teacher):
    bar = class_bar("en")
    bar.join(teacher.code, "Ali")
    bar.session.watch("q1", lambda shown: None)
    teacher("end")
    bar.session.ask()
    assert bar.joined == {} and bar.status == "This page is no longer in the class: join it again."
