import { numbersIn } from './numbers.js';
import type { Amount, TypedRequest } from './request.js';

/**
 * "prendeva 1.137,86 € al mese e vitto e alloggio valgono 166,14 € al mese: quanto di tredicesima?", "paga 1.137,86
 * più 166,14 di vitto e alloggio convenzionali: la quota di TFR?": the value of board and lodging a live-in worker
 * receives is part of the pay the 13th and the TFR are computed on (CCNL Lavoro domestico art. 39 and art. 40:
 * retribuzione globale di fatto comprensiva dell'indennità di vitto e alloggio). The pay the calculation uses is
 * the money pay plus that value (for the 13th the allowance is added by the agent), never the allowance alone.
 */

const ON_PAY = new Set(['tfr', 'thirteenth', 'thirteenth_pro_rata']);
const BOARD = /\bvitto(?: e alloggio)?\b|\balloggio\b/g;
// ("174,20 € di valore convenzionale di vitto e alloggio": the value's own words between figure and board.)
// The pay's own words near a figure ("al mese di paga", "paga mensile", "prendeva", "stipendio").
const PAY_WORDS = /\bpag[ah]\w*|\bal mese\b|\bmensil\w*|\bstipendi\w*|\bprend\w*|\bretribuzion\w*|\blord\w*/;
const YEAR = /^(?:19|20)\d{2}$/;
const BOARD_OF =
  /^\s*(?:€|euro)?\s*(?:al mese\s+|mensili\s+)?(?:di|per|come|d')\s*(?:l'|la\s+|il\s+)?(?:(?:indennita|valore|importo|quota)\s+(?:sostitutiva\s+|convenzionale\s+)?(?:di\s+|del\s+|per\s+)?)?$/;

/** The figure stated as board and lodging's value: the money figure nearest a board word in the same clause. */
function boardFigure(text: string, figures: ReturnType<typeof numbersIn>): number | undefined {
  let best: { value: number; distance: number } | undefined;
  for (const board of text.matchAll(BOARD)) {
    const at = board.index ?? 0;
    for (const f of figures) {
      const before = f.end <= at;
      const between = before ? text.slice(f.end, at) : text.slice(at + board[0].length, f.start);
      // A figure before names the board only joined to it ("166,14 € di vitto e alloggio"); one after, in the
      // same clause ("vitto e alloggio valgono 166,14", "vitto e alloggio convenzionali pari a 166,14").
      if (before ? !BOARD_OF.test(between) : /[.?!;,]/.test(between) || between.length > 45) continue;
      const distance = between.length;
      if (!best || distance < best.distance) best = { value: f.value, distance };
    }
  }
  return best?.value;
}

/** The request with the month's pay taken as money pay plus board and lodging, when both are stated. */
export function boardInPay(req: TypedRequest, text: string): Partial<TypedRequest> {
  if (!ON_PAY.has(req.intent) || !/\bvitto\b|\balloggio\b/.test(text)) return {};
  const figures = numbersIn(text).filter((f) => /^\d/.test(f.raw) && !YEAR.test(f.raw) && f.value >= 20);
  const board = boardFigure(text, figures);
  if (board === undefined || board >= 1000) return {};
  const amounts = req.slots.amounts;
  const stated = amounts.find((a) => a.kind === 'monthly_gross' && a.value !== board && !a.perHour);
  const pay =
    stated?.value ??
    figures.find(
      (f) =>
        f.value !== board &&
        f.value >= 300 &&
        f.value < 20_000 &&
        PAY_WORDS.test(text.slice(Math.max(0, f.start - 30), f.end + 30)),
    )?.value;
  if (pay === undefined) return {};
  const kept = amounts.filter((a) => a.value !== board && a.value !== pay);
  // The 13th adds the allowance told with its figure itself (extra-month-paid-items.ts): its pay is the money pay.
  const value = req.intent === 'tfr' ? Math.round((pay + board) * 100) / 100 : pay;
  const monthly: Amount = { kind: 'monthly_gross', value };
  return { slots: { ...req.slots, amounts: [...kept, monthly] } };
}
