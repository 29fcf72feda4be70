"""What opening each app costs the kernel: the CPU and wall time of the page's cells, as Voila runs them.

Voila runs a notebook's cells top to bottom in a fresh kernel before the page is shown. This script does
the same with nbclient (kernel ``python3``, working directory ``notebooks/``, as tests/notebooks/test_notebooks.py),
one fresh kernel per app and per round, and measures inside the kernel: a first cell it adds registers
IPython's ``pre_run_cell`` and ``post_run_cell`` events, which record ``time.process_time()`` (the
kernel's CPU, every thread) and ``time.perf_counter()`` around each of the page's cells; a last cell
it adds reports them. The kernel's own start-up (Python, ipykernel) is outside the figures; the
imports the page's cells do (our packages, ipywidgets, matplotlib) are inside.

What waits until the page is on screen is counted apart ("after"): a table whose bot moves first plays
that move when the browser says it has drawn the table (``SvgCanvas.on_drawn``). The last cell does what
the browser's first drawing does, every canvas of the page told its picture is drawn, and measures it.

Per app it prints the CPU and wall time of the page's cells (the round with the least CPU, and the most
CPU of any round), the budget (0.5 s of CPU) and whether the app meets it, and the heaviest cells of the
worst round with their first line, so the next person knows where time goes. Exit status 1 if an app
is over budget.

    .venv/bin/python benchmarks/app_load.py               # every app, one round
    .venv/bin/python benchmarks/app_load.py --repeat 3    # 3 rounds: the best and the worst (a shared machine is noisy)
    .venv/bin/python benchmarks/app_load.py --only woo,yoyo --heaviest 5 --json
"""

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from quick import first_only, quick, shrink

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
BUDGET_CPU = 0.5            # seconds of kernel CPU for the page's cells (issue 10)
CELL_TIMEOUT = 600
REPORT = "APP_LOAD "        # the prefix of the report line the last cell prints

PROBE = """\
import time as _app_load_time
_app_load_cells = []

def _app_load_pre(info=None):
    _app_load_cells.append([_app_load_time.process_time(), _app_load_time.perf_counter()])

def _app_load_post(result=None):
    start = _app_load_cells[-1]
    start[:] = [_app_load_time.process_time() - start[0], _app_load_time.perf_counter() - start[1]]

get_ipython().events.register("pre_run_cell", _app_load_pre)
get_ipython().events.register("post_run_cell", _app_load_post)
"""

REPORT_CELL = f"""\
import json as _app_load_json, re as _app_load_re, sys as _app_load_sys
get_ipython().events.unregister("pre_run_cell", _app_load_pre)
get_ipython().events.unregister("post_run_cell", _app_load_post)
_app_load_after = [_app_load_time.process_time(), _app_load_time.perf_counter()]
if "widgets.svgcanvas" in _app_load_sys.modules:      # as the browser does once it has drawn each canvas
    from ipywidgets.widgets.widget import _instances as _app_load_widgets
    for _app_load_canvas in [w for w in list(_app_load_widgets.values())
                             if isinstance(w, _app_load_sys.modules["widgets.svgcanvas"].SvgCanvas)]:
        _app_load_at = _app_load_re.search(r'data-move="(\\d+)" data-deal="(\\d+)"', _app_load_canvas.markup)
        _app_load_canvas.drawn(*(map(int, _app_load_at.groups()) if _app_load_at else (None, None)))
_app_load_after = [_app_load_time.process_time() - _app_load_after[0], _app_load_time.perf_counter() - _app_load_after[1]]
print({REPORT!r} + _app_load_json.dumps({{"cells": _app_load_cells[:-1], "after": _app_load_after}}))
"""


def measure(path):
    """One fresh kernel runs the notebook at ``path``: {"cells": [(index, cpu, wall, first line)], "cpu",
    "wall" (sums over the page's code cells, in the kernel), "run" (seconds from the first cell sent to
    the last answered, as the client sees it, kernel start-up excluded), "after_cpu", "after_wall" (what
    waited until the page is drawn: the bots that move first)}."""
    nb = nbformat.read(path, as_version=4)
    code = [(index, cell) for index, cell in enumerate(nb.cells) if cell.cell_type == "code"]
    probe, report = nbformat.v4.new_code_cell(PROBE), nbformat.v4.new_code_cell(REPORT_CELL)
    nb.cells = [probe] + nb.cells + [report]
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    # The kernel's own stderr is not the page's: ipykernel's warnings, and now and then a traceback of its
    # shutdown ("Socket operation on non-socket", a race in its IO thread); a cell's error comes back as
    # its output, and fails the run below.
    with client.setup_kernel(stderr=subprocess.DEVNULL):
        client.execute_cell(probe, 0)
        start = time.perf_counter()
        for index, cell in enumerate(nb.cells[1:-1], 1):
            client.execute_cell(cell, index)
        run = time.perf_counter() - start
        client.execute_cell(report, len(nb.cells) - 1)
    printed = "".join(out.get("text", "") for out in report.outputs if out.get("output_type") == "stream")
    reported = json.loads(printed.split(REPORT, 1)[1])
    timings, (after_cpu, after_wall) = reported["cells"], reported["after"]
    if len(timings) != len(code):
        raise RuntimeError(f"{path.name}: {len(timings)} timings for {len(code)} code cells")
    cells = [(index, cpu, wall, first_line(cell.source)) for (index, cell), (cpu, wall) in zip(code, timings)]
    return {"cells": cells, "cpu": sum(c[1] for c in cells), "wall": sum(c[2] for c in cells), "run": run,
            "after_cpu": after_cpu, "after_wall": after_wall}


def first_line(source):
    """A cell's first line that is not blank or a comment, shortened."""
    lines = [line for line in source.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    line = lines[0].strip() if lines else "(empty)"
    return line if len(line) <= 70 else line[:67] + "..."


def rounds(path, repeat):
    """(best, worst, after): the rounds with the least and the most CPU of ``repeat`` rounds, each in a fresh
    kernel, and the most CPU any round spent after the page was drawn (a bot that moves first).
    The best is the figure least disturbed by other work on the machine; a worst far above it on a quiet
    machine is a cost that depends on the page's fresh seed (a bot that moves first, say)."""
    measured = sorted((measure(path) for _ in range(repeat)), key=lambda result: result["cpu"])
    return measured[0], measured[-1], max(result["after_cpu"] for result in measured)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=1, help="rounds per app; the one with the least CPU is kept")
    parser.add_argument("--only", default="", help="comma-separated words; apps whose file name contains one")
    parser.add_argument("--heaviest", type=int, default=3, help="heaviest cells printed per app")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = shrink(parser.parse_args(argv), repeat=1, only=lambda only: first_only(only) or "ohio")
    words = [word for word in args.only.split(",") if word]
    paths = [p for p in sorted(NOTEBOOKS.glob("*.ipynb")) if not words or any(w in p.name for w in words)]
    results = {path.name: rounds(path, args.repeat) for path in paths}
    if args.json:
        print(json.dumps({name: {"best": best, "worst": worst, "after_cpu": after, "budget_cpu": BUDGET_CPU,
                                 "meets": best["cpu"] < BUDGET_CPU} for name, (best, worst, after) in results.items()},
                         indent=1))
        return 0
    print(f"Kernel time of the page's cells (kernel start-up excluded), {args.repeat} round(s) per app; "
          f"budget {BUDGET_CPU} s of CPU per app, judged on the best round\n")
    print(f"{'app':24} {'cpu s':>7} {'wall s':>7} {'run s':>7} {'worst cpu':>10} {'after cpu':>10}  budget")
    for name, (best, worst, after) in results.items():
        verdict = "meets" if best["cpu"] < BUDGET_CPU else f"OVER ×{best['cpu'] / BUDGET_CPU:.1f}"
        print(f"{name:24} {best['cpu']:7.3f} {best['wall']:7.3f} {best['run']:7.3f} {worst['cpu']:10.3f} "
              f"{after:10.3f}  {verdict}")
    print("(after cpu: the most any round spent once the page was drawn, a bot that moves first playing "
          "while the student looks at the table; outside the budget)")
    print("\nHeaviest cells of the worst round (cpu s, wall s, cell index, first line)")
    for name, (_best, worst, _after) in results.items():
        print(name)
        for index, cpu, wall, line in sorted(worst["cells"], key=lambda c: -c[1])[:args.heaviest]:
            print(f"  {cpu:6.3f} {wall:6.3f}  [{index:2}] {line}")
    if quick():             # one round on a busy machine: figures printed, not judged
        return 0
    return 0 if all(best["cpu"] < BUDGET_CPU for best, _worst, _after in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
