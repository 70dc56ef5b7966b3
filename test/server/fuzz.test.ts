import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import FormData from 'form-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledModel } from '../../src/detector/model-file.js';
import { createImageScanner, type ImageScanner } from '../../src/image/index.js';
import { buildServer } from '../../src/server/app.js';
import { createImageScannerAdapter, createTextScanner } from '../../src/server/scanners.js';
import { createTestStore, type TestStore } from './helpers.js';

const RUNS = 10_000;
/**
 * The fuzz seed, in the test's title: a run that times out prints no fast-check report, so the title is
 * the only way to replay it (PI_SCAN_FUZZ_SEED=<seed> npx vitest run test/server/fuzz.test.ts).
 */
const SEED = Number(process.env.PI_SCAN_FUZZ_SEED ?? Date.now() % 2_147_483_647);
const PATHS = [
  '/v1/prompt-injection/text',
  '/v1/prompt-injection/image',
  '/v1/prompt-injection/image/multipart',
  '/healthz',
];
const CATEGORY_LIKE = [
  'context_injection',
  'data_exfiltration',
  'output_manipulation',
  'unauthorized_actions',
  'x',
  '',
];
// Corrupted copies of real images reach the decoders; JPEG with EXIF exercises the metadata parsers.
const JPEG = readFileSync(new URL('../../fixtures/images/clean-photo.jpg', import.meta.url));
const PNG = readFileSync(new URL('../../fixtures/images/benign-screenshot.png', import.meta.url));

let testStore: TestStore;
let token: string;
// OCR off: the fuzz exercises parsing, validation and format checks, not recognition speed.
let engine: ImageScanner;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

beforeAll(async () => {
  testStore = createTestStore();
  token = (await testStore.createKey()).token;
  engine = createImageScanner({ variants: [], model: null });
});
afterAll(async () => {
  await engine.close();
  testStore.cleanup();
});

/** Flips, drops or truncates bytes of `bytes`. */
function corrupt(bytes: Buffer, cuts: number[]): Buffer {
  let out = Buffer.from(bytes);
  for (const cut of cuts) {
    if (out.length === 0) break;
    const at = cut % out.length;
    if (cut % 3 === 0) out = out.subarray(0, at);
    else if (cut % 3 === 1) out[at] = (out[at] ?? 0) ^ 0xff;
    else out = Buffer.concat([out.subarray(0, at), out.subarray(at + 1)]);
  }
  return out;
}

const optionValue = fc.oneof(
  fc.constant(undefined),
  fc.array(fc.constantFrom(...CATEGORY_LIKE), { maxLength: 3 }),
  fc.constantFrom(...CATEGORY_LIKE),
  fc.jsonValue({ maxDepth: 2 }),
);

const jsonRequest = fc.record(
  {
    content: fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue({ maxDepth: 2 })),
    image: fc.oneof(
      fc.base64String({ maxLength: 200 }),
      fc.string({ maxLength: 100 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('base64')),
      fc.array(fc.nat(), { maxLength: 4 }).map((cuts) => corrupt(PNG, cuts).toString('base64')),
      fc.array(fc.nat(), { maxLength: 4 }).map((cuts) => corrupt(JPEG, cuts).toString('base64')),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    only: optionValue,
    exclude: optionValue,
    minimum_confidence: fc.oneof(fc.constantFrom('medium', 'high', 'low', ''), fc.jsonValue({ maxDepth: 1 })),
  },
  { requiredKeys: [] },
);

const jsonBody = fc.oneof(
  jsonRequest.map((value) => Buffer.from(JSON.stringify(value))),
  fc
    .tuple(jsonRequest, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }))
    .map(([value, cuts]) => corrupt(Buffer.from(JSON.stringify(value)), cuts)),
  fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value) ?? '')),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
  fc
    .constantFrom('{"__proto__": {"x": 1}, "content": "a"}', '{"constructor": {"prototype": {}}}', '')
    .map((text) => Buffer.from(text)),
  // Over the fuzz server's 64 KB text limit and 256 KB image limit.
  fc
    .nat({ max: 400_000 })
    .map((size) =>
      Buffer.from(JSON.stringify({ content: 'a'.repeat(60_000 + size), image: 'QUFB'.repeat(size) })),
    ),
);

const multipartBody = fc
  .record({
    fields: fc.array(
      fc.tuple(
        fc.constantFrom('image', 'only', 'exclude', 'minimum_confidence', 'file', '__proto__', 'x'),
        fc.string({ maxLength: 60 }),
      ),
      { maxLength: 4 },
    ),
    file: fc.oneof(
      fc.constant(undefined),
      fc.constant(PNG),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc.array(fc.nat(), { maxLength: 3 }).map((cuts) => corrupt(PNG, cuts)),
      fc.array(fc.nat(), { maxLength: 3 }).map((cuts) => corrupt(JPEG, cuts)),
    ),
    fileField: fc.constantFrom('image', 'image', 'file'),
    cuts: fc.array(fc.nat(), { maxLength: 2 }),
  })
  .map(({ fields, file, fileField, cuts }) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    if (file !== undefined) form.append(fileField, file, { filename: 'f.png', contentType: 'image/png' });
    return {
      body: corrupt(form.getBuffer(), cuts),
      contentType: form.getHeaders()['content-type'] as string,
    };
  });

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/x-www-form-urlencoded',
      'image/png',
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

const authorization = fc.oneof(
  { arbitrary: fc.constant('valid'), weight: 12 },
  { arbitrary: fc.constant(undefined), weight: 1 },
  { arbitrary: fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`), weight: 1 },
  { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
  { arbitrary: fc.constantFrom('Bearer', 'bearer  a.b.c', 'Bearer a.b.c', 'Basic eA=='), weight: 1 },
);

const request = fc.record({
  method: fc.oneof(
    { arbitrary: fc.constant('POST'), weight: 10 },
    { arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH'), weight: 1 },
  ),
  path: fc.oneof(
    { arbitrary: fc.constantFrom(...PATHS), weight: 12 },
    // The injector needs an absolute path; the server sees whatever follows the slash.
    { arbitrary: fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '/v1/prompt-injection/%zz',
        '/v1/prompt-injection/text?x=%',
        '//',
        '/v1/prompt-injection/text/',
      ),
      weight: 1,
    },
  ),
  authorization,
  forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })), { nil: undefined }),
  payload: fc.oneof(
    fc.record({ kind: fc.constant('json' as const), body: jsonBody, contentType }),
    fc.record({
      kind: fc.constant('multipart' as const),
      multipart: multipartBody,
      overrideType: fc.option(contentType),
    }),
  ),
});

describe('server fuzz', () => {
  it(`never crashes, never answers 5xx and always answers {"error"} to ${RUNS} malformed requests (seed ${SEED})`, {
    timeout: 300_000,
  }, async () => {
    const app = await buildServer({
      store: testStore.store,
      scanners: { text: createTextScanner(loadBundledModel()), image: createImageScannerAdapter(engine) },
      limits: { maxTextBytes: 64 * 1024, maxImageBytes: 256 * 1024 },
      trustProxy: 1,
    });
    const statuses = new Map<number, number>();
    let heapAfterWarmUp = 0;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        run += 1;
        if (run === 500) {
          gc();
          heapAfterWarmUp = process.memoryUsage().heapUsed;
        }
        const headers: Record<string, string> = {};
        if (input.authorization === 'valid') headers.authorization = `Bearer ${token}`;
        else if (input.authorization !== undefined) headers.authorization = input.authorization;
        if (input.forwardedFor !== undefined) headers['x-forwarded-for'] = input.forwardedFor;
        let body: Buffer;
        if (input.payload.kind === 'json') {
          body = input.payload.body;
          if (input.payload.contentType !== undefined) headers['content-type'] = input.payload.contentType;
        } else {
          body = input.payload.multipart.body;
          const type = input.payload.overrideType ?? input.payload.multipart.contentType;
          if (type !== undefined) headers['content-type'] = type;
        }
        let response: Awaited<ReturnType<typeof app.inject>>;
        try {
          response = await app.inject({
            method: input.method as 'POST',
            url: input.path,
            headers,
            ...(input.method === 'GET' ? {} : { payload: body }),
          });
        } catch (error: unknown) {
          // Header values fastify's injector itself refuses (control characters) never reach the server.
          if (error instanceof TypeError && /header/i.test(error.message)) return;
          throw error;
        }
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${input.method} ${input.path}: ${response.body}`).toBeLessThan(500);
        const json = response.json();
        if (response.statusCode === 200) {
          expect(typeof json === 'object' && json !== null).toBe(true);
        } else {
          expect(Object.keys(json)).toEqual(['error']);
          expect(typeof json.error).toBe('string');
          expect(json.error).not.toMatch(/\n\s+at /);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    await app.close();
    gc();
    const growth = process.memoryUsage().heapUsed - heapAfterWarmUp;
    // Everything a request allocates is garbage once it is answered; 10,000 requests must not pile up.
    expect(growth).toBeLessThan(48 * 1024 * 1024);
    // The fuzz must reach past auth and parsing, or it proves little.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(30);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(413) ?? 0).toBeGreaterThan(20);
  });
});
