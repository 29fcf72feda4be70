"""Quick mode: every benchmark at its smallest size, for the test that runs benchmarks/README.md's commands.

With CARDGAMES_BENCHMARK_QUICK=1 in the environment, a benchmark parses its command line exactly as given,
then ``shrink`` lowers its sizes (seconds per measurement, games, rounds, visitors...) to the smallest that
still runs the same code to the end and prints the same tables (tests/test_benchmarks_readme.py). The
figures are then meaningless; without the variable nothing changes.
"""

import os

VARIABLE = "CARDGAMES_BENCHMARK_QUICK"
SITE = "CARDGAMES_BENCHMARK_SITE"     # quick mode: a static site the suite has built already (static_site.py)


def quick():
    """True when the benchmark runs in quick mode."""
    return os.environ.get(VARIABLE) == "1"


def shrink(args, **smallest):
    """In quick mode, set each option of ``args`` named in ``smallest`` to at most that value (a number), or to
    that value when the option was not given (None, a default list of every game); return ``args``."""
    if not quick():
        return args
    for name, value in smallest.items():
        current = getattr(args, name)
        if isinstance(value, (int, float)) and isinstance(current, (int, float)):
            setattr(args, name, min(current, value))
        elif current is None or callable(value):
            setattr(args, name, value(current) if callable(value) else value)
    return args


def first_only(text):
    """The first of a comma-separated list ("ohio,yozu,hue" -> "ohio"): one game of a default list of all."""
    return text.split(",")[0] if text else text


def suite_site():
    """In quick mode, the static site the suite has already built, when it names one (``$CARDGAMES_BENCHMARK_SITE``):
    static_site.py then measures it instead of building its own (the build is the suite's static_site fixture's)."""
    return os.environ.get(SITE) if quick() else None
