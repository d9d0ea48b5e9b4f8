import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * Working again after an early pension by "quota" (Quota 100, 102, 103): a pension rule, not an agreement's, that
 * decides whether the job asked about may be taken. Read on 2026-12-01 on the pages below (labour and tax press,
 * at most medium confidence): the pension is not cumulable with income from work until the old-age pension's age,
 * save occasional self-employment up to 5.000 euro gross a year.
 */
export const EARLY_PENSION_WORK: LawFact = {
  figure: 'fino all’età della pensione di vecchiaia (67 anni)',
  text: 'chi è andato in pensione anticipata con Quota 100, 102 o 103 non può cumulare la pensione con redditi da lavoro dipendente o autonomo {figure}: l’unica eccezione è il lavoro autonomo occasionale, fino a 5.000 euro lordi l’anno. Un’assunzione come dipendente, anche part-time, prima di quell’età fa perdere (sospendere) la pensione; dopo i 67 anni il cumulo è libero.',
  reference: 'D.L. 4/2019, art. 14 c. 3; L. 197/2022, art. 1 c. 283 (Quota 103)',
  sources: [
    {
      url: 'https://fisco7.it/2023/03/pensione-quota-103-e-svolgimento-di-attivita-lavorativa',
      label:
        'Fisco7: pensione Quota 103, niente cumulo con i redditi di lavoro fino all’età della vecchiaia (67 anni), salvo lavoro autonomo occasionale fino a 5.000 euro lordi annui',
      date: '2023-03',
      confidence: 'medium',
    },
    {
      url: 'https://grifonews.it/quota-103-e-lavoro-si-puo-lavorare-dopo-pensione',
      label: 'Grifonews: Quota 103 e lavoro, incompatibile con i redditi da lavoro fino a 67 anni',
      date: null,
      confidence: 'low',
    },
    {
      url: 'https://aldodomenicoficara.blogspot.com/2019/08/quota-100-non-e-cumulabile-con-redditi.html',
      label:
        'Quota 100 non è cumulabile con redditi da lavoro dipendente o autonomo, salvo lavoro autonomo occasionale entro 5.000 euro lordi annui',
      date: '2019-08',
      confidence: 'low',
    },
  ],
};

const EARLY_QUOTA = /\bquota (?:100|102|103)\b|\bpension\w* anticipata flessibile\b/;
// The work asked about: a hire, a job taken again, a payslip's income.
const WORK =
  /\b(?:ri)?assum\w*|\b(?:ri)?assunt\w*|\briprend\w*|\blavor\w*|\bdipendent\w*|\bpart ?-?time\b|\bcontratt\w*/;

/**
 * "sono andato in pensione con Quota 103, la mia ditta mi riprenderebbe part-time: perdo la pensione?": the law's
 * rule, and that the pension itself is outside the agreements. Undefined when no early "quota" pension is named.
 */
export function earlyPensionWork(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!EARLY_QUOTA.test(text) || !WORK.test(text)) return undefined;
  const law = EARLY_PENSION_WORK;
  const said = law.text.replace('{figure}', bold(law.figure));
  return compose({
    answer: `Per legge (${law.reference}) ${said}`,
    steps: [
      'È una regola previdenziale, non del contratto collettivo: per il tuo caso (data della pensione, età della vecchiaia) verifica con l’INPS o con un patronato prima di firmare.',
    ],
    citations: lawCitations(law, law.text.replace('{figure}', law.figure)),
    related: [],
  });
}
