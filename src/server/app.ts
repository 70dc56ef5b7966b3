/**
 * The scanning service as a fastify app built from its dependencies. It never listens: tests call
 * `app.inject()`, and `listen.ts` is the only file that binds a port. Routes are plugins under
 * routes/, each declaring its body and response schemas (the contract's, from api/schemas.ts), which
 * fastify validates and @fastify/swagger publishes at `GET /openapi.json`.
 */
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { ScanAccounting, ScanOptions, ScanResult, ServiceTier } from '../api/contract.js';
import {
  ERROR_SCHEMA,
  IMAGE_SCAN_REQUEST_SCHEMA,
  SCAN_RESULT_SCHEMA,
  TEXT_SCAN_REQUEST_SCHEMA,
} from '../api/schemas.js';
import { AJV_OPTIONS } from '../api/validate.js';
import type { TrustProxySetting } from '../config/config.js';
import { ErrorCode, PiScanError } from '../errors.js';
import type { Store } from '../store/index.js';
import { packageVersion } from '../version.js';
import { type AuthLogFields, createAuthenticator } from './auth.js';
import { answerClientError, toErrorResponse } from './http-errors.js';
import { registerJsonBodyParser } from './json-body.js';
import { KEY_EXPIRES_HEADER, keyExpiryNotice } from './key-expiry.js';
import { type ServerKeyStore, sqliteServerStore } from './key-store.js';
import { createLoggerOptions, type ServerLoggerOptions } from './logger.js';
import { countDetections, createServerMetrics, type ServerMetrics } from './metrics.js';
import { multipartLimits } from './multipart.js';
import { createRequestIdGenerator } from './request-id.js';
import { healthRoutes } from './routes/health.js';
import { JSON_TYPE, SCAN_PREFIX, type ScanState } from './routes/scan-common.js';
import { scanImageRoutes } from './routes/scan-image.js';
import { scanTextRoute } from './routes/scan-text.js';
import { createStoreFailureLog } from './store-failure-log.js';
import { registerUsageRecording } from './usage-hook.js';

/** Default body limit of the text endpoint: 1 MiB. */
export const DEFAULT_MAX_TEXT_BYTES = 1024 * 1024;
/** Default largest image: 10 MiB. */
export const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The scan engines the server calls once a request is authenticated and valid. */
export interface ServerScanners {
  /** Scans text; the same code as the CLI's offline scan. */
  text(content: string, options: ScanOptions, accounting: ScanAccounting): ScanResult | Promise<ScanResult>;
  /**
   * Scans image bytes: the image engine checks format (magic bytes), size and pixel limits, then reads
   * metadata and OCR text. Absent when the server runs without the image engine.
   */
  image?: (bytes: Uint8Array, options: ScanOptions, accounting: ImageAccounting) => Promise<ScanResult>;
  /** Whether the detector is loaded (for `/readyz`); absent means it is. */
  ready?: () => boolean;
}

/** Accounting of an image scan: units come from the text found in the image, so no content length. */
export type ImageAccounting = Omit<ScanAccounting, 'contentLength'>;

/** How long a client may take, in milliseconds. */
export interface ServerTimeouts {
  /** Until the request headers are complete (node's headersTimeout). */
  headersMs: number;
  /** Until the whole request, body included, is received (node's requestTimeout); then 408 and close. */
  requestMs: number;
  /** A socket with no traffic either way for this long is closed (fastify's connectionTimeout). */
  idleMs: number;
  /** An idle keep-alive connection between requests is closed after this long. */
  keepAliveMs: number;
  /** How often node looks for requests over headersMs/requestMs. */
  checkIntervalMs: number;
}

/**
 * Defaults: 10 s for headers, 30 s for a whole request (a 10 MiB image at 3 Mbit/s), 120 s of silence on
 * a socket (above the longest image scan, during which the socket is quiet), 5 s keep-alive. A client that
 * sends headers and part of a body, then stalls (slowloris), is cut off after at most 31 s.
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = Object.freeze({
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 120_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
});

/** Everything {@link buildServer} needs. */
export interface ServerDeps {
  /** A SQLite store (the caller closes it); or pass `keyStore` (e.g. PostgreSQL) instead. */
  store?: Store;
  /** The key store as the server uses it (verification, usage group commit, ping); built from `store` when absent. */
  keyStore?: ServerKeyStore;
  scanners: ServerScanners;
  limits?: { maxTextBytes?: number; maxImageBytes?: number };
  /** Requests per minute per key; undefined turns rate limiting off. */
  rateLimitPerMinute?: number;
  /** Failed authentications per minute per client address before 429 (default 60). */
  authFailuresPerMinute?: number;
  /**
   * The proxies trusted for X-Forwarded-For (fastify's trustProxy): a hop count or proxy IPs/CIDRs. The
   * client IP is the right-most entry that is not a trusted proxy. Absent or false: the socket address.
   */
  trustProxy?: TrustProxySetting;
  serviceTier?: ServiceTier;
  /** false for no logs; otherwise pino options (level, destination stream). */
  logger?: false | ServerLoggerOptions;
  /** Connection timeouts; see {@link DEFAULT_TIMEOUTS}. */
  timeouts?: Partial<ServerTimeouts>;
  /** The metrics the app updates; by default a fresh registry. */
  metrics?: ServerMetrics;
  /** `/metrics` text; by default this process's registry (a cluster worker passes the primary's sum). */
  collectMetrics?: () => Promise<string>;
  /** Clock for key expiry and usage timestamps; injectable for tests. */
  now?: () => Date;
  /** The interval in which one key-store failure is logged in full (default 10 s; see store-failure-log.ts). */
  storeFailureLogIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    scanState: ScanState | null;
    /** What the request's log line says about authentication (set on the scan routes). */
    authLog: AuthLogFields | null;
  }
  interface FastifyContextConfig {
    /** Content types the route accepts, for 415 messages. */
    accepts?: string;
    /** What a 413 on this route says. */
    tooLarge?: string;
  }
}

/** The methods of each path, for 405 answers with an Allow header. */
const ALLOWED_METHODS: ReadonlyMap<string, string> = new Map([
  ['/healthz', 'GET, HEAD'],
  ['/readyz', 'GET, HEAD'],
  ['/metrics', 'GET, HEAD'],
  ['/openapi.json', 'GET, HEAD'],
  [`${SCAN_PREFIX}/text`, 'POST'],
  [`${SCAN_PREFIX}/image`, 'POST'],
  [`${SCAN_PREFIX}/image/multipart`, 'POST'],
]);

/** The server's view of `store`, or a clear error when buildServer got neither store nor keyStore. */
function sqliteKeyStoreOf(store: Store | undefined): ServerKeyStore {
  if (store === undefined) {
    throw new PiScanError(ErrorCode.Internal, 'buildServer needs a key store: pass `store` or `keyStore`');
  }
  return sqliteServerStore(store);
}

/** Builds the service. The caller owns the store and closes it after `app.close()`. */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const maxTextBytes = deps.limits?.maxTextBytes ?? DEFAULT_MAX_TEXT_BYTES;
  const maxImageBytes = deps.limits?.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  const serviceTier = deps.serviceTier ?? 'standard';
  const now = deps.now ?? (() => new Date());
  const timeouts: ServerTimeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts };
  let closing = false;

  const app = Fastify({
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    logger:
      deps.logger === false || deps.logger === undefined
        ? false
        : (createLoggerOptions(deps.logger) ?? false),
    // One line per request, written by our onResponse hook with the key id, instead of fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: createRequestIdGenerator(),
    trustProxy: compileTrustProxy(deps.trustProxy),
    bodyLimit: maxTextBytes,
    return503OnClosing: false,
    ajv: { customOptions: AJV_OPTIONS },
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
  });
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  await app.register(multipart, { limits: multipartLimits(maxImageBytes) });
  for (const schema of [
    TEXT_SCAN_REQUEST_SCHEMA,
    IMAGE_SCAN_REQUEST_SCHEMA,
    SCAN_RESULT_SCHEMA,
    ERROR_SCHEMA,
  ]) {
    app.addSchema(schema);
  }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'pi-scan prompt-injection scanning service',
        version: packageVersion(),
        description:
          'Scans text and images for prompt injection. See ../shared/spec/service-spec.md; every error is {"error": "<message>"}.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`),
    },
  });
  app.decorateRequest('scanState', null);
  app.decorateRequest('authLog', null);

  const keyStore = deps.keyStore ?? sqliteKeyStoreOf(deps.store);
  const metrics = deps.metrics ?? createServerMetrics();
  const authenticator = createAuthenticator({
    verifyKey: keyStore.verifyKey,
    now,
    log: app.log,
    ...(deps.rateLimitPerMinute === undefined ? {} : { rateLimitPerMinute: deps.rateLimitPerMinute }),
    ...(deps.authFailuresPerMinute === undefined
      ? {}
      : { authFailuresPerMinute: deps.authFailuresPerMinute }),
  });
  app.addHook('onClose', async () => authenticator.close());
  const storeFailures = createStoreFailureLog(app.log, deps.storeFailureLogIntervalMs);
  app.addHook('onClose', async () => storeFailures.close());

  async function sendError(
    error: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const contentType = request.headers['content-type'];
    const context = {
      requestId: request.id,
      tooLarge:
        request.routeOptions.config?.tooLarge ?? `request body is larger than the ${maxTextBytes}-byte limit`,
      accepts: request.routeOptions.config?.accepts ?? JSON_TYPE,
      contentType: typeof contentType === 'string' ? contentType.slice(0, 100) : undefined,
    };
    let response = toErrorResponse(error, context);
    if (response.status === 503 && response.unexpected) {
      const causeId = storeFailures.failed(request, error);
      if (causeId !== request.id) response = toErrorResponse(error, { ...context, requestId: causeId });
    } else if (response.unexpected) {
      request.log.error({ err: error }, 'unexpected error while handling a request');
    }
    return reply.code(response.status).headers(response.headers).send({ error: response.message });
  }

  app.setErrorHandler(async (error, request, reply) => {
    try {
      return await sendError(error, request, reply);
    } catch (handlerError: unknown) {
      request.log.error({ err: handlerError }, 'error handler failed');
      return reply.code(500).send({ error: 'internal server error' });
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = ALLOWED_METHODS.get(path);
    if (allowed !== undefined) {
      return reply
        .code(405)
        .header('allow', allowed)
        .send({ error: `${path} does not accept ${request.method.slice(0, 20)}; use ${allowed}` });
    }
    return reply.code(404).send({
      error: `no endpoint ${request.method} ${path.slice(0, 200)}; scans are POST ${SCAN_PREFIX}/text, /image and /image/multipart`,
    });
  });

  // The per-request hooks that never wait are callback style: an async hook costs a promise and a
  // microtask turn on every request.
  app.addHook('onRequest', (request, reply, done) => {
    metrics.inFlight.inc();
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      reply.code(503).send({ error: 'the server is shutting down; retry the request shortly' });
      return;
    }
    done();
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', (request, reply, done) => {
    logResponse(request, reply);
    done();
  });
  const logResponse = (request: FastifyRequest, reply: FastifyReply): void => {
    metrics.inFlight.dec();
    const route = request.routeOptions.url ?? 'none';
    const result = request.scanState?.result;
    const verdict =
      reply.statusCode !== 200 || result === undefined ? 'none' : result.is_safe ? 'safe' : 'unsafe';
    metrics.requests.inc({ route, method: request.method, status: reply.statusCode, verdict });
    metrics.duration.observe({ route }, reply.elapsedTime / 1000);
    if (verdict !== 'none' && result !== undefined) countDetections(metrics, result);
    const auth = request.authLog as AuthLogFields | null | undefined;
    if (auth?.failure !== undefined) metrics.authFailures.inc({ reason: auth.failure });
    // Requests refused for repeated failed authentication are counted in the authenticator's summary.
    if (auth?.throttled === true) {
      metrics.authFailures.inc({ reason: 'throttled' });
      return;
    }
    request.log.info(
      {
        keyId: auth?.keyId,
        claimedKeyId: auth?.claimedKeyId,
        authFailure: auth?.failure,
        method: request.method,
        path: (request.url.split('?')[0] ?? '').slice(0, 200),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  };

  /** Authenticates the bearer key against the client IP and applies the rate limits. */
  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const log: AuthLogFields = {};
    request.authLog = log;
    const { keyId, expirationDate } = await authenticator.authenticate(request, log);
    const expiresAt = keyExpiryNotice(expirationDate, now());
    if (expiresAt !== undefined) reply.header(KEY_EXPIRES_HEADER, expiresAt);
    request.scanState = { keyId, contentLength: undefined, result: undefined, usageRecorded: false };
  };

  registerUsageRecording(app, { usage: keyStore.usage, serviceTier, now });
  await app.register(healthRoutes, {
    ping: keyStore.ping,
    metrics,
    ...(deps.scanners.ready === undefined ? {} : { detectorReady: deps.scanners.ready }),
    ...(deps.collectMetrics === undefined ? {} : { collectMetrics: deps.collectMetrics }),
  });
  await app.register(scanTextRoute, { scan: deps.scanners.text, authenticate, maxTextBytes, serviceTier });
  await app.register(scanImageRoutes, {
    scan: deps.scanners.image,
    authenticate,
    maxImageBytes,
    serviceTier,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}

/**
 * fastify's trustProxy for a setting. Never `true`: that trusts every hop and takes the left-most entry,
 * which the client writes. A hop count trusts the socket peer and the n-1 entries before it (fastify
 * itself refuses a bare number since it cannot check the peer; the operator who gives one says that every
 * request comes through those proxies).
 */
function compileTrustProxy(
  setting: TrustProxySetting | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting > 0 ? (_address, hop) => hop < setting : false;
  if (Array.isArray(setting)) return [...setting];
  return false;
}
