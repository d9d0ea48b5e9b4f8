import { indexOf, uploadedText } from '../kb/documents.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentLabelledCount } from './document-labelled-count.js';
import { timesheetColumns } from './timesheet-columns.js';
import { countColumn, extraByWeek, overtimeColumn, timesheetOf } from './timesheet-hours.js';

/**
 * "quante ore di straordinario ho fatto?", "quante ore in più ha fatto la dipendente?" beside a timesheet: the
 * hours its days record beyond the weekly schedule — the one the question gives ("il mio orario è 40 ore",
 * "lavoro 38 ore a settimana"), else the one the document states — count first, day by day. Beyond a part-time
 * schedule they are supplementary hours. What the hours are worth is asked otherwise ("quanto mi spetta?",
 * document-topics.ts). Undefined when no timesheet lists at least two days or no weekly schedule is known.
 */

// A count asked: "quante ore", "il totale (delle ore) di straordinario", "sommami gli straordinari", "numero di ore".
const ASKS_COUNT =
  /\bquant[ei] (?:sono (?:le )?)?ore\b|\btotale (?:delle |di |degli )?(?:ore|straordinar)|\bsomm\w* (?:\w+ ){0,2}?(?:ore|straordinar)|\bnumero (?:di |delle )?ore\b|\bore (?:\w+ ){0,2}?(?:totali|in tutto)\b|\bquanti straordinar/;
// ("ha sforato le 40?", "di quanto ha superato l'orario?": the hours beyond it.)
const EXTRA =
  /\bstraordinar\w*|\bsupplementar\w*|\bin piu\b|\bextra\b|\boltre\b|\bin eccesso\b|\bsopra (?:le|l|i)\b|\beccedent\w*|\bsfora\w*|\bsforat\w*|\bsuperat\w* (?:le|l'|il)\b/;
// A value asked with the count ("quante ore ho fatto e quanto mi spetta?"): the agreement's answer gives both.
const ASKS_VALUE =
  /\bquanto (?:mi |gli |le |ci )?(?:spett\w*|devono|deve|valgono|vale|pagano|paga)\b|\beuro\b|€|\bimporto\b/;
// The whole count asked, with no hours beyond the schedule: "quante ore ho fatto in tutto", "il totale delle ore".
const ASKS_TOTAL =
  /\bquant[ei] ore\b[^?]*\b(?:in tutto|in totale|complessiv\w*|lavorat\w*|fatt[oei]|registrat\w*)\b|\b(?:totale|somma) (?:delle |di )?ore\b|\bore (?:\w+ ){0,2}?(?:totali|in tutto)\b/;
const KIND_ASKED =
  /\bquant[ei] (?:di (?:quelle|queste|esse)|ne|sono)\b[^?]*?\b(nottur|festiv|domenic)\w*|\bdi cui (?:quante )?(?:ore )?(nottur|festiv|domenic)\w*/;
const KIND_COLUMN: Record<string, RegExp> = { nottu: /nottur/i, festi: /festiv/i, domen: /domenic|\bdom\b/i };
const KIND_WORD: Record<string, string> = { nottu: 'notturne', festi: 'festive', domen: 'di domenica' };
const PART_TIME = /\bpart.?time\b|\btempo parziale\b/;

const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });

// A full-timer said on the sheet or in the question: "tempo pieno", "full time".
const FULL_TIME = /\btempo pieno\b|\bfull.?time\b/;

/** The agreement's full week for a sheet of a full-timer that states no schedule of its own. */
function fullWeekOf(ctx: AgentContext, text: string, question: string): number | undefined {
  if (!FULL_TIME.test(fold(text)) && !FULL_TIME.test(question)) return undefined;
  const id = ctx.request?.slots.agreements[0];
  const ccnl = id === undefined ? undefined : ctx.kb.byCategory(id);
  return ccnl?.weekly_hours.value ?? undefined;
}

export function timesheetOvertimeCount(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  // A summary sheet's labelled row of the kind asked ("Straordinario notturno (50%): ore 4,00"), read as it is.
  const labelled = documentLabelledCount(ctx);
  if (labelled) return labelled;
  const question = readable(ctx.message);
  // "quante ore ho fatto in tutto?": the hours worked are the count asked, those beyond the schedule beside them.
  const totalOnly = !EXTRA.test(question) && ASKS_TOTAL.test(question);
  // "e quante di quelle sono notturne?": a kind of the extra hours counted, asked with them or right after them.
  const kindMatch = KIND_ASKED.exec(question);
  const kindAsked = kindMatch?.[1] ?? kindMatch?.[2];
  const kindOfExtra =
    kindAsked !== undefined && (EXTRA.test(question) || EXTRA.test(readable(ctx.history?.at(-1) ?? '')));
  if (
    !(ASKS_COUNT.test(question) || kindOfExtra) ||
    (!EXTRA.test(question) && !totalOnly && !kindOfExtra) ||
    ASKS_VALUE.test(question)
  )
    return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
    const sheet = timesheetOf(text, question, fullWeekOf(ctx, text, question));
    // A sheet in count columns ("Ore diurne  Ore notturne  Totale") totals each column (timesheet-columns.ts).
    if (!sheet || (totalOnly && timesheetColumns(text))) continue;
    const { days, schedule, said, agreed } = sheet;
    const { weeks, worked, extra: beyond } = extraByWeek(days, schedule, Number(ctx.today.slice(0, 4)));
    // The sheet's own overtime column is its count; the hours beyond the schedule check it.
    const column = overtimeColumn(text);
    const extra = column ? Math.round(column.reduce((a, b) => a + b, 0) * 100) / 100 : beyond;
    const partTime = PART_TIME.test(fold(text)) || PART_TIME.test(question) || schedule < 36;
    // Domestic work has no supplementary hours: hours beyond the agreed ones are paid as ordinary within the week.
    const domestic = /\bcolf\b|\bbadant|\bdomestic/.test(fold(text));
    const kind =
      domestic && schedule < 40 && worked <= 40
        ? "oltre l'orario concordato"
        : partTime || /\bsupplementar/.test(question)
          ? 'di lavoro supplementare'
          : 'di straordinario';
    const hours = `${hoursText(extra)} ${extra === 1 ? 'ora' : 'ore'} ${kind}`;
    // The sheet's own column of that kind ("di cui notturne (22-6)"): its total, said beside the count.
    const kindColumn = kindAsked ? countColumn(text, KIND_COLUMN[kindAsked.slice(0, 5)] ?? /$^/) : undefined;
    const kindHours = kindColumn ? Math.round(kindColumn.reduce((a, b) => a + b, 0) * 100) / 100 : undefined;
    const kindLine =
      kindHours === undefined
        ? ''
        : ` Di queste, ${bold(`${hoursText(kindHours)} ${kindHours === 1 ? 'ora' : 'ore'} ${KIND_WORD[kindAsked?.slice(0, 5) ?? ''] ?? ''}`)} (la colonna del foglio: ${kindColumn?.map(hoursText).join(' + ')}).`;
    const span = weeks > 1 ? `in ${weeks} settimane` : 'nella settimana';
    const answer = totalOnly
      ? `Dal foglio ore «${document.fileName}» risultano ${bold(`${hoursText(worked)} ore lavorate`)} ${span}; l'orario settimanale è di ${hoursText(schedule)} ore${extra > 0 ? `, quindi ${hoursText(extra)} ${extra === 1 ? 'ora' : 'ore'} ${kind}` : ''}.`
      : column && extra > 0
        ? `Dal foglio ore «${document.fileName}» risultano ${bold(hours)}: la somma della sua colonna degli straordinari (${column.map(hoursText).join(' + ')}); ${hoursText(worked)} ore lavorate ${weeks > 1 ? `in ${weeks} settimane` : 'nella settimana'} contro le ${hoursText(schedule)} dell'orario settimanale${weeks > 1 ? ' (ogni settimana)' : ''}.`
        : extra > 0
          ? `Dal foglio ore «${document.fileName}» risultano ${bold(hours)}: ${hoursText(worked)} ore lavorate ${weeks > 1 ? `in ${weeks} settimane` : 'nella settimana'} contro le ${hoursText(schedule)} dell'orario settimanale${weeks > 1 ? ' (ogni settimana)' : ''}.`
          : `Dal foglio ore «${document.fileName}» risultano ${bold(`0 ore ${kind}`)}: ${hoursText(worked)} ore lavorate ${weeks > 1 ? `in ${weeks} settimane` : 'nella settimana'}, entro le ${hoursText(schedule)} dell'orario settimanale${weeks > 1 ? ' (ogni settimana)' : ''}.`;
    return compose({
      answer: `${answer}${kindLine}`,
      steps: [
        '| Giorno | Ore lavorate |',
        '| --- | ---: |',
        ...days.map(
          (d) =>
            `| ${d.line.replace(/\s+(?:(?:entrata|ingresso|inizio|dalle)\s+)?\d{1,2}[:.]\d{2}\b.*$/i, '').replace(/\s+/g, ' ')} | ${hoursText(d.hours)} |`,
        ),
        `| ${weeks > 1 ? `Totale ${weeks} settimane` : 'Totale settimana'} | ${hoursText(worked)} |`,
        `| Orario settimanale${said ? ' (indicato nella domanda)' : agreed ? ' (tempo pieno del contratto)' : ' (dal documento)'} | ${hoursText(schedule)} |`,
        `| **Ore oltre l'orario** | **${hoursText(beyond)}** |`,
        ...(column
          ? [
              '',
              `Colonna degli straordinari del foglio: ${column.map(hoursText).join(' + ')} = ${hoursText(extra)} ore${
                extra === beyond
                  ? `, come le ore lavorate oltre l'orario (${hoursText(worked)} − ${hoursText(schedule * weeks)}).`
                  : `; le ore lavorate oltre l'orario sarebbero ${hoursText(beyond)}: verifica il foglio.`
              }`,
            ]
          : []),
      ],
      assumptions: [
        partTime
          ? "Per un part-time le ore oltre l'orario concordato ed entro il tempo pieno sono lavoro supplementare; oltre il tempo pieno sono straordinario (D.Lgs. 81/2015, art. 6; D.Lgs. 66/2003, art. 5)."
          : "È straordinario il lavoro oltre l'orario normale settimanale (D.Lgs. 66/2003, artt. 3 e 5); il CCNL può contare anche le ore oltre l'orario giornaliero.",
        'Ore di ogni giorno lette sul foglio caricato (la colonna delle ore, o uscita meno entrata e pausa).',
      ],
      citations: passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${p.fileName}`)),
      related: [],
    });
  }
  return undefined;
}
