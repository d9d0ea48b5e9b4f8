import { searchItems, texts } from '@ccnl/core';
import { connect } from '../api.js';
import type { CliContext } from '../context.js';
import { writeOut } from '../io.js';
import { signedIn } from '../signed-in.js';
import { columns } from './conversations.js';

interface ListOptions {
  search?: string | undefined;
  json?: boolean | undefined;
}

async function print(
  ctx: CliContext,
  rows: { id: number; name: string }[],
  items: unknown[],
  options: ListOptions,
) {
  if (options.json) {
    await writeOut(ctx, `${JSON.stringify(items, null, 2)}\n`);
    return;
  }
  if (rows.length) await writeOut(ctx, `${columns(rows.map((row) => [String(row.id), row.name]))}\n`);
  // The count line of the pickers (spec §2), on stderr so that stdout stays a clean list.
  if (options.search !== undefined) ctx.stderr.write(`${texts.categoryPicker.resultsCount(rows.length)}\n`);
}

/** `ccnl categories [--search T]`: the agreements, filtered by core's search (spec §5). */
export async function listCategories(ctx: CliContext, options: ListOptions): Promise<void> {
  const settings = signedIn(ctx);
  const all = await connect(ctx, settings, 'apiUrl').categories();
  const found = searchItems(all, options.search ?? '');
  await print(
    ctx,
    found.map((item) => ({ id: item.id_categoria, name: item.descrizione })),
    found,
    options,
  );
}

/** `ccnl params [--search T]`: the comparison parameters. */
export async function listParameters(ctx: CliContext, options: ListOptions): Promise<void> {
  const settings = signedIn(ctx);
  const all = await connect(ctx, settings, 'apiUrl').parameters();
  const found = searchItems(all, options.search ?? '');
  await print(
    ctx,
    found.map((item) => ({ id: item.id, name: item.parametro })),
    found,
    options,
  );
}
