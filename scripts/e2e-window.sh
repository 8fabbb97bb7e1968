#!/usr/bin/env bash
# End-to-end test of the window under Xvfb, driven by xdotool, asserting on pixels and on the
# store: long-press an icon into edit mode, drag it two slots on, Done, quit with SIGTERM; then
# check with `glass layout export` that the move was kept. A second run presses into the
# Dotfield, then turns the device with R. Then the Dotfield app's settings sheet, the catalog
# app, Music playing through SDL's disk audio driver, and Horizon opened by a deep link and
# moved by the keyboard and its ⌘ shortcuts, then narrowed to Slide Over, in their own windows.
# Usage: scripts/e2e-window.sh PATH/TO/glass
set -euo pipefail

glass=${1:?usage: e2e-window.sh PATH/TO/glass}
work=$(mktemp -d)
display=:$((90 + RANDOM % 9))
store=$work/store.sqlite

cleanup() {
  [ -n "${app:-}" ] && kill "$app" 2>/dev/null || true
  [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() { echo "e2e: FAIL: $*" >&2; exit 1; }

Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=$display
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

start_app() {
  "$glass" --store "$store" --screenshots "$work/shots" >"$work/stdout" 2>"$work/stderr" &
  app=$!
  for _ in $(seq 600); do
    grep -q "first frame" "$work/stdout" 2>/dev/null && break
    kill -0 "$app" 2>/dev/null || fail "glass exited before its first frame: $(cat "$work/stderr")"
    sleep 0.1
  done
  grep -q "first frame" "$work/stdout" || fail "no first frame within 60 s"
  window=$(xdotool search --sync --name '^GlassKit$' | head -1)
  sed -n 's/^glass: //p' "$work/stdout" | head -1
}

# Starts `glass window --app NAME [options]` (with the environment given before the call) and
# waits for its first frame; $window is then its window.
start_window_app() {
  local name=$1
  shift
  "$glass" window --app "$name" "$@" >"$work/stdout" 2>"$work/stderr" &
  app=$!
  for _ in $(seq 600); do grep -q "first frame" "$work/stdout" 2>/dev/null && break; sleep 0.1; done
  grep -q "first frame" "$work/stdout" || fail "$name showed no first frame: $(cat "$work/stderr")"
  window=$(xdotool search --sync --name "$name" | head -1)
}

# The share of pixels in a box of the window's screenshot that are the delete badge's red.
red_share() {
  import -window "$window" "$work/shot.png"
  convert "$work/shot.png" -crop "$1" -fx '(r>0.8 && g<0.45 && b<0.45)' -format '%[fx:mean]' info:
}

start_app
[ "$(awk -v s="$(red_share 40x40+10+65)" 'BEGIN { print (s < 0.02) }')" = 1 ] || fail "a red badge before edit mode"

# 1. Long-press the first icon (Calendar, centered at 57,112 pt): edit mode, badges appear.
xdotool mousemove --window "$window" 57 112 mousedown 1
# A debug build draws an edit-mode frame slowly on a busy machine: wait up to 4 s for the badges.
sleep 0.9
share=$(red_share 40x40+10+65)
for _ in $(seq 10); do
  [ "$(awk -v s="$share" 'BEGIN { print (s > 0.1) }')" = 1 ] && break
  sleep 0.3
  share=$(red_share 40x40+10+65)
done
[ "$(awk -v s="$share" 'BEGIN { print (s > 0.1) }')" = 1 ] || fail "no delete badge after the long press (red share $share)"
echo "e2e: edit mode after a long press (badge red share $share)"

# 2. Drag it into the third slot, below its folder zone, and release.
for x in 80 110 140 170 200 230 243; do xdotool mousemove --window "$window" "$x" 152; sleep 0.04; done
sleep 0.5
xdotool mouseup 1
sleep 1

# 3. Done, then 4. quit with SIGTERM.
xdotool key Escape
sleep 0.6
share=$(red_share 40x40+10+65)
[ "$(awk -v s="$share" 'BEGIN { print (s < 0.02) }')" = 1 ] || fail "badges still shown after Done (red share $share)"
kill -TERM "$app"
wait "$app" || fail "glass exited with status $? on SIGTERM"
app=

# Again: the move was kept.
# The export lists the dock, then the pages; the first page opens with three apps.
third=$("$glass" layout export --store "$store" | tr -d ' \n' | awk -F '"pages":\\[\\[' '{ print $2 }' | grep -o '"app":"[^"]*"' | sed -n '3s/"app":"\(.*\)"/\1/p')
[ "$third" = com.apple.mobilecal ] || fail "the third icon after restart is $third, not Calendar"
echo "e2e: the move survived a restart"

# A second run: F shows the Dotfield; pressing into it moves the dots near the finger only.
start_app >/dev/null
xdotool key f
sleep 0.5
import -window "$window" "$work/rest.png"
xdotool mousemove --window "$window" 196 426 mousedown 1
sleep 0.6
import -window "$window" "$work/pressed.png"
xdotool mouseup 1
# Pixels that differ by more than 2 % within a box (compare exits 1 when any do).
changed() { { compare -metric AE -fuzz 2% "$work/rest.png" "$work/pressed.png" -crop "$1" null: 2>&1 || true; } | cut -d' ' -f1; }
near=$(changed 160x160+116+346)
far=$(changed 80x80+20+700)
[ "$near" -gt 500 ] || fail "the dots near the finger did not move ($near pixels changed)"
[ "$far" -eq 0 ] || fail "dots far from the finger moved ($far pixels changed)"
echo "e2e: the Dotfield moved near the finger ($near pixels) and not far from it ($far)"

# R turns the device: the window takes landscape proportions and the field fills it.
xdotool key r
sleep 1
read -r width height < <(xdotool getwindowgeometry "$window" | awk '/Geometry/ { split($2, s, "x"); print s[1], s[2] }')
[ "$width" -gt "$height" ] || fail "the window is ${width}x${height} after R, not landscape"
import -window "$window" "$work/landscape.png"
dots=$(convert "$work/landscape.png" -crop "80x80+$((width - 140))+$((height / 2 - 40))" -fx '(r + b > 0.5)' -format '%[fx:mean]' info:)
[ "$(awk -v s="$dots" 'BEGIN { print (s > 0.02) }')" = 1 ] || fail "no dots at the landscape field's far side (share $dots)"
echo "e2e: R turned the window to ${width}x${height} with the field across it"
kill -TERM "$app"
wait "$app" || fail "glass exited with status $? on SIGTERM"
app=

# The Dotfield app in its window, on the same store: ⌘, (Super+comma here) opens its settings
# over the field; a tap on the Ocean swatch turns the dots blue at once and is saved where
# `glass dotfield settings` reads it; minimized and restored, the app carries on.
start_window_app dotfield --store "$store"
xdotool key super+comma
sleep 1.5
xdotool mousemove --window "$window" 236 690 click 1
sleep 1
import -window "$window" "$work/ocean.png"
blue=$(convert "$work/ocean.png" -crop 200x150+100+150 -fx '(b > 0.6 && r < 0.3)' -format '%[fx:mean]' info:)
[ "$(awk -v s="$blue" 'BEGIN { print (s > 0.02) }')" = 1 ] || fail "the field did not turn blue behind the sheet (share $blue)"
"$glass" dotfield settings --store "$store" | grep -q "dotfield.gradient = ocean" || fail "the Ocean swatch was not saved"
xdotool windowminimize "$window"
sleep 0.5
xdotool windowmap "$window"
sleep 0.5
kill -0 "$app" 2>/dev/null || fail "the Dotfield app died when minimized and restored: $(cat "$work/stderr")"
echo "e2e: the Dotfield's settings sheet opened with Super+comma; Ocean shows at once and is saved (blue share $blue)"
kill -TERM "$app"
wait "$app" 2>/dev/null || true
app=

# A fourth run: the catalog app in its window. Tap the Controls segment (the second of seven
# segments of about 51.6 pt from x 16), then the text field, and type; the typed text is
# drawn where the field's placeholder was.
start_window_app catalog
xdotool mousemove --window "$window" 93 132 click 1
sleep 0.5
import -window "$window" "$work/controls.png"
# The field's placeholder "Your name" is light gray; typed text is black (dark pixels).
ink() { convert "$1" -crop 200x24+24+460 -fx '(r < 0.3 && g < 0.3 && b < 0.3)' -format '%[fx:mean]' info:; }
before=$(ink "$work/controls.png")
xdotool mousemove --window "$window" 150 472 click 1
sleep 0.3
xdotool type --delay 40 "Glass"
sleep 0.5
import -window "$window" "$work/typed.png"
after=$(ink "$work/typed.png")
[ "$(awk -v a="$before" -v b="$after" 'BEGIN { print (a < 0.005 && b > 0.01) }')" = 1 ] \
  || fail "typing into the catalog's text field drew no text (dark share $before before, $after after)"
echo "e2e: the catalog took a tap on Controls and typed text (dark share $before -> $after)"
# The Scroll section (the sixth segment): five wheel steps down move the rows under the
# pointer (400 pt).
xdotool mousemove --window "$window" 300 132 click 1
sleep 0.8
import -window "$window" "$work/scroll-top.png"
xdotool mousemove --window "$window" 200 500
for _ in 1 2 3 4 5; do xdotool click 5; sleep 0.05; done
sleep 1.5
import -window "$window" "$work/scrolled.png"
moved=$(compare -metric AE -fuzz 10% "$work/scroll-top.png" "$work/scrolled.png" null: 2>&1 || true)
[ "${moved%% *}" -gt 20000 ] 2>/dev/null || fail "the wheel did not scroll the catalog's rows ($moved pixels changed)"
echo "e2e: the wheel scrolled the catalog's rows ($moved pixels changed)"
kill -TERM "$app"
wait "$app" 2>/dev/null || true
app=

# A fifth run: Music plays for real. With an empty --library it writes its sample library;
# SDL's disk audio driver stands in for a sound card and keeps every sample played. Tap the
# first album, then Play: the mini bar appears and the samples written are not silence.
mkdir -p "$work/no-music"
XDG_DATA_HOME=$work/data SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=$work/played.raw \
  start_window_app music --library "$work/no-music"
xdotool mousemove --window "$window" 60 250 click 1
sleep 1.5
xdotool mousemove --window "$window" 125 468 click 1
sleep 2.5
import -window "$window" "$work/playing.png"
kill -TERM "$app"
wait "$app" 2>/dev/null || true
app=
sound=$(tr -d '\000' <"$work/played.raw" | wc -c)
[ "$sound" -gt 50000 ] || fail "Music wrote no sound to the audio device ($sound non-zero bytes)"
# The mini bar's artwork, a blue cover, sits at its left (8 + 24 pt across, 737 pt down).
blue=$(convert "$work/playing.png" -crop 20x20+22+727 -fx '(b > 0.5 && r < 0.5)' -format '%[fx:mean]' info:)
[ "$(awk -v s="$blue" 'BEGIN { print (s > 0.5) }')" = 1 ] || fail "no mini bar with the album's cover (blue share $blue)"
echo "e2e: Music played the sample album through SDL2_mixer ($sound non-zero bytes of sound; mini bar shown)"

# A sixth run: Horizon on the 13-inch iPad, opened on its notifications by a deep link. ↓
# chooses the first notification, and its post shows in the detail column. ⌘ (Super) held a
# second lists the shortcuts over the app; ⌘F then shows Search.
XDG_DATA_HOME=$work/data start_window_app horizon --device ipad-pro-13-m4 --landscape --open horizon://notifications
sleep 1
import -window "$window" "$work/notifications.png"
# A click on the sidebar's empty space gives the window the keyboard.
xdotool mousemove --window "$window" 120 700 click 1
sleep 0.5
xdotool key Down
sleep 1.5
import -window "$window" "$work/chosen.png"
changed=$(compare -metric AE -fuzz 10% "$work/notifications.png" "$work/chosen.png" null: 2>&1 || true)
[ "${changed%% *}" -gt 20000 ] 2>/dev/null || fail "↓ showed no post in Horizon's detail ($changed pixels changed)"
xdotool keydown super
sleep 1.8
import -window "$window" "$work/shortcuts.png"
xdotool key f
xdotool keyup super
sleep 1.5
import -window "$window" "$work/search.png"
listed=$(compare -metric AE -fuzz 10% "$work/chosen.png" "$work/shortcuts.png" null: 2>&1 || true)
[ "${listed%% *}" -gt 5000 ] 2>/dev/null || fail "holding ⌘ listed no shortcuts in Horizon ($listed pixels changed)"
searched=$(compare -metric AE -fuzz 10% "$work/chosen.png" "$work/search.png" null: 2>&1 || true)
[ "${searched%% *}" -gt 20000 ] 2>/dev/null || fail "⌘F did not show Horizon's search ($searched pixels changed)"
# Narrowed to Slide Over's width (the window opens at 0.901 of the iPad's points to fit this
# 1280 px screen), Horizon lays out again at 320 pt across: the window is filled to its top,
# not the 1376 pt screen letterboxed into it.
xdotool windowsize "$window" 288 930
sleep 1.5
grep -q "resized to 320×" "$work/stdout" || fail "Horizon's window did not resize to 320 pt: $(grep resized "$work/stdout")"
import -window "$window" "$work/narrow.png"
top=$(convert "$work/narrow.png" -crop 280x12+0+0 -colorspace gray -format '%[fx:mean]' info:)
[ "$(awk -v s="$top" 'BEGIN { print (s > 0.5) }')" = 1 ] || fail "Horizon at 320 pt left its window's top dark (mean $top)"
kill -TERM "$app"
wait "$app" 2>/dev/null || true
app=
echo "e2e: Horizon opened on a deep link; ↓ showed a post ($changed px), ⌘ held listed the shortcuts ($listed px), ⌘F showed search ($searched px), narrowed to 320 pt it laid out again"
echo "e2e: ok"
