import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { HOUSEHOLD_CARE } from './sectors.js';

/**
 * Which agreement wins when a question's words bring in more than one (or the wrong one). One table, read top to
 * bottom on a folded question (lower case, no accents), each row applied to the agreements recognised so far:
 *
 * - `agreement`: the agreement the row favours (a `Ccnl.id`); absent when it is one the knowledge base lacks,
 *   recognised by `words` alone (Confimi).
 * - `read`: whether that agreement must already be among those recognised (`yes`) or not (`no`); any if absent.
 * - `others`: the agreement ids the row acts on; `needs`: `some` of them must be recognised, or `only` them (or
 *   none) may be.
 * - `words`: the question must match every one of them; `unless`: the row is off when this matches the question
 *   without the names it rules out ("non quello di Federmeccanica" names nothing).
 * - `effect`: `rules out` drops the others; `first` puts the agreement first and drops the others; `in place`
 *   puts it where the first of the others was; `adds` appends it.
 *
 * To add a rule, add a row with its one-line reason, and a phrasing that fires it and one its `unless` stops to
 * `agreement-rules.test.ts`. Rows run in order: a later row sees what the earlier ones left.
 */
export interface PrecedenceRule {
  reason: string;
  agreement?: string;
  read?: 'yes' | 'no';
  others: RegExp;
  needs?: 'some' | 'only';
  words?: readonly RegExp[];
  unless?: RegExp;
  effect: 'rules out' | 'first' | 'in place' | 'adds';
}

/** A household, a family, a live-in worker: where domestic work is done. */
const HOUSEHOLD =
  /\bcolf\b|badant|domestic|convivent|in famiglia|presso (?:una |la )?famiglia|baby.?sitter|a casa (?:di|mia)|in casa/;
/** Cleaning or housework at someone's home. */
const HOME_CLEANING =
  /\ba casa\b|\bcasa (?:mia|nostra)\b|\bpresso (?:un|una) privat|\bmia famiglia\b|\b(?:pulizi\w*|pulisc\w*|pulir\w*|faccende|lavori domestici) (?:di |della |in |la |nella )?casa\b/;
/** A food factory: pasta, cheese, cured meats, confectionery, canning. */
const FOOD_FACTORY =
  /\bpastifici|\bcaseifici|\bsalumifici|\bprosciuttifici|\bindustri\w* (?:alimentar|dolciar|conserviere)|\bconservifici/;
/** Words that set two agreements side by side. */
const COMPARED = /confront|differenz|rispetto a/;

const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));

export const PRECEDENCE: readonly PrecedenceRule[] = [
  {
    reason:
      'A small firm’s metalworkers’ agreement named (Confapi): "metalmeccanica" beside it is not Federmeccanica’s.',
    agreement: 'metalmeccanica-pmi-confapi',
    read: 'yes',
    others: /^metalmeccanica-industria-federmeccanica$/,
    unless: /federmeccanica|assistal|metalmeccanic[ia] (?:dell')?industria|industria metalmeccanica/,
    effect: 'rules out',
  },
  {
    reason:
      'Work in a household is domestic work, even when it is cleaning: a cleaning firm is named as such.',
    agreement: 'lavoro-domestico',
    read: 'yes',
    others: /^multiservizi-pulizia$/,
    words: [HOUSEHOLD],
    unless: /multiservizi|impres[ae] di pulizi|ditta di pulizi/,
    effect: 'first',
  },
  {
    reason: 'Cleaning at someone’s home, for a family, is domestic work, not the cleaning firms’ agreement.',
    agreement: 'lavoro-domestico',
    read: 'no',
    others: /^multiservizi-pulizia$/,
    needs: 'some',
    words: [anyOf(HOUSEHOLD, HOUSEHOLD_CARE, HOME_CLEANING)],
    unless: /multiservizi|\bimpres[ae]\b|\bditt[ae]\b|\bcooperativ|\baziend|\buffic|\bcondomin/,
    effect: 'first',
  },
  {
    reason:
      'Who employs says the agreement: care work for a social co-operative, even in an RSA, is the co-ops’.',
    agreement: 'cooperative-sociali',
    read: 'no',
    others: /^sanita-privata-aiop-rsa$/,
    needs: 'only',
    words: [
      /\bcooperativ\w*|\bcoop\b/,
      /\brsa\b|\boss\b|socio.?sanitar|educat|asilo|\bnido\b|assistenz|anzian|disabil|comunita|minori/,
    ],
    effect: 'first',
  },
  {
    reason:
      'A craft firm’s metalworker ("metalmeccanico artigiano") is under the craft agreement, not the industry’s.',
    agreement: 'metalmeccanica-artigianato-area-meccanica',
    read: 'no',
    others: /^metalmeccanica-/,
    needs: 'some',
    words: [/\bartigian/],
    unless: /\bindustria\b|federmeccanica|confindustria/,
    effect: 'first',
  },
  {
    reason: 'Industry set beside the crafts ("metalmeccanici industria e artigiani"): both agreements.',
    agreement: 'metalmeccanica-artigianato-area-meccanica',
    read: 'no',
    others: /^metalmeccanica-/,
    needs: 'some',
    words: [
      /\bindustri\w*,? (?:e|o|oppure|vs\.?|rispetto (?:a|agli|ai)|contro) (?:gli |i |l')?artigian|\bartigian\w*,? (?:e|o|oppure|vs\.?|rispetto (?:a|all'|alla)) (?:l'|la )?industri/,
    ],
    effect: 'adds',
  },
  {
    reason:
      'The small and medium industry’s association (Confapi, Unionmeccanica, PMI) names its own agreement.',
    agreement: 'metalmeccanica-pmi-confapi',
    read: 'no',
    others: /^metalmeccanica-industria-federmeccanica$/,
    needs: 'some',
    words: [/\bconfapi\b|unionmeccanica|piccola (?:e media )?industria|\bpmi\b/],
    effect: 'in place',
  },
  {
    reason: 'A shop that sells clothes or food is retail (Terziario), not the textile or food industry.',
    agreement: 'terziario-confcommercio',
    others: /^(?:tessile-abbigliamento-moda-smi|alimentari-industria)$/,
    needs: 'some',
    words: [/\bnegozi[oi]?\b|punto vendita|\bcommess[aoie]\b|boutique|bottega|supermercat|minimarket/],
    unless:
      /\btessil|industria|\bsmi\b|confindustria moda|ccnl (?:del )?(?:tessile|abbigliamento|moda|alimentar)/,
    effect: 'first',
  },
  {
    reason:
      'A food factory’s packaging line ("addetta al confezionamento" in a pasta factory) is the food industry, not garment making.',
    agreement: 'alimentari-industria',
    others: /^tessile-abbigliamento-moda-smi$/,
    needs: 'some',
    words: [FOOD_FACTORY],
    unless: /\btessil|abbigliament|\bmoda\b|maglier|\bsmi\b/,
    effect: 'first',
  },
  {
    reason:
      'Confesercenti’s tertiary agreement named: a shop beside it is not Confcommercio’s (never borrow its tables).',
    agreement: 'terziario-confesercenti',
    read: 'yes',
    others: /^terziario-confcommercio$/,
    unless: /confcommercio|confront|differenz|rispetto a|\bvs\b|\bcontro\b|\btra\b.{1,60}\be\b/,
    effect: 'rules out',
  },
  {
    reason:
      'Confimi’s agreement (not in the knowledge base) named: "PMI" or "metalmeccanica" is not Confapi’s nor Federmeccanica’s.',
    others: /^metalmeccanica-(?:pmi-confapi|industria)/,
    words: [/\bconfimi\b/],
    unless: anyOf(/confapi|unionmeccanica|federmeccanica/, COMPARED),
    effect: 'rules out',
  },
];

/** Whether a row applies to the agreements read so far. */
function fires(rule: PrecedenceRule, found: readonly Ccnl[], text: string, named: string): boolean {
  const own = rule.agreement;
  if (rule.read === 'yes' && !found.some((c) => c.id === own)) return false;
  if (rule.read === 'no' && found.some((c) => c.id === own)) return false;
  if (rule.needs === 'some' && !found.some((c) => rule.others.test(c.id))) return false;
  if (rule.needs === 'only' && !found.every((c) => rule.others.test(c.id))) return false;
  if (rule.words && !rule.words.every((w) => w.test(text))) return false;
  return !rule.unless?.test(named);
}

/**
 * Applies the table to the agreements recognised in a folded question. `named` is the question without the
 * names it rules out; `text` the whole question.
 */
export function applyPrecedence(
  kb: KnowledgeBase,
  recognised: readonly Ccnl[],
  text: string,
  named: string = text,
  rules: readonly PrecedenceRule[] = PRECEDENCE,
): Ccnl[] {
  let found = [...recognised];
  for (const rule of rules) {
    const own = rule.agreement === undefined ? undefined : kb.agreements.find((c) => c.id === rule.agreement);
    if ((rule.agreement !== undefined && !own) || !fires(rule, found, text, named)) continue;
    const kept = found.filter((c) => c !== own && !rule.others.test(c.id));
    if (rule.effect === 'rules out') found = found.filter((c) => !rule.others.test(c.id));
    else if (rule.effect === 'adds' && own) found = [...found, own];
    else if (rule.effect === 'first' && own) found = [own, ...kept];
    else if (rule.effect === 'in place' && own) {
      const at = found.findIndex((c) => rule.others.test(c.id));
      found = found.map((c, i) => (i === at ? own : c)).filter((c, i) => i === at || !rule.others.test(c.id));
    }
  }
  return found;
}
