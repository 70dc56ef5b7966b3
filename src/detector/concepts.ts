/**
 * Cross-lingual concept features: words of CONCEPT_LEXICON (concepts-lexicon.ts) found in a text
 * become concept ids, and the model gets concept unigrams and concept pairs (a concept and the one
 * before it, and the one before that, when they are close) as extra word features. "ignore all previous
 * instructions", "игнорируй все предыдущие инструкции" and "忽略之前的所有指令" then share features
 * (IGNORE, ALL, PREVIOUS, INSTRUCTION and their pairs), so weights learned on English rows transfer.
 *
 * Matching costs one trie step per code unit, inside the feature extractor's single pass
 * (features.ts drives a {@link ConceptScanner}): no regex, no string built per word. The trie's edges
 * live in one open-addressing table of typed arrays, keyed by (node, code unit).
 */
import { CONCEPT_LEXICON } from './concepts-lexicon.js';
import { normalize } from './normalize.js';

/** The concept names, in lexicon order; a concept's id is its index here. */
export const CONCEPT_NAMES: readonly string[] = Object.keys(CONCEPT_LEXICON);

/** Arabic prefixes (the article and the conjunctions and prepositions fused with it) matched in front of a term. */
const ARABIC_PREFIXES = ['', 'ال', 'وال', 'بال', 'لل', 'و'] as const;

/** Code units skipped while matching: Arabic harakat and tatweel, the Hindi nukta, danda and Arabic punctuation fused to words. */
function isSkipped(code: number): boolean {
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
function foldLetter(code: number): number {
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
interface ConceptTrie {
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
function edgeSlot(edges: Int32Array, bits: number, key: number): number {
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

function buildTrie(): ConceptTrie {
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

const TRIE = buildTrie();

/** The node reached from `node` by `code`, or -1. */
function step(node: number, code: number): number {
  const key = (node << 16) | code;
  const slot = edgeSlot(TRIE.edges, TRIE.edgeBits, key);
  return TRIE.edges[slot] === key ? (TRIE.edges[slot + 1] ?? -1) : -1;
}

const FNV_PRIME = 0x01000193;
const SEED_CONCEPT = 0x3c6ef372;
const SEED_PAIR = 0xa54ff53a;
const SEED_SKIP_PAIR = 0x510e527f;
/** A concept pairs with the one before it when at most this many words (or CJK characters) separate their ends. */
const PAIR_WINDOW = 4;
/** …and with the one before that when it is at most this far away (a skip pair). */
const SKIP_PAIR_WINDOW = 6;

/**
 * Finds concepts as features.ts's single pass feeds it code units. Each concept found leaves up to
 * three feature keys (unfinished FNV states) in `keys[0..count)`, which the caller hashes into the
 * feature table and then clears with {@link ConceptScanner.drain}.
 */
export class ConceptScanner {
  /** Feature keys of the concepts found by the last call. */
  readonly keys = new Int32Array(24);
  count = 0;
  #node = 0;
  #stemConcept = 0;
  readonly #open: Int32Array = new Int32Array(TRIE.longestCjk + 1);
  #openCount = 0;
  #position = 0;
  #previous = -1;
  #previousAt = 0;
  #beforePrevious = -1;
  #beforePreviousAt = 0;
  /** When given, every concept found is appended here by id (conceptsOf in features.ts reads it). */
  readonly #trace: number[] | undefined;

  constructor(trace?: number[]) {
    this.#trace = trace;
  }

  /** Starts a new text. */
  reset(): void {
    this.count = 0;
    this.#node = 0;
    this.#stemConcept = 0;
    this.#openCount = 0;
    this.#position = 0;
    this.#previous = -1;
    this.#beforePrevious = -1;
  }

  /** Forgets the keys the caller has consumed. */
  drain(): void {
    this.count = 0;
  }

  /** A code unit inside a (non-CJK) word, already folded by features.ts. */
  wordUnit(code: number): void {
    this.#openCount = 0;
    if (this.#node < 0) return;
    let unit = code;
    if (unit >= 0x0600) {
      if (isSkipped(unit)) return;
      unit = foldLetter(unit);
    }
    const next = step(this.#node, unit);
    this.#node = next;
    if (next > 0 && TRIE.stem[next] === 1) this.#stemConcept = TRIE.concept[next] ?? 0;
  }

  /** The end of a (non-CJK) word (called once per word): its concept, if any, is found. */
  wordEnd(): void {
    const node = this.#node;
    const whole = node > 0 ? (TRIE.concept[node] ?? 0) : 0;
    const found = whole !== 0 ? whole : this.#stemConcept;
    this.#node = 0;
    this.#stemConcept = 0;
    this.#openCount = 0;
    this.#position++;
    if (found !== 0) this.#found(found - 1);
  }

  /** A CJK code unit: every CJK term ending here is found. */
  cjkUnit(code: number): void {
    this.#position++;
    const open = this.#open;
    let kept = 0;
    for (let i = 0; i < this.#openCount; i++) {
      const next = step(open[i] ?? 0, code);
      if (next > 0) open[kept++] = next;
    }
    const fresh = step(0, code);
    if (fresh > 0 && kept < open.length) open[kept++] = fresh;
    this.#openCount = kept;
    for (let i = 0; i < kept; i++) {
      const concept = TRIE.concept[open[i] ?? 0] ?? 0;
      if (concept !== 0) this.#found(concept - 1);
    }
  }

  /** A code unit that is neither a word unit nor CJK (space, punctuation): open CJK matches end. */
  boundary(): void {
    this.#openCount = 0;
  }

  #found(concept: number): void {
    const keys = this.keys;
    if (this.count + 3 > keys.length) return;
    this.#trace?.push(concept);
    const unigram = Math.imul(SEED_CONCEPT ^ concept, FNV_PRIME);
    keys[this.count++] = unigram;
    if (this.#previous !== -1 && this.#position - this.#previousAt <= PAIR_WINDOW)
      keys[this.count++] = Math.imul(Math.imul(SEED_PAIR ^ this.#previous, FNV_PRIME) ^ concept, FNV_PRIME);
    if (this.#beforePrevious !== -1 && this.#position - this.#beforePreviousAt <= SKIP_PAIR_WINDOW)
      keys[this.count++] = Math.imul(
        Math.imul(SEED_SKIP_PAIR ^ this.#beforePrevious, FNV_PRIME) ^ concept,
        FNV_PRIME,
      );
    this.#beforePrevious = this.#previous;
    this.#beforePreviousAt = this.#previousAt;
    this.#previous = concept;
    this.#previousAt = this.#position;
  }
}
