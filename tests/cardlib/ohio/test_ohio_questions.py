"""The Ohio lesson (cardlib.ohio.questions): exact odds of a first lead, and the simulation that checks them."""

from fractions import Fraction

import pytest

from cardlib.ohio import questions as lesson
from cardlib.text import i18n


def test_leading_a_1_against_one_random_player_worked_by_hand():
    # After a 1 only Ohio may follow (O3). See tests/cardlib/test_exact.py for the three endings:
    # win 1 (prob 1/2), lose -9 (1/4), win -19 (1/4).
    odds = lesson.lead_odds("1", players=2)
    assert odds.win == Fraction(3, 4)
    assert odds.points == Fraction(1, 2) * 1 + Fraction(1, 4) * -19 == Fraction(-17, 4)
    mean_square = Fraction(1, 2) * 1 + Fraction(1, 4) * 19 ** 2
    assert odds.points_sd == pytest.approx(float(mean_square - odds.points ** 2) ** 0.5)


def test_leading_a_2_against_one_random_player_worked_by_hand():
    # The follower passes, plays 1 or plays Ohio (1/3 each).
    # - pass: the leader wins 2.
    # - 1 (trick 3): the leader passes (loses) or plays Ohio (-7); then the follower passes (leader wins -7)
    #   or plays Ohio (-17) and the leader, with nothing lower, must pass: P(win) 1/4, points -7/4.
    # - Ohio (trick -8): the leader passes (loses), plays 1 (-7, the follower must pass: win) or Ohio (-18);
    #   after Ohio the follower passes (leader wins -18) or plays 1 (leader must pass): P(win) 1/2, points -16/3.
    odds = lesson.lead_odds("2", players=2)
    assert odds.win == Fraction(1, 3) * (1 + Fraction(1, 4) + Fraction(1, 2)) == Fraction(7, 12)
    assert odds.points == Fraction(1, 3) * (2 - Fraction(7, 4) - Fraction(16, 3)) == Fraction(-61, 36)


def test_leading_a_1_against_two_random_players_worked_by_hand():
    # Player 2 passes (1/2): then player 3 passes (win 1) or plays Ohio, and the leader passes (loses)
    # or plays Ohio (win -19): P(win) 3/4, points -17/4. Player 2 plays Ohio (1/2): whatever player 3 does,
    # the leader wins exactly when they play their own Ohio too (1/2), for -19 or -29: points -12.
    odds = lesson.lead_odds("1", players=3)
    assert odds.win == Fraction(1, 2) * (Fraction(3, 4) + Fraction(1, 2)) == Fraction(5, 8)
    assert odds.points == Fraction(1, 2) * (Fraction(-17, 4) - 12) == Fraction(-65, 8)


@pytest.mark.parametrize("lead, players", [("10", 2), ("ohio", 2), ("6", 3), ("3", 3)])
def test_positions_merged_by_the_trick_key_play_out_alike(lead, players):
    # The key drops the cards at or above the limit (O3: they cannot be played in this trick any more);
    # the plain enumeration, which merges nothing, must give the same distribution.
    from cardlib.exact import distribution

    start = lesson.after_lead(lead, players)
    plain = distribution(start, lesson._trick_over, lesson._trick_result)
    assert lesson.first_trick_outcomes(lead, players) == plain
    assert sum(plain.values()) == 1


def test_every_lead_is_computed_in_order_with_progress():
    steps = []
    rows = lesson.all_lead_odds(2, on_step=lambda done, total: steps.append((done, total)))
    assert [row.lead for row in rows] == ["ohio"] + [str(n) for n in range(1, 11)]
    assert steps == [(k, 11) for k in range(1, 12)]
    assert all(0 < row.win < 1 for row in rows)
    # With random followers a higher lead is worth more on average (they tend to add Ohio's -10 to low tricks).
    numbers = [row.points for row in rows[1:]]
    assert numbers == sorted(numbers)


def test_the_simulation_agrees_with_the_exact_answers():
    rows = lesson.all_lead_odds(2)
    simulated = lesson.simulate_all(2, games=2000, seed=1)
    assert [s.lead for s in simulated] == list(lesson.LEADS)
    for exact, sim in zip(rows, simulated):
        assert sim.games == 2000
        assert lesson.agrees(exact, sim), (exact, sim, lesson.z_scores(exact, sim))


def test_the_check_flags_an_exact_answer_that_is_wrong():
    exact = lesson.lead_odds("5", players=2)
    sim = lesson.simulate_lead("5", players=2, games=4000, seed=3)
    assert lesson.agrees(exact, sim)
    assert not lesson.agrees(exact._replace(win=exact.win + Fraction(1, 10)), sim)
    assert not lesson.agrees(exact._replace(points=exact.points + 2), sim)


def test_the_simulation_is_seeded():
    assert lesson.simulate_lead("7", 3, games=300, seed=9) == lesson.simulate_lead("7", 3, games=300, seed=9)
    assert lesson.simulate_lead("7", 3, games=300, seed=9) != lesson.simulate_lead("7", 3, games=300, seed=10)


def test_bad_questions_are_refused_clearly():
    with pytest.raises(ValueError, match="lead must be one of ohio, 1, 2"):
        lesson.lead_odds("11")
    with pytest.raises(ValueError, match="2 or 3 players, not 4"):
        lesson.all_lead_odds(4)
    with pytest.raises(ValueError, match="games must be at least 1"):
        lesson.simulate_lead("3", games=0)


def test_the_lead_lesson_simulates_again_with_the_sliders_values_when_run_is_clicked():
    """Issue 7: the lesson told readers to 'change players or games' in code that Voila hides."""
    from widgets.ohio.lesson import LeadLesson

    shown = LeadLesson(players=2, games=400, seed=1, lang="en")
    assert shown.runs == 0 and not shown.table.value and not bytes(shown.image.value), "nothing runs before a click"
    assert "Run" in shown.status.value and "Lancer" not in shown.status.value
    shown.run_button.click()
    assert shown.runs == 1 and shown.agrees and "3/4 = 0.7500" in shown.table.value
    before = (bytes(shown.image.value), shown.table.value)
    seen = []
    shown.progress.observe(lambda change: seen.append(change["new"]), "value")
    shown.games_slider.value = 600
    shown.seed_slider.value = 7
    assert (bytes(shown.image.value), shown.table.value) == before, "sliders wait for the Run button"
    shown.run_button.click()
    rows, simulated = shown.results(2)
    assert [s.games for s in simulated] == [600] * len(lesson.LEADS)
    assert simulated == lesson.simulate_all(2, 600, 7)
    assert seen[0] == 0 and seen[1] == 1 and seen[-1] == shown.progress.max == len(lesson.LEADS), seen
    assert (bytes(shown.image.value), shown.table.value) != before and "600" in shown.status.value
    assert not shown.run_button.disabled


def test_first_tricks_come_in_seeded_chunks_that_grow_to_the_chunk_size():
    chunks = lesson.first_tricks("7", 3, seed=4, chunk=40, first=10)
    sizes = [len(next(chunks)) for _ in range(5)]
    assert sizes == [10, 20, 40, 40, 40]
    first = [next(lesson.first_tricks("7", 3, seed=4)) for _ in range(2)]
    assert first[0] == first[1] and first[0] != next(lesson.first_tricks("7", 3, seed=5))
    for winner, value in first[0]:
        assert lesson.leader_wins((winner, value)) == (winner == lesson.LEADER)
        assert lesson.leader_points((winner, value)) == (value if winner == lesson.LEADER else 0)
    with pytest.raises(ValueError, match="1 <= first <= chunk"):
        next(lesson.first_tricks("7", 2, first=0))


def test_the_first_tricks_simulation_converges_to_the_exact_odds():
    odds = lesson.lead_odds("2", players=2)
    chunks = lesson.first_tricks("2", 2, seed=8)
    outcomes = [o for _ in range(40) for o in next(chunks)][:3000]
    win = sum(map(lesson.leader_wins, outcomes)) / len(outcomes)
    points = sum(map(lesson.leader_points, outcomes)) / len(outcomes)
    simulated = lesson.Simulated("2", len(outcomes), win, points)
    assert lesson.agrees(odds, simulated), lesson.z_scores(odds, simulated)


def test_the_lead_question_computes_nothing_before_a_click_and_follows_its_controls():
    from widgets.ohio.lesson import LeadQuestion

    shown = LeadQuestion(lead="1", players=2, pace=0)
    predict = shown.predict
    assert predict.exact is None and predict.runs == 0 and predict.curve == [] and not shown.all_leads.runs
    assert shown.all_leads.widget.layout.display == "none", "the answers for every lead wait for a check"
    assert "<b>1</b>" in predict.prompt.value and predict.run_button.disabled
    predict.guess_control.value = 0.5
    predict.check_button.click()
    assert predict.exact == Fraction(3, 4) and "3/4 = 0.7500" in predict.answer.value
    assert shown.all_leads.widget.layout.display is None and not shown.all_leads.runs
    predict.run_button.click()
    assert predict.curve[-1].games == 4000 and abs(predict.curve[-1].estimate - 0.75) <= predict.curve[-1].half
    shown.lead.value = "2"
    assert not predict.checked and predict.curve == [] and "<b>2</b>" in predict.prompt.value
    predict.check_button.click()
    assert "7/12" in predict.answer.value
    shown.quantity.value = "points"
    assert predict.guess_control.min == -15 and not predict.checked
    predict.check_button.click()
    assert predict.exact == Fraction(-61, 36) and "\u221261/36" in predict.answer.value
    shown.players.value = 3
    shown.lead.value = "1"
    shown.quantity.value = "win"
    predict.check_button.click()
    assert predict.exact == Fraction(5, 8)      # worked by hand above


def test_the_self_check_answers_are_what_the_lesson_computes():
    from widgets.ohio.lesson import SELF_CHECKS, self_check

    rows = {row.lead: row for row in lesson.all_lead_odds(2)}
    leads, points, band = SELF_CHECKS

    def english(key):
        return i18n.page_text(key, "en")

    best = max(rows.values(), key=lambda row: row.win)
    assert english(leads.options[leads.answer]) == best.lead == "1" and best.win == Fraction(3, 4)
    assert f"{float(rows['10'].win):.0%}" in english(leads.explanation)
    assert f"{float(rows['ohio'].win):.0%}" in english(leads.explanation)
    assert rows["1"].points == Fraction(-17, 4) < 0 and english(points.options[points.answer]) == "Negative points"
    assert f"+{float(rows['10'].points):.2f}" in english(points.explanation)
    # The band's half-width is 1.96 sd / sqrt(n): halving it takes four times the games.
    assert english(band.options[band.answer]) == str(1000 * 2 ** 2)
    shown = self_check()
    shown.questions[0].answer(3)
    assert "✗" in shown.questions[0].feedback.value and shown.score == (0, 1)
