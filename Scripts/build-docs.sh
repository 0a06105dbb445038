#!/usr/bin/env bash
# Builds the DocC documentation of TermCoordinators' Coordinators module into
# Packages/TermCoordinators/.build/docs, with no package dependency: SwiftPM's built-in
# `dump-symbol-graph` extracts the symbols and the toolchain's `docc convert` renders them
# with the catalog Sources/Coordinators/Coordinators.docc (swift-docc-plugin is not needed).
#
# Fails on any DocC warning in the catalog (its articles and links). Warnings in the
# library's doc comments are listed and counted; DOCS_STRICT=1 fails on those too.
#
# Usage: Scripts/build-docs.sh   (SWIFT=..., DOCC=... to pick the tools)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PACKAGE="$ROOT/Packages/TermCoordinators"
CATALOG="$PACKAGE/Sources/Coordinators/Coordinators.docc"
MODULE=Coordinators
SWIFT=${SWIFT:-swift}
DOCC=${DOCC:-$(command -v docc || echo /opt/swift/usr/bin/docc)}
OUTPUT="$PACKAGE/.build/docs"
GRAPHS="$PACKAGE/.build/docs-symbol-graphs"
DIAGNOSTICS="$PACKAGE/.build/docs-diagnostics.json"

[ -x "$DOCC" ] || { echo "build-docs: docc not found (set DOCC=/path/to/docc)" >&2; exit 1; }

echo "==> Extracting the symbol graphs of TermCoordinators (swift package dump-symbol-graph)"
dump=$(cd "$PACKAGE" && "$SWIFT" package dump-symbol-graph --skip-synthesized-members 2>&1) || {
  echo "$dump" >&2
  exit 1
}
written=$(sed -n 's/^Files written to //p' <<<"$dump" | tail -1)
[ -d "$written" ] || { echo "$dump" >&2; echo "build-docs: no symbol graph folder in the output above" >&2; exit 1; }

# Only this module's graphs (and its extensions of other modules): one module per archive.
rm -rf "$GRAPHS" "$OUTPUT"
mkdir -p "$GRAPHS"
cp "$written/$MODULE.symbols.json" "$GRAPHS/"
cp "$written/$MODULE"@*.symbols.json "$GRAPHS/" 2>/dev/null || true  # a module may extend no other

echo "==> Rendering $MODULE with docc convert into ${OUTPUT#"$ROOT"/}"
"$DOCC" convert "$CATALOG" \
  --additional-symbol-graph-dir "$GRAPHS" \
  --output-path "$OUTPUT" \
  --fallback-display-name "$MODULE" \
  --fallback-bundle-identifier org.kanji-navigator.TermCoordinators.$MODULE \
  --fallback-default-module-kind "Framework" \
  --diagnostics-file "$DIAGNOSTICS" >/dev/null

python3 - "$DIAGNOSTICS" "$CATALOG" "${DOCS_STRICT:-0}" <<'PY'
import json, os, sys

path, catalog, strict = sys.argv[1], os.path.realpath(sys.argv[2]), sys.argv[3] == "1"
data = json.load(open(path))
diagnostics = data.get("diagnostics", data if isinstance(data, list) else [])
in_catalog, in_sources = [], []
for item in diagnostics:
    if item.get("severity", "").lower() not in ("warning", "error"):
        continue
    source = item.get("source") or ""
    source = source.replace("file://", "")
    start = (item.get("range") or {}).get("start") or {}
    where = f"{source}:{start.get('line', '?')}" if source else "(no file)"
    line = f"  {item.get('severity')}: {item.get('summary')} -- {where}"
    (in_catalog if os.path.realpath(source).startswith(catalog) or not source else in_sources).append(line)
if in_sources:
    print(f"build-docs: {len(in_sources)} warnings in the library's doc comments (links across modules, "
          "missing parameter docs):")
    print("\n".join(in_sources))
if in_catalog:
    print(f"build-docs: {len(in_catalog)} warnings in the catalog:", file=sys.stderr)
    print("\n".join(in_catalog), file=sys.stderr)
if in_catalog or (strict and in_sources):
    sys.exit(1)
PY
echo "==> Documentation in ${OUTPUT#"$ROOT"/} (open index.html, or serve the folder)"
