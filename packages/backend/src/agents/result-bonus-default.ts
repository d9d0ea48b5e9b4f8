import { euro, italianDate } from '../kb/format.js';
import type { Ccnl, ResultBonusDefault } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
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

export function resultBonusDefault(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!BONUS.test(text) || !NO_AGREEMENT.test(text) || TAX_ONLY.test(text)) return undefined;
  const ccnl = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .find((c): c is Ccnl => !!c?.result_bonus_default);
  const bonus = ccnl?.result_bonus_default;
  if (!ccnl || !bonus) return undefined;
  const month = italianDate(bonus.paid_with.slice(0, 7));
  const order = ccnl.levels.map((l) => l.level);
  const level = req.slots.level;
  const amount = level ? bonus.amounts[level] : undefined;
  const condition = `se entro il ${italianDate(bonus.agreement_deadline)} non è stato definito un accordo aziendale o territoriale sul premio di risultato`;
  const answer =
    amount !== undefined && level
      ? `Nel ${ccnl.short_name}, ${condition}, al ${levelReads(level)} spettano ${bold(euro(amount))}, pagati con la retribuzione di ${bold(month)}.`
      : `Nel ${ccnl.short_name}, ${condition}, spetta un importo per livello (da ${bold(euro(Math.min(...Object.values(bonus.amounts))))} a ${bold(euro(Math.max(...Object.values(bonus.amounts))))}), pagato con la retribuzione di ${bold(month)}.`;
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
    answer,
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
