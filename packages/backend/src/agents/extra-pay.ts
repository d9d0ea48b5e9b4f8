import { euro, italianDate } from '../kb/format.js';
import type { Ccnl, ExtraPay } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { AgentAnswer } from './answer.js';
import { citeAgreementPassage, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import { levelShort } from './shared/levels.js';

/**
 * Session 50 (fixs50i): the all-inclusive hourly pay of hospitality's extra workers ("un cameriere extra al 4°
 * livello per il matrimonio di giugno: quanto all'ora?") is a table of its own (Turismo art. 155), by level and
 * date: the answer gives the rate in force on the date asked, never the monthly minimum divided by the divisor.
 */

type ExtraTable = ExtraPay['tables'][number];

const levelReads = (level: string) =>
  level.replace(/^(\d+)S$/, '$1° livello super').replace(/^\d+$/, levelShort);

/** The table in force on `date`, and the next one (its change), if any. */
function tablesAround(pay: ExtraPay, date: string): { now?: ExtraTable; next?: ExtraTable } {
  const sorted = [...pay.tables].sort((a, b) => a.effective_from.localeCompare(b.effective_from));
  const now = sorted.filter((t) => t.effective_from <= date).at(-1);
  const next = sorted.find((t) => t.effective_from > date);
  return { now, next };
}

/**
 * The rate of `level` (or the whole table) on `date`, from the agreement's extra-work table; with the hours of
 * the engagement told ("8 ore ciascuno: quanto per le 8 ore?"), their total opens, the rate beside it.
 */
export function extraPayAnswer(
  ccnl: Ccnl,
  pay: ExtraPay,
  date: string,
  level?: string,
  hours?: number,
  included?: boolean,
  written?: number, // the rate an uploaded sheet applies
): AgentAnswer {
  const { now, next } = tablesAround(pay, date);
  const what = 'il compenso orario omnicomprensivo lordo dei lavoratori extra e di surroga';
  const when = italianDate(date);
  const citations = citeSources(
    ccnl,
    `${ccnl.short_name}: ${what}${pay.article ? ` (${pay.article})` : ''}`,
    pay.article ?? null,
    pay.sources,
  );
  const related = [`Quali sono i minimi retributivi del ${ccnl.short_name}?`];
  // Session 58: whether holidays, 13th and 14th are paid apart ("me le pagano a parte o sono dentro la paga
  // oraria?"): the rate is all-inclusive; the passage that lists what it includes opens, cited.
  const rule = included ? ccnl.passages.find((p) => /omnicomprensiv/i.test(p.text)) : undefined;
  if (rule) citations.push(citeAgreementPassage(ccnl, rule));
  const lead = included
    ? `Sono già compresi, non si pagano a parte: nel ${ccnl.short_name} il compenso orario dei lavoratori extra è ${bold('omnicomprensivo')}, cioè comprende già ${rule ? 'i ratei di 13ª e 14ª, le ferie, i permessi e il TFR' : 'gli istituti indiretti (ratei delle mensilità aggiuntive, ferie, TFR)'}.`
    : undefined;
  if (!now) {
    const first = pay.tables.map((t) => t.effective_from).sort()[0] ?? date;
    return compose({
      answer: `Nel ${ccnl.short_name} ${what} al ${when} ${bold('non è nella base di conoscenza')}: la tabella che ho parte dal ${italianDate(first)}.`,
      citations,
      related,
    });
  }
  // In the agreement's order of levels (an object lists "6S" after the numeric keys).
  const rank = (l: string) => ccnl.levels.findIndex((x) => x.level === l);
  const levels = Object.keys(now.amounts).sort((a, b) => rank(a) - rank(b));
  const rows: [string, string][] = levels.map((l) => [levelReads(l), `${euro(now.amounts[l] ?? 0)}/ora`]);
  const from = `tabella in vigore dal ${italianDate(now.effective_from)}`;
  const amount = level ? now.amounts[level] : undefined;
  const shown = levels.map(levelReads);
  const total =
    level && amount !== undefined && hours
      ? `Per ${String(hours).replace('.', ',')} ${hours === 1 ? 'ora' : 'ore'} un lavoratore extra al ${levelReads(level)} del ${ccnl.short_name} si paga ${bold(euro(cents(amount * hours)))} lordi (${String(hours).replace('.', ',')} × ${bold(euro(amount))} l'ora, compenso omnicomprensivo: nessuna maggiorazione da aggiungere), al ${when} (${from}, ${pay.article ?? 'lavoratori extra e di surroga'}).`
      : undefined;
  const rate =
    total ??
    (level && amount !== undefined
      ? `Un lavoratore extra al ${levelReads(level)} del ${ccnl.short_name} si paga ${bold(euro(amount))} l'ora, lordi e omnicomprensivi, al ${when} (${from}, ${pay.article ?? 'lavoratori extra e di surroga'}).`
      : level
        ? `Nel ${ccnl.short_name} la tabella dei lavoratori extra non dà un compenso per il ${levelReads(level)}: ${bold('non è nella base di conoscenza')} (la tabella copre ${shown.join(', ')}).`
        : `Nel ${ccnl.short_name} ${what} al ${when} va da ${bold(euro(Math.min(...Object.values(now.amounts))))} a ${bold(euro(Math.max(...Object.values(now.amounts))))} l'ora secondo il livello (${from}).`);
  const check = level && amount !== undefined && written ? sheetCheck(pay, level, written, amount, when) : '';
  const answer = lead ? `${lead}\n\n${rate}` : `${check}${rate}`;
  // Session 58: the next table's date only, as the minimum's answers say "il prossimo aumento è previsto dal …":
  // a rate not yet in force beside today's reads as the one due.
  const nextLine = next
    ? `La tabella successiva (il prossimo aumento della tariffa) si applica dal ${italianDate(next.effective_from)}.`
    : undefined;
  return compose({
    answer,
    steps: [
      ...table(rows, ['Livello', `Extra e surroga, dal ${italianDate(now.effective_from)}`]),
      '',
      'È una tariffa oraria propria degli extra, già comprensiva degli istituti indiretti: non è il minimo mensile diviso per il divisore orario.',
      ...(nextLine ? [nextLine] : []),
    ],
    assumptions: ['Tabella nazionale del contratto: un accordo territoriale può fissare importi diversi.'],
    citations,
    related,
  });
}

/**
 * The rate an uploaded sheet applies, weighed against the table's on the date asked: "No: il prospetto applica
 * 15,58 € l'ora, la tariffa del 4° livello dal 1° maggio 2026; al novembre 2027 è 16,09 €."
 */
function sheetCheck(pay: ExtraPay, level: string, written: number, amount: number, when: string): string {
  if (written === amount) return `Sì: il prospetto applica la tariffa giusta, ${bold(euro(amount))} l'ora. `;
  const held = pay.tables.filter((t) => t.amounts[level] === written).map((t) => t.effective_from);
  const whose = held[0]
    ? `, che è la tariffa del ${levelReads(level)} in vigore dal ${italianDate(held[0])}`
    : '';
  return `No: il prospetto applica ${euro(written)} l'ora${whose}; al ${when} la tariffa del ${levelReads(level)} è ${bold(euro(amount))} l'ora. `;
}
