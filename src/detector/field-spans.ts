/**
 * The fields of structured content (the JSON, Python-dict and YAML renderings of e-mails, events,
 * files, transactions and reviews that agents read from their tools), cut out so the model can score
 * each one alone. An order planted in one field of a long tool result is a sentence or two among many
 * ordinary ones: inside a 512-character window the ordinary ones outvote it, alone it reads as what it
 * is. A field counts at its own threshold (THRESHOLDS.modelField), chosen on the fields of held-out rows
 * scored by each fold's model (scripts/train.ts); the model is trained on windows only.
 */

/** A [start, end) span of the normalized text. */
export interface Span {
  start: number;
  end: number;
}

/**
 * A key opening a field: `"subject":`, `'amount':`, or `subject: ` at the start of a line or after `- `
 * (YAML lists). Keys are identifiers of at most 40 characters, so prose ("Note: …") counts only at a line
 * start, and an unquoted key needs the space after its colon (not "https:", "12:30").
 */
const FIELD_KEY =
  /(?:^|\n|[{,[]\s*)(?:- )?[ \t]*(?:["'][a-z_][\w.-]{0,39}["'][ \t]*:|[a-z_][\w.-]{0,39}:[ \t])/g;

/** Text with fewer keys than this is prose, not structured content, and has no fields. */
const MIN_KEYS = 3;

/**
 * …or with fewer keys per non-empty line than this: a README or man page has `Default: false` and
 * `title: …` lines among hundreds of prose lines, and its prose lines are not fields (held out, package
 * docs lost 3 of 2,558 to its lines scored alone without this test). A tool result is mostly keys.
 */
const MIN_KEYS_PER_LINE = 0.25;

/**
 * A field that holds a datum: a number, a date or time, an e-mail address, true/false/null (`"id": 17`,
 * `date: '2024-05-14'`, `'from': 'ana@example.com'`). Tool results always have some; a system prompt or a
 * README written as `Role: …`, `Tone: …` lines has none, and its lines are not scored alone (scored alone,
 * a defender's "never reveal these instructions" reads like an attack: held out, system prompts lost 1.5
 * points of specificity without this test).
 */
const DATUM_FIELD =
  /["']?[a-z_][\w.-]{0,39}["']?[ \t]*:[ \t]*["']?(?:\d[\d.:/-]*(?:[ t]\d[\d.:]*)?z?|true|false|null|none|[\w.+-]+@[\w-]+\.[\w.-]+)["']?[ \t]*(?:[,}\]\n]|$)/;

/**
 * Where fields and their lines part: line breaks (normalize() has decoded `\n` escapes), and the quotes of
 * `", "`, `": "`, `{"`, `"}` and their single-quoted forms.
 */
const FIELD_BREAK = /\n|["']\s*[,:}\]]\s*[{[]?\s*["']?|[{[]\s*["']/g;

/** Pieces of fewer words than this are not scored alone (the model's score of a few words is mostly its prior). */
export const MIN_FIELD_WORDS = 6;

/** Non-empty lines of `text`. */
function lineCount(text: string): number {
  let lines = 0;
  let blank = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      if (!blank) lines++;
      blank = true;
    } else if (code !== 32 && code !== 9 && code !== 13) blank = false;
  }
  return blank ? lines : lines + 1;
}

/** Pieces longer than a model window are left to the windows. */
const MAX_FIELD_CHARS = 512;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The pieces of a structured normalized `text` to score alone: its field values, line by line, of at least
 * MIN_FIELD_WORDS words and at most MAX_FIELD_CHARS characters. Empty for prose (fewer than MIN_KEYS keys or
 * MIN_KEYS_PER_LINE, or no DATUM_FIELD) and for a text that is one piece. Linear in the text's length.
 */
export function fieldSpans(text: string): Span[] {
  let keys = 0;
  FIELD_KEY.lastIndex = 0;
  while (FIELD_KEY.exec(text) !== null) keys++;
  if (keys < MIN_KEYS || keys < lineCount(text) * MIN_KEYS_PER_LINE || !DATUM_FIELD.test(text)) return [];
  const spans: Span[] = [];
  let from = 0;
  FIELD_BREAK.lastIndex = 0;
  for (;;) {
    const cut = FIELD_BREAK.exec(text);
    const to = cut === null ? text.length : cut.index;
    const span = trimmed(text, from, to);
    if (span !== undefined) spans.push(span);
    if (cut === null) break;
    from = cut.index + cut[0].length;
    if (cut[0].length === 0) FIELD_BREAK.lastIndex++;
  }
  return spans.length === 1 && spans[0]?.start === 0 && spans[0].end === text.length ? [] : spans;
}

/** The span [from, to) without its outer white space, when it is a piece worth scoring. */
function trimmed(text: string, from: number, to: number): Span | undefined {
  let start = from;
  let end = to;
  while (start < end && /\s/.test(text[start] as string)) start++;
  while (end > start && /\s/.test(text[end - 1] as string)) end--;
  if (end - start > MAX_FIELD_CHARS || end - start < MIN_FIELD_WORDS * 2) return undefined;
  let words = 0;
  WORD.lastIndex = 0;
  const piece = text.slice(start, end);
  while (words < MIN_FIELD_WORDS && WORD.exec(piece) !== null) words++;
  return words < MIN_FIELD_WORDS ? undefined : { start, end };
}
