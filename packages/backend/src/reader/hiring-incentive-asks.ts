import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { EmploymentRuleAsk } from './employment-rule-asks.js';

/**
 * An employer's hiring incentives of the law, read as rules of their own (session 61): the bonus donne and the
 * bonus giovani of the Decreto Coesione (D.L. 60/2024, artt. 23 and 22) and the relief on contributions in the
 * South (decontribuzione Sud, L. 207/2024). Before, they were read as an agreement's topic, a cost with no level,
 * or out of scope. The incentive must be named where the question asks ("…il bonus donne, di quanto è lo
 * sgravio?"), never a bare "bonus": a follow-up ("e a marzo quanto era?") keeps the one the turn before asked.
 * `text` and `earlier` are readable() texts (lower case, no accents).
 */

type Incentive = 'hiring_women' | 'hiring_youth' | 'south_relief';

const NAMES: readonly [Incentive, RegExp][] = [
  [
    'hiring_women',
    /\bbonus (?:(?:per )?(?:l'|le )?assunzion\w* (?:di |delle )?)?donn[ae]\b|\b(?:esoner\w*|sgrav\w*|incentiv\w*) (?:contributiv\w* )?(?:per (?:l'assunzione di |assumere )?(?:le )?)?donn[ae] (?:svantaggiat\w*|disoccupat\w*)\b|\besonero contributivo\b[^?.]{0,40}\bdonn[ae]\b/,
  ],
  [
    'hiring_youth',
    /\bbonus (?:(?:per )?(?:l'|le )?assunzion\w* (?:di |dei )?)?(?:giovan\w*|under ?35)\b|\b(?:esoner\w*|sgrav\w*|incentiv\w*) (?:contributiv\w* )?(?:per (?:i )?)?(?:giovani|under ?35)\b|\besonero contributivo\b[^?.]{0,40}\b(?:giovani|under ?35)\b/,
  ],
  [
    'south_relief',
    /\bde-?contribuzione (?:sud|mezzogiorno|per il (?:sud|mezzogiorno))\b|\b(?:esoner\w*|sgrav\w*) (?:contributiv\w* )?(?:per il |al |del |nel )?(?:sud|mezzogiorno)\b|\besonero contributivo\b[^?.]{0,40}\b(?:sud|mezzogiorno)\b/,
  ],
];

const MONTH = new RegExp(`\\b(${MONTH_NAMES})(?: (20\\d\\d))?\\b`);
// "posso sommare i due sgravi?", "si cumulano?", "devo sceglierne uno?".
const COMBINED =
  /\bsommar\w*|\bcumul\w*|\binsieme\b|\bentramb\w*|\btutti e due\b|\bi due (?:sgrav|bonus|esoner|incentiv)\w*|\bsceglier\w*|\bin aggiunta\b/;
// A follow-up on the incentive the turn before asked: its relief, ceiling, rate or saving.
const FOLLOW_UP =
  /\bsgrav\w*|\besoner\w*|\brisparmi\w*|\btetto\b|\bmassimal\w*|\bmisura\b|\baliquot\w*|\bpercentual\w*|\b100 ?%|\bcontribut\w*/;
const ANNUAL = /\bin un (?:intero )?anno\b|\ball'anno\b|\bannu[oai]\b|\b(?:in|su|per) (?:12|dodici) mesi\b/;
const YEAR = /\b(?:per il|nel|del|anno) (202\d)\b/;

/** The sentences a message asks: the short message whole, else its sentences with "?" (their last clause). */
function askedSentences(text: string): string[] {
  if (text.length < 160) return [text];
  return (text.match(/[^?]*\?/g) ?? []).map((s) => s.split(/[.!]\s+/).at(-1) ?? s);
}

const named = (text: string): Incentive[] => NAMES.filter(([, re]) => re.test(text)).map(([id]) => id);

function details(text: string, asked: string): Omit<EmploymentRuleAsk, 'rule'> {
  const month = MONTH.exec(text);
  const year = YEAR.exec(asked.replace(/\bassunt\w* (?:nel|dal) 20\d\d\b/g, ' '));
  return {
    ...(month
      ? {
          hire: {
            month: MONTHS.indexOf(month[1] as string) + 1,
            ...(month[2] ? { year: Number(month[2]) } : {}),
          },
        }
      : {}),
    ...(year ? { year: Number(year[1]) } : {}),
    ...(ANNUAL.test(asked) ? { annual: true } : {}),
  };
}

/** The incentive asked by the message alone, or undefined. */
function askedNow(text: string): EmploymentRuleAsk | undefined {
  const sentences = askedSentences(text);
  const asked = sentences.join(' ');
  const inAsk = named(asked);
  // "Posso sommare i due sgravi?": the two incentives named in the story, the relief in the South among them.
  if (sentences.some((s) => COMBINED.test(s))) {
    const all = named(text);
    if (all.length > 1 && all.includes('south_relief'))
      return { rule: 'south_relief', combined: true, ...details(text, asked) };
  }
  const rule = inAsk[0];
  return rule ? { rule, ...details(text, asked) } : undefined;
}

/** The hiring incentive a question asks (or a follow-up keeps), or undefined. */
export function hiringIncentiveAsked(text: string, earlier: string): EmploymentRuleAsk | undefined {
  const now = askedNow(text);
  if (now) return now;
  if (text.length >= 200 || !FOLLOW_UP.test(text) || named(text).length) return undefined;
  const before = askedNow(earlier);
  if (!before || before.combined) return undefined;
  // The hire date told before holds unless the follow-up moves it ("e se l'avessi assunto a marzo?").
  const own = details(text, text);
  return { rule: before.rule, ...(before.hire ? { hire: before.hire } : {}), ...own };
}
