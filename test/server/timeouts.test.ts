/**
 * Slow clients against a real listening server on 127.0.0.1 port 0, with short timeouts set through
 * the options: a stalled request is answered 408 and its socket closed.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBundledModel } from '../../src/detector/model-file.js';
import { buildServer } from '../../src/server/app.js';
import { listen, type RunningServer } from '../../src/server/listen.js';
import { createTextScanner } from '../../src/server/scanners.js';
import { createTestStore, type TestStore } from './helpers.js';

let testStore: TestStore;
let running: RunningServer | undefined;
const sockets: Socket[] = [];

beforeEach(() => {
  testStore = createTestStore();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await running?.close();
  running = undefined;
  testStore.cleanup();
});

async function start() {
  const app = await buildServer({
    store: testStore.store,
    scanners: { text: createTextScanner(loadBundledModel()) },
    timeouts: { headersMs: 300, requestMs: 600, idleMs: 5_000, checkIntervalMs: 50 },
  });
  running = await listen(app, { port: 0 });
  return new URL(running.url);
}

/** Opens a socket, writes `data`, then stalls; resolves with everything received once the server closes it. */
function stall(url: URL, data: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(data);
  });
}

describe('server timeouts', () => {
  it('closes 50 slowloris connections that sent headers and part of a body, each with a 408 {"error"}', async () => {
    const url = await start();
    const key = await testStore.createKey();
    const partial =
      'POST /v1/prompt-injection/text HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Authorization: Bearer ${key.token}\r\nContent-Length: 1000\r\n\r\n{"content": "`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => stall(url, partial)));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer).toContain('{"error":"the request was not received in time');
    }
  });

  it('closes a connection whose headers never finish', async () => {
    const url = await start();
    const answer = await stall(url, 'POST /v1/prompt-injection/text HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a client that sends its request at once', async () => {
    const url = await start();
    const response = await fetch(new URL('/healthz', url));
    expect(response.status).toBe(200);
  });
});
