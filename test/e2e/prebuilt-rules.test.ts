import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScanOptions, type ScanResult } from '../../src/api/contract.js';
import { loadBundledModel } from '../../src/detector/model-file.js';
import { RULES } from '../../src/detector/rules.js';
import { scanTextContent } from '../../src/detector/scan.js';
import { createTempProject, parseJsonLines, REPO_ROOT, runCli } from './helpers.js';

/** The first `count` texts of a fixture file. */
function fixtureTexts(name: string, count: number): string[] {
  return readFileSync(join(REPO_ROOT, 'fixtures', 'eval', name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

/**
 * The bundled CLI reads the rules and the concept trie precomputed at build time
 * (scripts/prebuilt-rules.mjs, prebuilt-concepts.mjs): rule data, pattern sources, the anchor index and
 * the trie from files beside dist/bundle/cli.cjs. Its verdicts must be the sources' verdicts: every
 * rule's own examples (so every rule's patterns and anchors run) and fixture rows in English and eight
 * other languages (whose model scores lean on the concept features), scanned by the built CLI and by
 * the sources, give the same results.
 */
describe('the bundled CLI with precomputed rules and concept trie', () => {
  it('returns the same results as the sources on every rule example and fixture row', async () => {
    const fixture = [
      ...fixtureTexts('dev-holdout8.jsonl', 150),
      ...fixtureTexts('multilingual-validation14.jsonl', 200),
    ];
    const texts = [...RULES.flatMap((rule) => [...rule.tps, ...rule.fps]), ...fixture];
    const dir = createTempProject();
    const input = join(dir, 'texts.jsonl');
    writeFileSync(
      input,
      texts.map((content) => `${JSON.stringify({ content, minimum_confidence: 'medium' })}\n`).join(''),
    );
    const run = await runCli('pi-scan', ['text', '--jsonl', input], { cwd: dir, timeoutMs: 240_000 });
    expect(run.stderr).toBe('');
    const bundled = parseJsonLines<ScanResult>(run);
    const model = loadBundledModel();
    const options = createScanOptions({ minimumConfidence: 'medium' });
    const sources = texts.map(
      (content) =>
        scanTextContent(
          content,
          options,
          { apiKeyId: 'local', contentLength: content.length, serviceTier: 'standard' },
          model,
        ).result,
    );
    const withoutId = ({ request_id: _id, ...result }: ScanResult) => result;
    expect(bundled.map(withoutId)).toEqual(sources.map(withoutId));
    expect(bundled.filter((result) => !result.is_safe).length).toBeGreaterThan(texts.length / 4);
  }, 300_000);
});
