import { bold } from './compose.js';
import type { LawFact } from './law-facts.js';

/**
 * A pregnant worker still on probation ("è ancora in prova e mi ha detto che è incinta: posso non confermarla?"):
 * the ban on dismissal (D.Lgs. 151/2001, art. 54) does not cover a genuine negative outcome of the probation, but
 * the employer who knows of the pregnancy must give the reasons, never tied to it. The answer opens with that,
 * then the ban's period. Pages read on 2026-11-24.
 */
const PROBATION_SOURCES: LawFact['sources'] = [
  {
    url: 'https://www.laleggepertutti.it/6511_licenziamento-della-lavoratrice-in-cinta-dopo-il-periodo-di-prova',
    label:
      'La Legge per Tutti: licenziamento della lavoratrice incinta per esito negativo della prova (Cass. 2010/2012)',
    date: null,
    confidence: 'medium',
  },
  {
    url: 'http://www.gravidanzaonline.it/esperto_risponde/periodo-di-prova-nel-contratto-di-inserimento',
    label:
      'Gravidanzaonline, l’esperto risponde: prova non superata di una lavoratrice di cui è noto lo stato di gravidanza',
    date: null,
    confidence: 'low',
  },
];

export function pregnancyDismissal(fact: LawFact, inProbation: boolean): { fact: LawFact; opening: string } {
  // The domestic agreement's own ban (domestic-parent-leave.ts): until the end of the maternity leave, save a just cause.
  const own = /^CCNL/.test(fact.reference);
  const ban = `${own ? 'per il contratto' : 'per legge'} (${fact.reference}) la lavoratrice non può essere licenziata ${bold(fact.figure)}; un licenziamento nel periodo è nullo.`;
  if (!inProbation)
    return { fact, opening: `${bold('No')}, ${own ? 'salvo giusta causa' : 'salvo eccezioni'}: ${ban}` };
  return {
    fact: { ...fact, sources: [...fact.sources, ...PROBATION_SOURCES] },
    opening: `Durante la prova ${bold('sì, ma solo per esito negativo della prova')}: se sa della gravidanza, il datore di lavoro deve indicare le ragioni del giudizio, che non possono mai riguardare la gravidanza (altrimenti il recesso è discriminatorio e nullo). Fuori da questo caso ${ban}`,
  };
}
