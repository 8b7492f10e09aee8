#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring (the Secret Service
# keytar talks to on Linux), in a throwaway HOME so the real keyring is never touched.
# Needs the Debian packages gnome-keyring and dbus-x11 (.ci/run installs them).
set -euo pipefail
for tool in dbus-run-session gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "Falta $tool: instala los paquetes gnome-keyring y dbus-x11 (sudo apt-get install gnome-keyring dbus-x11 libsecret-1-dev)." >&2
    exit 1
  fi
done
KEYRING_HOME="$(mktemp -d)"
trap 'rm -rf "$KEYRING_HOME"' EXIT
export KEYRING_HOME
mkdir -p "$KEYRING_HOME/run" && chmod 700 "$KEYRING_HOME/run"
env HOME="$KEYRING_HOME" XDG_DATA_HOME="$KEYRING_HOME/.local/share" XDG_RUNTIME_DIR="$KEYRING_HOME/run" \
  dbus-run-session -- bash -c '
    mkdir -p "$XDG_DATA_HOME/keyrings"
    # The login keyring is created and unlocked with this throwaway password.
    eval "$(printf "plataforma-ci" | gnome-keyring-daemon --unlock --components=secrets 2>/dev/null)"
    export GNOME_KEYRING_CONTROL
    exec "$@"
  ' with-keyring "$@"
