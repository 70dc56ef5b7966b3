/**
 * A worker thread of the text scan pool: loads the bundled model once, then scans the texts the pool
 * posts, with exactly the code of the inline scan (scanTextContent). Started by scan-pool.ts only.
 */
import { parentPort } from 'node:worker_threads';
import { loadBundledModel } from '../detector/model-file.js';
import { scanTextContent } from '../detector/scan.js';
import type { ScanJob, ScanReply } from './scan-pool.js';

const port = parentPort;
if (port === null) throw new Error('scan-worker.js runs only as a worker thread of the text scan pool');
const model = loadBundledModel();
port.on('message', (job: ScanJob) => {
  let reply: ScanReply;
  try {
    reply = { id: job.id, result: scanTextContent(job.content, job.options, job.accounting, model).result };
  } catch (error: unknown) {
    reply = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
