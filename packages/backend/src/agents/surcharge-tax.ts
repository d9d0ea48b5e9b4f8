import { askingSentences } from '../documents/asked-verdict.js';
import { euro } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { sumNamed } from './flat-tax-amounts.js';

/**
 * How night, holiday, rest-day and shift surcharges are taxed in 2026 ("sulle maggiorazioni notturne si pagano
 * meno tasse?", "l'indennità di turno ha la flat tax?"): the 15% substitute tax of the Budget Law 2026 (art. 1,
 * cc. 10-11 L. 199/2025) for private employees whose 2025 employment income was at most 40.000 €, on up to
 * 1.500 € of those sums (shared/data/payroll-rules.md §6). A rule of the law, whatever agreement applies; with
 * the income given, whether it falls within the limit.
 */

const INCOME_LIMIT = 40_000;
const CAP = 1_500;
const RATE = '15%';
// The surcharges the measure names.
const SURCHARGE =
  /\bnott\w*|\bnotturn\w*|\bfestiv\w*|\bdomenic\w*|\bturn[io]\b|\bturnist\w*|\bgiorn\w* di riposo\b|\briposo settimanale\b/;
// ("gli straordinari notturni e festivi": the overtime's night or holiday surcharge is such a sum.)
// ("sulle ore di festivo", "le ore notturne", "le ore di notte", "il lavoro festivo": the hours worked then carry
// the surcharge.)
// ("i soldi in più delle notti", "una tassazione agevolata su notturno, festivo e turni": the extra money, or the
// kinds of work the relief is said to fall on.)
const PAID_EXTRA =
  /\b(?:soldi|euro|importi|somme) in piu\b|\b(?:tassazion|tassat|detassa|agevol|sostitutiv)\w*(?: \w+)? (?:su|sul|sulle|sui|per)(?: il| lo| le| i| gli)? (?:lavoro )?(?:notturn|festiv|turn|nott[ei]\b)\w*|\bmaggioraz\w*|\bindennit\w*|\bsupplement\w*|\bextra\b|\bstraordinar\w*|\bore (?:di )?(?:lavoro )?(?:festiv|notturn|domenical|nott[ei]\b|domenic)\w*|\blavoro (?:di )?(?:festiv|notturn|domenical|nott[ei]\b)\w*/;
// The tax asked, not the value of an hour.
// ("15%" alone or "aliquota" can be a surcharge's own percentage: "la maggiorazione notturna è del 15%?").
// ("le tassano meno", "si tassa al 15%?": the verb in any person, not only its participle; "un'imposta ridotta".)
const TAX_ASKED =
  /\btass(?:a|ano|are|at\w*|er\w*)\b|\btassazion\w*|\btasse\b|\bimpost[ae]\b|\bflat tax\b|\bdetassa\w*|\bagevolaz\w*|\bagevolat\w*|\birpef\b/;

// "C'è qualcosa di simile anche lì?", "vale lo stesso?", "stessa cosa per i festivi?": the tax treatment the
// previous turn asked, asked again of these surcharges.
// ("ha lo stesso sconto?", "ha diritto anche lui?", "spetta anche a lei?": the relief asked of someone else.)
const SAME_ASKED =
  /\bqualcosa di (?:simile|analogo|del genere)\b|\bvale (?:lo stesso|la stessa cosa|anche)\b|\b(?:la )?stessa cosa\b|\bstess[oa] (?:discorso|trattamento|regime|sconto|agevolazione|beneficio|bonus|tassazione)\b|\bspetta anche\b|\bha (?:diritto )?anche (?:lui|lei)\b|\bce l'? ?ha (?:anche|lo stesso|comunque|pure)\b|\b(?:funziona|succede|va) (?:allo stesso modo|uguale|cosi)\b|\bc'? ?e (?:anche )?(?:un|una) (?:agevolaz|sconto)\w*/;

// "mi spetta lo stesso?", "ci rientro?", "ne ho diritto?": whether the relief is due, asked with an income told.
const DUE_ASKED =
  /\bspett\w*|\brientr\w*|\bho (?:ancora )?diritto\b|\bne (?:ho|ha|hanno) diritto\b|\bvale (?:per me|lo stesso|comunque|ancora)\b|\bsi applica\b|\bposso (?:averl\w*|usufruir\w*|chieder\w*)|\bce l'? ?ho\b|\b(?:la|lo) prendo\b/;

/** A follow-up on the tax the previous turn asked ("l'aumento ha l'imposta sostitutiva?" then "e le domeniche?"). */
const taxOfPreviousTurn = (ctx: AgentContext, text: string): boolean =>
  SAME_ASKED.test(text) && TAX_ASKED.test(readable(ctx.history?.at(-1) ?? ''));

// Pay with a tax treatment of its own.
const OTHER_PAY = /\baument\w*|\barretrat\w*|\brinnov\w*|\bpremi\w*/;

const SOURCES: Citation[] = [
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025), art. 1, cc. 10-11',
    article: null,
    text: 'Per il 2026 imposta sostitutiva di IRPEF e addizionali del 15% su maggiorazioni e indennità per lavoro notturno, festivo, nei giorni di riposo settimanale e sulle indennità di turno previste dai CCNL, per i dipendenti privati con reddito di lavoro dipendente 2025 fino a 40.000 €, entro 1.500 € annui; esclusi i dipendenti pubblici e il settore turistico-alberghiero (misura propria).',
    url: 'https://www.ratioquotidiano.it/legge-di-bilancio-2026-detassazione-lavoro-notturno-festivo-e-a-turni',
    date: '2026-01',
    confidence: 'medium',
  },
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025), art. 1, cc. 10-11',
    article: null,
    text: 'Imposta sostitutiva del 15% fino a 1.500 € imponibili sulle maggiorazioni e indennità per lavoro notturno, festivo, di riposo settimanale e a turni; reddito di lavoro dipendente 2025 non superiore a 40.000 €; il lavoratore può rinunciare per iscritto.',
    url: 'https://www.lavorofacile.it/news/bilancio-2026--lavoro-notturno-e-festivo-tassato-al-15-?search=Turni+di+lavoro',
    date: '2026-01',
    confidence: 'medium',
  },
];

/** The tax of night, holiday or shift surcharges asked in a (folded) text. */
export const surchargeTaxAsked = (text: string): boolean =>
  SURCHARGE.test(text) && PAID_EXTRA.test(text) && TAX_ASKED.test(text);

export function surchargeTax(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // "e il mio collega che nel 2025 ha fatto 42.000, ha lo stesso sconto?": the same relief asked of someone else.
  // ("e se l'anno scorso ho guadagnato 42mila mi spetta lo stesso?": an income told, the relief asked again.)
  const previous = readable(ctx.history?.at(-1) ?? '');
  const incomeTold = req.slots.amounts.some((a) => a.value >= 5_000 && a.kind !== 'hours');
  // ("e se le maggiorazioni arrivano a 2.000 euro, quanto è l'imposta?": the same tax asked on another sum.)
  const again =
    (SAME_ASKED.test(text) ||
      (incomeTold && DUE_ASKED.test(text)) ||
      (/\bmaggioraz\w*|\bindennit\w*/.test(text) && TAX_ASKED.test(text))) &&
    surchargeTaxAsked(previous);
  if (!again && (!SURCHARGE.test(text) || !PAID_EXTRA.test(text))) return undefined;
  if (!again && !TAX_ASKED.test(text) && !taxOfPreviousTurn(ctx, text)) return undefined;
  // A renewal's increases have their own 5% (renewal-tax.ts), a result bonus its own rate; an hour's value with
  // its pay is a calculation. ("un collega dice che è solo per i premi di produzione. Quanto si paga su quelle
  // maggiorazioni?": the bonus is the story's, the surcharges are what the question asks.)
  const asked = askingSentences(text).join(' ');
  const surchargesAsked = /\bmaggioraz\w*|\bindennit\w*/.test(asked) && !OTHER_PAY.test(asked);
  if (OTHER_PAY.test(text) && !surchargesAsked) return undefined;
  // (Hours only when the message names them: "e con 2.400 € di maggiorazioni" is a sum, whatever hours were read.)
  const hoursNamed = req.slots.extraHours !== undefined && /\bor[ae]\b/.test(text);
  if (hoursNamed || req.slots.amounts.some((a) => a.perHour)) return undefined;
  const told = req.slots.amounts.find((a) => a.value >= 5_000 && a.kind !== 'hours')?.value;
  // "chi, con gli straordinari, supera i quarantamila euro": an income told as past the figure is above it.
  const income =
    told !== undefined &&
    told <= INCOME_LIMIT &&
    /\b(?:super[ao]\w*|piu di|sopra i)\s+(?:i |gli )?\S*(?:mila|\d)/.test(text)
      ? INCOME_LIMIT + 1
      : told;
  // "600 euro di maggiorazioni": the tax on the sum given opens, within the yearly cap.
  const sum = sumNamed(text, PAID_EXTRA);
  const taxed =
    sum !== undefined && sum < 5_000 && (income === undefined || income <= INCOME_LIMIT) ? sum : undefined;
  const rule = `el 2026 le maggiorazioni e le indennità per lavoro notturno, festivo, nei giorni di riposo settimanale e le indennità di turno previste dal CCNL sono tassate con un'${bold(`imposta sostitutiva del ${RATE}`)} (al posto di IRPEF e addizionali regionale e comunale), per i dipendenti privati con reddito di lavoro dipendente 2025 fino a ${bold(euro(INCOME_LIMIT))}, su un massimo di ${euro(CAP)} di queste somme nell'anno`;
  // "che tassazione si applica?" asks the rule; "è vero che si pagano meno tasse?" asks yes or no.
  // ("è vero che …? a quanto?": the claim is confirmed first, then the figures.)
  const open =
    /\b(?:che|quale?|quanto|quanta|come)\b/.test(text) && !/\b(?:[eè] vero|vero che)\b/.test(text)
      ? 'N'
      : 'Sì: n';
  // "possono essere tassate con l'imposta sostitutiva? con quale aliquota?": a yes/no question among the asks.
  const polar = text
    .split('?')
    .slice(0, -1)
    .some(
      (q) =>
        !/\b(?:che|quale?|quali|quanto|quanta|come|quando|chi|dove|perche)\b/.test(
          q.split(/[.!]/).pop() ?? '',
        ),
    );
  // "si applica su tutti i 1.800 euro?": past the cap only the first 1.500 € are taxed at 15%.
  const onSum =
    taxed === undefined
      ? undefined
      : taxed > CAP
        ? `${polar ? 'No, non su tutti: s' : 'S'}olo i primi ${euro(CAP)} dei ${euro(taxed)} di maggiorazioni pagano l'imposta sostitutiva del ${RATE}, cioè ${bold(euro(CAP * 0.15))}; gli altri ${euro(taxed - CAP)} vanno a IRPEF ordinaria, se il reddito di lavoro dipendente del 2025 non superava ${euro(INCOME_LIMIT)}: n${rule}.`
        : `${polar && (income === undefined || income <= INCOME_LIMIT) ? 'Sì, s' : 'S'}u ${euro(taxed)} di maggiorazioni l'imposta sostitutiva del ${RATE} è ${bold(euro(Math.round(taxed * 15) / 100))}, se il reddito di lavoro dipendente del 2025 non superava ${euro(INCOME_LIMIT)}: n${rule}.`;
  const answer =
    onSum !== undefined
      ? onSum
      : income === undefined
        ? `${open}${rule}.`
        : income <= INCOME_LIMIT
          ? `${open}${rule}. Con un reddito di circa ${euro(income)} rientri nel limite, se anche il reddito di lavoro dipendente del 2025 non superava ${euro(INCOME_LIMIT)}.`
          : overLimit(open, rule, told ?? income, /\baliquot\w*|\blimit\w*|\bsogli\w*/.test(text), polar);
  return compose({
    answer,
    steps: [
      `Aliquota: ${RATE}, sostitutiva di IRPEF e addizionali regionale e comunale; si applica in busta paga dal datore di lavoro, salvo rinuncia scritta del lavoratore.`,
      `Limite di reddito: reddito di lavoro dipendente del 2025 non superiore a ${euro(INCOME_LIMIT)} (se il datore di lavoro non è lo stesso del 2025, il lavoratore glielo attesta per iscritto).`,
      `Tetto: ${euro(CAP)} di maggiorazioni e indennità agevolate nel 2026 (al massimo ${euro(CAP * 0.15)} di imposta sostitutiva); oltre il tetto si applica l'IRPEF ordinaria.`,
      'Esclusi: dipendenti pubblici; i lavoratori del settore turistico-alberghiero e termale hanno una misura propria.',
    ],
    assumptions: [
      'Vale solo per il periodo d’imposta 2026 (art. 1, cc. 10-11 L. 199/2025).',
      "Può non convenire a chi ha un'IRPEF effettiva sotto il 15% (per esempio per le detrazioni): in quel caso si può rinunciare.",
    ],
    citations: SOURCES,
    related: ['Quali sono gli scaglioni IRPEF del 2026?', 'Quanto vale un’ora di lavoro notturno?'],
  });
}

/** An income past the limit: the rule first when the rate or the limit is what is asked, else the case first. */
function overLimit(open: string, rule: string, told: number, ruleAsked: boolean, polar: boolean): string {
  // "ha lo stesso sconto?": the yes/no asked is answered first.
  const over = told > INCOME_LIMIT ? `n reddito di ${euro(told)}` : `n reddito oltre ${euro(INCOME_LIMIT)}`;
  const income = polar && !ruleAsked ? `No: con u${over}` : `Con u${over}`;
  return ruleAsked
    ? `${open}${rule}. ${income}, se è quello di lavoro dipendente del 2025, il beneficio non spetta.`
    : `${income}, se è quello di lavoro dipendente del 2025, si supera il limite: n${rule}.`;
}
