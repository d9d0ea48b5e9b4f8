import { euro } from '../kb/format.js';
import { type Location, localTaxes } from '../payroll/local-taxes.js';
import { cents, netPay } from '../payroll/net-pay.js';
import { isTaxYear } from '../payroll/rules.js';
import type { SurchargeTables } from '../payroll/surcharges.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import { yearsWeighed } from './net-years.js';
import { amount } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * The same pay's surcharge in two tax years weighed ("a parità di RAL, di quanto cambia l'addizionale regionale
 * dell'Emilia-Romagna tra il 2025 e il 2026?"): the difference opens, with each year's amount on the same IRPEF
 * taxable income (payroll rules §5). Only the surcharge asked (regional or municipal) when the question names one.
 */

type Kind = 'regionale' | 'comunale';

/** The surcharges a question asks: the one it names, or both when it names neither. */
export function surchargeKindsAsked(text: string, hasMunicipality: boolean): Kind[] {
  const regional = /\bregional/.test(text);
  const municipal = /\bcomunal/.test(text);
  if (regional && !municipal) return ['regionale'];
  if (municipal && !regional) return ['comunale'];
  return hasMunicipality ? ['regionale', 'comunale'] : ['regionale'];
}

/** The notes of the surcharges asked: "Addizionale comunale di Modena: …" goes when only the regional one is asked. */
export function notesOfKinds(notes: string[], kinds: Kind[]): string[] {
  return notes.filter((note) => {
    const kind = /^Addizionale (regionale|comunale)\b/.exec(note)?.[1] as Kind | undefined;
    return !kind || kinds.includes(kind);
  });
}

export function surchargeAcrossYears(
  tables: SurchargeTables,
  message: string,
  today: string,
  req: TypedRequest,
): AgentAnswer | undefined {
  const text = readable(message);
  const years = yearsWeighed(message, today);
  const ral = amount(req, 'ral');
  if (!years || ral === undefined || !years.every(isTaxYear)) return undefined;
  const where: Location = req.slots.municipality
    ? { municipality: req.slots.municipality }
    : { region: req.slots.region ?? '' };
  const kinds = surchargeKindsAsked(text, Boolean(req.slots.municipality));
  const each = years.filter(isTaxYear).map((year) => {
    const local = localTaxes(tables, where, year);
    const pay = netPay({
      ral,
      year,
      regional: local.regional?.rule ?? null,
      municipal: local.municipal?.rule ?? null,
    });
    return { year, local, pay };
  });
  const [older, newer] = each;
  if (!older || !newer) return undefined;
  const rows = kinds.map((kind) => {
    const value = (e: typeof older) =>
      kind === 'regionale' ? e.pay.regionalSurcharge : e.pay.municipalSurcharge;
    const lookup = kind === 'regionale' ? newer.local.regional : newer.local.municipal;
    const a = value(older);
    const b = value(newer);
    return a == null || b == null || !lookup
      ? undefined
      : { kind, place: lookup.place, a: cents(a), b: cents(b) };
  });
  if (rows.some((r) => r === undefined)) return undefined;
  const found = rows as NonNullable<(typeof rows)[number]>[];
  const sentence = (r: (typeof found)[number]) => {
    const gap = cents(r.b - r.a);
    const change =
      gap === 0 ? 'resta la stessa' : `${gap < 0 ? 'scende' : 'sale'} di ${bold(euro(Math.abs(gap)))} l'anno`;
    return `l'addizionale ${r.kind} (${r.place}) ${change}: ${bold(euro(r.a))} nel ${older.year} e ${bold(euro(r.b))} nel ${newer.year}`;
  };
  return compose({
    answer: `A parità di RAL (${euro(ral)}), ${found.map(sentence).join('; ')}, sullo stesso imponibile IRPEF di ${euro(cents(newer.pay.taxable))}.`,
    steps: table([
      ['Imponibile IRPEF (RAL meno contributi INPS)', euro(cents(newer.pay.taxable))],
      ...found.flatMap((r): [string, string][] => [
        [`Addizionale ${r.kind} ${r.place} ${older.year}`, euro(r.a)],
        [`Addizionale ${r.kind} ${r.place} ${newer.year}`, euro(r.b)],
        ['Differenza', `${r.b < r.a ? '−' : ''}${euro(Math.abs(cents(r.b - r.a)))}`],
      ]),
    ]),
    assumptions: [
      'Imponibile IRPEF = RAL meno i contributi INPS a carico del lavoratore, senza altri redditi né oneri deducibili.',
      ...notesOfKinds([...new Set(each.flatMap((e) => e.local.assumptions))], kinds),
    ],
    unanswerable: notesOfKinds([...new Set(each.flatMap((e) => e.local.gaps))], kinds),
    citations: sourceCitations(each.flatMap((e) => e.local.sources)),
    related: [],
  });
}
