"""Yoyo's front end, in one folder: ``lesson`` (the "can I play?" lesson's figures and controls, from
``cardlib.lessons.yoyo``)."""
