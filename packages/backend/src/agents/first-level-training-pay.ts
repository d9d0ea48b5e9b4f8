import { employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { FIRST_LEVEL } from './first-level-apprentice-rate.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * The pay of the training hours of a first-level apprenticeship (qualification and diploma, the "duale") or of a
 * higher-education one: by law (D.Lgs. 81/2015, art. 43 c. 7; art. 45 c. 3) the hours at the school or training
 * centre are not paid, the training the employer gives is paid at 10% of the pay due, unless the agreement says
 * otherwise. Before, these questions fell on the professional apprenticeship's ages and public training hours.
 */
const HIGHER = /\bapprendist\w* (?:di |del )?(?:alta formazione|(?:terzo|3\s?°?|iii) livello)\b/;
const TRAINING =
  /\bformazion\w*|\bore (?:a|di|in) (?:scuola|aula|corso)\b|\b(?:a|in) scuola\b|\bistituzione formativa\b|\bcentro di formazione\b/;
const PAY_ASKED =
  /\bretribui\w*|\bretribuzion\w*|\bpagar\w*|\bpagat\w*|\bpagh\w*|\bcompens\w*|\bin che misura\b/;
// The contribution rate is another rule (first-level-apprentice-rate.ts).
const CONTRIBUTION = /\baliquot\w*|\bcontribut\w*|\binps\b/;

// An agreement that states its own shares for the first-level apprenticeship (Turismo: 50% to 70% of the training
// hours in the firm) answers with them: the law leaves the measure to the agreements.
const OWN_FIRST_LEVEL = /(?:\bI livello\b|qualifica e (?:il )?diploma)[^.]*%/;

export function firstLevelTrainingPay(text: string, agreements: readonly Ccnl[]): AgentAnswer | undefined {
  if (agreements.some((c) => OWN_FIRST_LEVEL.test(c.apprenticeship.text ?? ''))) return undefined;
  const higher = HIGHER.test(text);
  if (!(FIRST_LEVEL.test(text) || higher) || !TRAINING.test(text) || !PAY_ASKED.test(text)) return undefined;
  if (CONTRIBUTION.test(text)) return undefined;
  const rule = employmentRule('apprenticeship_first_level_training_pay');
  const internal = `${rule.values?.internalPct ?? 10}%`;
  const kind = higher
    ? 'Nell’apprendistato di alta formazione e ricerca, come in quello di primo livello,'
    : 'Nell’apprendistato di primo livello (qualifica e diploma)';
  return compose({
    answer: `${kind} le ore passate a scuola o nel centro di formazione sono ${bold('ore di formazione esterna non retribuite')}: per legge il datore di lavoro ha l’esonero retributivo; le ${bold('ore di formazione interna')}, a carico del datore di lavoro, sono pagate al ${bold(internal)} della retribuzione che spetterebbe all’apprendista (${rule.reference}${higher ? '; art. 45 c. 3' : ''}). Le ore di lavoro sono pagate per intero secondo il contratto collettivo.`,
    steps: [`La regola (${rule.reference}): ${rule.text}.`],
    assumptions: [
      'Il contratto collettivo applicato può prevedere una misura diversa per le ore di formazione (la legge fa salve le sue previsioni): verificalo per il tuo settore.',
    ],
    citations: ruleCitations(rule),
    related: [],
  });
}
