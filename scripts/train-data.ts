/** Training data: the shared datasets (read in place, never copied) plus the project-made rows. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GeneratedRow, generateHardNegatives } from './hard-negatives.js';
import { generateSyntheticRows } from './train-synthetic.js';
import { generateGrammarRows } from './train-synthetic-grammar.js';

/** A training row with the file it came from (the unit of leave-one-source-out validation). */
export interface TrainingRow {
  text: string;
  label: 0 | 1;
  /** Source file name (`bipia.jsonl`) or the generator (`hard-negatives`, `synthetic`). */
  file: string;
  kind: string;
  /** Guessed language of multilingual rows, `en` otherwise. */
  language: string;
}

/** Reads every `*.jsonl` of `directory` in name order. Throws with the file and line of a bad row. */
export function loadSharedRows(directory: string): TrainingRow[] {
  const rows: TrainingRow[] = [];
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  if (files.length === 0) throw new Error(`no *.jsonl files in ${directory}`);
  for (const file of files) {
    const lines = readFileSync(join(directory, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const row = JSON.parse(line) as { text?: unknown; label?: unknown; kind?: unknown };
      if (typeof row.text !== 'string' || (row.label !== 0 && row.label !== 1)) {
        throw new Error(`${file}:${index + 1}: expected {"text": string, "label": 0|1}`);
      }
      const kind = typeof row.kind === 'string' ? row.kind : 'unknown';
      rows.push({ text: row.text, label: row.label, file, kind, language: guessLanguage(row.text) });
    });
  }
  return rows;
}

/** The project-made rows: hard negatives and synthetic attacks with their benign twins. */
export function loadGeneratedRows(): TrainingRow[] {
  const convert = (file: string, rows: GeneratedRow[]): TrainingRow[] =>
    rows.map((row) => ({
      text: row.text,
      label: row.label,
      file,
      kind: row.kind,
      language: guessLanguage(row.text),
    }));
  return [
    ...convert('hard-negatives', generateHardNegatives()),
    ...convert('synthetic', generateSyntheticRows()),
    ...convert(
      'synthetic-grammar',
      generateGrammarRows().map((row) => ({ ...row, source: 'pi-scan:scripts/train-synthetic-grammar.ts' })),
    ),
  ];
}

const LATIN_MARKERS: readonly (readonly [string, RegExp])[] = [
  ['vi', /[ăâđêôơư]|\b(của|những|không|bạn|là)\b/],
  ['de', /\b(der|die|und|nicht|deine?|sie|ist|ich|mir|vorherigen?)\b|ß/],
  ['fr', /\b(les|des|est|vous|ton|tes|ta|pas|une|précédentes)\b|[èêç]/],
  ['es', /\b(las|los|el|es|tu|tus|una|por|qué|puedes)\b|[ñ¿¡]/],
  ['pt', /\b(as|os|você|seu|sua|não|uma|é|ção)\b|[ãõ]|ção/],
  ['it', /\b(il|le|di|che|della|tuo|tua|sei|è|istruzioni)\b/],
  ['id', /\b(yang|dan|anda|tidak|ini|sebelumnya|kamu|saya)\b/],
  ['tl', /\b(ang|ng|mga|sa|mo|ako|ko|iyong)\b/],
  ['tr', /[ğış]|\b(ve|bir|bu|için|önceki)\b/],
  ['sw', /\b(na|ya|kwa|wa|yako|maagizo)\b/],
  ['nl', /\b(de|het|een|je|jouw|niet|vorige)\b/],
  ['pl', /[łąęśźż]|\b(nie|jest|twoje?)\b/],
];

/** A rough language guess from script and function words, good enough to break recall down by language. */
export function guessLanguage(text: string): string {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\uac00-\ud7af]/.test(text)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  if (/[\u0600-\u06ff]/.test(text)) return 'ar';
  if (/[\u0980-\u09ff]/.test(text)) return 'bn';
  if (/[\u0900-\u097f]/.test(text)) return 'hi';
  if (/[\u0e00-\u0e7f]/.test(text)) return 'th';
  if (/[\u0590-\u05ff]/.test(text)) return 'he';
  if (/[\u0370-\u03ff]/.test(text)) return 'el';
  const lower = text.toLowerCase();
  let best = 'en';
  let bestHits = 0;
  for (const [language, pattern] of LATIN_MARKERS) {
    const hits = lower.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  const english = lower.match(/\b(the|and|you|your|is|are|to|of|what|previous|instructions)\b/g)?.length ?? 0;
  return english >= bestHits ? 'en' : best;
}
