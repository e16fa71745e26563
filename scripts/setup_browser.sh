#!/usr/bin/env bash
# Installs Debian's chromium for the e2e tests (Playwright cannot download its own browser here).
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
chromium --version 2>/dev/null | tail -n 1
