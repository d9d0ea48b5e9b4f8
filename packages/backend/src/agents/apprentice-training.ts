import { employmentRule } from '../kb/employment-rules.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * The public training of a professional apprentice by study title (Conferenza Stato-Regioni guidelines of
 * 20 February 2014): 120 hours with no title or a lower-secondary one, 80 with a diploma or a vocational
 * qualification, 40 with a degree, over the whole apprenticeship. Asked when the public, regional or basic
 * training is named, or a title is told beside the training hours; a follow-up that only changes the title
 * ("e se è laureato?") keeps the training asked the turn before. The agreement's own yearly training (Chimico's
 * 80–120 hours a year) is another subject and is not answered here.
 */
const TRAINING = /\bformazion\w*|\bquant\w* ore\b|\bore (?:di )?(?:corso|aula)\b/;
const PUBLIC =
  /\bregional\w*|\bpubblic\w*|\bformazion\w* (?:di base|trasversal\w*|esterna)\b|\bdi base e trasversal\w*/;
const TITLES: [title: 'degree' | 'diploma' | 'none', re: RegExp][] = [
  ['degree', /\blaure\w*|\btitolo equivalente\b|\bmagistrale\b/],
  [
    'diploma',
    /\bdiplom\w*|\bmaturita\b|\bqualifica (?:profession\w*|triennale|iefp|regionale)\b|\bsuperiori\b/,
  ],
  [
    'none',
    /\blicenza (?:media|elementare)\b|\bterza media\b|\b(?:le|la) medie?\b|\bsenza (?:titolo|diploma)\b|\bnessun titolo\b/,
  ],
];
// The pay of the training hours ("a che percentuale vanno pagate?") or the first-level apprenticeship's in-company
// training are other subjects.
const ELSEWHERE =
  /\bpercentual\w*|\bretribu\w*|\bpagat\w*|\bpaga\b|\bstipend\w*|\bprimo livello\b|\bi livello\b|\bin azienda\b/;
const NEGATED = /\bnon (?:e |ha |sono |ho )?(?:(?:la |il |un |una )?)$/;

function titleOf(text: string): 'degree' | 'diploma' | 'none' | undefined {
  for (const [title, re] of TITLES) {
    const m = re.exec(text);
    if (m && !NEGATED.test(text.slice(Math.max(0, m.index - 12), m.index))) return title;
  }
  return undefined;
}

export function apprenticeTraining(
  text: string,
  earlier: string,
  followUp: boolean,
): AgentAnswer | undefined {
  const title = titleOf(text);
  const asked =
    (TRAINING.test(text) && (PUBLIC.test(text) || (title !== undefined && /\bore\b/.test(text)))) ||
    (followUp && title !== undefined && PUBLIC.test(earlier) && TRAINING.test(earlier));
  if (!asked || ELSEWHERE.test(text)) return undefined;
  const rule = employmentRule('apprenticeship_training_hours');
  const hours = { degree: 40, diploma: 80, none: 120 };
  const who = {
    degree: 'con la laurea (o un titolo equivalente)',
    diploma: 'con il diploma di scuola superiore o una qualifica professionale',
    none: 'senza titolo o con la licenza media',
  };
  const all = `${hours.none} ore senza titolo o con la licenza media, ${hours.diploma} con diploma o qualifica professionale, ${hours.degree} con la laurea`;
  const lead = title
    ? `Per un apprendista ${who[title]} la formazione pubblica di base e trasversale (offerta formativa regionale) è di ${bold(`${hours[title]} ore`)} per l’intero periodo di apprendistato (${rule.reference.split(';')[0]}): ${all}.`
    : `La formazione pubblica di base e trasversale (offerta formativa regionale) dipende dal titolo di studio all’assunzione, per l’intero periodo di apprendistato: ${bold(`${hours.none} ore`)} senza titolo o con la licenza media, ${bold(`${hours.diploma} ore`)} con diploma o qualifica professionale, ${bold(`${hours.degree} ore`)} con la laurea (${rule.reference.split(';')[0]}).`;
  return compose({
    answer: lead,
    steps: [`La regola (${rule.reference}): ${rule.text}.`],
    assumptions: [
      'Apprendistato professionalizzante; la formazione professionalizzante a cura del datore di lavoro, fissata dal contratto collettivo, si aggiunge a queste ore; le Regioni possono ridurle per crediti formativi già maturati.',
    ],
    citations: ruleCitations(rule),
    related: [],
  });
}
