# GlassKit: `make run` sets up, builds in release mode and runs the main job; `make test` runs the tests.
SWIFT ?= swift
RELEASE_BIN := .build/release/glass
OUT ?= out

.PHONY: setup build run test lint fuzz sanitize bench clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product glass

# The main job: the home screen in a window, or PNG renders when no display is available.
run: build
	$(RELEASE_BIN) --tour-out $(OUT)

# The style check, the unit tests, then the window end to end under Xvfb.
test: setup lint
	$(SWIFT) test
	$(SWIFT) build --product glass
	bash scripts/e2e-window.sh .build/debug/glass

# swift-format with the repository's .swift-format (4 spaces, 120 columns): any warning fails.
lint:
	$(SWIFT) format lint --strict --parallel --recursive Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks Fuzz/Package.swift Fuzz/Sources

# libFuzzer with AddressSanitizer over the layout decoder and the script parsers, FUZZ_SECONDS
# each, from the corpus in Fuzz/Corpus; new inputs and crashes go to .build/fuzz.
FUZZ_SECONDS ?= 60
fuzz: setup
	bash scripts/fuzz.sh $(FUZZ_SECONDS)

# The tests under AddressSanitizer, then ThreadSanitizer, each in a build folder of its own.
sanitize: setup
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize address --scratch-path .build/asan
	$(SWIFT) test --sanitize thread --scratch-path .build/tsan

# Release-build benchmarks (ordo-one/benchmark), reported against the issues' budgets.
bench: setup
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

clean:
	rm -rf .build Benchmarks/.build Fuzz/.build $(OUT)
