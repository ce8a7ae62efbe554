#!/usr/bin/env bash
# The lint step of SlimVC's GitHub Action (action.yml), kept in a script so that CI can run
# it outside GitHub (.ci/action-check). Reads the action's inputs from INPUT_* variables and
# GitHub's from GITHUB_*; exits with slimvc's code (0 clean, 1 findings that fail, 2 could
# not run).
set -euo pipefail
slimvc=${SLIMVC:-slimvc}
arguments=(lint)
read -r -a paths <<< "${INPUT_PATHS:-.}"
arguments+=("${paths[@]}")
[ -n "${INPUT_CONFIG:-}" ] && arguments+=(--config "$INPUT_CONFIG")
[ -n "${INPUT_BASELINE:-}" ] && arguments+=(--baseline "$INPUT_BASELINE")
# A pull request lints what it changed: since its base branch, unless told otherwise.
changed=${INPUT_CHANGED_SINCE:-}
if [ -z "$changed" ] && [ -n "${GITHUB_BASE_REF:-}" ]; then changed="origin/$GITHUB_BASE_REF"; fi
if [ -n "$changed" ] && [ "$changed" != none ]; then arguments+=(--changed-since "$changed"); fi
arguments+=(--format github)
[ -n "${INPUT_SARIF:-}" ] && arguments+=(--format "sarif:$INPUT_SARIF")
[ -n "${GITHUB_STEP_SUMMARY:-}" ] && arguments+=(--format "markdown:$GITHUB_STEP_SUMMARY")
for format in ${INPUT_FORMATS:-}; do arguments+=(--format "$format"); done
echo "slimvc ${arguments[*]}"
exec "$slimvc" "${arguments[@]}"
