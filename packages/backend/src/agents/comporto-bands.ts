import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * The comporto left when the agreement keeps the job for months that depend on seniority ("il posto è conservato
 * per 6 mesi con anzianità fino a 3 anni, 9 mesi da 3 a 6 anni e 12 mesi oltre i 6 anni") and the question says
 * the months already spent ill ("sono in malattia da 4 mesi, quanto mi resta?"). With the years of service known,
 * the one band that applies; otherwise every band, each labelled. Undefined for any other rule or question. The
 * months may follow the days ("183 giorni di calendario (6 mesi) con anzianità fino a 3 anni").
 */

interface Band {
  months: number;
  from: number;
  to: number;
}

const BAND =
  /(\d{1,2}) mesi\)? (?:con (?:un'?)?anzianit[aà] )?(?:fino a (\d{1,2}) anni|da (\d{1,2}) a (\d{1,2}) anni|oltre (?:i |gli )?(\d{1,2}) anni)/g;
// "in malattia da 4 mesi", "ho fatto 5 mesi di malattia", "sono a casa da 3 mesi".
const MONTHS_USED =
  /\b(?:in malattia|a casa|assente|ferm[oa]) da (\d{1,2}) mesi\b|\b(\d{1,2}) mesi di malattia\b|\b(?:fatto|arrivat\w*|siamo a) (\d{1,2}) mesi\b/;

/** The seniority bands a rule's text states, in order, or [] when it states none. */
export function comportoBands(text: string): Band[] {
  const bands: Band[] = [];
  for (const m of text.toLowerCase().matchAll(BAND)) {
    const months = Number(m[1]);
    if (m[2]) bands.push({ months, from: 0, to: Number(m[2]) });
    else if (m[3] && m[4]) bands.push({ months, from: Number(m[3]), to: Number(m[4]) });
    else if (m[5]) bands.push({ months, from: Number(m[5]), to: Number.POSITIVE_INFINITY });
  }
  return bands.length >= 2 ? bands : [];
}

const label = (b: Band) =>
  b.from === 0
    ? `con anzianità fino a ${b.to} anni`
    : Number.isFinite(b.to)
      ? `da ${b.from} a ${b.to} anni`
      : `oltre ${b.from} anni`;

export function bandedLeft(
  ccnl: Ccnl,
  req: TypedRequest,
  rule: Ccnl['sick_pay']['sickness'],
  text: string,
): AgentAnswer | undefined {
  if (!rule.text) return undefined;
  const bands = comportoBands(rule.text);
  const m = MONTHS_USED.exec(text);
  const used = Number(m?.[1] ?? m?.[2] ?? m?.[3]);
  if (!bands.length || !Number.isFinite(used) || used <= 0) return undefined;
  const years = req.slots.seniorityYears;
  const band = years === undefined ? undefined : bands.find((b) => years >= b.from && years <= b.to);
  const left = (b: Band) => Math.max(0, b.months - used);
  const months = (n: number) => (n === 1 ? '1 mese' : `${n} mesi`);
  const line = (b: Band) => `${label(b)}: ${b.months} − ${used} = ${months(left(b))}`;
  const citations = citeSources(ccnl, `Malattia: ${rule.text}`, rule.article ?? null, rule.sources);
  const related = [`Come è pagata la malattia nel ${ccnl.short_name}?`];
  const assumptions = [
    'Mesi di calendario di malattia già trascorsi, per la regola di conservazione del posto citata; con più malattie conta il periodo in cui il contratto le somma.',
  ];
  if (band)
    return compose({
      answer: `Nel ${ccnl.short_name}, con ${years} anni di anzianità, il posto è conservato per ${bold(`${band.months} mesi`)}: dopo ${used} mesi di malattia ne restano ${bold(months(left(band)))}.`,
      steps: [line(band), `La regola del ${ccnl.short_name}: ${rule.text}`],
      assumptions,
      citations,
      related,
    });
  return compose({
    answer: `Nel ${ccnl.short_name} il posto è conservato per un periodo che dipende dall'anzianità: dopo ${used} mesi di malattia restano ${bands.map((b) => `${bold(months(left(b)))} ${label(b)}`).join(', ')}.`,
    steps: [...bands.map(line), `La regola del ${ccnl.short_name}: ${rule.text}`],
    assumptions: [
      ...assumptions,
      'Anzianità in azienda non indicata: indicala per avere la sola fascia che ti riguarda.',
    ],
    citations,
    related,
  });
}
