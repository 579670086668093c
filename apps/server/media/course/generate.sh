#!/usr/bin/env bash
# Remakes the course clips the stand-in serves for 找培训 (ADR 48). Run once by hand; the clips are committed,
# so neither CI nor the stand-in needs ffmpeg. Each clip is a test pattern with its number, a running clock
# (so a journey or a person can see where playback is) and a tone of its own pitch: WebM, VP9 + Opus, which
# Debian's Chromium always plays. ffmpeg writes the WebM cues, so the browser can seek with range requests.
set -euo pipefail
cd "$(dirname "$0")"
FONT=${FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
[ -f "$FONT" ] || { echo "font not found: $FONT (set FONT=… to a CJK font)" >&2; exit 1; }

# clip number, seconds, tone in Hz
CLIPS=("1 18 330" "2 24 392" "3 30 440" "4 36 494" "5 40 523")
for spec in "${CLIPS[@]}"; do
  read -r n seconds tone <<<"$spec"
  ffmpeg -y -hide_banner -loglevel error \
    -f lavfi -i "testsrc2=size=640x360:rate=15:duration=${seconds}" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=48000:duration=${seconds}" \
    -filter_complex "[0:v]eq=brightness=-0.25:saturation=0.6,drawbox=x=0:y=120:w=iw:h=120:color=black@0.6:t=fill,\
drawtext=fontfile=${FONT}:text='找培训 · 课程示例片段 ${n}':fontsize=30:fontcolor=white:x=(w-tw)/2:y=140,\
drawtext=fontfile=${FONT}:text='%{pts\:hms}':fontsize=28:fontcolor=white:x=(w-tw)/2:y=190[v];\
[1:a]volume=0.2[a]" \
    -map "[v]" -map "[a]" \
    -c:v libvpx-vp9 -b:v 70k -deadline good -cpu-used 4 -row-mt 1 -g 30 \
    -c:a libopus -b:a 24k \
    "clip-${n}.webm"
done
ls -l clip-*.webm
