import { describe, expect, it } from 'vitest';
import type { ScanOptions } from '../../src/api/contract.js';
import { PiScanError } from '../../src/errors.js';
import { createImageScanner, imageContentLength } from '../../src/image/scanner.js';
import { REJECT_EXPECTATIONS, readFixture, SCAN_EXPECTATIONS } from './fixture-table.js';

const options: ScanOptions = { minimumConfidence: 'medium' };
const accounting = { apiKeyId: 'local', serviceTier: 'standard' as const };

// Metadata only (no OCR, rules only): fast and deterministic. The real-OCR matrix is test/e2e/image-engine.test.ts.
const scanner = createImageScanner({ variants: [], model: null });

async function rejection(promise: Promise<unknown>): Promise<PiScanError> {
  try {
    await promise;
  } catch (error: unknown) {
    if (error instanceof PiScanError) return error;
    throw error;
  }
  throw new Error('expected the scan to be refused');
}

describe('createImageScanner without OCR', () => {
  it.each(SCAN_EXPECTATIONS.filter((fixture) => !fixture.ocr))(
    '$name: safe=$safe, sources $sources',
    async (fixture) => {
      const outcome = await scanner.scan(readFixture(fixture.name), options, accounting);
      expect(outcome.result.is_safe).toBe(fixture.safe);
      expect(outcome.result.categories.map((c) => c.code).sort()).toEqual([...fixture.categories].sort());
      expect([...new Set(outcome.evidence.map((e) => e.source))]).toEqual(fixture.sources);
      if (!fixture.safe) expect(outcome.result.reason).toContain(`${fixture.sources[0]}: `);
      expect(outcome.image.framesRead).toBe(0);
      expect(scanner.ocr.startedWorkers).toBe(0);
    },
  );

  it.each(SCAN_EXPECTATIONS.filter((fixture) => fixture.ocr && fixture.name !== 'benign-screenshot.png'))(
    '$name hides its text from metadata: safe without OCR',
    async (fixture) => {
      const outcome = await scanner.scan(readFixture(fixture.name), options, accounting);
      expect(outcome.result.is_safe).toBe(true);
      expect(outcome.evidence).toEqual([]);
    },
  );

  it.each(REJECT_EXPECTATIONS)('refuses $name with $code', async (fixture) => {
    const error = await rejection(scanner.scan(readFixture(fixture.name), options, accounting));
    expect(error.code).toBe(fixture.code);
    expect(error.message).toMatch(fixture.message);
  });

  it('reads benign EXIF text of the clean photo without flagging it', async () => {
    const outcome = await scanner.scan(readFixture('clean-photo.jpg'), options, accounting);
    expect(outcome.sources.map((s) => `${s.label}=${s.text}`)).toEqual([
      'EXIF ImageDescription=Sunset over the hills',
      'EXIF Artist=Jane Doe',
      'EXIF Copyright=CC BY 4.0',
    ]);
  });

  it('prices an image by the text found in it, at least 1 unit', async () => {
    const clean = await scanner.scan(readFixture('clear-injection.png'), options, accounting);
    expect(clean.sources).toEqual([]);
    expect(clean.result.request_units).toBe(1);
    expect(clean.result.billed_request_units).toBe(1);
    const sources = [
      { kind: 'ocr' as const, label: 'OCR text', text: 'x'.repeat(1500) },
      { kind: 'exif' as const, label: 'EXIF Artist', text: 'y'.repeat(600) },
    ];
    expect(imageContentLength(sources)).toBe(2100);
  });

  it('applies only, exclude and minimum_confidence like a text scan', async () => {
    const bytes = readFixture('jpeg-comment-injection.jpg');
    const only = await scanner.scan(bytes, { ...options, only: ['data_exfiltration'] }, accounting);
    expect(only.result.categories.map((c) => c.code)).toEqual(['data_exfiltration']);
    const excluded = await scanner.scan(
      bytes,
      { ...options, exclude: ['context_injection', 'data_exfiltration'] },
      accounting,
    );
    expect(excluded.result.is_safe).toBe(true);
    expect(excluded.result.reason).toBeUndefined();
  });

  it('keeps request accounting fields', async () => {
    const outcome = await scanner.scan(readFixture('clean-photo.jpg'), options, {
      apiKeyId: 'key_1',
      serviceTier: 'low',
      requestId: 'req-1',
    });
    expect(outcome.result).toMatchObject({ api_key_id: 'key_1', service_tier: 'low', request_id: 'req-1' });
  });
});

describe('limits', () => {
  it('refuses a file over maxBytes before reading it', async () => {
    const small = createImageScanner({ variants: [], model: null, limits: { maxBytes: 1000 } });
    const error = await rejection(small.scan(readFixture('clear-injection.png'), options, accounting));
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/over the limit of 1000 bytes/);
  });

  it('refuses frames over maxPixels', async () => {
    const small = createImageScanner({ variants: [], model: null, limits: { maxPixels: 100_000 } });
    const error = await rejection(small.scan(readFixture('clear-injection.png'), options, accounting));
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/1400×120 pixels/);
  });

  it('refuses animations over maxFrames', async () => {
    const small = createImageScanner({ variants: [], model: null, limits: { maxFrames: 1 } });
    const error = await rejection(
      small.scan(readFixture('animated-second-frame-injection.gif'), options, accounting),
    );
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/declares 2 frames, over the limit of 1/);
  });

  it('refuses an empty input', async () => {
    const error = await rejection(scanner.scan(new Uint8Array(0), options, accounting));
    expect(error.code).toBe('input');
  });
});

describe('scanBase64', () => {
  it('scans a base64 image like its bytes', async () => {
    const bytes = readFixture('png-text-chunk-injection.png');
    const outcome = await scanner.scanBase64(bytes.toString('base64'), options, accounting);
    expect(outcome.result.is_safe).toBe(false);
  });

  it('refuses invalid base64 as an input error', async () => {
    const error = await rejection(scanner.scanBase64('not base64!!', options, accounting));
    expect(error.code).toBe('input');
    expect(error.message).toMatch(/not valid base64/);
  });
});
