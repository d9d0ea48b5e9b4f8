import { employmentRule } from '../kb/employment-rules.js';
import { euro, italianDate } from '../kb/format.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { LevelHalves } from '../kb/schema-apprentice-pay.js';
import { wordsToNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { arrivalLevel } from './apprentice-arrival.js';
import { craftFirm } from './apprentice-law-length.js';
import { apprenticeMonthNow } from './apprentice-now.js';
import { OTHER_KIND } from './apprentice-steps.js';
import { apprenticeshipMonth } from './combined-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { partTimeRatio } from './part-time-ratio.js';
import { levelShort } from './shared/levels.js';

/**
 * An apprentice's pay where the agreement pays the apprentice as a number of levels below the final level for
 * each half of the apprenticeship (`apprenticeship.level_halves`, CCNL Terziario art. 53): the answer opens with
 * the level of the half asked and its minimum at the date asked, then the other half; with no half asked, both.
 * A share of the final pay asked ("che percentuale prende?") gets the same answer: the agreement has none.
 * Phrasings: "nei primi diciotto mesi a che livello va pagata?", "e nella seconda metà a che livello passa?",
 * "apprendista al 14° mese di un percorso di 36 mesi, quanto prende?", "che percentuale del livello finale?".
 * Undefined when the agreement has no such rule, no apprentice is asked about, or another kind is named.
 */

const ASKED =
  /\bpag\w*|\bretribu\w*|\bstipendi\w*|\bquanto\b|\bminim[oi]\b|\blivell\w*|\bpercentual\w*|\bper ?cento\b|\binquadrat\w*|\bspett\w*|\bprend\w*|\bcost\w*/;
// Other subjects: the length (its own answer or gap), contributions, the pay after the apprenticeship ends.
const ELSEWHERE =
  /\bdur(?!ante\b)[ai]\w*|\bquant[oi] (?:anni|mesi|tempo)\b|\baliquot\w*|\bcontribut\w*|\binps\b|\btratten\w*|\bnett[oi]\b|\bci costa\b|\bcosto\b|\ball'anno\b|\bin un anno\b|\ball'azienda\b|\bconferm\w*|\b(?:termin\w*|finisc\w*|finit\w*|fine)\b[^.?]{0,12}\bapprendistato\b/;
const STATED_LENGTH =
  /\b(?:che |l'apprendistato |il contratto |il percorso )?dura (?:\d{1,2}|[a-z]+) (?:mesi|anni)\b|\bdurata (?:e )?(?:di )?(?:\d{1,2}|[a-z]+) (?:mesi|anni)\b/g;
const SECOND =
  /\bseconda meta\b|\bdopo (?:i |la )?prim[ia] (?:meta|\d+|[a-z]+ mesi)|\bultim[ia] (?:\d+ |[a-z]+ )?mesi\b|\bnegli ultimi\b/;
// "da che livello parte e dove va dopo la prima metà?": the start asked beside the second half, so both halves.
const START =
  /\b(?:da )?(?:che|quale) livello (?:parte|inizia|comincia)\b|\bparte da\b|\blivello (?:iniziale|di partenza)\b|\ball'assunzione\b/;
const FIRST = /\bprima meta\b|\b(?:nei|i|per i) primi (?:\d+|[a-z]+) mesi\b|\ball'inizio\b|\bappena assunt/;
const ORDINAL_WORDS = ['', 'primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto', 'settimo'];

// "36 mesi", "trentasei mesi", "3 anni": the apprenticeship's length when the question gives it.
function lengthGiven(text: string): number | undefined {
  const m =
    /\b(?:di|dura|durata(?: di)?|per|percorso di|apprendistato di) (\d{2}|ventiquattro|trentasei|quarantotto) mesi\b/.exec(
      text,
    );
  if (m?.[1]) return wordsToNumber(m[1]) ?? Number(m[1]);
  const years = /\b(?:di|dura|durata(?: di)?|percorso di) (tre|due|3|2) anni\b/.exec(text)?.[1];
  return years ? (years === 'tre' || years === '3' ? 36 : 24) : undefined;
}

/** The level `below` steps under `level` on the agreement's ladder; undefined past its bottom. */
export function levelBelow(halves: LevelHalves, level: string, below: number): string | undefined {
  const at = halves.ladder.indexOf(level);
  return at < 0 ? undefined : halves.ladder[at + below];
}

/**
 * The half a month falls in when the length is not told, where the law's ceiling decides it: past half the law's
 * longest apprenticeship (3 years: past the 18th month) the month is in the second half of any length allowed.
 */
export function lawHalf(month: number | undefined, ccnl: Ccnl, text: string): 'second' | undefined {
  if (month === undefined || craftFirm(ccnl, text)) return undefined;
  const years = employmentRule('apprenticeship_professional').values?.years ?? 3;
  return month > (years * 12) / 2 ? 'second' : undefined;
}

const spoken = (level: string) => {
  const n = Number(level);
  return Number.isInteger(n) && ORDINAL_WORDS[n]
    ? `${ORDINAL_WORDS[n]} livello (${level}°)`
    : levelShort(level);
};

interface Half {
  name: string;
  below: number;
  level: string | undefined;
  pay: { amount: number; from: string; citations: Citation[] } | undefined;
}

function half(ccnl: Ccnl, level: string, below: number, name: string, date: string): Half {
  const halves = ccnl.apprenticeship.level_halves as LevelHalves;
  const paidAs = below === 0 ? level : levelBelow(halves, level, below);
  const found = paidAs ? levelPayAt(ccnl, paidAs, date) : undefined;
  const from = found ? `tabella dal ${italianDate(found.table.effective_from)}` : '';
  return {
    name,
    below,
    level: paidAs,
    pay: found
      ? {
          amount: found.row.amount,
          from,
          citations: citeSources(
            ccnl,
            `Minimo del ${levelShort(paidAs as string)}`,
            from,
            found.table.sources,
            1,
          ),
        }
      : undefined,
  };
}

/** A part-time apprentice ("24 ore su 40"): the share of the full-time minimum, with the hours or percent said. */
interface Share {
  ratio: number;
  said: string;
}

function partShare(req: TypedRequest, ccnl: Ccnl): Share | undefined {
  const part = req.slots.partTimePercent;
  if (!part || part >= 100) return undefined;
  const hours = req.slots.weeklyHours;
  const fullWeek = ccnl.weekly_hours.value;
  const ratio = partTimeRatio(part, hours, fullWeek);
  const said =
    hours && fullWeek && ratio === hours / fullWeek
      ? `${hours} ore su ${fullWeek}`
      : `${String(part).replace('.', ',')}%`;
  return { ratio, said };
}

const sentence = (h: Half, final: string, share?: Share) =>
  h.level
    ? `nella ${h.name} è inquadrato e pagato ${h.below === 1 ? 'un livello' : `${h.below === 2 ? 'due' : h.below} livelli`} sotto, al ${bold(spoken(h.level))}${
        h.pay
          ? share
            ? `: a part-time (${share.said}) ${bold(euro(Math.round(h.pay.amount * share.ratio * 100) / 100))} lordi al mese, cioè ${euro(h.pay.amount)} a tempo pieno (${h.pay.from}) × ${share.said.replace(' ore su ', '/')}`
            : `: ${bold(euro(h.pay.amount))} lordi al mese a tempo pieno (${h.pay.from})`
          : ''
      }`
    : `nella ${h.name} ${bold(`il livello sotto il ${levelShort(final)} non è nella base di conoscenza`)}`;

export function apprenticeHalves(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const halves = ccnl.apprenticeship.level_halves;
  if (!halves) return undefined;
  const text = readable(ctx.message);
  const before = readable(ctx.history?.at(-1) ?? '');
  if (!/apprendist/.test(text) && !/apprendist/.test(before)) return undefined;
  // ("l'apprendistato dura 36 mesi, a che livello va nei primi 18?": a length stated is not a length asked.)
  const stated = text.replace(STATED_LENGTH, ' ');
  // ("e al terzo anno?" after an apprentice's pay asked: the follow-up names only the period, the pay stays asked.)
  const periodFollowUp =
    apprenticeshipMonth(text) !== undefined && /apprendist/.test(before) && ASKED.test(before);
  if (OTHER_KIND.test(text) || !(ASKED.test(text) || periodFollowUp) || ELSEWHERE.test(stated))
    return undefined;
  const level =
    arrivalLevel(text, req, ccnl) ??
    (before
      ? (arrivalLevel(before, { ...req, slots: {} } as TypedRequest, ccnl) ?? findLevel(ccnl, before))
      : undefined);
  const name = ccnl.short_name;
  const citations = citeSources(ccnl, `Apprendistato: ${halves.rule}`, null, halves.sources, 1);
  // (A classification asked with no final level is the job's level, not the apprentice's.)
  if ((!level || !halves.ladder.includes(level)) && req.intent === 'classification') return undefined;
  if (!level || !halves.ladder.includes(level)) {
    return compose({
      answer: `Nel ${name} l'apprendista ${bold(`è pagato come un livello inferiore a quello finale`)}: ${bold('due livelli sotto')} nella prima metà dell'apprendistato e ${bold('un livello sotto')} nella seconda metà; indica il livello finale per avere il livello e il minimo di ogni metà.`,
      steps: [`Regola del ${name} (${halves.rule}); nessuna percentuale della paga finale.`],
      citations,
      related: [`Quanto prende un apprendista commesso di 4° livello nella prima metà nel ${name}?`],
    });
  }
  // "apprendista dal 1° giugno 2025, adesso quanto prendo?": today's month and table, not the hiring date's.
  const now =
    apprenticeshipMonth(text) === undefined ? apprenticeMonthNow(text, req.slots, ctx.today) : undefined;
  const date = now?.at ?? req.slots.date ?? ctx.today;
  const first = half(ccnl, level, halves.first_half_below, 'prima metà', date);
  const second = half(ccnl, level, halves.second_half_below, 'seconda metà', date);
  const length = lengthGiven(text) ?? lengthGiven(before);
  const month = SECOND.test(text) || FIRST.test(text) ? undefined : (apprenticeshipMonth(text) ?? now?.month);
  const both = SECOND.test(text) && START.test(text);
  const which = both
    ? undefined
    : SECOND.test(text)
      ? 'second'
      : FIRST.test(text) || START.test(text)
        ? 'first'
        : month !== undefined && length !== undefined
          ? month <= length / 2
            ? 'first'
            : 'second'
          : lawHalf(month, ccnl, text);
  const who = `l'apprendista con livello finale ${levelShort(level)}`;
  const share = partShare(req, ccnl);
  const byLaw = length === undefined && which === 'second' && lawHalf(month, ccnl, text) === 'second';
  const lawYears = employmentRule('apprenticeship_professional').values?.years ?? 3;
  // The level at hiring asked ("all'assunzione … e per quanto tempo?"): how long it lasts, in months.
  const lengthNote = length
    ? which === 'first' && START.test(text) && !FIRST.test(text)
      ? ` per i primi ${bold(`${length / 2} mesi`)} (metà dei ${length} mesi di apprendistato)`
      : ` (su ${length} mesi, la metà è al ${length / 2}° mese)`
    : byLaw
      ? ` (il ${month}° mese è nella seconda metà di qualunque durata: per legge l'apprendistato professionalizzante dura al massimo ${lawYears} anni)`
      : '';
  const opening =
    which === 'first'
      ? `Nel ${name} ${who}, ${sentence(first, level, share)}${lengthNote}; nella seconda metà passa al ${spoken(second.level ?? level)}.`
      : which === 'second'
        ? `Nel ${name} ${who}, ${sentence(second, level, share)}${lengthNote}; alla fine dell'apprendistato passa al ${levelShort(level)}.`
        : `Nel ${name} ${who} ${sentence(first, level, share)}; ${sentence(second, level, share)}${both ? `${lengthNote}; alla fine passa al ${levelShort(level)}` : ''}.`;
  const monthNote =
    month !== undefined && which === undefined
      ? [
          `${month === 8 || month === 11 ? "L'" : 'Il '}${month}° mese cade nella prima o nella seconda metà secondo la durata dell'apprendistato, che la domanda non indica.`,
        ]
      : [];
  const final = levelPayAt(ccnl, level, date);
  return compose({
    answer: opening,
    steps: [
      `Regola del ${name}: ${halves.rule}; al termine il livello finale. Il contratto non paga l'apprendista in percentuale della paga finale.`,
      ...monthNote,
      ...(final
        ? [
            `Minimo del ${levelShort(level)} (livello finale): ${euro(final.row.amount)} (tabella dal ${italianDate(final.table.effective_from)}).`,
          ]
        : []),
    ],
    assumptions: [
      share
        ? `Minimi tabellari riproporzionati al part-time (${share.said}); superminimo e altre voci individuali esclusi.`
        : 'Minimi tabellari a tempo pieno; superminimo e altre voci individuali esclusi.',
    ],
    citations: [...citations, ...(first.pay?.citations ?? []), ...(second.pay?.citations ?? [])],
    related: [
      `Quanto dura l'apprendistato nel ${name}?`,
      `Quali sono i minimi retributivi per livello nel ${name}?`,
    ],
  });
}
