"""anywidget front ends that keep hearing their kernel on a slow page (``widgets/listening.js`` says why and how).

Every anywidget of the project that hears its kernel is a ``ListeningWidget``: its model id is drawn before its comm
opens and is part of its first state (``_listening_id``), so that its front end finds the page's model for it whatever
the page missed. Its front end is ``listening_script(...)``, whose last file ends with
``export default listening({ render });``.
"""

import uuid

import anywidget
import traitlets

from .assets import script


class ListeningWidget(anywidget.AnyWidget):
    """An anywidget whose page mends its model when anywidget stopped it hearing the kernel (listening.js)."""

    _listening_id = traitlets.Unicode("").tag(sync=True)

    def __init__(self, *args, **kwargs):
        model_id = uuid.uuid4().hex
        super().__init__(*args, model_id=model_id, _listening_id=model_id, **kwargs)


def listening_script(*paths):
    """The front end made of the files ``paths`` of the widgets package (joined as ``assets.script`` joins them),
    after listening.js."""
    return script("listening.js", *paths)
