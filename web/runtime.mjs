// The interpreter module PyScript loads (pyscript.toml: interpreter = "./web/runtime.mjs"), for the page and
// for the bot's worker. It is the vendored Pyodide, restored from the memory snapshot scripts/build_site.py made
// for this site (scripts/make_snapshot.mjs: Pyodide started, the app's modules imported): restoring it skips
// Pyodide's start-up and most of the app's imports (docs/browser.md, "Start-up snapshot"). JavaScript because
// PyScript needs a loadPyodide() to call.
//
// The snapshot is 8.6 MB more to download: it pays only where it arrives faster than the start-up it saves.
// So the first PROBE_MS of its download are watched, and when the rest would take longer than PAYS_S at the
// link's rate seen meanwhile (the snapshot's bytes and those of the runtime's other files, downloading beside
// it), it is dropped (the download aborted) and Pyodide starts the ordinary way (docs/browser.md, "Load over a
// slow link"). Cached (a repeat visit, the service worker), it always arrives in time, and inflated: the worker keeps
// the image as it is beside the packed one, and a page it controls reads that (the inflating was the longest task
// of a new tab's start).
//
// The wasm, the standard library and app.zip come packed with zstd (scripts/build_site.py, PACKED): fetched as
// NAME.zst from the start, unpacked here as their bytes arrive, and handed to Pyodide's and PyScript's own
// requests for NAME (docs/browser.md, "Packed with zstd").
//
// The app's modules are in the snapshot (imported there, scripts/make_snapshot.mjs): a Pyodide restored from it
// needs no app.zip, which is then never fetched. Only a Pyodide started without it gets app.zip, unpacked into
// ./app (where the page and the bot's worker look for them, index.html and web/worker.py) — here, not by
// PyScript's [files], which unpacked it on every load (docs/browser.md, "The archive only where it is needed").
import { Decompress } from "../vendor/fzstd/index.mjs";
import { loadPyodide as loadVendored, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const siteURL = new URL("../", import.meta.url).href;
const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
const imageURL = new URL("snapshot.bin", indexURL).href;
const snapshotURL = `${imageURL}.gz`;
const appURL = new URL("app.zip", siteURL).href;
const PROBE_MS = 300;
const PAYS_S = 2.0; // what the snapshot saves at the least: the start-up (2.6 s) less the restore (about 0.4 s);
// the app's imports it also saves (about 0.6 s) are left out: a margin for the larger image's inflating
const EARLY_MS = 40; // a rate that would bring the rest within half of PAYS_S decides at once: Pyodide starts
// the page's packed downloads (unpacking): {bytes, done} each, the probe's share of the link — counted only while
// still arriving, so that a file the HTTP cache gives at once does not pass for a fast link
const packedDownloads = [];

function forced() {
  // ?snapshot=1 (always) or ?snapshot=0 (never) on the page's address: for measuring both ways
  const asked = new URLSearchParams(globalThis.location?.search ?? "").get("snapshot");
  return asked === "1" ? true : asked === "0" ? false : undefined;
}

// The size in bytes scripts/build_site.py wrote into the page for ``url`` (#load-sizes), 0 when unknown (a worker
// has no page; a page built without the list).
function builtSize(url) {
  try {
    const list = globalThis.document?.getElementById("load-sizes");
    if (!list) return 0;
    for (const [path, n] of Object.entries(JSON.parse(list.textContent))) {
      if (new URL(path, globalThis.location.href).href === url) return Number(n) || 0;
    }
  } catch (_) { /* an unreadable list: no size */ }
  return 0;
}

// {image}: the snapshot's memory image as the service worker keeps it inflated (web/sw.js), for a page it controls;
// null where it is not there (a page the worker does not control gets a 404 or no answer).
async function inflatedImage() {
  if (!globalThis.navigator?.serviceWorker?.controller) return null;
  try {
    const response = await fetch(imageURL);
    if (!response.ok) return null;
    globalThis.sevensLoading?.skip(snapshotURL); // the page's progress bar does not wait for the packed one
    const image = response.arrayBuffer().then((b) => new Uint8Array(b));
    image.catch(() => {}); // a failure is handled once Pyodide awaits the image
    return { image };
  } catch (_) {
    return null;
  }
}

// {image}: the promise of the snapshot's memory image: from the worker's cache as it is, else inflated as it arrives;
// or null when the link is too slow for it to pay.
async function snapshotIfItPays() {
  const force = forced();
  if (force === false) return null;
  const cached = await inflatedImage();
  if (cached) return cached;
  const controller = new AbortController();
  const response = await fetch(snapshotURL, { signal: controller.signal });
  if (!response.ok) throw new Error(`snapshot.bin.gz: HTTP ${response.status}`);
  // the size from the response, else the one the page was built with (a server that sends no Content-Length
  // must not skip the probe: the snapshot would then always be used, however slow the link)
  const total = Number(response.headers.get("Content-Length")) || builtSize(snapshotURL);
  const reader = response.body.getReader();
  const chunks = [];
  let got = 0;
  let done = false;
  let pending = null;
  const start = performance.now();
  const before = new Map(packedDownloads.map((d) => [d, d.bytes]));
  const others = () => packedDownloads.filter((d) => !d.done).reduce((n, d) => n + d.bytes - (before.get(d) ?? 0), 0);
  const rate = (elapsed) => (got + others()) / Math.max(elapsed, 1); // bytes a millisecond
  while (force === undefined && total > 0 && !done) {
    const left = PROBE_MS - (performance.now() - start);
    if (left <= 0) break;
    pending ??= reader.read();
    const next = await Promise.race([pending, new Promise((r) => setTimeout(r, left, null))]);
    if (next === null) break; // the probe's time is up; the read in flight is kept for later
    pending = null;
    if (next.done) done = true;
    else { chunks.push(next.value); got += next.value.byteLength; }
    const elapsed = performance.now() - start;
    if (!done && elapsed >= EARLY_MS && (total - got) / rate(elapsed) <= PAYS_S * 500) break; // plainly pays
  }
  // bytes that arrived while the page's thread was busy (its own scripts, PyScript's) wait in the stream: counted
  // before the link is judged, or a busy page on a fast link would pass for a slow link and drop the snapshot
  while (!done && force === undefined && total > 0) {
    pending ??= reader.read();
    const next = await Promise.race([pending, new Promise((r) => setTimeout(r, 0, null))]);
    if (next === null) break;
    pending = null;
    if (next.done) done = true;
    else { chunks.push(next.value); got += next.value.byteLength; }
  }
  if (!done && force === undefined && total > 0) {
    const rest = (total - got) / Math.max(rate(performance.now() - start) * 1000, 1); // seconds
    if (rest > PAYS_S) {
      controller.abort();
      pending?.catch(() => {});
      // at once: the aborted download's resource entry must not count as the whole file in the progress bar
      globalThis.sevensLoading?.skip(snapshotURL);
      console.info(`Pyodide snapshot skipped: ${(rest).toFixed(1)} s more to download at this link's rate`);
      return null;
    }
  }
  const compressed = new ReadableStream({
    start(c) { for (const chunk of chunks) c.enqueue(chunk); if (done) c.close(); },
    async pull(c) {
      const next = await (pending ?? reader.read());
      pending = null;
      if (next.done) c.close(); else c.enqueue(next.value);
    },
  });
  const image = compressed.pipeThrough(new DecompressionStream("gzip"));
  const inflated = new Response(image).arrayBuffer().then((b) => new Uint8Array(b)); // not awaited here
  inflated.catch(() => {}); // a failure is handled once Pyodide awaits the image: never an unhandled rejection
  return { image: inflated };
}

// The runtime's other files, fetched from the start rather than when PyScript gets to call loadPyodide (about
// 0.6 s later on a cold load: its own chain of imports and the config come first). Pyodide's and PyScript's own
// requests then take the preloaded responses. The page only.
const PRELOAD = [["vendor/pyodide/pyodide-lock.json", "fetch"], ["vendor/pyodide/pyodide.asm.mjs", "module"]];

function preloadRuntime(files) {
  if (!globalThis.document?.head) return;
  for (const [path, as] of files) {
    const link = document.createElement("link");
    if (as === "module") link.rel = "modulepreload";
    else { link.rel = "preload"; link.as = as; link.crossOrigin = "anonymous"; }
    link.href = new URL(path, siteURL).href;
    document.head.append(link);
  }
}

// The files the site carries only packed (scripts/build_site.py, PACKED), with the type each is served as and
// whether it is fetched from the page's start (eager) or only when asked for (app.zip: a start without the snapshot).
const PACKED = [["vendor/pyodide/pyodide.asm.wasm", "application/wasm", true],
                ["vendor/pyodide/python_stdlib.zip", "application/zip", true], ["app.zip", "application/zip", false]];

// {response, downloaded}: a response whose body is ``url`` unpacked from ``url``.zst as its bytes arrive, the
// download starting once ``after`` settles; ``downloaded`` settles when the last packed byte has arrived. Its bytes
// count for the snapshot's probe when ``counted`` (the page's first downloads; a worker's come from the HTTP cache).
function unpacking(url, type, fetchPacked, after, counted = false) {
  let downloaded;
  const body = new ReadableStream({
    start(controller) {
      downloaded = (async () => {
        await after;
        const response = await fetchPacked(`${url}.zst`);
        if (!response.ok) throw new Error(`${url}.zst: HTTP ${response.status}`);
        const decoder = new Decompress((chunk) => { if (chunk.length) controller.enqueue(chunk); });
        const reader = response.body.getReader();
        const progress = { bytes: 0, done: false };
        if (counted) packedDownloads.push(progress);
        for (;;) {
          const { done, value } = await reader.read();
          if (!done) progress.bytes += value.byteLength;
          decoder.push(done ? new Uint8Array(0) : value, done);
          if (done) break;
        }
        progress.done = true;
        controller.close();
      })();
      downloaded.catch((error) => controller.error(error)); // the request that takes the body fails with it
    },
  });
  return { response: new Response(body, { headers: { "Content-Type": type } }), downloaded };
}

// The packed files' downloads start, and ``fetch`` answers the first GET of each file with its unpacked response;
// a later one (a second start of Pyodide after a snapshot it refused) gets the file unpacked afresh, its packed
// bytes from the HTTP cache: the site has no unpacked copy to fall through to. The downloads go through the page's
// ``fetch``, which counts their bytes for the progress bar. app.zip is not downloaded unless asked for (a start
// without the snapshot, ``withApp``), and then not before the wasm's download is over: it arrives during
// Pyodide's start instead of slowing the wasm. (The standard library after the wasm too was no faster: 6.16–6.57 s
// against 6.02–6.09 s at 10 Mbit/s, as built.)
function serveUnpacked() {
  const fetchNow = globalThis.fetch;
  const types = new Map(PACKED.map(([path, type, eager]) => [new URL(path, siteURL).href, { type, eager }]));
  const waiting = new Map();
  let wasm = Promise.resolve();
  for (const [url, { type, eager }] of types) {
    if (!eager) continue;
    const file = unpacking(url, type, fetchNow, undefined, Boolean(globalThis.document));
    if (url.endsWith(".wasm")) wasm = file.downloaded.catch(() => {});
    waiting.set(url, file.response);
  }
  globalThis.fetch = function (input, init) {
    const asked = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    let url;
    try {
      url = new URL(asked, globalThis.location.href).href.split(/[?#]/)[0];
    } catch (_) {
      return fetchNow(input, init); // fetch itself says what is wrong with the address
    }
    if (method !== "GET" || !types.has(url)) return fetchNow(input, init);
    const { type, eager } = types.get(url);
    const response = waiting.get(url) ?? unpacking(url, type, fetchNow, eager ? undefined : wasm).response;
    waiting.delete(url);
    return Promise.resolve(response);
  };
}

// Pyodide sizes the memory for a snapshot by INITIAL_MEMORY, which its build never reads: the wasm declares its
// own memory (30 MB), so a larger image fails to restore ("offset is out of bounds"; pyodide/pyodide#6254). The
// site's image, with the app's modules in it, is larger: while ``load`` runs, the module's memory is grown to the
// image's size as soon as it is instantiated, before Pyodide copies the image in.
export async function withRoomFor(image, load) {
  const { instantiate, instantiateStreaming } = WebAssembly;
  const grown = (original) => async (...args) => {
    const result = await original(...args);
    const memory = (result instanceof WebAssembly.Instance ? result : result.instance).exports.memory;
    const pages = Math.ceil(image.byteLength / 65536) - memory.buffer.byteLength / 65536;
    if (pages > 0) memory.grow(pages);
    return result;
  };
  WebAssembly.instantiate = grown(instantiate);
  if (instantiateStreaming) WebAssembly.instantiateStreaming = grown(instantiateStreaming); // not in every browser
  try {
    return await load();
  } finally {
    WebAssembly.instantiate = instantiate;
    if (instantiateStreaming) WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

// A page the service worker controls finds the packed files unpacked in the worker's cache (web/sw.js): fetched as
// they are, Chromium keeps their compiled wasm, which it does not for a response unpacked here. Elsewhere (the
// first visit; the bot's worker, which cannot tell: Chromium gives a dedicated worker no navigator.serviceWorker,
// and the cache holds both forms anyway) they are fetched packed and unpacked here.
function fetchEarly() {
  if (globalThis.navigator?.serviceWorker?.controller) {
    preloadRuntime([...PRELOAD, ...PACKED.filter(([, , eager]) => eager).map(([path]) => [path, "fetch"])]);
    for (const [path] of PACKED) globalThis.sevensLoading?.skip(new URL(`${path}.zst`, siteURL).href); // not awaited
  } else {
    serveUnpacked();
    preloadRuntime(PRELOAD);
  }
}

let prepared = null;

// The runtime's downloads and the snapshot's probe, once per page: index.html calls it first thing, PyScript's call
// of loadPyodide finds them under way; the worker, which has no early call, starts them from loadPyodide.
export function prepare() {
  if (prepared === null) {
    fetchEarly();
    prepared = snapshotIfItPays();
  }
  return prepared;
}

// Pyodide started plainly by ``start``, with app.zip unpacked into ./app: fetched as soon as it is known to be
// needed, unpacked once Pyodide has started.
async function withApp(start) {
  const app = fetch(appURL).then(async (response) => {
    if (!response.ok) throw new Error(`app.zip: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  app.catch(() => {}); // a failure is thrown below, once Pyodide has started: never an unhandled rejection
  const pyodide = await start();
  pyodide.unpackArchive(await app, "zip", { extractDir: "./app" });
  return pyodide;
}

// In a worker PyScript hands its Python package the config as the text it was given (the worker's `config`
// attribute, JSON), and the package reads only a mapping: it took the text for no config at all, so the worker's
// `sync_main_only` (pyscript.toml) went unread and every load warned that the worker cannot reach the page's window
// (QA 2026-12-04). The `polyscript` module is registered with that text parsed; anything else passes as it is.
function readableConfig(pyodide) {
  const register = pyodide.registerJsModule;
  pyodide.registerJsModule = function (name, module) {
    if (name === "polyscript" && module && typeof module.config === "string") {
      try {
        const parsed = JSON.parse(module.config);
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) module.config = parsed;
      } catch (_) { /* a file's address, or TOML: left as PyScript gave it */ }
    }
    return register.call(this, name, module);
  };
}

export async function loadPyodide(options = {}) {
  const started = performance.now();
  let pyodide;
  let image = null;
  try {
    image = (await prepare())?.image ?? null;
  } catch (error) {
    console.warn("Pyodide snapshot not used:", error);
  }
  if (image) {
    try {
      const bytes = await image;
      pyodide = await withRoomFor(bytes, () => loadVendored({ ...options, indexURL, _loadSnapshot: bytes }));
      globalThis.sevensLoading?.skip(`${appURL}.zst`); // the app is in the image: the progress bar does not wait for it
    } catch (error) {
      // a mangled or refused snapshot costs time, never the page: start Pyodide the ordinary way
      console.warn("Pyodide snapshot not used:", error);
      image = null;
    }
  }
  if (!image) {
    globalThis.sevensLoading?.skip(snapshotURL); // the page's progress bar no longer waits for it
    pyodide = await withApp(() => loadVendored({ ...options, indexURL }));
  }
  readableConfig(pyodide);
  // the snapshot froze the state of Python's global random generator: draw a fresh seed from the OS
  const random = pyodide.pyimport("random");
  random.seed();
  random.destroy();
  performance.measure(`sevens:pyodide:${image ? "snapshot" : "plain"}`, { start: started }); // e2e checks the path
  return pyodide;
}
