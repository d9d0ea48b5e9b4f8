/** How a copy went: a clipboard program confirmed it, or only the terminal was asked (OSC 52), or neither. */
export type CopyResult = 'system' | 'terminal' | 'failed';

const PROGRAMS: readonly (readonly [string, ...string[]])[] = [
  ['wl-copy'],
  ['xclip', '-selection', 'clipboard'],
  ['xsel', '--clipboard', '--input'],
  ['pbcopy'],
  ['clip.exe'],
];

async function pipeTo(command: readonly [string, ...string[]], text: string): Promise<boolean> {
  // Loaded on the first copy: the chat's first frame does not need it.
  const { spawn } = await import('node:child_process');
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program, args, { stdio: ['pipe', 'ignore', 'ignore'] });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
    child.stdin.on('error', () => {});
    child.stdin.end(text);
  });
}

/** OSC 52 asks the terminal (through tmux and ssh too) to set its clipboard; no answer ever comes back. */
export const osc52 = (text: string): string =>
  `\x1b]52;c;${Buffer.from(text, 'utf8').toString('base64')}\x07`;

/**
 * Copies with the first clipboard program that works (only a display session has one); otherwise asks the
 * terminal with OSC 52, which cannot be confirmed, so the caller says so.
 */
export async function copyText(
  text: string,
  options: { env: Record<string, string | undefined>; write: (data: string) => void; isTTY: boolean },
): Promise<CopyResult> {
  const display = Boolean(options.env.WAYLAND_DISPLAY || options.env.DISPLAY) || process.platform !== 'linux';
  if (display) {
    for (const command of PROGRAMS) {
      if (await pipeTo(command, text)) return 'system';
    }
  }
  if (!options.isTTY) return 'failed';
  options.write(osc52(text));
  return 'terminal';
}
