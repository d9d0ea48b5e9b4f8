import { cliTexts as cli } from '@ccnl/core/strings';
import type { Argument, Command } from 'commander';
import type { CliContext } from './context.js';

function argumentTerm(argument: Argument): string {
  const name = `${argument.name()}${argument.variadic ? '...' : ''}`;
  return argument.required ? `<${name}>` : `[${name}]`;
}

/** Repeatable options (`--ccnl 1 --ccnl 2`) collect into a list. */
const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** The `ccnl` command tree. Each action imports its command module only when it runs. */
function buildProgram(commander: typeof import('commander'), ctx: CliContext, version: string): Command {
  const program = new commander.Command('ccnl')
    .description(cli.description)
    .usage('[opzioni] [comando]')
    .version(version, '-V, --version', cli.options.version)
    .option('--debug', cli.options.debug)
    .option('--connect-timeout <secondi>', cli.options.connectTimeout)
    .option('--stream-timeout <secondi>', cli.options.streamTimeout)
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
    .addHelpText('after', cli.helpAfter)
    .hook('preAction', async (root) => {
      const flags = root.opts<{ connectTimeout?: string; streamTimeout?: string }>();
      if (flags.connectTimeout === undefined && flags.streamTimeout === undefined) return;
      // A flag wins over the environment and the file: it takes the environment variable's place.
      const { parseTimeout } = await import('./settings.js');
      const env = { ...ctx.env };
      for (const [flag, value, variable] of [
        ['--connect-timeout', flags.connectTimeout, 'CCNL_CONNECT_TIMEOUT'],
        ['--stream-timeout', flags.streamTimeout, 'CCNL_STREAM_TIMEOUT'],
      ] as const) {
        if (value === undefined) continue;
        if (parseTimeout(value) === null) {
          const { UsageError } = await import('./errors.js');
          throw new UsageError(cli.config.badTimeout(flag, ''));
        }
        env[variable] = value;
      }
      ctx.env = env;
    });

  // Every subcommand's help ends with its examples and the exit codes.
  const command = (name: string, description: string, examples: string) =>
    program
      .command(name)
      .description(description)
      .usage('[opzioni]')
      .addHelpText('after', `${examples}\n\n${cli.exitCodes}`);

  command('login', cli.commands.login, cli.examples.login)
    .option('-t, --ticket <ticket>', cli.commands.loginTicket)
    .action(async (options: { ticket?: string }) => {
      const { login } = await import('./commands/auth.js');
      await login(ctx, options);
    });

  command('logout', cli.commands.logout, cli.examples.logout).action(async () => {
    const { logout } = await import('./commands/auth.js');
    logout(ctx);
  });

  command('whoami', cli.commands.whoami, cli.examples.whoami)
    .option('--json', cli.commands.json)
    .action(async (options: { json?: boolean }) => {
      const { whoami } = await import('./commands/auth.js');
      await whoami(ctx, options);
    });

  command('chat', cli.commands.chat, cli.examples.chat)
    .usage(cli.commands.questionUsage)
    .argument(cli.commands.questionArgument, cli.commands.chatQuestion)
    .option('-a, --agent <agente>', cli.commands.agent)
    .option('-C, --ccnl <id|nome>', cli.commands.ccnl, collect)
    .option('-p, --param <id|nome>', cli.commands.param, collect)
    .option('-s, --session <id>', cli.commands.session)
    .action(async (words: string[], options: ChatOptions) => {
      const { chat } = await import('./commands/chat.js');
      await chat(ctx, { words, ...options });
    });

  command('ask', cli.commands.ask, cli.examples.ask)
    .usage(cli.commands.questionUsage)
    .argument(cli.commands.questionArgument, cli.commands.askQuestion)
    .option('-a, --agent <agente>', cli.commands.agent)
    .option('-C, --ccnl <id|nome>', cli.commands.ccnl, collect)
    .option('-p, --param <id|nome>', cli.commands.param, collect)
    .option('-f, --file <percorso>', cli.commands.file, collect)
    .option('-s, --session <id>', cli.commands.session)
    .option('-c, --continue', cli.commands.continue)
    .option('--format <formato>', cli.commands.format)
    .option('--docx <file>', cli.commands.docx)
    .action(async (words: string[], options: Omit<import('./commands/ask.js').AskInput, 'words'>) => {
      const { ask } = await import('./commands/ask.js');
      await ask(ctx, { words, ...options });
    });

  command('batch', cli.commands.batch, `${cli.examples.batch}\n${cli.examples.batchFormat}`)
    .usage('[opzioni] <file>')
    .argument('<file>', cli.commands.batchFile)
    .option('-o, --out <file>', cli.commands.batchOut)
    .option('-j, --concurrency <n>', cli.commands.batchConcurrency)
    .option('--resume', cli.commands.batchResume)
    .action(async (file: string, options: { out?: string; concurrency?: string; resume?: boolean }) => {
      const { batch } = await import('./commands/batch.js');
      await batch(ctx, { file, ...options });
    });

  const conversations = command('conversations', cli.commands.conversations, cli.examples.conversations)
    .usage('[comando]')
    .alias('conv');
  conversations
    .command('list')
    .description(cli.commands.conversationsList)
    .option('--search <testo>', cli.commands.conversationsSearch)
    .option('--json', cli.commands.json)
    .action(async (options: { json?: boolean; search?: string }) => {
      const { listConversations } = await import('./commands/conversations.js');
      await listConversations(ctx, options);
    });
  conversations
    .command('show')
    .description(cli.commands.conversationsShow)
    .argument('<id>', cli.commands.conversationId)
    .option('--json', cli.commands.json)
    .action(async (id: string, options: { json?: boolean }) => {
      const { showConversation } = await import('./commands/conversations.js');
      await showConversation(ctx, id, options);
    });
  conversations
    .command('delete')
    .description(cli.commands.conversationsDelete)
    .argument('<id>', cli.commands.conversationId)
    .action(async (id: string) => {
      const { deleteConversation } = await import('./commands/conversations.js');
      await deleteConversation(ctx, id);
    });
  conversations
    .command('export')
    .description(cli.commands.conversationsExport)
    .argument('<id>', cli.commands.conversationId)
    .requiredOption('-o, --output <file>', cli.commands.exportOut)
    .action(async (id: string, options: { output: string }) => {
      const { exportConversation } = await import('./commands/conversations.js');
      await exportConversation(ctx, id, options.output);
    });

  command('categories', cli.commands.categories, cli.examples.categories)
    .option('--search <testo>', cli.commands.categoriesSearch)
    .option('--json', cli.commands.json)
    .action(async (options: { search?: string; json?: boolean }) => {
      const { listCategories } = await import('./commands/catalog.js');
      await listCategories(ctx, options);
    });

  command('params', cli.commands.params, cli.examples.params)
    .option('--search <testo>', cli.commands.paramsSearch)
    .option('--json', cli.commands.json)
    .action(async (options: { search?: string; json?: boolean }) => {
      const { listParameters } = await import('./commands/catalog.js');
      await listParameters(ctx, options);
    });

  command('credit', cli.commands.credit, cli.examples.credit)
    .option('--json', cli.commands.json)
    .action(async (options: { json?: boolean }) => {
      const { credit } = await import('./commands/credit.js');
      await credit(ctx, options);
    });

  const payslip = command('payslip', cli.commands.payslip, cli.examples.payslip).usage('[comando]');
  payslip
    .command('set')
    .description(cli.commands.payslipSet)
    .argument('<campo>', cli.commands.payslipField)
    .argument('[valore...]', cli.commands.payslipValue)
    .option('-s, --session <id>', cli.commands.payslipSession)
    .action(async (field: string, value: string[], options: { session?: string }) => {
      const { setPayslipField } = await import('./commands/payslip.js');
      await setPayslipField(ctx, { field, value: value.join(' '), session: options.session });
    });

  command('export', cli.commands.export, cli.examples.export)
    .usage('[opzioni] [file]')
    .argument('[file]', cli.commands.exportFile)
    .option('-o, --output <file>', cli.commands.exportOutput)
    .option('--html', cli.commands.exportHtml)
    .option('--landscape', cli.commands.exportLandscape)
    .option('--question <testo>', cli.commands.exportQuestion)
    .option('--title <testo>', cli.commands.exportTitle)
    .option('--no-cover', cli.commands.exportNoCover)
    .option('--header-left <testo>', cli.commands.exportPart(cli.commands.exportParts.headerLeft))
    .option('--header-center <testo>', cli.commands.exportPart(cli.commands.exportParts.headerCenter))
    .option('--header-right <testo>', cli.commands.exportPart(cli.commands.exportParts.headerRight))
    .option('--footer-left <testo>', cli.commands.exportPart(cli.commands.exportParts.footerLeft))
    .option('--footer-center <testo>', cli.commands.exportPart(cli.commands.exportParts.footerCenter))
    .option('--footer-right <testo>', cli.commands.exportPart(cli.commands.exportParts.footerRight))
    .action(
      async (file: string | undefined, options: Omit<import('./commands/export.js').ExportInput, 'file'>) => {
        const { exportCommand } = await import('./commands/export.js');
        await exportCommand(ctx, { file, ...options });
      },
    );

  const config = command('config', cli.commands.config, cli.examples.config).usage('[comando]');
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

interface ChatOptions {
  agent?: string;
  ccnl?: string[];
  param?: string[];
  session?: string;
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
  };
  // A reader that went away (EPIPE) ends the output quietly instead of crashing the process. The
  // listener stays for the life of the process: a late write may still report the closed pipe.
  ctx.stdout.on('error', () => outputClosed.abort());
  let commander: typeof import('commander') | undefined;
  try {
    if (argv.length === 1 && argv[0] === 'chat') {
      // Plain `ccnl chat`, the daily start: nothing for commander to parse (what it would pass: no words, no
      // options), and not loading it brings the chat's first frame sooner.
      const { chat } = await import('./commands/chat.js');
      await chat(ctx, { words: [] });
      return 0;
    }
    commander = await import('commander');
    await buildProgram(commander, ctx, version).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (outputClosed.signal.aborted) return 0;
    // --help and --version end through commander's exit path; nothing to report, and no reason to load
    // the error handler (and core with it).
    if (commander && error instanceof commander.CommanderError && error.exitCode === 0) return 0;
    const { reportError } = await import('./errors.js');
    return reportError(error, {
      debug: ctx.debug,
      stderr: ctx.stderr,
      serverUrl: ctx.serverUrl,
      salesFormUrl: ctx.salesFormUrl,
    });
  }
}
