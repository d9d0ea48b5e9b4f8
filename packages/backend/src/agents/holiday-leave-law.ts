import { HOLIDAYS_PAID_INSTEAD } from '../reader/holidays-paid.js';
import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { collectiveHolidays } from './collective-holidays.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyRestAnswer } from './daily-rest.js';
import { domesticHiringNotice } from './domestic-hiring-notice.js';
import { domesticLeaveSpan } from './domestic-leave-span.js';
import { domesticResignationForm } from './domestic-resignation-form.js';
import { eveNotHoliday } from './eve-not-holiday.js';
import { executiveHoursAnswer } from './executive-hours.js';
import { guardHoursAnswer } from './guard-hours.js';
import { halfHolidayAnswer } from './half-holidays.js';
import { holidayDeadlineAnswer } from './holiday-deadline.js';
import { holidayIllnessSource } from './holiday-illness.js';
import { holidayOverdueAnswer } from './holiday-overdue.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { LAW_TOPIC_FACTS } from './law-topics.js';
import { lumpProRata } from './lump-pro-rata.js';
import { parentalMinimumAsked, parentalPartTimeAnswer } from './parental-part-time.js';
import { agreementOf } from './pay-base.js';
import { resignationWithdrawal } from './resignation-withdrawal.js';
import { screenBreakAnswer } from './screen-break.js';
import { sixDayLeaveSpan } from './six-day-leave-span.js';
import { smartWorkingAnswer } from './smart-working-law.js';
import { sanFrancescoStatus, sundayHolidayAnswer } from './sunday-holiday-pay.js';
import { workBreakAnswer } from './work-break.js';

/**
 * Rules of the law that answer a question whatever the agreement: whether untaken holidays can be paid instead
 * of taken (no, only when the job ends), the unpaid training leave (L. 53/2000, and an agreement's own
 * seniority where sourced), the notice to end an individual smart-working agreement (L. 81/2017). Before, each
 * asked which agreement applies. Pages read on 2026-11-26.
 */

const TRAINING_LEAVE: LawFact = {
  figure: '5 anni',
  text: 'il congedo per la formazione spetta a chi ha almeno {figure} di anzianità di servizio presso la stessa azienda: fino a 11 mesi, continuativi o frazionati, nell’arco dell’intera vita lavorativa, per completare la scuola dell’obbligo, prendere un diploma o una laurea o seguire una formazione non pagata dal datore di lavoro. È non retribuito: si conserva il posto, ma il periodo non conta nell’anzianità; il datore può rifiutarlo o rinviarlo per comprovate esigenze organizzative, e il preavviso lo fissano i contratti collettivi (almeno 30 giorni).',
  reference: 'L. 53/2000, art. 5',
  sources: [
    {
      url: 'https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticolo?art.codiceRedazionale=000G0092&art.dataPubblicazioneGazzetta=2000-03-13&art.flagTipoArticolo=0&art.idArticolo=5&art.idGruppo=2&art.idSottoArticolo=1&art.idSottoArticolo1=10&art.progressivo=0&art.versione=1',
      label: 'Gazzetta Ufficiale: L. 8 marzo 2000, n. 53, art. 5 (congedi per la formazione)',
      date: '2000-03-13',
      confidence: 'medium',
    },
  ],
};

/** Agreements whose own seniority for the training leave is sourced. */
const TRAINING_LEAVE_AGREEMENTS: Record<
  string,
  { years: string; article: string; source: LawFact['sources'][number] }
> = {
  'terziario-confcommercio': {
    years: '4 anni',
    article: 'art. 172',
    source: {
      url: 'https://www.manageritalia.it/focus-giuridico/congedo-formativo',
      label:
        'Manageritalia: il congedo formativo tra L. 53/2000 e CCNL Terziario (art. 172: anzianità ridotta a 4 anni)',
      date: null,
      confidence: 'medium',
    },
  },
};

/** Years of service told ("da 4 anni e mezzo", "assunto da 3 anni"), when the question tells them. */
function servedYears(text: string): number | undefined {
  const found =
    /\bda (\d{1,2}|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) ann[oi]( e mezzo)?\b/.exec(text);
  if (!found) return undefined;
  const raw = found[1] ?? '';
  const value = /^\d/.test(raw) ? Number(raw) : raw === 'un' ? 1 : wordsToNumber(raw);
  return value === undefined ? undefined : value + (found[2] ? 0.5 : 0);
}
const servedText = (years: number) =>
  Number.isInteger(years) ? `${years} ${years === 1 ? 'anno' : 'anni'}` : `${Math.floor(years)} anni e mezzo`;

const TRAINING =
  /\bcongedo (?:per la |di |per )?formazion\w*|\bcongedo formativ\w*|\bcongedi per la formazione\b/;

function trainingLeaveAnswer(ctx: AgentContext, req: TypedRequest, text: string): AgentAnswer | undefined {
  if (!TRAINING.test(text) || /\bformazione continua\b/.test(text)) return undefined;
  const ccnl = agreementOf(ctx, req);
  const own = ccnl ? TRAINING_LEAVE_AGREEMENTS[ccnl.id] : undefined;
  const fact = TRAINING_LEAVE;
  const rule = fact.text.replace('{figure}', fact.figure);
  const citations: Citation[] = [
    ...(own && ccnl
      ? [
          {
            ccnl: ccnl.short_name,
            article: own.article,
            text: `Congedo per la formazione: anzianità richiesta ${own.years} (la legge ne chiede 5).`,
            url: own.source.url,
            date: own.source.date,
            confidence: own.source.confidence,
          },
        ]
      : []),
    ...lawCitations(fact, `Congedo per la formazione: ${rule}`),
  ];
  // "ci lavoro da 4 anni e mezzo, posso chiederlo?": whether the service told reaches the seniority, first.
  const served = servedYears(text);
  const required = own ? Number.parseInt(own.years, 10) : 5;
  const verdict =
    served === undefined
      ? ''
      : served >= required
        ? `${bold('Sì')}: con ${servedText(served)} di anzianità il requisito è raggiunto. `
        : `${bold('No')}: con ${servedText(served)} di anzianità il requisito non è ancora raggiunto. `;
  const answer =
    verdict +
    (own && ccnl
      ? `Nel ${ccnl.short_name} (${own.article}) per il congedo per la formazione non retribuito bastano ${bold(own.years)} di anzianità presso la stessa azienda, contro i ${bold('5 anni')} della legge (${fact.reference}); la durata massima resta di 11 mesi nell’arco della vita lavorativa.`
      : `Per legge (${fact.reference}) il congedo per la formazione non retribuito spetta con almeno ${bold('5 anni')} di anzianità presso la stessa azienda, per un massimo di 11 mesi nell’arco della vita lavorativa.`);
  return compose({
    answer,
    steps: [
      `La regola di legge: ${rule}`,
      ...(ccnl && !own
        ? [
            `Un’anzianità diversa prevista dal ${ccnl.short_name} non è nella base di conoscenza: verifica il testo del contratto (i contratti collettivi fissano modalità, percentuali massime e preavviso).`,
          ]
        : []),
    ],
    citations,
    related: [],
  });
}

// Untaken holidays: days left over, not taken, of a past year.
const UNTAKEN =
  /\bferie\b[^?]{0,80}\b(?:(?:non|nn) (?:\w+ ){0,2}(?:godut|fatt|pres|usat|fruit|smaltit)\w*|avanz\w*|residu\w*|arretrat\w*|accumulat\w*|rimast\w*|restant\w*|del(?:l'anno)? (?:20\d\d|scorso anno|anno scorso|anno prima))|\b(?:avanz\w*|rimast\w*|rimarr\w*|rimangon\w*|restan\w*|rester\w*|accumulat\w*)\b[^?]{0,40}\bferie\b/;
const PAID_INSTEAD =
  /\bpag\w*|\bmonetizz\w*|\bliquid\w*|\bin busta\b|\bsoldi\b|\brimbors\w*|\bconvert\w* in (?:denaro|soldi)|\bindennit\w*/;
const LEAVING =
  /\bdimett\w*|\bdimission\w*|\bdimess\w*|\blicenzi\w*|\bfine (?:del )?rapporto\b|\bcessazion\w*|\bme ne vado\b|\blascio (?:il lavoro|l'azienda)\b|\bcambio lavoro\b|\bscadenza del contratto\b|\bfinisc\w* (?:il |la )?(?:contratto|rapporto|lavoro|stagione)|\bfine del contratto\b|\bscad\w* (?:il )?contratto\b|\bvado via\b|\bpension\w*/;
// Paid instead of taken, said outright ("invece di farmele fare", "al posto delle ferie", "me le paga in busta").
const INSTEAD_OUTRIGHT = HOLIDAYS_PAID_INSTEAD;
const INSTEAD = new RegExp(
  `${INSTEAD_OUTRIGHT.source}|\\bposso chieder\\w*|\\bpossono pagar\\w*|\\bposso farmel\\w* pagar\\w*|\\b(?:me|te|gliele|ce) le pag\\w*|\\bpagar(?:me|te|glie|ce)l\\w*|\\bin busta\\b`,
);

// "in busta gli risultavano 4 settimane di ferie": the payslip's record of the days, no payment of them.
const PAYSLIP_RECORD =
  /\bin busta(?: paga)? (?:\w+ ){0,2}(?:risult|segn|indic|compar|riport|scritt|c'e|ci sono|vedo|vede)\w*/g;

/**
 * The holidays' rule with the Ministry of Labour's page first: it says the law's words on paying them ("tale
 * periodo minimo di quattro settimane non può essere sostituito dalla relativa indennità per ferie non godute,
 * salvo il caso di risoluzione del rapporto di lavoro"), read 2026-11-30.
 */
const PAYOUT_FACT: LawFact = {
  ...LAW_TOPIC_FACTS.holidaysWhen,
  sources: [
    {
      url: 'https://www.lavoro.gov.it/node/16077',
      label:
        'Ministero del Lavoro: ferie, minimo 4 settimane, non sostituibile dall’indennità per ferie non godute salvo risoluzione del rapporto',
      date: null,
      confidence: 'high',
    },
    ...LAW_TOPIC_FACTS.holidaysWhen.sources,
  ],
};

function holidayPayoutAnswer(said: string, previous: string): AgentAnswer | undefined {
  const text = said.replace(PAYSLIP_RECORD, ' ');
  // ("e se chiedo di pagarmeli al posto di farli?" after the days left untaken: the same holidays.)
  const asked =
    (UNTAKEN.test(text) ||
      ((/\bferie\b/.test(text) || UNTAKEN.test(previous)) && INSTEAD_OUTRIGHT.test(text))) &&
    PAID_INSTEAD.test(text);
  // "e se mi dimetto a dicembre?" after the payout asked: the same holidays, now at the job's end.
  const followUp =
    !asked &&
    LEAVING.test(text) &&
    text.split(/\s+/).length <= 20 &&
    UNTAKEN.test(previous) &&
    PAID_INSTEAD.test(previous);
  // "quanto mi devono dare per quei giorni?": the amount is computed where the days are (unused-holidays.ts).
  if ((!asked && !followUp) || /\bquant[oie]\b/.test(text)) return undefined;
  const leaving = LEAVING.test(text);
  // Holidays paid on leaving, asked outright, are answered with the last payslip's items (labour-subjects.ts):
  // here only after the payout asked during the job ("e se mi dimetto?").
  const earlier = UNTAKEN.test(previous) && PAID_INSTEAD.test(previous);
  if (leaving ? !earlier : !INSTEAD.test(text)) return undefined;
  const fact = PAYOUT_FACT;
  const rule = fact.text.replace('{figure}', fact.figure);
  const answer = leaving
    ? `${bold('Sì')}: alla fine del rapporto (cessazione), anche per dimissioni o licenziamento, le ferie maturate e non godute ti vanno pagate con l’${bold('indennità sostitutiva delle ferie non godute')}, nell’ultima busta paga (${fact.reference}, c. 2).`
    : `${bold('No')}: durante il rapporto le 4 settimane di ferie minime di legge non possono essere monetizzate, neppure se il lavoratore è d’accordo: il periodo minimo non può essere sostituito dall’indennità per ferie non godute, salvo risoluzione del rapporto (${fact.reference}, c. 2); si pagano solo alla ${bold('cessazione del rapporto')}.`;
  return compose({
    answer,
    steps: [
      leaving
        ? 'L’indennità vale la retribuzione dei giorni non goduti (la quota giornaliera per i giorni rimasti) ed è soggetta a contributi e tasse come lo stipendio; il preavviso non si può coprire con le ferie senza accordo.'
        : 'Le ferie arretrate vanno fatte: il datore di lavoro deve farle godere (almeno 2 settimane nell’anno in cui maturano, le altre entro i 18 mesi successivi) e, se non lo fa, rischia una sanzione ma non può pagarle al loro posto. Solo i giorni oltre le 4 settimane di legge, se il contratto collettivo lo permette, possono essere pagati.',
      `La regola: ${rule}`,
    ],
    citations: lawCitations(fact, `Ferie non godute: ${rule}`),
    related: [],
  });
}

/** The law's answer to one of these questions, or undefined for every other question. */
function holidayLeaveLawAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const previous = readable(ctx.history?.at(-1) ?? '');
  return (
    collectiveHolidays(ctx, req) ?? // a closure for holidays: the agreement's limit (collective-holidays.ts)
    sundayHolidayAnswer(ctx, req) ??
    sanFrancescoStatus(ctx) ??
    holidayPayoutAnswer(text, previous) ??
    trainingLeaveAnswer(ctx, req, text) ??
    (parentalMinimumAsked(req) ? undefined : parentalPartTimeAnswer(text, previous)) ?? // pay asked: intent-route.ts
    holidayOverdueAnswer(text, previous) ??
    holidayIllnessSource(text, previous) ?? // "chi lo dice?": Corte cost. 616/1987 (holiday-illness.ts) // past the 18 months: contributions (holiday-overdue.ts)
    holidayDeadlineAnswer(text, previous) ??
    smartWorkingAnswer(text, previous) ??
    resignationWithdrawal(text, previous) ??
    domesticResignationForm(text) // a household worker and the online form: excluded (domestic-resignation-form.ts)
  );
}

/** What answers before the documents: these rules of the law, then the daily rest and a lump sum's pro rata. */
export function lawOrRestFirst(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // (A domestic worker's hiring notice asked, domestic-hiring-notice.ts, before "INPS" reads as contributions.)
  // (A household worker's leave over a span of days: its days and pay, domestic-leave-span.ts.)
  return (
    guardHoursAnswer(ctx, req) ?? // a sworn guard's hours and the law, nights in regular shifts (guard-hours.ts)
    (ctx.documents.length ? undefined : executiveHoursAnswer(ctx.message, ctx.history?.at(-1))) ?? // a quadro's overtime
    domesticLeaveSpan(ctx, req, agreementOf(ctx, req)) ??
    sixDayLeaveSpan(ctx, req) ?? // the same count in the agreements with a six-day week (six-day-leave-span.ts)
    holidayLeaveLawAnswer(ctx, req) ??
    dailyRestAnswer(ctx, req) ??
    screenBreakAnswer(ctx, req) ?? // breaks at a screen, 15 minutes every 120 (screen-break.ts)
    workBreakAnswer(ctx, req) ?? // the break past 6 hours of work (work-break.ts)
    halfHolidayAnswer(ctx, req) ??
    eveNotHoliday(ctx, req) ?? // "il 24 dicembre è festivo?": a working day (eve-not-holiday.ts)
    lumpProRata(ctx) ??
    domesticHiringNotice(ctx, req)
  );
}
