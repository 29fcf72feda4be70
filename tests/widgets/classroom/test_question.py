"""A lesson question in a class (widgets.classroom.question in widgets.predict.Predict, issue 36): three students check
their guesses and run their simulations; before Reveal each sees only their own guess; after it, the class histogram
with their own guess marked and the pooled curve; the games pooled are the games they ran. Every lesson question has
an id that makes it again on the teacher's page."""

import random
from fractions import Fraction

import pytest

from class_hub.client import HubClient
from widgets.classroom.figures import guesses_figure, pooled_figure
from widgets.classroom.session import ClassSession
from widgets.predict import Predict, Question, question_from_key

from class_helpers import hub, teacher  # noqa: F401 (fixtures)


def coin(key="test.coin", games=600):
    """A question on a biased coin (3/10), seeded chunks of 0/1 outcomes."""
    def simulate(seed):
        rng = random.Random(seed)
        while True:
            yield [1 if rng.random() < 0.3 else 0 for _ in range(50)]
    return Question("<p>P(heads)?</p>", Fraction(3, 10), simulate, games=games, key=key)


def legend(figure):
    return [text.get_text() for axes in figure.axes for text in axes.get_legend().get_texts()]


def test_three_students_guess_run_and_see_the_class_only_after_reveal(teacher, monkeypatch):
    students = []
    for name, guess in (("Ali", 0.2), ("Bea", 0.3), ("Cy", 0.5)):
        session = ClassSession(HubClient(teacher.url))
        session.join(teacher.code, name)
        predict = Predict(coin(), pace=0, lang="fr", class_session=session)
        predict.guess_control.value = guess
        students.append((session, predict))
    with monkeypatch.context() as outside:
        outside.delenv("CARDGAMES_CLASS_HUB")
        assert Predict(coin(), pace=0, lang="fr").classroom is None     # a kernel without a hub: no class part
    seeds = [predict.seed for _session, predict in students]
    assert len(set(seeds)) == 3 and 1 not in seeds              # each student's own games, not three copies
    for _session, predict in students[:2]:
        predict.check()
        predict.run()                                            # runs to its end here, its last batch sent
    assert [predict.seed for _session, predict in students] == [seeds[0] + 1, seeds[1] + 1, seeds[2]]
    assert students[0][1].curve != students[1][1].curve
    state = teacher(question="test.coin")["question"]
    assert state["answered"] == 2 and state["guesses"] == {"Ali": 0.2, "Bea": 0.3}
    assert state["pooled"]["games"] == 1200 == sum(p.curve[-1].games for _s, p in students[:2])
    assert sum(total for _games, total in state["pooled"]["by_student"].values()) == \
        pytest.approx(sum(p.curve[-1].estimate * p.curve[-1].games for _s, p in students[:2]))
    for session, predict in students:
        session.ask()
        panel = predict.classroom
        assert "guesses" not in panel.shown and panel.guesses_image.layout.display == "none"
    assert "0,2" in students[0][1].classroom.status.value and "vérifiez" in students[2][1].classroom.status.value

    teacher("reveal", question="test.coin")
    for session, predict in students:
        session.ask()
        panel = predict.classroom
        assert panel.shown["guesses"] == [0.2, 0.3] and panel.shown["pooled"]["games"] == 1200
        assert panel.guesses_image.layout.display is None and panel.guesses_image.value
        assert panel.pooled_image.layout.display is None and "Dévoilé" in panel.status.value
    students[2][1].check()                                       # a late guess reaches the class too
    assert teacher(question="test.coin")["question"]["answered"] == 3


def test_a_guess_checked_before_joining_is_sent_on_joining(teacher):
    session = ClassSession(HubClient(teacher.url))
    predict = Predict(coin(), pace=0, lang="en", class_session=session)
    predict.guess_control.value = 0.4
    predict.check()
    assert predict.classroom.widget.layout.display == "none"
    session.join(teacher.code, "Dan")
    assert predict.classroom.widget.layout.display is None
    assert teacher(question="test.coin")["question"]["guesses"] == {"Dan": 0.4}


def test_a_question_without_an_id_is_not_pooled(teacher):
    session = ClassSession(HubClient(teacher.url))
    session.join(teacher.code, "Eve")
    predict = Predict(coin(key=""), pace=0, lang="en", class_session=session)
    predict.check()
    predict.run()
    assert not predict.classroom.active and teacher()["questions"] == []


def test_the_class_s_pictures_mark_the_own_guess_and_the_exact_answer_only_when_given():
    question = coin()
    assert legend(guesses_figure(question, [0.2, 0.3], own=0.3, exact=None, lang="fr")) == \
        ["Estimations (2)", "votre estimation 0,3"]
    marked = legend(guesses_figure(question, [0.2, 0.3], own=None, exact=Fraction(3, 10), lang="en"))
    assert marked == ["Guesses (2)", "exact answer 3/10 = 0.300"]
    pooled = {"curve": [[100, 30.0], [300, 95.0]], "curves": [[[100, 30.0]], [[200, 65.0]]]}
    figure = pooled_figure(question, pooled, Fraction(3, 10), "en")
    assert legend(figure) == ["Each student's games", "The class, 300 games", "exact answer 3/10 = 0.300"]
    class_line = [line for line in figure.axes[0].get_lines() if line.get_label().startswith("The class")][0]
    assert list(class_line.get_ydata()) == [0.3, 95 / 300]


@pytest.mark.parametrize("make", [
    lambda: __import__("widgets.ohio.lesson", fromlist=["x"]).lead_question("1", 2, "points", "en"),
    lambda: __import__("widgets.hue.lesson", fromlist=["x"]).deal_question("R", 4, "centre", "en"),
    lambda: __import__("widgets.hue.lesson", fromlist=["x"]).last_move_question(quantity="mean", lang="en"),
    lambda: __import__("widgets.yoyo.lesson", fromlist=["x"]).PileQuestion(lang="en").question(),
    lambda: __import__("widgets.woo.questions", fromlist=["x"]).close_question("hQ", "s9", lang="en"),
    lambda: __import__("widgets.woo.questions", fromlist=["x"]).trump_question(1, 2, "ace", "en"),
    lambda: __import__("widgets.yozu.lesson", fromlist=["x"]).prior_question("tiger:summer", "en"),
    lambda: __import__("widgets.yozu.lesson", fromlist=["x"]).guesses_question("hit", "en"),
    lambda: __import__("widgets.yozu.lesson", fromlist=["x"]).AnswersQuestion(lang="en").predict.question,
    lambda: __import__("widgets.yozu.monty", fromlist=["x"]).switch_question("random", "en"),
], ids=["ohio", "hue-deal", "hue-last", "yoyo", "woo-close", "woo-trump", "yozu-prior", "yozu-guesses",
        "yozu-posterior", "yozu-monty"])
def test_every_lesson_question_is_made_again_from_its_id(make):
    question = make()
    assert question.key and "/" in question.key
    again = question_from_key(question.key, "en")
    assert again.key == question.key and again.prompt == question.prompt and again.guess == question.guess
    assert again.choices == question.choices and again.y_label == question.y_label
