/**
 * Hashed n-gram features of the trained model: word unigrams and bigrams plus character 3–5-grams
 * (and character 1–2-grams of CJK text, which has no spaces), and cross-lingual concept unigrams and
 * pairs (concepts.ts) counted with the word features. Hashing is incremental (FNV-1a over UTF-16 code
 * units), so extracting features allocates nothing per n-gram.
 */
import { CONCEPT_NAMES, ConceptScanner } from './concepts.js';

/** The feature layout; the weights file records it and the loader refuses weights made for another. */
export const FEATURE_SPEC = {
  /** log2 of the hash space: 2^20 weights. */
  hashBits: 20,
  charMin: 3,
  charMax: 5,
  /** Feature scheme revision; bump whenever extraction changes in a way that invalidates weights. 2: concept features. */
  scheme: 2,
} as const;

/** Number of weights (hash buckets). */
export const FEATURE_COUNT = 1 << FEATURE_SPEC.hashBits;

const MASK = FEATURE_COUNT - 1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
// Different seeds keep word unigrams, bigrams and char n-grams of the same text apart in the hash space.
const SEED_WORD = 0x9e3779b1;
const SEED_BIGRAM = 0x85ebca77;
const SEED_CHAR = [0, 0x27d4eb2f, 0x165667b1, 0xc2b2ae3d, 0x61c88647, 0x7f4a7c15] as const;
const MAX_WORD_CHARS = 40;

/** Counts of the features a text produced, by group; scores divide each group's sum by √count. */
export interface FeatureCounts {
  words: number;
  chars: number;
}

/**
 * Receives every feature of a text: `index` in [0, FEATURE_COUNT), `group` 0 for word features,
 * 1 for character features. Called once per occurrence (repeated n-grams are visited repeatedly).
 */
export type FeatureSink = (index: number, group: 0 | 1) => void;

/** Final avalanche so that nearby FNV states spread over the whole table. */
function finish(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) & MASK;
}

/** True for code units that start or continue a word: ASCII letters/digits and most non-ASCII letters. */
function isWordUnit(code: number): boolean {
  if (code < 0x80) {
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a);
  }
  if (code < 0xc0) return false; // Latin-1 punctuation and symbols
  if (code >= 0x2000 && code <= 0x2bff) return false; // general punctuation, arrows, symbols
  if (code >= 0x3000 && code <= 0x303f) return false; // CJK punctuation
  if (code >= 0xfe30 && code <= 0xfe6f) return false; // CJK compatibility forms
  if (code >= 0xff00 && code <= 0xff0f) return false; // full-width punctuation
  if (code >= 0xff1a && code <= 0xff20) return false;
  return true;
}

/** CJK ideographs and kana: no spaces between words, so each one is a word of its own. */
function isCjk(code: number): boolean {
  return (code >= 0x3040 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff);
}

function isSpace(code: number): boolean {
  return (
    code <= 0x20 ||
    code === 0xa0 ||
    code === 0x3000 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029
  );
}

/**
 * Maps one code unit to its feature form: lower-case ASCII, every digit becomes `0` (numbers carry
 * little meaning and many values), every space becomes ` `.
 */
function fold(code: number): number {
  if (code >= 0x41 && code <= 0x5a) return code + 32;
  if (code >= 0x31 && code <= 0x39) return 0x30;
  if (isSpace(code)) return 0x20;
  return code;
}

/** Weight sums of a text's features by group, and how many features each group had. */
export interface FeatureSums extends FeatureCounts {
  wordSum: number;
  charSum: number;
}

/** Classes of ASCII code units for {@link sumFeatureWeights}: folded form, and whether it continues a word. */
const ASCII_FOLD = new Uint8Array(128);
const ASCII_WORD = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  ASCII_FOLD[code] = fold(code);
  ASCII_WORD[code] = isWordUnit(fold(code)) ? 1 : 0;
}

/** The scanner of {@link sumFeatureWeights}, reset per call (scoring is synchronous, so one is enough). */
const SHARED_SCANNER = new ConceptScanner();

/**
 * The same features as {@link extractFeatures}, summed over `weights` in the same order (so float
 * sums round identically) without a callback per feature: the scoring hot path. A test pins that
 * both agree feature for feature.
 */
export function sumFeatureWeights(text: string, weights: ArrayLike<number>): FeatureSums {
  const concepts = SHARED_SCANNER;
  concepts.reset();
  let words = 0;
  let chars = 0;
  let wordSum = 0;
  let charSum = 0;
  let c1 = 0x20;
  let c2 = 0x20;
  let c3 = 0x20;
  let c4 = 0x20;
  let c5 = 0x20;
  let filled = 1;
  let wordHash = FNV_OFFSET;
  let wordLength = 0;
  let previousWord = -1;
  const length = text.length;
  for (let i = 0; i <= length; i++) {
    const raw = i < length ? text.charCodeAt(i) : 0x20;
    let code: number;
    let cjk = false;
    let wordUnit: boolean;
    if (raw < 0x80) {
      code = ASCII_FOLD[raw] ?? raw;
      wordUnit = ASCII_WORD[raw] === 1;
    } else {
      code = fold(raw);
      cjk = isCjk(code);
      wordUnit = isWordUnit(code);
    }
    if (wordUnit && !cjk) {
      if (wordLength < MAX_WORD_CHARS) wordHash = Math.imul(wordHash ^ code, FNV_PRIME);
      wordLength++;
      concepts.wordUnit(code);
    } else {
      if (wordLength > 0) {
        wordSum += weights[finish(wordHash ^ SEED_WORD)] ?? 0;
        words++;
        if (previousWord !== -1) {
          wordSum += weights[finish(Math.imul(previousWord ^ SEED_BIGRAM, FNV_PRIME) ^ wordHash)] ?? 0;
          words++;
        }
        previousWord = wordHash >>> 0;
        wordHash = FNV_OFFSET;
        wordLength = 0;
        concepts.wordEnd();
      }
      if (cjk) {
        const hash = Math.imul(FNV_OFFSET ^ code, FNV_PRIME);
        wordSum += weights[finish(hash ^ SEED_WORD)] ?? 0;
        words++;
        if (previousWord !== -1) {
          wordSum += weights[finish(Math.imul(previousWord ^ SEED_BIGRAM, FNV_PRIME) ^ hash)] ?? 0;
          words++;
        }
        previousWord = hash >>> 0;
        concepts.cjkUnit(code);
      } else concepts.boundary();
      if (concepts.count > 0) {
        for (let k = 0; k < concepts.count; k++) wordSum += weights[finish(concepts.keys[k] ?? 0)] ?? 0;
        words += concepts.count;
        concepts.drain();
      }
    }
    if (code === 0x20 && c1 === 0x20) continue;
    c5 = c4;
    c4 = c3;
    c3 = c2;
    c2 = c1;
    c1 = code;
    if (filled < 5) filled++;
    let h = Math.imul(FNV_OFFSET ^ c1, FNV_PRIME);
    if (cjk) {
      charSum += weights[finish(h ^ SEED_CHAR[1])] ?? 0;
      chars++;
    }
    if (filled < 2) continue;
    h = Math.imul(h ^ c2, FNV_PRIME);
    if (cjk || (c2 >= 0x3040 && isCjk(c2))) {
      charSum += weights[finish(h ^ SEED_CHAR[2])] ?? 0;
      chars++;
    }
    if (filled < 3) continue;
    h = Math.imul(h ^ c3, FNV_PRIME);
    charSum += weights[finish(h ^ SEED_CHAR[3])] ?? 0;
    if (filled < 4) {
      chars++;
      continue;
    }
    h = Math.imul(h ^ c4, FNV_PRIME);
    charSum += weights[finish(h ^ SEED_CHAR[4])] ?? 0;
    if (filled < 5) {
      chars += 2;
      continue;
    }
    h = Math.imul(h ^ c5, FNV_PRIME);
    charSum += weights[finish(h ^ SEED_CHAR[5])] ?? 0;
    chars += 3;
  }
  return { words, chars, wordSum, charSum };
}

/**
 * Visits every feature of `text`, which should be normalized already (the detector's normalize()
 * lower-cases and applies NFKC); ASCII case and digits are folded again here, so raw text also works.
 * Returns how many features of each group were visited.
 */
export function extractFeatures(
  text: string,
  sink: FeatureSink,
  concepts: ConceptScanner = new ConceptScanner(),
): FeatureCounts {
  concepts.reset();
  let words = 0;
  let chars = 0;
  // Ring of the last 5 folded code units (whitespace runs collapsed), for char n-grams.
  let c1 = 0x20;
  let c2 = 0x20;
  let c3 = 0x20;
  let c4 = 0x20;
  let c5 = 0x20;
  let filled = 1; // a virtual leading space marks the start of the text
  let wordHash = FNV_OFFSET;
  let wordLength = 0;
  let previousWord = -1; // hash of the previous word, -1 at the start
  const length = text.length;
  for (let i = 0; i <= length; i++) {
    const raw = i < length ? text.charCodeAt(i) : 0x20;
    const code = fold(raw);
    // Words.
    const cjk = isCjk(code);
    if (isWordUnit(code) && !cjk) {
      if (wordLength < MAX_WORD_CHARS) wordHash = Math.imul(wordHash ^ code, FNV_PRIME);
      wordLength++;
      concepts.wordUnit(code);
    } else {
      if (wordLength > 0) {
        emitWord(wordHash);
        wordHash = FNV_OFFSET;
        wordLength = 0;
        concepts.wordEnd();
      }
      if (cjk) {
        emitWord(Math.imul(FNV_OFFSET ^ code, FNV_PRIME));
        concepts.cjkUnit(code);
      } else concepts.boundary();
      for (let k = 0; k < concepts.count; k++) {
        sink(finish(concepts.keys[k] ?? 0), 0);
        words++;
      }
      concepts.drain();
    }
    // Characters (after the word step, so the final virtual space also closes char n-grams).
    if (code === 0x20 && c1 === 0x20) continue;
    c5 = c4;
    c4 = c3;
    c3 = c2;
    c2 = c1;
    c1 = code;
    if (filled < 5) filled++;
    let h = Math.imul(FNV_OFFSET ^ c1, FNV_PRIME);
    if (cjk) {
      sink(finish(h ^ SEED_CHAR[1]), 1);
      chars++;
    }
    if (filled < 2) continue;
    h = Math.imul(h ^ c2, FNV_PRIME);
    if (cjk || isCjk(c2)) {
      sink(finish(h ^ SEED_CHAR[2]), 1);
      chars++;
    }
    if (filled < 3) continue;
    h = Math.imul(h ^ c3, FNV_PRIME);
    sink(finish(h ^ SEED_CHAR[3]), 1);
    if (filled < 4) {
      chars++;
      continue;
    }
    h = Math.imul(h ^ c4, FNV_PRIME);
    sink(finish(h ^ SEED_CHAR[4]), 1);
    if (filled < 5) {
      chars += 2;
      continue;
    }
    h = Math.imul(h ^ c5, FNV_PRIME);
    sink(finish(h ^ SEED_CHAR[5]), 1);
    chars += 3;
  }
  return { words, chars };

  function emitWord(hash: number): void {
    sink(finish(hash ^ SEED_WORD), 0);
    words++;
    if (previousWord !== -1) {
      sink(finish(Math.imul(previousWord ^ SEED_BIGRAM, FNV_PRIME) ^ hash), 0);
      words++;
    }
    previousWord = hash >>> 0;
  }
}

/** The concepts (concepts.ts) that the model sees in `text`, in order, by name: for tests and for reading a score. */
export function conceptsOf(text: string): string[] {
  const found: number[] = [];
  extractFeatures(text, () => undefined, new ConceptScanner(found));
  return found.map((id) => CONCEPT_NAMES[id] ?? '?');
}
