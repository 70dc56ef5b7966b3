#!/usr/bin/env node
/**
 * Cold start of the built CLI against bare node, in the same run: the median wall time of 10
 * whole-process runs each (after one warm-up run each, for the file cache), run interleaved so a busy
 * machine slows all three alike. Targets (issue 13): `pi-scan text -c hello` <= 1.5x `node -e 0`,
 * `pi-scan --help` about 1x. Then, when perf is installed, the CPU time of the same runs (task-clock),
 * which a busy shared machine distorts far less. Usage: `npm run bench:start` (builds first), or `node scripts/bench-start.mjs [runs]`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'pi-scan.js');
const runs = Number(process.argv[2] ?? 10);

const cases = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'pi-scan --help', args: [bin, '--help'] },
  { name: 'pi-scan text -c hello', args: [bin, 'text', '-c', 'hello'] },
];

// An empty project directory: no config file to find, as on a clean checkout.
const cwd = mkdtempSync(join(tmpdir(), 'pi-scan-bench-start-'));
try {
  writeFileSync(join(cwd, 'package.json'), '{ "private": true }\n');
  const env = { PATH: process.env.PATH ?? '', HOME: cwd, LANG: 'C.UTF-8' };
  const times = cases.map(() => []);
  for (const item of cases) run(item.args); // warm-up
  for (let i = 0; i < runs; i++) {
    for (const [index, item] of cases.entries()) times[index].push(run(item.args));
  }
  const medians = times.map(median);
  const bare = medians[0];
  console.log(`Cold start, median of ${runs} whole-process runs each (node ${process.version})`);
  cases.forEach((item, index) => {
    const ratio = index === 0 ? '' : `  ${(medians[index] / bare).toFixed(2)}x bare node`;
    console.log(`  ${item.name.padEnd(24)} ${medians[index].toFixed(1).padStart(7)} ms${ratio}`);
  });
  const textRatio = medians[2] / bare;
  console.log(
    `pi-scan text -c hello: ${textRatio.toFixed(2)}x (target <= 1.5x: ${textRatio <= 1.5 ? 'met' : 'NOT met'})`,
  );
  console.log(`pi-scan --help:        ${(medians[1] / bare).toFixed(2)}x (target about 1x)`);

  // CPU time (perf's task-clock, all threads) moves far less than wall time when other work shares the
  // machine: the same runs again under `perf stat`, when perf is installed.
  if (spawnSync('perf', ['--version'], { stdio: 'ignore' }).status === 0) {
    const cpu = cases.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [index, item] of cases.entries()) cpu[index].push(taskClock(item.args));
    }
    const cpuMedians = cpu.map(median);
    console.log(
      `CPU time (perf stat -e task-clock), median of ${runs} runs each, load average ${loadavg()[0].toFixed(1)}`,
    );
    cases.forEach((item, index) => {
      const ratio = index === 0 ? '' : `  ${(cpuMedians[index] / cpuMedians[0]).toFixed(2)}x bare node`;
      console.log(`  ${item.name.padEnd(24)} ${cpuMedians[index].toFixed(1).padStart(7)} ms${ratio}`);
    });
  }

  function taskClock(args) {
    const out = join(cwd, 'perf.csv');
    const result = spawnSync(
      'perf',
      ['stat', '-x,', '-e', 'task-clock', '-o', out, process.execPath, ...args],
      {
        cwd,
        env,
        stdio: 'ignore',
      },
    );
    if (result.status !== 0 && args[0] !== '-e')
      throw new Error(`perf stat node ${args.join(' ')} exited ${result.status}`);
    const line = readFileSync(out, 'utf8')
      .split('\n')
      .find((row) => row.includes('task-clock'));
    return Number(line?.split(',')[0]);
  }

  function run(args) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, args, { cwd, env, stdio: 'ignore' });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0 && args[0] !== '-e')
      throw new Error(`node ${args.join(' ')} exited ${result.status}`);
    return ms;
  }
} finally {
  rmSync(cwd, { recursive: true, force: true });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
