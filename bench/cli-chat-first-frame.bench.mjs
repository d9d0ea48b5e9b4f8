// Time to the first frame of `ccnl chat` in a real terminal (tmux), against `node -e` printing one word in
// the same terminal: both are timed from the start of the tmux session to the text showing on its screen.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './lib.mjs';

export const description = 'ccnl chat: first frame in a real terminal vs node -e printing a word';

function token() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub: 'u-bench', exp: 4_102_444_800 })}.c2ln`;
}

export async function run({ root, rounds = 10 }) {
  const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
  } catch {
    throw new Error('tmux is missing: it gives the chat a real terminal (apt-get install tmux)');
  }
  const socket = `ccnl-bench-${process.pid}`;
  const tmux = (...args) =>
    execFileSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
  const dir = mkdtempSync(join(tmpdir(), 'ccnl-bench-frame-'));
  // Nothing listens there: the conversations load in the background and fail quietly; the frame does not wait.
  const env = `CCNL_CONFIG_DIR='${dir}' CCNL_API_URL='http://127.0.0.1:9/' CCNL_TOKEN='${token()}' TERM=xterm-256color`;

  /** ms from starting the session to `text` on its screen. */
  const firstShown = (name, command, text) => {
    const started = performance.now();
    tmux('new-session', '-d', '-s', name, '-x', '100', '-y', '30', `${command}; sleep 30`);
    for (;;) {
      if (tmux('capture-pane', '-p', '-t', name).includes(text)) break;
      if (performance.now() - started > 15_000) throw new Error(`${name}: "${text}" never showed`);
    }
    const elapsed = performance.now() - started;
    tmux('kill-session', '-t', name);
    return elapsed;
  };

  const subject = [];
  const baseline = [];
  try {
    // One idle session keeps the tmux server up between the timed ones.
    tmux('new-session', '-d', '-s', 'keep', 'sleep 600');
    for (let i = 0; i < rounds + 1; i++) {
      const chat = () =>
        firstShown(`chat${i}`, `env ${env} '${process.execPath}' '${bin}' chat`, 'Scrivi una domanda');
      const node = () =>
        firstShown(`node${i}`, `'${process.execPath}' -e "process.stdout.write('pronto')"`, 'pronto');
      // The first round warms the disk cache and is not counted.
      const [a, b] = i % 2 ? [node(), chat()] : [chat(), node()];
      if (i === 0) continue;
      subject.push(i % 2 ? b : a);
      baseline.push(i % 2 ? a : b);
    }
  } finally {
    try {
      tmux('kill-server');
    } catch {
      // no session left
    }
    rmSync(dir, { recursive: true, force: true });
  }
  const ours = median(subject);
  const theirs = median(baseline);
  return {
    ours,
    line: `ccnl chat first frame: ${ours.toFixed(0)} ms vs node -e printing a word: ${theirs.toFixed(0)} ms → ${(ours / theirs).toFixed(2)}× (reported)`,
  };
}
