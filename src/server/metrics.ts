/**
 * Prometheus metrics of one server (prom-client, a registry per app so tests and workers do not share
 * state): requests by route, status and verdict, latency, scans by category, auth failures by reason,
 * requests in flight, plus node's process metrics.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ScanResult } from '../api/contract.js';

/** The metrics the server updates. */
export interface ServerMetrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status' | 'verdict'>;
  duration: Histogram<'route'>;
  scans: Counter<'category'>;
  authFailures: Counter<'reason'>;
  inFlight: Gauge;
}

/** Creates the registry and its metrics. */
export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'pi_scan_http_requests_total',
      help: 'HTTP requests by route, method, status and verdict (safe, unsafe, or none when no scan result)',
      labelNames: ['route', 'method', 'status', 'verdict'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'pi_scan_http_request_duration_seconds',
      help: 'Time from request to response, by route',
      labelNames: ['route'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    scans: new Counter({
      name: 'pi_scan_detections_total',
      help: 'Categories reported in scan results (a result with two categories counts twice)',
      labelNames: ['category'],
      registers: [registry],
    }),
    authFailures: new Counter({
      name: 'pi_scan_auth_failures_total',
      help: 'Failed authentications by reason (header, malformed, unknown, paused, revoked, expired, ip_not_allowed, throttled)',
      labelNames: ['reason'],
      registers: [registry],
    }),
    inFlight: new Gauge({
      name: 'pi_scan_http_requests_in_flight',
      help: 'Requests received and not yet answered',
      registers: [registry],
    }),
  };
}

/** Counts the categories of a scan result. */
export function countDetections(metrics: ServerMetrics, result: ScanResult): void {
  for (const entry of result.categories) metrics.scans.inc({ category: entry.code });
}
