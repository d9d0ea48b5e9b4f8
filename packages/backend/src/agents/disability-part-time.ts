import { decimal } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { weekDays } from '../reader/week-days.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { hoursAskedOnWeek } from './disability-hours.js';
import { LAW_LEAVE_FACTS, type LawFact, lawCitations } from './law-facts.js';

/**
 * The law-104 permits of a part-timer (INPS circ. 45 of 19 March 2021, which updates message 3114/2018 after
 * Cass. 22925/2017 and 4069/2018): horizontal part-time keeps the 3 days a month; vertical or mixed part-time
 * above 50% of full time keeps them too; up to 50% they are scaled: weekly part-time hours over full-time hours
 * times 3, rounded down up to ,50 and up above. Read on the pages cited on 2026-11-26.
 */
export const DISABILITY_PART_TIME: LawFact = {
  figure: 'si riproporzionano solo se il part-time verticale o misto è fino al 50% del tempo pieno',
  text: 'i 3 giorni al mese di permesso della legge 104 {figure}: nel part-time orizzontale e in quello verticale o misto oltre il 50% restano 3; fino al 50% i giorni sono (orario medio settimanale part-time / orario medio settimanale a tempo pieno) × 3, arrotondati all’unità inferiore fino a 0,50 e a quella superiore oltre. Non si riproporzionano nei mesi lavorati a tempo pieno.',
  reference: 'L. 104/1992, art. 33; INPS, circolare 45 del 19 marzo 2021 e messaggio 3114/2018',
  sources: [
    {
      url: 'https://www.confartigianatoimprese.net/permessi-legge-104-92-e-rapporto-di-lavoro-part-time-nuove-modalita-di-riproporzionamento/',
      label:
        'Confartigianato: permessi legge 104 e part-time, nuove modalità di riproporzionamento (circ. INPS 45/2021)',
      date: '2021-03-19',
      confidence: 'medium',
    },
    {
      url: 'https://www.sistemiamolitalia.it/faq/come-vengono-riproporzionati-i-giorni-di-permesso-ex-art-33-co-3-e-6-legge-n-104-1992-in-caso-di-part-time/',
      label:
        'Sistemiamo l’Italia: come si riproporzionano i permessi 104 nel part-time (formula e arrotondamento)',
      date: null,
      confidence: 'medium',
    },
  ],
};

const LAW_104 = /\b(?:legge|l\.) ?104\b|\b104\b|\bpermess\w* (?:per )?(?:assistenza|disabil)/;
const PART_TIME = /\bpart.?time\b|\btempo parziale\b/;
const KIND = /\b(verticale|orizzontale|misto)\b/;
/** The days asked as kept, reduced or lost ("rimangono tutti e tre?", "me li può ridurre?", "li perdo?"). */
const DAYS_ASKED =
  /\brimang\w*|\brest\w* (?:tutt|3|tre)|\btutti e (?:3|tre)\b|\bridur\w*|\bridott\w*|\bridimension\w*|\btagli\w*|\briproporzion\w*|\bperd\w*|\bquant\w* (?:giorni|permessi)|\bspett\w*|\bdiritto\b/;
/** The writer told the permits are lost ("dice che li perdo del tutto", "non mi spettano più"). */
const LOSS_TOLD =
  /\b(?:li|le) perd\w*|\bperd\w* (?:i permessi|i giorni|la 104)|\bnon (?:mi |ti |le |gli )?spett\w* piu\b/;
const DOMESTIC = /\bcolf\b|\bbadant\w*|\bbaby.?sitter\b|\blavoro domestico\b/;

/** The 104 permits asked for a part-time week, with the 104 named in the question or the conversation. */
export function disabilityPartTimeAnswer(
  message: string,
  history: readonly string[] = [],
): AgentAnswer | undefined {
  const text = readable(message);
  const said = [text, ...history.map(readable)];
  if (!said.some((t) => LAW_104.test(t)) || said.some((t) => DOMESTIC.test(t))) return undefined;
  const own = selfDailyPermit(text, said);
  if (own) return own;
  // "E se passasse a 24 ore su tre giorni, sempre verticale?": the part-time named in an earlier turn.
  const partTime = PART_TIME.test(text) || (KIND.test(text) && said.some((t) => PART_TIME.test(t)));
  if (!partTime || !DAYS_ASKED.test(text)) return undefined;
  // "part time 30 ore su 5 giorni: quante ore al mese?": the hours of that week answer (disability-hours.ts).
  if (hoursAskedOnWeek(text)) return undefined;
  const fact = DISABILITY_PART_TIME;
  const rule = fact.text.replace('{figure}', fact.figure);
  const kind = KIND.exec(text)?.[1];
  const verdict = LOSS_TOLD.test(text) ? `${bold('No')}, non si perdono: ` : '';
  const opening =
    kind === 'orizzontale'
      ? `${verdict}nel part-time orizzontale i permessi della legge 104 restano ${bold('3 giorni al mese')}, senza riduzione (${fact.reference}).`
      : `${verdict}nel part-time ${kind ?? 'verticale o misto'} i 3 giorni al mese della legge 104 restano tutti se l’orario supera il 50% del tempo pieno; fino al 50% ${bold('si riproporzionano')} all’orario ridotto (${fact.reference}).`;
  const days = weekDays(text);
  const ratio = kind === 'orizzontale' ? undefined : hoursShare(text, said);
  const example =
    days && days < 5 && kind !== 'orizzontale' && !ratio
      ? [
          `Con ${days} giorni a settimana, a ore giornaliere pari a quelle del tempo pieno: su un tempo pieno di 5 giorni è il ${share(days, 5)}; su 6 giorni è il ${share(days, 6)}.`,
        ]
      : [];
  // The days worked out on the hours said lead; the general rule follows.
  const lead = ratio
    ? [sharedDays(ratio), opening.charAt(0).toUpperCase() + opening.slice(1)]
    : [opening.charAt(0).toUpperCase() + opening.slice(1)];
  const hours = kind === 'orizzontale' ? horizontalHours(text) : undefined;
  if (hours) lead.push(hours);
  return compose({
    answer: lead.join('\n'),
    steps: [...example, `La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`],
    assumptions: [
      'Lavoratore dipendente del settore privato che assiste un familiare con disabilità grave; i contratti possono solo migliorare la legge.',
    ],
    citations: lawCitations(fact, rule),
    related: ['Chi paga i permessi della legge 104?', 'Si possono prendere i permessi 104 a ore?'],
  });
}

/** The part-time's share of a full-time week of `full` days, and the days of permit it keeps. */
function share(days: number, full: number): string {
  const ratio = days / full;
  const kept = ratio > 0.5 ? 3 : roundInps(ratio * 3);
  return `${Math.round(ratio * 100)}%, quindi ${kept} ${kept === 1 ? 'giorno' : 'giorni'} al mese`;
}

/** INPS rounding: down up to ,50, up above. */
const roundInps = (value: number) => (value - Math.floor(value) > 0.5 ? Math.ceil(value) : Math.floor(value));

/** The weekly hours of the part-time and of the full time, when said ("16 ore settimanali … contro le 40"). */
function hoursShare(text: string, said: readonly string[]): { part: number; full: number } | undefined {
  const part = Number(
    /\b(\d{1,2}) ore (?:settimanali|a settimana|alla settimana)\b/.exec(text)?.[1] ?? Number.NaN,
  );
  const fullOf = (t: string) =>
    /\b(\d{2}) ore (?:settimanali )?(?:del|di|a) tempo pieno\b/.exec(t)?.[1] ??
    /\btempo pieno (?:e |di |a |da )?(?:di )?(\d{2})(?: ore\b|(?!\d|[.,]\d| (?:mesi|anni|giorni|euro)\b))/.exec(
      t,
    )?.[1];
  const fullSaid = said.map(fullOf).find((h) => h !== undefined);
  const full = Number(fullSaid ?? Number.NaN);
  if (!(part > 0) || !(full > part) || full > 48) return undefined;
  return { part, full };
}

/** The days a vertical or mixed part-time keeps, worked out on the hours said. */
function sharedDays({ part, full }: { part: number; full: number }): string {
  const ratio = part / full;
  const percent = Math.round(ratio * 100);
  if (ratio > 0.5)
    return `Con ${part} ore su ${full} (${percent}%, oltre il 50%) non si riproporzionano: spettano ${bold('3 giorni al mese')}.`;
  const raw = Math.round(ratio * 3 * 100) / 100;
  const kept = roundInps(ratio * 3);
  return `Con ${part} ore su ${full} (${percent}%, fino al 50%) si riproporzionano: ${decimal(raw).replace(/,?0+$/, '')} giorni (${part} / ${full} × 3), arrotondati a ${bold(`${kept} ${kept === 1 ? 'giorno' : 'giorni'} al mese`)}.`;
}

/** Hours asked: "a ore", "frazioniamo", "quante ore", "tetto orario". */
const HOURS_ASKED = /\bquant\w* ore\b|\bad? ore\b|\bin ore\b|\bfraziona\w*|\bfrazionam\w*|\btetto\b/;

/** The monthly hours of a horizontal part-time's 3 days (INPS msg. 3114/2018): weekly hours / full-time days × 3. */
function horizontalHours(text: string): string | undefined {
  if (!HOURS_ASKED.test(text)) return undefined;
  const days =
    weekDays(text) ?? Number(/\btempo pieno (?:e )?su (\d) giorni\b/.exec(text)?.[1] ?? Number.NaN);
  const daily = Number(
    /\b(\d(?:[.,]\d)?) ore (?:al|a) giorno\b/.exec(text)?.[1]?.replace(',', '.') ?? Number.NaN,
  );
  const weekly =
    Number(/\b(\d{1,2}) ore (?:settimanali|a settimana|alla settimana)\b/.exec(text)?.[1] ?? Number.NaN) ||
    daily * days;
  if (!(days >= 1 && days <= 6) || !(weekly > 0 && weekly < 48)) return undefined;
  const hours = Math.round((weekly / days) * 3 * 100) / 100;
  return `Presi a ore, il tetto è di ${bold(`${decimal(hours).replace(/,00$/, '')} ore al mese`)}: ${weekly} ore settimanali / ${days} giorni lavorativi del tempo pieno × 3 (INPS, messaggio 3114/2018).`;
}

/** The worker's own disability ("per me stessa", "sono disabile"): no family member is assisted. */
const SELF =
  /\bper me stess\w*|\b(?:ho|con|avendo) (?:la )?(?:legge )?104 (?:per me|mia)\b|\b104 per me\b|\bsono (?:una |un )?(?:disabil\w*|invalid\w*)|\bmia disabilita\b|\bdisabilita grave\b[^.?!]*\bper me\b/;
/** The daily hours said ("5 ore al giorno", "orario di 4 ore"). */
const DAILY =
  /\b(\d(?:[.,]\d)?) ore (?:al giorno|giornalier\w*)\b|\borario (?:giornaliero )?di (\d(?:[.,]\d)?) ore\b/;

/**
 * A disabled worker's own daily permit (L. 104/1992, art. 33 c. 6): 2 hours a day with a working day of at least
 * 6 hours, 1 hour below, as an alternative to the 3 days a month. Answered when the daily hours are said in this
 * turn and the worker's own disability is told here or earlier.
 */
function selfDailyPermit(text: string, said: readonly string[]): AgentAnswer | undefined {
  if (
    !said.some((t) => SELF.test(t)) ||
    /\b(?:mi[oa]|su[oa]) (?:madre|padre|figli\w*|marito|moglie|coniuge)\b/.test(text)
  )
    return undefined;
  const match = DAILY.exec(text);
  const daily = Number((match?.[1] ?? match?.[2])?.replace(',', '.') ?? Number.NaN);
  if (!(daily > 0 && daily <= 12) || !/\bpermess\w*|\bore\b/.test(text)) return undefined;
  const fact: LawFact = LAW_LEAVE_FACTS.disability;
  const under = daily < 6;
  // Only the rule of the working day said: the other day's hours beside it read as a second answer.
  const rule = under
    ? 'il lavoratore con disabilità grave può scegliere, mese per mese, tra 3 giorni al mese di permesso retribuito e un permesso orario giornaliero, che con un orario giornaliero inferiore a 6 ore è di un’ora.'
    : 'il lavoratore con disabilità grave può scegliere, mese per mese, tra 3 giorni al mese di permesso retribuito e un permesso orario giornaliero, che con un orario giornaliero di almeno 6 ore è di 2 ore (di un’ora sotto le 6 ore).';
  const hours = under ? '1 ora' : '2 ore';
  const shown = decimal(daily).replace(/,0+$/, '');
  const why = under
    ? `con un orario di ${shown} ore al giorno, inferiore a 6, il permesso giornaliero scende a ${bold('1 ora al giorno')}`
    : `con un orario di ${shown} ore al giorno, di almeno 6, il permesso giornaliero è di ${bold('2 ore al giorno')}`;
  return compose({
    answer: `Al lavoratore con disabilità grave, ${why}; in alternativa restano i 3 giorni di permesso al mese (${fact.reference}).`,
    steps: [`La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`],
    assumptions: [
      `Permesso del lavoratore disabile per sé stesso: ${hours} al giorno, oppure 3 giorni al mese, non insieme.`,
    ],
    citations: lawCitations(fact, rule),
    related: ['Chi paga i permessi della legge 104?', 'Si possono prendere i permessi 104 a ore?'],
  });
}
