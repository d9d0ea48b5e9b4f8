import { euro, percent } from '../kb/format.js';
import { cents, isTaxYear, PayrollInputError, tfrSeparateTaxWorked } from '../payroll/index.js';
import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';
import { yearOf } from './pay-base.js';
import { workedParts } from './worked.js';

/**
 * How the TFR paid at the end of the job is taxed, asked as a rule with no figure to compute ("il tfr viene tassato
 * come lo stipendio?", "sulla liquidazione pago l'IRPEF normale?"): a separate taxation (artt. 17 e 19 TUIR), not
 * the month's rates. Before, it asked for a pay and a period as if the TFR were to be computed.
 */

const TFR = /\btfr\b|\btrattamento di fine rapporto\b|\bliquidazion[ei]\b|\bbuonuscita\b/;
const TAXED = /\btass\w*|\btasse\b|\birpef\b|\bimpost\w*|\baliquot\w*|\btrattenut\w*|\bfisco\b/;
// "quanto TFR netto mi resta con 18.000 lordi?" computes (tfr-net-gap.ts); "quanto mi spetta di TFR" is the amount.
const AMOUNT = /\bquant[oaie]?\b(?! (?:tasse|irpef|mi (?:tolgono|togli\w*|trattengono)))|\bcalcol\w*/;
const FIGURE = /\d{3,}|\d+(?:[.,]\d+)? ?(?:€|euro|k)\b/;

const TFR_TAX = {
  reference: 'D.P.R. 917/1986 (TUIR), artt. 17 e 19',
  sources: [
    {
      url: 'https://brocardi.it/testo-unico-imposte-redditi/titolo-i/capo-i/art19.html',
      label: 'Brocardi: art. 19 TUIR, indennità di fine rapporto (testo aggiornato al 9 ottobre 2024)',
      date: '2024-10-09',
      confidence: 'high' as const,
    },
    {
      url: 'https://www.repubblica.it/economia/diritti-e-consumi/fisco/domande-e-risposte/2023/05/10/news/tfr_e_prestazioni_occasionali_quali_voci_vanno_indicate_nel_730-399369945/',
      label: 'la Repubblica: il TFR ha la tassazione separata, non l’aliquota dell’ultimo stipendio',
      date: '2023-05-10',
      confidence: 'medium' as const,
    },
  ],
};

/** The TFR's taxation asked as a rule: separate taxation, not the month's rates. */
function tfrTaxRule(message: string): AgentAnswer | undefined {
  const text = readable(message);
  if (!TFR.test(text) || !TAXED.test(text) || AMOUNT.test(text) || FIGURE.test(text)) return undefined;
  if (/\brivalut|\bsostitutiv|\bfondo pension|\bprevidenza complementare/.test(text)) return undefined;
  const rule =
    'il TFR pagato alla fine del rapporto non si somma allo stipendio dell’anno: è tassato a parte (tassazione separata), con un’aliquota IRPEF calcolata sul TFR stesso diviso per gli anni di servizio e moltiplicato per 12; poi l’Agenzia delle Entrate riliquida l’imposta con l’aliquota media dei cinque anni precedenti e chiede la differenza o la rimborsa.';
  return compose({
    answer: `${bold('No')}: il TFR non è tassato come lo stipendio, ha una ${bold('tassazione separata')} (${TFR_TAX.reference}). L’IRPEF si calcola sul TFR rapportato agli anni di servizio, non sommandolo al reddito dell’ultimo anno, quindi l’aliquota non è quella più alta che avresti aggiungendolo allo stipendio.`,
    steps: [
      `La regola: ${rule}`,
      'Il datore di lavoro trattiene l’imposta quando paga il TFR con le competenze di fine rapporto; l’importo netto dipende dal TFR e dagli anni di servizio.',
    ],
    assumptions: [
      'Lavoratore dipendente del settore privato con il TFR lasciato in azienda; il TFR versato a un fondo pensione segue le regole del fondo.',
    ],
    citations: lawCitations(TFR_TAX, rule),
    related: ['Quanto TFR matura in un anno con una RAL di 30.000 €?', 'Se mi dimetto il TFR lo perdo?'],
  });
}

// "dopo esattamente 7 anni", "per sette anni", "7 anni e 4 mesi di servizio": the years the TFR was accrued in.
const SERVICE =
  /\b(?:dopo|da|per|con|in)\s+(?:esattamente |quasi |circa |ben )?(\d{1,2}|[a-z]+) anni(?: e (\d{1,2}) mesi)?\b|\b(\d{1,2}|[a-z]+) anni(?: e (\d{1,2}) mesi)? (?:di (?:servizio|anzianita|lavoro)|in azienda|che lavoro)\b/;
const count = (raw: string | undefined) =>
  raw === undefined ? undefined : /^\d+$/.test(raw) ? Number(raw) : wordsToNumber(raw);

/** The months of service the question tells, from the slots or the words around the years. */
function serviceMonths(text: string, req: TypedRequest): number | undefined {
  if (req.slots.monthsWorked !== undefined) return req.slots.monthsWorked;
  if (req.slots.seniorityYears !== undefined) return Math.round(req.slots.seniorityYears * 12);
  const m = SERVICE.exec(text);
  const years = count(m?.[1] ?? m?.[3]);
  if (!years) return undefined;
  return years * 12 + (count(m?.[2] ?? m?.[4]) ?? 0);
}

/** The sentences that ask (ending in "?"), else the last one. */
const askedSentences = (text: string) => {
  const sentences = text.split(/(?<=[.!?])\s+(?!\d)/);
  const asked = sentences.filter((s) => s.trim().endsWith('?'));
  return (asked.length ? asked : sentences.slice(-1)).join(' ');
};

// ("al netto dello 0,50%" takes the guarantee fund off a quota: not the TFR's tax.)
const TAX_ASKED =
  /\btass\w*|\birpef\b|\bimpost\w*|\baliquot\w*|\btratten\w*|\btrattien\w*|\btratterr\w*|\britenut\w*|(?<!\bal )\bnett[oa]\b/;
// A figure said as a pay ("con RAL 31.000", "la retribuzione utile per il TFR è di 9.800 €", "imponibile TFR …:
// 20.250 €"): the TFR would be computed from it, it is not the TFR to tax.
const PAY_LABEL =
  /\b(?:ral|retribu\w*|imponibil\w*|stipend\w*|paga|lordo annu\w*|guadagn\w*)\b[^.;?!]{0,40}$/;
const FIGURE_AT = /(?:\d{1,3}(?:\.\d{3})+|\d{4,6})(?:,\d{2})?/g;

/** "prima delle tasse", "al lordo delle imposte": the tax left out of what is asked. */
const BEFORE_TAX =
  /\b(?:prima dell[ea]?|al lordo dell[ea]?|senza (?:le |l')?) ?(?:tasse|imposte|trattenute|tassazione|irpef)\b/g;

/** Whether a figure of the text is said as a pay rather than as the TFR itself. */
const figureIsPay = (text: string) =>
  [...text.matchAll(FIGURE_AT)].some((m) => PAY_LABEL.test(text.slice(0, m.index)));

/**
 * "mi liquidano il TFR: 14.000 euro dopo 7 anni. Come viene tassato e quanto mi tratterranno?": the TFR's separate
 * taxation computed (payroll/tfr-tax.ts), when the question gives the TFR (one figure) and the years of service.
 */
function tfrTaxComputed(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // ("quanto tfr matura … prima delle tasse?": the gross quota asked, the tax only named to leave it out.)
  const asked = askedSentences(text).replace(BEFORE_TAX, ' ');
  if (!TFR.test(text) || !TAX_ASKED.test(asked) || /\brivalut|\bsostitutiv|\bfondo pension/.test(asked))
    return undefined;
  const figures = [...new Set(req.slots.amounts.map((a) => a.value))];
  const months = serviceMonths(text, req);
  const year = yearOf(ctx, req);
  if (figures.length !== 1 || !months || !isTaxYear(year) || figureIsPay(text)) return undefined;
  const tfr = figures[0] as number;
  let worked: ReturnType<typeof tfrSeparateTaxWorked>;
  try {
    worked = tfrSeparateTaxWorked({ tfr, months, year });
  } catch (error) {
    if (error instanceof PayrollInputError) return undefined;
    throw error;
  }
  const { tax, net, averageRatePct } = worked.result;
  const parts = workedParts(worked);
  return compose({
    answer: `Il TFR non si tassa come lo stipendio: ha una ${bold('tassazione separata')} (${TFR_TAX.reference}). Su ${euro(tfr)} di TFR il datore di lavoro trattiene un’imposta provvisoria di ${bold(euro(cents(tax)))} (aliquota media ${percent(averageRatePct)}), e il TFR netto è ${euro(cents(net))}.`,
    steps: [
      ...parts.steps,
      '',
      'La regola: l’aliquota si ricava dal reddito di riferimento (il TFR × 12 diviso per gli anni di servizio) con gli scaglioni IRPEF, e si applica a tutto il TFR; non si somma allo stipendio dell’anno.',
    ],
    assumptions: parts.assumptions,
    citations: parts.citations,
    related: ['Quanto TFR matura in un anno con una RAL di 30.000 €?', 'Se mi dimetto il TFR lo perdo?'],
  });
}

/** The TFR's taxation: computed when the TFR and the years are told, else the rule. */
export function tfrTaxAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  return tfrTaxComputed(ctx, req) ?? tfrTaxRule(ctx.message);
}
