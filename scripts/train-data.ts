/** Training data: the shared datasets (read in place, never copied) plus the project-made rows. */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { guessLanguage } from '../src/detector/language.js';
import { loadPackageDocs, loadSystemDocs, type PackageDoc } from './docs-corpus.js';
import { type GeneratedRow, generateHardNegatives } from './hard-negatives.js';
import { generateSyntheticRows } from './train-synthetic.js';
import { generateAgentToolRows } from './train-synthetic-agent.js';
import { generateDefenderPromptRows } from './train-synthetic-defender.js';
import { generateGrammarRows } from './train-synthetic-grammar.js';
import { generateMultilingualRows } from './train-synthetic-multilingual.js';
import { generateToolOutputRows } from './train-synthetic-tools.js';

/** A training row with the file it came from (the unit of leave-one-source-out validation). */
export interface TrainingRow {
  text: string;
  label: 0 | 1;
  /** Source file name (`bipia.jsonl`) or the generator (`hard-negatives`, `synthetic`). */
  file: string;
  kind: string;
  /** guessLanguage of the text: what the detector's threshold for non-English text is chosen on. */
  language: string;
  /** The document a piece was cut from (node_modules docs), so figures can be given per document. */
  doc?: string;
}

/**
 * Development sets of fixtures/eval that earlier rounds tuned on (see its README). They were written by
 * hand in the kept-back set's six kinds, so once spent as held-out sets they train the model.
 */
export const RETIRED_EVAL_SETS = [
  'dev-tune.jsonl',
  'dev-holdout.jsonl',
  'dev-holdout2.jsonl',
  'dev-holdout3.jsonl',
  'dev-holdout4.jsonl',
  'dev-holdout5.jsonl',
  'dev-holdout6.jsonl',
  'dev-holdout7.jsonl',
] as const;

/** Reads every `*.jsonl` of `directory` in name order. Throws with the file and line of a bad row. */
export function loadSharedRows(directory: string): TrainingRow[] {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  if (files.length === 0) throw new Error(`no *.jsonl files in ${directory}`);
  return files.flatMap((file) => readRows(join(directory, file), file));
}

/**
 * The project's hand-written rows: every `data/handwritten/*.jsonl` (each file its own source,
 * `handwritten/<name>`) and the retired development sets (one source, `retired-dev`). A row whose text
 * also appears in a development set that is still held out is left out, so that set stays unseen
 * (independent writers do write the same everyday question now and then).
 */
export function loadHandwrittenRows(root: string): TrainingRow[] {
  const directory = join(root, 'data', 'handwritten');
  const evalDirectory = join(root, 'fixtures', 'eval');
  const jsonlFiles = (dir: string): string[] =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.jsonl'))
      .sort();
  const retired: readonly string[] = RETIRED_EVAL_SETS;
  const heldOut = new Set(
    jsonlFiles(evalDirectory)
      .filter((file) => !retired.includes(file))
      .flatMap((file) => readRows(join(evalDirectory, file), file).map((row) => row.text)),
  );
  return [
    ...jsonlFiles(directory).flatMap((file) =>
      readRows(join(directory, file), `handwritten/${file.replace(/\.jsonl$/, '')}`),
    ),
    ...RETIRED_EVAL_SETS.flatMap((file) => readRows(join(evalDirectory, file), 'retired-dev')),
  ].filter((row) => !heldOut.has(row.text));
}

/** True for rows written by hand in the project (they weigh more in training; see computeSampleWeights). */
export function isHandwritten(row: TrainingRow): boolean {
  return row.file.startsWith('handwritten/') || row.file === 'retired-dev';
}

/** The labelled rows of one JSONL file, as source `file`. Throws with the path and line of a bad row. */
function readRows(path: string, file: string): TrainingRow[] {
  const rows: TrainingRow[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return;
      const row = JSON.parse(line) as { text?: unknown; label?: unknown; kind?: unknown };
      if (typeof row.text !== 'string' || (row.label !== 0 && row.label !== 1)) {
        throw new Error(`${path}:${index + 1}: expected {"text": string, "label": 0|1}`);
      }
      const kind = typeof row.kind === 'string' ? row.kind : 'unknown';
      rows.push({ text: row.text, label: row.label, file, kind, language: guessLanguage(row.text) });
    });
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
    ...convert('synthetic-agent', generateAgentToolRows()),
    ...convert('synthetic-tools', generateToolOutputRows()),
    ...convert('synthetic-multilingual', generateMultilingualRows()),
    ...convert('synthetic-defender', generateDefenderPromptRows()),
    ...convert(
      'synthetic-grammar',
      generateGrammarRows().map((row) => ({ ...row, source: 'pi-scan:scripts/train-synthetic-grammar.ts' })),
    ),
  ];
}

/** Pieces of the package-docs corpus are cut at blank lines into at most this many characters. */
const DOC_PIECE_CHARS = 3000;

/** Cuts a document at blank lines into pieces of at most DOC_PIECE_CHARS (longer paragraphs stay whole). */
export function cutDocument(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (current !== '' && current.length + paragraph.length + 2 > DOC_PIECE_CHARS) {
      pieces.push(current);
      current = '';
    }
    current = current === '' ? paragraph : `${current}\n\n${paragraph}`;
  }
  if (current.trim() !== '') pieces.push(current);
  return pieces;
}

/** Training rows of a document corpus: each document cut into pieces that remember their document. */
function documentRows(
  docs: readonly PackageDoc[],
  corpus: string,
  kind: string,
  maxPieces: number,
): TrainingRow[] {
  return docs.flatMap((doc) =>
    cutDocument(doc.text)
      .slice(0, maxPieces)
      .map((piece) => ({
        text: piece,
        label: 0 as const,
        file: `${corpus}/${doc.fold}`,
        kind,
        language: guessLanguage(piece),
        doc: doc.path,
      })),
  );
}

/**
 * Benign rows from the Markdown documents of the installed packages (scripts/docs-corpus.ts), read in
 * place: each fold of packages is its own source (`node-modules-docs/<fold>`).
 */
export function loadDocsRows(root: string): TrainingRow[] {
  return documentRows(loadPackageDocs(root), 'node-modules-docs', 'package_doc', Number.POSITIVE_INFINITY);
}

/** Pieces kept of one system document: man pages of bash or openssl would otherwise outweigh the rest. */
const SYSTEM_DOC_PIECES = 8;

/**
 * Benign rows from this machine's man pages, /usr/share/doc and Python METADATA (loadSystemDocs), one
 * source per package fold (`system-docs/<fold>`), the first SYSTEM_DOC_PIECES pieces of each document.
 * `exclude` holds document paths an evaluation set uses.
 */
export function loadSystemDocsRows(root: string, exclude: ReadonlySet<string>): TrainingRow[] {
  return documentRows(loadSystemDocs(root, exclude), 'system-docs', 'system_doc', SYSTEM_DOC_PIECES);
}
