/**
 * `pi-scan image`: scan image files or stdin (or `--jsonl` batches of `{"image": base64, ...}` requests)
 * with the image engine, and render the outcomes with the same renderers, options and exit codes as
 * `pi-scan text`. With `--remote` the images go to a pi-scan service instead.
 */
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseScanOptionFields, type ScanOptions, type ScanResult } from '../api/contract.js';
import { type CliContext, isTty } from '../cli/context.js';
import { type PiScanConfig, parseSettingValue } from '../config/config.js';
import { PiScanError, UsageError } from '../errors.js';
import type { ImageScanner, ImageScanOutcome } from '../image/scanner.js';
import { fileError } from '../input/read.js';
import { type InputSource, resolveInputSources } from '../input/sources.js';
import {
  type Finding,
  findingFromEvidence,
  type ScanOutcomeParts,
  selectEvidence,
} from '../render/outcome.js';
import { defaultOutputFormat } from '../render/reporter.js';
import { runJsonlSources } from './jsonl-batch.js';
import { scanSources } from './scan-sources.js';
import { applyRequestDefaults, loadScanSettings, parseScanFlags, scanOptionsFromConfig } from './text.js';
import { isRemoteRequested, LOCAL_API_KEY_ID } from './text-scanner.js';

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

/** A parsed `--jsonl` line: `{"image": "<base64>", "only"?, "exclude"?, "minimum_confidence"?}`. */
export interface ImageScanRequest {
  image: string;
  options: ScanOptions;
}

/** Validates one `--jsonl` line as an image scan request (the body of POST /v1/prompt-injection/image). */
export function parseImageScanRequest(json: unknown, defaults: ScanOptions): ImageScanRequest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new UsageError('each line must be a JSON object like {"image": "<base64>"}');
  }
  const record = json as Record<string, unknown>;
  if (record.image === undefined || record.image === null) {
    throw new UsageError('missing required field "image" (the image bytes encoded as base64)');
  }
  if (typeof record.image !== 'string') throw new UsageError('field "image" must be a base64 string');
  const options = applyRequestDefaults(
    json,
    { content: '', options: parseScanOptionFields(record) },
    defaults,
  ).options;
  return { image: record.image, options };
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
  const remote = isRemoteRequested(config, flags.remote);
  if (multipart && !remote)
    throw new UsageError('--multipart only applies with --remote; drop it to scan offline');
  if (options.timeBudget !== undefined && remote)
    throw new UsageError('--time-budget only applies offline; the service uses its own budget');
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
          parse: (json) => parseImageScanRequest(json, scanOptions),
          scan: (request) => scanner.scanBase64(request.image, request.options),
          concurrency: remote ? config.concurrency : (config.ocrWorkers ?? 1),
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
  const { createRemoteImageScanner, resolveRemoteTarget } = await import('../client/remote-scanner.js');
  const remote = createRemoteImageScanner(
    resolveRemoteTarget(config, {
      env: options.context.env,
      apiKeyFromFlag: options.apiKeyFromFlag,
      warn: (message) => options.context.stderr.write(`pi-scan: warning: ${message}\n`),
    }),
  );
  return {
    scan: (image, scanOptions) =>
      remote(
        {
          bytes: image.bytes,
          filename: image.label === '-' ? 'image' : image.label,
          multipart: options.multipart,
        },
        scanOptions,
      ),
    async scanBase64(image, scanOptions) {
      const { decodeBase64Image } = await import('../image/base64.js');
      const bytes = decodeBase64Image(image, config.maxImageBytes);
      return (await remote({ bytes, filename: 'image', multipart: options.multipart }, scanOptions)).result;
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
  const tooLarge = (size: string): PiScanError =>
    new PiScanError(
      'too_large',
      `${source.label}: the image is ${size}, over the limit of ${maxBytes} bytes; raise maxImageBytes (PI_SCAN_MAX_IMAGE_BYTES) to scan it`,
    );
  if (source.kind === 'content')
    throw new UsageError('pi-scan image reads image files or stdin, not literal text');
  if (source.kind === 'stdin') {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of context.stdin) {
      const buffer =
        typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > maxBytes) throw tooLarge(`more than ${maxBytes} bytes`);
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  }
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(resolve(context.cwd, source.path), 'r');
    const stat = await handle.stat();
    if (stat.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    if (stat.size > maxBytes) throw tooLarge(`${stat.size} bytes`);
    return await handle.readFile();
  } catch (error: unknown) {
    if (error instanceof PiScanError) throw error;
    throw fileError(source.path, error);
  } finally {
    await handle?.close();
  }
}
