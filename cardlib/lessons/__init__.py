"""Lessons: exact answers to questions about the games, and the simulations that check them."""
