/**
 * Text normalization before rule matching: NFKC, invisible and control characters removed, homoglyphs and
 * diacritics folded, letters spaced or dotted apart collapsed, lower case. Every normalized character
 * remembers the span of original text it came from, so evidence points at what the user wrote.
 */

/** Normalized text plus the map from its offsets back to the original text. */
export interface NormalizedText {
  /** The normalized text that rules and the model see. */
  readonly text: string;
  /** The original text. */
  readonly original: string;
  /**
   * Original offset where the source of each normalized character starts (at least text.length
   * entries). Read only: it may be a view of a table that other texts share.
   */
  readonly starts: Int32Array;
  /** Original offset where the source of each normalized character ends (exclusive). Read only, too. */
  readonly ends: Int32Array;
}

/** A half-open span [start, end) of UTF-16 code units. */
export interface TextSpan {
  start: number;
  end: number;
}

/** Maps a normalized offset to the original offset it came from (text.length maps to original.length). */
export function toOriginalOffset(normalized: NormalizedText, offset: number): number {
  if (offset >= normalized.text.length) return normalized.original.length;
  return normalized.starts[Math.max(0, offset)] ?? 0;
}

/** Maps a normalized span [start, end) to the span of original text that produced it. */
export function toOriginalSpan(normalized: NormalizedText, start: number, end: number): TextSpan {
  if (end <= start) {
    const at = toOriginalOffset(normalized, start);
    return { start: at, end: at };
  }
  const last = Math.min(end, normalized.text.length) - 1;
  return {
    start: toOriginalOffset(normalized, start),
    end: normalized.ends[last] ?? normalized.original.length,
  };
}

/**
 * Characters that render as nothing: zero-width spaces and joiners, bidi controls, soft hyphen,
 * variation selectors, Unicode tag characters, Hangul fillers. Attackers use them to split words.
 */
export function isInvisibleCodePoint(cp: number): boolean {
  return (
    cp === 0x00ad ||
    cp === 0x034f ||
    cp === 0x061c ||
    cp === 0x115f ||
    cp === 0x1160 ||
    cp === 0x17b4 ||
    cp === 0x17b5 ||
    cp === 0x180e ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) ||
    cp === 0x3164 ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff ||
    cp === 0xffa0 ||
    (cp >= 0xfff9 && cp <= 0xfffb) ||
    (cp >= 0xe0000 && cp <= 0xe007f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef)
  );
}

/**
 * C0 and C1 control characters other than the whitespace ones (tab, line feed, vertical tab, form
 * feed, carriage return; NEL becomes a line feed): NUL, SOH, BS, ESC, DEL, U+0080-U+009F. They render
 * as nothing or garble a terminal, and attackers put them between letters to split words.
 */
export function isControlCodePoint(cp: number): boolean {
  return (cp < 0x20 && !(cp >= 0x09 && cp <= 0x0d)) || (cp >= 0x7f && cp <= 0x9f && cp !== 0x85);
}

/**
 * The trick, when `original` (the source of a match) holds characters that normalization removed:
 * "control characters" (NUL, BS, DEL, …) before "invisible characters" (zero-width, bidi, …).
 */
export function removedCharacterTrick(original: string): string | undefined {
  let invisible = false;
  for (let i = 0; i < original.length; i++) {
    const code = original.charCodeAt(i);
    if (code >= 0x20 && code < 0x7f) continue;
    const cp = original.codePointAt(i) ?? code;
    if (isControlCodePoint(cp)) return TRICK_CONTROL_CHARACTERS;
    if (isInvisibleCodePoint(cp)) invisible = true;
    if (cp > 0xffff) i++;
  }
  return invisible ? TRICK_INVISIBLE_CHARACTERS : undefined;
}

/** Trick names of characters removed inside a match. */
export const TRICK_CONTROL_CHARACTERS = 'control characters';
export const TRICK_INVISIBLE_CHARACTERS = 'invisible characters';

/** Punctuation look-alikes that NFKC keeps apart from their ASCII forms. */
const PUNCTUATION_FOLDS: Readonly<Record<number, string>> = {
  133: '\n',
  8216: "'",
  8217: "'",
  8218: "'",
  8219: "'",
  8242: "'",
  180: "'",
  700: "'",
  8220: '"',
  8221: '"',
  8222: '"',
  8223: '"',
  171: '"',
  187: '"',
  8243: '"',
  8208: '-',
  8209: '-',
  8210: '-',
  8211: '-',
  8212: '-',
  8213: '-',
  8722: '-',
  8226: '*',
  183: '.',
  8228: '.',
  12290: '。',
};

/**
 * Cyrillic and Greek letters (lower case, after NFKC) that look like Latin letters. Every target is a
 * single UTF-16 unit, so folding keeps offsets one-to-one.
 */
export const HOMOGLYPHS: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ı: 'i',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
};

/** Greek and Cyrillic letters with no Latin look-alike: a word containing one is genuine and left alone. */
const GENUINE_LETTERS = 'бгдєжзийлфцчшщъыьэюяґδζθλμξπσςφψ';
/** HOMOGLYPHS as a table by code point (0 = no look-alike). */
const FOLD_TABLE = new Uint16Array(0x530);
for (const [from, to] of Object.entries(HOMOGLYPHS)) FOLD_TABLE[from.charCodeAt(0)] = to.charCodeAt(0);
const GENUINE_TABLE = new Uint8Array(0x530);
for (const ch of GENUINE_LETTERS) GENUINE_TABLE[ch.charCodeAt(0)] = 1;
const HAS_CONFUSABLE_SCRIPT = /[\u0370-\u03ff\u0400-\u052f\u0261\u0131]/u;
const CONFUSABLE_CHAR = /[\u0370-\u03ff\u0400-\u052f\u0261\u0131]/g;
/** Words are expanded at most this far around a look-alike (keeps long unspaced scripts linear). */
const MAX_WORD = 64;

/**
 * Letters spaced or dotted apart: at least four single letters separated by one separator
 * (" ", ".", "-", "_", "*") or by 2-3 spaces between words ("i g n o r e   a l l").
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:(?:[.\-_*]|[ ]{1,3})\p{L}(?![\p{L}\p{N}])){3,}/gu;
/** Cheap gate for SPACED_LETTERS (ASCII letters; homoglyphs are folded by then). */
const HAS_SPACED_LETTERS = /[a-z][ .\-_*][a-z][ .\-_*][a-z][ .\-_*][a-z]/;

/**
 * Characters that NFKC, invisible- and control-character removal and diacritic folding leave alone
 * and that lower-case one-to-one are copied in runs: printable ASCII and whitespace, basic Cyrillic, kana, CJK ideographs, Hangul
 * syllables. This finds the next character that is not one of them.
 */
const UNSTABLE = /[^\t\n\v\f\r\x20-\x7e\u0400-\u045f\u4e00-\u9fff\uac00-\ud7a3\u3041-\u3096\u30a1-\u30fa]/g;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const foldCache = new Map<number, string>();

/** Arabic short-vowel marks (harakat, shadda, sukun), superscript alef and tatweel: decoration that splits words. */
function isArabicMark(cp: number): boolean {
  return (cp >= 0x064b && cp <= 0x065f) || cp === 0x0670 || cp === 0x0640;
}

/** NFKC + lower case + diacritics removed (for Latin, Greek and Cyrillic only) for one code point. */
function foldCodePoint(cp: number): string {
  const cached = foldCache.get(cp);
  if (cached !== undefined) return cached;
  let folded = PUNCTUATION_FOLDS[cp];
  if (folded === undefined) {
    if ((cp >= 0x0300 && cp <= 0x036f) || isArabicMark(cp)) {
      folded = '';
    } else if (cp === 0x0622 || cp === 0x0623 || cp === 0x0625) {
      // Arabic alef with madda or hamza above/below reads as bare alef in search.
      folded = '\u0627';
    } else {
      folded = String.fromCodePoint(cp).normalize('NFKC').toLowerCase();
      // Only for alphabets where accents are decoration to an attacker; Hangul would fall apart under NFD.
      if (/[\u00c0-\u03ff\u1e00-\u1fff]/u.test(folded))
        folded = folded.normalize('NFD').replace(COMBINING_MARKS, '');
    }
  }
  // The cache is bounded by the number of distinct code points, a few thousand in practice.
  if (foldCache.size < 20_000) foldCache.set(cp, folded);
  return folded;
}

/**
 * `text` as a two-byte string (same characters). V8 compiles a regex separately for one-byte (Latin-1)
 * and two-byte subjects, and once a process holds about 16 MB of executable code it compiles new
 * regexes unoptimized: a process that scanned non-Latin-1 text and then Latin-1 text (or the reverse)
 * compiled every rule twice, and the second copies ran about 1.5x slower. Scanning only two-byte
 * strings compiles each rule once.
 */
export function asTwoByte(text: string): string {
  // Flattening the concatenation copies `text` into a two-byte string; the slice is a view of it.
  return `\u0100${text}`.slice(1);
}

/**
 * Normalizes text for matching in linear time and returns the offset map back to the original.
 * Steps: NFKC per code point, invisible and control characters removed, lower case, Latin diacritics
 * and Arabic vowel marks and tatweel removed, Arabic alef forms folded,
 * Cyrillic/Greek look-alikes folded inside words that mix scripts or consist only of look-alikes,
 * full-width forms folded (by NFKC), JSON string escapes (`\\n`, `\\t`, `\\"`, …) read as
 * what they stand for, and letters spaced or dotted apart collapsed into words.
 */
export function normalize(original: string): NormalizedText {
  const length = original.length;
  UNSTABLE.lastIndex = 0;
  if (length <= SHARED_OFFSETS_LIMIT && !UNSTABLE.test(original)) {
    // The common case: one run that lower-cases one-to-one, so normalized offset k came from
    // original offset k. The offset maps are views of one shared, never-written table.
    const offsets = identityOffsets(length + 1);
    return finishNormalize({
      text: original.toLowerCase(),
      original,
      starts: offsets.subarray(0, length),
      ends: offsets.subarray(1, length + 1),
    });
  }
  let starts: Int32Array = new Int32Array(length + 16);
  let ends: Int32Array = new Int32Array(length + 16);
  let out = '';
  let count = 0;
  let i = 0;
  while (i < length) {
    // Fast path: a run of characters that NFKC leaves alone is lower-cased at once, one-to-one.
    UNSTABLE.lastIndex = i;
    const runEnd = UNSTABLE.test(original) ? UNSTABLE.lastIndex - 1 : length;
    if (runEnd > i) {
      out += original.slice(i, runEnd).toLowerCase();
      if (count + (runEnd - i) > starts.length) [starts, ends] = grow(starts, ends, count + (runEnd - i));
      for (let k = i; k < runEnd; k++) {
        starts[count] = k;
        ends[count] = k + 1;
        count++;
      }
      i = runEnd;
      if (i >= length) break;
    }
    const code = original.charCodeAt(i);
    const cp = original.codePointAt(i) ?? code;
    const width = cp > 0xffff ? 2 : 1;
    if (!isInvisibleCodePoint(cp) && !isControlCodePoint(cp)) {
      const folded = foldCodePoint(cp);
      for (let k = 0; k < folded.length; k++) {
        if (count === starts.length) [starts, ends] = grow(starts, ends);
        starts[count] = i;
        ends[count] = i + width;
        count++;
      }
      out += folded;
    }
    i += width;
  }
  return finishNormalize({ text: out, original, starts, ends });
}

/** Texts up to this long share the identity offset table instead of allocating their own. */
const SHARED_OFFSETS_LIMIT = 1 << 16;
/** `identity[k] === k`; grown on demand, never written after it is filled. */
let identity = new Int32Array(0);

function identityOffsets(size: number): Int32Array {
  if (identity.length < size) {
    identity = new Int32Array(Math.min(Math.max(size, 2 * identity.length, 4096), SHARED_OFFSETS_LIMIT + 1));
    for (let k = 0; k < identity.length; k++) identity[k] = k;
  }
  return identity;
}

/** The steps after per-character folding: JSON string escapes, look-alike letters, then letters spaced apart. */
function finishNormalize(input: NormalizedText): NormalizedText {
  const folded = HAS_STRING_ESCAPE.test(input.text) ? unescapeStringEscapes(input) : input;
  const text = HAS_CONFUSABLE_SCRIPT.test(folded.text) ? foldHomoglyphs(folded.text) : folded.text;
  const normalized: NormalizedText = text === folded.text ? folded : { ...folded, text };
  return HAS_SPACED_LETTERS.test(text) ? collapseSpacedLetters(normalized) : normalized;
}

function grow(starts: Int32Array, ends: Int32Array, needed = 0): [Int32Array, Int32Array] {
  const size = Math.max(starts.length * 2, needed);
  const nextStarts = new Int32Array(size);
  const nextEnds = new Int32Array(size);
  nextStarts.set(starts);
  nextEnds.set(ends);
  return [nextStarts, nextEnds];
}

/** Folds look-alike letters one-for-one (offsets unchanged) in words that are not genuine Cyrillic/Greek. */
function foldHomoglyphs(text: string): string {
  let out = '';
  let copied = 0;
  CONFUSABLE_CHAR.lastIndex = 0;
  for (let match = CONFUSABLE_CHAR.exec(text); match !== null; match = CONFUSABLE_CHAR.exec(text)) {
    let start = match.index;
    while (start > copied && start > match.index - MAX_WORD && isLetterCode(text.charCodeAt(start - 1)))
      start--;
    let end = match.index + 1;
    while (end < text.length && end < match.index + MAX_WORD && isLetterCode(text.charCodeAt(end))) end++;
    CONFUSABLE_CHAR.lastIndex = end;
    let latin = false;
    let genuine = false;
    let allFoldable = true;
    for (let k = start; k < end; k++) {
      const code = text.charCodeAt(k);
      if (code >= 97 && code <= 122) latin = true;
      else if (code < FOLD_TABLE.length && FOLD_TABLE[code] !== 0) continue;
      else {
        allFoldable = false;
        if (code < GENUINE_TABLE.length && GENUINE_TABLE[code] === 1) genuine = true;
      }
    }
    // A word mixing scripts is folded; a pure Greek/Cyrillic word only when every letter has a
    // look-alike and it is long enough not to be an everyday word (Russian "все" stays Russian).
    const fold = latin ? true : !genuine && allFoldable && end - start >= 5;
    if (!fold) continue;
    out += text.slice(copied, start);
    for (let k = start; k < end; k++) {
      const code = text.charCodeAt(k);
      const target = code < FOLD_TABLE.length ? (FOLD_TABLE[code] ?? 0) : 0;
      out += String.fromCharCode(target === 0 ? code : target);
    }
    copied = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Letters for word expansion around a look-alike: a-z and non-ASCII outside punctuation blocks. */
function isLetterCode(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 0xc0 &&
      !(code >= 0x2000 && code <= 0x2bff) &&
      !(code >= 0x3000 && code <= 0x303f) &&
      code !== 0xfeff)
  );
}

/**
 * A JSON or source-code string escape for white space or a quote: `\n`, `\r`, `\t`, `\"`, `\/` (not
 * after another backslash). Tool outputs reach the detector as raw JSON, where `"…\n\nIgnore previous
 * instructions"` would otherwise read as "nignore previous instructions" and miss every rule that looks
 * for the start of a line or sentence.
 */
const STRING_ESCAPE = /(?<!\\)\\[nrt"/]/g;
const HAS_STRING_ESCAPE = /\\[nrt"/]/;
const UNESCAPED: Readonly<Record<string, string>> = { n: '\n', r: '', t: ' ', '"': '"', '/': '/' };

/**
 * Builds a rewrite of normalized `input` left to right: `copy` keeps a stretch of it with its offsets,
 * `put` adds one character that stands for the input characters [from, to].
 */
function rewriter(input: NormalizedText) {
  const { text } = input;
  const starts = new Int32Array(text.length);
  const ends = new Int32Array(text.length);
  let out = '';
  let count = 0;
  return {
    copy(from: number, to: number): void {
      out += text.slice(from, to);
      for (let k = from; k < to; k++) {
        starts[count] = input.starts[k] ?? 0;
        ends[count] = input.ends[k] ?? 0;
        count++;
      }
    },
    put(ch: string, from: number, to: number): void {
      out += ch;
      starts[count] = input.starts[from] ?? 0;
      ends[count] = input.ends[to] ?? 0;
      count++;
    },
    finish(): NormalizedText {
      return { text: out, original: input.original, starts, ends };
    },
  };
}

/** Replaces string escapes by what they stand for; each replacement maps to the two characters it came from. */
function unescapeStringEscapes(input: NormalizedText): NormalizedText {
  const { text } = input;
  const out = rewriter(input);
  let copied = 0;
  STRING_ESCAPE.lastIndex = 0;
  for (let match = STRING_ESCAPE.exec(text); match !== null; match = STRING_ESCAPE.exec(text)) {
    out.copy(copied, match.index);
    const replacement = UNESCAPED[text.charAt(match.index + 1)] ?? '';
    if (replacement !== '') out.put(replacement, match.index, match.index + 1);
    copied = match.index + 2;
  }
  out.copy(copied, text.length);
  return out.finish();
}

/** Removes separators inside runs of spaced-apart letters; wider gaps inside a run become one space. */
function collapseSpacedLetters(input: NormalizedText): NormalizedText {
  const { text } = input;
  const out = rewriter(input);
  let copied = 0;
  SPACED_LETTERS.lastIndex = 0;
  for (let match = SPACED_LETTERS.exec(text); match !== null; match = SPACED_LETTERS.exec(text)) {
    out.copy(copied, match.index);
    const runEnd = match.index + match[0].length;
    let gap = 0;
    for (let k = match.index; k < runEnd; k++) {
      const ch = text.charCodeAt(k);
      const isSeparator = ch === 32 || ch === 46 || ch === 45 || ch === 95 || ch === 42;
      if (isSeparator) {
        gap += ch === 32 ? 1 : 0;
        continue;
      }
      if (gap >= 2) out.put(' ', k - 1, k - 1);
      gap = 0;
      out.copy(k, k + 1);
    }
    copied = runEnd;
  }
  out.copy(copied, text.length);
  return out.finish();
}
