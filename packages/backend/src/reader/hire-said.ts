import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { parseDate } from './parse-date.js';
import { SERVICE_AGO_FIRST, serviceThenLeaving } from './service-length.js';

/** A worker named as the one the writer has ("una colf", "un operaio", "una badante"). */
const HAD_WORKER = String.raw`(?:colf|badant[ei]|baby ?sitter|tata|domestic[ao]|collaboratrice(?: domestica| familiare)?|dipendente|lavorat(?:ore|rice)|operai[oa]|impiegat[oa]|apprendist[ae]|commess[oa]|segretari[oa]|camerier[ea]|magazzinier[ea]|addett[oa])`;
/** Words that make the day another event's than the start: a leave, an absence, a change of hours or a move. */
const HAD_EVENT = String.raw`che\b|in (?:malattia|maternita|congedo|ferie|cassa|aspettativa|infortunio|cig|part|smart)|part.?time|tempo pieno|malat|matern|congedo|ferie|assent|sospes|trasferit|distaccat|licenziat|dimess`;

/** The month a worker started in ("assunto a marzo 2026", "assunta il 15/03/2026", "dal 1° aprile"). */
export function readHire(text: string): string | undefined {
  // ("il primo luglio": the first day in words.)
  const month = new RegExp(`^(?:([0-9]{1,2}|primo)\\s*°?\\s*)?(${MONTH_NAMES})`);
  // Right after the verb ("assunta il 15/03/2026", "assunto a marzo", "lavora da noi da febbraio"), else a "dal …" a few words on
  // ("neoassunto al primo impiego dal 1° settembre 2026").
  const tails = [
    /\b(?:(?:lavora|sta|e) (?:da|con|presso di) noi|assunt[oaie]|inizi(?!ativ)\w*|entrat[oa]|lavora) (?:a |ad |il |dal |da |nel mese di |in )?(.{0,40}[^\s.,;?]*)/.exec(
      text,
    )?.[1],
    /(?:\b|neo)(?:assunt[oaie]|inizi(?!ativ)\w*|entrat[oa]) [^.;?]{0,50}?\b(?:dal|dall'|il) (.{0,40}[^\s.,;?]*)/.exec(
      text,
    )?.[1],
    // "assunta al 3° livello, a tempo pieno, con decorrenza 1/3/26": the hire's effective day, a clause on.
    /\b(?:neo)?assunt[oaie]\b[^.;?]{0,80}?\b(?:con )?decorrenza\s*(?:(?:dal|dall'|il|dal giorno)\s*)?:?\s*(.{0,40}[^\s.,;?]*)/.exec(
      text,
    )?.[1],
    // The day said before the hire: "finalmente il 3 marzo 2026 mi hanno assunto", "a febbraio 2026 ho assunto",
    // "il 1° marzo di quest'anno ha assunto un operaio" (the year asked).
    new RegExp(
      String.raw`\b(\d{1,2}\s*°?\s*(?:${MONTH_NAMES})(?:\s+\d{4})?|\d{1,2}[/.]\d{1,2}[/.]\d{4})\)?(?:,?\s+di quest['’ ]?anno,?)?\s+(?:\w+\s+){0,2}?(?:mi hanno (?:\w+ )?(?:assunt|pres|messo in regola)|sono stat[oa] (?:\w+ )?assunt|(?:ho|abbiamo) (?:iniziato|cominciato) a lavorare|(?:ho|abbiamo|ha|hanno) assunt)`,
    ).exec(text)?.[1],
    // A family's words: "l'abbiamo presa a ottobre 2020", "arrivata da noi a marzo 2021" (a month with its year).
    new RegExp(
      String.raw`\b(?:pres[oa]|arrivat[oa] (?:da noi|in casa|in famiglia)) (?:a |il |nel mese di |in |dal )((?:\d{1,2}\s*°?\s*)?(?:${MONTH_NAMES})\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4})`,
    ).exec(text)?.[1],
    // An employer's hire to come, with its year: "se lo assumo a settembre 2026" (a month alone could be next year's).
    new RegExp(
      String.raw`\b(?:(?:lo|la|li|le) |l')?assum(?:o|iamo|ero|eremo|erei)\b(?: [^\s.,;?]+){0,6}? (?:a |ad |il |dal |da |nel mese di )((?:\d{1,2}\s*°?\s*)?(?:${MONTH_NAMES})\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4})`,
    ).exec(text)?.[1],
    // The writer's own contract signed or service taken up on a day: "ho firmato il contratto da metalmeccanico il 4
    // maggio", "ho preso servizio il 1° marzo 2026" (not an agreement's renewal: "il rinnovo firmato il …").
    new RegExp(
      String.raw`\b(?:ho|abbiamo) (?:firmato (?:il (?:mio |nuovo |primo )?contratto|l['’ ]?assunzione)|preso servizio)\b[^.;?]{0,40}?\b(?:il|dal|a|ad|nel mese di) ((?:\d{1,2}|primo)\s*°?\s*(?:${MONTH_NAMES})(?:\s+\d{4})?|(?:${MONTH_NAMES})(?:\s+\d{4})?|\d{1,2}[/.]\d{1,2}[/.]\d{4})`,
    ).exec(text)?.[1],
    // A payslip's or a letter's label: "DATA ASS. 01/04/2022", "data di assunzione: 01/04/2022".
    /\bdata (?:di )?ass(?:unzione|\.)?\s*:?\s*(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})/.exec(text)?.[1],
    // "in azienda dal 15/05/2020", "in ditta da marzo 2019": the day the service started.
    /\bin (?:azienda|ditta|servizio|forza)\s+(?:dal|dall'|da)\s+(.{0,40}[^\s.,;?]*)/.exec(text)?.[1],
    // An employer's start to come: "se lo faccio partire il 1° dicembre", "la facciamo iniziare a marzo".
    /\b(?:lo|la|li|le) (?:faccio|facciamo|fa|fanno|farei|faremmo|facessi|facessimo) (?:partire|iniziare|cominciare|entrare) (?:a |ad |il |dal |da |nel mese di |in )?(.{0,40}[^\s.,;?]*)/.exec(
      text,
    )?.[1],
    // An employer's words: "ho preso una segretaria il 10 aprile 2026", "l'hanno presa dal 1 ottobre". ("la
    // quattordicesima l'ho presa a luglio": a pay item taken, not a worker.)
    /(?<!\b(?:tredicesim|quattordicesim|mensilit|ferie|permess|rate|tfr|liquidazion|stipendi|paga|aument|arretrat)\w*[^.;?]{0,12})\b(?:ho|abbiamo|hanno) (?:pres[oa]|assunt[oaie]|presi|prese) [^.;?]{0,40}?\b(?:dal|dall'|il|a) (.{0,30})/.exec(
      text,
    )?.[1],
    // A family's or an employer's worker had since a day: "ho una colf a ore dal 1 maggio 2026", "abbiamo una badante
    // convivente dal 3/2/2025". (Not an event of the worker's: "ho una dipendente in maternità dal 1 marzo", "…che
    // dal 1 marzo è a casa".)
    new RegExp(
      String.raw`\b(?:ho|abbiamo|hanno|ha) (?:un |una |un'|il |la |l'|mia |mio |nostra |nostro )?${HAD_WORKER}\b((?: (?!${HAD_EVENT})[^\s.,;?]+){0,4}?) (?:dal|dall'|da) ((?:\d{1,2}|primo)\s*°?\s*(?:${MONTH_NAMES})\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4})`,
    ).exec(text)?.[2],
    // The writer's own job since a day: "sono commesso IV livello Confcommercio dal 1° settembre 2026", "lavoro come
    // impiegata dal 3/2/2025". (Not an event: "sono commessa in malattia dal 1 marzo".)
    new RegExp(
      String.raw`\b(?:sono|lavoro come|faccio (?:il|la|l')) ?(?:un |una |un'|il |la |l')?${HAD_WORKER}\b((?: (?!${HAD_EVENT})[^\s.,;?]+){0,5}?) (?:dal|dall'|da) ((?:\d{1,2}|primo)\s*°?\s*(?:${MONTH_NAMES})\s+\d{4}|\d{1,2}[/.]\d{1,2}[/.]\d{4})`,
    ).exec(text)?.[2],
  ];
  for (const said of tails) {
    // "lavora full time da tre anni. A luglio 2026 gli abbiamo pagato …": the hire's words end with their sentence.
    const tail = said?.split(/[.;?!]\s+(?=\p{L})/u)[0];
    // "in forza da anni, si è dimessa il 31/10/2026": a length of service, not a day; the day after is the leaving.
    // "assunto quattro anni e mezzo fa che da febbraio è a casa": the hire is a time ago, the month another event's.
    if (tail === undefined || serviceThenLeaving(tail) || SERVICE_AGO_FIRST.test(tail)) continue;
    const date = parseDate(tail);
    if (date) return date;
    // "dal 3/2 di quest'anno (2026)": a day and month, the year said after them or left to the year asked.
    const dayMonth = /^(\d{1,2})[/.](\d{1,2})(?![/.]?\d)(?:[^.;?]{0,25}?\(?(20\d\d)\)?)?/.exec(tail);
    if (dayMonth && Number(dayMonth[2]) >= 1 && Number(dayMonth[2]) <= 12 && Number(dayMonth[1]) <= 31)
      return `${dayMonth[3] ?? '?'}-${dayMonth[2]?.padStart(2, '0')}-${dayMonth[1]?.padStart(2, '0')}`;
    const found = month.exec(tail);
    // "il 2 giugno" without a year keeps its day: the 15-day rule of the pro-rata months needs it.
    if (found) {
      const month = MONTHS.indexOf(found[2] ?? '') + 1;
      const asked = found[1] === 'primo' ? 1 : Number(found[1] ?? 1);
      // A day the month does not have ("31 giugno") falls back to the month's first day.
      const day = new Date(Date.UTC(2024, month - 1, asked)).getUTCMonth() === month - 1 ? asked : 1;
      return `?-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    }
  }
  return undefined;
}
