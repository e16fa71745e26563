// Runs one of this repository's Python scripts inside the vendored Pyodide under Node, to measure the
// engines and the bot in WebAssembly as the page runs them (the page's Chromium is slower still on long
// runs: ../shared/RUNTIME.md). The repository is mounted at /repo (NODEFS); the script
// sees its arguments in sys.argv and prints as it would in CPython.
// Usage: node scripts/run_in_pyodide.mjs scripts/bench_tetrahex_endgame.py run [N]
// (after `bash scripts/setup_web.sh`, which vendors Pyodide into vendor/pyodide)
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(new URL("..", import.meta.url).pathname);
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node scripts/run_in_pyodide.mjs SCRIPT [ARGS...]");
  process.exit(2);
}
const dir = `${root}/vendor/pyodide`;
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${dir}/`, stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
pyodide.FS.mkdir("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, "/repo");
pyodide.globals.set("run_args", pyodide.toPy([`/repo/${script}`, ...args]));
pyodide.runPython(`
import os, runpy, sys
sys.argv = list(run_args)
os.chdir("/repo")
sys.path.insert(0, "/repo")
print(f"Pyodide: Python {sys.version.split()[0]} on {sys.platform}")
runpy.run_path(sys.argv[0], run_name="__main__")
`);
