import { bold } from './compose.js';

/**
 * "La badante vive con la nonna: quanti giorni liberi le spettano a settimana?": the live-in worker's weekly rest
 * is its own rule in the domestic agreement (36 hours: 24 on Sunday and 12 on another agreed day, when she works
 * no more than half her daily hours). When the question is about a live-in worker's rest and the working-time line
 * states that rule, the rule opens the answer, said with its hours; the line follows unchanged.
 */
const LIVE_IN =
  /\bconviv\w*|\bvive (?:con|da|in casa|a casa)|\bvivono (?:con|da|in casa)|\bdorm[oe] (?:da|in casa|a casa)|\bfissa\b/;
const REST_ASKED =
  /\briposo\b|\briposi\b|\b(?:giorn[oi]|giornat[ae]|or[ae]|mezza giornata) liber[oiae]\b|\bliber[oa] (?:la|il)\b/;
const LIVE_IN_RULE =
  /per i conviventi (\d+) ore \((\d+) ore (?:la|di) domenica e (?:le )?altre (\d+) in un altro giorno (?:concordato|della settimana)(?:, in cui si lavora non più di metà dell'orario giornaliero)?\)/i;

// "quante ore al giorno e a settimana la posso far lavorare al massimo?": the maximum hours asked beside the rest.
const HOURS_ASKED =
  /\bquante ore\b|\borario massimo\b|\b(?:massim[oa]|max)\b[^?]{0,30}\bore\b|\bore\b[^?]{0,50}\b(?:al massimo|massim[oe]|max)\b/;
// "conviventi 54 ore settimanali (10 ore giornaliere non consecutive)", bold marks aside.
const LIVE_IN_HOURS = /conviventi (\d+) ore settimanali\s*\((\d+) ore giornaliere( non consecutive)?\)/i;

/**
 * The live-in maximum hours, when asked beside the rest and a line states them: "l'orario massimo è di 10 ore
 * giornaliere non consecutive e 54 ore settimanali; ".
 */
function liveInHours(said: readonly string[], asked: string): string | undefined {
  if (!HOURS_ASKED.test(asked)) return undefined;
  const hours = said.map((line) => LIVE_IN_HOURS.exec(line.replace(/\*\*/g, ''))).find(Boolean);
  if (!hours) return undefined;
  return `l'orario massimo è di ${bold(`${hours[2]} ore giornaliere${hours[3] ?? ''}`)} e ${bold(`${hours[1]} ore settimanali`)}; `;
}

/** The opening line stating a live-in worker's weekly rest, when asked and the line states it. */
export function liveInRestOpening(said: readonly string[], asked: string): string | undefined {
  if (!LIVE_IN.test(asked) || !REST_ASKED.test(asked)) return undefined;
  const rule = said.map((line) => LIVE_IN_RULE.exec(line)).find(Boolean);
  if (!rule) return undefined;
  const [, total, sunday, other] = rule;
  const half = /metà dell'orario giornaliero/.test(rule[0])
    ? ' (quel giorno lavora non più di metà dell’orario giornaliero: in pratica mezza giornata libera)'
    : '';
  const hours = liveInHours(said, asked) ?? '';
  return `Per chi vive in casa (convivente) ${hours}il riposo settimanale è di ${bold(`${total} ore`)}: ${sunday} ore di domenica e altre ${bold(`${other} ore`)} in un altro giorno concordato${half}.`;
}
