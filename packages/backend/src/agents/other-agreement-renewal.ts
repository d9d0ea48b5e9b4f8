import { MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';
import { withUntilRenewal } from './until-renewal.js';

/**
 * "Il contratto delle cooperative sociali è stato rinnovato a fine novembre 2025: riguarda anche noi?": a renewal
 * told by its month that is not the agreement's own, where the knowledge base notes another agreement of the same
 * name renewed in that month ("Il CCNL con codice CNEL T149 (…, rinnovato il 25.11.2025) è un contratto diverso"):
 * the answer says which agreement that renewal belongs to, beside the user's own one's validity.
 */

/** A note naming another agreement by its CNEL code, with its renewal day in the parenthesis. */
const OTHER_RENEWED =
  /codice CNEL ([A-Z][A-Z0-9]{3})\b \(([^)]*?),? rinnovat\w* il (\d{1,2})\.(\d{1,2})\.(\d{4})\)/;

/** A renewal the question tells: "rinnovato a fine novembre 2025", "il rinnovo di novembre 2025". */
const RENEWAL_TOLD = /\brinnov\w*/;

interface OtherRenewal {
  code: string;
  who: string;
  day: string;
}

function otherRenewal(ccnl: Ccnl, text: string): OtherRenewal | undefined {
  if (!RENEWAL_TOLD.test(text)) return undefined;
  for (const note of ccnl.notes ?? []) {
    const m = OTHER_RENEWED.exec(note);
    if (!m) continue;
    const [, code = '', who = '', d = '', mo = '', year = ''] = m;
    const month = MONTHS[Number(mo) - 1] ?? '';
    if (!new RegExp(`\\b${month} (?:del )?${year}\\b`).test(text)) continue;
    // The agreement's own renewal in that month is no other agreement's.
    if (
      new RegExp(`${month} ${year}`).test(
        readable(`${ccnl.validity.last_renewal} ${ccnl.validity.signed ?? ''}`),
      )
    )
      continue;
    return { code, who, day: `${Number(d)}${d === '1' ? '°' : ''} ${month} ${year}` };
  }
  return undefined;
}

export function withOtherAgreementRenewal(
  given: AgentAnswer,
  ctx: AgentContext,
  req: TypedRequest,
): AgentAnswer {
  // What applies between the expiry and the renewal, when asked (until-renewal.ts).
  const answer = req.intent === 'renewal' ? withUntilRenewal(given, ctx.message) : given;
  const ccnl = agreementOf(ctx, req);
  if (req.intent !== 'renewal' || !ccnl) return answer;
  const other = otherRenewal(ccnl, readable(ctx.message));
  if (!other) return answer;
  const own = ccnl.cnel_code?.value ? ` (codice CNEL ${ccnl.cnel_code.value})` : '';
  const line = `Il rinnovo del ${other.day} riguarda un altro contratto: il CCNL con codice CNEL ${other.code} (${other.who}), diverso dal ${ccnl.short_name}${own}, di cui seguono vigenza e ultimo rinnovo.`;
  const parts = answer.text.split('\n\n');
  parts.splice(0, 0, line);
  return { ...answer, text: parts.join('\n\n'), brief: `${line}\n\n${answer.brief}` };
}
