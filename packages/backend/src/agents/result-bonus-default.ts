import { euro, italianDate } from '../kb/format.js';
import type { Ccnl, ResultBonusDefault } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { levelsIn } from './level-gap-asked.js';
import { levelShort } from './shared/levels.js';

/**
 * Session 50 (fixs50i): "non abbiamo un accordo aziendale sul premio di risultato: il CCNL prevede comunque
 * qualcosa? quanto e quando?". Where the agreement's renewal sets a sum by level for firms without a
 * second-level agreement (`result_bonus_default`, FIPE 2024), that sum and the month it is paid with answer
 * first, not the bonus's flat tax.
 */

const BONUS = /\bpremi\w* (?:di |del |sul )?(?:risultat\w*|produttivit\w*|produzione)|\bpdr\b/;
// No company or local agreement on it, or what the agreement itself provides.
const NO_AGREEMENT =
  /\b(?:nessun\w*|niente|senza|manca\w*|assenza|non (?:abbiamo|c'è|ce|esiste|esistono|ha\w*|hanno|è stato|sono stati))\b[^.?!]{0,40}\b(?:accord\w*|contratt\w* (?:aziendal\w*|integrativ\w*|di secondo livello))|\b(?:ccnl|contratto|rinnovo)\b[^.?!]{0,30}\bpreved\w*/;
// The bonus's tax is what is asked: the flat-tax answer reads it.
const TAX_ONLY = /\btass\w*|\bimpost\w*|\bsostitutiv\w*|\baliquot\w*|\birpef\b|\btrattenut\w*/;

const levelReads = (level: string) =>
  /^Q/i.test(level)
    ? `Quadro ${level.slice(1).toUpperCase()}`
    : level.replace(/^(\d+)s$/i, '$1° livello super').replace(/^\d+$/, levelShort);

/** The groups of levels that share a sum, in the table's order: "4° livello, 5° livello" → 140 €. */
function groups(amounts: ResultBonusDefault['amounts'], order: string[]): [string, string][] {
  const out: { levels: string[]; amount: number }[] = [];
  for (const level of order) {
    const amount = amounts[level];
    if (amount === undefined) continue;
    const last = out.at(-1);
    if (last && last.amount === amount) last.levels.push(level);
    else out.push({ levels: [level], amount });
  }
  return out.map((g) => [g.levels.map(levelReads).join(', '), euro(g.amount)]);
}

// "ai livelli 4 e 5", "livelli 4, 5 e 6": the numbers a plural "livelli" lists.
const LEVEL_LIST = /\blivelli\s+(\d{1,2}[°º]?(?:\s*(?:,|e|ed)\s*\d{1,2}[°º]?)+)/;

/** The levels the question asks: the one read, or those a plural "livelli" or the level spans name. */
function levelsAsked(ccnl: Ccnl, text: string, read: string | undefined): string[] {
  const list = LEVEL_LIST.exec(text)?.[1]?.match(/\d{1,2}/g) ?? [];
  const named = list.length > 1 ? list : levelsIn(ccnl, text);
  const known = named.filter((l) => ccnl.levels.some((level) => level.level === l));
  return known.length > 1 ? known : read ? [read] : known;
}

/** "ai livelli 4° livello e 5° livello spettano 140,00 €" (one sum) or each level's sum. */
function severalLevels(amounts: ResultBonusDefault['amounts'], levels: string[]): string {
  const sums = new Set(levels.map((l) => amounts[l]));
  const names = levels.map(levelReads);
  const joined = `al ${names.slice(0, -1).join(', al ')} e al ${names.at(-1)}`;
  if (sums.size === 1) return `${joined} spettano ${bold(euro(amounts[levels[0] ?? ''] ?? 0))} ciascuno`;
  return levels.map((l) => `al ${levelReads(l)} ${bold(euro(amounts[l] ?? 0))}`).join(', ');
}

/**
 * The sum and the month it is paid with, told without naming the bonus ("a novembre 2027 potrei trovare in busta 140
 * euro in più una volta sola, e dipende da un accordo che non è stato fatto"): one of the sums by level, said beside
 * its month and an agreement (or a one-off payment).
 */
function sumAndMonthTold(text: string, bonus: ResultBonusDefault): boolean {
  const month = readable(italianDate(bonus.paid_with.slice(0, 7)));
  const sums = [...text.matchAll(/\b(\d{2,3})(?:,00)? ?(?:euro|€)/g)].map((m) => Number(m[1]));
  const told = sums.some((sum) => Object.values(bonus.amounts).includes(sum));
  return told && text.includes(month) && /\baccord\w*|\buna volta sola\b|\buna tantum\b/.test(text);
}

// "perché dovrei ricevere questi 140 euro?": the reason opens the answer.
const WHY = /\bperch[eé]\b|\bcome mai\b|\bper quale motivo\b|\bda dove (?:arriv|vien)\w*/;

export function resultBonusDefault(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (TAX_ONLY.test(text)) return undefined;
  const ccnl = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .find((c): c is Ccnl => !!c?.result_bonus_default);
  const bonus = ccnl?.result_bonus_default;
  if (!ccnl || !bonus) return undefined;
  if (!(BONUS.test(text) && NO_AGREEMENT.test(text)) && !sumAndMonthTold(text, bonus)) return undefined;
  const month = italianDate(bonus.paid_with.slice(0, 7));
  const order = ccnl.levels.map((l) => l.level);
  // "quanto spetta ai livelli 4 e 5?": several levels asked, each with its sum (levelsAsked).
  const asked = levelsAsked(ccnl, text, req.slots.level).filter((l) => bonus.amounts[l] !== undefined);
  const level = asked.length === 1 ? asked[0] : undefined;
  const amount = level ? bonus.amounts[level] : undefined;
  const condition = `se entro il ${italianDate(bonus.agreement_deadline)} non è stato definito un accordo aziendale o territoriale sul premio di risultato`;
  const several = asked.length > 1 ? severalLevels(bonus.amounts, asked) : undefined;
  const answer = several
    ? `Nel ${ccnl.short_name}, ${condition}, ${several}, pagati con la retribuzione di ${bold(month)}.`
    : amount !== undefined && level
      ? `Nel ${ccnl.short_name}, ${condition}, al ${levelReads(level)} spettano ${bold(euro(amount))}, pagati con la retribuzione di ${bold(month)}.`
      : `Nel ${ccnl.short_name}, ${condition}, spetta un importo per livello (da ${bold(euro(Math.min(...Object.values(bonus.amounts))))} a ${bold(euro(Math.max(...Object.values(bonus.amounts))))}), pagato con la retribuzione di ${bold(month)}.`;
  const why = WHY.test(text)
    ? `È l'importo che il rinnovo del ${ccnl.validity.signed.replace(/ \(.*$/, '')} fa pagare una volta sola al posto del premio di risultato, in assenza di contrattazione di secondo livello (nessun accordo aziendale o territoriale sul premio). `
    : '';
  // The level asked is answered alone: the levels sharing its sum are named, the others' sums left out (a table of
  // every level beside "al 5° livello" read as the 5th level's choice among them).
  const same = groups(bonus.amounts, order).find(([, sum]) => amount !== undefined && sum === euro(amount));
  const levels =
    amount !== undefined && same
      ? same[0].includes(',')
        ? [`Lo stesso importo spetta ai livelli: ${same[0]}; gli altri livelli hanno importi diversi.`]
        : []
      : table(groups(bonus.amounts, order), ['Livelli', `Importo (retribuzione di ${month})`]);
  return compose({
    answer: `${why}${answer}`,
    steps: [
      ...levels,
      ...(levels.length ? [''] : []),
      'Non è dovuto in presenza di situazioni di crisi economica o di eventi naturali estremi; se l’accordo aziendale o territoriale c’è, vale il premio che fissa.',
    ],
    assumptions: ['Nessun accordo aziendale o territoriale sul premio di risultato, come indichi.'],
    citations: citeSources(
      ccnl,
      `${ccnl.short_name}: importi in assenza di accordi sul premio di risultato${bonus.article ? ` (${bonus.article})` : ''}`,
      bonus.article ?? null,
      bonus.sources,
    ),
    related: ['Come è tassato il premio di risultato nel 2027?'],
  });
}
