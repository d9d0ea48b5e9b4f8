import { labelledValues } from '../documents/labelled-values.js';
import { allPassagesText, indexOf } from '../kb/documents.js';
import { figureValue, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readLevel } from '../reader/levels.js';
import type { Amount, TypedRequest } from '../reader/request.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { asksLevelOfTasks, LEVEL_DOUBTED } from './document-classification.js';
import {
  documentCohabiting,
  numericStartDate,
  serviceYears,
  statedAgreement,
  withDocumentGross,
  withDocumentMonthlyPay,
  withDocumentPay,
  withDocumentTerms,
} from './document-facts.js';
import { hourlyOnDocumentPay, partTimePercentOf, thirteenthFromStart } from './document-pay-basis.js';
import { asksTrancheBesideDocument } from './document-stated-minimum.js';
import { documentDate, documentTopicRequest } from './document-topics.js';
import { levelNamedWith } from './level-per-agreement.js';
import { levelSaid } from './level-said.js';
import { isDomestic } from './pay-base.js';
import { doubtCarried } from './pay-doubt.js';
import { atPayslipMonth } from './payslip-month.js';

/**
 * A question on an uploaded payslip or letter that asks what the agreement says of one of its items ("la
 * trattenuta INPS è giusta?", "quanti giorni di preavviso mi spettano?", "i 1.700 lordi sono sotto il minimo?")
 * is the agreement's question with the document's facts: its agreement, level, hire date, weekly hours and
 * labelled figures. Quoting the document back does not answer it.
 */

const RIGHT_HOURLY =
  /\b(?:paga|retribuzione|quota) oraria (?:giust|corrett|dovut|spettant)\w*|\bqual\w* (?:sarebbe|dovrebbe essere) (?:la )?(?:paga|retribuzione) oraria\b/;
const ASKS_INPS = /\binps\b|\bcontribut|\bivs\b|trattenut\w* previdenzial|ritenut\w* previdenzial/;
const ASKS_NOTICE = /\bpreavvis/;
// "cos'è e come ci sono arrivati?", "come l'hanno calcolato?", "da dove esce?": an item explained is checked too.
const EXPLAINS =
  /\bcome (?:ci (?:sono|siete|sei) arrivat\w*|(?:l'|lo |la |li |le )?(?:hanno|avete|ha) calcolat\w*|(?:e|è|viene|vengono|si) calcol\w*|esce)\b|\bda dove (?:esce|viene|salta fuori)\b|\bcos'?\s?e\b/;
const CHECKS =
  /\b(?:giust[oaie]|corrett[oaie]|torna|tornano|sbagliat\w*|errat\w*|regolar\w*|verific\w*|controll\w*|in regola|tropp[oaie] (?:alt|bass)[oaie])\b/;
// "i 1.700 lordi sono sotto il minimo del 5° livello?", "la paga base… quanto dovrebbe essere adesso?"; not a
// superminimo "sopra il minimo", nor an item checked against the table's own item (the documents module does it).
const ASKS_MINIMUM =
  /\b(?:sotto|inferior\w*) (?:al |il )?minim[oi]\b|\b(?:il|al) minimo del (?:mio )?(?:\d|livell)|\b(?:paga base|minimo|retribuzione)\b.*\bquanto (?:dovrebbe|deve|dovrebbero|devono) essere\b/;
// A start of service the question tells ("in azienda da febbraio 2021", "assunta dal 3 marzo 2019", "lavoro qui
// dal 2020"): its year.
const SINCE = new RegExp(
  String.raw`\b(?:da|dal|dall'|dai|assunt\w*(?: a| il| nel| in)?)\s+(?:(?:il |l')?\d{1,2}\s*[°º]?\s+)?(?:(?:${MONTH_NAMES})\s+)?(20\d\d|19\d\d)\b`,
);
/** The intents whose figure is a pay at a date: a letter's pay is weighed at its first day of work. */
const PAY_AT_START = new Set(['minimum_pay', 'hourly_rate', 'payslip_check']);
/**
 * "quanto dovrebbe essere adesso?": today's tables, whatever year the story names ("ferma all'anno scorso"). ("Il
 * minimo in vigore a novembre 2025": the table of the month said, not today's.)
 */
const NOW = new RegExp(
  String.raw`\b(?:adesso|ora|oggi|attualmente)\b|\bin vigore\b(?! (?:a|al|nel|nell'|dal|da|in|per|il|fino a) ?(?:\d|${MONTH_NAMES}))`,
);

const GROSS_LABEL = /imponibile (?:previdenzial|contributiv|inps)/i;
const TOTAL_LABEL = /totale (?:competenze|lordo|retribuzion)|retribuzione (?:lorda|totale)|\blordo\b/i;
const INPS_LABEL = /\binps\b|\bivs\b|contribut|previdenzial/i;

/** The document's text, every uploaded file joined. */
export function documentText(ctx: AgentContext): string {
  return allPassagesText(ctx.documents);
}

/** The day a relationship started, as a letter or payslip writes it ("in essere dal 1° marzo 2019"). */
export function startDate(text: string): string | undefined {
  const months = MONTH_NAMES;
  const match = new RegExp(
    String.raw`\b(?:dal|iniziat\w* il|in essere dal|decorrenza(?: dal)?|assunt\w* (?:il|dal)|data di assunzione:?)\s+(\d{1,2})\s*[°º]?\s+(${months})\s+(\d{4})`,
    'i',
  ).exec(text);
  if (!match) return numericStartDate(text);
  const month = MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(Number(match[1])).padStart(2, '0')}`;
}

const FIRST_DAY = new RegExp(
  String.raw`\b(?:data di inizio|decorrenza|a (?:far )?data dal|a decorrere dal|inizio(?: (?:del )?(?:rapporto|lavoro|servizio))?)\s*:?\s*(?:dal\s+)?(\d{1,2})\s*[°º]?\s*(?:(${MONTH_NAMES})\s+(\d{4})|[/.-](\d{1,2})[/.-](\d{4}))`,
  'i',
);

/** The first day of work a hiring letter or offer states, as AAAA-MM-GG. */
export function firstDay(text: string): string | undefined {
  const m = FIRST_DAY.exec(text);
  if (!m) return undefined;
  const month = m[2] ? MONTHS.indexOf(m[2].toLowerCase()) + 1 : Number(m[4]);
  const year = m[3] ?? m[5];
  if (!(month >= 1 && month <= 12) || !year) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(Number(m[1])).padStart(2, '0')}`;
}

/** The agreement the document names; one the question only implied by a workplace word gives way to it. */
function agreementOf(ctx: AgentContext, req: TypedRequest, text: string): Ccnl | undefined {
  const asked = req.slots.agreements[0];
  if (asked !== undefined && !req.slots.agreementsBySector) return ctx.kb.byCategory(asked);
  return statedAgreement(ctx.kb, text) ?? (asked !== undefined ? ctx.kb.byCategory(asked) : undefined);
}

// A weekly schedule: "40 ore settimanali", "8 ore/giorno, 40 settimanali", "20 ore sett.", "20 h/sett".
const WEEKLY_HOURS = /(\d{1,2})\s*(?:ore\s*|h\s*)?(?:settimanali\b|sett\.|\/\s*sett\b|a settimana\b)/i;

/** The level the document states, read on its lines that speak of a level (a level said as such first). */
export function levelOf(ccnl: Ccnl, text: string): string | undefined {
  // ("liv. 4", "Liv. D2" are written out first: their full stop ends no sentence.)
  for (const line of expandShorthand(text).split(/\n|(?<=\.)\s+/)) {
    if (!/livell|inquadrament|categori|posizion\w* economic/i.test(line)) continue;
    const level = levelSaid(ccnl, line) ?? readLevel(ccnl, line, readable(line), false);
    if (level) return level;
  }
  return undefined;
}

// "quello della proposta allegata", "il contratto della lettera", "rispetto alla busta caricata": the document's.
const DOCUMENT_REFERENCE =
  /\b(?:alleg\w*|caricat\w*|del documento|dell[ao] (?:proposta|lettera|offerta|busta)|dell'offerta|(?:nel|nella|sulla) (?:proposta|lettera|offerta|busta))\b/;
// The worker set beside another ("tra lui e me", "io o lei", "chi di noi due").
const OWN_SIDE =
  /\btra (?:lui|lei|loro) e me\b|\btra me e (?:lui|lei|loro)\b|\b(?:io|me) (?:o|e) (?:lui|lei)\b|\bchi (?:di noi|tra noi|dei due)\b|\b(?:lui|lei) (?:o|e) (?:io|me)\b/;
const COMPARES =
  /\btra\b[^?]*\be\b|\brispetto (?:a|al|alla|allo)\b|\bconfront\w*|\bpiu (?:alt|bass|conveniente|lung|cort)\w*|\b(?:di|il|la) (?:piu|meno)\b|\bmeglio\b|\bconvien\w*|\bdifferenz\w*/;

/**
 * "quale minimo è più alto tra quello della proposta allegata e quello del CCNL FIPE?": the document's agreement
 * weighed against the one named, both in the comparison. Undefined when the question names no other agreement
 * or does not compare.
 */
function documentAgreementCompared(
  ctx: AgentContext,
  req: TypedRequest,
  question: string,
  text: string,
): number[] | undefined {
  // ("faccio l'operaio metalmeccanico": an agreement read from the job is the one compared with the letter's.)
  const asked = req.slots.agreementsBySector && req.intent !== 'comparison' ? [] : req.slots.agreements;
  // (A comparison the reader has already read with one agreement named, "col contratto del turismo avrei preso
  // di più o di meno?", sets that one beside the document's without naming the document.)
  // (Two agreements compared, the document's among them: its level is the one its side is weighed at.)
  const named =
    DOCUMENT_REFERENCE.test(question) ||
    (req.intent === 'comparison' && asked.length === 1) ||
    (req.intent === 'comparison' &&
      asked.length >= 2 &&
      asked.includes(statedAgreement(ctx.kb, text)?.id_categoria ?? -1)) ||
    // ("il mio amico … col contratto del commercio: chi ha la prova più lunga tra lui e me?": the worker's own
    // side is the document's.)
    OWN_SIDE.test(question);
  if (!asked.length || !named || !(COMPARES.test(question) || OWN_SIDE.test(question))) return undefined;
  const own = statedAgreement(ctx.kb, text);
  if (!own) return undefined;
  // ("il preavviso del mio livello nei metalmeccanici con quello del 3° livello del Terziario": both named, the
  // document's among them, its own first so that it keeps the document's level.)
  if (asked.includes(own.id_categoria))
    return req.intent === 'comparison' && asked.length >= 2
      ? [own.id_categoria, ...asked.filter((id) => id !== own.id_categoria)]
      : undefined;
  return [own.id_categoria, ...asked];
}

/** The request the question asks with the document's facts, or undefined when it asks none of these. */
const WITHHELD_ASKED = /\bcontribut\w*|\binps\b|\btratten\w*/;

export function documentRequest(ctx: AgentContext, req: TypedRequest): TypedRequest | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  const text = documentText(ctx);
  const ccnl = agreementOf(ctx, req, text);
  // A level the question names in the document's agreement ("e se mi mettevano al 6 super?") beats the letter's.
  // (A level read in another agreement, the one the job suggests, "operaio … 4° livello" as a metalworker's C2, is
  // read again in the document's: its 4ª categoria.)
  const foreign = ccnl && req.slots.level && !ccnl.levels.some((l) => l.level === req.slots.level);
  const level =
    (foreign && ccnl ? readLevel(ccnl, ctx.message, question, false) : undefined) ??
    req.slots.level ??
    (ccnl ? (readLevel(ccnl, ctx.message, question, false) ?? levelOf(ccnl, text)) : undefined);
  // A part-time letter's share applies to the 13th on the level's minimum (a pay it states is already the part's).
  const part =
    req.intent === 'thirteenth_pro_rata' && ccnl && req.slots.partTimePercent === undefined
      ? partTimePercentOf(text, ccnl.weekly_hours.value)
      : undefined;
  const slots = {
    ...req.slots,
    ...(ccnl ? { agreements: [ccnl.id_categoria] } : {}),
    ...(level ? { level } : {}),
    ...(part ? { partTimePercent: part } : {}),
    ...documentCohabiting(text, req.slots),
  };
  delete slots.agreementsBySector;
  // A level's increase asked beside a union leaflet or a circular: the agreement's tranche at the level and
  // month asked (the leaflet names another level or none), not the document's pay checked.
  if (asksTrancheBesideDocument(req, question, text)) return { ...req, slots };
  // (The document's level is the one weighed, "a pari livello", where the other agreement has it too.)
  const compared = documentAgreementCompared(ctx, req, question, text);
  if (compared) {
    const own = ctx.kb.byCategory(compared[0] ?? -1);
    // The level the question names may be the other agreement's ("adesso sono D2"): the letter's own level then.
    const named = req.slots.level;
    // (Also when the level is said beside the other agreement, "una del commercio al 4° livello": that one's.)
    const namedWithOther = compared.slice(1).some((id) => {
      const other = ctx.kb.byCategory(id);
      return other !== undefined && named !== undefined && levelNamedWith(other, ctx.message) === named;
    });
    const ownLevel =
      named && !namedWithOther && own?.levels.some((l) => l.level === named)
        ? named
        : ((own ? levelOf(own, text) : undefined) ?? named);
    // (Service years the comparison weighs, "a parità di anni di servizio", from the document's start.)
    const since = startDate(text);
    return {
      ...req,
      intent: 'comparison',
      slots: {
        ...slots,
        agreements: compared,
        ...(ownLevel ? { level: ownLevel } : {}),
        ...(since && req.slots.seniorityYears === undefined
          ? { seniorityYears: serviceYears(since, ctx.today) }
          : {}),
      },
    };
  }
  if (NOW.test(question)) {
    delete slots.date;
    delete slots.taxYear;
  }
  // A letter whose work starts after today ("Data di inizio: 1° dicembre 2026", "a decorrere dal 01/12/2026"):
  // its pay is weighed against the table in force that day.
  // (Only the pay checked against the minimum: a net keeps the tax year of the question.)
  const starts = firstDay(text);
  // (A letter dated before its first day, "Parma, 28 ottobre … a decorrere dal 2 novembre": no pay is owed before
  // that day, so the letter's own date never picks the table.)
  const atStart = (r: TypedRequest): TypedRequest =>
    starts && (r.slots.date === undefined ? starts > ctx.today : r.slots.date < starts)
      ? { ...r, slots: { ...r.slots, date: starts } }
      : r;
  // "sono in azienda da febbraio 2021" beside a June payslip: the day service started, not the day the pay is
  // checked at, which is the document's own month.
  const dated = documentDate(text);
  const since = SINCE.exec(question)?.[1];
  if (dated && since && slots.date?.startsWith(since) && slots.date < dated) slots.date = dated;
  // "a quanto ammonta il contributo IVS?" reads the document; "la trattenuta è giusta?" checks it.
  // (A household worker's contributions are hourly amounts by pay band, not a rate on the gross: document-topics.ts.)
  if (
    ASKS_INPS.test(question) &&
    (CHECKS.test(question) || EXPLAINS.test(question)) &&
    !(ccnl && isDomestic(ccnl))
  ) {
    const values = labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages));
    const find = (label: RegExp, not?: RegExp) =>
      values.find((v) => label.test(v.label) && !not?.test(v.label.toLowerCase()))?.value;
    const gross = find(GROSS_LABEL) ?? find(TOTAL_LABEL);
    const inps = find(INPS_LABEL, /imponibil/);
    if (gross === undefined || inps === undefined) return undefined;
    const amounts: Amount[] = [
      { kind: 'monthly_gross', value: figureValue(gross) },
      { kind: 'inps', value: figureValue(inps) },
    ];
    return { ...req, intent: 'payslip_check', slots: { ...slots, amounts } };
  }
  // "sulla base della retribuzione indicata nella lettera, la paga oraria?"; the 13th month from the letter's
  // first day of work this year (document-pay-basis.ts).
  const basis =
    hourlyOnDocumentPay(req, slots, question, text, ctx.today) ??
    thirteenthFromStart(req, slots, firstDay(text) ?? startDate(text), ctx.today, text);
  // (A 13th month from the first day of work is still on the payslip's own fixed pay, when it lists one.)
  if (basis?.intent === 'thirteenth_pro_rata')
    return (
      withDocumentMonthlyPay(
        basis,
        basis.slots,
        question,
        labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages)),
      ) ?? basis
    );
  if (basis) return basis;
  // A net asked of the gross the document states (document-facts.ts).
  const stated = withDocumentGross(
    { ...req, slots },
    question,
    labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages)),
    text,
  );
  if (stated) return stated;
  if (!ccnl) return undefined;
  // A household payslip's contributions doubted ("la trattenuta INPS è giusta?"): the hourly bands on its hours
  // (document-topics.ts), before its hourly pay is weighed.
  if (isDomestic(ccnl) && WITHHELD_ASKED.test(question)) {
    const domestic = documentTopicRequest(req, slots, question, text);
    if (domestic?.intent === 'payroll_rules') return domestic;
  }
  // "e quindi la paga oraria giusta quale sarebbe?": the level's hourly minimum, not the payslip's pay doubted again.
  if (req.intent === 'hourly_rate' && slots.level && RIGHT_HOURLY.test(question))
    return atPayslipMonth({ ...req, slots: { ...slots, amounts: [] } }, text, question, ctx.today);
  // "la paga è giusta?": the monthly pay the document states, checked against the minimum.
  const hoursStated = WEEKLY_HOURS.exec(text)?.[1];
  const doubted = withDocumentPay(
    {
      ...req,
      slots: {
        ...slots,
        ...(hoursStated && req.slots.weeklyHours === undefined ? { weeklyHours: Number(hoursStated) } : {}),
      },
    },
    question,
    labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages)),
    isDomestic(ccnl),
    text,
  );
  if (doubted) return atPayslipMonth(atStart(doubted), text, question, ctx.today);
  if (ASKS_NOTICE.test(question)) {
    const start = startDate(text);
    const hours = WEEKLY_HOURS.exec(text)?.[1];
    return {
      ...req,
      intent: 'notice',
      slots: {
        ...slots,
        ...(start && req.slots.seniorityYears === undefined
          ? { seniorityYears: serviceYears(start, ctx.today) }
          : {}),
        ...(hours && req.slots.weeklyHours === undefined ? { weeklyHours: Number(hours) } : {}),
      },
    };
  }
  // The 13th month on the payslip's own fixed pay (document-facts.ts).
  const extraMonth = withDocumentMonthlyPay(
    req,
    slots,
    question,
    labelledValues(ctx.documents.flatMap((d) => indexOf(d).passages)),
  );
  if (extraMonth) return extraMonth;
  // "a dicembre quanto gli spetta di tredicesima? solo minimo" beside a payslip: the 13th on the level's minimum
  // in the document's agreement, for the months of service, not the minimum itself.
  if (req.intent === 'thirteenth_pro_rata' && ccnl && level && !req.slots.amounts.length)
    return { ...req, slots };
  // A term of a letter, clause or timesheet weighed against the agreement (document-topics.ts).
  // (A pay weighed there, "i 1.600 che mi scrivono vanno bene?", is weighed at the letter's first day too.)
  const topic = documentTopicRequest(req, slots, question, text);
  if (topic) return PAY_AT_START.has(topic.intent) ? atStart(topic) : topic;
  // "e se fossi al 4° livello?" right after "è sotto il minimo?": the same check at the level now named.
  if ((ASKS_MINIMUM.test(question) || doubtCarried(ctx, question)) && level) {
    const intent =
      req.intent === 'document_question' || req.intent === 'payslip_check' ? 'minimum_pay' : req.intent;
    return atStart({ ...req, intent, slots });
  }
  // Any other question on the worker's own terms asks about the document's agreement (document-facts.ts).
  const hours = WEEKLY_HOURS.exec(text)?.[1];
  const start = startDate(text);
  const terms = withDocumentTerms(req, slots, {
    today: ctx.today,
    ...(start ? { start } : {}),
    ...(hours ? { weeklyHours: Number(hours) } : {}),
  });
  return terms && PAY_AT_START.has(terms.intent) ? atStart(terms) : terms;
}

/** "a che livello mi hanno messo?" beside a letter: the level the document states, not a classification. */
export function readsDocumentLevel(ctx: AgentContext): boolean {
  return (
    ctx.documents.length > 0 &&
    !asksLevelOfTasks(ctx) &&
    // "è giusto il livello scritto nella lettera?" with the job told: the level is weighed, not read off.
    !/\blivell\w* (?:\w+ ){0,6}?(?:giust|corrett|sbagliat)|\b(?:giust|corrett|sbagliat)\w* (?:\w+ ){0,3}?livell/.test(
      readable(ctx.message),
    ) &&
    // ("mi hanno messo al 5 livello. nn dovrebbe essere un altro?": the level doubted is weighed too.)
    !LEVEL_DOUBTED.test(readable(ctx.message)) &&
    /\b(?:mi|ci|l'|lo|la|ti) (?:hanno|ha|avete) (?:messo|mess[ao]|assunt\w*|inquadrat\w*|dat[oa]|attribuit\w*|assegnat\w*)\b|\bnella lettera\b|\bnel contratto\b|\bnel documento\b/.test(
      readable(ctx.message),
    )
  );
}

// Contexts already given the document's facts: answered as the agreement's question, not from the documents.
const applied = new WeakSet<AgentContext>();

/** The context that asks `request`, marked so that the documents are not quoted back instead. */
export function withDocumentFacts(ctx: AgentContext, request: TypedRequest): AgentContext {
  const next = { ...ctx, request };
  applied.add(next);
  return next;
}

/** Whether the context already carries the document's facts. */
export function hasDocumentFacts(ctx: AgentContext): boolean {
  return applied.has(ctx);
}
