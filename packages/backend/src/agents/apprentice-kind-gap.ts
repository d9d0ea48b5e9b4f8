import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { OTHER_KIND } from './apprentice-steps.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/** The kind of apprenticeship a pay row is for, when its period names one: "1° semestre (qualifica e diploma)". */
const KIND = /\(([^)]+)\)\s*$/;
/** …or its rule does: "ore di formazione, apprendistato di I livello" (Turismo). */
const RULE_KIND = /\bapprendistato (?:di )?(I|III) livello\b/;
const kindOf = (row: { period: string; rule?: string | null | undefined }): string | undefined => {
  const own = KIND.exec(row.period)?.[1]?.trim();
  if (own) return own;
  const level = RULE_KIND.exec(row.rule ?? '')?.[1];
  return level === 'I' ? 'qualifica e diploma' : level === 'III' ? 'alta formazione e ricerca' : undefined;
};

/**
 * Another kind of apprenticeship named ("e per l'alta formazione?") where every pay row held is the usual kind's:
 * those rows are not its shares, the agreement's rule (which may state them) answers instead.
 */
export function otherKindNotInRows(ccnl: Ccnl, text: string): boolean {
  const rows = ccnl.apprenticeship.pay ?? [];
  return OTHER_KIND.test(text) && rows.length > 0 && rows.every((row) => kindOf(row) === undefined);
}

/** The agreement's rule without its sentences on the shares of an apprenticeship for a qualification. */
const usualKindRule = (ccnl: Ccnl): string =>
  (ccnl.apprenticeship.text ?? '')
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !/%/.test(sentence) || !/qualifica e (?:il )?diploma|\bI livello\b/.test(sentence))
    .join(' ');

/**
 * The shares the rule states for the usual (professionalizzante) kind, where every pay row held is another kind's
 * (Turismo: "retribuzione iniziale pari all'80% … fino al 95% nel quarto anno"); undefined otherwise.
 */
export function usualKindShares(ccnl: Ccnl): string | undefined {
  const rows = ccnl.apprenticeship.pay ?? [];
  const kinds = new Set(rows.map(kindOf));
  const [kind] = [...kinds];
  if (!rows.length || kinds.size !== 1 || !kind || /professionalizzant/.test(kind)) return undefined;
  return usualKindRule(ccnl)
    .split(/(?<=[.;])\s+/)
    .find((clause) => /\d+(?:,\d+)?\s?%/.test(clause))
    ?.replace(/[.;]\s*$/, '');
}

/**
 * An apprentice's share asked without naming the kind of apprenticeship, where the agreement's shares held are
 * all of one other kind (Edilizia: only "qualifica e diploma", the professionalizzante not read): the usual kind
 * is the gap, and the kind held is named as what can be asked, never given as the apprentice's share.
 * Undefined when the rows name no kind, or the question names the kind they are for.
 */
// "fino a quanto dura al massimo?", "cambia la durata max?": the length asked, with no share or pay beside it, is
// the rule's or the law's to answer (topic-intents.ts, apprentice-law-length.ts), not the shares' gap.
const LENGTH_ASKED = /\bdur(?!ante\b)\w*|\bquant\w* (?:anni|mesi|tempo)\b|\bper quanto tempo\b/;
const PAY_ASKED =
  /\bpercentual\w*|%|\bpag\w*|\bretribu\w*|\bstipend\w*|\bminim[oi]\b|\bprend\w*|\bguadagn\w*|\blord\w*|\bnett\w*|\beuro\b/;

// "si può fare a tempo determinato per la stagione?", "part-time?", "serve il piano formativo scritto?", "la malattia
// allunga l'apprendistato?": another part of the rule is asked, which the rule's own clause answers, not the shares.
const OTHER_PART_ASKED =
  /\bstagion\w*|\btempo determinato\b|\bpart[- ]?time\b|\btempo parziale\b|\bper iscritto\b|\bforma scritta\b|\bscritt[oa]\b|\bpiano formativo\b|\bcontener\w*|\bcontenut\w*|\bpfi\b|\bore di formazione\b|\bmalatti\w*|\binfortun\w*|\bprova\b|\bet[aà]\b|\blimite (?:di )?eta\b/;

/** Another part of the apprenticeship rule asked, with no share or pay beside it. */
export const otherPartAsked = (text: string): boolean => OTHER_PART_ASKED.test(text) && !PAY_ASKED.test(text);

export function apprenticeKindGap(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  // (An agreement that pays apprentices as lower levels by span of months has its own answer: apprentice-steps.ts.)
  if (ccnl.apprenticeship.level_steps) return undefined;
  const rows = ccnl.apprenticeship.pay ?? [];
  const kinds = new Set(rows.map(kindOf));
  const [kind] = [...kinds];
  if (!rows.length || kinds.size !== 1 || !kind || /professionalizzant/.test(kind)) return undefined;
  const text = readable(ctx.message);
  if (LENGTH_ASKED.test(text) && !PAY_ASKED.test(text)) return undefined;
  if (otherPartAsked(text)) return undefined;
  const named = kind
    .toLowerCase()
    .split(/\s+e\s+|\s+/)
    .filter((w) => w.length > 3);
  // ("apprendistato professionalizzante … la paga dell'operaio qualificato": the kind asked is named, and a
  // qualified worker's pay is the base of the share, not the apprenticeship for a qualification.)
  const askedKind = /\bprofessionalizzant/.test(text);
  if (!askedKind && named.some((w) => new RegExp(`\\b${w.slice(0, -1)}[aeio]\\b`).test(text)))
    return undefined;
  // "apprendistato di primo livello" is the one for a qualification or a diploma.
  if (kind === 'qualifica e diploma' && /\bapprendistato (?:di )?(?:primo|1°|I) livello\b/.test(ctx.message))
    return undefined;
  const rule = usualKindRule(ccnl);
  // The shares the rule itself states for the usual kind (Turismo: "dall'80% … fino al 95% nel quarto anno"): what
  // is known opens, with the years the sources leave out said as the gap.
  const known = usualKindShares(ccnl)?.replace(/\d+(?:,\d+)?\s?%/g, (share) => bold(share));
  return compose({
    answer: known
      ? `Nel ${ccnl.short_name}, per l'apprendistato professionalizzante: ${known}. ${bold('Le percentuali degli anni intermedi non sono nella base di conoscenza')}; quelle dell'apprendistato per ${kind} valgono solo per chi consegue quel titolo.`
      : `Nel ${ccnl.short_name} ${bold("le percentuali anno per anno dell'apprendistato professionalizzante non sono nella base di conoscenza")}: ho solo quelle dell'apprendistato per ${kind}, che vale per chi consegue quel titolo. Se l'apprendistato è di quel tipo, chiedimele indicandolo.`,
    steps: [
      // The rule without its sentences on the other kind: those shares are not this apprentice's.
      ...(rule ? [`Regola del ${ccnl.short_name}: ${rule}`] : []),
      ...(ccnl.apprenticeship.gap ? [`Cosa manca nella base di conoscenza: ${ccnl.apprenticeship.gap}`] : []),
    ],
    citations: known
      ? citeSources(
          ccnl,
          `${ccnl.short_name}: ${known}`,
          ccnl.apprenticeship.article ?? null,
          ccnl.apprenticeship.sources,
        )
      : [],
    related: [`Quali sono le regole dell'apprendistato nel ${ccnl.short_name}?`],
  });
}
