import { euro } from '../kb/format.js';
import type { GrossToNet } from '../payroll/gross-net.js';
import { cents, grossToNet as engineGrossToNet, isTaxYear, type Worked } from '../payroll/index.js';
import type { Location } from '../payroll/local-taxes.js';
import { readPlaces } from '../reader/places.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { grossAsked, grossAskedInTurn } from './asked-gross.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { computed, isAnswer, related } from './figure-answers.js';
import { asPayments, type PayBase, yearOf } from './pay-base.js';
import { raiseKind } from './raise.js';
import { sourceCitations } from './worked.js';

/**
 * The same gross weighed two ways, as clients ask it: in two comuni ("conviene abitare a Milano o a Roma?") or
 * on 13 and 14 payments ("quale netto mensile con 13 mensilità e quale con 14?"). Each case is the engine's
 * gross-to-net (payroll rules §0–§5, §10); the answer opens with the figures asked and their difference, the
 * table shows each step side by side.
 */

const COUNT = String.raw`(?:13|14|tredici|quattordici)`;
/**
 * Both counts named as the alternatives weighed ("13 mensilità e … 14", "su 13 o su 14", "13 vs 14", "RAL di
 * 30.000 pagata in 13 mensilità, … la stessa RAL di 30.000 ma su 14").
 */
const BOTH_COUNTS = new RegExp(
  String.raw`\b${COUNT}\b(?:\s*mensilit\w*)?(?:[^.?!]|\.(?=\d)){0,90}?\b(?:e|o|oppure|vs|contro|rispetto a|invece|ma)\b[^.?!]{0,30}?\b${COUNT}\b`,
);

export function countsAsked(message: string): [number, number] | undefined {
  const text = readable(message);
  if (!/mensilit/.test(text) || !BOTH_COUNTS.test(text)) return undefined;
  // "al posto delle 14 mensilità ne avessi 13": one count replaces the other, a single case (payments-count.ts).
  // ("se la RAL fosse 35.000 invece di 30.000? … 13 contro 14": the RAL replaced, both counts still weighed.)
  if (
    new RegExp(
      String.raw`\b(?:invece (?:di|delle|che)|anziche|al posto (?:di|delle))\s+(?:le |su |con )?${COUNT}\b`,
    ).test(text)
  )
    return undefined;
  // "e se le mensilità sono 14 e non 13?": the count told is the one kept.
  if (new RegExp(String.raw`\bnon (?:piu )?(?:le |su |con |di )?${COUNT}\b`).test(text)) return undefined;
  return [13, 14];
}

type Case = { label: string; worked: Worked<GrossToNet> };

/** The year's net from its rounded parts, as a payslip adds them: RAL − each withholding + what is added. */
function netOf(c: Case): number {
  const d = c.worked.result.detail;
  const withheld = [d.contributions, d.netIrpef, d.regionalSurcharge ?? 0, d.municipalSurcharge ?? 0];
  const added = cents(d.taxFreeSum) + cents(d.integrativeTreatment);
  return cents(cents(d.ral) - withheld.reduce((sum, v) => sum + cents(v), 0) + added);
}
const monthlyOf = (c: Case) => cents(netOf(c) / c.worked.result.payments);
const surchargesOf = (c: Case) =>
  cents(
    cents(c.worked.result.detail.regionalSurcharge ?? 0) +
      cents(c.worked.result.detail.municipalSurcharge ?? 0),
  );

function stepOf(worked: Worked<GrossToNet>, label: RegExp): string | undefined {
  const step = worked.steps.find((s) => label.test(s.label));
  return step ? `${step.formula} = ${euro(cents(step.amount))}` : undefined;
}

/** The cases side by side: each row a step, each column a case. */
function sideBySide(cases: Case[]): string[] {
  const cell = (text: string) => text.replace(/\|/g, '/');
  const row = (label: string, value: (c: Case) => string) =>
    `| ${label} | ${cases.map((c) => cell(value(c))).join(' | ')} |`;
  const r = (c: Case) => c.worked.result;
  return [
    `| Passaggio | ${cases.map((c) => c.label).join(' | ')} |`,
    `| --- | ${cases.map(() => '---:').join(' | ')} |`,
    row(
      'Contributi INPS a carico del lavoratore',
      (c) => `${euro(cents(r(c).ral))} × 9,19% = ${euro(cents(r(c).detail.contributions))}`,
    ),
    row('Imponibile IRPEF', (c) => euro(cents(r(c).detail.taxable))),
    row('IRPEF lorda', (c) => euro(cents(r(c).detail.grossIrpef))),
    row('Detrazioni (art. 13 TUIR + cuneo)', (c) =>
      euro(cents(r(c).detail.employeeDeduction + r(c).detail.extraDeduction)),
    ),
    row('IRPEF netta', (c) => euro(cents(r(c).detail.netIrpef))),
    row('Addizionale regionale', (c) =>
      r(c).detail.regionalSurcharge === null
        ? 'esclusa'
        : `${r(c).local.regional?.place ?? ''}: ${stepOf(c.worked, /^Addizionale regionale/) ?? euro(cents(r(c).detail.regionalSurcharge ?? 0))}`,
    ),
    row('Addizionale comunale', (c) =>
      r(c).detail.municipalSurcharge === null
        ? 'esclusa'
        : `${r(c).local.municipal?.place ?? ''}: ${stepOf(c.worked, /^Addizionale comunale/) ?? euro(cents(r(c).detail.municipalSurcharge ?? 0))}`,
    ),
    row('Netto annuo', (c) => euro(netOf(c))),
    row('Netto mensile medio', (c) => `${euro(netOf(c))} / ${r(c).payments} = ${euro(monthlyOf(c))}`),
  ];
}

function compute(
  ctx: AgentContext,
  year: number,
  ral: number,
  payments: number,
  location?: Location,
): Worked<GrossToNet> | AgentAnswer {
  return computed(ctx, () =>
    engineGrossToNet(ctx.kb.surcharges, {
      year: year as 2025 | 2026,
      ral,
      payments: asPayments(payments),
      ...(location ? { location } : {}),
    }),
  );
}

function finish(
  ctx: AgentContext,
  base: PayBase,
  answer: string,
  cases: Case[],
  extra: string[],
): AgentAnswer {
  const unique = <T>(items: T[]) => [...new Set(items)];
  return compose({
    answer,
    steps: [...sideBySide(cases), '', ...extra],
    assumptions: unique([...base.assumptions, ...cases.flatMap((c) => c.worked.assumptions)]),
    unanswerable: unique(cases.flatMap((c) => c.worked.gaps)),
    citations: [
      ...base.citations,
      ...sourceCitations(cases.flatMap((c) => c.worked.sources)).filter(
        (s, i, all) => all.findIndex((o) => o.url === s.url && o.text === s.text) === i,
      ),
    ],
    related: related(ctx.message),
  });
}

/**
 * The comuni weighed against each other ("a Milano o a Roma", "tra Torino e Bologna", "Roma rispetto a Milano"):
 * two places told as a story ("mi sono trasferito a Milano da Bari") are the case's, not a comparison.
 */
function placesWeighed(message: string) {
  const text = readable(message);
  const places = readPlaces(text, message).filter((p) => p.municipality);
  if (places.length < 2) return { places: [], reference: false };
  const [a, b] = places.map((p) => (p.municipality ?? '').toLowerCase());
  // "abitasse a Roma … quanto cambia rispetto a Milano": the comune after "rispetto a" is the reference, the other
  // the case asked, however far apart the two are.
  const reference = places.findIndex((p) =>
    new RegExp(
      String.raw`\b(?:rispetto a|in confronto a|invece che a|anziche a)\s+${(p.municipality ?? '').toLowerCase()}\b`,
    ).test(text),
  );
  if (reference >= 0 && places.length === 2)
    return {
      places: [places[1 - reference], places[reference]].filter((p) => p !== undefined),
      reference: true,
    };
  const from = Math.min(text.indexOf(a ?? ''), text.indexOf(b ?? ''));
  const to = Math.max(text.indexOf(a ?? ''), text.indexOf(b ?? ''));
  if (from < 0) return { places: [], reference: false };
  const between = text.slice(from, to);
  const before = text.slice(Math.max(0, from - 12), from);
  const contrasted =
    between.length < 40 &&
    (/\b(?:o|oppure|vs|contro|rispetto a|invece che|anziche)\b/.test(between) ||
      (/\btra\s+(?:a\s+)?$/.test(before) && /\be\b/.test(between)));
  return { places: contrasted ? places.slice(0, 2) : [], reference: false };
}

/**
 * One gross weighed in two comuni or on 13 and 14 payments, or two grosses weighed ("e con 32.000? quanto netto in
 * più?", raise.ts): the question is one, not a part per case.
 */
export function weighsNetVariants(req: TypedRequest, message: string): boolean {
  return (
    placesWeighed(message).places.length >= 2 ||
    countsAsked(message) !== undefined ||
    raiseKind(req, message) !== undefined
  );
}

/** The net of one gross in two comuni, or on 13 and 14 payments; undefined when neither is weighed. */
export function netVariants(ctx: AgentContext, req: TypedRequest, base: PayBase): AgentAnswer | undefined {
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return undefined;
  const ral = base.annual;
  const { places, reference } = placesWeighed(ctx.message);
  if (places.length >= 2) {
    const cases: Case[] = [];
    for (const p of places.slice(0, 2)) {
      const worked = compute(ctx, year, ral, base.payments, {
        municipality: p.municipality,
        ...(p.province ? { provinceCode: p.province } : {}),
      });
      if (isAnswer(worked)) return undefined;
      cases.push({ label: p.municipality ?? '', worked });
    }
    const [a, b] = cases as [Case, Case];
    const diff = cents(netOf(a) - netOf(b));
    const [high, low] = diff >= 0 ? [a, b] : [b, a];
    const yearly = Math.abs(diff);
    const monthly = cents(yearly / base.payments);
    // The case asked opens with its own monthly net, then how far it is from the reference comune.
    const referenced = `Con una RAL di ${euro(cents(ral))} nel ${year}, a ${a.label} il netto mensile medio è ${bold(`${euro(monthlyOf(a))}`)} su ${base.payments} mensilità (${euro(netOf(a))} l'anno): ${yearly < 0.01 ? `lo stesso che a ${b.label}` : `${bold(`${euro(monthly)} al mese`)} in ${netOf(a) < netOf(b) ? 'meno' : 'più'} che a ${b.label} (${euro(monthlyOf(b))} al mese), ${euro(yearly)} l'anno`}.`;
    const answer = reference
      ? referenced
      : yearly < 0.01
        ? `Con una RAL di ${euro(cents(ral))} nel ${year} il netto ${bold('è lo stesso')} a ${a.label} e a ${b.label}: ${bold(euro(netOf(a)))} l'anno.`
        : `Con una RAL di ${euro(cents(ral))} nel ${year} il netto è più alto a ${bold(high.label)}: ${bold(`${euro(yearly)} l'anno`)} in più (${euro(monthly)} al mese su ${base.payments} mensilità), ${euro(netOf(high))} contro ${euro(netOf(low))} a ${low.label}.`;
    return finish(ctx, base, answer, cases, [
      `Differenza: ${euro(netOf(high))} − ${euro(netOf(low))} = ${euro(yearly)} l'anno. Contributi e IRPEF sono gli stessi; cambiano le addizionali: ${low.label} ${euro(surchargesOf(low))}, ${high.label} ${euro(surchargesOf(high))}.`,
    ]);
  }
  const counts = countsAsked(ctx.message);
  if (!counts) return undefined;
  // The comune told earlier in the conversation stays the case's when this turn names none (request slots).
  const told = readPlaces(readable(ctx.message), ctx.message)[0];
  const slots = req.slots;
  const place =
    told ??
    (slots.municipality || slots.region
      ? { municipality: slots.municipality, province: slots.province, region: slots.region }
      : undefined);
  const location: Location | undefined = place
    ? {
        ...(place.municipality ? { municipality: place.municipality } : {}),
        ...(place.province ? { provinceCode: place.province } : {}),
        ...(place.region ? { region: place.region } : {}),
      }
    : undefined;
  const cases: Case[] = [];
  for (const n of counts) {
    const worked = compute(ctx, year, ral, n, location);
    if (isAnswer(worked)) return undefined;
    cases.push({ label: `${n} mensilità`, worked });
  }
  const [a, b] = cases as [Case, Case];
  // "RAL 30.000 vuol dire quanto lordo al mese, su 14 e su 13?": the gross split in its payments opens the answer.
  const givenMonthly = req.slots.amounts.some((amount) => amount.kind === 'monthly_gross');
  const gross =
    (grossAsked(ctx.message, ctx.history) ?? grossAskedInTurn(ctx.message)) === 'monthly' && !givenMonthly
      ? `Con una RAL di ${euro(cents(ral))} il lordo mensile è ${bold(`${euro(cents(ral / 13))} su 13 mensilità`)} e ${bold(`${euro(cents(ral / 14))} su 14`)} (${euro(cents(ral))} / 13 e / 14).\n`
      : '';
  const answer = `${gross}Con una RAL di ${euro(cents(ral))} nel ${year} il netto mensile medio è ${bold(`${euro(monthlyOf(a))} su 13 mensilità`)} e ${bold(`${euro(monthlyOf(b))} su 14`)}: il netto annuo è lo stesso, ${euro(netOf(a))}, cambia solo in quante rate è diviso.`;
  return finish(ctx, base, answer, cases, [
    `${euro(netOf(a))} / 13 = ${euro(monthlyOf(a))}; ${euro(netOf(b))} / 14 = ${euro(monthlyOf(b))}.`,
    "Il netto mensile è una media: nel mese in cui si pagano 13ª e 14ª le detrazioni non si applicano e il conguaglio di fine anno ricalcola l'IRPEF.",
  ]);
}
