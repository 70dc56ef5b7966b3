/** The scanning service: the app builder, the one function that listens, and the scanner adapters. */
export {
  buildServer,
  DEFAULT_MAX_IMAGE_BYTES,
  DEFAULT_MAX_TEXT_BYTES,
  type ImageAccounting,
  type ServerDeps,
  type ServerScanners,
} from './app.js';
export {
  createClusterMetricsCollector,
  isClusterWorker,
  leaveCluster,
  reportListening,
  runClusterPrimary,
} from './cluster.js';
export { type ListenOptions, listen, type RunningServer, SHUTDOWN_GRACE_MS } from './listen.js';
export type { ServerLoggerOptions } from './logger.js';
export { createServerMetrics, type ServerMetrics } from './metrics.js';
export { createTextScanPool, type TextScanPool, type TextScanPoolOptions } from './scan-pool.js';
export { createImageScannerAdapter, createTextScanner } from './scanners.js';
