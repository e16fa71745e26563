// Makes the memory snapshot a built site restores instead of starting Pyodide (docs/browser.md, "Start-up
// snapshot"): the vendored Pyodide started under Node over the site's own standard library, a few standard
// modules every load needs imported, then the app's archive unpacked and every module of it imported that does
// not need the page (a module that imported PyScript's `pyscript` when imported would be left for the page; none
// does: the page's modules reach it at their first use, web/dom.py). The page then finds the engines, the bots
// and its own modules already imported. Run by scripts/build_site.py for each site,
// since the snapshot holds the app's code: it belongs to exactly that site's app.zip and standard library.
// PYSCRIPT_JSON holds PyScript's own package ({path: source}, scripts/pyscript_package.py): compiled here and served
// to the page's import of it by web/precompiled.py, which the snapshot keeps on sys.meta_path.
// Usage: node scripts/make_snapshot.mjs PYODIDE_DIR STDLIB_ZIP APP_ZIP PYSCRIPT_JSON OUT_DIR
//   writes OUT_DIR/snapshot.bin.gz and OUT_DIR/snapshot.json (the Pyodide version, the wasm's sha256, sizes)
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [dirArg, stdlibArg, appArg, pyscriptArg, outArg] = process.argv.slice(2);
if (!outArg) {
  console.error("usage: node scripts/make_snapshot.mjs PYODIDE_DIR STDLIB_ZIP APP_ZIP PYSCRIPT_JSON OUT_DIR");
  process.exit(2);
}
const dir = resolve(dirArg);
const { loadPyodide, version } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
// a fixed, minimal environment: nothing of this machine's reaches the snapshot
const pyodide = await loadPyodide({
  indexURL: `${dir}/`, stdLibURL: resolve(stdlibArg), env: { HOME: "/home/pyodide" }, _makeSnapshot: true,
});
pyodide.FS.writeFile("/tmp/app.zip", readFileSync(resolve(appArg)));
pyodide.FS.writeFile("/tmp/pyscript.json", readFileSync(resolve(pyscriptArg)));
// Pure-Python standard modules every load imports after the start (PyScript's own package imports html, whose
// entities table alone takes ~0.2 s to compile; unpacking the app's archive needs cp437; the tables deal with
// secrets), then the app's modules from the archive, unpacked where a Pyodide started without the snapshot gets it
// (./app, web/runtime.mjs). The directory and its importers are gone again before the snapshot: the modules keep
// their ``__file__`` there, and a restored Pyodide never needs the files (nothing of the app reads its own files
// but web/test_games.py, whose list is registered here).
const report = JSON.parse(pyodide.runPython(`
def _app_imports():
    import html, encodings.cp437, secrets  # imported for the page: they stay in sys.modules
    import importlib, json, os, shutil, sys, zipfile
    zipfile.ZipFile("/tmp/app.zip").extractall("./app")
    os.remove("/tmp/app.zip")
    sys.path.insert(0, "./app")
    files = [os.path.relpath(os.path.join(root, f), "./app") for root, _, fs in os.walk("./app") for f in fs]
    dotted = [f[:-3].replace("/", ".").removesuffix(".__init__") for f in files if f.endswith(".py")]
    names = sorted(n for n in dotted if not n.endswith("__main__"))  # a command line would run
    imported, page_only, failed = [], [], []
    for name in names:
        try:
            importlib.import_module(name)
            imported.append(name)
        except ModuleNotFoundError as e:
            (page_only if e.name == "pyscript" else failed).append(f"{name}: {e!r}")
        except Exception as e:
            failed.append(f"{name}: {e!r}")
    # a test build's games (test_games.json in its archive), registered as the page and the bot's worker would:
    # restored from the image, they find no ./app to read the list from
    from web.test_games import register_from
    registered = register_from("./app")
    from web.precompiled import install
    with open("/tmp/pyscript.json", encoding="utf-8") as f:
        precompiled = sorted(install(json.load(f)).known)
    os.remove("/tmp/pyscript.json")
    sys.path.remove("./app")
    for path in [p for p in sys.path_importer_cache if p == "./app" or p.startswith("./app/")]:
        del sys.path_importer_cache[path]
    shutil.rmtree("./app")
    return json.dumps({"imported": imported, "page_only": page_only, "failed": failed, "registered": registered,
                       "precompiled": precompiled})
_app_imports()
`));
pyodide.runPython("del _app_imports");
if (report.failed.length) {
  console.error(`modules of the app that failed to import under Pyodide:\n  ${report.failed.join("\n  ")}`);
  process.exit(1);
}
const image = pyodide.makeMemorySnapshot();
const packed = gzipSync(image, { level: 6 });
const out = resolve(outArg);
writeFileSync(`${out}/snapshot.bin.gz`, packed);
const wasm = createHash("sha256").update(readFileSync(`${dir}/pyodide.asm.wasm`)).digest("hex");
const made = { pyodide: version, wasm_sha256: wasm, bytes: image.length, imported: report.imported.length,
               page_only: report.page_only.length, page_only_modules: report.page_only.map((e) => e.split(":")[0]),
               test_games: report.registered, precompiled: report.precompiled };
writeFileSync(`${out}/snapshot.json`, JSON.stringify(made) + "\n");
console.log(`snapshot of Pyodide ${version} with ${report.imported.length} modules of the app: ${image.length} bytes, ` +
            `${packed.length} gzipped`);
