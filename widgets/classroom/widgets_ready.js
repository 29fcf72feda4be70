// Shared by the class's front ends (class_bar.js, teacher.js), put before them (widgets.assets.script).
//
// Voila builds a page's widgets from its kernel once the page has loaded (ipywidgets' restore): it asks the kernel for
// every widget's state, then makes each widget. A message the kernel sends a widget between the two is lost: the
// widget is not listening yet (jupyter-widgets' restore; manzt/anywidget#803). So a page tells its kernel to act on
// its behalf (join a class, follow a class), which changes other widgets at once, only once every widget of the page
// is built: Voila's widget manager says so (restoredStatus). Outside Voila (JupyterLab, a test's page) nothing is
// waited for; a restore that never ends is waited for WIDGETS_WAIT_MS at most.
const WIDGETS_WAIT_MS = 30000;
const WIDGETS_CHECK_MS = 50;

function whenWidgetsReady(then) {
  const started = Date.now();
  const check = () => {
    const manager = window.jupyterapp && window.jupyterapp.widgetManager;
    const building = manager && manager.restoredStatus === false;
    if (!building || Date.now() - started >= WIDGETS_WAIT_MS) then();
    else setTimeout(check, WIDGETS_CHECK_MS);
  };
  check();
}
