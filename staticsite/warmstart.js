/* The static site's start of Python in a page's kernel (staticsite.warmstart writes it into the site as
 * static/pyodide/warm-start.js, its key and modules filled in, and the pages name it as the kernel's pyodideUrl).
 *
 * The kernel's worker loads this script, then calls loadPyodide(options) as it would Pyodide's own. A browser's
 * first visit starts Python as usual, imports the modules the pages use, and keeps in this browser (IndexedDB)
 * a memory snapshot of Python at that point, with the files of its packages. Every later visit, of any page of
 * the same build, starts Python from that snapshot: no wheel to unpack, no module to import again.
 *
 * Whatever fails here (no IndexedDB, a snapshot of another runtime, ...) is said in the console and Python
 * starts as usual: the page never depends on it.
 */
(function () {
  "use strict";
  var KEY = "__KEY__";          // the site's build: its runtime, packages and modules; a new build starts cold
  var MODULES = __MODULES__;    // what the snapshot holds imported
  var DATABASE = "cardgames-static-site", STORE = "python";
  var WAIT = 5000;              // ms: a browser's storage that does not answer (it reads a snapshot in 0.1 s)
  // Run after a snapshot is restored: its environment and random state are those of the visit that made it.
  var RESTORED = [
    "import importlib, os, random",
    "os.environ.update(env)",
    "random.seed()",
    "importlib.invalidate_caches()",
  ].join("\n");
  var pyodide = null;           // the Python started by this worker, once loadPyodide has returned
  var original = null;

  function say(text) { console.info("[cardgames warm start] " + text); }

  function database() {
    return new Promise(function (resolve, reject) {
      var request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = function () { request.result.createObjectStore(STORE); };
      request.onsuccess = function () { resolve(request.result); };
      request.onerror = function () { reject(request.error); };
    });
  }

  async function stored(mode, act) {
    var db = await database();
    try {
      return await new Promise(function (resolve, reject) {
        var transaction = db.transaction(STORE, mode);
        var request = act(transaction.objectStore(STORE));
        transaction.oncomplete = function () { resolve(request.result); };
        transaction.onerror = transaction.onabort = function () { reject(transaction.error); };
      });
    } finally {
      db.close();
    }
  }

  // The JavaScript objects Python holds when the snapshot is made, named so that a later visit finds its own:
  // Pyodide's API and its functions (micropip and the kernel import them). ``where`` is "pyodide" or "api".
  function name(object) {
    var places = {pyodide: pyodide, api: pyodide._api};
    if (object === pyodide) return {where: "pyodide", name: null};
    for (var where in places) {
      var names = Object.getOwnPropertyNames(places[where]);
      for (var i = 0; i < names.length; i++) {
        var value;
        try { value = places[where][names[i]]; } catch (error) { continue; }
        if (value === object) return {where: where, name: names[i]};
      }
    }
    throw new Error("Python holds a JavaScript object the snapshot cannot name");
  }

  // On restore, the named objects are looked up once this worker's Python exists (after loadPyodide returns,
  // before anything calls them).
  function find(named) {
    var live = function () {
      var place = named.where === "api" ? pyodide._api : pyodide;
      return named.name === null ? place : place[named.name];
    };
    // An arrow function: callable, and with no own property a proxy must report as it is (no "prototype").
    return new Proxy(() => {}, {
      get: function (target, property) { return live()[property]; },
      has: function (target, property) { return property in live(); },
      set: function (target, property, value) { live()[property] = value; return true; },
      ownKeys: function () { return Reflect.ownKeys(live()); },
      getOwnPropertyDescriptor: function (target, property) {
        var descriptor = Reflect.getOwnPropertyDescriptor(live(), property);
        if (descriptor) descriptor.configurable = true;
        return descriptor;
      },
      apply: function (target, self, args) { return Reflect.apply(live(), self, args); },
    });
  }

  // Every file under ``root`` of Pyodide's file system, as one buffer and an index of [path, start, end].
  function pack(FS, root) {
    var index = [], parts = [], size = 0;
    (function walk(folder) {
      FS.readdir(folder).forEach(function (entry) {
        if (entry === "." || entry === "..") return;
        var path = folder + "/" + entry;
        if (FS.isDir(FS.stat(path).mode)) return walk(path);
        var data = FS.readFile(path);
        index.push([path, size, size + data.length]);
        parts.push(data);
        size += data.length;
      });
    })(root);
    var files = new Uint8Array(size);
    parts.forEach(function (data, i) { files.set(data, index[i][1]); });
    return {index: index, files: files};
  }

  function unpack(FS, saved) {
    saved.index.forEach(function (entry) {
      FS.mkdirTree(entry[0].slice(0, entry[0].lastIndexOf("/")));
      FS.writeFile(entry[0], saved.files.subarray(entry[1], entry[2]));
    });
  }

  function capture(py) {
    py.runPython("def _cardgames_warm(names):\n    import importlib\n    for name in names:\n" +
                 "        importlib.import_module(name)\n_cardgames_warm(" + JSON.stringify(MODULES) + ")\n" +
                 "del _cardgames_warm");
    // A snapshot is made as if no package were loaded yet (Pyodide checks that), and a later visit marks them
    // loaded again: the kernel then loads none of them for a cell that imports it.
    var loaded = py.loadedPackages, kept = Object.assign({}, loaded), snapshot;
    Object.keys(kept).forEach(function (name) { delete loaded[name]; });
    try {
      snapshot = py.makeMemorySnapshot({serializer: name});
    } finally {
      Object.assign(loaded, kept);
    }
    var files = pack(py.FS, py._api.sitepackages);
    return {snapshot: snapshot, index: files.index, files: files.files, loaded: kept};
  }

  async function restore(options, saved) {
    pyodide = await original(Object.assign({}, options, {
      packages: [], _loadSnapshot: saved.snapshot, _snapshotDeserializer: find}));
    delete pyodide._api.config._loadSnapshot;    // Pyodide keeps its options: the page need not keep 44 MB more
    unpack(pyodide.FS, saved);
    Object.assign(pyodide.loadedPackages, saved.loaded);
    var names = pyodide.toPy({env: options.env || {}});
    try {
      pyodide.runPython(RESTORED, {globals: names});
    } finally {
      names.destroy();
    }
    return pyodide;
  }

  self.loadPyodide = async function warmStart(options) {
    if (original === null) {
      importScripts(options.indexURL + "pyodide.js");
      original = self.loadPyodide;
      self.loadPyodide = warmStart;
    }
    var started = performance.now(), saved;
    try {
      saved = await Promise.race([
        stored("readonly", function (store) { return store.get(KEY); }),
        new Promise(function (resolve, reject) {
          setTimeout(function () { reject(new Error("no answer in " + WAIT + " ms")); }, WAIT);
        })]);
    } catch (error) {
      say("this browser keeps no snapshot (" + error + "): Python starts as usual");
    }
    if (saved) {
      try {
        await restore(options, saved);
        say("Python started from this browser's snapshot in " + Math.round(performance.now() - started) + " ms");
        return pyodide;
      } catch (error) {
        say("the snapshot was refused (" + error + "): Python starts as usual");
        pyodide = null;
        stored("readwrite", function (store) { return store.delete(KEY); }).catch(function () {});
      }
    }
    pyodide = await original(Object.assign({}, options, {_makeSnapshot: true}));
    try {
      var made = capture(pyodide);
      stored("readwrite", function (store) { store.clear(); return store.put(made, KEY); }).then(
        function () { say("snapshot kept for the next visits (" + (made.snapshot.length / 1e6).toFixed(1) + " MB)"); },
        function (error) { say("snapshot not kept (" + error + ")"); });
    } catch (error) {
      say("no snapshot made (" + error.message + "): the next visit starts as usual");
    }
    return pyodide;
  };
  // For tests (tests/staticsite/test_static_site_warmstart.py): how Pyodide's objects are named, then found again.
  self.loadPyodide.internals = {name: name, find: find, use: function (py) { pyodide = py; }};
})();
