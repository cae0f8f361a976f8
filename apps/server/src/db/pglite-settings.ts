import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database, after PGlite's own. The data directory's
 * postgresql.conf comes from initdb (shared_buffers 128MB, max_connections 100), and PGlite's
 * postgres zeroes the whole shared memory those size at every start: a memset of ~140 MB in
 * WebAssembly, the largest single step of a cold start's critical path (~200 ms of the worker's CPU at load 11,
 * docs/performance.md), and resident from then on. PGlite is one session, and the demo and
 * development databases it holds fit in 32 MB of buffers with the OS's page cache behind them.
 * Given on the command line, they win over the file, for directories made before this too.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'max_connections=8'];
