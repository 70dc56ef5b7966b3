/** Detection metrics for `pi-scan eval`: confusion matrix, precision/recall/F1/FPR and the balanced score. */

/** A labelled prediction. */
export interface Prediction {
  label: 0 | 1;
  predicted: boolean;
  source: string;
  kind: string;
}

/** Confusion matrix counts. */
export interface Confusion {
  truePositives: number;
  falsePositives: number;
  trueNegatives: number;
  falseNegatives: number;
}

/** Figures of one group of predictions. Rates are null when undefined (division by zero). */
export interface GroupMetrics {
  name: string;
  total: number;
  attacks: number;
  benign: number;
  confusion: Confusion;
  precision: number | null;
  recall: number | null;
  f1: number | null;
  falsePositiveRate: number | null;
  specificity: number | null;
  /** ½·recall + ½·specificity; for a one-class group, the one metric it has. */
  balanced: number | null;
}

/** Everything `pi-scan eval` reports. */
export interface EvalMetrics {
  overall: GroupMetrics;
  bySource: GroupMetrics[];
  byKind: GroupMetrics[];
  /** Mean of the per-source balanced figures, in percent (0–100). */
  balancedScore: number | null;
}

const ratio = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : numerator / denominator;

/** Computes the figures of one group. */
export function computeGroupMetrics(name: string, predictions: readonly Prediction[]): GroupMetrics {
  const confusion: Confusion = { truePositives: 0, falsePositives: 0, trueNegatives: 0, falseNegatives: 0 };
  for (const p of predictions) {
    if (p.label === 1) {
      if (p.predicted) confusion.truePositives++;
      else confusion.falseNegatives++;
    } else if (p.predicted) confusion.falsePositives++;
    else confusion.trueNegatives++;
  }
  const { truePositives: tp, falsePositives: fp, trueNegatives: tn, falseNegatives: fn } = confusion;
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const f1 =
    precision === null || recall === null
      ? null
      : precision + recall === 0
        ? 0
        : (2 * precision * recall) / (precision + recall);
  const falsePositiveRate = ratio(fp, fp + tn);
  const specificity = falsePositiveRate === null ? null : 1 - falsePositiveRate;
  const balanced =
    recall !== null && specificity !== null ? (recall + specificity) / 2 : (recall ?? specificity);
  return {
    name,
    total: predictions.length,
    attacks: tp + fn,
    benign: fp + tn,
    confusion,
    precision,
    recall,
    f1,
    falsePositiveRate,
    specificity,
    balanced,
  };
}

function groups(predictions: readonly Prediction[], key: (p: Prediction) => string): GroupMetrics[] {
  const map = new Map<string, Prediction[]>();
  for (const p of predictions) {
    const list = map.get(key(p));
    if (list === undefined) map.set(key(p), [p]);
    else list.push(p);
  }
  return [...map]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, list]) => computeGroupMetrics(name, list));
}

/**
 * Computes every figure. The balanced score averages ½·recall + ½·specificity over sources; a source
 * with only attacks counts its recall, one with only benign rows its specificity, so one-class
 * sources neither vanish nor get a free 50%.
 */
export function computeEvalMetrics(predictions: readonly Prediction[]): EvalMetrics {
  const bySource = groups(predictions, (p) => p.source);
  const balancedValues = bySource.map((g) => g.balanced).filter((value): value is number => value !== null);
  return {
    overall: computeGroupMetrics('all', predictions),
    bySource,
    byKind: groups(predictions, (p) => p.kind),
    balancedScore:
      balancedValues.length === 0
        ? null
        : (100 * balancedValues.reduce((a, b) => a + b, 0)) / balancedValues.length,
  };
}
