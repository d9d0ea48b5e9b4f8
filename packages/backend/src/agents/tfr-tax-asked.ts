import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { lawCitations } from './law-facts.js';

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
export function tfrTaxRule(message: string): AgentAnswer | undefined {
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
