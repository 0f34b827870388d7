#!/bin/sh
# Launches the built server as `npm start` does; the benchmarks launch it through here too, so both
# run it alike. Arguments are node's, put before the entry (a benchmark's probe, a V8 flag to try).
#
# - dist/backend/src/main.bundle.js: the server and its packages in one file (npm run build:server,
#   ops/bundle-server.mjs). Loading some 4,500 modules one by one (resolving each, reading and
#   compiling it) took 2.3 s of a 4 s start on an empty data directory; from one file, about 1.2 s.
# - --max-semi-space-size=64, --no-memory-reducer: see SERVER_HEAP_MB in the README and ops/bench/README.md.
# - GLIBC_TUNABLES=glibc.malloc.hugetlb=1: malloc asks for transparent huge pages (madvise) for the
#   large buffers Node allocates outside the JS heap: the read-model snapshots a start reads (some
#   475 MB for 50,000 tutors) and the ones it writes. On some virtual machines a page fault costs
#   some 13 us per 4 KB page (this project's: ops/bench/README.md, session 16); one fault per 2 MB
#   took reading them from 1.5 s to 0.1 to 1.0 s. Ignored where the kernel has no such pages. A
#   value set outside wins: glibc.malloc.hugetlb=0 turns it off (answers past the load a machine
#   holds looked slower with it in the capacity benchmark).
cd "$(dirname "$0")/.." || exit 1
# A bundle older than the last build of dist (tsc rewrites its .tsbuildinfo whenever it emits) would
# run code that is no longer there: bundled again first.
if [ ! dist/backend/src/main.bundle.js -nt dist/.tsbuildinfo ]; then
  node ops/bundle-server.mjs >&2 || exit 1
fi
GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.malloc.hugetlb=1}" exec node \
  --max-semi-space-size=64 --no-memory-reducer --max-old-space-size="${SERVER_HEAP_MB:-8192}" \
  "$@" dist/backend/src/main.bundle.js
