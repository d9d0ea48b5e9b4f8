import module from 'node:module';
import { dirname, join } from 'node:path';
import { render } from 'ink';
import type { ChatServices } from '../chat-services.js';
import type { CliContext } from '../context.js';
import { openSettings } from '../settings.js';
import { ChatApp } from './ChatApp.js';
import { copyText } from './clipboard.js';
import { openHistory } from './history.js';

/** Colour unless the user or the terminal says no (NO_COLOR, FORCE_COLOR=0, a terminal without colours). */
export function wantsColor(env: CliContext['env'], stdout: NodeJS.WriteStream): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return Boolean(stdout.isTTY && stdout.hasColors?.());
}

async function openInBrowser(url: string): Promise<boolean> {
  // Loaded on the first link opened: the chat's first frame does not need it.
  const { spawn } = await import('node:child_process');
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  return new Promise((resolve) => {
    const child = spawn(command, [url], { stdio: 'ignore', detached: true });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
}

/** How `ccnl chat` renders: live frames even where CI is set, only changed lines, at most 30 a second. */
export const RENDER_OPTIONS = {
  // A terminal was checked before Ink was loaded: render live frames even where CI is set.
  interactive: true,
  exitOnCtrlC: false,
  incrementalRendering: true,
  maxFps: 30,
} as const;

/** Runs the Ink chat until the user leaves; resolves with the exit code. */
export async function runChatUi(ctx: CliContext, services: ChatServices): Promise<number> {
  let code = 0;
  const color = wantsColor(ctx.env, ctx.stdout);
  // The questions typed before, next to the settings file (CCNL_CONFIG_DIR or conf's directory).
  const history = openHistory(join(dirname(openSettings(ctx.env).path), 'history.jsonl'));
  const instance = render(
    <ChatApp
      services={services}
      color={color}
      history={history}
      copy={(text) =>
        copyText(text, {
          env: ctx.env,
          isTTY: Boolean(ctx.stdout.isTTY),
          write: (data) => ctx.stdout.write(data),
        })
      }
      openUrl={openInBrowser}
      onExit={(value) => {
        code = value;
      }}
    />,
    {
      stdin: ctx.stdin,
      stdout: ctx.stdout,
      stderr: ctx.stderr,
      ...RENDER_OPTIONS,
      patchConsole: true,
    },
  );
  // Node writes its compile cache when the process exits normally; a chat often ends with its terminal
  // closed (SIGHUP), which writes nothing. Written once the first frame is out (and marked preloaded, a
  // setImmediate earlier), the next start skips compiling these chunks whichever way this one ends.
  const flush = setImmediate(() => module.flushCompileCache?.());
  await instance.waitUntilExit();
  clearImmediate(flush);
  services.chat.reset();
  return code;
}
