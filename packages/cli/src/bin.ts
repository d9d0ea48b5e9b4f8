// The entry point stays tiny: `ccnl --version` and `ccnl --help` answer before anything else is loaded.
import module from 'node:module';

declare const __CCNL_VERSION__: string;

// Node keeps the compiled code of the modules a command loads (in the system's temp directory), so that
// the next start skips compiling them again, as TypeScript's own CLI does.
module.enableCompileCache?.();

const argv = process.argv.slice(2);
const only = (...flags: string[]) =>
  argv.some((arg) => flags.includes(arg)) && argv.every((arg) => flags.includes(arg) || arg === '--debug');

/** The help text written at build time from the program itself; null when it is not there. */
async function prebuiltHelp(): Promise<string | null> {
  const { readFileSync } = await import('node:fs');
  try {
    return readFileSync(new URL('./help.txt', import.meta.url), 'utf8');
  } catch {
    return null;
  }
}

const help = only('--help', '-h') ? await prebuiltHelp() : null;
if (only('--version', '-V')) {
  process.stdout.write(`${__CCNL_VERSION__}\n`);
} else if (help) {
  process.stdout.write(help);
} else {
  const { run } = await import('./program.js');
  process.exitCode = await run(argv, __CCNL_VERSION__);
}
