/**
 * The scanner abstraction shared by `pi-scan text` (offline and remote) and reused by other scan
 * commands: content and validated options in, the spec's scan result plus located findings out.
 */
import { availableParallelism } from 'node:os';
import type { ScanAccounting, ScanOptions } from '../api/contract.js';
import type { PiScanConfig } from '../config/config.js';
import type { ScoringModel } from '../detector/types.js';
import { type Finding, findingsFromText, type ScanOutcomeParts } from '../render/outcome.js';
import type { ThreadedScanner } from './jsonl-threads.js';
import { createRemoteTarget, isRemoteRequested, type RemoteContext } from './scan-settings.js';

/** Scans one piece of text. Remote implementations reject with PiScanErrors (service, auth, network). */
export type TextScanner = (content: string, options: ScanOptions) => Promise<ScanOutcomeParts>;

/** The `api_key_id` of offline scans. */
export const LOCAL_API_KEY_ID = 'local';

/** Picks the scanner for the settings: remote when a base URL is set, else the local detector. */
export async function createTextScanner(
  config: PiScanConfig,
  remote: RemoteContext = { env: {}, apiKeyFromFlag: false, warn: () => {} },
): Promise<TextScanner> {
  if (!isRemoteRequested(config)) return createLocalTextScanner(config);
  const target = await createRemoteTarget(config, remote);
  const { createRemoteTextScanner } = await import('../client/remote-scanner.js');
  return createRemoteTextScanner(target);
}

/** The offline scanner: the local detector and the bundled model; `api_key_id` is "local". */
export async function createLocalTextScanner(
  config: Pick<PiScanConfig, 'serviceTier'>,
): Promise<TextScanner> {
  const [{ scanTextContent }, model] = await Promise.all([import('../detector/scan.js'), loadTextModel()]);
  return async (content, options) => {
    const { result, detection } = scanTextContent(content, options, localAccounting(config, content), model);
    let findings: readonly Finding[] | undefined;
    return {
      result,
      // Located on first read: a `--jsonl` batch writes the result alone and never reads them.
      get findings() {
        findings ??= findingsFromText(content, detection.evidence, result, options);
        return findings;
      },
    };
  };
}

/**
 * The offline scan of a `--jsonl` batch: the local detector on the main thread and, once texts pile
 * up, on worker threads too, so that the batch uses as many cores as the machine has and
 * `concurrency` allows (jsonl-threads.ts). Verdicts are those of {@link createLocalTextScanner}; the
 * caller closes it to stop the threads.
 */
export async function createLocalBatchScanner(
  config: Pick<PiScanConfig, 'serviceTier' | 'concurrency'>,
  warn: (message: string) => void,
): Promise<ThreadedScanner> {
  const [{ scanTextContent }, { createThreadedScanner }, model] = await Promise.all([
    import('../detector/scan.js'),
    import('./jsonl-threads.js'),
    loadTextModel(),
  ]);
  const accounting = (content: string): ScanAccounting => localAccounting(config, content);
  return createThreadedScanner({
    inline: (content, options) => scanTextContent(content, options, accounting(content), model).result,
    accounting,
    threads: Math.max(0, Math.min(config.concurrency, availableParallelism()) - 1),
    onThreadError: (error) =>
      warn(`a scan thread failed (${error.message}); its texts are scanned on the main thread`),
  });
}

function localAccounting(config: Pick<PiScanConfig, 'serviceTier'>, content: string): ScanAccounting {
  return { apiKeyId: LOCAL_API_KEY_ID, contentLength: content.length, serviceTier: config.serviceTier };
}

/** The one place the offline text scan gets its model (loaded lazily, cached by the model module). */
async function loadTextModel(): Promise<ScoringModel | undefined> {
  const { loadBundledModel } = await import('../detector/model-file.js');
  return loadBundledModel();
}
