// Compile the static site's wheels with the Pyodide runtime's own Python (staticsite/bytecode.py says why).
// Reads a JSON request on stdin: {runtime: the runtime's folder, folder: the wheels' folder, wheels: [names],
// code: bytecode.py's source}; prints the number of modules compiled on its last line.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const request = JSON.parse(readFileSync(0, "utf-8"));
const { loadPyodide } = await import(pathToFileURL(request.runtime + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: request.runtime, stdout: () => {}, stderr: () => {} });
pyodide.mountNodeFS("/wheels", request.folder);
pyodide.globals.set("request_code", request.code);
pyodide.globals.set("request_wheels", pyodide.toPy(request.wheels.map((name) => "/wheels/" + name)));
try {
  const compiled = pyodide.runPython(`
namespace = {"__name__": "staticsite_bytecode", "__file__": "/bytecode.py"}
exec(request_code, namespace)
namespace["compile_in_pyodide"](list(request_wheels))
`);
  console.log(String(compiled));
} catch (error) {
  console.error(error.message);     // the Python traceback (node would print the runtime's minified source first)
  process.exit(1);
}
