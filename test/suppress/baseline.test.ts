import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBaselineLedger,
  parseBaseline,
  readBaseline,
  writeBaseline,
} from '../../src/suppress/baseline.js';
import { fingerprintFinding, normalizeSnippet, repoRelativePath } from '../../src/suppress/fingerprint.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('fingerprintFinding', () => {
  const base = fingerprintFinding('docs/a.md', {
    ruleId: 'context.ignore-previous',
    snippet: 'Ignore all previous instructions',
  });
  it.each([
    [
      'whitespace and case',
      'docs/a.md',
      'context.ignore-previous',
      '  IGNORE all\n previous   instructions ',
      true,
    ],
    ['another path', 'docs/b.md', 'context.ignore-previous', 'Ignore all previous instructions', false],
    ['another rule', 'docs/a.md', 'context.other', 'Ignore all previous instructions', false],
    ['another snippet', 'docs/a.md', 'context.ignore-previous', 'Ignore all prior instructions', false],
  ])('%s: same fingerprint is %s', (_, path, ruleId, snippet, same) => {
    expect(fingerprintFinding(path, { ruleId, snippet }) === base).toBe(same);
  });

  it('is 32 hex digits and folds snippets', () => {
    expect(base).toMatch(/^[0-9a-f]{32}$/);
    expect(normalizeSnippet(' Ａ\tB\n')).toBe('a b');
  });

  it('names files relative to the repository root, and nothing outside it', () => {
    expect(repoRelativePath('/repo', '/repo/docs/a.md')).toBe('docs/a.md');
    expect(repoRelativePath('/repo', '/elsewhere/a.md')).toBeUndefined();
  });
});

describe('baseline ledger', () => {
  it('allows each recorded finding as many times as it was recorded', () => {
    const ledger = createBaselineLedger({
      version: 1,
      tool: 'pi-scan',
      findings: [{ path: 'a', ruleId: 'r.x', fingerprint: 'a'.repeat(32), count: 2 }],
    });
    expect([ledger.take('a'.repeat(32)), ledger.take('a'.repeat(32)), ledger.take('a'.repeat(32))]).toEqual([
      true,
      true,
      false,
    ]);
    expect(ledger.take('b'.repeat(32))).toBe(false);
  });

  it('records counts and writes a sorted file that reads back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pi-scan-baseline-'));
    dirs.push(dir);
    const ledger = createBaselineLedger();
    ledger.record({ path: 'b.md', ruleId: 'r.y', fingerprint: 'b'.repeat(32) });
    ledger.record({ path: 'a.md', ruleId: 'r.x', fingerprint: 'a'.repeat(32) });
    ledger.record({ path: 'b.md', ruleId: 'r.y', fingerprint: 'b'.repeat(32) });
    const path = join(dir, 'baseline.json');
    await writeBaseline(path, ledger.toFile());
    const read = await readBaseline(path);
    expect(read.findings).toEqual([
      { path: 'a.md', ruleId: 'r.x', fingerprint: 'a'.repeat(32), count: 1 },
      { path: 'b.md', ruleId: 'r.y', fingerprint: 'b'.repeat(32), count: 2 },
    ]);
    expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true);
  });

  it.each([
    [[], 'expected an object'],
    [{ version: 2, findings: [] }, 'expected "version": 1'],
    [{ version: 1 }, 'expected a "findings" array'],
    [
      { version: 1, findings: [{ path: 'a', ruleId: 'r', fingerprint: 'xyz', count: 1 }] },
      'findings[0] needs',
    ],
    [
      { version: 1, findings: [{ path: 'a', ruleId: 'r', fingerprint: 'a'.repeat(32), count: 0 }] },
      'findings[0] needs',
    ],
  ])('rejects %j', (json, message) => {
    expect(() => parseBaseline(json, 'b.json')).toThrow(message);
  });

  it('says how to create a missing baseline and rejects broken JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pi-scan-baseline-'));
    dirs.push(dir);
    await expect(readBaseline(join(dir, 'x.json'), 'x.json')).rejects.toThrow(
      'baseline x.json does not exist; create it with --write-baseline x.json',
    );
    writeFileSync(join(dir, 'bad.json'), '{');
    await expect(readBaseline(join(dir, 'bad.json'), 'bad.json')).rejects.toThrow('bad.json: not valid JSON');
  });
});
