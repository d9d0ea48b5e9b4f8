import { euro } from '../kb/format.js';
import { askedSentence } from '../reader/asking-clause.js';
import { numbersIn } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The flat taxes of the Budget Law on a sum the user gives, computed rather than described
 * (shared/data/payroll-rules.md §6): a productivity bonus ("premio di risultato di 2.400 €: quanto ci pago?")
 * at 1% in 2026 and 2027 on up to 5.000 € (5% on up to 3.000 € before), and the sum a phrase names beside its
 * own words ("600 euro di maggiorazioni", "le indennità di turno sono 820 €"), which `surcharge-tax.ts` taxes
 * at 15%.
 */

const BONUS =
  /\bpremi\w* (?:di |del |sul )?(?:risultat\w*|produttivit\w*|produzione)|\bpremi\w* aziendal\w*|\bpdr\b/;
const TAX_ASKED =
  /\btass\w*|\bimpost\w*|\bsostitutiv\w*|\bflat tax\b|\baliquot\w*|\bquanto (?:\w+ ){0,3}pag\w*|\bpagar\w*|\btrattenut\w*|\birpef\b/;

const BONUS_SOURCES: Citation[] = [
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025): premi di risultato',
    article: null,
    text: 'Per il 2026 e il 2027 l’imposta sostitutiva sui premi di risultato e sulle somme di partecipazione agli utili scende dal 5% all’1%, e il tetto dei premi agevolati sale da 3.000 a 5.000 € l’anno.',
    url: 'https://ntplusfisco.ilsole24ore.com/art/i-premi-produttivita-tassati-all-1percento-entrano-concorrenza-il-welfare-AItz06J',
    date: '2026-01',
    confidence: 'medium',
  },
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025)',
    article: null,
    text: 'Premi di produttività: aliquota dell’imposta sostitutiva all’1% per il 2026 e il 2027, limite elevato a 5.000 €.',
    url: 'https://www.interconsult.bz.it/it/circolari/2026/2026-01',
    date: '2026-01',
    confidence: 'medium',
  },
];

/**
 * The sum a phrase gives beside the words that name it: "600 euro di maggiorazioni", "premio di risultato di
 * 2.400 €", "maggiorazioni notturne per 600 €". Below `min` a figure is a count or a percentage.
 */
export function sumNamed(text: string, words: RegExp, min = 10): number | undefined {
  const spans = [...text.matchAll(new RegExp(words.source, 'g'))].map((m): [number, number] => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
  let best: { value: number; gap: number } | undefined;
  for (const n of numbersIn(text)) {
    if (n.value < min || /%/.test(text.slice(n.end, n.end + 2))) continue;
    const unit =
      /^\s*(?:€|(?:euro|eur)\b)/.test(text.slice(n.end, n.end + 6)) || /€\s*$/.test(text.slice(0, n.start));
    for (const [start, end] of spans) {
      // the figure right before the words ("600 euro di maggiorazioni") or right after them ("premio di 2.400",
      // "di maggiorazioni notturne arrivo a 1.800 euro", "arriverò a circa 1.800 euro").
      const before = text.slice(n.end, start);
      const after = text.slice(end, n.start);
      const gap =
        n.end <= start &&
        /^\s*(?:€|euro|eur)?\s*(?:lord\w* )?(?:di|in|tra|come|per)?\s*(?:\w+ )?$/.test(before)
          ? before.length
          : end <= n.start &&
              (/^[^.?!;]{0,30}?\b(?:di|da|pari a|per|è|sono|arriv\w* a|ammont\w* a|:)\s*(?:circa |quasi |piu o meno )?(?:€\s*)?$/.test(
                after,
              ) ||
                /^\s*:?\s*(?:€\s*)?$/.test(after))
            ? after.length
            : undefined;
      // ("nel 2026 gli straordinari notturni": a year without a unit is the date, not a sum.)
      const year = !unit && Number.isInteger(n.value) && n.value >= 2000 && n.value <= 2099;
      if (gap === undefined || (!unit && n.value < 100) || year) continue;
      if (!best || gap < best.gap) best = { value: n.value, gap };
    }
  }
  return best?.value;
}

// A figure of its own named by the asking sentence: a deduction, a credit, a net, a pay, a TFR, a 13th.
const OTHER_FIGURE_ASKED =
  /\bdetrazion\w*|\bcuneo\b|\btrattamento integrativo\b|\bsomma esente\b|\bnett\w*|\bconguagli\w*|\btfr\b|\bretribuzion\w*|\bstipendi\w*|\bminim[oi]\b|tredicesim\w*|quattordicesim\w*|\bassegn\w*/;

/**
 * "A giugno ha preso un premio di risultato di 1.500 euro tassato all'1% … La mia domanda è solo una: a quanto
 * ammonta l'ulteriore detrazione del cuneo?": the bonus is the story; the asking sentence names a figure of its
 * own and names neither the bonus nor its tax.
 */
function asksOtherFigure(text: string): boolean {
  const asked = askedSentence(text);
  if (!asked.includes('?') || asked.length === text.length) return false;
  return !/\bpremi\w*|\bpdr\b/.test(asked) && !TAX_ASKED.test(asked) && OTHER_FIGURE_ASKED.test(asked);
}

function bonusRule(year: number, pct: string, cap: number): AgentAnswer {
  return compose({
    answer: `Nel ${year} i premi di risultato pagano un'imposta sostitutiva ${pct === '1%' ? "dell'" : 'del '}${bold(pct)}, al posto di IRPEF e addizionali, fino a ${bold(euro(cap))} l'anno; la parte oltre il tetto va a IRPEF ordinaria.`,
    steps:
      year >= 2026 && year <= 2027
        ? [
            'Per il 2026 e il 2027 l’aliquota scende dal 5% all’1% e il tetto sale da 3.000 a 5.000 € (L. 199/2025).',
          ]
        : [],
    assumptions: [
      'Premio previsto da un contratto aziendale o territoriale, pagato a un dipendente privato entro il limite di reddito fissato dalla legge.',
    ],
    citations: BONUS_SOURCES,
    related: ['Su un premio di risultato di 2.000 € quanto pago di imposta nel 2026?'],
  });
}

/** "premio di risultato di 2.400 € nel 2026: quanto ci pago?": the substitute tax on it. */
export function resultBonusTax(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!BONUS.test(text) || !TAX_ASKED.test(text) || asksOtherFigure(text)) return undefined;
  const bonus = sumNamed(text, BONUS, 50);
  const year = req.slots.taxYear ?? Number((req.slots.date ?? ctx.today ?? '2026').slice(0, 4));
  const reduced = year >= 2026 && year <= 2027;
  const rate = reduced ? 0.01 : 0.05;
  const cap = reduced ? 5_000 : 3_000;
  // No sum given ("è tassato pochissimo? qual è l'aliquota e fino a che importo?"): the rule, rate and ceiling.
  if (bonus === undefined) return bonusRule(year, reduced ? '1%' : '5%', cap);
  const taxed = Math.min(bonus, cap);
  const tax = Math.round(taxed * rate * 100) / 100;
  const pct = reduced ? '1%' : '5%';
  const over =
    bonus > cap
      ? ` sui primi ${euro(cap)}; la parte oltre il tetto (${euro(bonus - cap)}) va a IRPEF ordinaria`
      : '';
  return compose({
    answer: `Sul premio di risultato di ${euro(bonus)} pagato nel ${year} l'imposta sostitutiva è ${bold(euro(tax))} (${pct}${over}), al posto di IRPEF e addizionali.`,
    steps: [
      `Imposta sostitutiva ${year}: ${pct} sui premi di risultato fino a ${euro(cap)} l'anno${reduced ? ' (ridotta dal 5% per il 2026 e il 2027)' : ''}.`,
      `${euro(taxed)} × ${pct} = ${euro(tax)}.`,
    ],
    assumptions: [
      'Premio previsto da un contratto aziendale o territoriale, pagato a un dipendente privato.',
    ],
    citations: BONUS_SOURCES,
    related: ['Quali sono gli scaglioni IRPEF del 2026?'],
  });
}
