/** The human format: a verdict per input, its categories, the reason and the located evidence. */
import { Chalk, type ChalkInstance } from 'chalk';
import type { ScanResult } from '../api/contract.js';
import { escapeForTerminal, truncate } from './escape.js';
import type { Finding, ScanOutcome } from './outcome.js';

/** Options of the human renderer. */
export interface HumanRenderOptions {
  /** Colour output (see {@link shouldUseColor}). */
  color: boolean;
  /** Print the input's label in the verdict line (off for a lone `-c` or stdin input). */
  showLabel: boolean;
}

/** Longest snippet shown per finding. */
const MAX_SNIPPET = 120;

/** Colours on a terminal, unless NO_COLOR is set (https://no-color.org); FORCE_COLOR forces them on. */
export function shouldUseColor(env: NodeJS.ProcessEnv, stream: { isTTY?: boolean }): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** Renders one outcome as a block of lines ending in a newline. */
export function renderHumanOutcome(outcome: ScanOutcome, options: HumanRenderOptions): string {
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const { result } = outcome;
  const label = options.showLabel ? `${c.bold(escapeForTerminal(outcome.label))}: ` : '';
  const lines = [
    result.is_safe
      ? `${label}${c.green.bold('SAFE')} - no prompt injection found`
      : `${label}${c.red.bold('UNSAFE')} - prompt injection found`,
  ];
  if (!result.is_safe) {
    const categories = result.categories.map(
      (entry) => `${entry.code} (${paintConfidence(c, entry.confidence)})`,
    );
    lines.push(`  categories: ${categories.join(', ')}`);
    if (result.reason !== undefined) lines.push(`  reason: ${escapeForTerminal(result.reason)}`);
    if (outcome.findings.length > 0) {
      lines.push('  evidence:');
      for (const finding of outcome.findings) lines.push(...renderFinding(c, finding));
    }
  }
  const suppressed = outcome.suppressed ?? [];
  if (suppressed.length > 0) {
    const kinds = ['inline', 'config', 'baseline'].map(
      (kind) => `${suppressed.filter((finding) => finding.suppression.kind === kind).length} ${kind}`,
    );
    lines.push(c.dim(`  suppressed: ${suppressed.length} (${kinds.join(', ')})`));
  }
  lines.push(c.dim(`  ${accountingLine(result)}`));
  return `${lines.join('\n')}\n`;
}

/** The closing line after several inputs: how many were unsafe, safe and not scanned. */
export function renderHumanSummary(
  counts: { unsafe: number; safe: number; failed: number },
  color: boolean,
): string {
  const c = new Chalk({ level: color ? 1 : 0 });
  const total = counts.unsafe + counts.safe + counts.failed;
  const parts = [
    counts.unsafe > 0 ? c.red(`${counts.unsafe} unsafe`) : '0 unsafe',
    `${counts.safe} safe`,
    ...(counts.failed > 0 ? [c.yellow(`${counts.failed} not scanned`)] : []),
  ];
  return `\n${total} inputs: ${parts.join(', ')}\n`;
}

function renderFinding(c: ChalkInstance, finding: Finding): string[] {
  const where =
    finding.range !== undefined
      ? `${finding.range.startLine}:${finding.range.startColumn}`
      : escapeForTerminal(finding.source ?? '');
  const trick = finding.trick === undefined ? '' : c.dim(` [hidden as ${escapeForTerminal(finding.trick)}]`);
  return [
    `    ${c.cyan(where.padEnd(8))} ${finding.ruleId} (${finding.category}, ${paintConfidence(c, finding.confidence)})${trick}`,
    `    ${' '.repeat(8)} ${escapeForTerminal(finding.description)}: ${c.dim(`"${escapeForTerminal(truncate(finding.snippet, MAX_SNIPPET))}"`)}`,
  ];
}

function paintConfidence(c: ChalkInstance, confidence: string): string {
  return confidence === 'high' ? c.red(confidence) : c.yellow(confidence);
}

function accountingLine(result: ScanResult): string {
  return `request units: ${result.request_units} (billed ${result.billed_request_units}), service tier: ${result.service_tier}, request id: ${result.request_id}`;
}
