import type { Ccnl } from '../kb/schema.js';
import { EVE } from '../reader/eve-hours.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * "la vigilia di Natale è festiva? mi spetta la maggiorazione festiva?": 24 and 31 December are not public
 * holidays (L. 260/1949, art. 2 lists the holidays: Natale and Santo Stefano, not their eve), so the hours worked
 * on them are ordinary hours, with no holiday surcharge, unless the agreement makes the eve a half-holiday of its
 * own (half-holidays.ts answers those: Logistica's "semifestività"). Pages read on 2026-11-30.
 */
const EVE_NOT_HOLIDAY: LawFact = {
  figure: 'non è un giorno festivo',
  text: 'le festività nazionali sono quelle della L. 260/1949 (tra cui Natale il 25 e Santo Stefano il 26 dicembre, Capodanno il 1° gennaio); le vigilie del 24 e del 31 dicembre non sono tra queste e restano giorni lavorativi.',
  reference: 'L. 260/1949, art. 2',
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1949-05-27;260~art2',
      label: 'Normattiva: L. 27 maggio 1949, n. 260, art. 2 (giorni festivi)',
      date: '1949-05-27',
      confidence: 'high',
    },
    {
      url: 'https://www.meteo.it/notizie/il-24-dicembre-e-festivo-o-lavorativo-d14159ca',
      label: 'Meteo.it: il 24 dicembre è festivo o lavorativo?',
      date: '2021-12-19',
      confidence: 'low',
    },
  ],
};

// The eve asked as a holiday or its holiday surcharge ("è festiva?", "mi pagano la maggiorazione festiva?").
const AS_HOLIDAY =
  /\b(?:e|è|sarebbe|conta come|considerat\w*|vale come) (?:un )?(?:giorno |giornata )?festiv\w*|\bfestiv[oa]\s*\?|\bmaggiorazion\w* (?:per (?:il )?lavoro )?festiv\w*|\b(?:pagat\w*|pagare|pagano) (?:come )?(?:un )?festiv\w*/;
const STATED = /\bsemifestiv\w*/;

const eveDay = (text: string) => (/\b31 dicembre\b|\bcapodanno\b/.test(text) ? '31' : '24');

/** The answer that the eve is a working day; undefined when not asked, or the agreement has its own eve rule. */
export function eveNotHoliday(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!new RegExp(EVE).test(text) || !AS_HOLIDAY.test(text)) return undefined;
  const named = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .filter((c): c is Ccnl => c !== undefined);
  // An agreement with its own half-holiday on the eve answers with its rule (half-holidays.ts).
  if (named.some((c) => c.passages.some((p) => STATED.test(readable(p.text))))) return undefined;
  const [ccnl] = named.length === 1 ? named : [];
  const day = eveDay(text);
  const where = ccnl ? `nel ${ccnl.short_name} ` : '';
  return compose({
    answer: `**No**: il ${day} dicembre ${bold(EVE_NOT_HOLIDAY.figure)}, è un giorno lavorativo normale: ${where}le ore lavorate quel giorno si pagano come ore ordinarie, ${bold('senza la maggiorazione festiva')}, che spetta invece per il lavoro nelle festività (come il 25 e il 26 dicembre).`,
    steps: [`Festività: ${EVE_NOT_HOLIDAY.text}`],
    assumptions: [
      'Un accordo aziendale o il contratto individuale possono prevedere un trattamento migliore per la vigilia: conviene verificarlo.',
    ],
    citations: lawCitations(EVE_NOT_HOLIDAY, `Festività nazionali: ${EVE_NOT_HOLIDAY.text}`),
    related: ccnl ? [`Quali sono le maggiorazioni del lavoro festivo nel ${ccnl.short_name}?`] : [],
  });
}
