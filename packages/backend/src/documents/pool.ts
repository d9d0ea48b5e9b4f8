import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import {
  DEFAULT_LIMITS,
  type DocumentKind,
  type Extracted,
  type ExtractionLimits,
  type ExtractionResult,
  type ExtractionTask,
  Refusal,
} from './extraction.js';

// In the sources (tests) the worker is its .ts file, run by Node with its types stripped; in the bundle it
// is dist/extract-worker.js, a sibling of the file this code is bundled into.
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './extract-worker.ts' : './extract-worker.js',
  import.meta.url,
).href;

const WATCH_MS = 50;
// A new worker thread with pdf.js loaded weighs this much on its own, before any file.
const WORKER_BASE_MB = 96;
const MAX_QUEUE = 32;
// A file waiting longer than this for a worker is refused as "busy": the server is overloaded.
const MAX_WAIT_MS = 120_000;

export interface Extractor {
  /** The file's text in blocks, or a `Refusal` saying which limit it passed. */
  extract(kind: DocumentKind, path: string): Promise<Extracted>;
  close(): Promise<void>;
  readonly limits: ExtractionLimits;
}

/**
 * A pool of extraction workers (Tinypool). Each file gets a time limit (the task is aborted, its worker
 * terminated), a heap limit (the worker's resourceLimits) and a watch on the process' memory while files are
 * read, since pdf.js and the zip readers hold their data in buffers outside the heap. One thread less than
 * the cores (at least one): the request thread keeps a core to answer everyone else.
 */
export function createExtractor(overrides: Partial<ExtractionLimits> = {}): Extractor {
  const limits: ExtractionLimits = { ...DEFAULT_LIMITS, ...overrides };
  const pool = new Tinypool({
    filename: WORKER,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    maxQueue: MAX_QUEUE,
    idleTimeout: 30_000,
    useAtomics: false,
    // The workers run only the extraction module: none of the parent's flags (an `--input-type` would stop them).
    execArgv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: Math.ceil(limits.memoryMb / 2),
      maxYoungGenerationSizeMb: 16,
      stackSizeMb: 4,
    },
  });
  interface Running {
    started: Int32Array;
    /** When the worker took the task (performance.now()), 0 while it waits. */
    since: number;
    queuedAt: number;
    abort(reason: Refusal): void;
  }
  const running = new Set<Running>();
  let watch: NodeJS.Timeout | undefined;
  let baseline = 0;
  const maxGrowth = (WORKER_BASE_MB + limits.memoryMb) * 1024 * 1024;

  // One watch for every task in flight: the time limit counts from when a worker starts on the file (a
  // worker being started, or the queue, is not the file's doing), and the process' memory is checked.
  const check = () => {
    const now = performance.now();
    const overMemory = process.memoryUsage.rss() - baseline > maxGrowth;
    for (const task of running) {
      if (overMemory) task.abort(new Refusal('memory'));
      if (!task.since && Atomics.load(task.started, 0) === 1) task.since = now;
      if (task.since && now - task.since > limits.timeMs) task.abort(new Refusal('timeout'));
      else if (!task.since && now - task.queuedAt > MAX_WAIT_MS) task.abort(new Refusal('busy'));
    }
  };
  const startWatch = () => {
    if (watch) return;
    baseline = process.memoryUsage.rss();
    watch = setInterval(check, WATCH_MS);
    watch.unref();
  };
  const stopWatch = () => {
    if (running.size || !watch) return;
    clearInterval(watch);
    watch = undefined;
  };

  return {
    limits,
    async extract(kind, path) {
      const controller = new AbortController();
      const started = new Int32Array(new SharedArrayBuffer(4));
      const entry: Running = {
        started,
        since: 0,
        queuedAt: performance.now(),
        abort: (reason) => {
          if (!controller.signal.aborted) controller.abort(reason);
        },
      };
      running.add(entry);
      startWatch();
      try {
        const task: ExtractionTask = { kind, path, limits, started };
        const result = (await pool.run(task, { signal: controller.signal })) as ExtractionResult;
        if (!result.ok) throw new Refusal(result.reason);
        return result.document;
      } catch (error) {
        if (error instanceof Refusal) throw error;
        if (controller.signal.reason instanceof Refusal) throw controller.signal.reason;
        const code = (error as { code?: unknown }).code;
        if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw new Refusal('memory');
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new Refusal('busy');
        // A worker that died another way (a crash inside a library) was still reading this file.
        throw new Refusal('unreadable');
      } finally {
        running.delete(entry);
        stopWatch();
      }
    },
    async close() {
      for (const task of running) task.abort(new Refusal('timeout'));
      if (watch) clearInterval(watch);
      await pool.destroy();
    },
  };
}
