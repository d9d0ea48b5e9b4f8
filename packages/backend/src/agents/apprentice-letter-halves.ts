import { employmentRule } from '../kb/employment-rules.js';
import { addDays, italianDate } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { apprenticeWithdrawalLetter } from './apprentice-withdrawal-letter.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentText, firstDay, startDate } from './document-request.js';
import { related } from './figure-answers.js';
import { ruleCitations } from './law-beside-agreements.js';

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
  // (A withdrawal letter that starts the notice before the end: apprentice-withdrawal-letter.ts.)
  return levelChangeDate(ctx) ?? apprenticeEndDay(ctx) ?? apprenticeWithdrawalLetter(ctx);
}

function levelChangeDate(ctx: AgentContext) {
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

// "fino a quando dura il suo apprendistato?", "quando finisce l'apprendistato?", "data di fine apprendistato?",
// "l'apprendistato scade quando?": the last day of the letter's apprenticeship.
const END_ASKED =
  /\bfino a quando\b|\bfino a che (?:data|giorno)\b|\bquando (?:\w+ ){0,3}?(?:finisc\w*|fini(?:ra|sce)|termin\w*|scad\w*|conclud\w*|si chiude)\b|\b(?:finisc\w*|termin\w*|scad\w*|si conclud\w*)\b[^?]{0,30}\bquando\b|\b(?:data|giorno) (?:di |della |del )?(?:fine|scadenza|termine|conclusione)\b|\b(?:ultimo giorno|scadenza|fine|termine) (?:del(?:l'| )?)?(?:periodo (?:di )?)?apprendistato\b/;

/**
 * An apprenticeship hiring letter and its end asked ("fino a quando dura il suo apprendistato, che data?"): the day
 * before its start plus the length it states (1 September 2025 + 36 months ends on 31 August 2028), then the law's
 * rule at the end of the period (either side may withdraw with notice, otherwise it goes on open-ended).
 */
function apprenticeEndDay(ctx: AgentContext) {
  const question = readable(ctx.message);
  if (!ctx.documents.length || !END_ASKED.test(question) || !/\bapprendist|\bdura\b/.test(question))
    return undefined;
  const text = documentText(ctx);
  if (!/apprendistato/i.test(text)) return undefined;
  const months = Number(LENGTH.exec(text)?.[1]);
  const start = firstDay(text) ?? startDate(text);
  if (!start || !(months >= 1)) return undefined;
  const last = addDays(addMonths(start, months), -1);
  const fileName = ctx.documents[0]?.fileName ?? 'documento';
  const rule = employmentRule('apprenticeship_end');
  return compose({
    answer: `Dal documento «${fileName}»: assunzione dal ${italianDate(start)} e apprendistato di ${months} mesi: il periodo di apprendistato termina il ${bold(italianDate(last))} (${last.split('-').reverse().join('/')}).`,
    steps: [
      `${italianDate(start)} + ${months} mesi = ${italianDate(addMonths(start, months))}; l'ultimo giorno è quello prima.`,
      `Alla scadenza (${rule.reference}) datore di lavoro e apprendista possono recedere con preavviso (art. 2118 c.c.); se nessuno recede, il rapporto prosegue a tempo indeterminato.`,
    ],
    assumptions: [
      'Durata e data di assunzione lette nella lettera; periodi di sospensione lunghi (malattia, infortunio, maternità) possono prolungare l’apprendistato se il contratto collettivo lo prevede.',
    ],
    citations: ruleCitations(rule),
    related: related(ctx.message),
  });
}
