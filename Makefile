# Build and install SlimVC: `make install` (PREFIX=/usr/local by default), `make uninstall`.
# On Linux the binary is linked with the static Swift standard library and Foundation, so
# it runs on a machine without the Swift toolchain.
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
SWIFT_FLAGS := -c release --product slimvc
ifeq ($(shell uname),Linux)
SWIFT_FLAGS += --static-swift-stdlib
endif

.PHONY: build install uninstall

build:
	swift build $(SWIFT_FLAGS)

install: build
	mkdir -p "$(BINDIR)"
	install -m 0755 "$$(swift build $(SWIFT_FLAGS) --show-bin-path)/slimvc" "$(BINDIR)/slimvc"

uninstall:
	rm -f "$(BINDIR)/slimvc"
