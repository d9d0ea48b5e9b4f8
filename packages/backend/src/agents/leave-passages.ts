import type { Ccnl } from '../kb/schema.js';
import type { LeaveKind } from '../reader/asked-topic.js';
import { type Citation, citeAgreementPassage } from './answer.js';
import { EARLY_PASSAGE } from './maternity-top-up.js';

/** The agreement's own sourced statements on a law leave kind, cited: what the contract adds to the law. */
export function passageCitations(ccnl: Ccnl, said: string[]): Citation[] {
  return ccnl.passages.filter((p) => said.includes(p.text)).map((p) => citeAgreementPassage(ccnl, p));
}

/** The agreement's statements on a law leave kind (a passage naming maternity), if the knowledge base has any. */
export function agreementPassages(ccnl: Ccnl, kind: LeaveKind): string[] {
  const word = {
    maternity: /maternit/i,
    paternity: /paternit/i,
    parental: /congedo parentale|congedi parentali/i,
    breastfeeding: /allattament/i,
    disability: /legge 104|\b104\/1992/i,
    blood_donation: /donazion\w* (?:di |del )?sangue|donator\w* di sangue/i,
    election_duty: /seggi\w* elettoral|scrutator|operazioni elettorali/i,
    gender_violence: /violenz\w* di genere|vittim\w* di violenz/i,
  }[kind as 'maternity'];
  if (!word) return [];
  const texts = [ccnl.monthly_payments.text, ccnl.holidays.text, ...ccnl.passages.map((p) => p.text)];
  // The early maternity leave's pay is a case of its own, answered when it is asked (maternity-top-up.ts).
  const aside = (t: string) => kind === 'maternity' && EARLY_PASSAGE.test(t);
  return [...new Set(texts.filter((t): t is string => !!t && word.test(t) && !aside(t)))].slice(0, 2);
}
