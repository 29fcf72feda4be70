"""Driving a lesson's Run button from Python, as a reader clicks it (issue 10: nothing runs at load)."""


def click_run(runner):
    """Check that ``runner`` (a ``LessonRunner``) computed nothing yet, click its Run button, and check what a
    click must leave: the results shown, the progress bar at its end, the button enabled again. Returns it."""
    assert runner.data is None and runner.runs == 0 and not runner.results.children, "a lesson ran before its Run click"
    runner.button.click()
    assert runner.runs == 1 and runner.data is not None and runner.results.children
    assert runner.progress.value == runner.progress.max and not runner.button.disabled
    assert runner.status.value == "✓"
    return runner
