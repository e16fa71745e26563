#!/usr/bin/env bash
# Installs the pinned browser runtime from the npm registry (package-lock.json) and copies the files the
# page needs into vendor/ (ignored by git). Idempotent. (The start-up snapshot the page restores holds the app's
# modules, so scripts/build_site.py makes it for each site: scripts/make_snapshot.mjs.)
# npm ci also installs the devDependencies: axe-core (injected by the e2e accessibility checks) and Noto Sans JP
# (subset at build time by scripts/font_subset.py, with fontTools from requirements-site.txt, installed here
# into the Python that runs this script: the virtualenv's when one is active).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund --loglevel=error
python3 -m pip install -q -r requirements-site.txt
rm -rf vendor
mkdir -p vendor/pyodide vendor/pyscript
for f in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json; do
  cp "node_modules/pyodide/$f" vendor/pyodide/
done
# the zstd decoder that unpacks the runtime's large files (scripts/build_site.py packs them): the module for the page
# and the bot's worker (web/runtime.mjs), the script for the service worker (web/sw.js)
mkdir -p vendor/fzstd
cp node_modules/fzstd/esm/index.mjs node_modules/fzstd/umd/index.js node_modules/fzstd/LICENSE vendor/fzstd/
# PyScript's core and the chunks it imports, without source maps
find node_modules/@pyscript/core/dist -maxdepth 1 -type f \( -name '*.js' -o -name '*.css' \) \
  -exec cp {} vendor/pyscript/ \;
echo "vendored: $(du -sh vendor | cut -f1) in vendor/"
