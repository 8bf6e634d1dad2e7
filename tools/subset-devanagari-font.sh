#!/usr/bin/env bash
# Rebuilds ui-kit/src/styles/fonts/noto-sans-devanagari-wght-400-600.woff2, the Devanagari
# face Hindi pages load, from fontsource's Noto Sans Devanagari variable font (121 KB):
# only the weights the kit uses (400 regular to 600 semibold; 700 asks get 600), only the
# Devanagari block and what Hindi text needs beside it (the joiners, ₹, the dotted circle),
# no Vedic signs, hinting or glyph names: 68 KB. Needs Debian's python3-fonttools and
# python3-brotli (apt-get install -y python3-fonttools python3-brotli). Run it again after
# updating @fontsource-variable/noto-sans-devanagari: `npm run fonts:devanagari`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source_dir="$root/node_modules/@fontsource-variable/noto-sans-devanagari"
out_dir="$root/ui-kit/src/styles/fonts"
python=/usr/bin/python3
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$python" -m fontTools.varLib.instancer \
  "$source_dir/files/noto-sans-devanagari-devanagari-wght-normal.woff2" wght=400:600 \
  --output "$work/limited.ttf" --quiet
"$python" -m fontTools.subset "$work/limited.ttf" \
  --unicodes='U+0900-097F,U+200C-200D,U+20B9,U+25CC' \
  --layout-features='*' --no-hinting --no-glyph-names --notdef-outline --name-IDs='*' \
  --flavor=woff2 --output-file="$out_dir/noto-sans-devanagari-wght-400-600.woff2"
# The SIL Open Font License travels with the font, modified or not.
cp "$source_dir/LICENSE" "$out_dir/OFL.txt"
ls -l "$out_dir"
