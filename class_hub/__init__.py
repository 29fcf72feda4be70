"""The class hub (issue 36): what a class shares, kept on the teacher's server.

A class is a code the students type and a key only the teacher holds; its students are nicknames; each lesson
question gathers one guess per student, hidden from the others until the teacher reveals it, and the games every
student simulates, pooled. ``store`` keeps them (SQLite by default, or PostgreSQL: ``store_postgres``); the hub's
web service, which checks every request, is built on it.
"""
