import { employmentRule } from '../kb/employment-rules.js';
import { decimal, euro } from '../kb/format.js';
import { countValue, parseNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { referenceCitations } from './law-beside-agreements.js';

/**
 * A part-timer's supplementary hours when the collective agreement does not regulate them and the law applies
 * (D.Lgs. 81/2015, art. 6 c. 2): at most a share of the agreed weekly hours, paid with a surcharge on the
 * overall hourly pay, both from `data/law/employment-rules.json`. Answered with the user's hours and pay when
 * told ("20 ore settimanali", "retribuzione oraria globale 10 euro"); whatever agreement applies, since the
 * user says the agreement is silent.
 */

const SUPPLEMENTARY = /\bsupplementar\w*|\bore in piu\b|\bore aggiuntiv\w*/;
const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\bore settimanali\b|\bore (?:a|alla|per) settimana\b/;
// The agreement said silent, or the law asked: "il contratto non disciplina il supplementare, quindi vale la legge".
const LAW_APPLIES =
  /\bnon (?:lo |la |li |ne )?(?:disciplin\w*|regol\w*|prevede|dice (?:nulla|niente)|menziona|parla)\b|\b(?:non )?(?:dice|prevede) (?:nulla|niente)\b|\bvale la legge\b|\bsi applica la legge\b|\b(?:per|secondo la|dalla|cosa dice la) legge\b|\bd\.? ?lgs\.? ?81\b|\bdecreto 81\b|\bsilente\b|\bnessuna (?:regola|disciplina)\b/;

function weeklyHours(text: string): number | undefined {
  const m =
    /\b(\d{1,2}(?:,\d)?|[a-z]+) ore (?:settimanali|(?:a|alla|per|ogni) settimana)\b/.exec(text) ??
    /\bpart.?time (?:a |di |da )?(\d{1,2}(?:,\d)?) ore\b/.exec(text);
  const value = m?.[1] === undefined ? undefined : countValue(m[1]);
  return value !== undefined && value > 0 && value < 40 ? value : undefined;
}

function hourlyPay(text: string): number | undefined {
  const m =
    /\b(?:retribuzione|paga) oraria(?: globale)?(?: di fatto)?(?: lorda)?\s*(?:e|di|:|pari a|a)?\s*(\d{1,3}(?:,\d{1,2})?)\s*(?:€|euro)/.exec(
      text,
    ) ??
    /\b(\d{1,3}(?:,\d{1,2})?)\s*(?:€|euro) (?:lordi )?(?:l'ora|all'ora|orari|per ora|l ora)\b/.exec(text);
  const value = m?.[1] === undefined ? undefined : parseNumber(m[1]);
  return value !== undefined && value > 0 ? value : undefined;
}

// "ho fatto 4 ore in più", "ne ho lavorate 3 oltre l'orario": the supplementary hours worked, to be valued.
const DONE =
  /\b(?:ho|ha|abbiamo|hanno) (?:fatto|fatte|lavorato|lavorate|svolto|svolte|prestato|prestate) (\d{1,2}(?:,\d)?|[a-z]+) ore (?:in piu|supplementari|aggiuntive|oltre)\b|\bper (?:quelle |le |queste )?(\d{1,2}(?:,\d)?|[a-z]+) ore (?:in piu|supplementari|aggiuntive)\b/;

function hoursDone(text: string): number | undefined {
  const m = DONE.exec(text);
  const raw = m?.[1] ?? m?.[2];
  const value = raw === undefined ? undefined : countValue(raw);
  return value !== undefined && value > 0 && value < 40 ? value : undefined;
}

const r2 = (value: number) => Math.round(value * 100) / 100;
/** Hours and shares as people write them: "5", "7,5", not "5,00". */
const num = (value: number) => (Number.isInteger(value) ? String(value) : decimal(value).replace(/0$/, ''));

/** The law's answer on a part-timer's supplementary hours; undefined unless the agreement is said silent. */
export function supplementaryLawAnswer(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!SUPPLEMENTARY.test(text) || !PART_TIME.test(text) || !LAW_APPLIES.test(text)) return undefined;
  if (ctx.documents.length) return undefined;
  const rule = employmentRule('part_time_supplementary');
  const share = rule.values?.max_share;
  const surcharge = rule.values?.surcharge;
  if (share === undefined || surcharge === undefined) return undefined;
  const pct = (value: number) => `${num(r2(value * 100))}%`;
  const hours = weeklyHours(text);
  const pay = hourlyPay(text);
  const most = hours === undefined ? undefined : r2(hours * share);
  const steps: string[] = [];
  let answer: string;
  if (most === undefined || hours === undefined)
    answer = `Se il contratto collettivo non lo disciplina, il lavoro supplementare si può chiedere fino al ${bold(pct(share))} delle ore settimanali concordate, pagato con una maggiorazione del ${bold(pct(surcharge))} della retribuzione oraria globale di fatto (${rule.reference}).`;
  else {
    answer = `Al massimo ${bold(`${num(most)} ore`)} a settimana: senza una disciplina del contratto collettivo il lavoro supplementare si può chiedere fino al ${pct(share)} delle ${num(hours)} ore settimanali concordate (${rule.reference}).`;
    const rows: [string, string][] = [
      ['Ore settimanali concordate', `${num(hours)}`],
      [`Supplementare massimo (${pct(share)})`, `${num(hours)} × ${pct(share)} = ${num(most)} ore`],
    ];
    // The hours worked, when told and within the limit, are the ones valued; else the most that may be asked.
    const done = hoursDone(text);
    const valued = done !== undefined && done <= most ? done : most;
    if (pay !== undefined) {
      const hourly = r2(pay * (1 + surcharge));
      const total = r2(valued * pay * (1 + surcharge));
      if (valued !== most)
        answer = `Per le ${num(valued)} ore supplementari ti spettano ${bold(euro(total))} lordi: ${num(valued)} × ${euro(pay)} con la maggiorazione legale del ${pct(surcharge)} (${euro(hourly)} l'ora), perché il contratto collettivo non disciplina il supplementare (${rule.reference}). Le ${num(valued)} ore rientrano nel limite di ${num(most)} ore a settimana (${pct(share)} delle ${num(hours)} concordate).`;
      else
        answer += ` Per ${num(most)} ore a ${euro(pay)} l'ora con la maggiorazione del ${pct(surcharge)} spettano ${bold(euro(total))}.`;
      rows.push(
        ['Paga oraria maggiorata', `${euro(pay)} × ${num(r2(1 + surcharge))} = ${euro(hourly)}`],
        [
          `Per ${num(valued)} ore`,
          `${num(valued)} × ${euro(pay)} × ${num(r2(1 + surcharge))} = ${euro(total)}`,
        ],
      );
    } else
      answer += ` Le ore supplementari si pagano con la maggiorazione del ${pct(surcharge)} della retribuzione oraria globale di fatto.`;
    steps.push(...table(rows, ['Passaggio', 'Calcolo']), '');
  }
  steps.push(
    `Il lavoratore può rifiutare il supplementare se giustificato da comprovate esigenze lavorative, di salute, familiari o di formazione professionale; la maggiorazione del ${pct(surcharge)} comprende già l'incidenza delle ore supplementari su ferie, tredicesima e TFR.`,
  );
  const citations = referenceCitations(rule);
  return compose({
    answer,
    steps,
    assumptions: [
      'Il contratto collettivo applicato non disciplina il lavoro supplementare, come hai detto: se lo disciplina, valgono i suoi limiti e le sue maggiorazioni.',
    ],
    citations,
    related: ['Quando il part-time supera l’orario concordato scatta lo straordinario?'],
  });
}
