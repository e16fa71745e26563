// The interpreter module PyScript loads (pyscript.toml: interpreter = "./web/runtime.mjs"), for the page and
// for the bot's worker. It is the vendored Pyodide, started from the memory snapshot that
// scripts/make_snapshot.mjs took right after Pyodide's own start-up: restoring it skips that start-up
// (about 2.5 s on a cold load; docs/browser.md). JavaScript because PyScript needs a loadPyodide() to call.
import { loadPyodide as loadVendored, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;

async function snapshot() {
  const response = await fetch(new URL("snapshot.bin.gz", indexURL));
  if (!response.ok) throw new Error(`snapshot.bin.gz: HTTP ${response.status}`);
  const image = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(image).arrayBuffer());
}

export async function loadPyodide(options = {}) {
  const started = performance.now();
  let pyodide;
  let how = "snapshot";
  const image = snapshot();
  image.catch(() => {}); // a failure is handled below, once Pyodide awaits the image; not an unhandled rejection
  try {
    pyodide = await loadVendored({ ...options, indexURL, _loadSnapshot: image });
  } catch (error) {
    // a missing or unusable snapshot costs time, never the page: start Pyodide the ordinary way
    console.warn("Pyodide snapshot not used:", error);
    how = "plain";
    pyodide = await loadVendored({ ...options, indexURL });
  }
  // the snapshot froze the state of Python's global random generator: draw a fresh seed from the OS
  const random = pyodide.pyimport("random");
  random.seed();
  random.destroy();
  performance.measure(`sevens:pyodide:${how}`, { start: started }); // e2e checks the snapshot was used
  return pyodide;
}
