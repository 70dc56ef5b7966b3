/**
 * `pi-scan image`: scan image files or stdin (or `--jsonl` batches of `{"image": base64, ...}` requests)
 * with the image engine, and render the outcomes with the same renderers, options and exit codes as
 * `pi-scan text`. With `--remote` the images go to a pi-scan service instead.
 */
import {
  type ImageScanRequest,
  parseImageScanRequest,
  type ScanOptions,
  type ScanResult,
} from '../api/contract.js';
import { type PiScanConfig, parseSettingValue } from '../config/config.js';
import { PiScanError, UsageError } from '../errors.js';
import type { ImageScanner, ImageScanOutcome } from '../image/scanner.js';
import { readInputBytes } from '../input/read.js';
import { type InputSource, resolveInputSources } from '../input/sources.js';
import {
  type Finding,
  findingFromEvidence,
  type ScanOutcomeParts,
  selectEvidence,
} from '../render/outcome.js';
import { defaultOutputFormat } from '../render/reporter.js';
import { type CliContext, isTty } from './context.js';
import { runJsonlSources } from './jsonl-batch.js';
import {
  applyRequestDefaults,
  createRemoteTarget,
  isRemoteRequested,
  loadScanSettings,
  parseScanFlags,
  scanOptionsFromConfig,
} from './scan-settings.js';
import { scanSources } from './scan-sources.js';
import { LOCAL_API_KEY_ID } from './text-scanner.js';

/** One image to scan: its bytes and how outputs name it. */
export interface ImageInput {
  bytes: Uint8Array;
  label: string;
}

/** Scans one image; the local engine or a remote service. */
export interface ImageCommandScanner {
  scan(image: ImageInput, options: ScanOptions): Promise<ScanOutcomeParts>;
  /** Scans the `image` field of a `--jsonl` line (base64). */
  scanBase64(image: string, options: ScanOptions): Promise<ScanResult>;
  close(): Promise<void>;
}

/**
 * Validates one `--jsonl` line as an image scan request (the contract's parseImageScanRequest, the body
 * of POST /v1/prompt-injection/image); fields the line leaves out come from `defaults`.
 */
export function parseImageScanLine(json: unknown, defaults: ScanOptions): ImageScanRequest {
  const request = parseImageScanRequest(json);
  const options = applyRequestDefaults(json, { content: '', options: request.options }, defaults).options;
  return { image: request.image, options };
}

/** The located findings of a local image scan: evidence behind the reported categories, with its source. */
export function findingsFromImage(outcome: ImageScanOutcome, options: ScanOptions): Finding[] {
  return selectEvidence(outcome.evidence, outcome.result, options).map(findingFromEvidence);
}

/** The offline scanner: the image engine with an OCR pool that starts on the first image needing OCR. */
export async function createLocalImageCommandScanner(
  config: Pick<PiScanConfig, 'serviceTier' | 'ocrWorkers' | 'maxImageBytes' | 'frames'>,
  warn: (message: string) => void = () => {},
  timeBudgetMs?: number,
): Promise<ImageCommandScanner> {
  const { createImageScanner } = await import('../image/scanner.js');
  const engine: ImageScanner = createImageScanner({
    ocrWorkers: config.ocrWorkers ?? 1,
    limits: {
      maxBytes: config.maxImageBytes,
      ...(config.frames === undefined ? {} : { frames: config.frames }),
    },
    ...(timeBudgetMs === undefined ? {} : { timeBudgetMs }),
  });
  const accounting = { apiKeyId: LOCAL_API_KEY_ID, serviceTier: config.serviceTier };
  return {
    async scan(image, options) {
      const outcome = await engine.scan(image.bytes, options, accounting);
      // What the scan did not read (frames past the limit) is said on stderr as well as in the JSON.
      for (const warning of outcome.report.warnings) warn(`${image.label}: ${warning}`);
      return { result: outcome.result, findings: findingsFromImage(outcome, options) };
    },
    async scanBase64(image, options) {
      const outcome = await engine.scanBase64(image, options, accounting);
      for (const warning of outcome.report.warnings) warn(warning);
      return outcome.result;
    },
    close: () => engine.close(),
  };
}

/** Runs `pi-scan image`. Exit codes go through `context.setExitCode` (highest wins). */
export async function runImageCommand(
  files: string[],
  options: Record<string, unknown>,
  context: CliContext,
): Promise<void> {
  const flags = parseScanFlags(options);
  if (options.frames !== undefined)
    flags.layer.frames = parseSettingValue('frames', options.frames, '--frames');
  const multipart = options.multipart === true;
  const config = await loadScanSettings(flags, context);
  const remote = isRemoteRequested(config);
  if (multipart && !remote)
    throw new UsageError('--multipart only applies with --remote; drop it to scan offline');
  if (options.timeBudget !== undefined && remote)
    throw new UsageError(
      '--time-budget only applies offline; the service uses its own budget (pi-scan serve --time-budget)',
    );
  const scanOptions = scanOptionsFromConfig(config);
  const sources = resolveInputSources({ files, stdinIsTty: isTty(context.stdin) });
  const scanner = remote
    ? await createRemoteImageCommandScanner(config, {
        multipart,
        context,
        apiKeyFromFlag: flags.layer.apiKey !== undefined,
      })
    : await createLocalImageCommandScanner(
        config,
        (message) => context.stderr.write(`pi-scan: warning: ${message}\n`),
        typeof options.timeBudget === 'number' ? options.timeBudget : undefined,
      );
  try {
    if (flags.jsonl) {
      await runJsonlSources<ImageScanRequest>(
        sources,
        {
          parse: (json) => parseImageScanLine(json, scanOptions),
          scan: (request) => scanner.scanBase64(request.image, request.options),
          concurrency: remote ? config.concurrency : (config.ocrWorkers ?? 1),
          // A line holds the base64 image (4 bytes per 3) and a few option fields.
          maxLineBytes: Math.ceil(config.maxImageBytes / 3) * 4 + 64 * 1024,
          limitHint: 'maxImageBytes (PI_SCAN_MAX_IMAGE_BYTES)',
        },
        context,
      );
    } else {
      const format = config.format ?? defaultOutputFormat(isTty(context.stdout));
      await scanSources(
        sources,
        {
          format,
          scanSource: async (source, single) => {
            try {
              const bytes = await readImageBytes(source, config.maxImageBytes, context);
              return await scanner.scan({ bytes, label: source.label }, scanOptions);
            } catch (error: unknown) {
              // Among several images, say which one was bad (file errors already name it).
              if (single || !(error instanceof PiScanError) || error.message.startsWith(`${source.label}: `))
                throw error;
              throw new PiScanError(error.code, `${source.label}: ${error.message}`, {
                cause: error,
                details: error.details,
              });
            }
          },
        },
        context,
      );
    }
  } finally {
    await scanner.close();
  }
}

async function createRemoteImageCommandScanner(
  config: PiScanConfig,
  options: { multipart: boolean; context: CliContext; apiKeyFromFlag: boolean },
): Promise<ImageCommandScanner> {
  const target = await createRemoteTarget(config, {
    env: options.context.env,
    apiKeyFromFlag: options.apiKeyFromFlag,
    warn: (message) => options.context.stderr.write(`pi-scan: warning: ${message}\n`),
  });
  const { createRemoteImageScanner } = await import('../client/remote-scanner.js');
  const remote = createRemoteImageScanner(target);
  // The service's image report carries the same warnings as a local scan: printed the same way.
  const warn = (result: ScanResult, label?: string): void => {
    for (const warning of result.image?.warnings ?? []) {
      // The text comes from the service: no control characters reach the terminal.
      const clean = warning.replace(/[\p{Cc}\p{Cf}]/gu, ' ');
      options.context.stderr.write(`pi-scan: warning: ${label === undefined ? '' : `${label}: `}${clean}\n`);
    }
  };
  return {
    async scan(image, scanOptions) {
      const parts = await remote(
        {
          bytes: image.bytes,
          filename: image.label === '-' ? 'image' : image.label,
          multipart: options.multipart,
        },
        scanOptions,
      );
      warn(parts.result, image.label);
      return parts;
    },
    async scanBase64(image, scanOptions) {
      const { decodeBase64Image } = await import('../image/base64.js');
      const bytes = decodeBase64Image(image, config.maxImageBytes);
      const { result } = await remote(
        { bytes, filename: 'image', multipart: options.multipart },
        scanOptions,
      );
      warn(result);
      return result;
    },
    close: () => remote.close(),
  };
}

/** Reads an image file or stdin, refusing anything over `maxBytes` before reading it all. */
export async function readImageBytes(
  source: InputSource,
  maxBytes: number,
  context: Pick<CliContext, 'cwd' | 'stdin'>,
): Promise<Uint8Array> {
  if (source.kind === 'content')
    throw new UsageError('pi-scan image reads image files or stdin, not literal text');
  return readInputBytes(source, {
    cwd: context.cwd,
    stdin: context.stdin,
    maxBytes,
    limitHint: 'maxImageBytes (PI_SCAN_MAX_IMAGE_BYTES)',
  });
}
