import { documentTexts } from '../documents/summed-items.js';
import { fold, readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { LAW_LEAVE_FACTS, lawCitations } from './law-facts.js';
import { electionDays } from './leave-amounts.js';

/**
 * A polling station's attendance certificate uploaded ("attestazione di presenza al seggio") and the rests it
 * gives asked: the days of rest for the days off spent at the station (D.P.R. 361/1957, art. 119, on the days
 * the certificate lists and the week the question tells), and a working day whose operations ended after
 * midnight ("concluse alle ore 02:40") taken whole: the worker did not have to come in, paid as worked.
 */

/** The certificate of a polling station ("ufficio elettorale di sezione", "presidente di seggio"). */
const POLLING = /\bseggio\b|\bseggi elettorali\b|\bufficio elettorale\b|\bsezione elettorale\b/;
/** The rests, the days off or the day after asked ("quanti riposi", "doveva presentarsi", "spetta"). */
const ASKED =
  /\bripos\w*|\bcompensativ\w*|\bpresentar\w*|\bvenire (?:a|al) lavor\w*|\brientrar\w*|\bspett\w*|\bassen\w*|\bpermess\w*|\bgiorn\w* liber\w*/;
/** A line's day and an end in the small hours ("lunedì 25/05/2026: … concluse alle ore 02:40"). */
const DAY_NAMES = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'] as const;
const ENDED_AFTER_MIDNIGHT =
  /\b(?:conclus\w*|terminat\w*|finit\w*|chius\w*|fine)\b[^\n]{0,40}?\b(?:alle )?(?:ore )?(0?[0-5])[:.](\d{2})\b/;

export function documentPollingStation(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  const raw = documentTexts(ctx.documents)
    .map((d) => d.text)
    .join('\n');
  const doc = fold(raw);
  if (!POLLING.test(doc) || !ASKED.test(question)) return undefined;
  const days = electionDays(`${doc}\n${question}`, '');
  if (!days) return undefined;
  // The working day the operations ran into after midnight, as the certificate's own entry says: each day's entry
  // runs from its name to the next day named (the text may come as one passage).
  const entries = dayEntries(doc);
  const late = entries
    .map((entry) => ({ ...entry, end: ENDED_AFTER_MIDNIGHT.exec(entry.text) }))
    .find(({ day, end }) => end && days.worked.includes(day));
  const dayName = late?.day.replace(/i$/, 'ì');
  const dated = late?.text.match(/^\w+\s+(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b/)?.[1];
  const endTime = late?.end ? `${late.end[1]?.padStart(2, '0')}:${late.end[2]}` : undefined;
  const midnight =
    dayName && endTime
      ? ` ${bold(`${capital(dayName)}${dated ? ` ${dated}` : ''} non doveva presentarsi al lavoro`)}: le operazioni si sono concluse dopo la mezzanotte (alle ${endTime}), e il servizio oltre la mezzanotte dà diritto all’intera giornata successiva, un’assenza retribuita come giorno lavorato.`
      : '';
  const answer = `${days.line}${midnight}`;
  return compose({
    answer,
    steps: entries.map(
      (e) =>
        `Dal documento: ${capital(e.day.replace(/i$/, 'ì'))}${e.text.slice(e.day.length).replace(/[\s-]+$/, '')}`,
    ),
    assumptions: [
      'Giorni al seggio letti sull’attestazione caricata; la settimana lavorativa è quella detta nella domanda.',
    ],
    citations: lawCitations(LAW_LEAVE_FACTS.election_duty, answer),
    related: [],
  });
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The certificate's entries by day: from a day's name followed by its date to the next such day. */
function dayEntries(doc: string): { day: (typeof DAY_NAMES)[number]; text: string }[] {
  const starts = [
    ...doc.matchAll(new RegExp(String.raw`\b(${DAY_NAMES.join('|')})\s+\d{1,2}\/\d{1,2}`, 'g')),
  ];
  return starts.map((m, i) => ({
    day: m[1] as (typeof DAY_NAMES)[number],
    text: doc.slice(m.index, starts[i + 1]?.index ?? Math.min(doc.length, m.index + 200)).trim(),
  }));
}
