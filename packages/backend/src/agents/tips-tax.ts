import { euro } from '../kb/format.js';
import { numbersIn } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { sumNamed } from './flat-tax-amounts.js';

/**
 * How tips paid through the employer are taxed ("le mance col POS ce le mettono in busta: IRPEF normale o tassa
 * ridotta?", "c'è un tetto?"): the 5% substitute tax of L. 197/2022, cc. 58-62, for workers of hotels, bars and
 * restaurants, within 30% of the year's pay for that work and for an employment income of the year before up to
 * 75.000 € (both raised by the Budget Law 2025 from 25% and 50.000 €). A rule of the law, whatever agreement
 * applies. With the tips' sum given ("1.000 euro di mance"), the tax on it, within 30% of the income told; with
 * an income told past 75.000 € ("il capo sala che guadagna 80mila"), the relief is not due.
 */

const RATE = '5%';
const SHARE = '30%';
const INCOME_LIMIT = 75_000;

const TIPS = /\bmanc(?:e|ia)\b/;
// The tax asked of them ("ci paghiamo l'IRPEF sopra?", "tassa ridotta", "come sono tassate?", "c'è un tetto?").
const TAX_ASKED =
  /\btass\w*|\bdetassa\w*|\bimpost\w*|\birpef\b|\baliquot\w*|\bagevolat\w*|\bagevolaz\w*|\bflat tax\b|\bcedolare\b|\b5 ?%|\b5 per ?cento\b/;

// An income told: "guadagna 80mila", "prende 90 mila", "reddito di 24.000", "ho uno stipendio di 30k".
const EARNED =
  /\b(?:guadagn|prend|percepisc|reddit|stipendi|ral\b)\w*\s+(?:(?:di|da|sui|sugli|circa|intorno ai|lordi|annui|l'anno) )*\d[\d.,]*(?:\s?(?:k|mila)\b)?/g;

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

/** The yearly income the message tells: the largest figure from 5.000 € up that is not the tips' own sum. */
function incomeTold(text: string, tips: number | undefined): number | undefined {
  const values = numbersIn(text)
    .filter((n) => !/%/.test(text.slice(n.end, n.end + 2)))
    .map((n) => n.value)
    .filter(
      (v) => v >= 5_000 && v < 10_000_000 && v !== tips && !(Number.isInteger(v) && v >= 2000 && v <= 2099),
    );
  return values.length ? Math.max(...values) : undefined;
}

const cents2 = (n: number): number => Math.round(n * 100) / 100;

export function tipsTax(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!TIPS.test(text) || !TAX_ASKED.test(text)) return undefined;
  const rule = `le mance che i clienti lasciano (anche con il POS) e che il datore di lavoro riversa in busta paga hanno una tassazione ridotta: un'${bold(`imposta sostitutiva del ${RATE}`)} al posto di IRPEF e addizionali, applicata dal datore di lavoro, per i lavoratori di alberghi e pubblici esercizi (bar, ristoranti) con un reddito di lavoro dipendente dell'anno prima fino a ${bold(euro(INCOME_LIMIT))}; il tetto è il ${bold(SHARE)} del reddito percepito nell'anno per quel lavoro.`;
  // ("il capo sala che prende 80 mila le mance…": a figure told as what someone earns is the income, not the tips.)
  const tips = sumNamed(text.replace(EARNED, ' '), TIPS);
  const income = incomeTold(text, tips);
  let answer: string;
  // Past the limit the old one is left out: the figure that decides is today's.
  const over = income !== undefined && income > INCOME_LIMIT;
  if (over) {
    answer = `${bold('No')}: con un reddito di ${euro(income ?? 0)}, se è il reddito di lavoro dipendente dell'anno prima, si supera il limite di ${bold(euro(INCOME_LIMIT))} e le mance seguono l'IRPEF ordinaria. In generale ${rule}`;
  } else if (tips !== undefined && tips < 1_000_000) {
    const cap = income !== undefined ? cents2(income * 0.3) : undefined;
    const taxed = cap !== undefined ? Math.min(tips, cap) : tips;
    const tax = cents2(taxed * 0.05);
    const within =
      cap === undefined
        ? `se il reddito di lavoro dipendente dell'anno prima non superava ${euro(INCOME_LIMIT)} e le mance restano entro il ${SHARE} del reddito dell'anno`
        : taxed < tips
          ? `perché il tetto è il ${SHARE} di ${euro(income ?? 0)}, cioè ${euro(cap)}; gli altri ${euro(cents2(tips - taxed))} seguono l'IRPEF ordinaria`
          : `entro il tetto del ${SHARE} di ${euro(income ?? 0)} (${euro(cap)}) e sotto il limite di reddito di ${euro(INCOME_LIMIT)}`;
    answer = `Su ${euro(taxed)} di mance l'imposta sostitutiva del ${RATE} è ${bold(euro(tax))} (${euro(taxed)} × ${RATE}), ${within}. In generale ${rule}`;
  } else {
    answer = rule.charAt(0).toUpperCase() + rule.slice(1);
  }
  return compose({
    answer,
    steps: [
      `Aliquota: ${RATE}, sostitutiva di IRPEF e addizionali regionale e comunale.`,
      `Tetto: mance agevolate fino al ${SHARE} del reddito percepito nell'anno per le prestazioni di lavoro in quel settore (era il 25% fino al 2024).`,
      `Limite di reddito: reddito di lavoro dipendente dell'anno precedente non superiore a ${euro(INCOME_LIMIT)}${over ? '' : ' (era 50.000 € fino al 2024)'}.`,
      'Le mance così tassate non entrano nella base dei contributi né del TFR.',
    ],
    assumptions: [
      'Dipendente del settore privato di strutture ricettive o di somministrazione di alimenti e bevande.',
    ],
    citations: SOURCES,
    related: ['Quali sono gli scaglioni IRPEF del 2026?'],
  });
}
