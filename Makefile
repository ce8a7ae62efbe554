# Build and install SlimVC: `make install` (PREFIX=/usr/local by default), `make uninstall`;
# `make bundle` writes slimvc.artifactbundle.zip for the binary plugins (Plugins/Binary).
# On Linux the binary is linked with the static Swift standard library and Foundation, so
# it runs on a machine without the Swift toolchain.
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
SWIFT_FLAGS := -c release --product slimvc
ifeq ($(shell uname),Linux)
SWIFT_FLAGS += --static-swift-stdlib
endif

.PHONY: build install uninstall bundle

build:
	swift build $(SWIFT_FLAGS)

install: build
	mkdir -p "$(BINDIR)"
	install -m 0755 "$$(swift build $(SWIFT_FLAGS) --show-bin-path)/slimvc" "$(BINDIR)/slimvc"

uninstall:
	rm -f "$(BINDIR)/slimvc"

# SwiftPM's artifact bundle of the release binary, for this machine's platform; also
# copied into Plugins/Binary, the plugins' package that uses it.
bundle: build
	binary="$$(swift build $(SWIFT_FLAGS) --show-bin-path)/slimvc"; \
	triple="$$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"; \
	python3 Plugins/Binary/make-bundle.py "$$binary" "$$("$$binary" version)" "$$triple" slimvc.artifactbundle.zip
	cp slimvc.artifactbundle.zip Plugins/Binary/slimvc.artifactbundle.zip
