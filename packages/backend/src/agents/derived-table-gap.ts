import { italianDate } from '../kb/format.js';
import type { Ccnl, PayTable } from '../kb/schema.js';
import { unreadTableGap } from '../kb/unread-table.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';
import type { Line } from './topic-line.js';

/**
 * A minimum asked at a day whose table the knowledge base only derived (kb/unread-table.ts) is an honest gap
 * opening the answer, with no € figure: the renewal's tranche days are named without amounts, and cited from
 * the renewal's sources. The tranche amounts stay with the questions that ask the renewal's increase.
 */
export function derivedTableGap(ccnl: Ccnl, what: string, date: string, table: PayTable): Line {
  const text = unreadTableGap(ccnl, what, date, table, bold);
  return { text, citations: citeSources(ccnl, text, ccnl.validity.article ?? null, ccnl.validity.sources) };
}

/** "il 2° livello con il parametro speciale 115", "parametro 125": a special parameter named with its number. */
const PARAMETER_ASKED = /\bparametr[oi] (?:(?:special\w*|retributiv\w*|economic\w*) )?(\d{2,3})\b/g;

/**
 * A minimum asked of a special parameter the table's own note says it leaves out ("Esclusi i parametri speciali
 * 115 e 125"): the level's ordinary figure is not that parameter's, so the answer is the gap, with no € figure,
 * and the level's table named for what it holds. Undefined when no parameter is asked or the table does not
 * exclude it.
 */
export function excludedParameterGap(
  ccnl: Ccnl,
  level: string,
  question: string,
  table: PayTable,
): Line | undefined {
  const note = table.note ?? '';
  const name = ccnl.levels.find((l) => l.level === level)?.name ?? `livello ${level}`;
  const asked = [...readable(question).matchAll(PARAMETER_ASKED)].map((m) => m[1] ?? '');
  const excluded = asked.find(
    (n) => /\bEsclus\w* [^.]*\bparametr/i.test(note) && new RegExp(`\\b${n}\\b`).test(note),
  );
  if (!excluded) return undefined;
  const said = /Esclus\w* [^.]*\bparametr[^.]*\./i.exec(note)?.[0] ?? '';
  const text = `Nel ${ccnl.short_name} ${bold(`il minimo del ${name} con parametro ${excluded} non è nella base di conoscenza`)}: le tabelle raccolte (in vigore dal ${italianDate(table.effective_from)}) danno i minimi dei livelli ordinari e ne lasciano fuori i parametri speciali (${said.replace(/\.$/, '')}), quindi la cifra del ${name} ordinario non è quella del parametro ${excluded}. Serve la tabella firmata con la riga del parametro ${excluded}.`;
  return { text, citations: citeSources(ccnl, text, null, table.sources) };
}
