/** Operations endpoints, without authentication: liveness, readiness and Prometheus metrics. */
import type { FastifyPluginAsync } from 'fastify';
import { ERROR_SCHEMA } from '../../api/schemas.js';
import type { ServerMetrics } from '../metrics.js';

/** What the operations routes need. */
export interface HealthRouteOptions {
  /** True when the key store answers a trivial query (ServerKeyStore.ping). */
  ping: () => Promise<boolean>;
  /** Whether the detector (and its scan threads) is loaded; absent means loaded. */
  detectorReady?: () => boolean;
  metrics: ServerMetrics;
  /** Metrics text for `/metrics`; by default this process's registry (a cluster worker asks the primary). */
  collectMetrics?: () => Promise<string>;
}

const STATUS_SCHEMA = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const;

/** `GET /healthz`, `GET /readyz` and `GET /metrics`. */
export const healthRoutes: FastifyPluginAsync<HealthRouteOptions> = async (app, options) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness: the process is up and answering',
        tags: ['operations'],
        response: { 200: STATUS_SCHEMA },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the key store answers and the detector is loaded',
        tags: ['operations'],
        response: { 200: STATUS_SCHEMA, 503: ERROR_SCHEMA },
      },
    },
    async (_request, reply) => {
      if (!(await options.ping())) return reply.code(503).send({ error: 'the key store is not answering' });
      if (options.detectorReady?.() === false) {
        return reply.code(503).send({ error: 'the detector is not loaded yet' });
      }
      return { status: 'ready' };
    },
  );

  const collect = options.collectMetrics ?? (() => options.metrics.registry.metrics());
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics in the text exposition format',
        tags: ['operations'],
        produces: ['text/plain'],
        response: { 200: { type: 'string', description: 'Prometheus text format 0.0.4' } },
      },
    },
    async (_request, reply) => reply.type(options.metrics.registry.contentType).send(await collect()),
  );
};
