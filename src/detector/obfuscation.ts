/**
 * Finds text hidden from a human reader and decodes it so the rules can scan it: base64, hex, binary
 * and URL-encoded runs, Unicode tag characters and variation-selector smuggling (over the original
 * text), plus rot13 and leetspeak (one-for-one rewrites of the normalized text). Every scan is linear
 * and bounded: runs and decoded sizes are capped.
 */
import { asTwoByte } from './normalize.js';

/** A run of original text that decodes to readable text. */
export interface HiddenText {
  /** Start of the encoded run in the original text. */
  start: number;
  /** End (exclusive) of the encoded run in the original text. */
  end: number;
  /** The decoded text. */
  decoded: string;
  /** How it was hidden: "base64", "hex", "binary", "URL encoding", "Unicode tag characters", … */
  trick: string;
}

/** Tricks whose hidden text is itself a finding, whatever it says. */
export const TRICK_UNICODE_TAGS = 'Unicode tag characters';
/** Variation-selector smuggling ("emoji smuggling"). */
export const TRICK_VARIATION_SELECTORS = 'Unicode variation selectors';

/** Limits that keep decoding linear and bounded. */
export const OBFUSCATION_LIMITS = {
  /** At most this many encoded runs are decoded per text. */
  maxRuns: 64,
  /** Runs longer than this many characters are only decoded up to it. */
  maxRunLength: 16_384,
  /** Total characters decoded per text. */
  maxTotalDecoded: 131_072,
  /** Decoded text shorter than this is ignored (a real instruction needs a few words). */
  minDecodedLength: 8,
} as const;

/** Hex with separators ("\\x69\\x67", "0x69, 0x67", "69 67 6e"); dense hex is found by the run scanner. */
const SEPARATED_HEX_RUN =
  /(?:\\x[0-9a-fA-F]{2}){6,}|(?:0x[0-9a-fA-F]{2}[ ,]{0,2}){6,}|\b(?:[0-9a-fA-F]{2}[ :]){9,}[0-9a-fA-F]{2}\b/g;
const SEPARATED_HEX_GATE = /[ :][0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}[ :]/;
const SPACED_BINARY_RUN = /\b(?:[01]{8} ){5,}[01]{8}\b/g;
const SPACED_BINARY_GATE = /[01]{8} [01]{8}/;
/** Dense runs shorter than this are not decoded (a 20-character base64 run is 15 bytes). */
const MIN_DENSE_RUN = 20;
/** Characters of the base64 (and base64url) alphabet, which includes hex and binary digits. */
const DENSE = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-')
  DENSE[ch.charCodeAt(0)] = 1;
const isDense = (code: number): boolean => code < 128 && DENSE[code] === 1;
/** A whitespace-free token with at least four %XX escapes; it starts at a token start (linear). */
const URL_ENCODED_RUN = /(?<![^\s<>"])(?:[^\s%<>"]{0,40}%[0-9A-Fa-f]{2}){4,}[^\s%<>"]*/g;
const TAG_RUN = /(?:\uDB40[\uDC00-\uDC7F])+/g;
const VARIATION_RUN = /(?:[\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]){4,}/g;
const BLACK_FLAG = '\u{1F3F4}';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes bytes as UTF-8 text, or undefined when they are not readable text. */
function readableText(bytes: Uint8Array): string | undefined {
  if (bytes.length < OBFUSCATION_LIMITS.minDecodedLength) return undefined;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  return isReadable(text) ? text : undefined;
}

/** True when text looks like words: mostly printable, no control bytes, several letters. */
export function isReadable(text: string): boolean {
  let printable = 0;
  let letters = 0;
  let total = 0;
  for (const ch of text) {
    total++;
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 9 || cp === 10 || cp === 13 || (cp >= 32 && cp < 127) || cp >= 160) printable++;
    if ((cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122) || cp >= 0x00c0) letters++;
    if (cp === 0xfffd) return false;
  }
  return total > 0 && printable / total >= 0.95 && letters >= 4 && letters / total >= 0.5;
}

/**
 * Finds runs of the original text that decode to readable text (base64, hex, binary, URL encoding,
 * Unicode tags, variation selectors). Runs are capped by {@link OBFUSCATION_LIMITS}.
 */
export function findHiddenTexts(original: string): HiddenText[] {
  const found: HiddenText[] = [];
  let budget = OBFUSCATION_LIMITS.maxTotalDecoded;
  let runs = 0;
  const scan = (
    pattern: RegExp,
    trick: string,
    decode: (run: string, at: number) => string | undefined,
  ): void => {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(original); match !== null; match = pattern.exec(original)) {
      if (runs >= OBFUSCATION_LIMITS.maxRuns || budget <= 0) return;
      const run = match[0].slice(0, Math.min(OBFUSCATION_LIMITS.maxRunLength, budget));
      runs++;
      budget -= run.length;
      const decoded = decode(run, match.index);
      if (decoded !== undefined) {
        found.push({ start: match.index, end: match.index + match[0].length, decoded, trick });
      }
    }
  };
  // Cheap gates first: most texts contain none of these.
  if (original.includes('\uDB40')) {
    scan(TAG_RUN, TRICK_UNICODE_TAGS, (run, at) => decodeTags(run, at, original));
    scan(VARIATION_RUN, TRICK_VARIATION_SELECTORS, decodeVariationSelectors);
  } else if (/[\uFE00-\uFE0F]{4}/.test(original)) {
    scan(VARIATION_RUN, TRICK_VARIATION_SELECTORS, decodeVariationSelectors);
  }
  if (original.includes('%')) scan(URL_ENCODED_RUN, 'URL encoding', decodeUrl);
  if (original.includes('\\x') || original.includes('0x') || SEPARATED_HEX_GATE.test(original))
    scan(SEPARATED_HEX_RUN, 'hex', decodeHex);
  if (SPACED_BINARY_GATE.test(original)) scan(SPACED_BINARY_RUN, 'binary', decodeBinary);
  for (const [start, end] of denseRuns(original)) {
    if (runs >= OBFUSCATION_LIMITS.maxRuns || budget <= 0) break;
    const run = original.slice(start, Math.min(end, start + OBFUSCATION_LIMITS.maxRunLength, start + budget));
    runs++;
    budget -= run.length;
    const [trick, decoded] = /^[01]+$/.test(run)
      ? ['binary', decodeBinary(run)]
      : /^[0-9a-fA-F]+$/.test(run)
        ? ['hex', decodeHex(run)]
        : ['base64', decodeBase64(run)];
    if (decoded !== undefined) found.push({ start, end, decoded, trick });
  }
  return found;
}

/**
 * Runs of base64-alphabet characters at least MIN_DENSE_RUN long, continued across line breaks
 * (wrapped base64) and with trailing `=` padding. A hand-written scanner: one pass, no backtracking.
 */
function denseRuns(text: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const { length } = text;
  let i = 0;
  // Skip-ahead scan: a run of MIN_DENSE_RUN characters starting in [i, probe] must cover `probe`,
  // so a non-alphabet character there rules out the whole stretch (ordinary words are short).
  while (i + MIN_DENSE_RUN - 1 < length) {
    const probe = i + MIN_DENSE_RUN - 1;
    if (!isDense(text.charCodeAt(probe))) {
      i = probe + 1;
      continue;
    }
    let start = probe;
    while (start > i && isDense(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < length && isDense(text.charCodeAt(end))) end++;
    if (end - start < MIN_DENSE_RUN) {
      i = end;
      continue;
    }
    // Wrapped base64: a line break followed by more of the alphabet continues the run.
    for (;;) {
      let next = end;
      if (text.charCodeAt(next) === 13) next++;
      if (text.charCodeAt(next) !== 10) break;
      next++;
      const lineStart = next;
      while (next < length && isDense(text.charCodeAt(next))) next++;
      if (next - lineStart < 4) break;
      end = next;
    }
    const padStart = end;
    while (end < length && text.charCodeAt(end) === 61 && end - padStart < 2) end++;
    runs.push([start, end]);
    i = end;
  }
  return runs;
}

function decodeBase64(run: string): string | undefined {
  // Plain words, hex digests and paths are not base64 worth decoding.
  if (/^[0-9a-fA-F]+$/.test(run) || !/[A-Z]/.test(run) || !/[a-z]/.test(run)) return undefined;
  const body = run.replace(/\s+/g, '').replace(/=+$/, '');
  // Decode a whole number of 4-character groups so a trailing partial group does not add garbage.
  const usable = body.length - (body.length % 4 === 1 ? 1 : 0);
  return readableText(Buffer.from(body.slice(0, usable), 'base64'));
}

function decodeHex(run: string): string | undefined {
  const digits = run.replace(/\\x|0x|[ ,:]/gi, '');
  if (digits.length % 2 !== 0) return undefined;
  return readableText(Buffer.from(digits, 'hex'));
}

function decodeBinary(run: string): string | undefined {
  const bits = run.replace(/ /g, '');
  const bytes = new Uint8Array(Math.floor(bits.length / 8));
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2);
  return readableText(bytes);
}

function decodeUrl(run: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(run.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
  return decoded.length >= OBFUSCATION_LIMITS.minDecodedLength && isReadable(decoded) ? decoded : undefined;
}

/** Tag characters U+E0020–U+E007E mirror ASCII; emoji subdivision flags (🏴 + tags) are legitimate. */
function decodeTags(run: string, at: number, original: string): string | undefined {
  let decoded = '';
  for (let i = 1; i < run.length; i += 2) {
    const cp = run.charCodeAt(i) - 0xdc00;
    if (cp >= 0x20 && cp < 0x7f) decoded += String.fromCharCode(cp);
  }
  if (at >= 2 && original.slice(at - 2, at) === BLACK_FLAG && /^[a-z0-9]{2,7}$/.test(decoded))
    return undefined;
  return decoded.trim() === '' ? undefined : decoded;
}

/** Variation selectors as bytes: VS1–VS16 are 0–15, VS17–VS256 are 16–255 ("emoji smuggling"). */
function decodeVariationSelectors(run: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < run.length; i++) {
    const unit = run.charCodeAt(i);
    if (unit >= 0xfe00 && unit <= 0xfe0f) bytes.push(unit - 0xfe00);
    else if (unit === 0xdb40) {
      bytes.push(run.charCodeAt(i + 1) - 0xdd00 + 16);
      i++;
    }
  }
  return readableText(Uint8Array.from(bytes));
}

/** rot13 forms of words that hijacks almost always contain ("ignore", "instructions", "system prompt", …). */
const ROT13_HINT = /\b(?:vtaber|qvfertneq|sbetrg|vafgehpgvba|cebzcg|cnffjbeq|cjarq|erirny)|\brot-?13\b/;
/** A leet digit or symbol between two letters ("h4ck", "1gn0re"); "mp3" or "hello!" do not count. */
const LEET_HINT = /[a-z][0134579@$!|]+[a-z]/;
const LEET_CHARACTER = /[0134579@$!|]/;
/** Numbers with a unit or ordinal suffix ("5th", "10kg", "3x") are not leetspeak. */
const ORDINAL_OR_UNIT =
  /^\d+(?:st|nd|rd|th|s|k|m|g|x|d|h|kb|mb|gb|tb|px|pm|am|ms|kg|km|cm|mm|ml|mg|hz|ghz|mhz|fps|gbps|mbps)$/;
const LEET_MAP: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** Code units {@link rot13Variant} turns back into text per String.fromCharCode call (well under the argument limit). */
const UNITS_PER_CALL = 4096;

/**
 * rot13 of normalized text when it looks like it holds rot13 words; same length, or undefined.
 * Written into a typed array and read back a chunk at a time (about 4× faster on a long text than
 * a regex replace with a callback per letter; String.fromCharCode keeps lone surrogates, which a
 * UTF-16 TextDecoder would replace), then made two-byte as the rules expect (see asTwoByte).
 */
export function rot13Variant(normalizedText: string): string | undefined {
  if (!ROT13_HINT.test(normalizedText)) return undefined;
  const { length } = normalizedText;
  const units = new Uint16Array(length);
  for (let k = 0; k < length; k++) {
    const code = normalizedText.charCodeAt(k);
    units[k] = code >= 97 && code <= 122 ? (code >= 110 ? code - 13 : code + 13) : code;
  }
  let out = '';
  // apply takes the typed array as it is (a spread of it costs about 3× as much).
  for (let k = 0; k < length; k += UNITS_PER_CALL)
    out += String.fromCharCode.apply(null, units.subarray(k, k + UNITS_PER_CALL) as unknown as number[]);
  return asTwoByte(out);
}

/** Classes of ASCII code units for {@link leetVariant}: 1 = a-z, 2 = a leet digit or symbol, 3 = another digit. */
const LEET_CLASS = new Uint8Array(128);
for (let code = 97; code <= 122; code++) LEET_CLASS[code] = 1;
for (const ch of '0123456789@$!|') LEET_CLASS[ch.charCodeAt(0)] = /[0134579@$!|]/.test(ch) ? 2 : 3;

/** Leet words are words: longer runs are hashes, base64, keys and URLs, whose "decoding" only costs scans. */
const MAX_LEET_WORD = 20;
const BANG = 33;
const PERCENT = 37;
const DOT = 46;
const HYPHEN = 45;

/**
 * Leetspeak decoded ("1gn0r3" → "ignore") inside words that mix letters and digits; same length.
 * A word is a maximal run of [a-z0-9@$!|] that holds a letter (what a global regex of such runs
 * around a letter matches; a test pins the two against each other); one pass over the text finds
 * them, and only words with a leet character are rewritten. Not leet, and left as they are: a word's
 * trailing "!" (punctuation: "team!"), words with a digit leetspeak does not use ("base64", "utf8"),
 * words over MAX_LEET_WORD characters, percent-encoded bytes ("%20to") and e-mail addresses
 * ("legal@acme-corp.com"). On the 100 KB documents of `npm run bench` these
 * were all the rewrites, and every rewrite costs a rescan of the rules around it.
 */
export function leetVariant(normalizedText: string): string | undefined {
  if (!LEET_HINT.test(normalizedText)) return undefined;
  const { length } = normalizedText;
  let out = '';
  let copied = 0;
  let at = 0;
  while (at < length) {
    const code = normalizedText.charCodeAt(at);
    if (code >= 128 || LEET_CLASS[code] === 0) {
      at++;
      continue;
    }
    const start = at;
    let letter = false;
    let leet = false;
    let otherDigit = false;
    for (; at < length; at++) {
      const unit = normalizedText.charCodeAt(at);
      const kind = unit < 128 ? (LEET_CLASS[unit] ?? 0) : 0;
      if (kind === 0) break;
      if (kind === 1) letter = true;
      else if (kind === 2) leet = true;
      else otherDigit = true;
    }
    let end = at;
    while (end > start && normalizedText.charCodeAt(end - 1) === BANG) end--;
    if (!letter || !leet || otherDigit || end - start > MAX_LEET_WORD) continue;
    if (start > 0 && normalizedText.charCodeAt(start - 1) === PERCENT) continue;
    const token = normalizedText.slice(start, end);
    if (!LEET_CHARACTER.test(token) || ORDINAL_OR_UNIT.test(token)) continue;
    const next = normalizedText.charCodeAt(end);
    if ((next === DOT || next === HYPHEN) && token.includes('@')) continue;
    let decoded = '';
    for (const ch of token) decoded += LEET_MAP[ch] ?? ch;
    out += normalizedText.slice(copied, start) + decoded;
    copied = end;
  }
  return copied === 0 ? undefined : out + normalizedText.slice(copied);
}
