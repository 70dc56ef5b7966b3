import { describe, expect, it } from 'vitest';
import { resolveInputSources } from '../../src/input/sources.js';

describe('resolveInputSources', () => {
  it('puts -c text first, then the files in order', () => {
    expect(resolveInputSources({ files: ['a.txt', '-', 'b.txt'], content: 'hi', stdinIsTty: true })).toEqual([
      { kind: 'content', text: 'hi', label: '<content>' },
      { kind: 'file', path: 'a.txt', label: 'a.txt' },
      { kind: 'stdin', label: '-' },
      { kind: 'file', path: 'b.txt', label: 'b.txt' },
    ]);
  });

  it('reads stdin when nothing is given and stdin is not a terminal', () => {
    expect(resolveInputSources({ files: [], stdinIsTty: false })).toEqual([{ kind: 'stdin', label: '-' }]);
  });

  it('refuses to wait on a terminal when nothing is given', () => {
    expect(() => resolveInputSources({ files: [], stdinIsTty: true })).toThrow(
      /nothing to scan: pass files, "-c <text>", or pipe text/,
    );
  });

  it('accepts an empty -c string as content', () => {
    expect(resolveInputSources({ files: [], content: '', stdinIsTty: true })).toHaveLength(1);
  });

  it.each([
    [['-', '-'], /"-" \(standard input\) can be given only once/],
    [[''], /an empty file name was given/],
  ])('rejects %j', (files, message) => {
    expect(() => resolveInputSources({ files, stdinIsTty: false })).toThrow(message);
  });
});
