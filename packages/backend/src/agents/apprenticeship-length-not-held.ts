import { employmentRule } from '../kb/employment-rules.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

const APPRENTICE = /\bapprendist\w*/;
// The longest an apprenticeship may last: "quanto può durare al massimo?", "la durata massima?", "dura al massimo".
const MAX_LENGTH =
  /\bdurat\w* massim\w*|\bmassima durata\b|\b(?:dura\w*|dur\w*)\b[^?.]{0,20}\bal massimo\b|\bal massimo\b[^?.]{0,20}\bdur\w*/;

/**
 * The law's longest professional apprenticeship (D.Lgs. 81/2015, art. 44: 3 years, 5 for the crafts' profiles)
 * asked of a trade whose agreement the knowledge base lacks ("un falegname in una bottega artigiana"): the law
 * answers whatever the agreement, and the agreement's absence is one sentence of that answer. Undefined for any
 * other question.
 */
export function apprenticeshipLengthNotHeld(text: string, notHeld: string): AgentAnswer | undefined {
  if (!APPRENTICE.test(text) || !MAX_LENGTH.test(text)) return undefined;
  const rule = employmentRule('apprenticeship_professional');
  const years = rule.values?.years;
  const craftYears = rule.values?.craftYears;
  if (years === undefined || craftYears === undefined) return undefined;
  return compose({
    answer: `Per legge (${rule.reference}) l’apprendistato professionalizzante dura al massimo ${bold(`${years} anni`)}, ${bold(`${craftYears} anni`)} per i profili professionali dell’artigianato individuati dalla contrattazione collettiva: per questo un apprendistato artigiano può durare di più. Il ${notHeld} non è nella base di conoscenza: la durata prevista per ogni qualifica va verificata sul suo testo.`,
    steps: [`La regola (${rule.reference}): ${rule.text}.`],
    assumptions: [
      'Apprendistato professionalizzante; il contratto collettivo applicato fissa la durata di ogni qualifica entro questi limiti.',
    ],
    citations: ruleCitations(rule),
    related: [],
  });
}
