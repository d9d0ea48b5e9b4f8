import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Session 68: the breaks of screen work (D.Lgs. 81/2008, art. 175), a rule of the law whatever the agreement: who
 * works at a screen for 4 hours in a row is due a break or a change of task; where the collective agreement sets
 * no rule, 15 minutes every 120 minutes of continuous screen work, counted as working time. Read on the pages below
 * on 2026-12-01 (the rule in force since D.Lgs. 81/2008, 15 May 2008; Cass. 2679/2015 on continuity).
 */
export const SCREEN_BREAK: LawFact = {
  figure: '15 minuti ogni 120 minuti',
  text: 'chi lavora al videoterminale per almeno 4 ore consecutive ha diritto a interrompere l’attività con pause o con un cambiamento di attività; le modalità le fissa il contratto collettivo, anche aziendale, e in mancanza di una sua regola spetta comunque una pausa di {figure} di applicazione continuativa al videoterminale. La pausa è parte dell’orario di lavoro (retribuita), non si può cumulare all’inizio o alla fine della giornata e non coincide con la pausa pranzo.',
  reference: 'D.Lgs. 81/2008, art. 175',
  sources: [
    {
      url: 'https://www.giustoscuola.it/archivio-giurisprudenza/36-rapporto-di-lavoro/538-lavoro-al-vidoterminale-e-svolgimento-di-mansioni-amministrative-in-luogo-delle-pause.html',
      label:
        'Giusto Scuola: art. 175 D.Lgs. 81/2008, pausa di 15 minuti ogni 120 al videoterminale (Cass. 2679/2015)',
      date: '2015-02-11',
      confidence: 'medium',
    },
    {
      url: 'https://studiopalmitessa.it/2018/06/12/pausa-di-lavoro',
      label:
        'Studio Palmitessa: pausa di lavoro e pause dei videoterminalisti (non cumulabili a inizio o fine turno)',
      date: '2018-06-12',
      confidence: 'medium',
    },
  ],
};

// "pause al videoterminale", "davanti al pc … pausa", "ore al computer: ho diritto a una pausa?".
const SCREEN = /\bvideoterminal\w*|\bschermo\b|\bmonitor\b|\bpc\b|\bcomputer\b/;
const BREAK = /\bpaus[ae]\b|\binterruzion\w*|\bstacc\w*/;
// A break for breastfeeding or a paid lunch asked of the payslip is another rule.
const OTHER = /\ballatt\w*|\btiralatte\b|\bbusta\b|\bcedolin\w*/;

/** The law's screen-work breaks, when the question asks a break at a screen; undefined otherwise. */
export function screenBreakAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (
    ctx.documents.length ||
    !['working_hours', 'agreement_not_covered', 'out_of_scope'].includes(req.intent)
  )
    return undefined;
  const text = readable(ctx.message);
  if (!SCREEN.test(text) || !BREAK.test(text) || OTHER.test(text)) return undefined;
  const said = SCREEN_BREAK.text.replace('{figure}', SCREEN_BREAK.figure);
  return compose({
    answer: `${bold('Sì')}: per legge (${SCREEN_BREAK.reference}) ${SCREEN_BREAK.text.replace('{figure}', bold(SCREEN_BREAK.figure))}`,
    steps: [
      'La pausa dopo 6 ore di lavoro (D.Lgs. 66/2003, art. 8) è un’altra regola: le pause al videoterminale si aggiungono alla pausa pranzo, salvo che il contratto collettivo le regoli in altro modo.',
    ],
    assumptions: [
      'Lavoro al videoterminale continuativo (il cambiamento di attività lontano dallo schermo può sostituire la pausa); il contratto collettivo o l’accordo aziendale può fissare modalità proprie.',
    ],
    citations: lawCitations(SCREEN_BREAK, said),
    related: [],
  });
}
