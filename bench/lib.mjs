// Shared helpers of the benchmarks: wall-clock timing of child processes and interleaved comparisons.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs a command to completion and returns its wall-clock time in ms; a failing command is an error. */
export function timeCommand({ command, args, env }) {
  const start = performance.now();
  const result = spawnSync(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const elapsed = performance.now() - start;
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const detail = result.stderr.toString().trim().split('\n')[0] ?? '';
    throw new Error(`${[command, ...args].join(' ')} exited with ${result.status}: ${detail}`);
  }
  return elapsed;
}

/**
 * Measures `subject` against `baseline` in alternating runs, so that machine noise (other processes, CPU
 * frequency) hits both alike; returns both medians and their ratio.
 */
export function compare({ subject, baseline, pairs = 30, warmups = 3 }) {
  for (let i = 0; i < warmups; i++) {
    timeCommand(subject);
    timeCommand(baseline);
  }
  const subjectTimes = [];
  const baselineTimes = [];
  for (let i = 0; i < pairs; i++) {
    // Alternate which goes first so that neither always benefits from a warm cache.
    if (i % 2 === 0) {
      subjectTimes.push(timeCommand(subject));
      baselineTimes.push(timeCommand(baseline));
    } else {
      baselineTimes.push(timeCommand(baseline));
      subjectTimes.push(timeCommand(subject));
    }
  }
  const subjectMedian = median(subjectTimes);
  const baselineMedian = median(baselineTimes);
  return { subjectMedian, baselineMedian, ratio: subjectMedian / baselineMedian };
}

export function formatComparison(subjectLabel, baselineLabel, { subjectMedian, baselineMedian, ratio }) {
  return `${subjectLabel}: ${subjectMedian.toFixed(1)} ms median vs ${baselineLabel}: ${baselineMedian.toFixed(1)} ms → ${ratio.toFixed(2)}×`;
}
