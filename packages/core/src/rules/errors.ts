import { ApiError, NetworkError } from '../api/errors.js';
import { texts } from '../strings/spec.js';
import { CREDIT_CODE } from './credit-codes.js';

type KnownCreditCode = keyof typeof texts.credit & number;

const isKnownCreditCode = (code: number): code is KnownCreditCode => Object.hasOwn(texts.credit, code);

/**
 * The credit service's result codes (spec §8). 5039 names two causes: a missing parameter, or missing CRMID
 * data. Unknown codes read 'Errore sconosciuto', or 'Errore CRMID' when they concern the CRMID entry.
 */
export function creditErrorMessage(code: number, context: { crmid?: boolean } = {}): string {
  if (code === CREDIT_CODE.missingParameter && context.crmid) return texts.credit.missingCrmid;
  if (isKnownCreditCode(code)) return texts.credit[code];
  return context.crmid ? texts.credit.crmidError : texts.credit.unknown;
}

/** The upload error texts of spec §8. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return texts.upload.networkOrTimeout;
  if (error instanceof ApiError) {
    if (error.status === 504) return texts.upload.networkOrTimeout;
    return texts.upload.httpError(error.status, error.message);
  }
  return texts.upload.default;
}

/** Technical wordings (browser, proxy, server) that say nothing to a user of an Italian product. */
const TECHNICAL =
  /failed to fetch|networkerror|network error|load failed|internal (server )?error|bad gateway|service unavailable|gateway time-?out|timed? ?out|econn|socket|aborted|unexpected (token|end)|json/i;

/**
 * What a chat error message says to the user. The store writes the spec's 'Errore: …' with the cause as it
 * came; a cause in technical English becomes an Italian one (still 'Errore: …'), an Italian cause stays.
 * `retry` says whether sending the question again may help.
 */
export function chatErrorText(content: string): { text: string; retry: boolean } {
  if (content === texts.chat.streamUnavailable) return { text: content, retry: true };
  const prefix = texts.chat.streamError('');
  if (!content.startsWith(prefix)) return { text: content, retry: false };
  const cause = content.slice(prefix.length).trim();
  if (!cause || TECHNICAL.test(cause))
    return { text: texts.chat.streamError(texts.chatErrors.network), retry: true };
  if (/\b(the|not|is|was|error|failed|found|unknown|invalid)\b/i.test(cause) && !/[àèéìòù]/.test(cause))
    return { text: texts.chat.streamError(texts.chatErrors.generic), retry: true };
  return { text: content, retry: true };
}
