import { bold } from './compose.js';

/**
 * "L'INPS paga una parte, ma l'azienda quanto deve integrare in percentuale?": the employer's sick-pay top-up is
 * asked, not the job kept. The lead is the agreement's top-up sentence in the band of the years told ("intera
 * retribuzione globale per i primi 153 giorni da 3 a 6 anni, poi l'80%"), with the whole pay said as the 100% it
 * is. Undefined when the top-up is not asked, the job kept is, or the statement has no top-up sentence.
 */
// ("per quanto tempo mi pagano lo stipendio pieno?", "quanti giorni ha l'intera retribuzione?": the same top-up's days.)
const TOP_UP_ASKED =
  /\bintegr(?:a|are|ano|azione|ativ\w*)\b|\b(?:stipendio|retribuzione|paga) (?:pien[oa]|inter[oa])\b|\b(?:intera|piena) (?:retribuzione|paga)\b/;
const KEPT_ASKED = /\bcomport[oi]\b|\bposto\b/;
const TOP_UP_SENTENCE = /\b(?:l'azienda|il datore(?: di lavoro)?)\b[^.;]{0,40}\bintegr\w*/i;

export function topUpLead(
  statement: string,
  question: string,
  reduce: (sentence: string) => string,
  service: string,
): string | undefined {
  if (!TOP_UP_ASKED.test(question) || KEPT_ASKED.test(question)) return undefined;
  // The sickness part only: the injury's own top-up follows "Infortunio:" and is another rule.
  const sickness = statement.split(/\bInfortunio:/)[0] ?? '';
  // (An injury's INAIL top-up set before the sickness's, "dal 5° giorno l'INAIL paga…", is the injury's too.)
  const sentence = sickness
    .split(/(?<=\.)\s+|;\s+/)
    .find((s) => TOP_UP_SENTENCE.test(s) && !/\binail\b/i.test(s));
  if (!sentence) return undefined;
  const held = reduce(sentence.trim()).replace(/\.$/, '');
  const said = held.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
  // "122 giorni al 100%": the share the agreement states, bold where it stands; "intera retribuzione": said as 100%.
  if (/\b100 ?%/.test(said)) return `con ${service} di anzianità ${said.replace(/\b100 ?%/, (m) => bold(m))}`;
  return /\bintera retribuzione\b/.test(said)
    ? `con ${service} di anzianità l'azienda integra l'indennità INPS fino al ${bold('100%')} della retribuzione: ${said.replace(/^l'azienda integra fino al normale trattamento economico complessivo netto:\s*/, '')}`
    : `con ${service} di anzianità ${said}`;
}
