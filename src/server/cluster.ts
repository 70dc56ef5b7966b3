/**
 * `pi-scan serve --workers N`: N processes (node:cluster) that share the port and the key store. The
 * primary forks the workers, prints the address once they all listen, forwards SIGINT/SIGTERM so each
 * drains its requests, replaces a worker that dies unexpectedly, and sums their metrics for `/metrics`.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { ErrorCode, PiScanError } from '../errors.js';
import type { ServerMetrics } from './metrics.js';

const LISTENING = 'pi-scan:listening';
const METRICS_REQUEST = 'pi-scan:metrics-request';
const METRICS_REPLY = 'pi-scan:metrics-reply';

/** Options for {@link runClusterPrimary}. */
export interface ClusterPrimaryOptions {
  workers: number;
  /** Called once with the URL when every worker listens. */
  onListening: (url: string) => void;
  /** Where the primary reports worker deaths. */
  onWorkerExit?: (message: string) => void;
}

/** True in a process forked by {@link runClusterPrimary}. */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * Runs the primary: forks `workers` workers and resolves once they have all exited after a shutdown
 * signal. Rejects when a worker exits before it listened (a start-up error, already on stderr).
 */
export function runClusterPrimary(options: ClusterPrimaryOptions): Promise<void> {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  let listening = 0;
  let announced = false;
  return new Promise<void>((resolve, reject) => {
    const stop = (): void => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    const fork = (): Worker => {
      const worker = cluster.fork();
      let started = false;
      worker.on('message', (message: { type?: string; url?: string; id?: number }) => {
        if (message.type === LISTENING && typeof message.url === 'string') {
          started = true;
          listening += 1;
          if (!announced && listening >= options.workers) {
            announced = true;
            options.onListening(message.url);
          }
        } else if (message.type === METRICS_REQUEST) {
          void aggregator.clusterMetrics().then(
            (text) => worker.send({ type: METRICS_REPLY, id: message.id, text }),
            (error: unknown) => worker.send({ type: METRICS_REPLY, id: message.id, error: String(error) }),
          );
        }
      });
      worker.on('exit', (code, signal) => {
        if (started) listening -= 1;
        const remaining = Object.keys(cluster.workers ?? {}).length;
        if (stopping) {
          if (remaining === 0) {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            resolve();
          }
          return;
        }
        if (!started) {
          stopping = true;
          stop();
          // The worker printed its error; keep its exit status (2: usage or store error).
          reject(
            new PiScanError(
              code === 2 ? ErrorCode.Usage : ErrorCode.Internal,
              `a server worker exited with ${signal ?? code} before listening; see its error above`,
            ),
          );
          return;
        }
        options.onWorkerExit?.(
          `server worker ${worker.process.pid} exited with ${signal ?? code}; starting another`,
        );
        fork();
      });
      return worker;
    };
    for (let index = 0; index < options.workers; index += 1) fork();
  });
}

/** In a worker whose server has closed: drops the IPC channel, so the process can exit. */
export function leaveCluster(): void {
  if (process.connected) process.disconnect();
}

/** In a worker: tells the primary that this worker listens on `url`. */
export function reportListening(url: string): void {
  process.send?.({ type: LISTENING, url });
}

/**
 * In a worker: `/metrics` text summed over every worker by the primary (prom-client's
 * AggregatorRegistry). Counters and histograms add up; gauges such as in-flight requests add up too.
 */
export function createClusterMetricsCollector(metrics: ServerMetrics): () => Promise<string> {
  // What this worker answers when the primary collects (for any worker's /metrics request);
  // prom-client installs that answering listener when an AggregatorRegistry is constructed.
  AggregatorRegistry.setRegistries([metrics.registry]);
  new AggregatorRegistry();
  let nextId = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: { type?: string; id?: number; text?: string; error?: string }) => {
    if (message.type !== METRICS_REPLY || message.id === undefined) return;
    const entry = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) entry?.resolve(message.text);
    else entry?.reject(new Error(message.error ?? 'no metrics'));
  });
  return () => {
    nextId += 1;
    const id = nextId;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer the metrics request within 5 s'));
      }, 5_000);
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: METRICS_REQUEST, id });
    });
  };
}
