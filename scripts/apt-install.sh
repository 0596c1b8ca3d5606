#!/usr/bin/env bash
# Sourced by the setup scripts: apt_install PACKAGE... installs Debian packages as root, or through
# sudo when it needs no password; otherwise it says what to run and fails.
apt_install() {
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      echo "Please install these Debian packages, then run this again: $*" >&2
      echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends $*" >&2
      return 1
    fi
  fi
  echo "Installing Debian packages: $*"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  echo "Installed: $*"
}
