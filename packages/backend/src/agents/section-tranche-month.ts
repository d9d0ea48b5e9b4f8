import { euro, italianDate, MONTHS } from '../kb/format.js';
import { levelSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';
import { levelName } from './shared/levels.js';

/**
 * A worker of a section whose tranches start later than the agreement's ("nella ristorazione collettiva le tranche
 * intermedie decorrono dal 1° settembre 2025 e dal 1° settembre 2026 invece che da giugno", FIPE), and the rise
 * of a month asked for that section ("mia moglie lavora in una mensa aziendale, stesso contratto: a giugno non le
 * è cambiato niente, è normale?"): the section's own start of that tranche, with the level's amount. Before, the
 * amount carried from the turn before was read as a gross pay and a net was computed. The section and its dates
 * are read from the agreement's validity text, never written here.
 */

// The section's workplaces: a company, school or hospital canteen, contract catering.
const SECTION_WORDS: Record<string, RegExp> = {
  'ristorazione collettiva':
    /\bristorazione collettiva\b|\bmens[ae] (?:aziendal\w*|scolastic\w*|ospedalier\w*|interaziendal\w*|dell'?(?:azienda|ospedale|universita|fabbrica|scuola))|\b(?:nella|in una|alla|della) mensa\b|\bcatering\b/,
};
// A rise or a change asked: "non è cambiato niente", "l'aumento", "è salita", "normale?".
const RISE_ASKED =
  /\baument\w*|\bcambiat\w*|\bcambi\w* (?:niente|nulla|qualcosa)\b|\bsalit\w*|\btranche\b|\barretrat\w*|\bnon (?:\w+ ){0,3}(?:arrivat|vist|pres)\w*/;

/** The section's tranche dates the validity text gives ("… decorrono dal 1° settembre 2025 e dal 1° settembre 2026"). */
function sectionDates(ccnl: Ccnl, section: string): string[] {
  const sentence = readable(ccnl.validity.text ?? '')
    .split(/(?<=[.;])\s+/)
    .find((s) => s.includes(section));
  if (!sentence) return [];
  const dates = [...sentence.matchAll(/\b(\d{1,2})°? (\w+) (\d{4})\b/g)].flatMap((m) => {
    const month = MONTHS.indexOf(m[2] ?? '');
    return month < 0
      ? []
      : [`${m[3]}-${String(month + 1).padStart(2, '0')}-${String(m[1]).padStart(2, '0')}`];
  });
  return dates;
}

export function sectionTrancheMonth(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const asking = (text.match(/[^.?!]*\?/g) ?? []).join(' ');
  if (!asking || !RISE_ASKED.test(text)) return undefined;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl) return undefined;
  // The agreement's own name ("Pubblici esercizi, ristorazione collettiva e commerciale") names no section.
  const told = text
    .replace(readable(ccnl.official_name), ' ')
    .replace(/\bpubblici esercizi,? (?:e )?ristorazione collettiva\b/g, ' ');
  const section = Object.keys(SECTION_WORDS).find((s) => SECTION_WORDS[s]?.test(told));
  const dates = section ? sectionDates(ccnl, section) : [];
  const level = req.slots.level;
  if (!section || !dates.length || !level) return undefined;
  // The tranche of the month asked (or the latest one up to today), and the section's date in its year.
  const steps = levelSteps(ccnl, level);
  const month = req.slots.date?.slice(0, 7);
  const step = month
    ? steps.find((s) => s.from.slice(0, 7) === month)
    : steps.filter((s) => s.from <= ctx.today).at(-1);
  const own = step && dates.find((d) => d.slice(0, 4) === step.from.slice(0, 4));
  if (!step || !own || own === step.from) return undefined;
  const name = levelName(ccnl, level);
  const verdict = /\bnormal\w*|\bgiust\w*|\bregolar\w*|\bcorrett\w*|\bpossibil\w*/.test(asking)
    ? `${bold('Sì, è normale')}: `
    : '';
  const started = own <= ctx.today;
  return compose({
    answer: `${verdict}nella ${section} la tranche del ${ccnl.short_name} del ${italianDate(step.from)} decorre dal ${bold(italianDate(own))}, non da ${MONTHS[Number(step.from.slice(5, 7)) - 1]}: per il ${name} sono ${bold(euro(step.amount))} in più al mese ${started ? `dal ${italianDate(own)}, quindi in busta devono esserci da quel mese` : `dal ${italianDate(own)}`}.`,
    steps: [],
    assumptions: [
      `Azienda della ${section} che applica il ${ccnl.short_name}, ${name}; aumento del livello come nella tabella generale del contratto (le tabelle dei minimi della ${section} non sono nella base di conoscenza).`,
    ],
    citations: citeSources(ccnl, ccnl.validity.text ?? '', null, ccnl.validity.sources, 1),
    related: [`Quali sono le tranche di aumento del ${ccnl.short_name}?`],
  });
}
