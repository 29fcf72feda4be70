"""A class together (issue 36): what a page does in a class the hub (``class_hub``) keeps.

- ``session``: the kernel's place in a class (``current_session``), its requests to the hub in the background.
- ``class_bar``: the join bar at the top of every app and lesson (the code and a nickname).
- ``question``: a lesson question's class part (``ClassQuestion``, in every ``Predict``): the guess and the games
  sent, the class's answers shown once the teacher reveals them.
- ``figures``: the class's histogram of guesses and its pooled convergence curve.
- ``teacher``: the teacher's overview (``notebooks/teacher.ipynb``), imported by that page only.

Nothing here names a game: a lesson's question takes part through its id (``widgets.predict.Question.key``).
"""

from .class_bar import ClassBar, class_bar

__all__ = ["ClassBar", "class_bar"]
