/** Leave-one-source-out figures, the operating point chosen on them, and the report written beside the weights. */
import type { TrainingRow } from './train-data.js';

/** Recall on attacks and specificity on benign rows of one group. */
export interface GroupFigures {
  name: string;
  attacks: number;
  detected: number;
  benign: number;
  flagged: number;
  /** detected / attacks, or null without attacks. */
  recall: number | null;
  /** 1 - flagged / benign, or null without benign rows. */
  specificity: number | null;
}

/** The validation figures at one threshold. */
export interface ValidationSummary {
  threshold: number;
  /** Model alone, per held-out file. */
  byFile: GroupFigures[];
  /** Rules alone (no model), per file: the rules are not trained, so these are not out-of-fold. */
  rulesByFile: GroupFigures[];
  /** Rules OR model (the shipped combination), per held-out file. */
  combinedByFile: GroupFigures[];
  combinedBalanced: number;
  rulesBalanced: number;
  byKind: GroupFigures[];
  byLanguage: GroupFigures[];
  /** Mean over files of ½·recall + ½·specificity (one-class files count the metric they have). */
  balanced: number;
  point: OperatingPoint;
  /** Package docs held out by package fold: a document is flagged when any of its pieces is. */
  documents: DocumentFigures;
  /** Out-of-fold precision of the model at the shipped modelHigh. */
  precisionAtModelHigh: number;
}

/** Thresholds derived from out-of-fold scores. */
export interface OperatingPoint {
  /** Maximizes the balanced score of rules OR model averaged over source files. */
  flag: number;
  flagBalanced: number;
  /** The same for the model alone. */
  modelOnlyFlag: number;
  modelOnlyBalanced: number;
  /** Lowest threshold (≥ flag) at which the model's out-of-fold precision reaches HIGH_PRECISION. */
  high: number;
  /** Out-of-fold precision of model scores ≥ high, over every held-out row. */
  highPrecision: number;
  /** The former rule for comparison: lowest threshold at which every benign source keeps ≥ 99% specificity. */
  highBySpecificity: number;
  /** The flag threshold for text that guessLanguage does not call English (see OTHER_LANGUAGE_SPECIFICITY_LOSS). */
  flagOther: number;
  /** Balanced score of rules OR model over the non-English rows of each source at flagOther. */
  flagOtherBalanced: number;
  /** Specificity over all non-English benign rows at flagOther. */
  flagOtherSpecificity: number;
  /**
   * The threshold for a field of structured text scored alone (modelField; FIELD_OFF when fields do not
   * pay): the best flagBalanced with field flags added, among thresholds at or above the flag chosen with them.
   */
  field: number;
  /** flagBalanced without field flags, for comparison. */
  noFieldBalanced: number;
  /** Held-out rows flagged only by a field at `field`, and how many of them are attacks. */
  fieldOnly: { flagged: number; attacks: number };
}

/**
 * Fields scored alone may not take the defenders' system prompts (system_prompts.jsonl) below this
 * specificity (issue 11's target), or below what they have without fields when that is lower already.
 */
export const DEFENDER_SPECIFICITY = 0.85;

/** `field` of an operating point where scoring fields alone does not pay: no score reaches it. */
export const FIELD_OFF = 2;

/** 1 where a row's riskiest field scores at least `threshold`. */
export function fieldFlags(fields: ArrayLike<number>, threshold: number): Uint8Array {
  return Uint8Array.from({ length: fields.length }, (_, i) => ((fields[i] ?? 0) >= threshold ? 1 : 0));
}

const either = (a: ArrayLike<number>, b: ArrayLike<number>): Uint8Array =>
  Uint8Array.from({ length: a.length }, (_, i) => ((a[i] ?? 0) === 1 || (b[i] ?? 0) === 1 ? 1 : 0));

/**
 * The flag threshold for non-English text (modelFlagOther) may cost at most this much specificity on
 * the held-out non-English benign rows (rules OR model), against the English flag; among the grid
 * thresholds at or below the English flag that keep within it, the best balanced score over the
 * non-English rows of each source wins. The package documents, which hold the English flag up, are
 * English and unaffected.
 */
export const OTHER_LANGUAGE_SPECIFICITY_LOSS = 0.01;

/**
 * The flag threshold must keep at least this specificity on the package documents held out by package
 * (a CI gate that fails on ordinary READMEs gets switched off); among those thresholds the best
 * balanced score wins.
 */
export const DOCS_SPECIFICITY = 0.995;

/** Share of package documents none of whose pieces reaches `threshold`, or null without documents. */
export function documentSpecificity(
  rows: readonly TrainingRow[],
  scores: ArrayLike<number>,
  threshold: number,
): number | null {
  const flagged = new Map<string, boolean>();
  rows.forEach((row, i) => {
    if (row.doc === undefined) return;
    flagged.set(row.doc, (flagged.get(row.doc) ?? false) || (scores[i] ?? 0) >= threshold);
  });
  if (flagged.size === 0) return null;
  return [...flagged.values()].filter((hit) => !hit).length / flagged.size;
}

/** What `high` promises: at least this precision on held-out rows. */
export const HIGH_PRECISION = 0.95;

/** Out-of-fold precision of `scores ≥ threshold` over all rows (1 when nothing is flagged). */
export function precisionAt(
  rows: readonly TrainingRow[],
  scores: ArrayLike<number>,
  threshold: number,
): number {
  let flagged = 0;
  let attacks = 0;
  rows.forEach((row, i) => {
    if ((scores[i] ?? 0) < threshold) return;
    flagged++;
    if (row.label === 1) attacks++;
  });
  return flagged === 0 ? 1 : attacks / flagged;
}

/** Documents of the package-docs corpus, and those that any of their pieces flags (rules OR model). */
export interface DocumentFigures {
  documents: number;
  flagged: string[];
}

function figures(
  name: string,
  rows: readonly TrainingRow[],
  scores: ArrayLike<number>,
  indices: readonly number[],
  threshold: number,
): GroupFigures {
  let attacks = 0;
  let detected = 0;
  let benign = 0;
  let flagged = 0;
  for (const i of indices) {
    const hit = (scores[i] ?? 0) >= threshold;
    if (rows[i]?.label === 1) {
      attacks++;
      if (hit) detected++;
    } else {
      benign++;
      if (hit) flagged++;
    }
  }
  return {
    name,
    attacks,
    detected,
    benign,
    flagged,
    recall: attacks > 0 ? detected / attacks : null,
    specificity: benign > 0 ? 1 - flagged / benign : null,
  };
}

function groupBy(
  rows: readonly TrainingRow[],
  key: (row: TrainingRow) => string | undefined,
): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const name = key(row);
    if (name === undefined) return;
    const list = groups.get(name) ?? [];
    list.push(i);
    groups.set(name, list);
  });
  return groups;
}

/** ½·recall + ½·specificity, or the one metric a single-class group has. */
export function balancedOf(group: GroupFigures): number {
  if (group.recall !== null && group.specificity !== null) return (group.recall + group.specificity) / 2;
  return group.recall ?? group.specificity ?? 0;
}

function byFile(rows: readonly TrainingRow[], scores: ArrayLike<number>, threshold: number): GroupFigures[] {
  return [...groupBy(rows, (row) => row.file)].map(([name, indices]) =>
    figures(name, rows, scores, indices, threshold),
  );
}

/** Scores of "rules OR model": 1 where a rule fired, else the model score. */
function orRules(scores: ArrayLike<number>, ruleFlags: ArrayLike<number>): Float64Array {
  return Float64Array.from({ length: scores.length }, (_, i) =>
    (ruleFlags[i] ?? 0) === 1 ? 1 : (scores[i] ?? 0),
  );
}

const meanBalanced = (files: readonly GroupFigures[]): number =>
  files.reduce((sum, group) => sum + balancedOf(group), 0) / files.length;

/** Candidate thresholds: coarse in the middle, fine near 1 where out-of-domain scores crowd. */
export const THRESHOLD_GRID: readonly number[] = [
  ...Array.from({ length: 18 }, (_, i) => (i + 1) / 20),
  0.96,
  0.97,
  0.98,
  0.99,
  0.995,
  0.998,
  0.999,
];

/**
 * Picks the flag threshold (best balanced score of rules OR model over files, among the thresholds that
 * keep DOCS_SPECIFICITY on package documents) and the "very sure" threshold (HIGH_PRECISION).
 */
export function chooseOperatingPoint(
  rows: readonly TrainingRow[],
  scores: ArrayLike<number>,
  ruleFlags: ArrayLike<number>,
  fields: ArrayLike<number> = new Float64Array(rows.length),
): OperatingPoint {
  const none = chooseWindowPoint(rows, scores, ruleFlags);
  let best: OperatingPoint = {
    ...none,
    field: FIELD_OFF,
    noFieldBalanced: none.flagBalanced,
    fieldOnly: { flagged: 0, attacks: 0 },
  };
  // Specificity of rules OR model over the defenders' system prompts (1 without them).
  const defenders = rows.flatMap((row, i) => (row.file === 'system_prompts.jsonl' ? [i] : []));
  const defenderSpecificity = (combined: ArrayLike<number>, threshold: number): number =>
    figures('defenders', rows, combined, defenders, threshold).specificity ?? 1;
  const defenderFloor = Math.min(
    DEFENDER_SPECIFICITY,
    defenderSpecificity(orRules(scores, ruleFlags), none.flag),
  );
  // From the strictest field threshold down: of equal balanced scores, the one with fewer field flags wins.
  for (const threshold of [...THRESHOLD_GRID].reverse()) {
    const flags = fieldFlags(fields, threshold);
    const withFields = either(ruleFlags, flags);
    const point = chooseWindowPoint(rows, scores, withFields);
    if (threshold < point.flag || point.flagBalanced <= best.flagBalanced + 1e-9) continue;
    if (defenderSpecificity(orRules(scores, withFields), point.flag) < defenderFloor - 1e-9) continue;
    const fieldOnly = { flagged: 0, attacks: 0 };
    rows.forEach((row, i) => {
      if (flags[i] !== 1 || ruleFlags[i] === 1 || (scores[i] ?? 0) >= point.flag) return;
      fieldOnly.flagged++;
      if (row.label === 1) fieldOnly.attacks++;
    });
    best = { ...point, field: threshold, noFieldBalanced: none.flagBalanced, fieldOnly };
  }
  return best;
}

/** The window thresholds of {@link chooseOperatingPoint}, for given rule (and field) flags. */
function chooseWindowPoint(
  rows: readonly TrainingRow[],
  scores: ArrayLike<number>,
  ruleFlags: ArrayLike<number>,
): Omit<OperatingPoint, 'field' | 'noFieldBalanced' | 'fieldOnly'> {
  let flag = 0.5;
  let flagBalanced = -1;
  let modelOnlyFlag = 0.5;
  let modelOnlyBalanced = -1;
  let highBySpecificity = 0.99;
  let highFound = false;
  const combined = orRules(scores, ruleFlags);
  for (const threshold of THRESHOLD_GRID) {
    const files = byFile(rows, scores, threshold);
    const balanced = meanBalanced(files);
    if (balanced > modelOnlyBalanced + 1e-9) {
      modelOnlyBalanced = balanced;
      modelOnlyFlag = threshold;
    }
    const combinedBalanced = meanBalanced(byFile(rows, combined, threshold));
    const docs = documentSpecificity(rows, combined, threshold);
    if (combinedBalanced > flagBalanced + 1e-9 && (docs === null || docs >= DOCS_SPECIFICITY)) {
      flagBalanced = combinedBalanced;
      flag = threshold;
    }
    if (!highFound && files.every((group) => group.specificity === null || group.specificity >= 0.99)) {
      highBySpecificity = threshold;
      highFound = true;
    }
  }
  const other = chooseOtherLanguageFlag(rows, combined, flag);
  const high =
    THRESHOLD_GRID.find((t) => t >= flag && precisionAt(rows, scores, t) >= HIGH_PRECISION) ??
    (THRESHOLD_GRID[THRESHOLD_GRID.length - 1] as number);
  return {
    flag,
    flagBalanced,
    modelOnlyFlag,
    modelOnlyBalanced,
    high,
    highPrecision: precisionAt(rows, scores, high),
    highBySpecificity: Math.max(highBySpecificity, flag),
    ...other,
  };
}

/** The non-English flag threshold (OTHER_LANGUAGE_SPECIFICITY_LOSS); `flag` itself when none lower does better. */
function chooseOtherLanguageFlag(
  rows: readonly TrainingRow[],
  combined: ArrayLike<number>,
  flag: number,
): Pick<OperatingPoint, 'flagOther' | 'flagOtherBalanced' | 'flagOtherSpecificity'> {
  const indices = rows.flatMap((row, i) => (row.language === 'en' ? [] : [i]));
  const otherRows = indices.map((i) => rows[i] as TrainingRow);
  const otherScores = Float64Array.from(indices, (i) => combined[i] ?? 0);
  const specificityAt = (threshold: number): number => {
    let benign = 0;
    let safe = 0;
    otherRows.forEach((row, i) => {
      if (row.label !== 0) return;
      benign++;
      if ((otherScores[i] ?? 0) < threshold) safe++;
    });
    return benign === 0 ? 1 : safe / benign;
  };
  const floor = specificityAt(flag) - OTHER_LANGUAGE_SPECIFICITY_LOSS;
  let best = {
    flagOther: flag,
    flagOtherBalanced: meanBalanced(byFile(otherRows, otherScores, flag)),
    flagOtherSpecificity: specificityAt(flag),
  };
  for (const threshold of THRESHOLD_GRID) {
    if (threshold >= flag) break;
    const specificity = specificityAt(threshold);
    const balanced = meanBalanced(byFile(otherRows, otherScores, threshold));
    if (specificity >= floor - 1e-9 && balanced > best.flagOtherBalanced + 1e-9)
      best = { flagOther: threshold, flagOtherBalanced: balanced, flagOtherSpecificity: specificity };
  }
  return best;
}

/** All validation figures at `threshold`. */
export function summarize(
  rows: readonly TrainingRow[],
  scores: ArrayLike<number>,
  threshold: number,
  point: OperatingPoint,
  ruleFlags: ArrayLike<number>,
  modelHigh: number,
  fieldFlagged: ArrayLike<number> = new Uint8Array(rows.length),
): ValidationSummary {
  const files = byFile(rows, scores, threshold);
  const combined = orRules(scores, either(ruleFlags, fieldFlagged));
  const combinedByFile = byFile(rows, combined, threshold);
  const rulesByFile = byFile(rows, ruleFlags, 0.5);
  const kinds = [...groupBy(rows, (row) => `${row.file} ${row.kind}`)].map(([name, indices]) =>
    figures(name, rows, combined, indices, threshold),
  );
  const languages = [
    ...groupBy(rows, (row) => (row.label === 1 && row.language !== 'en' ? row.language : undefined)),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, indices]) => figures(name, rows, combined, indices, threshold));
  const flaggedDocs = new Set<string>();
  const allDocs = new Set<string>();
  rows.forEach((row, i) => {
    if (row.doc === undefined) return;
    allDocs.add(row.doc);
    if ((combined[i] ?? 0) >= threshold) flaggedDocs.add(row.doc);
  });
  return {
    documents: { documents: allDocs.size, flagged: [...flaggedDocs].sort() },
    precisionAtModelHigh: precisionAt(rows, scores, modelHigh),
    threshold,
    byFile: files,
    byKind: kinds,
    byLanguage: languages,
    balanced: meanBalanced(files),
    rulesByFile,
    combinedByFile,
    combinedBalanced: meanBalanced(combinedByFile),
    rulesBalanced: meanBalanced(rulesByFile),
    point,
  };
}

const percent = (value: number | null): string => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

function table(groups: readonly GroupFigures[], first: string): string {
  const lines = [`| ${first} | attacks | recall | benign | specificity |`, '|---|---:|---:|---:|---:|'];
  for (const g of groups)
    lines.push(
      `| ${g.name} | ${g.attacks} | ${percent(g.recall)} | ${g.benign} | ${percent(g.specificity)} |`,
    );
  return lines.join('\n');
}

/** Inputs of {@link renderReport}. */
export interface ReportInput {
  summary: ValidationSummary | undefined;
  digest: string;
  training: Record<string, unknown>;
  thresholds: { modelFlag: number; modelHigh: number; modelField: number };
}

/** The Markdown report and its JSON twin. */
export function renderReport(input: ReportInput): { markdown: string; json: unknown } {
  const parts = [
    '# pi-scan model report',
    '',
    'Written by `npm run train` (scripts/train.ts): leave-one-source-out figures of the rules OR the model, the model alone, and the rules alone.',
    '',
  ];
  parts.push(`Weights: src/detector/model-weights.bin, sha256 \`${input.digest}\``, '');
  if (typeof input.training.validation === 'string')
    parts.push(`Validation: ${input.training.validation}.`, '');
  parts.push(
    `Thresholds in src/detector/combine.ts: modelFlag ${input.thresholds.modelFlag}, modelHigh ${input.thresholds.modelHigh}, modelField ${input.thresholds.modelField} (a field of structured text scored alone).`,
    '',
  );
  const summary = input.summary;
  if (summary === undefined) {
    parts.push('Leave-one-source-out validation was skipped (--skip-loso).', '');
  } else {
    const score = (value: number): string => (value * 100).toFixed(1);
    parts.push(
      `## Held out by source: rules OR model (model trained without the held-out file), model threshold ${summary.threshold}`,
      '',
      table(summary.combinedByFile, 'held-out file'),
      '',
      `Balanced score (mean over files of ½·recall + ½·specificity; one-class files count the metric they have): **${score(summary.combinedBalanced)}**`,
      '',
      `## Model alone, same folds, threshold ${summary.threshold}`,
      '',
      table(summary.byFile, 'held-out file'),
      '',
      `Balanced score: **${score(summary.balanced)}**`,
      '',
      '## Rules alone (not trained; but written with the data in view, so not a strict held-out figure)',
      '',
      table(summary.rulesByFile, 'file'),
      '',
      `Balanced score: **${score(summary.rulesBalanced)}**`,
      '',
      `Operating point suggested by the out-of-fold scores: rules OR model ≥ ${summary.point.flag} (balanced ${score(summary.point.flagBalanced)}; the best balanced score among thresholds that keep ≥ ${DOCS_SPECIFICITY * 100}% of held-out package documents safe); ` +
        `model alone best at ${summary.point.modelOnlyFlag} (balanced ${score(summary.point.modelOnlyBalanced)}); ` +
        `text not in English (guessLanguage) at ${summary.point.flagOther} (balanced ${score(summary.point.flagOtherBalanced)} over the non-English rows, ${percent(summary.point.flagOtherSpecificity)} of their benign rows safe; the best among thresholds at or below the English flag that lose at most ${OTHER_LANGUAGE_SPECIFICITY_LOSS * 100} point of it); ` +
        `"very sure" (high) at ${summary.point.high}, the lowest threshold at or above the flag threshold where the model's out-of-fold precision over all held-out rows is at least ${HIGH_PRECISION * 100}% (${percent(summary.point.highPrecision)}); ` +
        `the former rule (every benign source ≥ 99% specificity) would give ${summary.point.highBySpecificity}. Precision at the shipped modelHigh: ${percent(summary.precisionAtModelHigh)}. ` +
        (summary.point.field === FIELD_OFF
          ? `Fields of structured text scored alone: no threshold raises the balanced score (${score(summary.point.noFieldBalanced)}), so they are not scored (modelField ${FIELD_OFF}).`
          : `A field of structured text scored alone flags at ${summary.point.field} (balanced ${score(summary.point.flagBalanced)} against ${score(summary.point.noFieldBalanced)} without fields; the best among field thresholds at or above the flag chosen with them that keep the defenders' system prompts at ≥ ${DEFENDER_SPECIFICITY * 100}% specificity); ${summary.point.fieldOnly.flagged} held-out rows are flagged by a field alone, ${summary.point.fieldOnly.attacks} of them attacks.`),
      '',
      `## Package documents (node_modules Markdown, held out by package fold; rules OR model over the document's pieces)`,
      '',
      `${summary.documents.documents - summary.documents.flagged.length} of ${summary.documents.documents} documents safe (specificity ${percent(1 - summary.documents.flagged.length / Math.max(1, summary.documents.documents))}). Flagged: ${summary.documents.flagged.length === 0 ? 'none' : summary.documents.flagged.join(', ')}.`,
      '',
      '## By kind (rules OR model, out-of-fold)',
      '',
      table(summary.byKind, 'file kind'),
      '',
      '## Non-English attacks by language, all sources (rules OR model, out-of-fold; language guessed from script and function words)',
      '',
      table(summary.byLanguage, 'language'),
      '',
    );
  }
  return {
    markdown: `${parts.join('\n')}\n`,
    json: {
      digest: input.digest,
      thresholds: input.thresholds,
      training: input.training,
      validation: summary ?? null,
    },
  };
}
