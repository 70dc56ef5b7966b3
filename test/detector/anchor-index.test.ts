import { describe, expect, it } from 'vitest';
import { anchorIndexData, anchorIndexFromData } from '../../src/detector/anchor-index.js';

describe('anchorIndexData', () => {
  it('keeps an anchor written with and without `$` as two anchors, each with its own rules', () => {
    const data = anchorIndexData([
      { anchors: ['bot$'] },
      { anchors: ['bot', 'agent'] },
      { anchors: ['bot$'] },
    ]);
    expect(data.texts).toEqual(['bot', 'bot', 'agent']);
    expect(data.wholeWord).toEqual([1, 0, 0]);
    expect(data.rules).toEqual([[0, 2], [1], [1]]);
    // Both end at the same trie node, so one walk finds both.
    expect(data.ends[0]).toBe(data.ends[1]);
    const index = anchorIndexFromData(data);
    const atBot = index.ending[data.ends[0] as number] ?? [];
    expect(atBot.map((anchor) => [anchor.wholeWord, anchor.rules])).toEqual([
      [true, [0, 2]],
      [false, [1]],
    ]);
  });

  it('keeps non-ASCII anchors written both ways apart too', () => {
    const data = anchorIndexData([
      { anchors: ['ignoriere'] },
      { anchors: ['ignoriere$', 'omité$'] },
      { anchors: ['omité'] },
    ]);
    const index = anchorIndexFromData(data);
    const byKey = index.nonAsciiByKeyUnit.get('é'.charCodeAt(0)) ?? [];
    expect(byKey.map(({ anchor, offset }) => [anchor.wholeWord, anchor.rules, offset])).toEqual([
      [true, [1], 4],
      [false, [2], 4],
    ]);
  });
});
