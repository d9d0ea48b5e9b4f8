import { readable } from '../reader/text.js';

/**
 * The pay given is the whole period's ("la retribuzione utile del periodo è 16.400 € in tutto", "sommando le
 * buste paga"), not a yearly pay to prorate: the TFR base is that amount itself (÷ 13,5, less 0,50%). A yearly
 * or monthly word about the pay ("RAL", "annua", "al mese") keeps the proration.
 */
export function periodTotalPay(message: string): boolean {
  const text = readable(message);
  if (/\bral\b|\bannu[ao]\b|\ball'anno\b|\bl'anno\b|\bal mese\b|\bmensil\w*|\blordo annuo\b/.test(text))
    return false;
  return /\bdel periodo\b|\bin tutto\b|\bin totale\b|\bcomplessiv\w*|\bsommando\b|\bsomma (?:di|delle) (?:tutte )?(?:le )?buste\b|\btutte le buste\b|\bnell'intero rapporto\b/.test(
    text,
  );
}
