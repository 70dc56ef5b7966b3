import { readFileSync } from 'node:fs';
import FormData from 'form-data';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadBundledModel } from '../../src/detector/model-file.js';
import { createImageScanner, type ImageScanner } from '../../src/image/index.js';
import { buildServer, type ServerDeps } from '../../src/server/app.js';
import { createImageScannerAdapter, createTextScanner } from '../../src/server/scanners.js';
import { createTestStore, type TestStore, usageRows } from './helpers.js';

const IMAGE = '/v1/prompt-injection/image';
const MULTIPART = '/v1/prompt-injection/image/multipart';

let testStore: TestStore;
let png: Buffer;
// The real image engine with OCR off: format, size and metadata checks only, fast enough for tables.
let engine: ImageScanner;

beforeAll(async () => {
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  engine = createImageScanner({ variants: [], model: null });
});
afterAll(async () => {
  await engine.close();
});
beforeEach(() => {
  testStore = createTestStore();
});
afterEach(() => testStore.cleanup());

async function makeApp(overrides: Partial<ServerDeps> = {}) {
  return buildServer({
    store: testStore.store,
    scanners: { text: createTextScanner(loadBundledModel()), image: createImageScannerAdapter(engine) },
    ...overrides,
  });
}

function form(parts: Array<[string, string | Buffer, { filename?: string; contentType?: string }?]>) {
  const data = new FormData();
  for (const [name, value, options] of parts) data.append(name, value, options);
  return { payload: data.getBuffer(), headers: data.getHeaders() as Record<string, string> };
}

describe('POST /v1/prompt-injection/image: validation', () => {
  it.each([
    ['no image field', { only: ['context_injection'] }, 400, /missing required field "image"/],
    ['a non-string image', { image: 42 }, 400, /"image" must be a base64 string, got a number/],
    ['an empty image', { image: '' }, 400, /"image" is empty/],
    ['invalid base64', { image: 'not base64 at all!' }, 400, /not valid base64/],
    [
      'base64 of text',
      { image: Buffer.from('hello, this is not an image').toString('base64') },
      415,
      /unsupported image: its format was not recognised; supported formats are PNG, JPEG, GIF and WebP/,
    ],
    [
      'base64 of a PDF',
      { image: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n').toString('base64') },
      415,
      /unsupported image: it is PDF \(application\/pdf\)/,
    ],
  ])('answers %s with the right status and message', async (_name, payload, status, message) => {
    const app = await makeApp();
    const key = await testStore.createKey();
    const response = await app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { authorization: `Bearer ${key.token}` },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.stringMatching(message) });
    expect(usageRows(testStore.store)).toMatchObject([{ classification: 'unknown', http_status: status }]);
    await app.close();
  });

  it('answers 400 for only together with exclude before looking at the image', async () => {
    const app = await makeApp();
    const key = await testStore.createKey();
    const response = await app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { authorization: `Bearer ${key.token}` },
      payload: { image: png.toString('base64'), only: ['context_injection'], exclude: ['data_exfiltration'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/cannot be used together/);
    await app.close();
  });

  it('answers 413 for an image over the limit', async () => {
    const app = await makeApp({ limits: { maxImageBytes: 50 } });
    const key = await testStore.createKey();
    const response = await app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { authorization: `Bearer ${key.token}` },
      payload: { image: png.toString('base64') },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: expect.stringMatching(/^field "image" holds \d+ bytes, over the image limit of 50 bytes/),
    });
    await app.close();
  });

  it('answers 413 for a JSON body far over the image limit', async () => {
    const app = await makeApp({ limits: { maxImageBytes: 50 } });
    const key = await testStore.createKey();
    const response = await app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { authorization: `Bearer ${key.token}` },
      payload: { image: 'A'.repeat(200_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/50-byte limit/);
    await app.close();
  });

  it('answers 401 before reading the body', async () => {
    const app = await makeApp();
    const response = await app.inject({
      method: 'POST',
      url: IMAGE,
      payload: { image: png.toString('base64') },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    await app.close();
  });
});

describe('POST /v1/prompt-injection/image/multipart: validation', () => {
  it.each(['[]', '', ' [ ] '])(
    'answers 400 to an empty only field (%j) instead of scanning with detection off',
    async (only) => {
      const app = await makeApp();
      const key = await testStore.createKey();
      const { payload, headers } = form([
        ['image', png, { filename: 'a.png' }],
        ['only', only],
      ]);
      const response = await app.inject({
        method: 'POST',
        url: MULTIPART,
        headers: { ...headers, authorization: `Bearer ${key.token}` },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^only must name at least one category/);
      await app.close();
    },
  );

  it.each([
    ['no image field', () => form([['only', 'context_injection']]), 400, /missing form field "image"/],
    ['image as a text field', () => form([['image', 'aGVsbG8=']]), 400, /must be a file upload/],
    [
      'the file in another field',
      () => form([['file', png, { filename: 'a.png' }]]),
      400,
      /unexpected file field "file"/,
    ],
    [
      'two files',
      () =>
        form([
          ['image', png, { filename: 'a.png' }],
          ['image', png, { filename: 'b.png' }],
        ]),
      400,
      /exactly one file/,
    ],
    [
      'only and exclude',
      () =>
        form([
          ['image', png, { filename: 'a.png' }],
          ['only', 'context_injection'],
          ['exclude', 'data_exfiltration'],
        ]),
      400,
      /cannot be used together/,
    ],
    [
      'an unknown category',
      () =>
        form([
          ['image', png, { filename: 'a.png' }],
          ['only', 'context_injection,jailbreak'],
        ]),
      400,
      /unknown category "jailbreak"/,
    ],
    [
      'a broken JSON array',
      () =>
        form([
          ['image', png, { filename: 'a.png' }],
          ['exclude', '["context_injection"'],
        ]),
      400,
      /not a valid JSON array/,
    ],
    [
      'a bad minimum_confidence',
      () =>
        form([
          ['image', png, { filename: 'a.png' }],
          ['minimum_confidence', 'low'],
        ]),
      400,
      /minimum_confidence/,
    ],
    [
      'a repeated field',
      () =>
        form([
          ['image', png, { filename: 'a.png' }],
          ['only', 'context_injection'],
          ['only', 'data_exfiltration'],
        ]),
      400,
      /more than once/,
    ],
    [
      'a text file',
      () => form([['image', Buffer.from('just some text'), { filename: 'a.png', contentType: 'image/png' }]]),
      415,
      /unsupported image: its format was not recognised/,
    ],
  ])('answers %s with the right status and message', async (_name, build, status, message) => {
    const app = await makeApp();
    const key = await testStore.createKey();
    const { payload, headers } = build();
    const response = await app.inject({
      method: 'POST',
      url: MULTIPART,
      headers: { ...headers, authorization: `Bearer ${key.token}` },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.stringMatching(message) });
    await app.close();
  });

  it('answers 413 for a file over the image limit', async () => {
    const app = await makeApp({ limits: { maxImageBytes: 50 } });
    const key = await testStore.createKey();
    const { payload, headers } = form([['image', png, { filename: 'a.png', contentType: 'image/png' }]]);
    const response = await app.inject({
      method: 'POST',
      url: MULTIPART,
      headers: { ...headers, authorization: `Bearer ${key.token}` },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'image is larger than the 50-byte limit; send a smaller image',
    });
    await app.close();
  });

  it.each([
    ['JSON', 'application/json', '{"image": "x"}', 415, /send multipart\/form-data/],
    ['multipart without a boundary', 'multipart/form-data', '--x\r\n', 400, /multipart/],
    [
      'a truncated body',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      400,
      /multipart/,
    ],
  ])(
    'answers %s on the multipart endpoint with a clear error',
    async (_name, type, payload, status, message) => {
      const app = await makeApp();
      const key = await testStore.createKey();
      const response = await app.inject({
        method: 'POST',
        url: MULTIPART,
        headers: { 'content-type': type, authorization: `Bearer ${key.token}` },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: expect.stringMatching(message) });
      await app.close();
    },
  );
});

function fixture(name: string): Buffer {
  return readFileSync(new URL(`../../fixtures/images/${name}`, import.meta.url));
}

describe('image endpoints: fixtures through the image engine', () => {
  it.each([
    ['bomb-dimensions.png', 413, /refusing to decode it/],
    ['unsupported-format.tiff', 415, /it is TIF/],
    ['not-an-image.txt', 415, /its format was not recognised/],
  ])('answers %s with %i on both endpoints', async (name, status, message) => {
    const app = await makeApp();
    const key = await testStore.createKey();
    const bytes = fixture(name);
    const json = await app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { authorization: `Bearer ${key.token}` },
      payload: { image: bytes.toString('base64') },
    });
    expect(json.statusCode).toBe(status);
    expect(json.json()).toEqual({ error: expect.stringMatching(message) });
    const { payload, headers } = form([['image', bytes, { filename: name }]]);
    const multipart = await app.inject({
      method: 'POST',
      url: MULTIPART,
      headers: { ...headers, authorization: `Bearer ${key.token}` },
      payload,
    });
    expect(multipart.statusCode).toBe(status);
    expect(multipart.json()).toEqual({ error: expect.stringMatching(message) });
    await app.close();
  });
});

describe('image endpoints: scans with OCR', () => {
  let ocrEngine: ImageScanner;
  beforeAll(() => {
    ocrEngine = createImageScanner({ ocrWorkers: 1 });
  });
  afterAll(async () => {
    await ocrEngine.close();
  });

  async function ocrApp() {
    return buildServer({
      store: testStore.store,
      scanners: { text: createTextScanner(loadBundledModel()), image: createImageScannerAdapter(ocrEngine) },
    });
  }

  it('flags the text in clear-injection.png (base64 JSON) and records an "unsafe" row', {
    timeout: 60_000,
  }, async () => {
    const app = await ocrApp();
    const key = await testStore.createKey();
    const response = await app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { authorization: `Bearer ${key.token}` },
      payload: { image: fixture('clear-injection.png').toString('base64') },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      is_safe: false,
      api_key_id: key.id,
      request_id: response.headers['x-request-id'],
    });
    expect(body.reason).toEqual(expect.any(String));
    expect(usageRows(testStore.store)).toMatchObject([
      { request_id: body.request_id, classification: 'unsafe', http_status: 200 },
    ]);
    await app.close();
  });

  it('scans a multipart upload and applies only as a JSON array or a comma list', {
    timeout: 60_000,
  }, async () => {
    const app = await ocrApp();
    const key = await testStore.createKey();
    const bytes = fixture('clear-injection.png');
    const send = async (fields: Array<[string, string]>) => {
      const { payload, headers } = form([
        ['image', bytes, { filename: 'shot.png', contentType: 'image/png' }],
        ...fields,
      ]);
      return app.inject({
        method: 'POST',
        url: MULTIPART,
        headers: { ...headers, authorization: `Bearer ${key.token}` },
        payload,
      });
    };
    const full = await send([]);
    expect(full.statusCode).toBe(200);
    const codes: string[] = full.json().categories.map((entry: { code: string }) => entry.code);
    expect(codes.length).toBeGreaterThan(0);
    const excluded = await send([['exclude', JSON.stringify(codes)]]);
    expect(excluded.json()).toMatchObject({ is_safe: true, categories: [] });
    const onlyFirst = await send([
      ['only', `${codes[0]}`],
      ['minimum_confidence', 'medium'],
    ]);
    expect(onlyFirst.json().categories.map((entry: { code: string }) => entry.code)).toEqual([codes[0]]);
    await app.close();
  });

  it('answers 400 for a corrupt PNG whose pixels cannot be decoded', { timeout: 60_000 }, async () => {
    const app = await ocrApp();
    const key = await testStore.createKey();
    const response = await app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { authorization: `Bearer ${key.token}` },
      payload: { image: fixture('corrupt.png').toString('base64') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/corrupt|truncated/) });
    await app.close();
  });

  it('passes a benign screenshot', { timeout: 60_000 }, async () => {
    const app = await ocrApp();
    const key = await testStore.createKey();
    const response = await app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { authorization: `Bearer ${key.token}` },
      payload: { image: fixture('benign-screenshot.png').toString('base64') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_safe: true, categories: [] });
    await app.close();
  });
});
