/**
 * The scanning service as a fastify app built from its dependencies. It never listens: tests call
 * `app.inject()`, and `listen.ts` is the only file that binds a port.
 */
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  computeRequestUnits,
  describeJsonType,
  parseScanOptionFields,
  parseTextScanRequest,
  type ScanAccounting,
  type ScanOptions,
  type ScanResult,
  type ServiceTier,
} from '../api/contract.js';
import type { TrustProxySetting } from '../config/config.js';
import { ErrorCode, PiScanError, UsageError } from '../errors.js';
import { decodeBase64Image } from '../image/base64.js';
import type { Store } from '../store/index.js';
import { type AuthLogFields, createAuthenticator } from './auth.js';
import { answerClientError, toErrorResponse } from './http-errors.js';
import { registerJsonBodyParser } from './json-body.js';
import { KEY_EXPIRES_HEADER, keyExpiryNotice } from './key-expiry.js';
import { type ServerKeyStore, sqliteServerStore } from './key-store.js';
import { createLoggerOptions, type ServerLoggerOptions } from './logger.js';
import { readMultipartScan } from './multipart.js';
import { createRequestIdGenerator } from './request-id.js';

/** Default body limit of the text endpoint: 1 MB. */
export const DEFAULT_MAX_TEXT_BYTES = 1024 * 1024;
/** Default largest image: 10 MB. */
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
}

/** Accounting of an image scan: units come from the text found in the image, so no content length. */
export type ImageAccounting = Omit<ScanAccounting, 'contentLength'>;

/** Everything {@link buildServer} needs. */
export interface ServerDeps {
  /** A SQLite store; or pass `keyStore` (e.g. PostgreSQL) instead. */
  store?: Store;
  /** The key store as the server uses it; built from `store` when absent. */
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
  /** Clock for key expiry and usage timestamps; injectable for tests. */
  now?: () => Date;
}

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

/** Per-request state: the authenticated key and what the usage row needs. */
interface ScanState {
  keyId: string;
  contentLength: number | undefined;
  usageRecorded: boolean;
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

const SCAN_PREFIX = '/v1/prompt-injection';
const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
// A base64 image is 4/3 of its bytes; the rest of the JSON body (options) is small.
const JSON_OVERHEAD_BYTES = 64 * 1024;

/** The methods of each path, for 405 answers with an Allow header. */
const ALLOWED_METHODS: ReadonlyMap<string, string> = new Map([
  ['/healthz', 'GET, HEAD'],
  [`${SCAN_PREFIX}/text`, 'POST'],
  [`${SCAN_PREFIX}/image`, 'POST'],
  [`${SCAN_PREFIX}/image/multipart`, 'POST'],
]);

/** Builds the service. The caller owns the store and closes it after `app.close()`. */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const maxTextBytes = deps.limits?.maxTextBytes ?? DEFAULT_MAX_TEXT_BYTES;
  const maxImageBytes = deps.limits?.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  const maxImageJsonBytes = Math.ceil((maxImageBytes * 4) / 3) + JSON_OVERHEAD_BYTES;
  const serviceTier = deps.serviceTier ?? 'standard';
  const now = deps.now ?? (() => new Date());
  const imageTooLarge = `image is larger than the ${maxImageBytes}-byte limit; send a smaller image`;
  let closing = false;

  const timeouts: ServerTimeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts };
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
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
  });
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });
  app.decorateRequest('scanState', null);
  app.decorateRequest('authLog', null);

  const keyStore = deps.keyStore ?? sqliteServerStore(deps.store as Store);
  const { usage, verifyKey } = keyStore;
  app.addHook('onClose', async () => usage.flush());

  /** Writes the request's usage row (once, and only for authenticated scans); resolves when committed. */
  const recordUsage = async (
    request: FastifyRequest,
    status: number,
    result: ScanResult | undefined,
  ): Promise<void> => {
    // Requests that fail in routing (bad URLs) never got the decorator's initial value.
    const state = request.scanState as ScanState | null | undefined;
    if (state === null || state === undefined || state.usageRecorded) return;
    state.usageRecorded = true;
    const units =
      result?.request_units ??
      (state.contentLength === undefined ? 0 : computeRequestUnits(state.contentLength));
    await usage.record({
      requestId: request.id,
      apiKeyId: state.keyId,
      occurredAt: now().toISOString(),
      classification: result === undefined ? 'unknown' : result.is_safe ? 'safe' : 'unsafe',
      requestUnits: units,
      billedRequestUnits: result?.billed_request_units ?? 0,
      serviceTier: result?.service_tier ?? serviceTier,
      httpStatus: status,
    });
  };

  async function sendError(
    error: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const contentType = request.headers['content-type'];
    const response = toErrorResponse(error, {
      requestId: request.id,
      tooLarge:
        request.routeOptions.config?.tooLarge ?? `request body is larger than the ${maxTextBytes}-byte limit`,
      accepts: request.routeOptions.config?.accepts ?? JSON_TYPE,
      contentType: typeof contentType === 'string' ? contentType.slice(0, 100) : undefined,
    });
    if (response.unexpected) {
      request.log.error({ err: error }, 'unexpected error while handling a request');
    }
    try {
      await recordUsage(request, response.status, undefined);
    } catch (usageError: unknown) {
      request.log.error({ err: usageError }, 'could not record usage for a failed request');
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

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      return reply.code(503).send({ error: 'the server is shutting down; retry the request shortly' });
    }
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request, reply) => {
    // Requests refused for repeated failed authentication are counted in the authenticator's summary.
    const auth = request.authLog as AuthLogFields | null | undefined;
    if (auth?.throttled === true) return;
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
  });

  const authenticator = createAuthenticator({
    verifyKey,
    now,
    log: app.log,
    ...(deps.rateLimitPerMinute === undefined ? {} : { rateLimitPerMinute: deps.rateLimitPerMinute }),
    ...(deps.authFailuresPerMinute === undefined
      ? {}
      : { authFailuresPerMinute: deps.authFailuresPerMinute }),
  });
  app.addHook('onClose', async () => authenticator.close());

  /** Authenticates the bearer key against the client IP and applies the rate limits. */
  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const log: AuthLogFields = {};
    request.authLog = log;
    const { keyId, expirationDate } = await authenticator.authenticate(request, log);
    const expiresAt = keyExpiryNotice(expirationDate, now());
    if (expiresAt !== undefined) reply.header(KEY_EXPIRES_HEADER, expiresAt);
    request.scanState = { keyId, contentLength: undefined, usageRecorded: false };
  };

  const accountingFor = (request: FastifyRequest): ImageAccounting => {
    const state = request.scanState as ScanState;
    return { apiKeyId: state.keyId, serviceTier, requestId: request.id };
  };

  const finish = async (request: FastifyRequest, result: ScanResult): Promise<ScanResult> => {
    await recordUsage(request, 200, result);
    return result;
  };

  const scanImage = async (request: FastifyRequest, bytes: Uint8Array, options: ScanOptions) => {
    if (deps.scanners.image === undefined) {
      throw new PiScanError(ErrorCode.Internal, 'image scanning is not available in this server');
    }
    return finish(request, await deps.scanners.image(bytes, options, accountingFor(request)));
  };

  app.get('/healthz', async (_request, reply) => {
    if (!(await keyStore.ping())) {
      return reply.code(503).send({ error: 'the key store is not answering' });
    }
    return { status: 'ok' };
  });

  app.post(
    `${SCAN_PREFIX}/text`,
    {
      onRequest: authenticate,
      config: { accepts: JSON_TYPE, tooLarge: `request body is larger than the ${maxTextBytes}-byte limit` },
    },
    async (request) => {
      const body = requireJsonBody(request);
      const scan = parseTextScanRequest(body);
      (request.scanState as ScanState).contentLength = scan.content.length;
      const accounting = { ...accountingFor(request), contentLength: scan.content.length };
      const result = await deps.scanners.text(scan.content, scan.options, accounting);
      return finish(request, result);
    },
  );

  app.post(
    `${SCAN_PREFIX}/image`,
    {
      onRequest: authenticate,
      bodyLimit: maxImageJsonBytes,
      config: { accepts: JSON_TYPE, tooLarge: imageTooLarge },
    },
    async (request) => {
      const body = requireJsonBody(request) as Record<string, unknown>;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new UsageError('request body must be a JSON object like {"image": "<base64>"}');
      }
      if (body.image === undefined || body.image === null) {
        throw new UsageError('missing required field "image" (the image bytes encoded as base64)');
      }
      if (typeof body.image !== 'string') {
        throw new UsageError(`field "image" must be a base64 string, got ${describeJsonType(body.image)}`);
      }
      const options = parseScanOptionFields(body);
      return scanImage(request, decodeBase64Image(body.image, maxImageBytes), options);
    },
  );

  app.post(
    `${SCAN_PREFIX}/image/multipart`,
    { onRequest: authenticate, config: { accepts: MULTIPART_TYPE, tooLarge: imageTooLarge } },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedType(request, MULTIPART_TYPE);
      const form = await readMultipartScan(request, maxImageBytes);
      return scanImage(request, form.image, form.options);
    },
  );

  return app;
}

/** The parsed JSON body, or a 415 when the request came in another content type. */
function requireJsonBody(request: FastifyRequest): unknown {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== JSON_TYPE) throw unsupportedType(request, JSON_TYPE);
  return request.body;
}

function unsupportedType(request: FastifyRequest, accepts: string): PiScanError {
  const got = request.headers['content-type'];
  const shown = typeof got === 'string' ? `Content-Type "${got.slice(0, 100)}"` : 'no Content-Type';
  return new PiScanError(ErrorCode.Unsupported, `unsupported content type (${shown}); send ${accepts}`);
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
