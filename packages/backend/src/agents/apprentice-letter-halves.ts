import { italianDate } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentText, firstDay, startDate } from './document-request.js';
import { related } from './figure-answers.js';

// "Durata del periodo di apprendistato: 36 mesi", "apprendistato della durata di 24 mesi".
const LENGTH = /\bdurata\b[^\n\d]{0,40}?(\d{1,2})\s*mesi\b/i;
// "Qualifica da conseguire: addetta alle vendite - 4° livello", "livello finale: 3°".
const FINAL =
  /\b(?:qualifica da conseguire|livello finale|livello di arrivo|qualifica finale)\b[^\n]{0,60}?\b(\d)\s*[°º]/i;
// "da quale data va inquadrata al 5° livello?", "quando passa di livello?".
const WHEN_ASKED =
  /\b(?:da (?:quale|che) (?:data|giorno|mese)|quando|da quando|a partire da quando)\b[^?]*\b(?:livell\w*|passagg\w*|inquadr\w*|passa)\b|\bpassaggi? di livello\b/;

/** The day `months` months after the ISO day `start`. */
function addMonths(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const total = (m - 1 + months) % 12;
  const year = y + Math.floor((m - 1 + months) / 12);
  // (31 August + 6 months is the last day of February.)
  const day = Math.min(d, new Date(Date.UTC(year, total + 1, 0)).getUTCDate());
  return `${year}-${String(total + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * An apprenticeship hiring letter of an agreement that pays the apprentice as a lower level by halves (Commercio
 * art. 53: two levels below the final one in the first half, one below in the second), and the day of the level
 * change asked: the letter's start plus half its length, with the levels before and after.
 */
export function apprenticeHalfDate(ctx: AgentContext) {
  const question = readable(ctx.message);
  if (!ctx.documents.length || !WHEN_ASKED.test(question)) return undefined;
  const text = documentText(ctx);
  if (!/apprendistato/i.test(text)) return undefined;
  const ccnl = statedAgreement(ctx.kb, text);
  const halves = ccnl?.apprenticeship.level_halves;
  const months = Number(LENGTH.exec(text)?.[1]);
  const final = FINAL.exec(text)?.[1];
  const start = firstDay(text) ?? startDate(text);
  if (!ccnl || !halves || !start || !final || !(months >= 2) || months % 2) return undefined;
  const at = halves.ladder.indexOf(final);
  const first = halves.ladder[at + halves.first_half_below];
  const second = halves.ladder[at + halves.second_half_below];
  if (at < 0 || !first || !second) return undefined;
  const half = addMonths(start, months / 2);
  const end = addMonths(start, months);
  const fileName = ctx.documents[0]?.fileName ?? 'documento';
  return compose({
    answer: `Dal documento «${fileName}»: assunzione dal ${italianDate(start)}, apprendistato di ${months} mesi con livello finale ${final}°: la seconda metà inizia il ${bold(italianDate(half))}: da quel giorno inquadramento e retribuzione passano al ${bold(`${second}° livello`)}; fino ad allora resta il ${first}° livello, e al termine (${italianDate(end)}) il ${final}°.`,
    steps: [`Regola del ${ccnl.short_name}: ${halves.rule}; metà di ${months} mesi = ${months / 2} mesi.`],
    citations: citeSources(ccnl, halves.rule, null, halves.sources, 1),
    related: related(ctx.message),
  });
}
