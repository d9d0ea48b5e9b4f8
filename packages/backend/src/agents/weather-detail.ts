import type { EmploymentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { weatherAmount } from './weather-agreement.js';

/**
 * The part of a weather-stoppage question (CIGO, causale eventi meteo) that asks a threshold: from what heat the
 * stoppage counts ("da che temperatura si può chiedere la cigo?"), or how much rain ("quanta pioggia serve per gli
 * intonaci?"). The heat threshold is read from the law rule's own text in the knowledge base; INPS's rain
 * quantities by kind of work are not held, and the answer says so first instead of leaving the figure unsaid.
 * The employer's additional contribution on those hours ("devo pagare il contributo addizionale?") opens with
 * the exemption when the rule's text states it (weather events are objectively unavoidable).
 */

// "devo pagare il contributo addizionale sulle ore di pioggia?": the employer's extra contribution on the hours.
const ADDITIONAL_ASKED =
  /\bcontribut\w* (?:addizional\w*|aggiuntiv\w*|in piu)\b|\baddizional\w*\b[^?]{0,40}\bcig\w*/;

const HEAT_ASKED = /\b(?:caldo|calore|afa|temperatur\w*|gradi)\b/;
const RAIN_AMOUNT_ASKED =
  /\bquant\w* (?:pioggia|acqua)\b|\bmillimetr\w*|\b\d*\s?mm\b|\bsoglia\b[^?]{0,40}\b(?:pioggia|piovos\w*)|\b(?:pioggia|acqua)\b[^?]{0,30}\b(?:serve|servono|minim\w*|deve cadere|bisogna)\b/;

// "conta solo quella del termometro?", "vale solo la temperatura reale?": whether the measured heat alone counts.
const MEASURED_ONLY =
  /\bsolo\b[^?]{0,40}\b(?:termometr\w*|temperatura (?:real\w*|effettiv\w*|misurat\w*)|gradi)\b|\btermometr\w*\b[^?]{0,30}\bsolo\b/;
// The rule's text on the perceived heat below the threshold (INPS, messaggi 2999/2022 e 2729/2023).
const PERCEIVED_BELOW = /\bpari o inferiore a (\d+ ?°C)\b[^;:]*\bpercepita\b/;

/** The heat threshold as the rule's text states it ("temperature percepite oltre i 35 °C"), if held. */
function heatThreshold(rule: EmploymentRule): string | undefined {
  return /temperature percepite oltre i (\d+ ?°C)/.exec(rule.text)?.[1];
}

/** The answer's opening for a weather stoppage, led by the threshold asked when the question asks one. */
export function weatherOpening(
  message: string,
  rule: EmploymentRule,
  general: string,
  history: readonly string[] = [],
): string {
  const text = readable(message);
  // An hourly pay and hours stated: the amount first (weather-agreement.ts).
  const amount = weatherAmount(message, history);
  if (amount) return `${amount} ${general}`;
  if (ADDITIONAL_ASKED.test(text) && /contributo addizionale[^;]*non è dovuto/.test(rule.text))
    return `Per le ore di ${bold('CIGO per eventi meteo')} il ${bold('contributo addizionale non è dovuto')}: per legge gli eventi meteo sono eventi oggettivamente non evitabili (EONE), esonerati dal contributo addizionale che l’impresa paga per le altre causali. ${general}`;
  const heat = HEAT_ASKED.test(text) ? heatThreshold(rule) : undefined;
  // "conta solo quella del termometro?": no, the perceived heat counts too, below the threshold as well.
  const below = heat ? PERCEIVED_BELOW.exec(rule.text) : null;
  if (heat && below && MEASURED_ONLY.test(text)) {
    const degrees = heat.replace(/ ?°C$/, ' gradi');
    return `${bold('No, non conta solo il termometro')}: la ${bold('CIGO per eventi meteo')} per il caldo si può chiedere quando la temperatura supera i ${bold(degrees)}, e conta ${bold('anche la temperatura percepita')}: con una temperatura reale pari o inferiore a ${degrees} la domanda può essere accolta quando la percepita, più alta per esempio per l'umidità, li supera, o per lavorazioni al sole o con materiali che non sopportano il forte calore (${rule.reference}). L’impresa fa domanda all’INPS con una relazione tecnica sulla lavorazione sospesa e i bollettini meteo del periodo.`;
  }
  if (heat)
    return `Con il caldo la ${bold('CIGO per eventi meteo')} si può chiedere quando la temperatura, anche ${bold('percepita')}, supera i ${bold(heat.replace(/ ?°C$/, ' gradi'))}: per legge (${rule.reference}) le temperature percepite oltre i ${heat} sono tra le intemperie stagionali che danno diritto all’integrazione; l’impresa fa domanda all’INPS con una relazione tecnica sulla lavorazione sospesa e i bollettini meteo del periodo.`;
  if (RAIN_AMOUNT_ASKED.test(text))
    return `${bold('La quantità di pioggia')} che l’INPS richiede per ciascun tipo di lavorazione (scavi, costruzione, intonaci, pavimenti) ${bold('non è nella base di conoscenza')}: so che l’INPS valuta l’evento secondo la lavorazione in corso, ma non le soglie in millimetri; verificale nei criteri INPS (messaggio 1856/2017). ${general}`;
  return general;
}
