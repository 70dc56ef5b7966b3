/**
 * The library API: `import { scanText, scanImage, createScanner } from 'pi-scan'`. The same scans and
 * the same result shape as `pi-scan text|image --json` (the spec's scan result), the same options
 * (only, exclude, minimum_confidence, a remote base URL and key). It never writes to stdout or stderr
 * and never exits the process: problems are thrown as PiScanError with a string `code`.
 */
import {
  type CategoryCode,
  type Confidence,
  createScanOptions,
  parseCategoryCodes,
  parseCategoryList,
  type ScanOptions,
  type ScanResult,
  type ServiceTier,
} from './api/contract.js';
import type { ImageCommandScanner } from './commands/image.js';
import type { TextScanner } from './commands/text-scanner.js';
import { DEFAULT_CONFIG, type PiScanConfig, parseSettingValue } from './config/config.js';
import { UsageError } from './errors.js';

export type { CategoryCode, CategoryEntry, Confidence, ScanResult, ServiceTier } from './api/contract.js';
export { CATEGORY_CODES } from './api/contract.js';
export { ErrorCode, PiScanError } from './errors.js';

/** Per-scan options, as the HTTP API and the CLI flags take them. */
export interface ScanCallOptions {
  /** Detect only these categories (array or comma-separated string). */
  only?: readonly CategoryCode[] | string;
  /** Leave these categories out (array or comma-separated string); not together with `only`. */
  exclude?: readonly CategoryCode[] | string;
  /** Report only detections at or above this level (default `medium`). */
  minimum_confidence?: Confidence;
  /** The same as `minimum_confidence`, in camelCase. */
  minimumConfidence?: Confidence;
}

/** Options of {@link createScanner}: default scan options, and where scans run. */
export interface ScannerOptions extends ScanCallOptions {
  /** Scan with a remote pi-scan service instead of the local detector. */
  remote?: { baseUrl: string; apiKey: string; concurrency?: number; timeoutSeconds?: number };
  /** `service_tier` of local results (default `standard`). */
  serviceTier?: ServiceTier;
  /** OCR workers for local image scans (default 1). */
  ocrWorkers?: number;
  /** Largest image in bytes (default 10 MiB). */
  maxImageBytes?: number;
}

/** A scanner holding its model, OCR workers or HTTP connections; close it when done. */
export interface Scanner {
  /** Scans text; resolves to the spec's scan result. */
  scanText(text: string, options?: ScanCallOptions): Promise<ScanResult>;
  /** Scans an image (PNG, JPEG, GIF or WebP bytes): OCR and metadata. */
  scanImage(image: Uint8Array, options?: ScanCallOptions): Promise<ScanResult>;
  /** Ends OCR workers and connections. */
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/** Creates a scanner. Options are validated now; a bad option throws a PiScanError (code `usage`). */
export function createScanner(options: ScannerOptions = {}): Scanner {
  const config = scannerConfig(options);
  const defaults = toScanOptions(options, {});
  let text: Promise<TextScanner & { close?: () => Promise<void> }> | undefined;
  let image: Promise<ImageCommandScanner> | undefined;
  const close = async (): Promise<void> => {
    const [textScanner, imageScanner] = await Promise.all([text, image]);
    text = undefined;
    image = undefined;
    await Promise.all([textScanner?.close?.(), imageScanner?.close()]);
  };
  return {
    async scanText(content, call = {}) {
      if (typeof content !== 'string') throw new UsageError('scanText: expected the text as a string');
      text ??= createTextBackend(config, options);
      return (await (await text)(content, toScanOptions(call, defaults))).result;
    },
    async scanImage(bytes, call = {}) {
      if (!(bytes instanceof Uint8Array))
        throw new UsageError('scanImage: expected the image as a Uint8Array or Buffer');
      image ??= createImageBackend(config, options);
      return (await (await image).scan({ bytes, label: 'image' }, toScanOptions(call, defaults))).result;
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** Scans one text with a scanner made for the call (the model is loaded once per process). */
export function scanText(text: string, options: ScannerOptions = {}): Promise<ScanResult> {
  return withScanner(options, (scanner) => scanner.scanText(text));
}

/** Scans one image with a scanner made for the call (OCR workers start and stop with it). */
export function scanImage(image: Uint8Array, options: ScannerOptions = {}): Promise<ScanResult> {
  return withScanner(options, (scanner) => scanner.scanImage(image));
}

async function withScanner(
  options: ScannerOptions,
  scan: (scanner: Scanner) => Promise<ScanResult>,
): Promise<ScanResult> {
  await using scanner = createScanner(options);
  return await scan(scanner);
}

function scannerConfig(options: ScannerOptions): PiScanConfig {
  const config: PiScanConfig = { ...DEFAULT_CONFIG };
  if (options.serviceTier !== undefined)
    config.serviceTier = parseSettingValue('serviceTier', options.serviceTier, 'serviceTier');
  if (options.ocrWorkers !== undefined)
    config.ocrWorkers = parseSettingValue('ocrWorkers', options.ocrWorkers, 'ocrWorkers');
  if (options.maxImageBytes !== undefined)
    config.maxImageBytes = parseSettingValue('maxImageBytes', options.maxImageBytes, 'maxImageBytes');
  if (options.remote !== undefined) {
    config.baseUrl = parseSettingValue('baseUrl', options.remote.baseUrl, 'remote.baseUrl');
    config.apiKey = parseSettingValue('apiKey', options.remote.apiKey, 'remote.apiKey');
    if (options.remote.concurrency !== undefined)
      config.concurrency = parseSettingValue('concurrency', options.remote.concurrency, 'remote.concurrency');
    if (options.remote.timeoutSeconds !== undefined)
      config.timeout = parseSettingValue('timeout', options.remote.timeoutSeconds, 'remote.timeoutSeconds');
  }
  return config;
}

/** Validated scan options: a call's own fields win, the rest come from `defaults`. */
function toScanOptions(call: ScanCallOptions, defaults: Partial<ScanOptions>): ScanOptions {
  const categories = (value: ScanCallOptions['only'], field: string): readonly CategoryCode[] | undefined => {
    if (value === undefined) return undefined;
    return typeof value === 'string'
      ? parseCategoryList(value, field)
      : parseCategoryCodes([...value], field);
  };
  if (
    call.minimum_confidence !== undefined &&
    call.minimumConfidence !== undefined &&
    call.minimum_confidence !== call.minimumConfidence
  ) {
    throw new UsageError('minimum_confidence and minimumConfidence disagree; pass one of them');
  }
  const hasFilter = call.only !== undefined || call.exclude !== undefined;
  return createScanOptions({
    only: hasFilter ? categories(call.only, 'only') : defaults.only,
    exclude: hasFilter ? categories(call.exclude, 'exclude') : defaults.exclude,
    minimumConfidence: call.minimum_confidence ?? call.minimumConfidence ?? defaults.minimumConfidence,
  });
}

async function createTextBackend(
  config: PiScanConfig,
  options: ScannerOptions,
): Promise<TextScanner & { close?: () => Promise<void> }> {
  if (options.remote === undefined) {
    const { createLocalTextScanner } = await import('./commands/text-scanner.js');
    return createLocalTextScanner(config);
  }
  const { createRemoteTextScanner, resolveRemoteTarget } = await import('./client/remote-scanner.js');
  return createRemoteTextScanner(resolveRemoteTarget(config));
}

async function createImageBackend(
  config: PiScanConfig,
  options: ScannerOptions,
): Promise<ImageCommandScanner> {
  if (options.remote === undefined) {
    const { createLocalImageCommandScanner } = await import('./commands/image.js');
    return createLocalImageCommandScanner(config);
  }
  const { createRemoteImageScanner, resolveRemoteTarget } = await import('./client/remote-scanner.js');
  const remote = createRemoteImageScanner(resolveRemoteTarget(config));
  return {
    scan: (image, scanOptions) =>
      remote({ bytes: image.bytes, filename: image.label, multipart: false }, scanOptions),
    scanBase64: () => Promise.reject(new UsageError('scanBase64 is not part of the library API')),
    close: () => remote.close(),
  };
}
