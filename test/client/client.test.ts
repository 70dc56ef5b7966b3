import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createScanClient, type ScanClientOptions } from '../../src/client/client.js';
import { parseBaseUrl } from '../../src/config/base-url.js';
import { PiScanError } from '../../src/errors.js';

const RESULT = {
  is_safe: true,
  categories: [],
  request_id: 'req-1',
  api_key_id: 'key-1',
  request_units: 1,
  billed_request_units: 1,
  service_tier: 'standard',
};
const OPTIONS = { minimumConfidence: 'medium' as const };

type Answer = (reply: FastifyReply) => unknown;

interface FakeService {
  url: string;
  requests: Array<{ url: string; headers: Record<string, unknown>; body: unknown }>;
  close(): Promise<void>;
}

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

/** A real HTTP service on 127.0.0.1:0 answering each request with the next of `answers`. */
async function startService(answers: Answer[]): Promise<FakeService> {
  const app: FastifyInstance = Fastify();
  await app.register(multipart);
  const requests: FakeService['requests'] = [];
  app.post('/*', async (request, reply) => {
    let body: unknown = request.body;
    if (request.isMultipart()) {
      const fields: Record<string, unknown> = {};
      for await (const part of request.parts()) {
        fields[part.fieldname] =
          part.type === 'file'
            ? { filename: part.filename, bytes: (await part.toBuffer()).toString('hex') }
            : part.value;
      }
      body = fields;
    }
    requests.push({ url: request.url, headers: request.headers, body });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)] as Answer;
    return answer(reply);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const service = { url: `http://127.0.0.1:${port}`, requests, close: () => app.close() };
  cleanups.push(() => app.close());
  return service;
}

function client(
  options: Partial<Omit<ScanClientOptions, 'baseUrl'>> & { baseUrl: string },
  sleeps: number[] = [],
) {
  const created = createScanClient({
    apiKey: 'test-key',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...options,
    baseUrl: parseBaseUrl(options.baseUrl, 'baseUrl'),
  });
  cleanups.push(() => created.close());
  return created;
}

async function failure(promise: Promise<unknown>): Promise<PiScanError> {
  try {
    await promise;
  } catch (error: unknown) {
    if (error instanceof PiScanError) return error;
    throw error;
  }
  throw new Error('expected a PiScanError');
}

const ok: Answer = () => RESULT;
const status =
  (code: number, body: unknown = { error: `status ${code}` }, headers: Record<string, string> = {}): Answer =>
  (reply) =>
    reply.code(code).headers(headers).send(body);

describe('createScanClient: requests', () => {
  it('posts the text, options and bearer key as JSON to <base_url>/v1/prompt-injection/text', async () => {
    const service = await startService([ok]);
    const result = await client({ baseUrl: service.url }).scanText('hello', {
      only: ['context_injection'],
      minimumConfidence: 'high',
    });
    expect(result).toEqual(RESULT);
    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request?.url).toBe('/v1/prompt-injection/text');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body).toEqual({
      content: 'hello',
      only: ['context_injection'],
      minimum_confidence: 'high',
    });
  });

  it('keeps a path prefix of the base URL', async () => {
    const service = await startService([ok]);
    await client({ baseUrl: `${service.url}/api/` }).scanText('hello', OPTIONS);
    expect(service.requests[0]?.url).toBe('/api/v1/prompt-injection/text');
  });

  it('sends an image as base64 JSON by default', async () => {
    const service = await startService([ok]);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await client({ baseUrl: service.url }).scanImage(
      { bytes, filename: 'a.png' },
      { exclude: ['data_exfiltration'], minimumConfidence: 'medium' },
    );
    expect(service.requests[0]?.url).toBe('/v1/prompt-injection/image');
    expect(service.requests[0]?.body).toEqual({
      image: bytes.toString('base64'),
      exclude: ['data_exfiltration'],
      minimum_confidence: 'medium',
    });
  });

  it('sends an image as multipart/form-data with --multipart', async () => {
    const service = await startService([ok]);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await client({ baseUrl: service.url }).scanImage(
      { bytes, filename: 'shot.png', mime: 'image/png', multipart: true },
      { only: ['context_injection', 'data_exfiltration'], minimumConfidence: 'high' },
    );
    expect(service.requests[0]?.url).toBe('/v1/prompt-injection/image/multipart');
    expect(String(service.requests[0]?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(service.requests[0]?.body).toEqual({
      image: { filename: 'shot.png', bytes: '89504e47' },
      only: 'context_injection,data_exfiltration',
      minimum_confidence: 'high',
    });
  });
});

describe('createScanClient: errors and retries', () => {
  it.each([
    [401, 'unauthenticated', /refused the API key \(401\): status 401/],
    [403, 'forbidden', /refused the API key \(403\): status 403/],
    [400, 'input', /rejected the request \(400\): status 400/],
    [413, 'too_large', /too large \(413\)/],
    [415, 'unsupported', /\(415\)/],
    [500, 'service', /answered 500: status 500/],
  ])(
    'maps %i to a %s error with the service message and never retries it',
    async (code, errorCode, message) => {
      const service = await startService([status(code)]);
      const sleeps: number[] = [];
      const error = await failure(client({ baseUrl: service.url }, sleeps).scanText('x', OPTIONS));
      expect(error.code).toBe(errorCode);
      expect(error.message).toMatch(message);
      expect(service.requests).toHaveLength(1);
      expect(sleeps).toEqual([]);
    },
  );

  it('names the base URL on a 404', async () => {
    const service = await startService([status(404, { error: 'no' })]);
    const error = await failure(client({ baseUrl: service.url }).scanText('x', OPTIONS));
    expect(error.code).toBe('service');
    expect(error.message).toMatch(
      /has no endpoint \/v1\/prompt-injection\/text \(404\); check the --remote base URL/,
    );
  });

  it('retries 502, 503 and 504 with jittered backoff, then succeeds', async () => {
    const service = await startService([status(502), status(503), status(504), ok]);
    const sleeps: number[] = [];
    const result = await client({ baseUrl: service.url }, sleeps).scanText('x', OPTIONS);
    expect(result.request_id).toBe('req-1');
    expect(service.requests).toHaveLength(4);
    expect(sleeps).toEqual([125, 250, 500]);
  });

  it('gives up after 3 retries with a service error', async () => {
    const service = await startService([status(503, { error: 'overloaded' })]);
    const sleeps: number[] = [];
    const error = await failure(client({ baseUrl: service.url }, sleeps).scanText('x', OPTIONS));
    expect(error.code).toBe('service');
    expect(error.message).toMatch(/answered 503: overloaded/);
    expect(service.requests).toHaveLength(4);
    expect(sleeps).toHaveLength(3);
  });

  it('honours Retry-After on 429', async () => {
    const service = await startService([status(429, { error: 'slow down' }, { 'retry-after': '2' }), ok]);
    const sleeps: number[] = [];
    await client({ baseUrl: service.url }, sleeps).scanText('x', OPTIONS);
    expect(sleeps).toEqual([2000]);
    expect(service.requests).toHaveLength(2);
  });

  it('fails at once with a rate-limit error when Retry-After is too long to wait', async () => {
    const service = await startService([status(429, { error: 'slow down' }, { 'retry-after': '3600' })]);
    const sleeps: number[] = [];
    const error = await failure(client({ baseUrl: service.url }, sleeps).scanText('x', OPTIONS));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/rate-limited this key \(429\): slow down; retry after 3600 s/);
    expect(sleeps).toEqual([]);
  });

  it('retries a refused connection and then reports a network error', async () => {
    const service = await startService([ok]);
    const url = service.url;
    await service.close();
    const sleeps: number[] = [];
    const error = await failure(client({ baseUrl: url }, sleeps).scanText('x', OPTIONS));
    expect(error.code).toBe('network');
    expect(error.message).toMatch(
      /cannot reach the service at http:\/\/127\.0\.0\.1:\d+ after 4 attempts: connection refused/,
    );
    expect(sleeps).toHaveLength(3);
  });

  it('times out waiting for headers and says so', async () => {
    const service = await startService([() => new Promise(() => {})]);
    const error = await failure(
      client({ baseUrl: service.url, maxRetries: 1, timeouts: { headersMs: 200 } }).scanText('x', OPTIONS),
    );
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/timed out waiting for the answer/);
    expect(service.requests).toHaveLength(2);
  });

  it('gives up when the whole call, retries and waits included, outlasts the total timeout', async () => {
    // A real socket that accepts and never answers: each attempt would wait headersMs (60 s by default).
    const silent = createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    cleanups.push(async () => {
      silent.closeAllConnections();
      await new Promise<void>((done) => silent.close(() => done()));
    });
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const started = Date.now();
    const error = await failure(
      createScanClient({
        baseUrl: parseBaseUrl(url, 'baseUrl'),
        apiKey: 'k',
        totalTimeoutMs: 400,
        timeouts: { headersMs: 300 },
      }).scanText('x', OPTIONS),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.code).toBe('network');
    expect(error.message).toBe(
      `the service at ${url} did not answer within 0.4 s (retries included); check that it is up, or raise --timeout (PI_SCAN_TIMEOUT, "timeout" in the config)`,
    );
  });
});

describe('createScanClient: response validation', () => {
  it.each([
    [
      'a non-JSON body',
      (reply: FastifyReply) => reply.type('text/html').send('<html>oops</html>'),
      /body is not JSON: "<html>oops<\/html>"/,
    ],
    [
      'an empty body',
      (reply: FastifyReply) => reply.type('application/json').send(''),
      /body is not JSON: an empty body/,
    ],
    [
      'a cut-off JSON body',
      (reply: FastifyReply) => reply.type('application/json').send('{"is_safe": tr'),
      /body is not JSON/,
    ],
    [
      'a result without is_safe',
      () => ({ ...RESULT, is_safe: undefined }),
      /malformed scan result: "is_safe" is missing/,
    ],
    [
      'a bad category',
      () => ({ ...RESULT, categories: [{ code: 'x', confidence: 'high' }] }),
      /"categories\[0\]\.code"/,
    ],
  ])('rejects %s as a service error', async (_name, answer, message) => {
    const service = await startService([answer]);
    const error = await failure(client({ baseUrl: service.url }).scanText('x', OPTIONS));
    expect(error.code).toBe('service');
    expect(error.message).toMatch(message);
  });
});

describe('createScanClient: connection errors through a MockAgent', () => {
  it('retries a reset connection, then uses the answer', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    const pool = agent.get('http://service.test');
    pool
      .intercept({ path: '/v1/prompt-injection/text', method: 'POST' })
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    pool.intercept({ path: '/v1/prompt-injection/text', method: 'POST' }).reply(200, RESULT);
    const sleeps: number[] = [];
    const result = await client({ baseUrl: 'http://service.test', dispatcher: agent }, sleeps).scanText(
      'x',
      OPTIONS,
    );
    expect(result).toEqual(RESULT);
    expect(sleeps).toEqual([125]);
    agent.assertNoPendingInterceptors();
    await agent.close();
  });
});
