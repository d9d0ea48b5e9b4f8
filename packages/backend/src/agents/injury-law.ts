import { withVerdictWord } from '../documents/asked-verdict.js';
import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { dailyPayTold } from './leave-daily.js';

/**
 * An injury at work asked as pay ("il giorno dell'infortunio me lo pagano? e dopo l'INAIL quanto paga?") where
 * the agreement's own injury rule is not in the knowledge base, or no agreement is named: the law's rule opens
 * (the employer pays the day of the injury in full and 60% of the next 3 days; INAIL pays 60% from the 4th day
 * to the 90th, 75% from the 91st), then the agreement's integration stays a declared gap. Before, the
 * agreement's sickness text and an INAIL premium gap answered. Undefined for an agreement whose injury rule is
 * held (its bands answer), for the comporto, for the INAIL premium.
 */
export const INJURY_LAW: LawFact = {
  figure: 'per intero (100%)',
  text: 'il giorno dell’infortunio il datore di lavoro lo paga {figure} e i 3 giorni successivi al **60%** (salvo condizioni migliori del contratto collettivo); dal 4° giorno l’INAIL paga un’indennità del **60%** della retribuzione media giornaliera fino al 90° giorno e del **75%** dal 91° fino alla guarigione clinica, festivi compresi.',
  reference: 'D.P.R. 1124/1965, artt. 68 e 73',
  sources: [
    {
      url: 'https://diritto-lavoro.com/2012/08/24/indennita-giornaliera-per-inabilita-temporanea/amp',
      label: 'Diritto-lavoro.com: indennità giornaliera per inabilità temporanea (art. 68 D.P.R. 1124/1965)',
      date: '2012-08-24',
      confidence: 'medium',
    },
    {
      url: 'https://www.servizitutela.it/?p=743',
      label:
        'Servizi Tutela: indennità temporanea INAIL e obblighi del datore (giorno dell’infortunio e 3 giorni successivi)',
      date: null,
      confidence: 'medium',
    },
  ],
};

// An injury at work: said outright, or hurt at work, or an INAIL certificate.
const INJURY_AT_WORK =
  /\binfortun\w*\b(?![^.?]{0,20}\b(?:non professional|extra ?lavorativ|fuori dal lavoro|domestic|stradal\w* nel tempo libero))|\bmi sono fatto male (?:al|sul|a) lavoro\b|\bfatt[oa] male (?:al|sul) lavoro\b|\bcertificato inail\b/;
// "niente infortunio sul lavoro", "non è un infortunio", "mi sono fatto male a casa": an illness, INPS's.
const NOT_AT_WORK =
  /\b(?:niente|non|nessun\w*|senza|no)\b[^.?;]{0,20}\binfortun|\bfatt[oa] male (?:a casa|fuori|in vacanza|giocando)\b|\b(?:a casa|nel tempo libero|in vacanza)\b[^.?;]{0,30}\binfortun/;
// The pay asked: who pays, how much, whether the day is paid.
const PAY_ASKED =
  /\bpag\w*\b|\bquant[oa] (?:mi |ci |gli |le )?(?:prendo|percepisco|spetta|da|danno|riconosce|versa|passa)\b|\bpercentual\w*\b|\bindennit\w*\b|\bretribu\w*\b/;
// Subjects of their own: the job kept, the employer's premium, an accident at home or commuting told as such.
const OTHER_SUBJECT =
  /\bcomporto\b|\bconservazione del posto\b|\blicenzi\w*\b|\bpremi[oi] inail\b|\btass[oi] inail\b|\bautoliquidazion\w*\b|\bcosto\b|\bin itinere\b/;
// "il giorno dell'infortunio me lo pagano?": the day asked as paid, answered Sì (the employer pays it whole).
// "chi gli paga il giorno dell'infortunio, i primi giorni e poi il resto?": each payer of the days asked.
const WHO_PAYS_DAYS =
  /\bchi (?:(?:mi|gli|le|ci|ti) )?(?:paga|pagano|paghera)\b[^?]{0,80}\b(?:giorno dell ?'? ?infortunio|primi (?:\d |tre )?giorni)\b/;
const DAY_PAID_ASKED = /\bgiorno dell ?'? ?infortunio\b[^?]{0,40}\bpag\w*[^?]{0,10}\?/;

export function injuryLawAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length || req.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  if (
    !INJURY_AT_WORK.test(text) ||
    !PAY_ASKED.test(text) ||
    OTHER_SUBJECT.test(text) ||
    NOT_AT_WORK.test(text)
  )
    return undefined;
  const id = req.slots.agreements[0];
  const ccnl: Ccnl | undefined = id !== undefined ? ctx.kb.byCategory(id) : undefined;
  const injury = ccnl?.sick_pay.injury;
  // "retribuzione media giornaliera … 70 euro: quanto paga l'INAIL al giorno?": the law's shares on the daily pay
  // given open, the amounts a day.
  const daily = dailyPayTold(text);
  if (daily) return injuryDaily(daily, ccnl);
  if (injury?.text)
    return WHO_PAYS_DAYS.test(text) ? ownWithLaw(ccnl as Ccnl, injury.text, injury) : undefined;
  const said = INJURY_LAW.text.replace('{figure}', bold(INJURY_LAW.figure));
  const opening = withVerdictWord(
    `Per legge (${INJURY_LAW.reference}) ${said}`,
    DAY_PAID_ASKED.test(text) ? 'Sì' : undefined,
  );
  const gap = ccnl
    ? `Nel ${ccnl.short_name} l’eventuale integrazione dell’azienda oltre la quota di legge ${bold('non è nella base di conoscenza')}${injury?.gap ? ` (${lowerFirst(injury.gap.replace(/\.$/, ''))})` : ''}: verificala nel testo del contratto o in busta paga.`
    : 'Il contratto collettivo applicato può prevedere un’integrazione a carico dell’azienda: indicami il CCNL per verificarla.';
  return compose({
    answer: `${opening}\n${gap}`,
    steps: [],
    assumptions: [
      'Infortunio sul lavoro riconosciuto dall’INAIL, con assenza oltre i 3 giorni successivi a quello dell’evento.',
    ],
    citations: lawCitations(
      INJURY_LAW,
      INJURY_LAW.text.replace('{figure}', INJURY_LAW.figure).replace(/\*\*/g, ''),
    ),
    related: ccnl ? [`Quanto dura il periodo di comporto nel ${ccnl.short_name}?`] : [],
  });
}

/**
 * The agreement's injury rule held and each payer of the days asked: the rule opens, then the law it improves
 * (the day of the injury in full, 60% of the next 3 days, INAIL's 60% from the 4th), which the rule may not say.
 */
function ownWithLaw(ccnl: Ccnl, own: string, injury: Ccnl['sick_pay']['injury']): AgentAnswer {
  const law = INJURY_LAW.text.replace('{figure}', bold(INJURY_LAW.figure));
  return compose({
    answer: `Nel ${ccnl.short_name}, per l’infortunio sul lavoro: ${own.replace(/\.$/, '')}.\nPer legge (${INJURY_LAW.reference}), come base che il contratto può migliorare: ${law}`,
    steps: [],
    assumptions: ['Infortunio sul lavoro denunciato all’INAIL e riconosciuto.'],
    citations: [
      ...citeSources(ccnl, `Infortunio: ${own}`, injury?.article ?? null, injury?.sources ?? []),
      ...lawCitations(
        INJURY_LAW,
        INJURY_LAW.text.replace('{figure}', INJURY_LAW.figure).replace(/\*\*/g, ''),
      ),
    ],
    related: [`Quanto dura il periodo di comporto nel ${ccnl.short_name}?`],
  });
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The law's injury shares on the average daily pay given: the employer's 3 days at 60%, INAIL's 60% then 75%. */
function injuryDaily(daily: number, ccnl: Ccnl | undefined): AgentAnswer {
  const low = cents((daily * 60) / 100);
  const high = cents((daily * 75) / 100);
  const rule = INJURY_LAW.text.replace('{figure}', INJURY_LAW.figure).replace(/\*\*/g, '');
  return compose({
    answer: `Su una retribuzione media giornaliera di ${euro(daily)}, l’INAIL paga dal 4° al 90° giorno il 60%: ${bold(`${euro(low)} al giorno`)}; dal 91° giorno fino alla guarigione il 75%: ${bold(`${euro(high)} al giorno`)} (${INJURY_LAW.reference}).`,
    steps: [
      `Giorni 4–90: ${euro(daily)} × 60% = ${euro(low)} al giorno.`,
      `Dal 91° giorno: ${euro(daily)} × 75% = ${euro(high)} al giorno.`,
      `Il giorno dell’infortunio lo paga per intero il datore di lavoro (${euro(daily)}); i 3 giorni successivi al 60% (${euro(low)} al giorno), salvo condizioni migliori del contratto.`,
      `La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`,
    ],
    assumptions: [
      'La retribuzione media giornaliera è quella indicata; l’eventuale integrazione del datore prevista dal contratto è a parte.',
    ],
    citations: lawCitations(INJURY_LAW, rule),
    related: ccnl ? [`Quanto dura il periodo di comporto nel ${ccnl.short_name}?`] : [],
  });
}
