import { figureValue } from '../kb/format.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';

/**
 * A building worker's hours sheet uploaded beside the Cassa Edile's set-aside asked ("Ore ordinarie lavorate: 168",
 * "Retribuzione oraria (paga base + ex contingenza + EET + ITS): 8,95 €"): the normal hours and the hourly pay the
 * set-aside is a share of. Overtime is no part of it (the Casse Edili's rule: ore di lavoro normale e festività),
 * so only the hours the sheet calls ordinary count, with the paid holidays' hours when it counts them.
 */

// "Ore ordinarie lavorate: 168", "Ore di lavoro ordinario prestate: 160", "Ore normali effettuate 152".
const ORDINARY =
  /\bore\s+(?:di\s+lavoro\s+)?(?:ordinari[eo]|normali)(?:\s+(?:lavorate|prestate|effettuate|svolte))?\s*:?\s*(\d{1,3}(?:,\d{1,2})?)\b/i;
const HOLIDAY_HOURS = /\bore\s+(?:di\s+)?festivit[aà]\w*(?:\s+retribuite)?\s*:?\s*(\d{1,3}(?:,\d{1,2})?)\b/i;
const HOURLY =
  /\b(?:retribuzione|paga|compenso)\s+orari[ao]\b[^\n\d]{0,80}?(?:\([^)\n]*\)\s*)?:?\s*(?:€\s*)?(\d{1,2},\d{2,4})\b/i;

export interface CassaEdileSheet {
  hours: number;
  hourly: number;
  /** "168 ore ordinarie × 8,95 € (dal prospetto, straordinario escluso)". */
  basis: string;
}

const hoursOf = (figure: string) => Number(figure.replace(',', '.'));

export function cassaEdileSheet(ctx: AgentContext): CassaEdileSheet | undefined {
  if (!ctx.documents.length) return undefined;
  const text = documentText(ctx);
  const ordinary = ORDINARY.exec(text)?.[1];
  const hourly = HOURLY.exec(text)?.[1];
  if (!ordinary || !hourly) return undefined;
  const holidays = hoursOf(HOLIDAY_HOURS.exec(text)?.[1] ?? '0');
  const hours = hoursOf(ordinary) + holidays;
  const pay = figureValue(hourly);
  if (!(hours > 0 && pay > 0)) return undefined;
  const counted = holidays ? `${hours} ore ordinarie e di festività` : `${hours} ore ordinarie`;
  const overtime = /\bstraordinar/i.test(text) ? ', straordinario escluso' : '';
  return { hours, hourly: pay, basis: `${counted} × ${hourly} € dal documento caricato${overtime}` };
}
