/**
 * The anchor prefilter's index: which rules each anchor (a literal string from `Rule.anchors`) enables,
 * and a trie of the ASCII anchors that finds every anchor starting at a position in one step per
 * character. match.ts runs it; this module builds it.
 *
 * Building it walks some 30,000 anchor characters, which costs a cold CLI run tens of milliseconds. So
 * it is built in two steps: {@link anchorIndexData} computes the anchor list and the trie's hash table
 * from the rules, and {@link anchorIndexFromData} turns that data into the index without walking the
 * anchors. The bundles compute the data at build time (scripts/bundle.mjs); the sources on first use.
 */
import type { Rule } from './rules/types.js';

/** One anchor of the prefilter. */
export interface Anchor {
  text: string;
  /** Must end a word (written with a trailing `$`). */
  wholeWord: boolean;
  /** Indices (in the rule list the index was built from) of the rules it enables. */
  rules: number[];
}

/** A non-ASCII anchor and the offset of its first non-ASCII code unit. */
export interface KeyedAnchor {
  anchor: Anchor;
  offset: number;
}

/**
 * The anchor prefilter: a trie of the ASCII anchors (one step per character instead of comparing
 * every anchor with the same first letters), plus the non-ASCII anchors by their first code unit.
 */
export interface AnchorIndex {
  /** ASCII anchors, in the order the rules list them. */
  ascii: string[];
  /** ASCII anchors as a trie: child of node n by character code c under key `n * 128 + c`; the root is 0. */
  children: TrieTable;
  /** The anchors that end at each trie node. */
  ending: Array<Anchor[] | undefined>;
  /** Non-ASCII anchors by their first UTF-16 code unit, in the order the rules list them. */
  nonAsciiByFirstUnit: Map<number, Anchor[]>;
  /**
   * The non-ASCII anchors again, by their first non-ASCII code unit (the key unit) with its offset in
   * the anchor: a text is searched for them from its non-ASCII characters alone. By first unit
   * instead, the anchors that start with an ASCII letter ("a…", "s…") would be compared at every
   * such letter of a long text.
   */
  nonAsciiByKeyUnit: Map<number, KeyedAnchor[]>;
  /** 1 at each key unit of nonAsciiByKeyUnit: one array read per character tells where to look. */
  nonAsciiKeyUnits: Uint8Array;
  /** The length of the longest anchor. */
  longest: number;
}

/**
 * The index in a form that rebuilds it with no walk over the anchor characters (see
 * {@link anchorIndexFromData}): the distinct anchors (text and whole-word flag) in first-seen order, as
 * parallel arrays.
 */
export interface AnchorIndexData {
  texts: string[];
  /** 1 when the anchor must end a word. */
  wholeWord: Array<0 | 1>;
  /** The rules each anchor enables. */
  rules: number[][];
  /** The trie node an ASCII anchor ends at; 0 (the root, where no anchor ends) for a non-ASCII one. */
  ends: number[];
  /** The length of the longest anchor. */
  longest: number;
  /** The number of trie nodes below the root (their ids run from 1). */
  nodes: number;
  /** The trie's edges, as the hash table {@link TrieTable} looks them up in. */
  trie: { keys: Int32Array; values: Int32Array };
}

const ASCII_ONLY = /^[\x00-\x7f]+$/;
const NON_ASCII = /[^\x00-\x7f]/;

/** The index data of `rules`: anchor texts deduplicated, the ASCII ones inserted into a trie. */
export function anchorIndexData(rules: readonly Pick<Rule, 'anchors'>[]): AnchorIndexData {
  // Keyed as written, so 'bot' and 'bot$' stay two anchors: one fires inside "bots", the other not.
  const byWritten = new Map<string, { text: string; wholeWord: 0 | 1; rules: number[] }>();
  rules.forEach((rule, index) => {
    for (const written of rule.anchors) {
      const wholeWord = written.endsWith('$');
      const text = wholeWord ? written.slice(0, -1) : written;
      const anchor = byWritten.get(written) ?? { text, wholeWord: wholeWord ? 1 : 0, rules: [] };
      if (!anchor.rules.includes(index)) anchor.rules.push(index);
      byWritten.set(written, anchor);
    }
  });
  const anchors = [...byWritten.values()];
  const texts = anchors.map((anchor) => anchor.text);
  const children = new Map<number, number>();
  const ends: number[] = [];
  for (const text of texts) {
    let node = 0;
    if (ASCII_ONLY.test(text)) {
      for (let k = 0; k < text.length; k++) {
        const key = node * 128 + text.charCodeAt(k);
        let next = children.get(key);
        if (next === undefined) {
          next = children.size + 1;
          children.set(key, next);
        }
        node = next;
      }
    }
    ends.push(node);
  }
  const trie = TrieTable.fromEdges(children);
  return {
    texts,
    wholeWord: anchors.map((anchor) => anchor.wholeWord),
    rules: anchors.map((anchor) => anchor.rules),
    ends,
    longest: Math.max(0, ...texts.map((text) => text.length)),
    nodes: children.size,
    trie: { keys: trie.keys, values: trie.values },
  };
}

/** The index from its data: one pass over the anchors. */
export function anchorIndexFromData(data: AnchorIndexData): AnchorIndex {
  const { texts, wholeWord, rules, ends } = data;
  const ascii: string[] = [];
  const ending: Array<Anchor[] | undefined> = new Array(data.nodes + 1).fill(undefined);
  const nonAsciiByFirstUnit = new Map<number, Anchor[]>();
  const nonAsciiByKeyUnit = new Map<number, KeyedAnchor[]>();
  const nonAsciiKeyUnits = new Uint8Array(0x10000);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i] as string;
    const anchor: Anchor = { text, wholeWord: wholeWord[i] === 1, rules: rules[i] as number[] };
    const node = ends[i] as number;
    if (node !== 0) {
      ascii.push(text);
      const list = ending[node];
      if (list === undefined) ending[node] = [anchor];
      else list.push(anchor);
    } else {
      const first = text.charCodeAt(0);
      const offset = text.search(NON_ASCII);
      const key = text.charCodeAt(offset);
      nonAsciiKeyUnits[key] = 1;
      const keyed = nonAsciiByKeyUnit.get(key);
      if (keyed === undefined) nonAsciiByKeyUnit.set(key, [{ anchor, offset }]);
      else keyed.push({ anchor, offset });
      const list = nonAsciiByFirstUnit.get(first);
      if (list === undefined) nonAsciiByFirstUnit.set(first, [anchor]);
      else list.push(anchor);
    }
  }
  return {
    ascii,
    children: new TrieTable(data.trie.keys, data.trie.values),
    ending,
    nonAsciiByFirstUnit,
    nonAsciiByKeyUnit,
    nonAsciiKeyUnits,
    longest: data.longest,
  };
}

/**
 * The trie's edges in an open-addressing hash table of typed arrays: a lookup is a multiply and a
 * probe or two, without the boxing and hashing of a Map. Empty slots hold the key -1.
 */
export class TrieTable {
  readonly keys: Int32Array;
  readonly values: Int32Array;
  readonly #shift: number;

  /** The table of {@link fromEdges}, from its two arrays (their length a power of two). */
  constructor(keys: Int32Array, values: Int32Array) {
    const bits = Math.log2(keys.length);
    if (!Number.isInteger(bits) || values.length !== keys.length) {
      throw new Error(`anchor trie table: ${keys.length} keys and ${values.length} values`);
    }
    this.keys = keys;
    this.values = values;
    this.#shift = 32 - bits;
  }

  /** A table of the edges (key → child node), inserted in the map's order. */
  static fromEdges(edges: ReadonlyMap<number, number>): TrieTable {
    let bits = 4;
    while (1 << bits < 2 * edges.size) bits++;
    const keys = new Int32Array(1 << bits).fill(-1);
    const values = new Int32Array(1 << bits);
    const shift = 32 - bits;
    const mask = (1 << bits) - 1;
    for (const [key, value] of edges) {
      let slot = Math.imul(key, 0x9e3779b1) >>> shift;
      while (keys[slot] !== -1) slot = (slot + 1) & mask;
      keys[slot] = key;
      values[slot] = value;
    }
    return new TrieTable(keys, values);
  }

  /** The child under `key`, or undefined. */
  get(key: number): number | undefined {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let slot = Math.imul(key, 0x9e3779b1) >>> this.#shift; ; slot = (slot + 1) & mask) {
      const found = keys[slot];
      if (found === key) return this.values[slot];
      if (found === -1) return undefined;
    }
  }
}
