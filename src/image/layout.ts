/**
 * From tesseract's words to text in a person's reading order: words under a confidence floor are dropped
 * (noise read as letters), lines that run across a column gap are cut there, and the columns of a block are
 * read one after the other instead of straight across.
 */
import type { OcrWord } from './ocr-pool.js';

/**
 * Words below this confidence (0–100) are dropped before detection. Measured on the image benchmark: noise
 * read as letters scores mostly under 40, faint but real words 50–90.
 */
export const CONFIDENCE_FLOOR = 40;
/**
 * Words between this confidence and the floor are kept in a second, lenient reading of each block when
 * they are plain words (two or more letters, at most a trailing punctuation mark): faint or grainy text
 * often loses one key word ("ignore") just under the floor, while noise read as letters rarely forms
 * whole words. The page text stays strict; detection runs on the lenient blocks as well. Development set,
 * low contrast, seeds 7-9: 52 -> 54 of 68 attacks, 28 of 28 benign still pass.
 */
export const LENIENT_FLOOR = 25;
/** Faint words are kept in the lenient reading only in lines with at least this many legible words. */
const LENIENT_LINE_WORDS = 2;
/**
 * A block, column or lenient reading is scanned on its own only when it holds at least this many words:
 * one word cannot be an instruction, and the trained model scores some two-letter crumbs of noise as one
 * ("te": 0.67). The word still reaches the detector in the page text.
 */
const MIN_PART_WORDS = 2;
/** A gap wider than this many line heights between two words of a line separates columns. */
const COLUMN_GAP_HEIGHTS = 1.6;

/** Text read from one OCR pass. */
export interface ReadText {
  /** All blocks in reading order, separated by blank lines. */
  text: string;
  /**
   * Each block (and column) on its own, then the lenient reading of those that differ (see LENIENT_FLOOR):
   * detection runs on them as well as on the page.
   */
  blocks: string[];
  /** Words kept. */
  words: number;
  /** Words dropped under the confidence floor (unreadable). */
  unreadable: number;
  /** Mean confidence of the words kept (0 when none). */
  meanConfidence: number;
  /** Median height of the words kept, in px (0 when none). */
  medianHeight: number;
}

/** Builds the reading-order text of one OCR result. */
export function readWords(words: readonly OcrWord[], floor = CONFIDENCE_FLOOR): ReadText {
  const legible = (word: OcrWord): boolean => word.confidence >= floor && /[\p{L}\p{N}]/u.test(word.text);
  const kept = words.filter(legible);
  // Lines hold every word tesseract found, unreadable ones too: a dropped word leaves a hole in its line
  // that must not read as a column gap ("for the ▯▯▯: ignore" is one line, not two columns).
  const blocks = new Map<number, OcrWord[][]>();
  const lineKeys = new Map<string, OcrWord[]>();
  for (const word of words) {
    if (word.text.trim() === '') continue;
    const key = `${word.block}.${word.paragraph}.${word.line}`;
    let line = lineKeys.get(key);
    if (line === undefined) {
      line = [];
      lineKeys.set(key, line);
      const block = blocks.get(word.block) ?? [];
      block.push(line);
      blocks.set(word.block, block);
    }
    line.push(word);
  }
  const blockTexts: string[] = [];
  for (const lines of blocks.values()) blockTexts.push(...readBlock(lines, legible));
  // The lenient reading of each block, where it differs: faint words that are plain words kept too, in lines
  // that read (LENIENT_LINE_WORDS legible words or more). A lenient reading fills a faint word or two into
  // legible text; lines of faint short words alone are noise ("Rees / Te / Ya / Te / hr / aha,").
  const readable = new Set<OcrWord>();
  for (const line of lineKeys.values())
    if (line.filter(legible).length >= LENIENT_LINE_WORDS) for (const word of line) readable.add(word);
  const plainWord = (word: OcrWord): boolean =>
    legible(word) ||
    (readable.has(word) && word.confidence >= LENIENT_FLOOR && /^\p{L}{2,}[.,:;!?]?$/u.test(word.text));
  const lenientTexts: string[] = [];
  for (const lines of blocks.values())
    for (const part of readBlock(lines, plainWord)) if (!blockTexts.includes(part)) lenientTexts.push(part);
  const wordCount = (part: string): number => part.split(/\s+/).filter((word) => word !== '').length;
  const enough = (part: string): boolean => wordCount(part) >= MIN_PART_WORDS;
  return {
    text: blockTexts.join('\n\n'),
    blocks: [...blockTexts, ...lenientTexts].filter(enough),
    words: kept.length,
    unreadable: words.length - kept.length,
    meanConfidence:
      kept.length === 0 ? 0 : kept.reduce((sum, word) => sum + word.confidence, 0) / kept.length,
    medianHeight: median(kept.map((word) => word.height)),
  };
}

/**
 * The legible text of one block: one string per column (a single one when the block has no column gap).
 * Gaps are measured between all words; only legible words are kept in the text.
 */
function readBlock(lines: OcrWord[][], legible: (word: OcrWord) => boolean): string[] {
  const sorted = lines.map((line) => [...line].sort((a, b) => a.left - b.left));
  const cuts: number[] = [];
  for (const line of sorted) {
    const height = median(line.map((word) => word.height));
    for (let index = 1; index < line.length; index += 1) {
      const before = line[index - 1] as OcrWord;
      const after = line[index] as OcrWord;
      const gap = after.left - (before.left + before.width);
      if (gap > COLUMN_GAP_HEIGHTS * height) cuts.push(before.left + before.width + gap / 2);
    }
  }
  const text = (line: readonly OcrWord[]): string =>
    line
      .filter(legible)
      .map((word) => word.text)
      .join(' ');
  const nonEmpty = (parts: string[]): string[] => parts.filter((part) => part !== '');
  if (cuts.length === 0) {
    const joined = nonEmpty(sorted.map(text)).join('\n');
    return joined === '' ? [] : [joined];
  }
  const boundaries = clusterCuts(cuts, median(sorted.flat().map((word) => word.height)) * 2);
  const columns: string[][] = Array.from({ length: boundaries.length + 1 }, () => []);
  for (const line of sorted) {
    const parts: OcrWord[][] = Array.from({ length: boundaries.length + 1 }, () => []);
    for (const word of line) {
      const centre = word.left + word.width / 2;
      const column = boundaries.filter((boundary) => centre > boundary).length;
      parts[column]?.push(word);
    }
    parts.forEach((part, column) => {
      const partText = text(part);
      if (partText !== '') columns[column]?.push(partText);
    });
  }
  return columns.filter((column) => column.length > 0).map((column) => column.join('\n'));
}

/** Groups nearby cut positions; each group's mean is a column boundary, left to right. */
function clusterCuts(cuts: number[], tolerance: number): number[] {
  const groups: number[][] = [];
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const last = groups.at(-1);
    if (last !== undefined && cut - (last.at(-1) ?? cut) <= tolerance) last.push(cut);
    else groups.push([cut]);
  }
  return groups.map((group) => group.reduce((sum, value) => sum + value, 0) / group.length);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
