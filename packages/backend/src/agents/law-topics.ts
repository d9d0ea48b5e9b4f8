import type { Topic } from '../kb/topics.js';
import { readable } from '../reader/text.js';
import { ILL_ON_HOLIDAY } from '../reader/topics-rt4.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { dismissalProtection } from './dismissal-protections.js';
import { HOLIDAY_ILLNESS } from './holiday-illness.js';
import { holidaysDeadline, holidaysYear } from './holiday-year.js';
import { NOTICE_INDEMNITY } from './labour-subjects.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { illnessDuringNoticeAsked, NOTICE_ILLNESS } from './notice-illness.js';
import { DISMISSAL_AT_PENSION_AGE, dismissalAtPensionAsked, mayDismissAsked } from './notice-pension-age.js';
import { WEEKLY_HOURS_LAW } from './weekly-hours-law.js';

/**
 * Rules of the law that a question on an agreement topic asks beside the agreement's figure: who sets the
 * holidays and by when they must be taken, the weekly rest. Each with the pages it was read on (2026-11-23) and
 * the confidence their kind allows (specialised press at most medium).
 */
export const LAW_TOPIC_FACTS = {
  holidaysWhen: {
    figure: '18 mesi',
    text: 'le ferie sono almeno 4 settimane l’anno: almeno 2 settimane vanno godute nell’anno in cui maturano (di seguito, se il lavoratore lo chiede) e le altre entro i {figure} successivi alla fine di quell’anno. Il periodo lo fissa il datore di lavoro, tenendo conto delle esigenze dell’impresa e di quelle del lavoratore, e lo comunica per tempo; le 4 settimane minime non si possono pagare al posto delle ferie, salvo alla fine del rapporto.',
    reference: 'art. 2109 c.c.; D.Lgs. 66/2003, art. 10',
    sources: [
      {
        url: 'https://www.pmi.it/impresa/normativa/58623/guida-alle-ferie-aziendali-maturazione-e-retribuzione.html',
        label:
          'PMI.it: guida alle ferie aziendali, maturazione e retribuzione (minimo 4 settimane, non monetizzabili)',
        date: '2023-06-26',
        confidence: 'medium',
      },
      {
        url: 'http://www.studioborione.it/category/newslavoro/page/3/',
        label: 'Studio Borione: due settimane nell’anno di maturazione, le restanti nei 18 mesi successivi',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'https://newsicily.it/il-datore-di-lavoro-puo-obbligarti-ad-andare-in-ferie-cosa-puoi-fare-e-quali-sono-i-limiti/13682/amp',
        label: 'NewSicily: il datore di lavoro può obbligarti ad andare in ferie? (art. 2109 c.c.)',
        date: null,
        confidence: 'low',
      },
    ],
  },
  weeklyRest: {
    figure: '24 ore consecutive',
    text: 'spetta un riposo settimanale di almeno {figure} ogni 7 giorni, di regola la domenica, che si somma alle 11 ore di riposo giornaliero; può essere calcolato come media su un periodo di non più di 14 giorni, salvo le deroghe previste dalla legge e dai contratti.',
    reference: 'D.Lgs. 66/2003, art. 9',
    sources: [
      {
        url: 'https://pmi.it/card/il-riposo-settimanale-nel-contratto-del-commercio/doc/4',
        label: 'PMI.it: il riposo settimanale (24 ore consecutive ogni 7 giorni, media su 14 giorni)',
        date: null,
        confidence: 'medium',
      },
    ],
  },
  dailyRest: {
    figure: '11 ore consecutive',
    text: 'tra la fine di un turno e l’inizio del successivo spetta un riposo giornaliero di almeno {figure} ogni 24 ore, salvo le attività a orario frazionato e le deroghe dei contratti collettivi (per esempio per i turnisti).',
    reference: 'D.Lgs. 66/2003, art. 7',
    sources: [
      {
        url: 'https://www.money.it/Quante-ore-riposo-devono-tra-due-turni-lavoro',
        label: 'Money.it: quante ore di riposo devono esserci tra due turni di lavoro (11 ore ogni 24)',
        date: null,
        confidence: 'medium',
      },
      {
        url: 'http://studiolegalesilva.it/turni-di-lavoro-quanto-riposo-tra-uno-e-laltro/',
        label: 'Studio legale Silva: il riposo giornaliero non può essere inferiore a 11 ore consecutive',
        date: null,
        confidence: 'medium',
      },
    ],
  },
} as const satisfies Record<string, LawFact>;

/** The daily rest asked: the hours between one shift's end and the next one's start. */
// ("quante ore di riposo settimanale le dobbiamo?": the week's rest, not the day's; "ore di riposo per allattamento":
// a mother's breastfeeding rest, D.Lgs. 151/2001, not the rest between shifts.)
export const ASKS_DAILY_REST =
  /\bore di riposo\b(?![^?]{0,25}\b(?:settiman|allatt))|\briposo giornalier\w*(?![^?]{0,25}\ballatt)|\briposo\b[^?]{0,40}\b(?:tra|fra) (?:un|i|due|il) turn\w*|\b(?:stacc\w*|finisc\w*|smont\w*|esco)\b[^?]{0,60}\b(?:attacc\w*|inizi\w*|rientr\w*|riprend\w*|entro)\b[^?]{0,60}\briposo\b/;

/** Who sets the holidays, whether they can be imposed or refused, by when they must be used, if they are lost. */
const ASKS_HOLIDAYS_WHEN =
  /\b(?:chi (?:decide|sceglie|stabilisce|fissa)|decid\w*|scegl\w*|stabilisc\w*|impor\w*|impost\w*|obblig\w*|costring\w*|mett\w* in ferie|rifiut\w*)\b[^?]{0,80}\bferie\b|\bferie\b[^?]{0,80}\b(?:chi (?:decide|le sceglie)|decid\w*|scegl\w*|impor\w*|impost\w*|obblig\w*|forzat\w*|entro quando|scad\w*|smalt\w*|non godut\w*|perd\w*|monetizz\w*|rifiut\w*)|\bentro quando\b[^?]{0,60}\b(?:ferie|smalt\w*|godut\w*)|\b(?:mett|mand)\w* (?:\w+ ){0,2}in ferie\b|\bferie\b[^?]{0,60}\bper forza\b|\bferie (?:d'ufficio|forzat\w*|obbligat\w*)|\bsmaltir\w*|\bresidu\w* (?:di |delle )?ferie|\bferie (?:non godute|residue|arretrate|accumulate)/;

/** Holidays asked as lost at the year's end ("se non le faccio entro dicembre le perdo?"), said or pointed back to. */
const ASKS_HOLIDAYS_LOST =
  /\b(?:le|li) perd\w*|\bsi perdono\b|\bvanno pers\w*|\bandranno pers\w*|\b(?:le|li) (?:azzer|cancell)\w*|\bscadono\b|\bsi azzerano\b/;

/** The same pages: the holidays not taken by December are not lost. */
const HOLIDAYS_LOST: LawFact = {
  ...LAW_TOPIC_FACTS.holidaysWhen,
  text: 'le ferie non godute entro dicembre non si perdono: delle 4 settimane minime l’anno, almeno 2 settimane vanno godute nell’anno in cui maturano e le altre entro i {figure} successivi alla fine di quell’anno; il periodo lo fissa il datore di lavoro, che deve farle godere, e le 4 settimane minime non si possono pagare al posto delle ferie, salvo alla fine del rapporto.',
};

/** Whether the employer may refuse, move or impose the holidays asked ("mi hanno negato le ferie: possono?"). */
const ASKS_REFUSAL =
  /\b(?:rifiut\w*|neg\w*|respint\w*|spostar\w*|impor\w*|obblig\w*)\b[^?]{0,60}\bferie\b[^?]{0,40}\b(?:possono|puo|potete|legal\w*|lecit\w*|diritto)\b|\b(?:possono|puo|potete|e legale|e lecito)\b[^?]{0,40}\b(?:rifiut\w*|neg\w*|spostar\w*|impor\w*|obblig\w*)\w*[^?]{0,40}\bferie\b|\bferie\b[^?]{0,60}\b(?:rifiutat\w*|negat\w*|respint\w*)\b[^?]{0,40}\b(?:possono|puo|legal\w*|lecit\w*)\b/;

/** The same pages: who sets the dates of the holidays, and what the employer may not do. */
const HOLIDAYS_REFUSED: LawFact = {
  ...LAW_TOPIC_FACTS.holidaysWhen,
  figure: 'il periodo delle ferie lo fissa il datore di lavoro',
  text: 'sì: {figure}, tenendo conto delle esigenze dell’impresa e di quelle del lavoratore, e lo comunica per tempo; può quindi rifiutare o spostare le date chieste per esigenze di servizio, ma non farti saltare le ferie: almeno 2 settimane vanno godute nell’anno in cui maturano e le altre entro i 18 mesi successivi, e le 4 settimane minime non si possono pagare al posto delle ferie.',
};

/** The weekly rest asked: a day off each week, working every day of the week. */
const ASKS_WEEKLY_REST =
  /riposo settimanal|\bgiorn\w* (?:libero|di riposo)\b|\b(?:7|sette) (?:giorni )?su (?:7|sette)\b|\btutti i giorni\b[^?]{0,40}\b(?:legal|regolar|normal|possono|riposo)|senza (?:mai )?(?:un )?(?:giorno di )?riposo|\bmai (?:un )?(?:giorno )?(?:di )?riposo|\briposo\b[^?]{0,30}\bsettiman/;

// "fin dove possono spingersi con gli straordinari, come media settimanale?", "fino a quante ore in media a settimana,
// straordinari compresi?": the week's ceiling as an average, overtime included (the law's 48 hours), beside the
// agreement's normal week. The year's overtime hours ("quante ore di straordinario l'anno") are another rule.
const ASKS_WEEK_AVERAGE = /\bmedi[ao]\b|\bin media\b/;
const ASKS_WEEK_CEILING =
  /\bstraordinar\w*|\bfin dove\b|\bfino a (?:quant\w*|dove)\b|\bmassim\w*|\btetto\b|\blimit\w*|\bspinger\w*/;
const weekCeilingAsked = (text: string): boolean =>
  /\bsettiman\w*/.test(text) &&
  ASKS_WEEK_AVERAGE.test(text) &&
  ASKS_WEEK_CEILING.test(text) &&
  !/\bl'anno\b|\ball'anno\b|\bannu\w*|\bnott\w*|\bminorenn\w*|\bapprendist\w*/.test(text);

/**
 * "preferirei che se ne andasse subito senza lavorare il preavviso: cosa gli devo?": the employer lets the worker
 * go without working the notice, so the notice's pay is owed as the indemnity in lieu (art. 2118 c.c.).
 */
const NOTICE_NOT_WORKED =
  /\bsenza (?:svolger\w*|lavorar\w*|fargli fare|farle fare|far fare|fare|farlo|farla)\b[^?.]{0,12}\bpreavviso\b|\besoner\w*[^?.]{0,20}\bpreavviso\b|\brinunci\w* al preavviso\b|\b(?:lasci|esc|vad|se ne vad|and)\w* (?:subito|immediatamente|da subito|da domani)\b[^?]{0,60}\bpreavviso\b/;
const NOTICE_NOT_WORKED_LINE = `Per legge (${NOTICE_INDEMNITY.reference}), se il rapporto cessa subito e il preavviso non viene lavorato, chi recede deve all’altra parte l’${bold('indennità sostitutiva del preavviso')}: la retribuzione che sarebbe spettata per il periodo di preavviso del CCNL. Se è il datore di lavoro a far cessare subito il rapporto, la paga al lavoratore con le competenze di fine rapporto; se è il lavoratore a dimettersi senza lavorarlo, il datore può trattenerla dalle competenze finali.`;

export interface LawTopicLines {
  lines: string[];
  citations: Citation[];
  /** The law's rule is what is asked (falling ill on holiday): it opens the answer, before the figure. */
  first?: true;
}

/** The law's rule a topic question also asks (holidays: when and by when; hours: the weekly rest), if any. */
export function lawTopicLines(
  topics: readonly Topic[],
  message: string,
  ownIllnessRule = false,
): LawTopicLines {
  const text = readable(message);
  const facts: LawFact[] = [];
  // "mi sono ammalato in ferie: li perdo?": the law's rule is the answer, the agreement's days follow.
  // Only on the holidays' answer: the sickness part a story also asks (also-asked.ts) is not where it goes.
  const ill = !ownIllnessRule && topics.includes('ferie') && ILL_ON_HOLIDAY.test(text);
  if (ill) facts.push(HOLIDAY_ILLNESS);
  // "possono rifiutarmi le ferie?": whether the employer may refuse or impose the dates opens the answer.
  const refusal = topics.includes('ferie') && !ill && ASKS_REFUSAL.test(text);
  // "e se non le faccio entro dicembre le perdo?": no, and by when they must be taken opens the answer.
  const lost =
    topics.includes('ferie') &&
    !ill &&
    !refusal &&
    ASKS_HOLIDAYS_LOST.test(text) &&
    !/\bquant[ie] (?:giorni|ferie|settimane)\b/.test(text);
  if (refusal) facts.push(HOLIDAYS_REFUSED);
  else if (lost) facts.push(HOLIDAYS_LOST);
  else if (topics.includes('ferie') && ASKS_HOLIDAYS_WHEN.test(text))
    facts.push(LAW_TOPIC_FACTS.holidaysWhen);
  // "stacco all'1 e attacco alle 10: ho abbastanza ore di riposo?": the law's daily rest is the answer.
  const daily = topics.includes('orario') && ASKS_DAILY_REST.test(text);
  if (daily) facts.push(LAW_TOPIC_FACTS.dailyRest);
  else if (topics.includes('orario') && ASKS_WEEKLY_REST.test(text)) facts.push(LAW_TOPIC_FACTS.weeklyRest);
  if (topics.includes('orario') && !daily && weekCeilingAsked(text)) facts.push(WEEKLY_HOURS_LAW);
  // "mi restano 12 giorni maturati nel 2026: entro quando?": the deadline of that year's holidays, as a date.
  const year = refusal ? undefined : holidaysYear(text);
  // The year's deadline opens the line: it is the date asked, the law's general rule follows it.
  const dated = (law: LawFact) =>
    year && (law === HOLIDAYS_LOST || law === LAW_TOPIC_FACTS.holidaysWhen)
      ? `le ferie maturate nel ${year} vanno godute entro il ${bold(holidaysDeadline(year))}, fine dei ${law.figure} successivi a quell’anno. `
      : '';
  // The notice not worked: the indemnity in lieu opens, the agreement's notice (its length) follows.
  // ("su quanti giorni va calcolata?" asks the notice's length: that opens, as before.)
  const skipped =
    topics.includes('preavviso') &&
    NOTICE_NOT_WORKED.test(text) &&
    !/\bquant\w* (?:giorni|settimane|mesi)\b/.test(text);
  // "si è ammalata durante il preavviso: continua a decorrere?": the law's suspension opens, the terms follow.
  const noticeIll = topics.includes('preavviso') && !skipped && illnessDuringNoticeAsked(text);
  if (noticeIll) facts.push(NOTICE_ILLNESS);
  // "ha 67 anni e i requisiti per la vecchiaia: possiamo licenziarlo senza motivo?": the law's rule opens.
  const pensionAge = topics.includes('preavviso') && !skipped && dismissalAtPensionAsked(text);
  if (pensionAge) facts.push(DISMISSAL_AT_PENSION_AGE);
  // "se dopo la segnalazione mi licenziano?", "la mia malattia invalidante conta nel comporto?": the law's
  // protection against that dismissal beside the agreement's figure (dismissal-protections.ts).
  const protection = skipped ? undefined : dismissalProtection(topics, text);
  if (protection) facts.push(protection.fact);
  if (skipped)
    return {
      lines: [NOTICE_NOT_WORKED_LINE],
      citations: lawCitations(NOTICE_INDEMNITY, NOTICE_INDEMNITY.text),
      first: true,
    };
  return {
    lines: facts.map((law) => {
      const said = law.text.replace('{figure}', bold(law.figure));
      const date = dated(law);
      if (law === HOLIDAYS_LOST)
        return `${bold('No')}: ${date}${date ? 'Per' : 'per'} legge (${law.reference}) ${said}`;
      return date
        ? `${date.charAt(0).toUpperCase()}${date.slice(1)}Per legge (${law.reference}) ${said}`
        : `Per legge (${law.reference}) ${said}`;
    }),
    citations: facts.flatMap((law) => lawCitations(law, law.text.replace('{figure}', law.figure))),
    ...(ill ||
    refusal ||
    lost ||
    daily ||
    noticeIll ||
    (pensionAge && mayDismissAsked(text)) ||
    protection?.first
      ? { first: true as const }
      : {}),
  };
}
