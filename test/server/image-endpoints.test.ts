import FormData from 'form-data';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, type ServerDeps } from '../../src/server/app.js';
import { createTextScanner } from '../../src/server/scanners.js';
import { createTestStore, type TestStore, usageRows } from './helpers.js';

const IMAGE = '/v1/prompt-injection/image';
const MULTIPART = '/v1/prompt-injection/image/multipart';

let testStore: TestStore;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
beforeEach(() => {
  testStore = createTestStore();
});
afterEach(() => testStore.cleanup());

async function makeApp(overrides: Partial<ServerDeps> = {}) {
  return buildServer({ store: testStore.store, scanners: { text: createTextScanner() }, ...overrides });
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
      /unsupported image format \(an unrecognised format\)/,
    ],
    [
      'base64 of a PDF',
      { image: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n').toString('base64') },
      415,
      /application\/pdf/,
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
      error: 'image is larger than the 50-byte limit; send a smaller image',
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
      /unsupported image format/,
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
