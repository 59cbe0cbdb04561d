# Sourced by scripts/window-test and scripts/window-benchmark: starts a
# virtual X server and finds the gallery's window.
#
# start_xvfb LOG — starts Xvfb on a free display (:90…:120), exports
#   DISPLAY, appends its pid to the caller's `pids` array and waits up to
#   5 s for it to answer. Returns 1 with a reason in `xvfb_failure` when
#   it cannot. The screen is XVFB_SCREEN (default 1024x1024x24; a pad-sized
#   example with its timeline panel needs 1424 points across).
# find_window PID LOG — waits up to 10 s for the window titled
#   "OpenUIKit gallery" of the gallery running as PID; sets `window`.
#   Returns 1 (reason in `window_failure`) when the gallery exits or no
#   window appears.

start_xvfb() {
  local log=$1 n display=""
  for n in $(seq 90 120); do
    [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] || { display=":$n"; break; }
  done
  if [ -z "$display" ]; then xvfb_failure="no free X display number in :90..:120"; return 1; fi
  Xvfb "$display" -screen 0 "${XVFB_SCREEN:-1024x1024x24}" -nolisten tcp >"$log" 2>&1 &
  pids+=($!)
  export DISPLAY="$display"
  for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && return 0; sleep 0.1; done
  xvfb_failure="Xvfb did not start on $display ($(tail -1 "$log"))"
  return 1
}

find_window() {
  local pid=$1 log=$2
  window=""
  for _ in $(seq 100); do
    window=$(xdotool search --name "OpenUIKit gallery" 2>/dev/null | head -1)
    [ -n "$window" ] && return 0
    if ! kill -0 "$pid" 2>/dev/null; then window_failure="the gallery exited: $(cat "$log")"; return 1; fi
    sleep 0.1
  done
  window_failure="no gallery window after 10 s"
  return 1
}
