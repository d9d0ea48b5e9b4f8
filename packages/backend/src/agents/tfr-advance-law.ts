import { employmentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * An advance on the TFR asked as a right ("è lì da 6 anni e vorrebbe un anticipo del TFR per comprare casa: può
 * chiederlo? quanto al massimo?"): the law's rule (art. 2120 c.c., from `data/law/employment-rules.json`), with
 * the verdict on the years of service told. Before, the asking sentence alone ("Può chiederlo?") named no advance,
 * and the TFR was read as an amount to compute, asking for a pay the answer does not need.
 */
export const ADVANCE =
  /\b(?:anticip\w*|acconto)\b[^?.]{0,30}\b(?:tfr|liquidazione|trattamento di fine rapporto)\b|\b(?:tfr|liquidazione)\b[^?.]{0,20}\b(?:in anticipo|anticipat\w*)\b/;
// Whether it may be asked, or how much at most: a right, not an amount on a pay ("quanto TFR matura?").
const ASKS_RIGHT =
  /\bpuo\b|\bposs\w*|\bchieder\w*|\bdiritto\b|\bspett\w*|\bquanto (?:al )?massimo\b|\bmassimo\b|\bquanto (?:puo|posso|si puo)\b|\bquale percentuale\b|\bcondizion\w*|\brequisit\w*|\bobblig\w*|\bha ragione\b|\brifiut\w*/;
/** A domestic worker (CCNL lavoro domestico, art. 41: once a year, no years of service needed). */
export const DOMESTIC = /\bcolf\b|\bbadant\w*|\bdomestic\w*|\bbaby ?sitter\b|\bassistent\w* familiar\w*/;
// "con 20 dipendenti non è obbligato": the yearly limits (10% of those entitled, 4% of the staff) on that staff.
const STAFF = /\b(\d{1,4}) (?:dipendenti|addetti|lavoratori)\b|\bsiamo (?:in )?(\d{1,4})\b/;
// A fund stated with an advance paid out of it is the revaluation's (tfr-advance-fund.ts).
const FUND_STATED = /\d[\d.,]*\s*(?:€|euro)/;
const YEARS_TOLD =
  /\b(?:da|per|dopo) (\d{1,2}) anni\b|\b(\d{1,2}) anni di (?:servizio|anzianita|lavoro)\b|\b(?:lavora|e li|e in azienda|in forza)\b[^?.]{0,20}\bda (\d{1,2}) anni\b/;

function yearsOfService(text: string, told?: number): number | undefined {
  if (told !== undefined) return told;
  const m = YEARS_TOLD.exec(text);
  const value = m?.[1] ?? m?.[2] ?? m?.[3];
  return value === undefined ? undefined : Number(value);
}

/** The law's answer on a TFR advance, or undefined when the question asks no such right. */
/** `withYearsOnly`: undefined unless the years of service are told (law-asks.ts answers the rule alone). */
export function tfrAdvanceAnswer(
  message: string,
  seniorityYears?: number,
  withYearsOnly = false,
): AgentAnswer | undefined {
  const text = readable(message);
  if (!ADVANCE.test(text) || !ASKS_RIGHT.test(text) || FUND_STATED.test(text)) return undefined;
  const rule = employmentRule('tfr_advance');
  const needed = rule.values?.years ?? 8;
  const share = rule.values?.share ?? 70;
  const years = yearsOfService(text, seniorityYears);
  if (withYearsOnly && years === undefined && !DOMESTIC.test(text) && !STAFF.test(text)) return undefined;
  const limits = `servono almeno ${bold(`${needed} anni`)} di servizio presso lo stesso datore di lavoro e si può avere, una sola volta, ${bold(`fino al ${share}%`)} del TFR maturato alla data della richiesta`;
  const verdict =
    years === undefined
      ? `Per legge (${rule.reference}) ${limits}, per spese sanitarie straordinarie o per l’acquisto della prima casa per sé o per i figli.`
      : years < needed
        ? `${bold('Non ancora')}: con ${years} anni di servizio non ne ha diritto, perché per legge (${rule.reference}) ${limits}; potrà chiederlo dopo ${needed - years} ${needed - years === 1 ? 'anno' : 'anni'}, salvo condizioni di miglior favore del contratto collettivo o di un accordo con il datore di lavoro.`
        : `${bold('Sì')}: con ${years} anni di servizio ha il requisito, perché per legge (${rule.reference}) ${limits}, per spese sanitarie straordinarie o per l’acquisto della prima casa per sé o per i figli.`;
  const staffSaid = STAFF.exec(text);
  const staff = staffSaid ? Number(staffSaid[1] ?? staffSaid[2]) : undefined;
  const quota = staff === undefined ? undefined : (staff * 4) / 100;
  const limits4 =
    staff === undefined || quota === undefined
      ? ''
      : ` Ogni anno però il datore di lavoro deve accogliere le richieste solo entro il ${bold('10%')} degli aventi diritto e comunque il ${bold('4%')} del totale dei dipendenti: con ${staff} dipendenti il 4% è ${quota.toLocaleString('it-IT', { maximumFractionDigits: 2 })}, ${quota < 1 ? 'meno di una richiesta l’anno, quindi il datore non è obbligato a concederlo (può farlo, e il contratto collettivo o un accordo possono prevederlo)' : `cioè ${Math.floor(quota)} ${Math.floor(quota) === 1 ? 'richiesta' : 'richieste'} l’anno`}.`;
  const domestic = DOMESTIC.test(text) ? employmentRule('tfr_advance_domestic') : undefined;
  const domesticLead = domestic
    ? `Nel ${bold('lavoro domestico')} vale il contratto collettivo (${domestic.reference}), più favorevole della legge: il datore di lavoro anticipa il TFR a richiesta del lavoratore, ${bold('non più di una volta all’anno')}, ${bold(`fino al ${domestic.values?.share ?? 70}%`)} di quanto maturato, senza gli 8 anni di servizio né un motivo. Per gli altri dipendenti: `
    : '';
  return compose({
    answer: `${domesticLead}${domestic ? verdict.replace(/^Per legge/, 'per legge') : verdict}${limits4}`,
    steps: [
      ...(domestic ? [`Lavoro domestico (${domestic.reference}): ${domestic.text}.`] : []),
      `La regola (${rule.reference}): ${rule.text}.`,
    ],
    assumptions: [
      'Lavoratore dipendente del settore privato con il TFR in azienda; se il TFR va a un fondo pensione, le anticipazioni seguono le regole del fondo.',
    ],
    citations: [...(domestic ? ruleCitations(domestic) : []), ...ruleCitations(rule)],
    related: ['Quanto TFR matura in un anno con una RAL di 30.000 €?', 'Come si rivaluta il TFR?'],
  });
}
