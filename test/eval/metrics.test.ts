import { describe, expect, it } from 'vitest';
import { computeEvalMetrics, computeGroupMetrics, type Prediction } from '../../src/eval/metrics.js';

const p = (label: 0 | 1, predicted: boolean, source: string, kind = 'k'): Prediction => ({
  label,
  predicted,
  source,
  kind,
});

describe('computeGroupMetrics', () => {
  it('computes the confusion matrix and rates of a known mix', () => {
    // 3 TP, 1 FN, 1 FP, 5 TN
    const predictions = [
      p(1, true, 's'),
      p(1, true, 's'),
      p(1, true, 's'),
      p(1, false, 's'),
      p(0, true, 's'),
      ...Array.from({ length: 5 }, () => p(0, false, 's')),
    ];
    const m = computeGroupMetrics('all', predictions);
    expect(m.confusion).toEqual({ truePositives: 3, falsePositives: 1, trueNegatives: 5, falseNegatives: 1 });
    expect(m.precision).toBeCloseTo(0.75);
    expect(m.recall).toBeCloseTo(0.75);
    expect(m.f1).toBeCloseTo(0.75);
    expect(m.falsePositiveRate).toBeCloseTo(1 / 6);
    expect(m.specificity).toBeCloseTo(5 / 6);
    expect(m.balanced).toBeCloseTo((0.75 + 5 / 6) / 2);
  });

  it('leaves undefined rates null instead of dividing by zero', () => {
    const m = computeGroupMetrics('benign only', [p(0, false, 's')]);
    expect(m.precision).toBeNull();
    expect(m.recall).toBeNull();
    expect(m.f1).toBeNull();
    expect(m.specificity).toBe(1);
    expect(m.balanced).toBe(1);
  });
});

describe('computeEvalMetrics', () => {
  it('averages the balanced figure over sources, one-class sources counting the metric they have', () => {
    const metrics = computeEvalMetrics([
      // attacks only: recall 1/2
      p(1, true, 'a', 'direct'),
      p(1, false, 'a', 'direct'),
      // benign only: specificity 3/4
      p(0, false, 'b', 'chat'),
      p(0, false, 'b', 'chat'),
      p(0, false, 'b', 'chat'),
      p(0, true, 'b', 'chat'),
      // mixed: recall 1, specificity 0 -> 0.5
      p(1, true, 'c', 'direct'),
      p(0, true, 'c', 'chat'),
    ]);
    expect(metrics.bySource.map((g) => [g.name, g.balanced])).toEqual([
      ['a', 0.5],
      ['b', 0.75],
      ['c', 0.5],
    ]);
    expect(metrics.balancedScore).toBeCloseTo((100 * (0.5 + 0.75 + 0.5)) / 3);
    expect(metrics.byKind.map((g) => [g.name, g.attacks, g.benign])).toEqual([
      ['chat', 0, 5],
      ['direct', 3, 0],
    ]);
    expect(metrics.overall.confusion).toEqual({
      truePositives: 2,
      falsePositives: 2,
      trueNegatives: 3,
      falseNegatives: 1,
    });
  });
});
