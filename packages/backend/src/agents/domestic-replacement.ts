import { euro } from '../kb/format.js';
import { effectiveHourlyPay } from '../payroll/index.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import { fixedTermContract, replacementHire } from '../reader/fixed-term.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { domesticYearGap } from './domestic-year-gap.js';
import { payrollData, yearOf } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * Session 43 (fixs43d): the 1.40% NASpI surcharge asked for a domestic fixed-term hire that stands in for an
 * absent worker ("durante le ferie della badante assumiamo una sostituta a termine: dobbiamo versare anche il
 * contributo addizionale dell'1,40%?"). The surcharge is not due on replacements (L. 92/2012 art. 2 c. 29), so
 * the answer opens on that verdict, then gives the hourly contribution of the open-ended table (the one without
 * the surcharge) at the pay told, or the year's gap when the INPS has not published it. Before, "contributo
 * addizionale" read as the IRPEF surcharges and the answer was that families withhold no IRPEF.
 */

// The surcharge itself named: "contributo addizionale", "addizionale NASpI", "l'1,40%".
const SURCHARGE_ASKED =
  /\bcontribut\w* addizional\w*|\baddizional\w* (?:naspi|dell'?\s?1[,.]4|del 1[,.]4)|\bnaspi\b|\b1[,.]40? ?%/;

export function domesticReplacementSurcharge(
  ctx: AgentContext,
  req: TypedRequest,
  domestic: boolean,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (domestic && fixedTermContract(text) && !replacementHire(text)) return fixedTermExtra(ctx, req, text);
  if (!domestic || !SURCHARGE_ASKED.test(text) || !fixedTermContract(text) || !replacementHire(text))
    return undefined;
  const data = payrollData();
  if (!data) return undefined;
  const rule = data.domestic.fixed_term_surcharge;
  const verdict = `${bold('No')}: per un contratto a termine stipulato in ${bold('sostituzione')} di un lavoratore assente il contributo addizionale dell'1,40% ${bold('non è dovuto')}; si versano i contributi orari ordinari, quelli dei rapporti a tempo indeterminato.`;
  const year = yearOf(ctx, req);
  const table = data.domestic.years.find((y) => y.year === year);
  if (!table) {
    const gap = domesticYearGap(data.domestic, year);
    return compose({
      answer: verdict,
      steps: [rule.text, '', (gap.text.split('\n\n')[0] ?? '').replace(/(?:\s?\[\d+\])+/g, '')],
      citations: sourceCitations(rule.sources.map((s) => toSourceRef(s))),
      related: [`Quanto è il contributo orario INPS della colf nel ${year - 1}?`],
    });
  }
  const hourly = req.slots.amounts.find(
    (a) => a.perHour && (a.kind === 'other' || a.kind === 'monthly_gross'),
  );
  const steps = [rule.text];
  if (hourly) {
    const effective = effectiveHourlyPay(hourly.value);
    const bands = table.open_ended;
    const i = bands.findIndex((b) => b.hourly_up_to === null || effective <= b.hourly_up_to);
    const band = bands[i];
    if (band && band.with_cuaf !== null && band.worker !== null) {
      const from = i ? bands[i - 1]?.hourly_up_to : undefined;
      const range =
        band.hourly_up_to === null
          ? `oltre ${euro(from ?? 0)}`
          : `${from ? `da ${euro(from)} ` : ''}fino a ${euro(band.hourly_up_to)}`;
      steps.push(
        `Contributo orario INPS ${year}: con una paga di ${euro(hourly.value)} l'ora (retribuzione oraria effettiva ${euro(effective)} con la quota di tredicesima: fascia ${range}) sono ${bold(`${euro(band.with_cuaf)} per ogni ora retribuita`)}, di cui ${euro(band.worker)} a carico del lavoratore (fino a 24 ore settimanali; oltre, il contributo unico di ${euro(table.open_ended_over_24h.with_cuaf ?? 0)} l'ora).`,
      );
    }
  }
  return compose({
    answer: verdict,
    steps,
    assumptions: [data.domestic.effective_pay_rule.text],
    citations: sourceCitations([
      ...rule.sources.map((s) => toSourceRef(s)),
      ...table.sources.map((s) => toSourceRef(s, table.applies_from)),
    ]),
    related: ['Quanto costa in più un contratto a termine della colf?'],
  });
}

/** "c'è un contributo in più per il datore?", "paga qualcosa in più di contributi?": the extra asked, no amounts. */
const EXTRA_ASKED =
  /\bcontribut\w* (?:in piu|aggiuntiv\w*|extra|ulterior\w*|maggiorat\w*)|\b(?:in piu|di piu|aggiuntiv\w*|extra) (?:di |in )?contribut|\bcost\w* (?:di )?(?:piu|in piu)\b|\bpag\w* (?:qualcosa )?(?:di |in )?piu\b/;

/**
 * A domestic fixed-term hire that replaces no one, asked whether the employer owes an extra contribution ("colf a
 * tempo determinato: c'è un contributo in più per il datore? quanto?"): yes, the 1.40% NASpI surcharge, already
 * inside the hourly amounts of INPS's fixed-term table, shown beside the open-ended ones of the year. Undefined
 * when the surcharge or an extra is not what is asked, or when hours are told (the quarter's amounts are asked).
 */
function fixedTermExtra(ctx: AgentContext, req: TypedRequest, text: string): AgentAnswer | undefined {
  if (!(SURCHARGE_ASKED.test(text) || EXTRA_ASKED.test(text)) || req.slots.weeklyHours) return undefined;
  const data = payrollData();
  if (!data) return undefined;
  const rule = data.domestic.fixed_term_surcharge;
  const year = yearOf(ctx, req);
  const table = data.domestic.years.find((y) => y.year === year);
  const steps = [rule.text];
  if (table) {
    steps.push('', `Contributi orari INPS ${year}, tempo determinato (con l'1,40%) e indeterminato:`);
    table.fixed_term.forEach((b, i) => {
      const open = table.open_ended[i];
      const from = i ? table.fixed_term[i - 1]?.hourly_up_to : undefined;
      const band =
        b.hourly_up_to === null
          ? `oltre ${euro(from ?? 0)}`
          : `${from ? `da ${euro(from)} ` : ''}fino a ${euro(b.hourly_up_to)}`;
      if (b.with_cuaf !== null && open?.with_cuaf != null)
        steps.push(
          `- retribuzione oraria effettiva ${band}: ${euro(b.with_cuaf)} l'ora invece di ${euro(open.with_cuaf)}`,
        );
    });
    const over = table.fixed_term_over_24h.with_cuaf;
    const overOpen = table.open_ended_over_24h.with_cuaf;
    if (over !== null && overOpen !== null)
      steps.push(`- oltre 24 ore settimanali: ${euro(over)} l'ora invece di ${euro(overOpen)}`);
  }
  return compose({
    answer: `${bold('Sì')}: per un rapporto di lavoro domestico a tempo determinato il datore di lavoro versa in più il ${bold("contributo addizionale dell'1,40%")}, tutto a suo carico (L. 92/2012 art. 2 c. 28); non è dovuto solo se il contratto sostituisce un lavoratore assente. Nei contributi orari INPS è già compreso negli importi della tabella del tempo determinato.`,
    steps,
    assumptions: [data.domestic.effective_pay_rule.text],
    citations: sourceCitations([
      ...rule.sources.map((s) => toSourceRef(s)),
      ...(table ? table.sources.map((s) => toSourceRef(s, table.applies_from)) : []),
    ]),
    related: ["Quanto pago di contributi a trimestre per una colf a termine di 15 ore a 9 € l'ora?"],
  });
}
