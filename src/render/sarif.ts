/**
 * SARIF 2.1.0 (https://docs.oasis-open.org/sarif/sarif/v2.1.0/): one run, one result per finding.
 * An unsafe result without findings (a remote verdict carries none) gets one result per category.
 */
import { isAbsolute, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Confidence } from '../api/contract.js';
import type { Finding, ScanOutcome } from './outcome.js';

/** The `$schema` written into every log. */
export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Minimal SARIF shapes pi-scan writes (the full schema is in fixtures/sarif/). */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}

interface SarifRun {
  tool: { driver: { name: string; version: string; informationUri: string; rules: SarifRule[] } };
  columnKind: 'utf16CodeUnits';
  results: SarifResult[];
}

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  defaultConfiguration: { level: SarifLevel };
  properties: { category: string };
}

type SarifLevel = 'error' | 'warning';

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: SarifLocation[];
  properties: Record<string, string>;
}

interface SarifLocation {
  physicalLocation: {
    artifactLocation: { uri?: string; description?: { text: string } };
    region?: {
      startLine: number;
      startColumn: number;
      endLine: number;
      endColumn: number;
      snippet: { text: string };
    };
  };
}

/** Options of {@link buildSarifLog}. */
export interface SarifOptions {
  toolVersion: string;
}

/** SARIF level of a confidence: high is an error, medium a warning. */
export function sarifLevel(confidence: Confidence): SarifLevel {
  return confidence === 'high' ? 'error' : 'warning';
}

/** Builds the SARIF log for all outcomes. */
export function buildSarifLog(outcomes: readonly ScanOutcome[], options: SarifOptions): SarifLog {
  const rules: SarifRule[] = [];
  const ruleIndex = new Map<string, number>();
  const indexOf = (id: string, text: string, category: string, confidence: Confidence): number => {
    let index = ruleIndex.get(id);
    if (index === undefined) {
      index = rules.length;
      ruleIndex.set(id, index);
      rules.push({
        id,
        shortDescription: { text },
        defaultConfiguration: { level: sarifLevel(confidence) },
        properties: { category },
      });
    }
    return index;
  };
  const results: SarifResult[] = [];
  for (const outcome of outcomes) {
    if (outcome.result.is_safe) continue;
    const artifact = artifactLocation(outcome);
    const properties = { input: outcome.label, requestId: outcome.result.request_id };
    if (outcome.findings.length === 0) {
      for (const entry of outcome.result.categories) {
        const id = `category.${entry.code}`;
        results.push({
          ruleId: id,
          ruleIndex: indexOf(id, `Prompt injection: ${entry.code}`, entry.code, entry.confidence),
          level: sarifLevel(entry.confidence),
          message: {
            text: outcome.result.reason ?? `Prompt injection detected: ${entry.code} (${entry.confidence})`,
          },
          locations: [{ physicalLocation: { artifactLocation: artifact } }],
          properties: { ...properties, category: entry.code, confidence: entry.confidence },
        });
      }
      continue;
    }
    for (const finding of outcome.findings) {
      results.push({
        ruleId: finding.ruleId,
        ruleIndex: indexOf(finding.ruleId, finding.description, finding.category, finding.confidence),
        level: sarifLevel(finding.confidence),
        message: { text: messageOf(finding) },
        locations: [{ physicalLocation: physicalLocation(artifact, finding) }],
        properties: {
          ...properties,
          category: finding.category,
          confidence: finding.confidence,
          ...(finding.trick === undefined ? {} : { trick: finding.trick }),
          ...(finding.source === undefined ? {} : { source: finding.source }),
        },
      });
    }
  }
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'pi-scan',
            version: options.toolVersion,
            informationUri: 'https://www.npmjs.com/package/pi-scan',
            rules,
          },
        },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

/** The SARIF log as pretty-printed JSON. */
export function renderSarif(outcomes: readonly ScanOutcome[], options: SarifOptions): string {
  return `${JSON.stringify(buildSarifLog(outcomes, options), null, 2)}\n`;
}

/**
 * A file's URI: relative paths become relative URI references (so code-scanning tools resolve them
 * against the checkout), absolute ones file:// URLs. Stdin and -c have no URI, only a description.
 */
export function artifactLocation(outcome: Pick<ScanOutcome, 'label' | 'path'>): {
  uri?: string;
  description?: { text: string };
} {
  if (outcome.path === undefined) {
    return { description: { text: outcome.label === '-' ? 'standard input' : 'text given with --content' } };
  }
  if (isAbsolute(outcome.path)) return { uri: pathToFileURL(outcome.path).href };
  const segments = normalize(outcome.path).split(sep);
  return { uri: segments.map((segment) => encodeURIComponent(segment)).join('/') };
}

function physicalLocation(artifact: SarifLocation['physicalLocation']['artifactLocation'], finding: Finding) {
  const location: SarifLocation['physicalLocation'] = { artifactLocation: artifact };
  if (finding.range !== undefined) location.region = { ...finding.range, snippet: { text: finding.snippet } };
  return location;
}

function messageOf(finding: Finding): string {
  const where = finding.source === undefined ? '' : ` in ${finding.source}`;
  const trick = finding.trick === undefined ? '' : ` (hidden as ${finding.trick})`;
  return `${capitalize(finding.description)}${where}${trick} (${finding.category}, ${finding.confidence})`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
