"""A widget whose front end took more than 2 s to load still hears its kernel (widgets/listening.js).

anywidget 0.11 rejects a model's ``ready`` when its module has not loaded within 2 s, and then drops every message the
kernel sends that model: in a class of 30 loading at once on a 2-core server, join bars whose answers never came
(issue 36). Here a module that waits 3 s before it is ready stands for such a page; the kernel answers each message
the page sends by counting it (a change of state) and by saying so (a custom message)."""

import pytest

from conftest import start_voila
from server_helpers import write_notebook

# A module that takes 3 s to load (top-level await): longer than the 2 s anywidget gives it.
SLOW = "await new Promise((done) => setTimeout(done, 3000));\n"
FRONT_END = """
function render({ model, el }) {
  const draw = () => { el.textContent = `${model.get("name")}: count ${model.get("count")}, said ${said}`; };
  let said = 0;
  model.on("change:count", draw);
  model.on("msg:custom", () => { said += 1; draw(); });
  draw();
  (typeof keepListening === "function" ? keepListening(model) : Promise.resolve()).then(() => model.send("bump"));
}
"""
NOTEBOOK = '''
import anywidget
import ipywidgets as ipw
import traitlets
from widgets.assets import script
from widgets.listening import ListeningWidget

SLOW, FRONT_END = {slow!r}, {front_end!r}


class Counted:
    """The kernel's half: each message from the page counted, and answered."""

    def _counting(self):
        self.on_msg(lambda widget, content, buffers: (setattr(self, "count", self.count + 1), self.send("counted")))


class Plain(anywidget.AnyWidget, Counted):
    _esm = SLOW + FRONT_END + "export default {{ render }};"
    name = traitlets.Unicode("plain").tag(sync=True)
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self._counting()


class Listening(ListeningWidget, Counted):
    _esm = SLOW + script("listening.js") + FRONT_END + "export default listening({{ render }});"
    name = traitlets.Unicode("listening").tag(sync=True)
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self._counting()


ipw.VBox([Plain(), Listening()])
'''.format(slow=SLOW, front_end=FRONT_END)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("listening")
    write_notebook(folder, "slow.ipynb", NOTEBOOK)
    started = start_voila(folder, "listening", folder)
    yield started
    started.stop()


def test_a_widget_whose_module_loaded_late_hears_its_kernel(server, page):
    page.goto(server.render_url("slow.ipynb"))
    listening = page.get_by_text("listening: count")
    listening.wait_for(timeout=60_000)
    page.get_by_text("listening: count 1, said 1").wait_for(timeout=20_000)


def test_anywidget_still_drops_what_the_kernel_says_to_a_model_whose_module_loaded_late(server, page):
    """Why listening.js is there: when this fails, anywidget no longer drops the messages and listening.js can go."""
    page.goto(server.render_url("slow.ipynb"))
    plain = page.get_by_text("plain: count")
    plain.wait_for(timeout=60_000)
    page.get_by_text("listening: count 1, said 1").wait_for(timeout=20_000)    # the kernel answered both by now
    assert plain.text_content() == "plain: count 0, said 0"


def test_every_widget_whose_page_hears_its_kernel_keeps_listening():
    """Each anywidget of the project whose front end hears its kernel (a change, a message) is a ListeningWidget whose
    front end goes through listening(); PageFixes alone hears nothing."""
    import importlib
    import pkgutil

    import anywidget

    import widgets
    from widgets.a11y import PageFixes

    for module in pkgutil.walk_packages(widgets.__path__, "widgets."):
        importlib.import_module(module.name)

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    # By name: a test that reloads a module of widgets leaves its old classes behind, subclasses still.
    ours = {f"{cls.__module__}.{cls.__qualname__}": cls for cls in subclasses(anywidget.AnyWidget)
            if cls.__module__.startswith("widgets.")}
    assert len(ours) >= 7, ours
    for name, cls in ours.items():
        if name in ("widgets.a11y.PageFixes", "widgets.listening.ListeningWidget"):
            continue
        assert any(base.__name__ == "ListeningWidget" for base in cls.__mro__), cls
        esm = getattr(cls._esm, "default_value", cls._esm)      # a trait once a widget of the class was made
        assert "export default listening({ render });" in str(esm), cls
    fixes = str(getattr(PageFixes._esm, "default_value", PageFixes._esm))
    assert "model.on(" not in fixes and "msg:custom" not in fixes
