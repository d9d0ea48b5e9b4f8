import { euro } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * How tips paid through the employer are taxed ("le mance col POS ce le mettono in busta: IRPEF normale o tassa
 * ridotta?", "c'è un tetto?"): the 5% substitute tax of L. 197/2022, cc. 58-62, for workers of hotels, bars and
 * restaurants, within 30% of the year's pay for that work and for an employment income of the year before up to
 * 75.000 € (both raised by the Budget Law 2025 from 25% and 50.000 €). A rule of the law, whatever agreement
 * applies.
 */

const RATE = '5%';
const SHARE = '30%';
const INCOME_LIMIT = 75_000;

const TIPS = /\bmanc(?:e|ia)\b/;
// The tax asked of them ("ci paghiamo l'IRPEF sopra?", "tassa ridotta", "come sono tassate?", "c'è un tetto?").
const TAX_ASKED =
  /\btass\w*|\bdetassa\w*|\bimpost\w*|\birpef\b|\baliquot\w*|\bagevolat\w*|\bagevolaz\w*|\bflat tax\b|\bcedolare\b|\b5 ?%/;

const SOURCES: Citation[] = [
  {
    ccnl: 'Legge di Bilancio 2023 (L. 197/2022), art. 1, cc. 58-62',
    article: null,
    text: "Le mance destinate dai clienti ai lavoratori del turismo e della somministrazione di alimenti e bevande, anche con mezzi di pagamento elettronici e riversate dal datore di lavoro, sono reddito di lavoro dipendente soggetto a un'imposta sostitutiva del 5% applicata dal sostituto d'imposta; sono escluse dalla base dei contributi e del TFR.",
    url: 'https://studioassociatoacerbi.it/2023/01/18/detassazione-delle-mance',
    date: '2023-01-18',
    confidence: 'medium',
  },
  {
    ccnl: 'Legge di Bilancio 2025 (L. 207/2024)',
    article: null,
    text: 'La legge di bilancio 2025 amplia la detassazione delle mance: la quota agevolata sale dal 25% al 30% del reddito e la soglia di reddito da 50.000 a 75.000 euro.',
    url: 'https://www.dialessandria.it/attualita/economia/in-manovra-340-milioni-per-turismo/190787.html',
    date: '2025-01',
    confidence: 'medium',
  },
];

export function tipsTax(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!TIPS.test(text) || !TAX_ASKED.test(text)) return undefined;
  return compose({
    answer: `Le mance che i clienti lasciano (anche con il POS) e che il datore di lavoro riversa in busta paga hanno una tassazione ridotta: un'${bold(`imposta sostitutiva del ${RATE}`)} al posto di IRPEF e addizionali, applicata dal datore di lavoro, per i lavoratori di alberghi e pubblici esercizi (bar, ristoranti) con un reddito di lavoro dipendente dell'anno prima fino a ${bold(euro(INCOME_LIMIT))}; il tetto è il ${bold(SHARE)} del reddito percepito nell'anno per quel lavoro.`,
    steps: [
      `Aliquota: ${RATE}, sostitutiva di IRPEF e addizionali regionale e comunale.`,
      `Tetto: mance agevolate fino al ${SHARE} del reddito percepito nell'anno per le prestazioni di lavoro in quel settore (era il 25% fino al 2024).`,
      `Limite di reddito: reddito di lavoro dipendente dell'anno precedente non superiore a ${euro(INCOME_LIMIT)} (era 50.000 € fino al 2024).`,
      'Le mance così tassate non entrano nella base dei contributi né del TFR.',
    ],
    assumptions: [
      'Dipendente del settore privato di strutture ricettive o di somministrazione di alimenti e bevande.',
    ],
    citations: SOURCES,
    related: ['Quali sono gli scaglioni IRPEF del 2026?'],
  });
}
