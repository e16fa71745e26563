// Makes a memory snapshot of the vendored Pyodide right after its start-up, so the page restores the
// started interpreter instead of starting it again (about 2.5 s less on a cold load; docs/browser.md).
// The snapshot belongs to exactly that pyodide.asm.wasm: snapshot.json records the wasm's sha256, and
// scripts/build_site.py refuses a site whose snapshot does not match.
// Usage (from scripts/setup_web.sh): node scripts/make_snapshot.mjs vendor/pyodide
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const dir = resolve(process.argv[2] ?? "vendor/pyodide");
const { loadPyodide, version } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
// a fixed, minimal environment: nothing of this machine's reaches the snapshot
const pyodide = await loadPyodide({ indexURL: `${dir}/`, env: { HOME: "/home/pyodide" }, _makeSnapshot: true });
// Pure-Python standard modules every page load imports after the start (PyScript's own package imports html,
// whose entities table alone takes ~0.2 s to compile; unpacking the app's archive needs cp437; the table
// deals with secrets): imported once here, they come ready with the snapshot. Only the standard library
// and built-in C modules: the snapshot stays independent of the app.
pyodide.runPython(`import html, encodings.cp437, secrets
del html, encodings, secrets`);
const image = pyodide.makeMemorySnapshot();
const packed = gzipSync(image, { level: 6 });
writeFileSync(`${dir}/snapshot.bin.gz`, packed);
const wasm = createHash("sha256").update(readFileSync(`${dir}/pyodide.asm.wasm`)).digest("hex");
writeFileSync(`${dir}/snapshot.json`, JSON.stringify({ pyodide: version, wasm_sha256: wasm, bytes: image.length }) + "\n");
console.log(`snapshot of Pyodide ${version}: ${image.length} bytes, ${packed.length} gzipped`);
