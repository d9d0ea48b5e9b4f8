import type { TypedRequest } from '../reader/request.js';
import type { AgentResult } from './agents.js';
import { withBandVerdict } from './band-claim.js';
import { withClaimVerdict } from './claim-verdict.js';
import { withCompensatoryRest } from './compensatory-rest.js';
import { type AgentContext, targetAgreements } from './context.js';
import { withDocumentArrears } from './document-arrears.js';
import { documentRenewalFigure } from './document-renewal-figure.js';
import { withDomesticDeadline } from './domestic-deadline.js';
import { withPeriodShareVerdict } from './domestic-share-verdict.js';
import { withEqualTreatment } from './equal-treatment.js';
import { withExtraMonthIncrementsVerdict } from './extra-month-increments.js';
import { withRuleVerdict } from './fixs22c.js';
import { withFormerFigure } from './fixs22d-claim.js';
import { withFourteenthExists } from './fourteenth-exists.js';
import { withIncreaseMonthVerdict } from './increase-month-claim.js';
import { documentLeaveAnswer } from './leave-document.js';
import { answerDocumentParts } from './multi-part.js';
import { withNextChange } from './next-change.js';
import { agreementOf, isDomestic } from './pay-base.js';
import { payslip104Accrual } from './payslip-104-accrual.js';
import { withPolarOpening } from './polar-opening.js';
import { withProbationTooLong } from './probation-too-long.js';
import { withProvincialSetter, withProvincialWageGap } from './provincial-pay.js';
import { withReducedTableException } from './reduced-table-exception.js';
import { withPercentIncreaseVerdict, withRenewalVerdict } from './renewal-verdict.js';
import { withRuleClaimVerdict } from './rule-claim.js';
import { withSameExpiryVerdict } from './same-expiry.js';
import { rehiredProbation } from './seasonal-rehire.js';
import { withWorkerShareVerdict } from './worker-share-claim.js';

const EXTRA_MONTH_INTENTS = new Set(['monthly_payments', 'thirteenth_pro_rata']);

/**
 * A claim asked to be confirmed: the answer says first whether it is right — a tax rule or a payslip figure
 * (fixs22c.ts), a figure believed (claim-verdict.ts) beside a former one (fixs22d-claim.ts), an agreement's rule
 * (rule-claim.ts). `original` is the message as the user wrote it, `expanded` with its shorthand written out.
 */
export function withVerdicts(
  answer: AgentResult,
  request: TypedRequest,
  expanded: AgentContext,
  original: string,
): AgentResult {
  const ccnl = agreementOf(expanded, request);
  // A reduced table's case named before, and the level asked now is one it excepts (reduced-table-exception.ts).
  answer = withReducedTableException(answer, request, expanded, ccnl);
  // Rest in place of overtime pay asked: the agreement's sentence on compensatory rest (compensatory-rest.ts).
  answer = withCompensatoryRest(answer, expanded.message, ccnl);
  // A rule varying by the firm's size or the seniority the question gives: that row's verdict (band-claim.ts).
  // A renewal's una tantum, signing year, tranche month or next increase asked yes or no (renewal-verdict.ts).
  // Two agreements said to expire together (same-expiry.ts).
  // The month a level's minimum rises, claimed and doubted (increase-month-claim.ts).
  const renewal = withPercentIncreaseVerdict(
    withIncreaseMonthVerdict(
      withRenewalVerdict(
        withSameExpiryVerdict(
          withEqualTreatment(answer, request, expanded, ccnl),
          request,
          expanded.message,
          ccnl,
          expanded.kb,
        ),
        request,
        expanded.message,
        ccnl,
        expanded.today,
      ),
      request,
      expanded.message,
      ccnl,
      expanded.today,
    ),
    request,
    expanded.message,
    ccnl,
  );
  const banded = withBandVerdict(renewal, request, expanded.message);
  const rules = withRuleClaimVerdict(banded, request, expanded.message, ccnl, expanded.today, 'rules');
  const verdicts = withRuleClaimVerdict(
    withFormerFigure(
      withClaimVerdict(
        withRuleVerdict(rules, request, expanded.message),
        request.slots.claim,
        request.intent,
      ),
      original,
    ),
    request,
    expanded.message,
    ccnl,
    expanded.today,
    'figures',
  );
  // A domestic worker's hourly INPS share stated and doubted (worker-share-claim.ts).
  // Or its share over a month or a quarter (domestic-share-verdict.ts).
  // A probation stated and doubted as too long (probation-too-long.ts).
  // "e dal mese prossimo cambia qualcosa?" after a minimum: the change first (next-change.ts).
  // "la 14ª me li conta gli scatti?" where the agreement leaves them out (extra-month-increments.ts), before the
  // generic verdict: the 14th's own items decide it, not whether the opening names the 14th.
  // Last, a yes/no question still without its verdict, where the opening decides it (polar-opening.ts).
  // "la paga la stabilisce il nazionale o il provinciale?" of the Operai agricoli: the CPL (provincial-pay.ts);
  // a month's pay asked with the provincial agreement named: the provincial wage's gap opens.
  return withProvincialSetter(
    withProvincialWageGap(
      withPolarOpening(
        withExtraMonthIncrementsVerdict(
          withNextChange(
            withProbationTooLong(
              withPeriodShareVerdict(
                withWorkerShareVerdict(
                  withDomesticDeadline(
                    // "c'è o non c'è la quattordicesima?": the agreement's rule opens it (fourteenth-exists.ts).
                    EXTRA_MONTH_INTENTS.has(request.intent)
                      ? withFourteenthExists(verdicts, expanded.message, ccnl)
                      : verdicts,
                    expanded,
                    isDomestic(ccnl),
                  ),
                  original,
                ),
                expanded,
              ),
              original,
            ),
            request,
            expanded.message,
            expanded.today,
          ),
          expanded.message,
          ccnl,
        ),
        original,
      ),
      expanded.message,
      ccnl,
    ),
    expanded.message,
    ccnl,
  );
}

/**
 * An answer on an uploaded document, each part asked answered on it: a domestic payslip's INPS share or hourly contribution doubted
 * (domestic-share-verdict.ts), a probation stated as too long (probation-too-long.ts), opened by its verdict.
 * An agreement's rule the document states and the question doubts ("la cooperativa ha ragione a scrivere che non
 * spetta nessuna quattordicesima?"): the rule's verdict, as without a document (rule-claim.ts).
 */
export function documentVerdicts(
  expanded: AgentContext,
  whole: AgentResult,
  answerPart: (partCtx: AgentContext) => AgentResult,
  request: TypedRequest,
): AgentResult {
  // A leave request uploaded and asked yes or no: the law's verdict, as without the document (leave-kinds.ts).
  const leave = documentLeaveAnswer(expanded, targetAgreements(expanded).agreements.slice(0, 4));
  if (leave) return leave;
  // A payslip's 104 permits and the holidays' accrual doubted: the law's rule (payslip-104-accrual.ts).
  const accrual = payslip104Accrual(expanded.message, expanded.documents);
  if (accrual) return accrual;
  // A letter on a renewal's figure (welfare) doubted: the letter's figure beside the agreement's (document-renewal-figure.ts).
  const figure = documentRenewalFigure(expanded, request);
  if (figure) return figure;
  const parts = answerDocumentParts(expanded.message, whole, (part, earlier) =>
    answerPart({ ...expanded, message: part, history: [...(expanded.history ?? []), ...earlier] }),
  );
  const ccnl = agreementOf(expanded, request);
  const answer = withRuleClaimVerdict(parts, request, expanded.message, ccnl, expanded.today, 'rules');
  // A payslip's minimum found short, its arrears over the months asked (document-arrears.ts).
  // A worker the employer already had: the agreement's exclusion of the probation opens (seasonal-rehire.ts).
  const probation = rehiredProbation(
    withProbationTooLong(withPeriodShareVerdict(answer, expanded), expanded.message),
    request,
    expanded,
  );
  return withDocumentArrears(
    withPolarOpening(probation, expanded.message),
    expanded.message,
    expanded.documents,
    expanded.today,
  );
}
