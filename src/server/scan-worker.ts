/**
 * A worker thread of the text scans that leave the main thread: loads the bundled model once, then
 * scans what it is posted, with exactly the code of the inline scan (scanTextContent). Started by
 * scan-pool.ts (one text per message) and by the CLI's offline `--jsonl` (jsonl-threads.ts, a chunk
 * of texts per message).
 */
import { parentPort } from 'node:worker_threads';
import type { ScanResult } from '../api/contract.js';
import { loadBundledModel } from '../detector/model-file.js';
import { scanTextContent } from '../detector/scan.js';
import type { ScanChunk, ScanChunkReply, ScanJob, ScanReply } from './scan-pool.js';

const port = parentPort;
if (port === null) throw new Error('scan-worker.js runs only as a worker thread of pi-scan');
const model = loadBundledModel();

function scanOne(job: Omit<ScanJob, 'id'>): { result: ScanResult } | { error: string } {
  try {
    return { result: scanTextContent(job.content, job.options, job.accounting, model).result };
  } catch (error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (message: ScanJob | ScanChunk) => {
  if ('jobs' in message) {
    const reply: ScanChunkReply = { id: message.id, outcomes: message.jobs.map(scanOne) };
    port.postMessage(reply);
    return;
  }
  const reply: ScanReply = { id: message.id, ...scanOne(message) };
  port.postMessage(reply);
});
port.postMessage({ ready: true });
