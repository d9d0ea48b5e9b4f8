import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { areaLevel } from '../reader/former-levels.js';
import { fold } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';
import { fixedTermProbationLaw } from './fixed-term-probation-law.js';
import { fixedTermProbationLine } from './fixed-term-probation-rows.js';
import { levelsIn } from './level-gap-asked.js';
import { probationFamilyLine } from './probation-family.js';
import { seasonalProbationBesideLaw } from './seasonal-probation-law.js';
import { levelName } from './shared/levels.js';
import type { Line } from './topic-line.js';

/**
 * Two probation questions a level's row alone does not answer: a row kept for a kind of hire rather than a level
 * ("e se sono assunto come stagionale?": the seasonal workers' row), and how the days are counted ("i 3 mesi
 * sono di calendario o contano solo i giorni lavorati?": the agreement's own words on the count).
 */

/** Labels of a probation row that name a kind of hire, not a level (apprentices have their own reading). */
const HIRE_KIND = /^(?!apprendist|convivent)[a-z]{6,}$/i;

/**
 * How a kind of hire is said as the case asked: "stagionale", "assunto per la stagione", never negated ("non
 * stagionale") nor the seasons of a past story ("dopo tre stagioni come extra"), nor an open-ended hire.
 */
export const SEASONAL_HIRE =
  /^(?!.*\bindeterminat)(?:.*(?<!\bnon )\bstagional[ei]\b|.*\b(?:per|durante) (?:la|una|questa) stagione\b|.*\bassunt\w* (?:\w+ ){0,3}?stagione\b|.*\b(?:assum\w*|prend\w*) (?:\w+ ){0,3}?(?:solo )?per (?:l'estate|i mesi estivi|(?:i mesi di )?(?:giugno|luglio|agosto)(?: e (?:luglio|agosto|settembre))?)\b)/;
const KIND_SAID: Record<string, RegExp> = { stagionali: SEASONAL_HIRE };

/** The row's label said in the question: its own words where known, else its stem not negated. */
function names(text: string, label: string): boolean {
  const own = KIND_SAID[label.toLowerCase()];
  if (own) return own.test(text);
  return new RegExp(`(?<!\\bnon )\\b${label.toLowerCase().slice(0, -1)}\\w?\\b`).test(text);
}

// A change of contractor told ("personale che riassorbiamo dall'impresa cessante", "preso col cambio appalto").
// ("è cambiata la ditta", "cambia la cooperativa": the contractor changed, told without the word "appalto"; "ho
// cambiato ditta" is a worker's own new job, not one.)
const CONTRACT_CHANGE =
  /\bcambi\w* (?:d'|di |dell'|del )?appalt|\b(?:impresa|azienda|ditta) (?:cessante|uscente|subentrante)|\bsubentr\w*|\briassorb\w*|\b(?:e|sono) cambiat[oa] (?:la )?(?:ditta|impresa|cooperativa)\b|\bcambia (?:la )?(?:ditta|impresa|cooperativa)\b/;

// The hire said not to come from a change ("ex novo (non da cambio appalto)", "non col cambio d'appalto", "fuori
// dal cambio appalto", "senza passaggio da cambio appalto"): a new hire, whose probation is the level's own.
const CHANGE_DENIED =
  /\b(?:non|ne|fuori|senza|esclus\w*|a parte) (?:(?:e|sono|si tratta di|arriva\w*|provien\w*|vien\w*|pres[oaie]|assunt\w*|passat\w*|passaggio|per) )?(?:(?:da|dal|dallo|dalla|con|col|coi|nel|in|per|tramite|via|di) )?(?:(?:un|il|lo|l') ?)?cambi\w* (?:d'|di |dell'|del )?appalt\w*/g;

// The hire said not to come from the outgoing contractor ("due operai nuovi, non provenienti dalla ditta uscente",
// "non dell'impresa cessante"): a new hire too, beside the change the story tells.
const OUTGOING_DENIED =
  /\b(?:non|ne|mai|fuori|senza|esclus\w*|a parte) (?:(?:e|sono|stat[oaie]|arriva\w*|proven\w*|provien\w*|vien\w*|veng\w*|pres[oaie]|assunt\w*|passat\w*) )?(?:da|dal|dalla|dall'|della|dell'|di|con|col) ?(?:(?:la|l') ?)?(?:impresa|azienda|ditta|societa|cooperativa) (?:cessante|uscente|precedente)\b/g;

// The passage itself denied, the outgoing contractor named only as a past employer ("lavoravano per l'impresa
// uscente ma con un altro contratto, quindi niente passaggio di cantiere", "nessun passaggio di personale").
const PASSAGE_DENIED =
  /\b(?:(?:niente|nessun[oa]?|senza) |non c'e (?:stat[oa] )?(?:un |il |alcun )?|non si tratta di (?:un )?|non e (?:un )?)(?:passaggi\w*|subentr\w*|clausola sociale)\b/;

/**
 * The agreement's own clause for hires at a change of contractor ("nel cambio d'appalto … assume senza periodo di
 * prova il personale già addetto"), when the question tells such a hire: it answers before any level's row.
 */
function contractChangeLine(ccnl: Ccnl, asked: string): Line | undefined {
  if (
    !CONTRACT_CHANGE.test(asked.replace(CHANGE_DENIED, ' ').replace(OUTGOING_DENIED, ' ')) ||
    PASSAGE_DENIED.test(asked)
  )
    return undefined;
  const clause = (ccnl.probation.text ?? '')
    .split(/(?<=\.)\s+(?=[A-Z])|;\s+/)
    .find((c) => /appalt/i.test(c) && /senza (?:periodo di )?prova/i.test(c));
  if (!clause) return undefined;
  const said = clause
    .trim()
    .replace(/\.$/, '')
    .replace(/senza (?:periodo di )?prova/i, (m) => bold(m));
  // "possiamo inserire il periodo di prova?": a polar ask, answered No first.
  // ("possono mettermi la prova?", "la prova della lettera è regolare?": polar too.)
  const polar =
    /\b(?:posso|possiamo|possono|potete|puoi|si puo|puo|e possibile|devo|dobbiamo|va (?:messo|inserito)|c'e|e (?:lecit|regolar|legittim|legal|valid)\w*)\b/.test(
      asked,
    );
  const text = polar
    ? `No: ${said.charAt(0).toLowerCase()}${said.slice(1)} (${ccnl.short_name}).`
    : `${said} (${ccnl.short_name}).`;
  // The sources that speak of the change of contractor first.
  const sources = [...ccnl.probation.sources].sort(
    (a, b) => Number(/appalt/i.test(b.note ?? '')) - Number(/appalt/i.test(a.note ?? '')),
  );
  return { text, citations: citeSources(ccnl, text, 'art. 4', sources) };
}

// A turn that moves only the contract's span ("e se il contratto andasse invece dal 1° aprile al 31 ottobre?",
// "e se durasse 7 mesi?"), naming no kind of hire of its own.
const SPAN_ONLY =
  /^(?:e |ok |ma )?(?:se |invece |nel caso )[^?]*\b(?:dal?|fino al?|per|di) (?:\d|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici)/;
const KIND_WORDS = /\b(?:determinat|indeterminat|a termine|stagion|apprendist|appalt)/;

/** The question, with the earlier turn's words on the hire when it only moves the contract's span. */
function keptHireKind(texts: readonly string[]): string {
  const asked = texts[0] ?? '';
  const earlier = texts[1];
  if (!earlier || !SPAN_ONLY.test(asked) || KIND_WORDS.test(asked)) return asked;
  return SEASONAL_HIRE.test(earlier) ? `${asked} (${earlier})` : asked;
}

/** The row of the kind of hire the question names, as the answer's opening; undefined when none is named. */
export function hireKindProbationLine(
  ccnl: Ccnl,
  texts: readonly string[],
  level: string | undefined,
): Line | undefined {
  const asked = keptHireKind(texts);
  const changed = contractChangeLine(ccnl, asked);
  if (changed) return changed;
  const fixedTerm = fixedTermProbationLine(ccnl, level, texts);
  if (fixedTerm) return fixedTerm;
  // "inquadrato in categoria E": the one row of the letter's positions, not the first row (probation-family.ts).
  const family = level ? undefined : probationFamilyLine(ccnl, asked);
  if (family) return family;
  for (const row of ccnl.probation.by_level ?? []) {
    const label = row.levels.find((l) => HIRE_KIND.test(l) && names(asked, l));
    if (!label) continue;
    // A seasonal contract's dates told: the law's count beside the row (seasonal-probation-law.ts).
    const beside = /stagional/i.test(label)
      ? seasonalProbationBesideLaw(ccnl, label, row.max, texts)
      : undefined;
    if (beside) return beside;
    const text = `Nel ${ccnl.short_name} il periodo di prova massimo per i lavoratori ${label.toLowerCase()} è di ${bold(row.max)}.`;
    return {
      text,
      citations: citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources),
    };
  }
  // A fixed-term hire where the agreement has no rule of its own: the law's 1 day every 15 calendar days.
  return SEASONAL_HIRE.test(asked) ? undefined : fixedTermProbationLaw(ccnl, level, texts);
}

/** The question asks whether the probation's days are calendar days or days actually worked. */
const ASKS_COUNT =
  /\bcalendario\b[^?]*\b(?:lavor\w*|effettiv\w*)|\b(?:lavorat\w*|effettiv\w*|lavorativ\w*)\b[^?]*\bcalendario\b|\bcontano (?:solo )?(?:i giorni|le giornate|i giorni) (?:lavorat|di (?:effettivo )?lavoro)/;
const COUNT_WORDS = /calendario|effettiv|lavorativ|\blavorat[io]\b/;

/**
 * The agreement's words on how the probation is counted, when the question asks it and the level's own figure
 * does not say it: the clause of the probation text that states the count in general (with no figure of its own).
 */
export function probationCountSentence(ccnl: Ccnl, asked: string, rowMax: string): string {
  if (!ASKS_COUNT.test(asked) || COUNT_WORDS.test(rowMax)) return '';
  const clauses = (ccnl.probation.text ?? '').split(/[.:;]\s+/);
  const general = clauses.find((c) => COUNT_WORDS.test(c) && !/\d/.test(c));
  if (!general) return '';
  const said = general.trim().replace(/\.$/, '');
  return ` Sul computo dei giorni: ${said.charAt(0).toLowerCase()}${said.slice(1)}.`;
}

/**
 * "in area seconda … e quanto sarebbe stato se fosse in area terza?": the probation of the other levels the
 * question names beside the worker's own, from the agreement's rows, as sentences after the level's own
 * length. Empty when no other level is named or a named one has no row (never a length guessed).
 */
export function otherLevelsProbation(ccnl: Ccnl, level: string, question: string): string {
  // Each clause read on its own: a level named in one ("se fosse in area terza") beside the worker's in another.
  // A level named only to be ruled out ("al 6° livello (non 6° super)") is not asked.
  const asked = question.replace(/\b(?:non|escluso|tranne)\b[^,.;:?!()]*/gi, ' ');
  const clauses = asked.split(/[,.;:?!]|\s+e\s+/);
  const named = [
    ...levelsIn(ccnl, asked),
    ...clauses.map((c) => findLevel(ccnl, c, false) ?? areaLevel(ccnl, fold(c))),
  ];
  const others = [...new Set(named)].filter((l): l is string => l !== undefined && l !== level);
  const lines = others.flatMap((other) => {
    const rows = ccnl.probation.by_level?.filter((r) => r.levels.includes(other)) ?? [];
    return rows.length ? [`Per il ${levelName(ccnl, other)} è di ${rows.map((r) => r.max).join('; ')}.`] : [];
  });
  return lines.length ? ` ${lines.join(' ')}` : '';
}
