import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
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

export const BONUS =
  /\bpremi\w* (?:di |del |sul )?(?:risultat\w*|produttivit\w*|produzione)|\bpremi\w* aziendal\w*|\bpdr\b|\bpremi\w* (?:\w+ ){0,3}obiettiv\w*/;
const TAX_ASKED =
  /\btass\w*|\bimpost\w*|\bsostitutiv\w*|\bflat tax\b|\baliquot\w*|\bquanto (?:\w+ ){0,3}pag\w*|\bpagar\w*|\btrattenut\w*|\birpef\b/;
// The bonus's net asked ("quanto resta netto?", "qual è il netto del premio?", "quanto netto").
const NET_ASKED = /\bnett\w*|\bin tasca\b|\bresta\b|\brimane\b/;
// The employee's INPS rate the question gives ("contributi INPS al 9,19%"), else the general 9,19% (rules §1).
const INPS_RATE = /\b(?:inps|contribut\w*|previdenzial\w*)\b[^.?!%]{0,40}?(\d{1,2}(?:[.,]\d{1,2})?)\s*%/;

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
// (A bare net, "quanto percepisce netto?", "quanto mi rimane netto?", is the bonus's own: the payslip's net is named
// as one, "il netto in busta", "netto mensile".)
const OTHER_FIGURE_ASKED =
  /\bdetrazion\w*|\bcuneo\b|\btrattamento integrativo\b|\bsomma esente\b|\bnett\w* (?:in busta|(?:annu|mensil)\w*|del(?:lo)? (?:mese|stipendi\w*|busta))|\b(?:busta|stipendi\w*|mese) nett\w*|\bconguagli\w*|\btfr\b|\bretribuzion\w*|\bstipendi\w*|\bminim[oi]\b|tredicesim\w*|quattordicesim\w*|\bassegn\w*/;

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

const INCOME_SOURCES: Citation[] = [
  {
    ccnl: 'Premi di risultato 2026: limite di reddito (Ipsoa, via Studio Di Battista)',
    article: null,
    text: 'Beneficiari: i soli lavoratori dipendenti del settore privato con un reddito da lavoro dipendente percepito nel periodo d’imposta precedente non superiore a 80.000 euro; plafond da 3.000 a 5.000 euro annui lordi per il 2026 e il 2027.',
    url: 'https://www.studiodibattista.com/premi-di-risultato-dal-2026-limposta-sostitutiva-irpef-passa-all1',
    date: '2025-10-23',
    confidence: 'medium',
  },
  {
    ccnl: 'Premi di risultato: imposta sostitutiva all’1% per 2026 e 2027 (art. 1 c. 8-9 L. 199/2025)',
    article: null,
    text: 'La legge di bilancio 2026 (art. 1 c. 8-9 L. 199/2025) modifica in via transitoria l’imposta sostitutiva dell’IRPEF e delle addizionali sui premi di risultato dei dipendenti privati (L. 208/2015).',
    url: 'https://www.studiogambalonga.it/centro-studi/pubblicazioni/2529',
    date: '2026-01-12',
    confidence: 'medium',
  },
];

function bonusRule(year: number, pct: string, cap: number): AgentAnswer {
  return compose({
    answer: `Nel ${year} i premi di risultato pagano un'imposta sostitutiva ${pct === '1%' ? "dell'" : 'del '}${bold(pct)}, al posto di IRPEF e addizionali, fino a ${bold(euro(cap))} lordi l'anno; la parte oltre il tetto va a IRPEF ordinaria. Vale per i dipendenti del settore privato con un reddito da lavoro dipendente dell'anno precedente ${bold('non superiore a 80.000,00 €')}: oltre, il premio è tassato con l'IRPEF ordinaria.`,
    steps: [
      ...(year >= 2026 && year <= 2027
        ? [
            'Per il 2026 e il 2027 l’aliquota scende dal 5% all’1% e il tetto annuo sale a 5.000 € lordi (L. 199/2025).',
          ]
        : []),
      'L’imposta si calcola sul premio al netto dei contributi INPS del lavoratore, che restano dovuti per intero.',
    ],
    assumptions: [
      'Premio legato a obiettivi misurabili di produttività, redditività, qualità, efficienza o innovazione, previsto da un contratto aziendale o territoriale depositato.',
    ],
    citations: [...BONUS_SOURCES, ...INCOME_SOURCES],
    related: ['Su un premio di risultato di 2.000 € quanto resta netto nel 2026?'],
  });
}

/** The employee's INPS rate (%) the text gives beside contributions, else the general 9,19%. */
function inpsRateOf(text: string): { pct: number; given: boolean } {
  const m = INPS_RATE.exec(text);
  const pct = m?.[1] ? Number(m[1].replace(',', '.')) : Number.NaN;
  return pct > 0 && pct < 20 ? { pct, given: true } : { pct: 9.19, given: false };
}

// A pay of the worker's own beside the bonus: then the net asked is the payslip's ("reddito 2025 sotto gli 80.000 €"
// is the bonus's income limit, not a pay).
const PAY_BESIDE =
  /\bral\b|\bretribuzione (?:annua|lorda)|\bstipendi\w*|\blordo (?:mensile|annuo)|\bal mese\b|\bmensilit\w*|\bnetto (?:annuo|mensile)/;

const pctText = (pct: number) => `${String(pct).replace('.', ',')}%`;

/**
 * "e se il premio fosse 3.000?", "e con 3.000 €?": a new sum for the bonus the previous turn asked about.
 * The bonus is named in the message or, for a bare follow-up with a sum, in the previous turn.
 */
function bonusText(ctx: AgentContext, text: string): string | undefined {
  if (BONUS.test(text)) return text;
  const previous = readable(ctx.history?.at(-1) ?? '');
  if (!BONUS.test(previous) || text.length > 90 || !/^\s*(?:e\b|invece|ma\b|se\b|con\b)/.test(text))
    return undefined;
  const sum = numbersIn(text).find((n) => n.value >= 50 && !/%/.test(text.slice(n.end, n.end + 2)));
  return sum
    ? `premio di risultato di ${sum.value} euro. ${text} ${TAX_ASKED.test(text) ? '' : previous}`
    : undefined;
}

/** "premio di risultato di 2.400 € nel 2026: quanto ci pago?" / "quanto resta netto?": tax and net on it. */
export function resultBonusTax(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const own = readable(ctx.message);
  const text = bonusText(ctx, own);
  if (!text || asksOtherFigure(own)) return undefined;
  const netAsked = NET_ASKED.test(own);
  if (!TAX_ASKED.test(text) && !netAsked) return undefined;
  const bonus = sumNamed(text, BONUS, 50);
  const year = req.slots.taxYear ?? Number((req.slots.date ?? ctx.today ?? '2026').slice(0, 4));
  const reduced = year >= 2026 && year <= 2027;
  const rate = reduced ? 0.01 : 0.05;
  const cap = reduced ? 5_000 : 3_000;
  const pct = reduced ? '1%' : '5%';
  // No sum given ("è tassato pochissimo? qual è l'aliquota e fino a che importo?"): the rule, rate and ceiling.
  if (bonus === undefined) return netAsked && !TAX_ASKED.test(text) ? undefined : bonusRule(year, pct, cap);
  // A pay beside the bonus ("RAL 30.000 e un premio di 2.000: netto annuo?") is a payslip, not the bonus alone.
  if (netAsked && PAY_BESIDE.test(text)) return undefined;
  // Contributions first, then the substitute tax on the rest (shared/data/payroll-rules.md §1, §6).
  const inps = inpsRateOf(text);
  const taxed = Math.min(bonus, cap);
  const inpsAll = cents((bonus * inps.pct) / 100);
  const inpsTaxed = cents((taxed * inps.pct) / 100);
  const base = cents(taxed - inpsTaxed);
  const tax = cents(base * rate);
  const net = cents(taxed - inpsTaxed - tax);
  const over = bonus > cap ? cents(bonus - cap) : 0;
  const overText = over
    ? `; la parte oltre il tetto (${euro(over)}) va a IRPEF ordinaria con l'aliquota marginale del lavoratore`
    : '';
  const netLine = `il netto${over ? ` della parte agevolata (${euro(taxed)})` : ' del premio'} è ${netAsked ? bold(euro(net)) : euro(net)}`;
  const answer = netAsked
    ? `Sul premio di risultato di ${euro(bonus)} lordi pagato nel ${year} ${netLine}: contributi INPS ${euro(inpsTaxed)} (${pctText(inps.pct)}) e imposta sostitutiva ${euro(tax)} (${pct} sul premio al netto dei contributi)${overText}.`
    : `Sul premio di risultato di ${euro(bonus)} pagato nel ${year} l'imposta sostitutiva è ${bold(euro(tax))} (${pct} di ${euro(base)}, il premio${over ? ` agevolato (primi ${euro(cap)})` : ''} al netto dei contributi INPS del lavoratore${inps.given ? '' : `; ${euro(cents(taxed * rate))} solo se sul premio non si trattengono contributi`}), al posto di IRPEF e addizionali; ${netLine}${overText}.`;
  return compose({
    answer,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Contributi INPS del lavoratore | ${euro(taxed)} × ${pctText(inps.pct)} | ${euro(inpsTaxed)} |`,
      `| Base dell'imposta sostitutiva | ${euro(taxed)} − ${euro(inpsTaxed)} | ${euro(base)} |`,
      `| Imposta sostitutiva (${pct}) | ${euro(base)} × ${pct} | ${euro(tax)} |`,
      `| Netto${over ? ' della parte agevolata' : ''} | ${euro(taxed)} − ${euro(inpsTaxed)} − ${euro(tax)} | ${euro(net)} |`,
      '',
      `Imposta sostitutiva ${year}: ${pct} sui premi di risultato fino a ${euro(cap)} lordi l'anno${reduced ? ' (ridotta dal 5% per il 2026 e il 2027)' : ''}, calcolata sul premio al netto dei contributi: ${pct} sul lordo (${euro(cents(taxed * rate))}) la sovrastimerebbe.`,
      ...(over ? [`Contributi INPS sull'intero premio: ${euro(inpsAll)}.`] : []),
    ],
    assumptions: [
      'Premio previsto da un contratto aziendale o territoriale depositato, pagato a un dipendente privato con reddito da lavoro dipendente dell’anno precedente fino a 80.000 €.',
      inps.given
        ? `Contributi INPS a carico del lavoratore al ${pctText(inps.pct)}, come indicato.`
        : 'Contributi INPS a carico del lavoratore al 9,19% (aliquota generale; varia per settore e dimensione).',
    ],
    citations: [...BONUS_SOURCES, ...INCOME_SOURCES.slice(0, 1)],
    related: ['Quali sono gli scaglioni IRPEF del 2026?'],
  });
}
