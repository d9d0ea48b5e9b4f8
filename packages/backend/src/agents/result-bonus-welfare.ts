import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { BONUS, sumNamed } from './flat-tax-amounts.js';

/**
 * Session 60 (fx60benb): a result bonus converted into welfare ("e se lo converte tutto in welfare, quanto gli
 * arriva?", "se scelgo i flexible benefit al posto dei soldi?"). Welfare goods and services of art. 51 c. 2 and 3
 * TUIR chosen instead of the bonus (L. 208/2015 art. 1 c. 184) bear neither the employee's INPS nor the substitute
 * tax: the whole gross reaches the worker, as goods and services. The bonus's sum is the message's or, in a
 * follow-up, the one the earlier turns gave; the cash net beside it follows payroll-rules.md §1 and §6.
 */

const WELFARE = /\bwelfare\b|\bflex\w{0,6} ?benefit\w*|\bbenefit flessibil\w*|\bbeni e servizi\b/;
// The conversion asked: "convertire / trasformare / scegliere / prendere in welfare", "al posto dei soldi".
const CONVERTED =
  /\b(?:convert|conversion|trasform|sceglie|sceglier|scelg|opt|prend|chied|destin|sostitu)\w*\b[^.?!]{0,50}\b(?:welfare|flex\w{0,6} ?benefit\w*|benefit flessibil\w*|beni e servizi)\b|\b(?:welfare|benefit\w*)\b[^.?!]{0,30}\b(?:al posto|invece)\b|\bin (?:welfare|flexible benefit)\b/;
// Only part of it converted ("metà in welfare", "500 € in welfare", "il 50%"): another calculation, not this one.
const PART = /\bmeta\b|\bparte\b|\bun(?:a)? quota\b|%/;

const SOURCES: Citation[] = [
  {
    ccnl: 'ADAPT, Legge di Bilancio 2026: aliquota all’1% sul premio di risultato',
    article: null,
    text: 'Premio di 1.000 € lordi: in denaro contributi del lavoratore 91,90 € (9,19%) e imposta sostitutiva all’1% di 9,08 €, netto 899,02 €; convertito in welfare nessun contributo e nessuna imposta, il valore resta 1.000 €.',
    url: 'https://www.bollettinoadapt.it/legge-di-bilancio-2026-aliquota-all1-sul-premio-di-risultato',
    date: '2026-01-12',
    confidence: 'medium',
  },
  {
    ccnl: 'AIWA, aliquota all’1% sul premio di risultato tra vantaggio fiscale e impatti su welfare',
    article: null,
    text: 'Tabella ADAPT: conversione del premio in welfare, importo lordo 1.000,00 €, contributi a carico del lavoratore 0, tassazione 0.',
    url: 'https://www.aiwa.it/2025/10/aliquota-all1-sul-premio-di-risultato-tra-vantaggio-fiscale-e-impatti-su-welfare-e-costo-del-lavoro',
    date: '2025-10-28',
    confidence: 'medium',
  },
];

/** The bonus's gross: the message's, else the nearest earlier turn that names a bonus with a sum. */
function bonusSum(ctx: AgentContext, text: string): number | undefined {
  if (BONUS.test(text)) return sumNamed(text, BONUS, 50);
  if (!/\bpremi\w*|\bpdr\b|\b(?:lo|la|li)\b|\btutto\b/.test(text)) return undefined;
  for (const turn of [...(ctx.history ?? [])].reverse().slice(0, 3)) {
    const said = readable(turn);
    if (BONUS.test(said)) return sumNamed(said, BONUS, 50);
  }
  return undefined;
}

export function resultBonusWelfare(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!WELFARE.test(text) || !CONVERTED.test(text) || PART.test(text)) return undefined;
  const bonus = bonusSum(ctx, text);
  if (bonus === undefined) return undefined;
  const year = req.slots.taxYear ?? Number((req.slots.date ?? ctx.today ?? '2026').slice(0, 4));
  const reduced = year >= 2026 && year <= 2027;
  const rate = reduced ? 0.01 : 0.05;
  const cap = reduced ? 5_000 : 3_000;
  const pct = reduced ? '1%' : '5%';
  const inps = cents(bonus * 0.0919);
  const tax = cents((bonus - inps) * rate);
  const cash = cents(bonus - inps - tax);
  const within = bonus <= cap;
  return compose({
    answer: `Se il premio di risultato di ${euro(bonus)} è convertito tutto in welfare, al lavoratore arriva l'intero importo: ${bold(euro(bonus))} in beni e servizi welfare, senza contributi INPS né imposta sostitutiva; pagato in denaro nel ${year} ne resterebbero ${euro(cash)} netti.`,
    steps: [
      '| Voce | In denaro | In welfare |',
      '| --- | ---: | ---: |',
      `| Premio lordo | ${euro(bonus)} | ${euro(bonus)} |`,
      `| Contributi INPS del lavoratore (9,19%) | ${euro(inps)} | 0,00 € |`,
      `| Imposta sostitutiva (${pct} sul premio al netto dei contributi) | ${euro(tax)} | 0,00 € |`,
      `| **Valore per il lavoratore** | ${euro(cash)} | **${euro(bonus)}** |`,
      '',
      'Il welfare non arriva in busta come denaro: si usa in beni e servizi (art. 51, commi 2 e 3, TUIR, ad esempio previdenza complementare, assistenza sanitaria, istruzione, trasporto pubblico), scelti tra quelli offerti dal piano aziendale.',
    ],
    assumptions: [
      `Premio previsto da un contratto aziendale o territoriale depositato che consente la conversione in welfare${within ? '' : `; oltre ${euro(cap)} lordi l'anno la parte eccedente non gode del regime agevolato`}.`,
      'Contributi INPS a carico del lavoratore al 9,19% (aliquota generale) per il confronto in denaro.',
    ],
    citations: SOURCES,
    related: ['Quali beni e servizi welfare non sono tassati?'],
  });
}
