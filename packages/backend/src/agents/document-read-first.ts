import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { documentHolidayAccrual } from './document-accrual.js';
import { documentFieldsRead } from './document-fields-read.js';
import { documentOutOfScope } from './document-out-of-scope.js';
import { nightHoursValue } from './night-hours-value.js';

/**
 * What is asked ABOUT an uploaded document, answered before any rule of the agreement on the same subject: a
 * document that is not about work said out of scope first (document-out-of-scope.ts), the holidays accrued over the
 * span it sets (document-accrual.ts), the fields it states read off it (document-fields-read.ts), a roster's night
 * surcharge in euro (night-hours-value.ts).
 */
export function documentReadFirst(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  return (
    documentOutOfScope(ctx) ??
    documentHolidayAccrual(ctx, req) ??
    documentFieldsRead(ctx) ??
    nightHoursValue(ctx)
  );
}
