# Shared by scripts/test.sh and scripts/check.sh: the Debian packages the
# suite drives, and a way to run independent steps side by side.

# Debian package and the executable that shows it is installed. One list: the
# test driver installs from it, and .ci/run needs nothing else.
SYSTEM_PACKAGES=(
  "chromium:/usr/bin/chromium" # the docs PDF (scripts/pdf.ts)
  # The Chromium the browser tests run in (scripts/lib/chromium.ts says why)
  "chromium-headless-shell:/usr/bin/chromium-headless-shell"
  "nginx:/usr/sbin/nginx"
  # nginx serves the build's precompressed .br files with it (scripts/precompress.ts)
  "libnginx-mod-http-brotli-static:/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"
  "default-jre-headless:/usr/bin/java" # the Nu HTML checker (vnu-jar) in tests/unit/html-validity.test.ts
  "poppler-utils:/usr/bin/pdfinfo" # the docs PDF: its contents' page numbers (scripts/pdf.ts), tests/e2e/pdf.spec.ts
  # The `engines` project (tests/engines/): Firefox ESR, WebKitGTK's driver
  # and MiniBrowser, and a display for MiniBrowser.
  "firefox-esr:/usr/bin/firefox-esr"
  "webkit2gtk-driver:/usr/bin/WebKitWebDriver"
  "xvfb:/usr/bin/Xvfb"
)

# can_install_system_packages: whether ensure_system_packages can install what is missing (root,
# with apt-get) rather than stop with the command to run.
can_install_system_packages() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1
}

# ensure_system_packages [PACKAGE…]: installs the missing packages of the list
# (only the ones named, when named) when it can (root, with apt-get);
# otherwise stops at once with the exact command to run.
ensure_system_packages() {
  local missing=() entry pkg bin
  for entry in "${SYSTEM_PACKAGES[@]}"; do
    pkg=${entry%%:*}
    bin=${entry#*:}
    [ $# -eq 0 ] || [[ " $* " == *" $pkg "* ]] || continue
    [ -e "$bin" ] || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if can_install_system_packages; then
    echo "== installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "This needs Debian packages that are not installed: ${missing[*]}" >&2
    echo "Install them, then run it again:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
}

# run_bg NAME COMMAND…: starts a step in the background, its output kept in
# .test-logs/; wait_steps waits for every step started and, when one
# failed, prints its log and exits non-zero. Steps run side by side because
# most are single-threaded (tsc, eslint, cspell) and a build leaves a core idle
# for long stretches.
STEP_NAMES=()
STEP_PIDS=()
step_log() { echo ".test-logs/$(echo "$1" | tr -c 'A-Za-z0-9_.-' '_').log"; }
run_bg() {
  local name=$1
  shift
  mkdir -p .test-logs
  echo "== $name (started)"
  ("$@") >"$(step_log "$name")" 2>&1 &
  STEP_NAMES+=("$name")
  STEP_PIDS+=("$!")
}
# finish_step NAME PID: waits for one step; says it is ok, or prints its log and
# returns non-zero.
finish_step() {
  if wait "$2"; then
    echo "== $1: ok"
  else
    echo "== $1: FAILED; its output:" >&2
    cat "$(step_log "$1")" >&2
    return 1
  fi
}
wait_steps() {
  local i failed=0
  for i in "${!STEP_PIDS[@]}"; do
    finish_step "${STEP_NAMES[$i]}" "${STEP_PIDS[$i]}" || failed=1
  done
  STEP_NAMES=()
  STEP_PIDS=()
  [ $failed -eq 0 ] || exit 1
}
# wait_step NAME: waits for the one step started under NAME (the others run on);
# when it failed, prints its log and exits non-zero.
wait_step() {
  local i
  for i in "${!STEP_NAMES[@]}"; do
    [ "${STEP_NAMES[$i]}" = "$1" ] || continue
    finish_step "$1" "${STEP_PIDS[$i]}" || exit 1
    unset 'STEP_NAMES[i]' 'STEP_PIDS[i]'
    return 0
  done
  echo "wait_step: no step named $1" >&2
  exit 1
}
