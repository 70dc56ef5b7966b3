import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMAGE_FIXTURES } from '../image/fixture-table.js';
import { parseJson, parseJsonLines, runCli } from './helpers.js';

// Spawns the built binary: real files, real OCR, the bundled model.
const fixture = (name: string): string => `${IMAGE_FIXTURES}${name}`;

interface Result {
  is_safe: boolean;
  categories: Array<{ code: string; confidence: string }>;
  reason?: string;
  request_units: number;
  api_key_id: string;
}

describe('pi-scan image', () => {
  it('flags visible injection text and exits 1', async () => {
    const run = await runCli('pi-scan', ['image', fixture('clear-injection.png'), '--json']);
    expect(run.code).toBe(1);
    const result = parseJson<Result>(run);
    expect(result.is_safe).toBe(false);
    expect(result.categories.map((c) => c.code)).toContain('context_injection');
    expect(result.reason).toMatch(/^OCR text: /);
    expect(result.api_key_id).toBe('local');
  });

  it('warns on stderr and in the JSON when frames of an animation are not read', async () => {
    const run = await runCli('pi-scan', [
      'image',
      fixture('animated-fourth-frame-injection.gif'),
      '--frames',
      '2',
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /pi-scan: warning: .*animated-fourth-frame-injection\.gif: read 2 distinct of 4 frames; 2 frames after frame 2 were not read/,
    );
    const result = parseJson<Result & { image: { frames_skipped: number; warnings: string[] } }>(run);
    expect(result.image.frames_skipped).toBe(2);
    expect(result.image.warnings).toHaveLength(1);
  });

  it('--time-budget 1 runs only the first pass and says so on stderr and in the JSON', async () => {
    const run = await runCli('pi-scan', [
      'image',
      fixture('faint-text-on-gradient-injection.png'),
      '--time-budget',
      '1',
      '--json',
    ]);
    expect(run.stderr).toMatch(
      /pi-scan: warning: .*: the time budget of 1 ms ran out: \d OCR passes did not run/,
    );
    const result = parseJson<Result & { image: { passes: string[]; budget_exhausted: boolean } }>(run);
    expect(result.image).toMatchObject({ passes: ['plain'], budget_exhausted: true });
  });

  it('refuses --time-budget 0 as a usage error', async () => {
    const run = await runCli('pi-scan', ['image', fixture('clear-injection.png'), '--time-budget', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--time-budget expects a positive whole number, got "0"/);
  });

  it('reads the text on frame 4 of an animation by default and exits 1', async () => {
    const run = await runCli('pi-scan', ['image', fixture('animated-fourth-frame-injection.gif'), '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(parseJson<Result>(run).reason).toMatch(/^OCR text \(frame 4\): /);
  });

  it('passes a clean photo and exits 0', async () => {
    const run = await runCli('pi-scan', ['image', fixture('clean-photo.jpg'), '--json']);
    expect(run.code).toBe(0);
    expect(parseJson<Result>(run)).toMatchObject({ is_safe: true, categories: [], request_units: 1 });
  });

  it('reads an image from stdin with "-"', async () => {
    const run = await runCli('pi-scan', ['image', '-', '--json'], {
      input: readFileSync(fixture('png-text-chunk-injection.png')),
    });
    expect(run.code).toBe(1);
    expect(parseJson<Result>(run).reason).toMatch(/^PNG text chunk 'Comment': /);
  });

  it('names the source of each finding in human output', async () => {
    const run = await runCli('pi-scan', [
      'image',
      fixture('jpeg-comment-injection.jpg'),
      '--format',
      'human',
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/JPEG comment \(COM segment\)/);
  });

  it('writes SARIF with the source in each result', async () => {
    const run = await runCli('pi-scan', [
      'image',
      fixture('exif-description-injection.jpg'),
      '--format',
      'sarif',
    ]);
    expect(run.code).toBe(1);
    const sarif = parseJson<{ runs: Array<{ results: Array<{ message: { text: string } }> }> }>(run);
    const messages = sarif.runs[0]?.results.map((r) => r.message.text) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toMatch(/EXIF ImageDescription/);
  });

  it.each([
    ['corrupt.png', /PNG image is corrupt or truncated/],
    ['truncated.jpg', /JPEG image is corrupt or truncated/],
    ['bomb-dimensions.png', /declares 100000×100000 pixels/],
    ['too-many-frames.gif', /declares 2000 frames/],
    ['not-an-image.txt', /supported formats are PNG, JPEG, GIF and WebP/],
    ['unsupported-format.tiff', /it is TIF \(image\/tiff\)/],
  ])('refuses %s with exit 2 and a clear message', async (name, message) => {
    const run = await runCli('pi-scan', ['image', fixture(name), '--json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it('refuses a file over the size limit before reading it', async () => {
    const run = await runCli('pi-scan', ['image', fixture('clear-injection.png')], {
      env: { PI_SCAN_MAX_IMAGE_BYTES: '1000' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/over the limit of 1000 bytes/);
  });

  it('keeps scanning the other files when one is bad, and exits with the worst code', async () => {
    const run = await runCli('pi-scan', [
      'image',
      fixture('clean-photo.jpg'),
      fixture('corrupt.png'),
      fixture('gif-comment-injection.gif'),
      '--format',
      'jsonl',
    ]);
    expect(run.code).toBe(2);
    const lines = parseJsonLines<{ file: string; result: Result }>(run);
    expect(lines.map((line) => [line.file.split('/').pop(), line.result.is_safe])).toEqual([
      ['clean-photo.jpg', true],
      ['gif-comment-injection.gif', false],
    ]);
    expect(run.stderr).toMatch(/corrupt\.png: the PNG image is corrupt/);
  });

  it('scans --jsonl lines of base64 images, one result or error per line', async () => {
    const image = (name: string): string => readFileSync(fixture(name)).toString('base64');
    const input = [
      JSON.stringify({ image: image('xmp-description-injection.png') }),
      JSON.stringify({ image: image('clean-photo.jpg') }),
      JSON.stringify({ image: 'not base64!' }),
      JSON.stringify({ image: image('xmp-description-injection.png'), only: ['output_manipulation'] }),
    ].join('\n');
    const run = await runCli('pi-scan', ['image', '--jsonl', '-'], { input });
    const lines = parseJsonLines<Result & { error?: string }>(run);
    expect(lines).toHaveLength(4);
    expect(lines[0]?.is_safe).toBe(false);
    expect(lines[1]?.is_safe).toBe(true);
    expect(lines[2]?.error).toMatch(/line 3: field "image" is not valid base64/);
    expect(lines[3]?.is_safe).toBe(true);
    expect(run.code).toBe(2);
  });

  it('rejects --multipart without --remote as a usage error', async () => {
    const run = await runCli('pi-scan', ['image', fixture('clean-photo.jpg'), '--multipart']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--multipart only applies with --remote/);
  });
});
