import { employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { lawCitations } from './law-facts.js';

/**
 * "Mio figlio ha la 104 grave … quando avrà 5 anni posso ancora stare a casa con il congedo parentale lungo?":
 * the parental leave's extension for a child with a severe disability (D.Lgs. 151/2001, art. 33), up to 3 years
 * in all within the child's 12 years at 30%, is the leave asked, not the ordinary parental leave's months and
 * pay. The rule is the knowledge base's (data/law/employment-rules.json). Runs on the message and the earlier
 * turns, folded.
 */

// A child with a disability told here or earlier: "mio figlio di 2 anni ha la 104 grave", "figlia disabile".
const DISABLED_CHILD =
  /\b(?:figli|bambin|neonat|piccol)\w*\b[^.?]{0,60}\b(?:104|disabil\w*|handicap\w*)|\b(?:104|disabil\w*|handicap\w*)\b[^.?]{0,40}\b(?:mi[oa] |del |della |al |alla )(?:figli|bambin)\w*/;
// The extended leave asked: "congedo parentale lungo", "prolungamento del congedo", "congedo prolungato".
const EXTENSION_ASKED =
  /\bcongedo(?: parentale)? (?:lungo|prolungat\w*|estes\w*|straordinariamente lungo)\b|\bprolungament\w* (?:del )?(?:congedo|parentale)\b|\bprolungar\w* (?:il )?congedo\b/;

/** The extension's answer, or undefined when no disabled child is told or no extended leave asked. */
export function disabledChildLeaveAnswer(
  message: string,
  history: readonly string[] = [],
  agreement?: Ccnl,
): AgentAnswer | undefined {
  const asked = readable(message);
  if (!EXTENSION_ASKED.test(asked)) return undefined;
  if (![asked, ...history.map(readable)].some((t) => DISABLED_CHILD.test(t))) return undefined;
  const rule = employmentRule('disabled_child_parental_extension');
  const text = rule.text.replace('{figure}', rule.figure);
  const answer = `${bold('Sì')}, con il prolungamento del congedo parentale: per legge (${rule.reference}) il genitore di un figlio con disabilità grave può stare a casa ${bold(`${rule.figure} in tutto`)} (compreso il congedo parentale ordinario), ${bold('entro i 12 anni del bambino')}, con un’indennità INPS del ${bold('30%')} della retribuzione per tutto il periodo.`;
  return compose({
    answer,
    steps: [
      `La regola: ${text.charAt(0).toUpperCase()}${text.slice(1)}`,
      ...(agreement
        ? [
            `Le regole proprie del ${agreement.short_name} sul prolungamento non sono nella base di conoscenza: vale la legge.`,
          ]
        : []),
    ],
    assumptions: [
      'Figlio con disabilità grave accertata (L. 104/1992, art. 3 c. 3), non ricoverato a tempo pieno; genitore lavoratore dipendente.',
    ],
    citations: lawCitations(rule, text),
    related: ['Quanti giorni di permesso 104 spettano al mese?', 'Quanto è pagato il congedo parentale?'],
  });
}
