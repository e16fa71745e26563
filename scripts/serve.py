"""Serve the built site on 127.0.0.1 and print its URL.  Usage: python scripts/serve.py [PORT] [DIR]"""

from __future__ import annotations

import functools
import http.server
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
        ".toml": "text/plain", ".zip": "application/zip", ".json": "application/json",
        ".webmanifest": "application/manifest+json", ".png": "image/png", ".zst": "application/zstd",
    }

    def end_headers(self) -> None:
        # the vendored runtime only changes with package-lock.json: cacheable for 10 minutes like GitHub
        # Pages serves it, so a warm load reuses it (a page the service worker controls, Chromium's compiled wasm
        # too: elsewhere the page unpacks the packed wasm itself); the app is revalidated
        if self.path.startswith("/vendor/"):
            self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        # a page closed while a large file was on its way (a test's page, a reload) is no error
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0) -> Server:
    handler = functools.partial(Handler, directory=str(directory))
    return Server(("127.0.0.1", port), handler)


def main() -> int:
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    directory = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "_site"
    server = make_server(directory, port)
    print(f"Sevens is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
