/** The offline `--jsonl` thread scanner with its real, compiled worker thread (dist/, hence under e2e). */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScanOptions, ScanResult } from '../../src/api/contract.js';
import { createThreadedScanner, type ThreadedScanner } from '../../src/commands/jsonl-threads.js';
import { loadBundledModel } from '../../src/detector/model-file.js';
import { scanTextContent } from '../../src/detector/scan.js';

const WORKER = new URL('../../dist/src/server/scan-worker.js', import.meta.url);
const OPTIONS: ScanOptions = { minimumConfidence: 'medium' };
const model = loadBundledModel();
const accounting = (content: string) => ({
  apiKeyId: 'local',
  contentLength: content.length,
  serviceTier: 'standard' as const,
  requestId: 'r',
});
/** The fixture texts, injections and benign, a few hundred of each. */
const TEXTS = ['benign', 'injections'].flatMap((name) =>
  readFileSync(new URL(`../../fixtures/text/${name}.jsonl`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text),
);

let scanner: ThreadedScanner | undefined;
afterEach(async () => {
  await scanner?.close();
  scanner = undefined;
});

function counted(): { inline: (content: string, options: ScanOptions) => ScanResult; calls: () => number } {
  let calls = 0;
  return {
    inline: (content, options) => {
      calls++;
      return scanTextContent(content, options, accounting(content), model).result;
    },
    calls: () => calls,
  };
}

describe('createThreadedScanner', () => {
  it('gives every text the inline verdict, in order, with part of them scanned by a thread', async () => {
    const main = counted();
    scanner = createThreadedScanner({ ...main, accounting, threads: 1, startAtJobs: 1, workerUrl: WORKER });
    const texts = [...TEXTS, ...TEXTS];
    const results = await Promise.all(texts.map((text) => scanner?.scan(text, OPTIONS)));
    expect(results).toEqual(
      texts.map((text) => scanTextContent(text, OPTIONS, accounting(text), model).result),
    );
    expect(main.calls()).toBeLessThan(texts.length);
    expect(results.some((result) => result?.is_safe === false)).toBe(true);
  });

  it('starts no thread for a short batch', async () => {
    const main = counted();
    scanner = createThreadedScanner({ ...main, accounting, threads: 1, workerUrl: WORKER });
    const texts = TEXTS.slice(0, 100);
    await Promise.all(texts.map((text) => scanner?.scan(text, OPTIONS)));
    expect(main.calls()).toBe(texts.length);
  });

  it('scans on the main thread, and says so, when the thread cannot start', async () => {
    const main = counted();
    const errors: Error[] = [];
    scanner = createThreadedScanner({
      onThreadError: (error) => errors.push(error),
      ...main,
      accounting,
      threads: 1,
      startAtJobs: 1,
      workerUrl: new URL('../../dist/src/server/no-such-worker.js', import.meta.url),
    });
    const texts = TEXTS.slice(0, 200);
    const results = await Promise.all(texts.map((text) => scanner?.scan(text, OPTIONS)));
    expect(results).toEqual(
      texts.map((text) => scanTextContent(text, OPTIONS, accounting(text), model).result),
    );
    expect(main.calls()).toBe(texts.length);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/no-such-worker/);
  });
});
