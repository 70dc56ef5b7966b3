/** Human-readable rendering of an {@link EvalReport}. */
import type { GroupMetrics } from './metrics.js';
import type { EvalReport } from './run.js';

const percent = (value: number | null): string => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);

function groupTable(title: string, groups: readonly GroupMetrics[]): string[] {
  const header = [
    title,
    'rows',
    'attacks',
    'benign',
    'TP',
    'FP',
    'TN',
    'FN',
    'recall',
    'specificity',
    'balanced',
  ];
  const body = groups.map((g) => [
    g.name,
    String(g.total),
    String(g.attacks),
    String(g.benign),
    String(g.confusion.truePositives),
    String(g.confusion.falsePositives),
    String(g.confusion.trueNegatives),
    String(g.confusion.falseNegatives),
    percent(g.recall),
    percent(g.specificity),
    percent(g.balanced),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...body.map(line)];
}

/** Renders the report as plain text (no colours: it is meant to be pasted into notes). */
export function renderEvalReport(report: EvalReport): string {
  const o = report.overall;
  const c = o.confusion;
  const filters = [
    report.options.only === undefined ? undefined : `only ${report.options.only.join(',')}`,
    report.options.exclude === undefined ? undefined : `exclude ${report.options.exclude.join(',')}`,
    `minimum confidence ${report.options.minimumConfidence}`,
    report.options.model ? 'rules + model' : 'rules only',
  ].filter((part) => part !== undefined);
  const lines = [
    `pi-scan eval: ${o.total} texts from ${report.files.join(', ')} (${filters.join('; ')})`,
    '',
    `precision ${percent(o.precision)}  recall ${percent(o.recall)}  F1 ${percent(o.f1)}  FPR ${percent(o.falsePositiveRate)}`,
    `balanced score ${report.balancedScore === null ? '–' : report.balancedScore.toFixed(1)} (mean over sources of ½·recall + ½·specificity; one-class sources count the metric they have)`,
    `speed ${report.microsecondsPerText.toFixed(1)} µs per text`,
    '',
    'confusion matrix      predicted injection  predicted safe',
    `  label injection     ${String(c.truePositives).padStart(19)}  ${String(c.falseNegatives).padStart(14)}`,
    `  label benign        ${String(c.falsePositives).padStart(19)}  ${String(c.trueNegatives).padStart(14)}`,
    '',
    ...groupTable('source', report.bySource),
    '',
    ...groupTable('kind', report.byKind),
  ];
  return `${lines.join('\n')}\n`;
}
