/**
 * The embedded database's thread as the build starts it (dist/pglite-worker.js): pglite-worker.ts
 * and PGlite bundled as one script (dist/pglite-worker.cjs, scripts/build-server.mjs), run with
 * V8's code cache of what the thread ran (load-bundle.ts). Node's compile cache keeps only the top
 * level of PGlite's ES modules, so the functions its start calls (the Emscripten glue's file
 * system, the dynamic linker) were compiled again at every start: ~60 ms of the thread's CPU, on the
 * cold start's critical path (issue 16 item 4, docs/performance.md). The thread answers no HTTP
 * request, so its cache is written once, a few seconds into the first start of a build.
 */
import path from 'node:path';
import { bundleCacheIn, runBundle } from '../load-bundle.ts';

// The launcher sets NODE_COMPILE_CACHE for this thread (launch.ts); without it, no cache.
runBundle(path.join(import.meta.dirname, 'pglite-worker.cjs'), bundleCacheIn(process.env.NODE_COMPILE_CACHE));
