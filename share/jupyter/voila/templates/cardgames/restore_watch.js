// A page whose widgets Voila never built is reloaded, once (the gallery's template puts this in every page).
//
// Voila's widget manager asks the page's kernel for its widgets once it connects (ipywidgets' restore: the state of
// every widget, then each one built). When 30 pages of a class load at once on a 2-core server, a page now and then
// never got them: its kernel connected and answered, and the page stayed without a single widget, for good
// (benchmarks/README.md, the class mode). A fresh page asks again: this one reloads itself when its kernel has been
// connected for RESTORE_WAIT_MS and its widgets are still not built, and not again within RELOAD_GUARD_MS.
(function watchTheRestore() {
  const RESTORE_WAIT_MS = 60000;
  const RELOADED = "cardgames-restore-reloaded";     // sessionStorage: when the page last reloaded itself for that
  const RELOAD_GUARD_MS = 10 * 60 * 1000;
  const LOOK_MS = 1000;
  let connectedAt = null;
  const timer = setInterval(() => {
    const manager = window.jupyterapp && window.jupyterapp.widgetManager;
    const kernel = manager && manager.kernel;
    if (!manager || !kernel) return;
    if (manager.restoredStatus || kernel.isDisposed) {
      clearInterval(timer);
      return;
    }
    if (kernel.connectionStatus !== "connected") {
      connectedAt = null;
      return;
    }
    connectedAt = connectedAt === null ? Date.now() : connectedAt;
    if (Date.now() - connectedAt < RESTORE_WAIT_MS) return;
    clearInterval(timer);
    try {
      const last = Number(window.sessionStorage.getItem(RELOADED) || 0);
      if (Date.now() - last < RELOAD_GUARD_MS) return;
      window.sessionStorage.setItem(RELOADED, String(Date.now()));
    } catch (refused) {
      return;                       // no storage: no way to tell a second reload from the first
    }
    console.warn("[cardgames] the page's widgets were never built: it reloads itself");
    window.location.reload();
  }, LOOK_MS);
})();
