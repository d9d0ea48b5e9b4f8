import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import type { LawFact } from './law-facts.js';

/**
 * Session 68 (fx68): whether an agreement (a company or "proximity" agreement under art. 8 D.L. 138/2011) or a
 * reduced pay may lower the pay contributions are computed on. No: the contribution base is never below the pay of
 * the national agreements signed by the most representative unions (art. 1 D.L. 338/1989) nor below the INPS daily
 * minimum; a proximity agreement may touch the pay but not the contribution base (Cassazione, ordinanza 19467 of
 * 15 July 2025). Read on the pages below on 2026-12-01.
 */
export const CONTRIBUTION_FLOOR: LawFact = {
  figure: 'non può scendere sotto il minimale',
  text: 'la retribuzione su cui si calcolano i contributi INPS non può essere inferiore a quella dei contratti collettivi nazionali firmati dai sindacati più rappresentativi nel settore dell’attività svolta, né al minimale giornaliero fissato ogni anno dall’INPS; un accordo aziendale o di prossimità può ridurre la paga, ma non la base imponibile contributiva, perché la materia previdenziale è regolata da norme inderogabili.',
  reference: 'D.L. 338/1989, art. 1; Cass., ord. 19467 del 15 luglio 2025',
  sources: [
    {
      url: 'https://www.lavorosi.it/contribuzione-previdenziale/imponibile-contributivo/cassazione-come-si-calcola-il-minimale-contributivo-in-presenza-di-una-contrattazione-di-prossimit',
      label:
        'Lavorosi: Cassazione, il minimale contributivo in presenza di una contrattazione di prossimità (ord. 19467 del 15 luglio 2025)',
      date: '2025-07-15',
      confidence: 'medium',
    },
    {
      url: 'https://www.geps.it/contratti-di-prossimita-non-derogano-ai-minimi-contributivi-inps-10133',
      label:
        'Geps: i contratti di prossimità non derogano ai minimi contributivi INPS (Cass. ord. 19467/2025)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.wikilabour.it/segnalazioni/previdenza/minimale-contributivo-inderogabilita',
      label: 'Wikilabour: minimale contributivo, inderogabilità (Cass. ord. 15 luglio 2025, n. 19467)',
      date: '2025-07-15',
      confidence: 'medium',
    },
  ],
};

// The pay lowered: by an agreement ("accordo di prossimità", "accordo aziendale") or said to be reduced or below.
const LOWERED =
  /\b(?:accord\w*|contratt\w*|intes\w*) (?:aziendal\w* )?di prossimita\b|\bprossimita\b|\b(?:paga|retribuzion\w*|stipendi\w*|salari\w*) (?:\w+ ){0,2}ridott\w*|\bsotto (?:i |al |il )?(?:minim\w*|minimale)\b|\bpiu bass\w*|\babbass\w*/;
// The contributions paid on it ("versare i contributi solo sulla paga ridotta", "imponibile contributivo").
const CONTRIBUTIONS = /\bcontribut\w*|\bimponibile (?:contributiv\w*|inps|previdenzial\w*)\b/;
// Whether it may be done ("è possibile?", "si può?", "è lecito?", "può farlo?").
const MAY =
  /\b(?:e|sarebbe|risulta) (?:possibile|lecito|legale|consentito|regolare|ammesso)\b|\bsi (?:puo|possono)\b|\b(?:puo|possono|possiamo|posso|potrebbe) (?:\w+ ){0,3}(?:versar|pagar|calcolar|scender|abbassar|ridurr)\w*/;

/** Whether the question asks if contributions may be paid on a pay below the floor. */
export function belowFloorAsked(message: string): boolean {
  const text = readable(message);
  return LOWERED.test(text) && CONTRIBUTIONS.test(text) && MAY.test(text);
}

/** The opening "No" with the rule, before the year's daily minimum. */
export function belowFloorLine(): string {
  const fact = CONTRIBUTION_FLOOR;
  return `${bold('No')}: per legge (${fact.reference}) ${fact.text}`;
}
