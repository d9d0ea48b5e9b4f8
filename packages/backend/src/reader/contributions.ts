import { inailInStatedRate, statedEmployerRate } from './stated-rate.js';

/**
 * A payroll contribution the question names on its own ("la voce FIS", "contributo CIGS", "premio INAIL",
 * "quanto versa l'azienda al fondo pensione"): what it asks is that item — its rate, who pays which share and
 * its amount on the pay given — not a gross-to-net payslip. Read on the folded text; rows are data.
 */

export const CONTRIBUTION_KINDS = [
  'fis',
  'cigo',
  'cigs',
  'ivs',
  'inail',
  'pension_fund',
  'cuaf',
  'sickness_maternity',
  'naspi_ordinary',
] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];

const NAMED: readonly [ContributionKind, RegExp][] = [
  [
    'fis',
    /\bfis\b|fondo (?:di )?integrazione salariale|fondo (?:di solidarieta )?(?:bilaterale )?(?:per le |delle )?(?:attivita )?professional|fondo professioni/,
  ],
  // "niente CIGS", "con CIGS" describes the firm, as the CUAF row below.
  ['cigs', /(?<!\b(?:con|senza|niente|no) (?:la )?)\bcigs\b|cassa integrazione (?:guadagni )?straordinari/],
  ['cigo', /\bcigo\b|cassa integrazione (?:guadagni )?ordinari/],
  ['ivs', /\bivs\b|invalidita,? vecchiaia e superstiti/],
  [
    'inail',
    /\b(?:premio|premi|tasso|tariffa|contribut\w*|aliquot\w*|autoliquidazione) (?:\w+ )?inail\b|\binail\b[^?]*\b(?:premio|tasso|quanto (?:si )?pag|quanto cost|a carico)|\binail\b[^?.;\d]{0,20}\bquanto (?:mi|ci|gli|le) (?:costa|viene|pago)\b/,
  ],
  [
    'pension_fund',
    /(?:contribut\w*|quota|versament\w*|quanto (?:versa|mette|paga))[^?]*\b(?:fondo pension\w*|previdenza complementare|fon\.? ?te\b|cometa\b)|(?:fondo pension\w*|previdenza complementare|fon\.? ?te\b|cometa\b)[^?]*\b(?:contribut\w* (?:del datore|dell'azienda|aziendal\w*|datorial\w*|a carico)|quanto (?:versa|mette|paga) (?:l'azienda|il datore))/,
  ],
  // "con CUAF", "senza la quota CUAF" names which domestic INPS table applies (relatives living together pay
  // none): it describes the case, it is not the item asked.
  [
    'cuaf',
    /(?<!\b(?:con|senza) (?:la |il )?(?:quota |contributo )?)\bcuaf\b|assegni (?:per il )?nucleo familiare|contribut\w* (?:per gli )?assegni familiari/,
  ],
  ['sickness_maternity', /contribut\w* (?:di |per (?:la )?)?(?:malattia|maternita)/],
  ['naspi_ordinary', /contribut\w* (?:naspi|disoccupazione) ordinari|naspi ordinari/],
];

/** The question asks about the item itself: its rate, its split, what it costs or what is withheld. */
const ASKS_ITEM =
  /quant|per ?mille|\bsu (?:una |un |uno )?(?:retribuzion|stipendi|imponibil|ral\b|lord)|\bquot[ae]\b|\bimport|aliquot|percentual|a carico|chi (?:lo |la )?pag|trattene|trattien|paga l'aziend|paga il datore|versa|cost|come si calcol|\bsplit\b|ripart|suddivi|divid|divis/;

/** The INAIL rate per thousand a question gives ("tasso 12 per mille", "9‰"). */
export function inailRatePerMille(text: string): number | undefined {
  const raw = /(\d+(?:[.,]\d+)?)\s*(?:per ?mille|‰|x ?mille|per mill)/.exec(text)?.[1];
  return raw === undefined ? undefined : Number(raw.replace(',', '.'));
}

/**
 * An INAIL rate stated for a cost ("INAIL compresa al 10%", "con INAIL al 1%", "INAIL 8 per mille"), in per
 * mille of the pay; undefined when none is stated or INAIL is left out.
 */
export function statedInailPerMille(text: string): number | undefined {
  // ("contributi ditta e INAIL al 30% complessivo": INAIL is inside the employer's rate, stated-rate.ts.)
  if (INAIL_LEFT_OUT.test(text) || inailInStatedRate(text)) return undefined;
  const found =
    /\binail\b[^.?;\d]{0,25}?(\d+(?:[.,]\d+)?)\s*(%|per ?cento|per ?mille|‰|x ?mille)/.exec(text) ??
    /(\d+(?:[.,]\d+)?)\s*(%|per ?cento|per ?mille|‰|x ?mille)\s*(?:di |per |d')?(?:premio )?inail\b/.exec(
      text,
    );
  if (!found?.[1]) return undefined;
  const value = Number(found[1].replace(',', '.'));
  const perMille = /%|cento/.test(found[2] ?? '') ? value * 10 : value;
  return perMille > 0 && perMille <= 300 ? perMille : undefined;
}

/** INAIL left out of a cost ("senza INAIL", "INAIL escluso", "lasciamo fuori l'INAIL"): not the item asked. */
const INAIL_LEFT_OUT =
  /\b(?:senza|escluso|esclusa|escludendo|escludi|tranne|eccetto|fuori|no) (?:l'|il |i |premio |premi |contributi? )?inail\b|\binail (?:esclus\w*|a parte|fuori)\b/;

/** "nessun fondo pensione", "senza previdenza complementare": the fund is ruled out of the case, not asked. */
const FUND_LEFT_OUT =
  /\b(?:nessun|senza|niente|non (?:ha|c'e|aderisce a(?:d|l)?|iscritt\w* a(?:d|l)?)(?: (?:un|alcun))?|no) (?:il |un |alcun |al )?(?:fondo pension\w*|previdenza complementare|fondo negozial\w*)/;

const TFR_TAX =
  /\bimposta sostitutiva\b[^?]*\b(?:tfr|rivalutazion\w*)|\b(?:tfr|rivalutazion\w*)\b[^?]*\bimposta sostitutiva\b/;

/**
 * "l'aliquota complessiva a carico azienda (IVS, CUAF, malattia, CIGO/CIGS ecc.)": items listed to say what the
 * total holds; the employer's total rate is asked, not one of them.
 */
export function listedTotalAsked(text: string): boolean {
  return (
    /\bcompless\w*|\btotal\w*|\bin tutto\b/.test(text) &&
    NAMED.filter(([, pattern]) => pattern.test(text)).length >= 2
  );
}

/**
 * "impresa soggetta a CIGO/CIGS", "rientra nella CIGS", "con CIGO e CIGS": the wage-guarantee funds the firm
 * falls under describe the case; the item asked is what the rest of the question names.
 */
const FIRM_UNDER =
  /\b(?:soggett\w*|tenut\w*|obbligat\w*|iscritt\w*|rientra\w*|coperta|copert\w*) (?:a(?:l|lla)?|nell?a?) (?:la |il )?(?:cigo|cigs|cassa integrazione(?: guadagni)?(?: ordinaria| straordinaria)?)(?:\s*(?:\/|e|ed|o|,)\s*(?:la |alla )?(?:cigo|cigs|straordinaria|ordinaria))*/g;

/** The employer's whole rate asked item by item ("con il dettaglio delle voci", "voce per voce"). */
export const ITEMS_OF_TOTAL =
  /\bdettaglio (?:delle |di tutte le |per )?voc[ei]\b|\bvoce per voce\b|\btutte le voci\b/;

/** The question without the funds that only describe the firm. */
export function withoutFirmFunds(text: string): string {
  return text.replace(FIRM_UNDER, ' ');
}

/** The contribution a question names and asks about, if any. */
export function namedContribution(text: string): ContributionKind | undefined {
  // A cost on the employer's rate the user states ("contributi ditta al 30%, sopra i 15, con CIGS") names the
  // contribution to describe the case: the cost is what is asked.
  if (!ASKS_ITEM.test(text) || statedEmployerRate(text) !== undefined) return undefined;
  if (listedTotalAsked(text) || ITEMS_OF_TOTAL.test(text)) return undefined;
  text = withoutFirmFunds(text);
  // An accident at work asks the INAIL benefit, not the premium.
  return NAMED.find(
    ([kind, pattern]) =>
      pattern.test(text) &&
      !(kind === 'inail' && (/infortun|malatti/.test(text) || INAIL_LEFT_OUT.test(text))) &&
      // The TFR's revaluation tax asked ("acconto dell'imposta sostitutiva … poi andrà in un fondo pensione"):
      // the fund is the story, the TFR's tax the item.
      !(kind === 'pension_fund' && (TFR_TAX.test(text) || FUND_LEFT_OUT.test(text))),
  )?.[0];
}
