"""A class in Chromium (issue 36's acceptance): ``python3 dev.py class`` starts the gallery and the class hub; the
teacher's page and three students' pages of the Yozu lesson: they join, answer, the teacher's count rises, nothing of
the others is shown before Reveal, Reveal shows the class histogram to all, the pooled runs add up, and a student who
reloads their page is back in the class as themselves."""

import re

import pytest
from playwright.sync_api import expect

from class_helpers import dev_class
from conftest import new_page
from lesson_questions import CLICK, FIRST_LOAD, RUN, drawn

pytestmark = pytest.mark.browser

LESSON = "voila/render/yozu_probability.ipynb"
STUDENTS = (("Ali", 1), ("Bea", 2), ("Cy", 4))        # nickname, presses of the left arrow on the guess slider
GAMES = 4000                                            # the lesson's first question simulates this many


@pytest.fixture(scope="module")
def class_server(tmp_path_factory):
    """``python3 dev.py class`` on a free port of 127.0.0.1, no pool: the teacher's link, the class code, the
    gallery's address."""
    yield from dev_class(tmp_path_factory.mktemp("class"))


def test_a_teacher_and_three_students_in_one_class(chromium, class_server):
    code = class_server["code"]
    teacher = new_page(chromium)
    teacher.goto(class_server["teacher"] + "&lang=en")
    expect(teacher.locator(".class-teacher-code")).to_contain_text(code, timeout=FIRST_LOAD)
    expect(teacher.locator(".class-teacher-roster caption")).to_have_text("0 students in the class")

    students = []
    for name, _presses in STUDENTS:
        tab = new_page(chromium)
        tab.goto(f"{class_server['base']}{LESSON}?lang=en&class={code.replace('-', '')}")
        students.append(tab)
    for (name, _presses), tab in zip(STUDENTS, students):
        expect(tab.locator(".cardgames-class-code")).to_have_value(code.replace("-", ""), timeout=FIRST_LOAD)
        tab.locator(".cardgames-class-nickname").fill(name)
        tab.locator(".cardgames-class-join").click()
        expect(tab.locator(".cardgames-class-status")).to_have_text(f"You are in class {code} as {name}.",
                                                                    timeout=CLICK)
        expect(tab.locator(".cardgames-class-nickname")).to_be_hidden()
    expect(teacher.locator(".class-teacher-roster caption")).to_have_text("3 students in the class", timeout=CLICK)
    assert teacher.locator(".class-teacher-roster tbody td:first-child").all_inner_texts() == ["Ali", "Bea", "Cy"]

    for answered, ((name, presses), tab) in enumerate(zip(STUDENTS, students), 1):
        predict = tab.locator(".predict").first
        predict.locator(".predict-guess .noUi-handle").focus()
        for _ in range(presses):
            tab.keyboard.press("ArrowLeft")
        predict.get_by_role("button", name=re.compile("Check")).click()
        expect(predict.locator(".class-question-status")).to_contain_text("has been sent", timeout=CLICK)
        expect(teacher.locator(".class-teacher-answered")).to_have_attribute("data-count", str(answered),
                                                                            timeout=CLICK)
    for tab in students[:2]:
        tab.locator(".predict").first.get_by_role("button", name=re.compile("Run")).click()
    for tab in students[:2]:
        expect(tab.locator(".predict").first.locator(".lesson-run-bar")).to_contain_text(f"✓ {GAMES}", timeout=RUN)
    expect(teacher.locator(".class-teacher-count")).to_contain_text(f"{2 * GAMES} games simulated by the class",
                                                                    timeout=CLICK)
    for tab in students:                                 # nothing of the others before Reveal
        expect(tab.locator(".class-question img").first).to_be_hidden()
    expect(teacher.locator(".class-teacher img").first).to_be_hidden()

    teacher.get_by_role("button", name="Reveal the answers").click()
    for tab in students:
        panel = tab.locator(".class-question").first
        expect(panel.locator(".class-question-status")).to_contain_text("Revealed by your teacher: the guesses "
                                                                        "of the class (3 students)", timeout=CLICK)
        drawn(tab, panel.locator("img").first)           # the class histogram, their own guess marked
        drawn(tab, panel.locator("img").nth(1))          # the pooled curve
        assert "your guess" in panel.locator("img").first.get_attribute("title")
    drawn(teacher, teacher.locator(".class-teacher img").first)
    assert "exact answer" in teacher.locator(".class-teacher img").first.get_attribute("title")

    students[2].reload()                                 # Cy's page again: back in the class by itself
    expect(students[2].locator(".cardgames-class-status")).to_have_text(f"You are in class {code} as Cy.",
                                                                        timeout=FIRST_LOAD)
    expect(students[2].locator(".class-question-status").first).to_contain_text("Revealed", timeout=CLICK)
    assert teacher.locator(".class-teacher-roster caption").inner_text() == "3 students in the class"
    for tab in (teacher, *students):
        assert not tab.foreign_requests, tab.foreign_requests
        tab.context.close()
