#!/usr/bin/env python3
"""Writes slimvc.artifactbundle.zip: SwiftPM's artifact bundle layout (info.json and one
variant, the platform this machine builds for), with the executable's mode kept.

usage: make-bundle.py BINARY VERSION TRIPLE OUTPUT.zip"""
import json, sys, zipfile

binary, version, triple, output = sys.argv[1:5]
variant = f"slimvc-{version}-{triple}/bin/slimvc"
info = {"schemaVersion": "1.0", "artifacts": {"slimvc": {
    "version": version, "type": "executable",
    "variants": [{"path": variant, "supportedTriples": [triple]}]}}}
with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as bundle:
    def add(name, data, mode):
        entry = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
        entry.external_attr = (mode | 0o100000) << 16
        entry.compress_type = zipfile.ZIP_DEFLATED
        bundle.writestr(entry, data)
    add("slimvc.artifactbundle/info.json", json.dumps(info, indent=2) + "\n", 0o644)
    with open(binary, "rb") as executable:
        add("slimvc.artifactbundle/" + variant, executable.read(), 0o755)
print(f"Wrote {output} ({triple})")
