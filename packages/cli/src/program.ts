import { type Argument, Command, CommanderError } from 'commander';
import type { CliContext } from './context.js';
import { cli } from './strings.js';

function argumentTerm(argument: Argument): string {
  const name = `${argument.name()}${argument.variadic ? '...' : ''}`;
  return argument.required ? `<${name}>` : `[${name}]`;
}

/** The `ccnl` command tree. Each action imports its command module only when it runs. */
function buildProgram(ctx: CliContext, version: string): Command {
  const program = new Command('ccnl')
    .description(cli.description)
    .usage('[opzioni] [comando]')
    .version(version, '-V, --version', cli.options.version)
    .option('--debug', cli.options.debug)
    // Set before the subcommands are added, so that they inherit them.
    .helpOption('-h, --help', cli.options.help)
    .helpCommand('help [comando]', cli.options.helpCommand)
    .configureHelp({
      styleTitle: (title) => cli.titles[title] ?? title,
      subcommandTerm: (command) =>
        [
          command.name(),
          command.options.length ? '[opzioni]' : '',
          ...command.registeredArguments.map(argumentTerm),
        ]
          .filter(Boolean)
          .join(' '),
    })
    // Commander's own error lines are English: the one error handler writes the Italian line instead.
    .configureOutput({ outputError: () => {} })
    .exitOverride()
    .addHelpText('after', cli.helpAfter);

  program
    .command('login')
    .description(cli.commands.login)
    .usage('[opzioni]')
    .option('-t, --ticket <ticket>', cli.commands.loginTicket)
    .action(async (options: { ticket?: string }) => {
      const { login } = await import('./commands/auth.js');
      await login(ctx, options);
    });

  program
    .command('logout')
    .description(cli.commands.logout)
    .action(async () => {
      const { logout } = await import('./commands/auth.js');
      logout(ctx);
    });

  program
    .command('whoami')
    .description(cli.commands.whoami)
    .action(async () => {
      const { whoami } = await import('./commands/auth.js');
      whoami(ctx);
    });

  program
    .command('ask')
    .description(cli.commands.ask)
    .usage('[opzioni] [domanda...]')
    .argument('[domanda...]', cli.commands.askQuestion)
    .option('-a, --agent <agente>', cli.commands.askAgent)
    .option('-s, --session <id>', cli.commands.askSession)
    .action(async (words: string[], options: { agent?: string; session?: string }) => {
      const { ask } = await import('./commands/ask.js');
      await ask(ctx, { words, ...options });
    });

  const config = program.command('config').description(cli.commands.config).usage('[comando]');
  config
    .command('get')
    .description(cli.commands.configGet)
    .argument('[chiave]', cli.commands.configGetKey)
    .action(async (key: string | undefined) => {
      const { configGet } = await import('./commands/config.js');
      configGet(ctx, key);
    });
  config
    .command('set')
    .description(cli.commands.configSet)
    .argument('<chiave>', cli.commands.configSetKey)
    .argument('<valore>', cli.commands.configSetValue)
    .action(async (key: string, value: string) => {
      const { configSet } = await import('./commands/config.js');
      configSet(ctx, key, value);
    });
  config
    .command('path')
    .description(cli.commands.configPath)
    .action(async () => {
      const { configPath } = await import('./commands/config.js');
      configPath(ctx);
    });

  return program;
}

/** Runs `ccnl` with the given arguments (without node and script) and returns the exit code. */
export async function run(argv: string[], version: string): Promise<number> {
  const outputClosed = new AbortController();
  const ctx: CliContext = {
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    debug: argv.includes('--debug'),
    outputClosed: outputClosed.signal,
    cleanups: [],
  };
  // A reader that went away (EPIPE) ends the output quietly instead of crashing the process. The
  // listener stays for the life of the process: a late write may still report the closed pipe.
  ctx.stdout.on('error', () => outputClosed.abort());
  try {
    await buildProgram(ctx, version).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (outputClosed.signal.aborted) return 0;
    // --help and --version end through commander's exit path; nothing to report, and no reason to load
    // the error handler (and core with it).
    if (error instanceof CommanderError && error.exitCode === 0) return 0;
    const { reportError } = await import('./errors.js');
    return reportError(error, { debug: ctx.debug, stderr: ctx.stderr, serverUrl: ctx.serverUrl });
  } finally {
    for (const cleanup of ctx.cleanups) await cleanup().catch(() => {});
  }
}
