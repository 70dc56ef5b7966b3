/**
 * `pi-scan serve`: the scanning service over HTTP, with API keys and usage from the local store. Binds
 * 127.0.0.1 by default, prints `listening on http://HOST:PORT`, and runs until SIGINT/SIGTERM.
 */

import { availableParallelism } from 'node:os';
import {
  type ConfigLayer,
  mergeConfig,
  type PiScanConfig,
  parseSettingValue,
  TRUST_PROXY_HELP,
} from '../config/config.js';
import { loadConfig } from '../config/load.js';
import { UsageError } from '../errors.js';
import type { CliContext } from './context.js';

/** The flags of `pi-scan serve`, as commander hands them over. */
export interface ServeFlags {
  host?: string;
  port?: string;
  db?: string;
  config?: string;
  /** `true` when given without a value, which is refused. */
  trustProxy?: boolean | string;
  rateLimit?: number;
  ocrWorkers?: number;
  /** OCR time per image in ms (`--time-budget`). */
  timeBudget?: number;
  maxTextBytes?: number;
  maxImageBytes?: number;
  logLevel?: string;
  workers?: number;
}

/** Validated serve options: where to listen, how to log, and the settings layer the flags form. */
export interface ParsedServeFlags {
  host: string;
  port: number;
  logLevel: string;
  layer: ConfigLayer;
  /** `--db`; resolved with PI_SCAN_DB and config `db` by the store's resolveDbPath (flag first). */
  db?: string;
  configPath?: string;
  /** Server processes sharing the port (`--workers`, default: the number of cores). */
  workers: number;
  /** OCR time per image in ms (`--time-budget`); the image engine's default when absent. */
  timeBudgetMs?: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Validates the serve flags. Pure; throws UsageErrors naming the flag. */
export function parseServeFlags(options: Readonly<Record<string, unknown>>): ParsedServeFlags {
  const flags = options as ServeFlags;
  const port = Number(flags.port ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new UsageError(`--port expects a whole number from 0 to 65535, got "${flags.port}"`);
  }
  const host = flags.host ?? '127.0.0.1';
  if (host.trim() === '')
    throw new UsageError('--host must not be empty; use 127.0.0.1 for this machine only');
  const logLevel = flags.logLevel ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new UsageError(`--log-level expects one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const layer: ConfigLayer = {};
  if (flags.trustProxy === true) throw new UsageError(`--trust-proxy needs a value: ${TRUST_PROXY_HELP}`);
  if (typeof flags.trustProxy === 'string') {
    layer.trustProxy = parseSettingValue('trustProxy', flags.trustProxy, '--trust-proxy');
  }
  if (flags.rateLimit !== undefined)
    layer.rateLimit = parseSettingValue('rateLimit', flags.rateLimit, '--rate-limit');
  if (flags.ocrWorkers !== undefined) {
    layer.ocrWorkers = parseSettingValue('ocrWorkers', flags.ocrWorkers, '--ocr-workers');
  }
  if (flags.maxTextBytes !== undefined) {
    layer.maxTextBytes = parseSettingValue('maxTextBytes', flags.maxTextBytes, '--max-text-bytes');
  }
  if (flags.maxImageBytes !== undefined) {
    layer.maxImageBytes = parseSettingValue('maxImageBytes', flags.maxImageBytes, '--max-image-bytes');
  }
  const workers = flags.workers ?? availableParallelism();
  if (!Number.isInteger(workers) || workers < 1) {
    throw new UsageError(`--workers expects a positive whole number, got "${flags.workers}"`);
  }
  const parsed: ParsedServeFlags = { host, port, logLevel, layer, workers };
  if (flags.timeBudget !== undefined) {
    if (!Number.isSafeInteger(flags.timeBudget) || flags.timeBudget < 1)
      throw new UsageError(`--time-budget expects a positive whole number of ms, got "${flags.timeBudget}"`);
    parsed.timeBudgetMs = flags.timeBudget;
  }
  if (flags.config !== undefined) parsed.configPath = flags.config;
  if (flags.db !== undefined) parsed.db = parseSettingValue('db', flags.db, '--db');
  return parsed;
}

/** Runs `pi-scan serve` until the server is shut down. */
export async function runServeCommand(options: Record<string, unknown>, context: CliContext): Promise<void> {
  const flags = parseServeFlags(options);
  const config: PiScanConfig = mergeConfig(
    await loadConfig({ cwd: context.cwd, env: context.env, configPath: flags.configPath }),
    flags.layer,
  );
  const [{ resolveDbPath }, { loadBundledModel }, { createImageScanner }, server, keyStores] =
    await Promise.all([
      import('../store/index.js'),
      import('../detector/model-file.js'),
      import('../image/index.js'),
      import('../server/index.js'),
      import('../server/key-store.js'),
    ]);
  const dbPath = resolveDbPath({ flag: flags.db, env: context.env, config, cwd: context.cwd });
  const printWarnings = (warnings: readonly string[]): void => {
    for (const warning of warnings) context.stderr.write(`pi-scan: warning: ${warning}\n`);
  };
  const worker = server.isClusterWorker();
  if (flags.workers > 1 && !worker) {
    // The primary opens the store once (creation, migrations, permissions; on PostgreSQL under the
    // migration advisory lock) and prints its warnings before any worker opens it, then only
    // supervises: workers share the port and open the store themselves.
    printWarnings(await keyStores.prepareServerKeyStore(dbPath));
    await server.runClusterPrimary({
      workers: flags.workers,
      onListening: (url) => context.stdout.write(`listening on ${url}\n`),
      onWorkerExit: (message) => context.stderr.write(`pi-scan: ${message}\n`),
    });
    return;
  }
  const model = loadBundledModel();
  const store = await keyStores.openServerKeyStore(dbPath);
  // A worker's warnings are the primary's, already printed once.
  if (!worker) printWarnings(store.warnings);
  const images = createImageScanner({
    model,
    limits: {
      maxBytes: config.maxImageBytes,
      ...(config.frames === undefined ? {} : { frames: config.frames }),
    },
    ...(config.ocrWorkers === undefined ? {} : { ocrWorkers: config.ocrWorkers }),
    ...(flags.timeBudgetMs === undefined ? {} : { timeBudgetMs: flags.timeBudgetMs }),
  });
  // One scan thread per spare core, shared out among the worker processes.
  const texts = server.createTextScanPool(model, {
    threads: Math.max(1, Math.floor((availableParallelism() - 1) / flags.workers)),
  });
  const metrics = server.createServerMetrics();
  const release = async (): Promise<void> => {
    try {
      await Promise.all([images.close(), texts.close()]);
    } finally {
      await store.close();
    }
  };
  let running: Awaited<ReturnType<typeof server.listen>>;
  try {
    await texts.ready();
    const app = await server.buildServer({
      keyStore: store.keyStore,
      scanners: {
        text: texts.scan,
        image: server.createImageScannerAdapter(images),
        ready: texts.isReady,
      },
      metrics,
      ...(worker ? { collectMetrics: server.createClusterMetricsCollector(metrics) } : {}),
      limits: { maxTextBytes: config.maxTextBytes, maxImageBytes: config.maxImageBytes },
      ...(config.rateLimit === undefined ? {} : { rateLimitPerMinute: config.rateLimit }),
      trustProxy: config.trustProxy,
      serviceTier: config.serviceTier,
      logger:
        flags.logLevel === 'silent'
          ? false
          : { level: flags.logLevel, stream: context.stderr, batched: true },
    });
    running = await server.listen(app, {
      host: flags.host,
      port: flags.port,
      handleSignals: true,
      onClosed: release,
    });
  } catch (error: unknown) {
    await release();
    throw error;
  }
  if (worker) server.reportListening(running.url);
  else context.stdout.write(`listening on ${running.url}\n`);
  await running.closed;
  // A worker's IPC channel to the primary would keep it alive after the server closed.
  if (worker) server.leaveCluster();
}
