#!/usr/bin/env bash
# The GitHub Action's cache key for the built binary (action.yml): SlimVC's commit, the
# runner's OS and architecture, and the Swift version, so that a cache hit skips the build
# (`make install`, about two minutes) and any change of the three builds again. Writes
# `key=…` to GITHUB_OUTPUT (else standard output). Fails first, saying what to do, when the
# runner's Swift is older than the 6.0 SlimVC needs.
set -euo pipefail
root=${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/../.." && pwd)}
swift_version=$(swift --version 2>&1 | sed -nE 's/.*Swift version ([0-9]+\.[0-9]+(\.[0-9]+)?).*/\1/p' | head -n 1 || true)
if [ -z "$swift_version" ] || [ "${swift_version%%.*}" -lt 6 ]; then
    echo "::error title=SlimVC::SlimVC needs Swift 6.0 or later; this runner has ${swift_version:-no Swift}. Set one up before this step (swift-actions/setup-swift, or a swift:6.0 container)."
    exit 1
fi
sha() { if command -v sha256sum > /dev/null; then sha256sum; else shasum -a 256; fi; }
# A clone names its commit. GitHub downloads an action as the commit's tree without its
# history, so there the digest of the files the build reads stands for the commit.
if [ "$(git -C "$root" rev-parse --show-toplevel 2>/dev/null)" = "$root" ]; then
    commit=$(git -C "$root" rev-parse HEAD)
else
    commit=$(cd "$root" && find Package.swift Makefile Sources -type f -print0 | LC_ALL=C sort -z | xargs -0 cat | sha | cut -c1-40)
fi
runner_os="${RUNNER_OS:-$(uname -s)}-${RUNNER_ARCH:-$(uname -m)}"
echo "key=slimvc-$runner_os-swift$swift_version-$commit" >> "${GITHUB_OUTPUT:-/dev/stdout}"
