// A pi-keys worker for the concurrency and crash tests: one process running many pi-keys operations
// through the real, built CLI program (dist/src/cli/pi-keys.js), as `node bin/pi-keys.js` would, but
// without paying node's start-up per operation.
// Usage: node keys-worker.mjs <db> <audit-log> <project-id> <operations|forever> <seed>
// Prints "ready" after the first operation, and a JSON summary line when done.
import { Writable } from 'node:stream';

const { createProgram } = await import(new URL('../../dist/src/cli/pi-keys.js', import.meta.url));
const [db, auditLog, projectId, countText, seedText] = process.argv.slice(2);
const count = countText === 'forever' ? Number.POSITIVE_INFINITY : Number(countText);
const actor = `Worker ${seedText} <worker${seedText}@example.com>`;

// mulberry32: a small seeded PRNG, so a failing run can be replayed.
let state = Number(seedText) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (items) => items[Math.floor(random() * items.length)];

async function run(args) {
  let out = '';
  let err = '';
  const sink = (append) =>
    new Writable({
      write(chunk, _encoding, done) {
        append(String(chunk));
        done();
      },
    });
  let code = 0;
  const context = {
    argv: ['node', 'pi-keys', ...args],
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
    stdout: sink((text) => (out += text)),
    stderr: sink((text) => (err += text)),
    setExitCode: (value) => (code = Math.max(code, value)),
  };
  try {
    await createProgram(context).parseAsync(context.argv);
  } catch (error) {
    return { code: 2, out, err, error };
  }
  return { code, out, err };
}

const common = ['--db', db, '--audit-log', auditLog, '--actor', actor, '--json'];
const known = new Set();
const done = []; // {action, target} of every operation that succeeded, i.e. must have exactly one event
const unexpected = [];
const OPERATIONS = [
  ['create', 3],
  ['list', 1],
  ['show', 1],
  ['update', 1],
  ['pause', 2],
  ['activate', 2],
  ['revoke', 1],
  ['usage', 1],
  ['delete', 1],
];
const weighted = OPERATIONS.flatMap(([name, weight]) => Array(weight).fill(name));

for (let index = 0; index < count; index += 1) {
  let operation = pick(weighted);
  if (known.size === 0 && operation !== 'list') operation = 'create';
  const keyId = pick([...known]);
  let args;
  let action;
  let target = keyId;
  switch (operation) {
    case 'create':
      args = ['create', '--project', projectId, '--name', `key ${seedText}-${index}`, '--expires', '30d'];
      action = 'api_key.create';
      break;
    case 'list':
      args = ['list', '--project', projectId, '--limit', '1000'];
      action = 'api_key.list';
      target = projectId;
      break;
    case 'show':
      args = ['show', keyId];
      action = 'api_key.view_details';
      break;
    case 'update':
      args = ['update', keyId, '--name', `renamed ${seedText}-${index}`, '--ip', '10.0.0.0/8,::1'];
      action = 'api_key.update';
      break;
    case 'pause':
    case 'activate':
      args = [operation, keyId];
      action = 'api_key.update_status';
      break;
    case 'revoke':
      args = ['revoke', keyId];
      action = 'api_key.revoke';
      break;
    case 'usage':
      args = ['usage', keyId, '--page', '1', '--limit', '10'];
      action = 'api_key.list_usage';
      break;
    case 'delete':
      args = ['delete', keyId, '--yes'];
      action = 'api_key.delete';
      break;
  }
  const result = await run([...args, ...common]);
  if (result.code === 0) {
    if (operation === 'create') target = JSON.parse(result.out).id;
    if (operation === 'create') known.add(target);
    if (operation === 'list') for (const key of JSON.parse(result.out).items) known.add(key.id);
    if (operation === 'delete') known.delete(keyId);
    done.push({ action, target });
  } else {
    const code = result.error?.code;
    // Racing another worker is expected: the key was deleted, or already paused/revoked.
    if (code === 'not_found') known.delete(keyId);
    else if (code !== 'conflict')
      unexpected.push({ args, code, message: String(result.error?.message ?? result.err) });
  }
  if (index === 0) process.stdout.write('ready\n');
}
process.stdout.write(`${JSON.stringify({ done, unexpected })}\n`);
