import { employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeLevelsAnswer } from './apprentice-levels.js';
import { apprenticeRatio } from './apprentice-ratio.js';
import { apprenticeTraining } from './apprentice-training.js';
import {
  apprenticeDismissalAnswer,
  apprenticeDuringNotice,
  apprenticeshipEndAnswer,
  END,
} from './apprenticeship-end.js';
import { bold, compose } from './compose.js';
import { firstLevelTrainingPay } from './first-level-training-pay.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * The law's rules of the professional apprenticeship, asked beside an agreement that pays its apprentices its own
 * way (D.Lgs. 81/2015, artt. 42–44): who may be hired at what age ("a 16 anni si può?", "a 29 anni e 8 mesi sono
 * troppo vecchio?", and the follow-up "e se avesse 17 anni e la qualifica?"), the length and public training, and
 * what happens when the training period ends (either side may withdraw with notice under art. 2118 c.c.,
 * otherwise the relationship goes on as an ordinary open-ended one). Before, these fell on the agreement's pay
 * rule for apprentices, or on the minimum working age, and the law's rule went unanswered.
 */

const APPRENTICE = /\bapprendist\w*/;
const LAW = /\bper legge\b|\bla legge\b|\bdi legge\b|\blegal\w*/;
const AGE_TOLD =
  /\b(?:ho|ha|avesse|abbia|avra|di|a|compiut[oi]|compie) (\d{2}) anni\b|\b(\d{2}) anni (?:compiuti|appena compiuti)\b/;
// "compirà 30 anni il 15 gennaio": an age still to come, so one year less now.
const AGE_TO_COME = /\b(?:compira|compiera|fara) (\d{2}) anni\b/;
// "da che età può farlo?", "fino a quanti anni?": the bounds asked, no age told.
const AGE_ASKED =
  /\b(?:da|a|fino a) (?:che|quale) eta\b|\b(?:da|fino a) quanti anni\b|\beta (?:minima|massima)\b/;
const AGE_CLAIM =
  /\bfino a (\d{2}) anni\b|\btroppo (?:vecchi\w*|grande|grandi|tardi)\b|\blimite di eta\b|\bfino a (?:che|quanti) anni\b|\beta massima\b/;
// ("è ancora in tempo?" asks the same, answered yes.)
const IN_TIME = /\b(?:e|sono|sei|siamo|siete|fa|faccio|facciamo) ancora in tempo\b/;
const TOO_OLD = new RegExp(
  `\\btroppo (?:vecchi\\w*|grande|grandi|tardi)\\b|\\bnon (?:e|sono|sei) piu in tempo\\b|${IN_TIME.source}`,
);
// A professional qualification (the three-year IeFP one), not a job's title ("qualifica finale 4° livello").
const QUALIFIED =
  /\bqualific\w* profess?ional\w*|\bqualifica (?:triennale|regionale|iefp)\b|\bdiploma professional\w*|\b(?:con|ha|avesse|abbia|preso|presa) (?:gia )?(?:la |una )?qualifica\b(?! finale)/;
const TRAINING =
  /\bformazion\w* (?:di base|pubblic\w*|trasversal\w*|esterna)\b|\bquant\w* ore di formazion\w*|\bore di formazion\w*/;
const LENGTH = /\bdurat\w*|\bdurare\b|\bquanto (?:puo )?dur\w*/;
// Whether the person may be hired as an apprentice: "lo posso assumere con l'apprendistato?", "può essere assunta
// come apprendista?", "si può fare un apprendistato a 16 anni?"; or the apprenticeship claimed open at any age.
const ELIGIBLE =
  /\b(?:posso|possiamo|puo|si puo|potrei|potremmo|e possibile|riesco a)\b[^?.]{0,30}\b(?:assum\w*|fare|prendere|inquadrar\w*|essere assunt\w*)\b[^?.]{0,30}\bapprendist|\bapprendist\w*[^?.]{0,30}\b(?:limit\w* di eta|eta massima)\b|\bapprendist\w*[^?.]{0,40}\ba \d{2} anni\b[^.]{0,5}\?/;
const CLAIMED = /\bha ragione\b|\be vero\b|\bdic\w* che\b[^?]{0,40}\b(?:si puo|non si puo|puo|non puo)\b/;
const ANY_AGE =
  /\bapprendist\w*\b[^?.]{0,40}\b(?:qualsiasi|ogni|qualunque) eta\b|\b(?:qualsiasi|ogni|qualunque) eta\b[^?.]{0,40}\bapprendist/;
// "e se invece avesse 17 anni?", "ma con la qualifica?": a follow-up on the apprentice the turn before asked about.
const FOLLOW_UP = /^(?:e|ma|invece|e invece|se|e se|e nel caso)\b/;
const END_ASKED =
  /\brecede\w*|\brecess\w*|\blicenzi\w*|\blasciar\w*|\ba casa\b|\bchiude\w* il rapporto\b|\binterromp\w*|\bmandar\w* via\b|\bcosa succede\b|\bche succede\b|\bautomatic\w*|\bindeterminato\b|\bpreavviso\b/;

/**
 * The end of the apprenticeship is what the message asks ("alla fine dell'apprendistato posso interrompere il
 * rapporto senza giusta causa?"): a withdrawal under art. 2118 c.c., not a disciplinary dismissal; so is a
 * dismissal asked as free during the training ("mi può licenziare quando vuole, sono apprendista?").
 */
export const apprenticeshipEndAsked = (text: string): boolean =>
  (APPRENTICE.test(text) && END.test(text) && END_ASKED.test(text)) ||
  apprenticeDismissalAnswer(text) !== undefined;

function ageOf(text: string): number | undefined {
  const m = AGE_TOLD.exec(text);
  const coming = AGE_TO_COME.exec(text)?.[1];
  const age = m ? Number(m[1] ?? m[2]) : coming ? Number(coming) - 1 : Number.NaN;
  return Number.isNaN(age) ? undefined : age;
}

/** The verdict on the age told: under the bounds, within them (a claim of being too old), or over them. */
function ageVerdict(age: number, qualified: boolean, text: string): string {
  const bounds = `l’apprendistato professionalizzante si fa dai ${bold('18 anni')} (dai ${bold('17 anni')} con una qualifica professionale) fino a ${bold('29 anni e 364 giorni')}, cioè entro i 30 anni (fino al giorno prima di compierli)`;
  const minAge = qualified ? 17 : 18;
  if (age < minAge)
    return `${bold('No')}, a ${age} anni${qualified ? '' : ' senza qualifica'} non si può: ${bounds}${age >= 15 ? `; a ${age} anni resta l’${bold('apprendistato di primo livello')}, per la qualifica e il diploma professionale (dai 15 anni), con l’istituzione formativa` : ''}`;
  if (age > 29) return `${bold('No')}, a ${age} anni non si può: ${bounds}`;
  const withQualification = qualified && age < 18 ? ' con la qualifica professionale' : '';
  if (IN_TIME.test(text)) return `${bold('Sì')}, a ${age} anni è ancora in tempo: ${bounds}`;
  return TOO_OLD.test(text)
    ? `${bold('No')}, a ${age} anni non è troppo tardi: ${bounds}`
    : `${bold('Sì')}, a ${age} anni${withQualification} si può: ${bounds}`;
}

export function apprenticeshipLaw(
  text: string,
  earlier: string,
  agreements: Ccnl[],
): AgentAnswer | undefined {
  const followUp = !APPRENTICE.test(text) && APPRENTICE.test(earlier) && FOLLOW_UP.test(text);
  if (!APPRENTICE.test(text) && !followUp) return undefined;
  // The levels below the final one during it, the final level and no new contract at its end (apprentice-levels.ts).
  const levels = APPRENTICE.test(text) ? apprenticeLevelsAnswer(text, agreements) : undefined;
  if (levels) return levels;
  // The end of the training period, the notice after it, a dismissal during it (apprenticeship-end.ts).
  const ended = APPRENTICE.test(text)
    ? (apprenticeDuringNotice(text, earlier) ??
      apprenticeshipEndAnswer(text) ??
      apprenticeDismissalAnswer(text))
    : undefined;
  if (ended) return ended;
  // How many apprentices may be hired: the law's ratio, whatever the agreement (apprentice-ratio.ts).
  const ratio = APPRENTICE.test(text) ? apprenticeRatio(text) : undefined;
  if (ratio) return ratio;
  // The pay of a first-level apprentice's training hours: the law's own rule (first-level-training-pay.ts).
  const trainingPay = APPRENTICE.test(text) ? firstLevelTrainingPay(text, agreements) : undefined;
  if (trainingPay) return trainingPay;
  // The public training by study title, and the follow-up that changes the title (apprentice-training.ts).
  const training = apprenticeTraining(text, earlier, followUp);
  if (training) return training;
  if (/\bstipend\w*|\bpaga\b|\bquanto prend\w*|\bpercentual\w*/.test(text)) return undefined;
  const rule = employmentRule('apprenticeship_professional');
  const minAge = rule.values?.minAge ?? 18;
  const maxAge = rule.values?.maxAge ?? 29;
  const qualified = QUALIFIED.test(text) || (followUp && QUALIFIED.test(earlier));
  // "Lo posso assumere con l'apprendistato?" after "mio nipote ha 31 anni": the age told the turn before.
  const age = ageOf(text) ?? (ELIGIBLE.test(text) ? ageOf(earlier) : undefined);
  // "ha 31 anni, lo posso assumere come apprendista?": an age outside the law's bounds decides the hire, whatever
  // the agreement says of the apprenticeship; "sono troppo vecchio a 29 anni?", "e se avesse 17 anni e la
  // qualifica?": the age told against the bounds; "si può fare a qualsiasi età, è vero?": the bounds answer the claim.
  // ("mio marito dice che a 16 anni non si può, chi ha ragione?": an age claimed and asked to be settled.)
  const eligible = ELIGIBLE.test(text) || TOO_OLD.test(text) || followUp || CLAIMED.test(text);
  const boundsAsked = age === undefined && AGE_ASKED.test(text);
  const outside = age !== undefined && (age < (qualified ? 17 : minAge) || age > maxAge);
  const ageDecides =
    (age !== undefined && (outside || followUp || TOO_OLD.test(text)) && eligible) ||
    ANY_AGE.test(text) ||
    boundsAsked;
  // An agreement's own lengths (the logistics warehouse's 4 years) are its answer, unless the law is asked.
  if (agreements.length && !LAW.test(text) && !ageDecides) return undefined;
  // The law's limits asked against an age claimed ("solo fino a 25 anni"), or its public training asked.
  if (!TRAINING.test(text) && !(AGE_CLAIM.test(text) && LENGTH.test(text)) && !ageDecides) return undefined;
  const claimed = Number(/\bfino a (\d{2}) anni\b/.exec(text)?.[1] ?? Number.NaN);
  const ref = 'D.Lgs. 81/2015, art. 44';
  const notClaim = Number.isNaN(claimed) || claimed === 29 ? '' : `, non fino a ${claimed}`;
  const byLaw = ANY_AGE.test(text) ? `${bold('No')}, non a qualsiasi età: per legge` : 'Per legge';
  const lead =
    age === undefined && qualified
      ? `${byLaw} (${ref}), con una qualifica professionale, l’apprendistato professionalizzante si può fare ${bold('dai 17 anni')} (senza qualifica dai 18) fino ai ${bold('29 anni')} (fino al giorno prima dei 30)`
      : age === undefined
        ? `${byLaw} (${ref}) si può assumere chi ha ${bold('tra i 18 e i 29 anni')} (fino al giorno prima dei 30)${notClaim}`
        : `${ageVerdict(age, qualified, text)}${notClaim} (${ref})`;
  const firstLevel =
    age !== undefined && age < (qualified ? 17 : minAge) ? [employmentRule('minimum_age')] : [];
  return compose({
    answer: `${lead}; dura al massimo ${bold('3 anni')} (${bold('5 anni')} per i profili professionali dell’artigianato) e la formazione pubblica di base e trasversale è al massimo di ${bold('120 ore')} nel triennio, oltre alla formazione professionalizzante del datore di lavoro.`,
    steps: [
      `La regola (${rule.reference}): ${rule.text}.`,
      ...firstLevel.map((r) => `La regola (${r.reference}): ${r.text}`),
    ],
    assumptions: [
      'Apprendistato professionalizzante; il contratto collettivo applicato fissa la durata di ogni qualifica entro questi limiti, e le Regioni organizzano l’offerta formativa pubblica.',
    ],
    citations: [...ruleCitations(rule), ...firstLevel.flatMap(ruleCitations)],
    related: [],
  });
}
