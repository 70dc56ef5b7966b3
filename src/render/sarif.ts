/**
 * SARIF 2.1.0 (https://docs.oasis-open.org/sarif/sarif/v2.1.0/) as GitHub code scanning reads it: one
 * run whose driver lists every rule (help, helpUri, tags, security-severity), one result per finding
 * with a region, a partial fingerprint and, for suppressed findings, `suppressions`. Artifact URIs are
 * relative to the repository root (`%SRCROOT%`). A verdict without findings gets one whole-input
 * result per category, so every unsafe input has a located result.
 */
import { isAbsolute, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CategoryCode, Confidence } from '../api/contract.js';
import { FINGERPRINT_KEY, fingerprintFinding, repoRelativePath } from '../suppress/fingerprint.js';
import type { Finding, ScanOutcome, SuppressedFinding } from './outcome.js';

/** The `$schema` written into every log. */
export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Where rule help links point: the README section that explains the categories and suppressions. */
export const RULE_HELP_URI = 'https://www.npmjs.com/package/pi-scan#what-the-categories-mean';

/** The run's `automationDetails.id`: the category GitHub files pi-scan's alerts under. */
export const SARIF_AUTOMATION_ID = 'pi-scan/';

/** The URI base id artifact locations are relative to. */
export const SRCROOT = '%SRCROOT%';

/** Minimal SARIF shapes pi-scan writes (the full schema is in fixtures/sarif/). */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}

interface SarifRun {
  tool: {
    driver: {
      name: string;
      version: string;
      semanticVersion: string;
      informationUri: string;
      rules: SarifRule[];
    };
  };
  automationDetails: { id: string };
  originalUriBaseIds?: Record<string, { uri: string }>;
  columnKind: 'utf16CodeUnits';
  results: SarifResult[];
}

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  helpUri: string;
  defaultConfiguration: { level: SarifLevel };
  properties: { category: string; tags: string[]; precision: string; 'security-severity': string };
}

type SarifLevel = 'error' | 'warning';

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: SarifLocation[];
  partialFingerprints: Record<string, string>;
  properties: Record<string, string>;
  suppressions?: Array<{ kind: 'inSource' | 'external'; justification: string }>;
}

interface SarifArtifactLocation {
  uri?: string;
  uriBaseId?: string;
  description?: { text: string };
}

interface SarifRegion {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
  snippet?: { text: string };
}

interface SarifLocation {
  physicalLocation: { artifactLocation: SarifArtifactLocation; region: SarifRegion };
}

/** What the driver says about one rule: the detector's rule list entries fit this shape. */
export interface SarifRuleInfo {
  id: string;
  category: CategoryCode;
  confidence: Confidence;
  description: string;
}

/** Options of {@link buildSarifLog}. */
export interface SarifOptions {
  toolVersion: string;
  /** Every rule the driver lists (the detector's rule list); rules seen in results are added anyway. */
  rules?: readonly SarifRuleInfo[];
  /** The repository root: relative artifact URIs and fingerprints are taken from it. */
  root?: string;
  /** The directory file labels are relative to (default: `root`). */
  cwd?: string;
}

/** SARIF level of a confidence: high is an error, medium a warning. */
export function sarifLevel(confidence: Confidence): SarifLevel {
  return confidence === 'high' ? 'error' : 'warning';
}

/** GitHub's `security-severity` of a rule: high confidence 8.0 (high), medium 5.0 (medium). */
export function securitySeverity(confidence: Confidence): string {
  return confidence === 'high' ? '8.0' : '5.0';
}

/** Builds the SARIF log for all outcomes. */
export function buildSarifLog(outcomes: readonly ScanOutcome[], options: SarifOptions): SarifLog {
  const rules: SarifRule[] = [];
  const ruleIndex = new Map<string, number>();
  const indexOf = (info: SarifRuleInfo): number => {
    let index = ruleIndex.get(info.id);
    if (index === undefined) {
      index = rules.length;
      ruleIndex.set(info.id, index);
      rules.push(sarifRule(info));
    }
    return index;
  };
  for (const rule of options.rules ?? []) indexOf(rule);
  const root = options.root;
  const cwd = options.cwd ?? root;
  const results: SarifResult[] = [];
  for (const outcome of outcomes) {
    const artifact = artifactLocation(outcome, root === undefined ? undefined : { root, cwd: cwd ?? root });
    const fingerprintPath = fingerprintPathOf(outcome, root, cwd);
    const properties = { input: outcome.label, requestId: outcome.result.request_id };
    const findings: Array<Finding | SuppressedFinding> = [...outcome.findings];
    if (findings.length === 0 && !outcome.result.is_safe) {
      for (const entry of outcome.result.categories) {
        findings.push({
          ruleId: `category.${entry.code}`,
          category: entry.code,
          confidence: entry.confidence,
          description: `prompt injection detected: ${entry.code}`,
          snippet: '',
        });
      }
    }
    findings.push(...(outcome.suppressed ?? []));
    for (const finding of findings) {
      const result: SarifResult = {
        ruleId: finding.ruleId,
        ruleIndex: indexOf(ruleInfoOf(finding)),
        level: sarifLevel(finding.confidence),
        message: {
          text:
            finding.ruleId.startsWith('category.') && outcome.result.reason !== undefined
              ? outcome.result.reason
              : messageOf(finding),
        },
        locations: [{ physicalLocation: { artifactLocation: artifact, region: regionOf(finding) } }],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprintFinding(fingerprintPath, finding) },
        properties: {
          ...properties,
          category: finding.category,
          confidence: finding.confidence,
          ...(finding.trick === undefined ? {} : { trick: finding.trick }),
          ...(finding.source === undefined ? {} : { source: finding.source }),
        },
      };
      if ('suppression' in finding) {
        result.suppressions = [
          {
            kind: finding.suppression.kind === 'inline' ? 'inSource' : 'external',
            justification: finding.suppression.justification,
          },
        ];
      }
      results.push(result);
    }
  }
  const run: SarifRun = {
    tool: {
      driver: {
        name: 'pi-scan',
        version: options.toolVersion,
        semanticVersion: options.toolVersion,
        informationUri: 'https://www.npmjs.com/package/pi-scan',
        rules,
      },
    },
    automationDetails: { id: SARIF_AUTOMATION_ID },
    columnKind: 'utf16CodeUnits',
    results,
  };
  if (root !== undefined) {
    const uri = pathToFileURL(root).href;
    run.originalUriBaseIds = { [SRCROOT]: { uri: uri.endsWith('/') ? uri : `${uri}/` } };
  }
  return { $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs: [run] };
}

/** The SARIF log as pretty-printed JSON. */
export function renderSarif(outcomes: readonly ScanOutcome[], options: SarifOptions): string {
  return `${JSON.stringify(buildSarifLog(outcomes, options), null, 2)}\n`;
}

/**
 * A file's artifact location. With a repository root, files inside it get a URI relative to it (base
 * `%SRCROOT%`), which is what code scanning resolves against the checkout; files outside it, and
 * absolute paths without a root, get file:// URLs. Stdin and -c have no URI, only a description.
 */
export function artifactLocation(
  outcome: Pick<ScanOutcome, 'label' | 'path'>,
  where?: { root: string; cwd: string },
): SarifArtifactLocation {
  if (outcome.path === undefined) {
    return { description: { text: outcome.label === '-' ? 'standard input' : 'text given with --content' } };
  }
  if (where !== undefined) {
    const absolute = resolve(where.cwd, outcome.path);
    const inRepo = repoRelativePath(where.root, absolute);
    if (inRepo !== undefined) return { uri: encodeSegments(inRepo.split('/')), uriBaseId: SRCROOT };
    return { uri: pathToFileURL(absolute).href };
  }
  if (isAbsolute(outcome.path)) return { uri: pathToFileURL(outcome.path).href };
  return { uri: encodeSegments(normalize(outcome.path).split(sep)) };
}

function encodeSegments(segments: readonly string[]): string {
  return segments.map((segment) => encodeURIComponent(segment)).join('/');
}

function fingerprintPathOf(
  outcome: Pick<ScanOutcome, 'label' | 'path'>,
  root: string | undefined,
  cwd: string | undefined,
): string {
  if (outcome.path === undefined) return outcome.label;
  if (root === undefined) return outcome.path;
  return repoRelativePath(root, resolve(cwd ?? root, outcome.path)) ?? outcome.path;
}

/** The region of a finding; findings without a text range (images, whole-input verdicts) get line 1. */
function regionOf(finding: Finding): SarifRegion {
  if (finding.range === undefined) return { startLine: 1 };
  const region: SarifRegion = { ...finding.range };
  if (finding.snippet !== '') region.snippet = { text: finding.snippet };
  return region;
}

function ruleInfoOf(finding: Finding): SarifRuleInfo {
  return {
    id: finding.ruleId,
    category: finding.category,
    confidence: finding.confidence,
    description: finding.ruleId.startsWith('category.')
      ? `prompt injection (${finding.category}) in the input as a whole`
      : finding.description,
  };
}

function sarifRule(info: SarifRuleInfo): SarifRule {
  const description = capitalize(info.description);
  const anchor = `ignore ${info.id} here: add "pi-scan-ignore: ${info.id}" on or above the line, a config "ignore" entry, or a baseline`;
  return {
    id: info.id,
    name: ruleName(info.id),
    shortDescription: { text: description },
    fullDescription: { text: `${description} (category ${info.category}, ${info.confidence} confidence).` },
    help: {
      text: `${description}. Category: ${info.category}. Text that does this may be a prompt injection aimed at a language model that reads the file. If it is intended (a test fixture, documentation of an attack), ${anchor}.`,
      markdown: `**${description}.**\n\nCategory: \`${info.category}\`, default confidence ${info.confidence}. Text that does this may be a prompt injection aimed at a language model that reads the file.\n\nIf it is intended (a test fixture, documentation of an attack), ${anchor.replace(`"pi-scan-ignore: ${info.id}"`, `\`pi-scan-ignore: ${info.id}\``)}. See [the categories](${RULE_HELP_URI}).`,
    },
    helpUri: RULE_HELP_URI,
    defaultConfiguration: { level: sarifLevel(info.confidence) },
    properties: {
      category: info.category,
      tags: ['security', 'prompt-injection', info.category.replace(/_/g, '-')],
      precision: info.confidence === 'high' ? 'high' : 'medium',
      'security-severity': securitySeverity(info.confidence),
    },
  };
}

/** `context.ignore-previous` → `ContextIgnorePrevious` (SARIF's `name` is an identifier). */
function ruleName(id: string): string {
  return id
    .split(/[.\-_]/)
    .filter((part) => part !== '')
    .map(capitalize)
    .join('');
}

function messageOf(finding: Finding): string {
  const where = finding.source === undefined ? '' : ` in ${finding.source}`;
  const trick = finding.trick === undefined ? '' : ` (hidden as ${finding.trick})`;
  return `${capitalize(finding.description)}${where}${trick} (${finding.category}, ${finding.confidence})`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
