"""What every lesson's figures share: a palette safe for colour blindness, and figures as PNG.

Figures are drawn on ``matplotlib.figure.Figure`` (no pyplot state) and shown as PNG, so they look
the same in Jupyter and in Voila whatever the plotting backend.
"""

import io

from IPython.display import Image

# Paul Tol's bright scheme (safe for colour blindness), each with a hatch so grey print still tells them apart.
SERIES = (("#4477aa", "//"), ("#ee6677", ".."), ("#ccbb44", "xx"), ("#66ccee", "\\\\"), ("#aa3377", "--"))
INK = "#222222"                       # simulated points and error bars


def png_bytes(figure):
    """The figure as PNG bytes."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def png(figure):
    """The figure as an ``IPython.display.Image`` to display."""
    return Image(data=png_bytes(figure), format="png")
