/**
 * Streaming renderers with a lifetime: `report()` each outcome as it is ready, `end()` once. Human and
 * jsonl print as they go; json prints an array incrementally; sarif needs every finding, so it waits.
 */
import type { OutputFormat } from '../config/config.js';
import { renderJsonlOutcome, toFileResult } from './json.js';
import type { ScanOutcome } from './outcome.js';
import type { SarifRuleInfo } from './sarif.js';

/** Receives outcomes in order and prints them in one format. */
export interface OutcomeReporter {
  report(outcome: ScanOutcome): void;
  /** Finishes the document; `failed` counts inputs that could not be scanned (for the human summary). */
  end(summary?: { failed: number }): void;
}

/** Options of {@link createReporter}. */
export interface ReporterOptions {
  format: OutputFormat;
  /** Where the output goes (stdout). */
  write(text: string): void;
  /** Exactly one input was requested: json prints the result alone, human omits stdin/-c labels. */
  single: boolean;
  /** Colours for the human format. */
  color: boolean;
  /** pi-scan's version, for SARIF. */
  toolVersion: string;
  /** SARIF: the repository root artifact URIs are relative to, and the directory labels are relative to. */
  root?: string | undefined;
  cwd?: string | undefined;
  /** Human: print the "N inputs" summary after several inputs (default true; tree scans print their own). */
  humanSummary?: boolean;
}

/** The default format: human for a person at a terminal, json for pipes, files and CI. */
export function defaultOutputFormat(stdoutIsTty: boolean): OutputFormat {
  return stdoutIsTty ? 'human' : 'json';
}

/** Creates the reporter for `options.format`; human and sarif code load only when used. */
export async function createReporter(options: ReporterOptions): Promise<OutcomeReporter> {
  const { write } = options;
  switch (options.format) {
    case 'human': {
      const { renderHumanOutcome, renderHumanSummary } = await import('./human.js');
      let safe = 0;
      let unsafe = 0;
      let first = true;
      return {
        report(outcome) {
          if (outcome.result.is_safe) safe++;
          else unsafe++;
          const showLabel = !options.single || outcome.path !== undefined;
          write(`${first ? '' : '\n'}${renderHumanOutcome(outcome, { color: options.color, showLabel })}`);
          first = false;
        },
        end(summary) {
          const failed = summary?.failed ?? 0;
          if (!options.single && options.humanSummary !== false)
            write(renderHumanSummary({ unsafe, safe, failed }, options.color));
        },
      };
    }
    case 'json': {
      if (options.single) {
        return {
          report: (outcome) => write(`${JSON.stringify(outcome.result, null, 2)}\n`),
          end: () => {},
        };
      }
      let count = 0;
      return {
        report(outcome) {
          const item = JSON.stringify(toFileResult(outcome), null, 2).replace(/\n/g, '\n  ');
          write(`${count === 0 ? '[\n  ' : ',\n  '}${item}`);
          count++;
        },
        end: () => write(count === 0 ? '[]\n' : '\n]\n'),
      };
    }
    case 'jsonl':
      return { report: (outcome) => write(renderJsonlOutcome(outcome)), end: () => {} };
    case 'sarif': {
      const { renderSarif } = await import('./sarif.js');
      const rules = await sarifRuleCatalog();
      const outcomes: ScanOutcome[] = [];
      return {
        report: (outcome) => outcomes.push(outcome),
        end: () =>
          write(
            renderSarif(outcomes, {
              toolVersion: options.toolVersion,
              rules,
              ...(options.root === undefined ? {} : { root: options.root }),
              ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
            }),
          ),
      };
    }
  }
}

/** Every rule the SARIF driver lists: the detector's rules, then per category a whole-input rule and the model's. */
async function sarifRuleCatalog(): Promise<SarifRuleInfo[]> {
  const [{ RULES }, { CATEGORY_CODES }] = await Promise.all([
    import('../detector/rules.js'),
    import('../api/contract.js'),
  ]);
  return [
    ...RULES.map(({ id, category, confidence, description }) => ({ id, category, confidence, description })),
    ...CATEGORY_CODES.map((code) => ({
      id: `category.${code}`,
      category: code,
      confidence: 'high' as const,
      description: `prompt injection (${code}) in the input as a whole`,
    })),
    // The trained model's findings carry these ids when they locate a passage.
    ...CATEGORY_CODES.map((code) => ({
      id: `model.${code}`,
      category: code,
      confidence: 'medium' as const,
      description: `a passage the trained model reads as ${code.replace(/_/g, ' ')}`,
    })),
  ];
}
