import { euro } from '../kb/format.js';
import { cents } from '../payroll/steps.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentName } from './agents.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { respreadPayments } from './respread-payments.js';

/**
 * "e se lo rifaccio per il 2026 cambia qualcosa?", "se la spalmo su 14 invece che 13, il netto annuo cambia?"
 * right after a net from a RAL: the same net recomputed with the one setting changed (the tax year, the number
 * of payments), opened by whether the yearly net changes (**No** / **Sì**, when asked as a yes-or-no question),
 * then the recomputed table.
 */

// The question asks whether something changes.
// ("quanto netto annuo si perde", "quanto ci guadagna": the change asked as a loss or a gain.)
const CHANGE_ASKED =
  /\bcambi\w*\b|\bdifferenz\w*|\bcosa succede\b|\bvaria\b|\bdivers\w*\b|\bquanto\b[^?.]{0,30}\b(?:si |ci |ne )?(?:perd\w*|guadagn\w*|risparmi\w*)\b/;
// Whether it changes, asked yes or no ("cambia qualcosa?", "varia?"), not the difference shown ("la differenza").
const WHETHER_ASKED = /\bcambi\w*\b|\bcosa succede\b|\bvaria\b|\bdivers\w*\b/;
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
// The setting changed: a tax year or a number of payments.
const YEAR_NAMED = /\b20(?:2[5-9])\b/;
const PAYMENTS_NAMED = /\b(?:su |in |a )?1[234]\b(?! ?%)|\bquattordic\w*|\btredic\w*|\bspalm\w*/;
// A correction of the earlier turn ("scusa intendevo il 2025, cambia?") asks the corrected net, not the two.
const CORRECTS = /\bintendev\w*|\bscusa\b|\banzi\b|\bho sbagliat\w*|\bmi sono sbagliat\w*|\bcorreggo\b/;
// A net already computed on the turn before.
const NET_ASKED = /\bnett\w*|in tasca/;
// The opening's yearly and monthly figures: "**1.569,05 € al mese** (21.966,74 € l'anno su 14 mensilità".
const YEARLY = /\(([\d.]+,\d\d) € l'anno\b/;
const MONTHLY = /\*\*([\d.]+,\d\d) € al mese\*\*/;

type Reader = (agentName: AgentName, ctx: AgentContext) => TypedRequest;
type Answerer = (agentName: AgentName, ctx: AgentContext) => AgentAnswer;

/** The request of the turn before, read with the conversation before it. */
function earlierRequest(agentName: AgentName, ctx: AgentContext, read: Reader): TypedRequest | undefined {
  const history = ctx.history ?? [];
  const previous = history.at(-1);
  if (previous === undefined) return undefined;
  const { request: _own, ...rest } = ctx;
  return read(agentName, { ...rest, message: previous, history: history.slice(0, -1) });
}

/** The earlier turn's RAL when the turn asks what a changed setting does to that net; else undefined. */
function changedPay(ctx: AgentContext, req: TypedRequest, earlier: TypedRequest | undefined) {
  if (!earlier) return undefined;
  const previous = ctx.history?.at(-1);
  const text = readable(ctx.message);
  if (
    previous === undefined ||
    !NET_ASKED.test(readable(previous)) ||
    !CHANGE_ASKED.test(text) ||
    CORRECTS.test(text)
  )
    return undefined;
  const yearChanged = YEAR_NAMED.test(text) && req.slots.taxYear !== earlier.slots.taxYear;
  const paymentsChanged =
    PAYMENTS_NAMED.test(text) &&
    req.slots.payments !== undefined &&
    req.slots.payments !== earlier.slots.payments;
  if (!yearChanged && !paymentsChanged) return undefined;
  // The pay stays the earlier turn's RAL: a figure of the story (an exemption threshold) is no second pay.
  const ral = earlier.slots.amounts.find((a) => a.kind === 'ral');
  return ral && { ral, yearChanged };
}

export function changedSetting(
  agentName: AgentName,
  ctx: AgentContext,
  read: Reader,
  answerWith: Answerer,
): AgentAnswer | undefined {
  const req = ctx.request;
  // The same yearly pay re-split over another number of payments (respread-payments.ts).
  const respread = respreadPayments(agentName, ctx, read, answerWith);
  if (respread) return respread;
  if (!req || !ctx.history?.length || !CHANGE_ASKED.test(readable(ctx.message))) return undefined;
  const earlier = earlierRequest(agentName, ctx, read);
  const changed = changedPay(ctx, req, earlier);
  if (!earlier || !changed) return undefined;
  const answer = (request: TypedRequest) => answerWith(agentName, { ...ctx, request });
  const { ral, yearChanged } = changed;
  const make = (slots: Partial<TypedRequest['slots']>): TypedRequest => ({
    ...req,
    intent: 'gross_to_net',
    slots: { ...req.slots, amounts: [ral], ...slots },
  });
  const now = answer(make({}));
  const before = answer(
    make({
      ...(earlier.slots.taxYear !== undefined ? { taxYear: earlier.slots.taxYear } : {}),
      ...(earlier.slots.payments !== undefined ? { payments: earlier.slots.payments } : {}),
      ...(earlier.slots.date !== undefined ? { date: earlier.slots.date } : {}),
    }),
  );
  const newNet = YEARLY.exec(now.text)?.[1];
  const oldNet = YEARLY.exec(before.text)?.[1];
  if (!newNet || !oldNet) return undefined;
  const monthly = MONTHLY.exec(now.text)?.[1];
  const spread = monthly ? `; su ${req.slots.payments} mensilità sono ${bold(`${monthly} € al mese`)}` : '';
  const what = yearChanged
    ? `con le regole del ${req.slots.taxYear}`
    : `su ${req.slots.payments} mensilità invece di ${earlier.slots.payments}`;
  // The difference itself, said with the two nets ("166,48 € in meno all'anno").
  const gap = cents(amountOf(newNet) - amountOf(oldNet));
  const by = gap ? ` (${euro(Math.abs(gap))} ${gap > 0 ? 'in più' : 'in meno'} all'anno)` : '';
  // "cambia qualcosa?" is answered yes or no; "per fargli vedere la differenza" asks the two nets, no yes or no.
  const whether = WHETHER_ASKED.test(readable(ctx.message));
  const yes = whether ? `${bold('Sì')}: ` : '';
  const opening =
    newNet === oldNet
      ? `${whether ? `${bold('No')}, non cambia` : 'Non cambia'}: ${what} il netto annuo resta di ${bold(`${newNet} €`)}${yearChanged ? " (l'imponibile IRPEF resta sotto 28.000 €: il taglio del secondo scaglione dal 35% al 33% non lo tocca)" : ` (cambia solo come si divide nei mesi)${spread}`}.`
      : yearChanged && sameIrpef(before.text, now.text)
        ? `${whether ? `${bold('Sì')}, ma non` : 'Non'} per l'IRPEF, che non cambia (${rowFigure(now.text, 'IRPEF netta')} €: il taglio del secondo scaglione dal 35% al 33% tocca solo la parte tra 28.000 e 50.000 €): ${what} il netto annuo passa da ${oldNet} € a ${bold(`${newNet} €`)}${by}${surchargesMoved(before.text, now.text)}.`
        : `${yes}${yes ? what : capitalized(what)} il netto annuo passa da ${oldNet} € a ${bold(`${newNet} €`)}${by}.`;
  return { ...now, text: `${opening}\n${now.text}` };
}

/** An Italian amount ("27.960,17") as a number. */
const amountOf = (figure: string): number => Number(figure.replace(/\./g, '').replace(',', '.'));

/** A row's amount in the gross-to-net table ("| IRPEF netta | … | 1.534,73 € |"). */
const rowFigure = (text: string, row: string): string | undefined =>
  new RegExp(String.raw`^\| ${row}[^|]*\|[^|]*\| ([\d.]+,\d\d) €`, 'm').exec(text)?.[1];

const sameIrpef = (before: string, now: string): boolean => {
  const irpef = rowFigure(now, 'IRPEF netta');
  return irpef !== undefined && irpef === rowFigure(before, 'IRPEF netta');
};

/** The surcharges whose amount moved between the two years: "per l'addizionale regionale (Piemonte), da … a …". */
function surchargesMoved(before: string, now: string): string {
  const moved = ['Addizionale regionale', 'Addizionale comunale'].flatMap((row) => {
    const name = new RegExp(String.raw`^\| (${row}[^|]*?) \|`, 'm').exec(now)?.[1];
    const from = rowFigure(before, row);
    const to = rowFigure(now, row);
    return name && from && to && from !== to
      ? [`l'${name.charAt(0).toLowerCase()}${name.slice(1)} va da ${from} € a ${to} €`]
      : [];
  });
  return moved.length ? `, perché ${moved.join(' e ')}` : '';
}
