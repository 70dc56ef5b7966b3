/**
 * GET /openapi.json: a valid OpenAPI 3.1 document that matches ../shared/spec/service-spec.md, and
 * whose every documented status code is what a real request gets.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import FormData from 'form-data';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledModel } from '../../src/detector/model-file.js';
import { PiScanError } from '../../src/errors.js';
import { createImageScanner, type ImageScanner } from '../../src/image/index.js';
import { buildServer } from '../../src/server/app.js';
import { createImageScannerAdapter, createTextScanner } from '../../src/server/scanners.js';
import { createTestStore, type TestStore } from './helpers.js';

type App = Awaited<ReturnType<typeof buildServer>>;
type Injected = Awaited<ReturnType<App['inject']>>;
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
}

const BOOM = 'raise an internal error';
let testStore: TestStore;
let engine: ImageScanner;
let app: App;
let png: Buffer;
let document: OpenApiDocument;
let releaseSlowScan: () => void = () => {};

beforeAll(async () => {
  testStore = createTestStore();
  engine = createImageScanner({ variants: [], model: null });
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const text = createTextScanner(loadBundledModel());
  const image = createImageScannerAdapter(engine);
  const slow = new Promise<void>((resolve) => {
    releaseSlowScan = resolve;
  });
  app = await buildServer({
    store: testStore.store,
    scanners: {
      text: async (content, options, accounting) => {
        if (content === BOOM) throw new Error('a bug');
        if (content === 'slow') await slow;
        return text(content, options, accounting);
      },
      image: async (bytes, options, accounting) => {
        if (bytes.length === 3) throw new PiScanError('internal', 'a bug');
        return image(bytes, options, accounting);
      },
    },
    limits: { maxTextBytes: 4096, maxImageBytes: 2048 },
    rateLimitPerMinute: 1,
  });
  document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(async () => {
  releaseSlowScan();
  await app.close();
  await engine.close();
  testStore.cleanup();
});

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('declares the three scan endpoints of the service spec with bearer (JWT) auth', () => {
    expect(document.components).toMatchObject({
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    });
    for (const path of ['text', 'image', 'image/multipart']) {
      const operation = document.paths[`/v1/prompt-injection/${path}`]?.post;
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
    }
  });

  it.each([
    ['TextScanRequest', ['content'], ['content', 'only', 'exclude', 'minimum_confidence']],
    ['ImageScanRequest', ['image'], ['image', 'only', 'exclude', 'minimum_confidence']],
    [
      'ScanResult',
      [
        'is_safe',
        'categories',
        'request_id',
        'api_key_id',
        'request_units',
        'billed_request_units',
        'service_tier',
      ],
      [
        'is_safe',
        'categories',
        'reason',
        'request_id',
        'api_key_id',
        'request_units',
        'billed_request_units',
        'service_tier',
        // Beyond the spec: the image endpoints' report of what was read (optional).
        'image',
      ],
    ],
    ['Error', ['error'], ['error']],
  ])('has the spec fields of %s', (name, required, properties) => {
    const schema = document.components.schemas[name];
    expect(schema?.required).toEqual(required);
    expect(Object.keys(schema?.properties ?? {})).toEqual(properties);
  });
});

/** How to make each documented status happen, per operation. */
type Recipe = () => Promise<Injected>;

async function key(status?: 'paused') {
  return (await testStore.createKey(status === undefined ? {} : { status })).token;
}

function json(
  url: string,
  body: unknown,
  token?: string,
  contentType = 'application/json',
): Promise<Injected> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': contentType,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function multipart(parts: Array<[string, string | Buffer, { filename?: string }?]>, token?: string) {
  const data = new FormData();
  for (const [name, value, options] of parts) data.append(name, value, options);
  return app.inject({
    method: 'POST',
    url: '/v1/prompt-injection/image/multipart',
    headers: {
      ...(data.getHeaders() as Record<string, string>),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    payload: data.getBuffer(),
  });
}

/** 429: a fresh key's budget is one request a minute; the second is refused. */
async function twice(send: (token: string) => Promise<Injected>): Promise<Injected> {
  const token = await key();
  await send(token);
  return send(token);
}

/** 503: a request that arrives while the server is closing (another request is still in flight). */
async function duringShutdown(send: (token: string) => Promise<Injected>): Promise<Injected> {
  const closing = await buildServer({
    store: testStore.store,
    scanners: { text: async () => new Promise(() => {}) },
  });
  const token = await key();
  const stuck = closing.inject({
    method: 'POST',
    url: '/v1/prompt-injection/text',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: '{"content":"x"}',
  });
  void stuck.catch(() => {});
  const closed = closing.close();
  const previous = app;
  app = closing;
  try {
    return await send(token);
  } finally {
    app = previous;
    closing.server.closeAllConnections();
    void closed;
  }
}

const TEXT = '/v1/prompt-injection/text';
const IMAGE = '/v1/prompt-injection/image';
const RECIPES: Record<string, Record<string, Record<string, Recipe>>> = {
  [TEXT]: {
    post: {
      200: async () => json(TEXT, { content: 'hello' }, await key()),
      400: async () => json(TEXT, { content: 42 }, await key()),
      401: () => json(TEXT, { content: 'hello' }),
      403: async () => json(TEXT, { content: 'hello' }, await key('paused')),
      413: async () => json(TEXT, { content: 'x'.repeat(5000) }, await key()),
      415: async () => json(TEXT, 'hello', await key(), 'text/plain'),
      429: () => twice((token) => json(TEXT, { content: 'hello' }, token)),
      500: async () => json(TEXT, { content: BOOM }, await key()),
      503: () => duringShutdown((token) => json(TEXT, { content: 'hello' }, token)),
    },
  },
  [IMAGE]: {
    post: {
      200: async () => json(IMAGE, { image: png.toString('base64') }, await key()),
      400: async () => json(IMAGE, { image: 42 }, await key()),
      401: () => json(IMAGE, { image: png.toString('base64') }),
      403: async () => json(IMAGE, { image: png.toString('base64') }, await key('paused')),
      413: async () => json(IMAGE, { image: Buffer.alloc(3000).toString('base64') }, await key()),
      415: async () => json(IMAGE, { image: Buffer.from('just text').toString('base64') }, await key()),
      429: () => twice((token) => json(IMAGE, { image: png.toString('base64') }, token)),
      500: async () => json(IMAGE, { image: 'AAAA' }, await key()),
      503: () => duringShutdown((token) => json(IMAGE, { image: png.toString('base64') }, token)),
    },
  },
  '/v1/prompt-injection/image/multipart': {
    post: {
      200: async () => multipart([['image', png, { filename: 'a.png' }]], await key()),
      400: async () => multipart([['only', 'context_injection']], await key()),
      401: () => multipart([['image', png, { filename: 'a.png' }]]),
      403: async () => multipart([['image', png, { filename: 'a.png' }]], await key('paused')),
      413: async () => multipart([['image', Buffer.alloc(3000), { filename: 'a.png' }]], await key()),
      415: async () => json('/v1/prompt-injection/image/multipart', { image: 'AAAA' }, await key()),
      429: () => twice((token) => multipart([['image', png, { filename: 'a.png' }]], token)),
      500: async () => multipart([['image', Buffer.from([1, 2, 3]), { filename: 'a.png' }]], await key()),
      503: () => duringShutdown((token) => multipart([['image', png, { filename: 'a.png' }]], token)),
    },
  },
  '/healthz': { get: { 200: () => app.inject({ method: 'GET', url: '/healthz' }) } },
  '/readyz': { get: { 200: () => app.inject({ method: 'GET', url: '/readyz' }) } },
  '/metrics': { get: { 200: () => app.inject({ method: 'GET', url: '/metrics' }) } },
};

describe('every documented status code', () => {
  it('has a request that produces it, and nothing undocumented is left without one', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    const recipes = Object.entries(RECIPES).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, statuses]) =>
        Object.keys(statuses).map((status) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    // /readyz 503 is proven in app.test.ts (a closed store); every other documented status is here.
    expect(documented.filter((entry) => entry !== 'GET /readyz 503').sort()).toEqual(recipes.sort());
  });

  const cases = Object.entries(RECIPES).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, statuses]) =>
      Object.entries(statuses).map(
        ([status, recipe]) => [method.toUpperCase(), path, Number(status), recipe] as const,
      ),
    ),
  );
  it.each(cases)('%s %s answers %i as documented', async (_method, _path, status, recipe) => {
    const response = await recipe();
    expect(response.statusCode).toBe(status);
    if (status >= 400) expect(Object.keys(response.json())).toEqual(['error']);
  });
});
