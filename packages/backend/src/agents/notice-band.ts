import type { Ccnl } from '../kb/schema.js';
import { serviceYears } from '../reader/service-length.js';
import { bandOf, holds } from './bands.js';
import type { Cell } from './compare-cells.js';

/**
 * A notice compared across agreements when the question tells the years of service and who ends the
 * relationship ("preavviso di dimissioni per un 4° livello con 3 anni"): the row of that band, and only the
 * kind asked (resignation or dismissal); undefined when the question tells no years or no row holds them.
 * Runs on the folded text; `told` is the years the reader read, when it read them.
 */
interface NoticeRow {
  seniority: string;
  licenziamento: string | null;
  dimissioni: string | null;
}

// "mi licenzio", "voglio licenziarmi", "me ne vado" are the worker's own resignation ("mi licenziano" is not).
const RESIGNS =
  /\bdimett\w*|\bdimission\w*|\bmi licenzio\b|\b(?:voglio|vorrei|devo) licenziarmi\b|\bmi (?:voglio|vorrei|devo) licenziare\b|\bme ne vado\b|\bse ne va\b/g;
const DISMISSED = /\blicenziament\w*|\blicenzia(?:re|rlo|rla|to|ta|ti|te|no)\b|\b(?:lo|la|li|le) licenzi\w*/;

const ANY_SENIORITY = /^qualsiasi anzianit/i;

export function noticeOfBand(rows: readonly NoticeRow[], text: string, told?: number): string | undefined {
  const years = told ?? serviceYears(text);
  if (years === undefined) return undefined;
  // ("qualsiasi anzianità (operai, art. 36)": one term for every length of service holds the years told.)
  const row = rows.find((r) => {
    const band = bandOf(r.seniority);
    return band !== undefined ? holds(band, years) : ANY_SENIORITY.test(r.seniority);
  });
  if (!row) return undefined;
  const resigns = new RegExp(RESIGNS.source).test(text);
  // "mi voglio licenziare" is the worker's resignation: its verb is no dismissal.
  const dismissed = DISMISSED.test(text.replace(RESIGNS, ' '));
  const parts = [
    (!resigns || dismissed) && row.licenziamento && `licenziamento ${row.licenziamento}`,
    (resigns || !dismissed) && row.dimissioni && `dimissioni ${row.dimissioni}`,
  ].filter(Boolean);
  return parts.length ? `${row.seniority}: ${parts.join(' ')}` : undefined;
}

/** "60 giorni di lavoro effettivo" → 60; "6 mesi" → 180: to say which is longer. */
export function days(text: string): number | undefined {
  const m = /(\d+)\s*(giorn|mes|settiman)/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * (m[2] === 'mes' ? 30 : m[2] === 'settiman' ? 7 : 1);
}

/**
 * One agreement's notice cell from its rows (a level's, or a group's): the band of the years told and the kind
 * asked when the question tells them; years no band holds said as such, with the bands the file has.
 */
export function noticeCell(
  ccnl: Ccnl,
  rows: readonly NoticeRow[],
  // "del 4° livello", "per gli operai"
  who: string,
  text: string,
  years?: number,
): Cell {
  const asked = noticeOfBand(rows, text, years);
  const table = rows
    .map((r) =>
      [
        `${r.seniority}:`,
        r.licenziamento && `licenziamento ${r.licenziamento}`,
        r.dimissioni && `dimissioni ${r.dimissioni}`,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
  // Years told that no band of the file holds: said, with the bands it has, never another band's term.
  const told = years ?? serviceYears(text);
  const outside =
    asked === undefined && told !== undefined
      ? `nessuna fascia per ${String(told).replace('.', ',')} anni di anzianità nelle fonti lette (${table})`
      : undefined;
  const figure = asked ?? outside ?? table;
  // One term asked (resignation or dismissal): its days order the agreements.
  const single = asked && !(asked.includes('licenziamento') && asked.includes('dimissioni'));
  const value = single ? days(asked.slice(asked.indexOf(': ') + 2)) : undefined;
  return {
    figure,
    ...(value !== undefined ? { value } : {}),
    note: '',
    statement: `Preavviso ${who}: ${table}`,
    article: ccnl.notice.article ?? null,
    sources: ccnl.notice.sources,
  };
}

const GROUP_WORDS = { operai: /\boperai[oe]?\b/, impiegati: /\bimpiegat[oaie]\b/ } as const;

/** The notice rows of the one group of workers the question names ("un operaio non viaggiante"), when the agreement splits them so. */
export function groupNoticeRows(
  ccnl: Ccnl,
  text: string,
): { name: 'operai' | 'impiegati'; rows: NoticeRow[] } | undefined {
  const said = (Object.keys(GROUP_WORDS) as (keyof typeof GROUP_WORDS)[]).filter((g) =>
    GROUP_WORDS[g].test(text.toLowerCase()),
  );
  if (said.length !== 1) return undefined;
  const name = said[0] as 'operai' | 'impiegati';
  const rows = ccnl.notice.by_level?.filter((r) => r.group === name) ?? [];
  return rows.length ? { name, rows } : undefined;
}

/**
 * A level's rows kept to the one group the question names ("due operai, quello del magazzino è di 5° livello"):
 * a level that holds clerks and manual workers (Logistica, Tessile) answers with its workers' term, not the
 * clerks' bands. Rows with no group keep the rule of their label; none of the group named: none (the rule's
 * text answers); no single group named: every row.
 */
export function ofGroupSaid<R extends NoticeRow & { group?: 'operai' | 'impiegati' | undefined }>(
  rows: readonly R[],
  text: string,
): R[] {
  const said = (Object.keys(GROUP_WORDS) as (keyof typeof GROUP_WORDS)[]).filter((g) =>
    GROUP_WORDS[g].test(text.toLowerCase()),
  );
  if (said.length !== 1) return [...rows];
  const other = said[0] === 'operai' ? GROUP_WORDS.impiegati : GROUP_WORDS.operai;
  return rows.filter((r) => (r.group ? r.group === said[0] : !other.test(r.seniority)));
}
