import { MONTH_NAMES } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { monthThreshold } from './month-threshold.js';

/**
 * "perché marzo a lui non conta? ha lavorato 15 giorni", "come funziona la regola dei 15 giorni per il TFR? non è
 * una contraddizione?": why a month of service counts or not. The TFR counts a fraction of 15 days or more (art.
 * 2120 c.c.); the 13th counts by the agreement's own words, which in some agreements (Metalmeccanici, Confapi)
 * need more than 15 days. Asked as a why or a how in the asking sentence, never from a story's background.
 */

/** Art. 2120 c.c., first paragraph: the months of a year's TFR. */
export const TFR_MONTHS: LawFact = {
  figure: 'le frazioni di mese uguali o superiori a 15 giorni',
  text: 'per il TFR la regola è della legge, non del CCNL: la quota dell’anno si riduce in proporzione per le frazioni d’anno e si computano come mese intero {figure} (art. 2120 c.c.); un mese con almeno 15 giorni di servizio conta, uno con meno di 15 no.',
  reference: 'art. 2120 c.c., comma 1',
  sources: [
    {
      url: 'https://laborability.com/strumenti-e-guide/corso-sul-tfr/01-caratteristiche/03-calcolo',
      label: 'Laborability: corso sul TFR, il calcolo',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://webcolf.com/forum/webcolf-programma/136-tfr.html',
      label: 'Webcolf: TFR (art. 2120 c.c.)',
      date: null,
      confidence: 'low',
    },
  ],
};

const WHY_OR_HOW =
  /\b(?:perch?e|perke|xke|come mai|come funziona|come si (?:conta|contano|calcola)|in che senso|contraddizion\w*)\b/;
// The month's counting named: "non conta", "va considerato come mese intero", "la regola dei 15 giorni".
/\b(?:cont(?:a|ano|i|ate|iamo|are|ato|ati)|conteggiat\w*|considerat[oi] (?:come )?mese intero)\b/;
// (Not "perché a dicembre la tredicesima non conta lo straordinario?": an item counted, not the month.)
const COUNTED = String.raw`(?:cont(?:a|ano|i|ate|iamo|are|ato|ati)|conteggiat\w*|considerat[oi])\b(?! (?:lo|la|il|gli|le|i|l')\b)`;
const MONTH_COUNTS = new RegExp(
  String.raw`\b(?:${MONTH_NAMES})\b[^?.,;]{0,30}\b${COUNTED}|\b(?:cont(?:a|i|ano)|conteggi\w*) (?:il mese di |tutto )?(?:${MONTH_NAMES})\b`,
);
// "la regola dei 15 giorni", "conta come mese intero": the month's rule, not a notice of 15 days.
const FIFTEEN_DAYS = /\b(?:15|quindici) giorni\b/;
const MONTH_RULE = /\bmese intero\b|\bregola\b|\bmes[ei]\b|\bcont(?:a|ano|i|are|ato|ati)\b/;
const TFR = /\btfr\b|\btrattamento di fine rapporto\b/;
const EXTRA_MONTH = /\btredicesim|\bquattordicesim|\bdodicesim|\bratei\b|\b1[34] ?(?:a|esima|ª)\b/;
const DAYS_TOLD = /\b(\d{1,2}) giorni\b/;

/** The asking sentences of a message, or the whole of a short one. */
function askingText(text: string): string {
  const asked = text.match(/[^.!?]*\?+/g);
  return asked ? asked.join(' ') : text.split(/\s+/).length <= 20 ? text : '';
}

/** The agreement of the conversation: the one picked, else named in the message, else in the turns before. */
function conversationAgreement(ctx: AgentContext): Ccnl | undefined {
  const picked = ctx.categories.map((id) => ctx.kb.byCategory(id)).find((c) => c !== undefined);
  if (picked) return picked;
  for (const turn of [ctx.message, ...[...(ctx.history ?? [])].reverse()]) {
    const found = ctx.kb.recognise(turn)[0]; // (the most specific name first)
    if (found) return found;
  }
  return undefined;
}

function agreementCitations(ccnl: Ccnl | undefined): Citation[] {
  return ccnl?.monthly_payments.text
    ? citeSources(
        ccnl,
        `Mensilità del ${ccnl.short_name}: ${ccnl.monthly_payments.text}`,
        null,
        ccnl.monthly_payments.sources,
        1,
      )
    : [];
}

/** The extra month's rule in words, by the agreement's threshold. */
function extraMonthRule(name: string, ccnl: Ccnl | undefined, threshold: 15 | 16): string {
  const where = ccnl ? `nel ${ccnl.short_name}` : 'nella regola comune dei CCNL';
  return threshold > 15
    ? `${where} la ${name} conta come mese intero solo ${bold('la frazione di mese superiore ai 15 giorni')} (più di 15 giorni): 15 giorni esatti non bastano, ne servono almeno 16`
    : `${where} la ${name} conta come mese intero ${bold('la frazione di mese di almeno 15 giorni')}`;
}

export function monthRuleWhy(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const asked = askingText(text);
  // ("quanto gli spetta a dicembre? e come si contano i mesi parziali?": the amount, whose answer states the rule.)
  if (!WHY_OR_HOW.test(asked) || /\bquant[oaie]\b/.test(asked)) return undefined;
  if (!((FIFTEEN_DAYS.test(asked) && MONTH_RULE.test(asked)) || MONTH_COUNTS.test(asked))) return undefined;
  const earlier = (ctx.history ?? []).slice(-2).map(readable).join(' ');
  const tfr = TFR.test(asked);
  if (!tfr && !EXTRA_MONTH.test(`${text} ${earlier}`)) return undefined;
  const fourteenth =
    /\bquattordicesim|\b14 ?(?:a|esima|ª)\b/.test(`${text} ${earlier}`) && !/\btredicesim/.test(text);
  const name = fourteenth ? 'quattordicesima' : 'tredicesima';
  const ccnl = conversationAgreement(ctx);
  // The 14th keeps the common rule, as its calculation does (thirteenth-figure.ts).
  const threshold = fourteenth ? 15 : monthThreshold(ccnl);
  const related = ['Quanto TFR matura in un anno con una RAL di 30.000 €?'];
  if (tfr) {
    const beside =
      EXTRA_MONTH.test(`${text} ${earlier}`) && threshold > 15
        ? ` Per la ${name} invece ${ccnl ? `il ${ccnl.short_name}` : 'il CCNL'} conta come mese intero solo ${bold('la frazione di mese superiore ai 15 giorni')}: con 15 giorni esatti il mese vale per il TFR ma non per la ${name}. Non è una contraddizione: sono due regole diverse.`
        : '';
    return compose({
      answer: `Per il TFR la regola è della legge (art. 2120 c.c.): si computano come mese intero ${bold(TFR_MONTHS.figure)}, cioè un mese con almeno 15 giorni di servizio conta.${beside}`,
      steps: [
        `Per il TFR${TFR_MONTHS.text.slice('per il TFR'.length).replace('{figure}', TFR_MONTHS.figure)}`,
      ],
      citations: [
        ...lawCitations(TFR_MONTHS, TFR_MONTHS.text.replace('{figure}', TFR_MONTHS.figure)),
        ...(beside ? agreementCitations(ccnl) : []),
      ],
      related,
    });
  }
  const days = Number(DAYS_TOLD.exec(text)?.[1] ?? Number.NaN);
  const verdict = Number.isNaN(days)
    ? ''
    : days >= threshold
      ? ` Con ${days} giorni il mese conta.`
      : ` Con ${days} giorni il mese non conta${threshold > 15 && days === 15 ? ': 15 non è più di 15' : ''}.`;
  const rule = extraMonthRule(name, ccnl, threshold);
  return compose({
    answer: `Perché ${rule}.${verdict}`,
    steps: [
      `La ${name} matura un dodicesimo per ogni mese di servizio; il mese iniziato o finito a metà conta solo se la frazione raggiunge la soglia del contratto.`,
      ...(threshold > 15
        ? [
            'Per il TFR la soglia è diversa: la legge (art. 2120 c.c.) conta il mese con 15 giorni o più, quindi lo stesso mese può valere per il TFR e non per la tredicesima.',
          ]
        : []),
    ],
    citations: [
      ...agreementCitations(ccnl),
      ...(threshold > 15
        ? lawCitations(TFR_MONTHS, TFR_MONTHS.text.replace('{figure}', TFR_MONTHS.figure))
        : []),
    ],
    related,
  });
}
