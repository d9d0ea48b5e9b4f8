// The entry point stays tiny: `ccnl --version` answers before anything else is loaded.
declare const __CCNL_VERSION__: string;

const argv = process.argv.slice(2);
const versionOnly =
  argv.some((arg) => arg === '--version' || arg === '-V') &&
  argv.every((arg) => arg === '--version' || arg === '-V' || arg === '--debug');

if (versionOnly) {
  process.stdout.write(`${__CCNL_VERSION__}\n`);
} else {
  const { run } = await import('./program.js');
  process.exitCode = await run(argv, __CCNL_VERSION__);
}
