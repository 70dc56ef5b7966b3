import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/config.js';
import { parseIgnoreEntries } from '../../src/suppress/config-ignore.js';

describe('parseIgnoreEntries', () => {
  it('accepts globs and objects with categories, rules and a reason', () => {
    expect(
      parseIgnoreEntries(
        [
          'fixtures/',
          {
            paths: 'docs/*.md',
            categories: ['data_exfiltration'],
            rules: ['context.ignore-previous'],
            reason: 'docs',
          },
        ],
        'ignore',
      ),
    ).toEqual([
      { paths: ['fixtures/'] },
      {
        paths: ['docs/*.md'],
        categories: ['data_exfiltration'],
        rules: ['context.ignore-previous'],
        reason: 'docs',
      },
    ]);
  });

  it('reads PI_SCAN_IGNORE as comma-separated globs', () => {
    expect(parseIgnoreEntries('a/**, b.md', 'PI_SCAN_IGNORE')).toEqual([
      { paths: ['a/**'] },
      { paths: ['b.md'] },
    ]);
  });

  it.each([
    ['fixtures/', 'expected an array'],
    [[''], 'ignore[0]: expected a non-empty path glob'],
    [[{ categories: ['context_injection'] }], 'ignore[0].paths: expected a path glob'],
    [[{ paths: 'a', categories: ['nope'] }], 'unknown category "nope"'],
    [[{ paths: 'a', categories: [] }], 'ignore[0].categories: expected a non-empty array'],
    [[{ paths: 'a', rules: ['Not A Rule'] }], 'ignore[0].rules[0]: expected a dotted rule id'],
    [[{ paths: 'a', path: 'b' }], 'unknown key "path"'],
    [[3], 'ignore[0]: expected a path glob or an object'],
  ])('rejects %j with %s', (value, message) => {
    expect(() => parseIgnoreEntries(typeof value === 'string' ? 42 : value, 'ignore')).toThrow(message);
  });

  it('is a config setting', () => {
    expect(validateConfig({ ignore: ['x/'] }, '.piscanrc')).toEqual({ ignore: [{ paths: ['x/'] }] });
    expect(() => validateConfig({ ignore: [{ paths: [] }] }, '.piscanrc')).toThrow(
      '.piscanrc: ignore[0].paths',
    );
  });
});
