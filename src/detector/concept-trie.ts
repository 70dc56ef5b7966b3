/**
 * The trie that concepts.ts's ConceptScanner walks: every spelling of every term of CONCEPT_LEXICON
 * (concepts-lexicon.ts), folded as the scanner folds text, with the concept it stands for. Built from
 * the lexicon by {@link buildConceptTrie}; concept-trie-data.ts holds the built trie, and the bundles
 * read it precomputed from a file (scripts/prebuilt-concepts.mjs), because building it costs a cold
 * `pi-scan text` about 8 ms.
 */
import { CONCEPT_LEXICON } from './concepts-lexicon.js';
import { normalize } from './normalize.js';

/** The concept names, in lexicon order; a concept's id is its index here. */
export const CONCEPT_NAMES: readonly string[] = Object.keys(CONCEPT_LEXICON);

/** Arabic prefixes (the article and the conjunctions and prepositions fused with it) matched in front of a term. */
const ARABIC_PREFIXES = ['', 'ال', 'وال', 'بال', 'لل', 'و'] as const;

/** Code units skipped while matching: Arabic harakat and tatweel, the Hindi nukta, danda and Arabic punctuation fused to words. */
export function isSkipped(code: number): boolean {
  return (
    (code >= 0x064b && code <= 0x0652) ||
    code === 0x0640 ||
    code === 0x093c ||
    code === 0x0964 ||
    code === 0x0965 ||
    code === 0x060c ||
    code === 0x061b ||
    code === 0x061f
  );
}

/** One spelling for the Arabic letters written several ways: alef with hamza or madda, alef maqsura, ta marbuta. */
export function foldLetter(code: number): number {
  if (code === 0x0623 || code === 0x0625 || code === 0x0622) return 0x0627;
  if (code === 0x0649) return 0x064a;
  if (code === 0x0629) return 0x0647;
  return code;
}

/** Ideographs and kana: terms in these scripts match anywhere in a run of them (as features.ts's isCjk). */
function isCjkCode(code: number): boolean {
  return (code >= 0x3040 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff);
}

/** The trie of all terms: node 0 is the root; edges in an open-addressing table. */
export interface ConceptTrie {
  /** Concept id + 1 of the term ending at a node (0: none). */
  concept: Int16Array;
  /** 1 when the term ending at a node is a stem (matches longer words too). */
  stem: Uint8Array;
  /**
   * The edges, two int32 per slot: the key `node << 16 | code unit` (-1: empty slot) and the node the
   * edge leads to, side by side so that a probe reads one cache line.
   */
  edges: Int32Array;
  /** log2 of the table size: a key's home slot is the top `edgeBits` bits of its multiplicative hash. */
  edgeBits: number;
  /** Length in code units of the longest CJK term: how many matches can be open at once. */
  longestCjk: number;
}

const EMPTY_KEY = -1;

/** Node ids must fit 15 bits so that `node << 16 | code` stays a positive int32. */
const MAX_NODES = 1 << 15;

/** The index in `edges` of `key`'s slot, or of the empty slot where it would go. */
export function edgeSlot(edges: Int32Array, bits: number, key: number): number {
  const mask = (1 << bits) - 1;
  let slot = Math.imul(key, 0x9e3779b1) >>> (32 - bits);
  while (edges[slot << 1] !== EMPTY_KEY && edges[slot << 1] !== key) slot = (slot + 1) & mask;
  return slot << 1;
}

/** The terms of the lexicon as folded code-unit sequences, with their concept and whether they are stems. */
function lexiconTerms(): { units: number[]; concept: number; stem: boolean }[] {
  const terms: { units: number[]; concept: number; stem: boolean }[] = [];
  CONCEPT_NAMES.forEach((name, concept) => {
    for (const raw of (CONCEPT_LEXICON[name] ?? '').split(/\s+/)) {
      if (raw === '') continue;
      const stem = raw.endsWith('*');
      const word = (stem ? raw.slice(0, -1) : raw).normalize('NFKC').toLowerCase();
      // normalize() spells a word made only of Cyrillic look-alikes in Latin ("ранее" as "pahee"): both match.
      const folded = normalize(word).text;
      const spellings = folded === word ? [word] : [word, folded];
      const arabic = /[\u0600-\u06ff]/.test(word);
      const prefixes = arabic && !word.startsWith('ال') ? ARABIC_PREFIXES : [''];
      for (const spelling of spellings)
        for (const prefix of prefixes) {
          const units: number[] = [];
          for (const char of prefix + spelling) {
            const code = char.charCodeAt(0);
            if (!isSkipped(code)) units.push(foldLetter(code));
          }
          terms.push({ units, concept, stem });
        }
    }
  });
  return terms;
}

/** Builds the trie from the lexicon. */
export function buildConceptTrie(): ConceptTrie {
  const terms = lexiconTerms();
  const totalUnits = terms.reduce((sum, term) => sum + term.units.length, 0);
  let bits = 4;
  while (1 << bits < totalUnits * 2) bits++;
  const size = 1 << bits;
  const edges = new Int32Array(2 * size).fill(EMPTY_KEY);
  const concept = new Int16Array(totalUnits + 1);
  const stem = new Uint8Array(totalUnits + 1);
  let nodes = 1;
  let longestCjk = 1;
  for (const term of terms) {
    let node = 0;
    for (const code of term.units) {
      const key = (node << 16) | code;
      const slot = edgeSlot(edges, bits, key);
      if (edges[slot] === EMPTY_KEY) {
        if (nodes >= MAX_NODES) throw new Error(`concept lexicon needs more than ${MAX_NODES} trie nodes`);
        edges[slot] = key;
        edges[slot + 1] = nodes++;
      }
      node = edges[slot + 1] ?? 0;
    }
    // The first concept listed for a spelling keeps it (the lexicon avoids such clashes).
    if (concept[node] === 0) {
      concept[node] = term.concept + 1;
      stem[node] = term.stem ? 1 : 0;
    }
    if (term.units.length > 0 && isCjkCode(term.units[0] ?? 0))
      longestCjk = Math.max(longestCjk, term.units.length);
  }
  return {
    concept: concept.slice(0, nodes),
    stem: stem.slice(0, nodes),
    edges,
    edgeBits: bits,
    longestCjk,
  };
}
