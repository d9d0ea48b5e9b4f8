import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { parseDate } from './parse-date.js';
import type { Slots } from './request.js';
import { LEAVING_WORD } from './service-length.js';

/**
 * The day a worker was hired or leaves, in the forms the slot rules before this one miss: the noun
 * ("assunzione il 17 aprile"), the first person ("mi dimetto il 15 ottobre", "comincio il 2/3"), "primo di
 * giugno", a verb several words before its date (in its own sentence: "assunto nel 2019. L'ultimo giorno sarà il
 * 21 luglio" is no hire on 21 July). Read only where those rules found no date.
 */
const MONTH = `(?:${MONTH_NAMES})`;
const DAY = String.raw`(?:\d{1,2}|primo)\s*[°º]?\s*(?:di\s+)?`;
const DATE = String.raw`(\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{1,2}/\d{1,2}(?![\d/])(?:\s+(?:del\s+)?\d{4})?|${DAY}${MONTH}(?:\s+(?:del\s+)?\d{4})?)`;
// ("è passata da noi dal 1° giugno 2026" with a change of contractor: the day the new employer's accrual starts;
// so is "la ditta nuova è subentrata il 1° ottobre".)
// "lavora in un negozio (contratto commercio) dal 1° settembre 2025": the place between the verb and the day;
// "lavoro come colf presso una famiglia dal 1° marzo": the job said before the place. "il nuovo commesso entra il
// 1° dicembre": a hire told in the present or future, not a rule or an increase that "entra in vigore".
const HIRE = new RegExp(
  String.raw`(?:\b(?:riassunt\w*|assunt\w*|asunt\w*|assum\w*|asum\w*|assunzion\w*|inizi\w*|comincia\w*|comincio|entrat[oaie]|(?<!\b(?:aument\w*|tranche|rinnov\w*|accord\w*|minim\w*|contratt\w*|ccnl|legge|norm\w*|regol\w*|tabell\w*)\s(?:\w+\s){0,2})entr(?:a|ano|era|eranno)(?! (?:in|a) (?:vigore|regime|malattia|maternita|ferie|aspettativa|cassa|scadenza))|in forza|subentrat[oaie]|subentr(?:a|ano|era|eranno)|(?:passat[oaie]|transitat[oaie]|passa|passano|passera|passeranno|transita|transitano) (?:da noi|con noi|a noi|alle nostre dipenden\w+|nel(?:la)? nostr[oa] \w+)|preso servizio|presa in servizio|in servizio|decorrenza|(?<!(?:ferie|permess\w*|conged\w*|aspettativa|malattia)\b[^?;.]{0,20})l'(?:avessimo|avessi|avesse|avessero|avremmo|avrei) (?:pres[oa]|assunt[oa])|(?:ho|ha|abbiamo|hanno|l'ho|l'ha|l'abbiamo|l'hanno) pres[oaie](?= (?:un|uno|una|un'|il|la|lo|l'|gli|le|due|tre)\s*(?:nuov[oia] )?(?:addett|commess|dipendent|operai|impiegat|apprendist|camerier|colf|badante|ragazz|signora|cuoc|barist|magazzinier|autist|segretari|collaborat|aiut|student|stagist|tirocinant|lavorat|giovan)))\b[^?;.]{0,80}?\b(?<!\b(?:fino|sino) )(?:dal|dall'|il|l'|al|a|del)|\b(?:lavoro|lavora|lavoriamo) (?:come (?:\w+ ){1,2}?)?(?:qui |li |la |da loro |con loro |in azienda |da noi |con noi )?(?:dal|dall')|\b(?:con noi|da noi|presso di noi) (?:dal|dall')|\b(?:lavoro|lavora|lavoriamo) (?:come (?:\w+ ){1,2}?)?(?:in|presso|per|da) (?:un|una|un'|il|la|lo|l'|quest\w*|quel\w*)\b[^?;.]{0,60}?\b(?:dal|dall'))\s*${DATE}`,
);
// "dal 1° gennaio 2026 lavora come commessa": the day said before the verb of working; "dal 1° dicembre 2026 i
// lavoratori della ditta uscente passano a noi" (a change of contractor): the day before the workers' transfer;
// "dal 1° agosto l'appalto è passato a un'altra impresa che mi ha riassunta": the incoming firm's hire.
const HIRE_BEFORE_VERB = new RegExp(
  String.raw`\b(?:dal|dall')\s*${DATE}\s+(?:lavora|lavoro|lavoriamo|lavorano|e in servizio|e assunt\w*|e con noi|e da noi|[^?;.]{0,60}?\b(?:passa|passano|passera|passeranno|transita|transitano) (?:a noi|da noi|con noi|alle nostre dipenden\w+)|[^?;.]{0,60}?\b(?:passat[oa]|subentrat[oa]|cambiat[oa])\b[^?;.]{0,60}?\b(?:mi|ci|l'|la|lo|li|le) ?(?:ha|hanno) (?:ri)?assunt\w*)\b`,
);
// "il 1° marzo 2026 sono entrato in una ditta", "il 1° marzo 2026 hanno assunto una commessa", "il 3 febbraio ho iniziato", "dal 1/9 avevo preso un secondo
// commesso", "dal 1° settembre (il titolare) mi ha riassunto" (a pensioner hired again): the day said before entering.
const DAY_BEFORE_ENTRY = new RegExp(
  String.raw`\b(?:il|l'|dal|dall')\s*${DATE}\s*,?\s+(?:(?:il|la|l'|lo|mio|mia|ex|vecchio|vecchia|titolare|datore|datrice|di lavoro|capo|principale|padrone|negozio|ditta|azienda)\s*){0,4}(?:sono|e|ho|ha|hanno|mi hanno|mi ha|ci ha|ci hanno|l'ha|l'hanno|l'abbiamo|abbiamo|avevo|avevamo|aveva)\s+(?:entrat[oaie]|stat[oaie] (?:ri)?assunt[oaie]|(?:ri)?assunt[oaie]|iniziato|cominciato|pres[oa] servizio|pres[oa](?= (?:un|una|un'|il|la|lo|l'|mi[oa]|nostr[oa]|second[oa]|altr[oa]|nuov[oa])\b))\b`,
);
// "contratto a termine dal 1° settembre" is a fixed-term contract's start, not its end ("a termine che scade il
// 31 ottobre" is its end).
const END = new RegExp(
  String.raw`\b(?:dimett\w*|dimetto|dimission\w*|licenzi\w*|cessazion\w*|cess[ao]\b|(?<!\ba )termin\w*|a termine(?!\s+dal\b)|lascio|lascia\w*|smett\w*|finisc\w*|finir\w*|finit[oaie]|conclus[oaie]|fine (?:del )?rapporto|ultimo giorno|esco|se ne (?:e |sono )?(?:andat[oaie]|va|vanno|andra|andranno)(?! (?:in|a|per) (?:ferie|vacanz\w*|maternita|malattia|pranzo)))\b[^?;]{0,60}?\b(?:dal|dall'|il|l'|al|a|entro il)\s*${DATE}`,
);
// A leaving already behind, told in the past ("il rapporto è finito il 20 giugno", "si è dimessa il 3 marzo",
// "l'ultimo giorno è stato il 15 settembre"): its day without a year is of the year asked (resolvedEnd).
const PAST_END =
  /\b(?:e|è|sono|si e|si è|mi sono|ci siamo|ha|hanno|mi hanno|l'hanno|l'abbiamo|abbiamo|ho)\s+(?:gia\s+|già\s+)?(?:stat[oaie]\s+)?(?:finit|conclus|cessat|terminat|dimess|licenziat|chius)\w*|\bultimo giorno\b[^?;.]{0,30}?\b(?:e|è) stato\b/;

/**
 * A hire told by its month alone: "assunta da inizio novembre", "l'abbiamo presa dai primi di marzo 2026",
 * "in servizio da ottobre", "dalla stessa famiglia da marzo 2020" ("ho preso ferie da agosto" is no hire).
 */
const HIRE_MONTH = new RegExp(
  String.raw`\b(?:riassunt\w*|assunt\w*|asunt\w*|assum\w*|asum\w*|assunzion\w*|preso servizio|presa in servizio|in servizio|lavora da noi|e da noi|sta da noi|(?:abbiamo|ho|hanno|mi hanno|l'abbiamo|l'ho) pres[oaie](?! (?:ferie|permess\w*|malatti\w*|giorni|le ferie))|(?:lavoro|lavora) (?:qui|li|la|in azienda|da loro|con loro|per loro|in quel\w* (?:negozio|azienda|ditta))|(?:dall[ao]|presso l[ao]|per l[ao]|con l[ao]) stess[oa] (?:famiglia|datore|datrice|signora|signore|persona|azienda|ditta|titolare))\b[^?;.]{0,80}?\b(?:da|dall'inizio di|da inizio|a inizio|ad inizio|dai primi di|da primi di|dall'inizio del mese di)\s*(${MONTH})(?:\s+(?:del\s+)?(\d{4}))?\b`,
);

/**
 * The month said before the employer's verb: "da marzo ho una signora che viene a fare le pulizie", "da aprile
 * abbiamo un commesso", "da settembre lavora da noi una ragazza", a relative employing ("la nonna da ottobre ha
 * una badante convivente"): a worker employed since that month.
 */
/**
 * "A marzo 2025 ho assunto una cameriera", "nel maggio 2024 l'abbiamo assunta", "a giugno, il primo giugno per
 * la precisione, abbiamo preso Marco come cameriere", "ad aprile 2026 (dal giorno 1) ho preso una commessa": the month
 * told before the hiring, an aside between them.
 */
const MONTH_THEN_HIRE = new RegExp(
  String.raw`\b(?:a|ad|nel|nel mese di|in)\s+(${MONTH})(?:\s+(?:del\s+)?(\d{4}))?\s*,?(?:\s*[^,.;?!]{1,40},|\s*\([^()]{1,40}\))?\s*(?:ho|abbiamo|hanno|l'ho|l'abbiamo|l'hanno|mi hanno|(?:e|sono) stat[oaie])\s+(?:assunt\w*|pres[oaie] (?:a lavorare|in servizio)|pres[oaie] (?:(?!ferie\b|permess|malatti|giorni\b|le ferie)[a-z']+ ){1,3}?come\b|pres[oaie] (?:una|un|un'|il|la|lo) (?:nuov[oa] )?(?:commess|dipendent|operai|apprendist|camerier|barist|impiegat|magazzinier|ragazz)\w*)`,
);
const SINCE_MONTH_EMPLOYS = new RegExp(
  String.raw`\b(?:da|dall'inizio di|da inizio|dai primi di)\s*(${MONTH})(?:\s+(?:del\s+)?(\d{4}))?\s*,?\s*(?:ho|abbiamo|ha|hanno|avete|lavora (?:da|con|per) (?:me|noi)|e (?:con|da) noi|viene da (?:me|noi))\s+(?:(?:assunt\w*|pres[oaie]|in casa|con me|con noi)\s+)?(?:una|un|un'|la|il|lo|mia|mio|nostra|nostro)\s+(?:nuov[oa]\s+)?(?:colf|badante|signora|ragazz\w*|commess\w*|dipendent\w*|operai\w*|apprendist\w*|baby\s?-?sitter|babysitter|tata|collaborat\w*|impiegat\w*|camerier\w*|barist\w*|cuoc\w*|aiuto\w*|segretari\w*|magazzinier\w*|autist\w*|domestic\w*|addett\w*|assistente|donna)\b`,
);

/** "dal 1.5 al 31.10.2026": a first day written day.month with a dot, read only right before the span's "al". */
const SPAN_START_DAY = String.raw`\d{1,2}\.\d{1,2}(?=\s+(?:al|a|all'|fino al|fino a)\s)`;

/**
 * A contract's span: "contratto dal 1 maggio al 30 giugno 2026", "la stagione dal 15/6 al 15/9", "dal 1/3 al 20/6
 * 2026", "stagionale da 1 dicembre a 30 aprile"; an aside in brackets counts as one character ("di 4° livello (CCNL
 * Logistica, non viaggiante), dal 1° giugno al 30 settembre 2026").
 */
const SPAN = new RegExp(
  String.raw`\b(?:contratt\w*|lavor\w*|stagion\w*|assunt\w*|assum\w*|impiegat\w*|livello|rapporto|tfr|ratei|rateo|tredicesim\w*|quattordicesim\w*|ferie|maturat\w*|period\w*|servizio|determinat[oaie]|a termine|sostituzion\w*)\b(?:\([^()?;]{0,120}\)|[^?;.()]){0,60}?\bda(?:l|ll')?\s*(${SPAN_START_DAY}|${DATE.slice(1)}\s+(?:al|a|all'|fino al|fino a)\s*${DATE}`,
);

/**
 * "dal 1° al 31 dicembre 2026", "dal 3 al 28 febbraio": a span whose first day shares the month of the last,
 * written out whole ("dal 1 dicembre al 31 dicembre 2026") for SPAN to read.
 */
function sharedMonth(text: string): string {
  return text.replace(
    new RegExp(
      String.raw`\b(da(?:l|ll')?\s*)(\d{1,2})\s*[°º]?\s+(al|a|fino al)\s+(\d{1,2}\s*[°º]?\s*(${MONTH_NAMES})\b)`,
      'g',
    ),
    '$1$2 $5 $3 $4',
  );
}

/** A date as parseDate reads it, or "?-MM-DD" when the year is not said (filled by the reader). */
function dateOf(raw: string): string | undefined {
  const text = raw.replace(/\bprimo\b/, '1').replace(/\bdi\s+(?=[a-z])/, '');
  const full = parseDate(text);
  if (full) return full;
  // "1/3", "20/6 2026": a day and a month, the year after a space or not said.
  const short = /^(\d{1,2})[/.](\d{1,2})(?:\s+(?:del\s+)?(\d{4}))?$/.exec(text.trim());
  if (short) {
    const [day, month] = [Number(short[1]), Number(short[2])];
    if (month < 1 || month > 12 || new Date(Date.UTC(2024, month - 1, day)).getUTCMonth() !== month - 1)
      return undefined;
    return `${short[3] ?? '?'}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  const m = new RegExp(String.raw`^(\d{1,2})\s*[°º]?\s*(${MONTH})$`).exec(text.trim());
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2] ?? '') + 1;
  const day = Number(m[1]);
  if (day < 1 || new Date(Date.UTC(2024, month - 1, day)).getUTCMonth() !== month - 1) return undefined;
  return `?-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The months from one "MM-DD" to an earlier "MM-DD" of the next year, a fraction of 15 days or more counting. */
function seasonMonths(from: string, to: string): number {
  const [m1, d1] = from.split('-').map(Number) as [number, number];
  const [m2, d2] = to.split('-').map(Number) as [number, number];
  const firstDays = new Date(Date.UTC(2025, m1, 0)).getUTCDate() - d1 + 1;
  return (firstDays >= 15 ? 1 : 0) + (d2 >= 15 ? 1 : 0) + (12 - m1) + (m2 - 1);
}

/** The hire and leaving dates the folded question states and the slots lack. */
export function eventDates(text: string, slots: Slots): Pick<Slots, 'hireDate' | 'endDate' | 'monthsWorked'> {
  const out: Pick<Slots, 'hireDate' | 'endDate' | 'monthsWorked'> = {};
  const span = slots.endDate === undefined ? SPAN.exec(sharedMonth(text)) : null;
  // A hire already read ("è entrato a settembre" beside "a termine dal 1° settembre 2026 al 28 febbraio 2027")
  // still lets the span give its last day when the span starts on that hire.
  const start = span?.[1] ? dateOf(span[1]) : undefined;
  const spanFits =
    slots.hireDate === undefined || (start !== undefined && start.slice(-5) === slots.hireDate.slice(-5));
  if (span?.[1] && span[2] && spanFits) {
    const end = dateOf(span[2]);
    // "dal 1 maggio al 30 giugno 2026": the first day takes the year the last one states.
    if (end && start && !end.startsWith('?')) {
      out.endDate = end;
      out.hireDate = start.startsWith('?') ? `${end.slice(0, 4)}${start.slice(1)}` : start;
      return out;
    }
    // "la stagione dal 1° maggio al 30 settembre" with no year at all: both days of one year, left for the
    // reader to date (the year asked, else this one), when the span runs forward within that year.
    if (end && start?.startsWith('?') && start.slice(-5) <= end.slice(-5)) {
      out.hireDate = start;
      out.endDate = end;
      return out;
    }
    // "stagionale da 1 dicembre a 30 aprile": a winter season across the new year, with no year said: its
    // months (the 15-day rule at both ends), which no single year's dates could give.
    if (end?.startsWith('?') && start?.startsWith('?') && slots.monthsWorked === undefined) {
      out.monthsWorked = seasonMonths(start.slice(2), end.slice(2));
      return out;
    }
  }
  if (slots.hireDate === undefined) {
    const hire = HIRE.exec(text);
    // "in forza da anni, si è dimessa con ultimo giorno il 31/10/2026": a leaving word between names the day's event.
    const hireDay =
      hire && !LEAVING_WORD.test(hire[0].slice(0, -(hire[1]?.length ?? 0))) ? hire[1] : undefined;
    const raw = hireDay ?? HIRE_BEFORE_VERB.exec(text)?.[1] ?? DAY_BEFORE_ENTRY.exec(text)?.[1];
    const date = raw ? dateOf(raw) : undefined;
    if (date) out.hireDate = date;
    const month = date
      ? null
      : (HIRE_MONTH.exec(text) ?? SINCE_MONTH_EMPLOYS.exec(text) ?? MONTH_THEN_HIRE.exec(text));
    if (month?.[1]) {
      const mm = String(MONTHS.indexOf(month[1]) + 1).padStart(2, '0');
      out.hireDate = `${month[2] ?? '?'}-${mm}-01`;
    }
  }
  if (slots.endDate === undefined) {
    const end = END.exec(text);
    const raw = end?.[1];
    const date = raw ? dateOf(raw) : undefined;
    const past =
      end !== null && PAST_END.test(text.slice(Math.max(0, end.index - 30), end.index + end[0].length));
    // A leaving day without its year is left to the rules that know the year asked, unless a hire day of an
    // earlier month said it ("assunta il 1 gennaio di quest'anno … ci lascia il 30 giugno"): the hire's year, or
    // the leaving is told as past ("il rapporto è finito il 20 giugno"): the year asked.
    const hire = slots.hireDate ?? out.hireDate;
    // "fino ad agosto ero commessa, poi mi sono licenziata e dal 1° settembre sono stata assunta": the day after
    // an earlier job's leaving is the new hire, no leaving of the job asked about.
    const hireDay = hire !== undefined && date !== undefined && hire.slice(-5) === date.slice(-5);
    if (
      date &&
      !hireDay &&
      (!date.startsWith('?') || past || (hire !== undefined && hire.slice(-5) <= date.slice(-5)))
    )
      out.endDate = date;
  }
  return out;
}

/**
 * A hire read from a span's words ("assunto dal 1° giugno al 30 settembre 2026") takes the span's last day,
 * the only one with a year: the span gives the hire its first day and the leaving its last.
 */
export function spanOverHire(text: string, hire: string | undefined): Pick<Slots, 'hireDate' | 'endDate'> {
  const span = SPAN.exec(sharedMonth(text));
  const start = span?.[1] ? dateOf(span[1]) : undefined;
  const end = span?.[2] ? dateOf(span[2]) : undefined;
  if (!start || !end || end.startsWith('?') || hire !== end) return { hireDate: hire };
  const hireDate = start.startsWith('?') ? `${end.slice(0, 4)}${start.slice(1)}` : start;
  return hireDate < end ? { hireDate, endDate: end } : { hireDate: hire };
}
