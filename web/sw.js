// The app's service worker: after the first visit the page opens and plays with no network.
//
// scripts/build_site.py copies this file to the site's root (a worker controls only its own folder and
// below) and fills in VERSION (a digest of every file of the site) and ASSETS (every file's path). On
// install it caches every asset in a cache named for this copy of the site and its scope; while it runs,
// every same-origin GET is answered from that cache first (the query is ignored: "?pace=0" is the same
// page), else from the network. An updated site is a new worker with a new VERSION: it installs its own
// cache beside the old one, takes over once no tab of the old site is open (no mixing of two versions in
// one session), and then deletes the old caches of its scope only (other apps of the origin keep theirs).
//
// The runtime's large files come packed with zstd (NAME.zst, scripts/build_site.py's PACKED, with the type each is
// served as). A page the worker controls asks for them unpacked (web/runtime.mjs): Chromium keeps the compiled
// wasm of a cached response, not of one unpacked in the page. So the install also stores each unpacked under its
// own name; the packed ones stay cached for the bot's worker, which cannot tell whether it is controlled
// (Chromium gives a dedicated worker no navigator.serviceWorker).
//
// The start-up snapshot's memory image (SNAPSHOT, served as SNAPSHOT.gz) is stored inflated too: a page the worker
// controls reads it as it is instead of inflating 38 MB on its own thread, the longest task of a new tab's start
// (docs/browser.md, "The image inflated in the cache").
const VERSION = "__VERSION__";
const ASSETS = __ASSETS__;
const PACKED = __PACKED__;
const SNAPSHOT = __SNAPSHOT__;
importScripts("./vendor/fzstd/index.js"); // the zstd decoder: self.fzstd
const PREFIX = "sevens@" + self.registration.scope + "@";
const CACHE = PREFIX + VERSION;

// Static routes (Chromium 123+; others ignore them and use the fetch handler below): a GET of this scope with no
// query — the installed app's start_url "./", and every file the page and the bot's worker ask for — is answered
// by the browser straight from this version's cache (the network if the cache lacks it), without starting this
// worker. A stopped worker (closed tabs, idle for a while: the usual case when the app is opened again) took
// about 0.4 s to start and answer a new tab's first requests here (docs/browser.md, "Static routes"). A request
// with a query ("?pace=0") still comes to the fetch handler, which ignores the query; so does any other browser.
const literal = (text) => text.replace(/[\\:*?+(){}]/g, "\\$&"); // a URLPattern matching exactly this text
function routes() {
  const scope = new URL(self.registration.scope);
  return [{
    condition: {
      urlPattern: new URLPattern({
        protocol: literal(scope.protocol.slice(0, -1)), hostname: literal(scope.hostname), port: scope.port,
        pathname: literal(scope.pathname) + "*", search: "",
      }),
      requestMethod: "GET",
    },
    source: { cacheName: CACHE },
  }];
}

// The snapshot's image inflated into ``cache`` beside the packed one, streamed (never whole in the worker's memory).
async function storeInflated(cache) {
  const packed = await cache.match(`${SNAPSHOT}.gz`);
  if (!packed) throw new Error(`${SNAPSHOT}.gz is not in the cache`);
  const image = packed.body.pipeThrough(new DecompressionStream("gzip"));
  await cache.put(SNAPSHOT, new Response(image, { headers: { "Content-Type": "application/octet-stream" } }));
}

self.addEventListener("install", (event) => {
  if (typeof event.addRoutes === "function" && typeof URLPattern === "function") {
    try {
      event.waitUntil(event.addRoutes(routes()).catch(() => {})); // refused rules: the fetch handler does it all
    } catch (_) {
      // a pattern or condition this browser cannot take: the same
    }
  }
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // "no-cache": revalidated with the server (a 304 for a file the page itself just fetched), so never a
      // stale copy and never the whole runtime downloaded a second time ("reload" would skip the HTTP cache)
      cache.addAll(ASSETS.map((path) => new Request(path, { cache: "no-cache" })))
        .then(() => Promise.all(PACKED.map(async ([path, type]) => {
          const hit = await cache.match(`${path}.zst`);
          if (!hit) throw new Error(`${path}.zst is not in the cache`);
          const packed = new Uint8Array(await hit.arrayBuffer());
          await cache.put(path, new Response(self.fzstd.decompress(packed), { headers: { "Content-Type": type } }));
        })))
        // not a condition of the install: without it (no DecompressionStream here, the storage too full for 38 MB
        // more) a controlled page finds no inflated image and reads the packed one as an uncontrolled page does
        .then(() => storeInflated(cache).catch(() => cache.delete(SNAPSHOT)))
        // the page under an empty query too ("./?"): the route matches it (its search is empty) but looks it up as
        // it is, with no ignoreSearch, and would go to the network for it
        .then(() => Promise.all(["./", "./index.html"].map(async (path) => {
          const page = await cache.match(path);
          if (page) await cache.put(`${path}?`, page);
        })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request))));
});
