import { euro } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';

/**
 * Session 26 (fixs26c): a domestic worker's INPS withheld over a month or a quarter, stated and doubted ("mi
 * hanno tolto 36 euro e rotti di INPS: è giusta la trattenuta o mi stanno togliendo troppo?", a payslip's
 * "Contributi INPS a carico lavoratrice: 36,98" and "è corretta la trattenuta?"). The answer computes the
 * worker's share of the period ("**36,98 € a carico del lavoratore**"): it opens with "Sì" when the amount
 * stated is that share (a whole-euro amount "e rotti" when its euros are), "No" with the right one otherwise.
 */

const DOUBT = /\?/;
const CHECK_ASKED =
  /\bgiust[oaie]\b|\bcorrett[oaie]\b|\btroppo\b|\btorna\b|\bsbagliat\w*|\bva bene\b|\bregolar[ei]\b/;
// "36 euro e rotti di INPS", "36,98 € di contributi", "trattenuta INPS di 36,98".
const IN_MESSAGE = [
  /\b(\d{1,4}(?:,\d{2})?)\s*(?:€|euro)\s*(e rotti|e qualcosa|e spicci)?\s*(?:di\s+)?(?:inps|contribut\w*)/,
  /\b(?:trattenut\w*|tolt\w*)\s+(?:inps|contributiv\w*|di contributi)\s+(?:di\s+)?(\d{1,4},\d{2})()/,
];
// A payslip's line: "Contributi INPS a carico lavoratrice: 86 x 0,43 = 36,98".
const ON_PAYSLIP =
  /\b(?:contribut\w*\s+)?inps\b[^\n]{0,25}?\b(?:a carico (?:del |della )?lavorat\w*|quota lavorat\w*|lavorat\w*)\b([^\n]{0,40})/;
const SHARE = /\*\*(\d{1,3}(?:\.\d{3})*,\d{2}) € a carico del lavoratore\*\*/;
// The answer's hourly contribution ("… **442,00 €** (1,70 € l'ora), di cui"); a statement's "Contributo orario
// applicato: 1,92".
const HOURLY_DUE = /\*\* \((\d,\d{2}) € l'ora\), di cui\b/;
const HOURLY_STATED = /\bcontributo orario(?: applicato| inps)?\s*:?\s*(?:€|euro)?\s*(\d,\d{2})\b/;
const OPENS_WITH_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no|in parte)(?![\p{L}])/iu;

const toNumber = (raw: string) => Number(raw.replace(/\./g, '').replace(',', '.'));

type Stated = { value: number; roughly: boolean };

function statedPeriodShare(ctx: AgentContext): Stated | undefined {
  const text = readable(ctx.message);
  for (const pattern of IN_MESSAGE) {
    const found = pattern.exec(text);
    if (found?.[1]) return { value: toNumber(found[1]), roughly: Boolean(found[2]) };
  }
  const line = ON_PAYSLIP.exec(documentText(ctx).toLowerCase())?.[1];
  // The last amount of the line is its total ("86 x 0,43 = 36,98"), before the next item's label.
  const amounts = line?.split(/\b(?:irpef|netto|lordo|totale)\b/)[0]?.match(/\d{1,3}(?:\.\d{3})*,\d{2}/g);
  const last = amounts?.at(-1);
  return last ? { value: toNumber(last), roughly: false } : undefined;
}

export function withPeriodShareVerdict<T extends AgentAnswer>(answer: T, ctx: AgentContext): T {
  const text = readable(ctx.message);
  if (!DOUBT.test(text) || !CHECK_ASKED.test(text)) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const opening = lines[at];
  if (at < 0 || opening === undefined || OPENS_WITH_VERDICT.test(opening)) return answer;
  // "è giusto il contributo orario?" on a statement applying one: the hourly contribution of the band, weighed.
  const hourlyDue = HOURLY_DUE.exec(opening)?.[1];
  const hourlyStated = /\bcontribut\w* orari/.test(text)
    ? HOURLY_STATED.exec(documentText(ctx).toLowerCase())?.[1]
    : undefined;
  if (hourlyDue && hourlyStated) {
    const due = toNumber(hourlyDue);
    const given = toNumber(hourlyStated);
    lines[at] =
      Math.abs(due - given) < 0.005
        ? `**Sì**: il contributo orario di **${euro(due)}** è quello della fascia. ${opening}`
        : `**No**: il contributo orario dovuto è **${euro(due)}**, non ${euro(given)}. ${opening}`;
    return { ...answer, text: lines.join('\n') };
  }
  // "me la controlli? la trattenuta inps è giusta?" on a payslip: the share's line may follow the minimum's in the
  // opening paragraph; it moves up, under its verdict (session 29, fixs29g).
  const end = lines.findIndex((line, i) => i > at && line.trim() === '');
  const paragraph = lines.slice(at, end < 0 ? lines.length : end);
  const shareAt = paragraph.findIndex((line) => SHARE.test(line));
  const shareLine = paragraph[shareAt];
  const share = shareLine === undefined ? undefined : SHARE.exec(shareLine)?.[1];
  const stated = share ? statedPeriodShare(ctx) : undefined;
  if (!share || shareLine === undefined || !stated || stated.value < 2) return answer;
  const value = toNumber(share);
  const same = stated.roughly ? Math.floor(value) === stated.value : Math.abs(value - stated.value) < 0.005;
  // "non ho trattenuto l'irpef, va bene?": the family withholds no IRPEF, a second Sì.
  const irpef =
    /\bnon (?:\w+ )?(?:ho|abbiamo|e stat\w) (?:\w+ )?trattenut\w* (?:\w+ |l'\s?)?irpef\b|\birpef\b[^?]{0,20}\bnon (?:l'\s?)?(?:ho|abbiamo|e stat\w) trattenut\w*|\bsenza (?:trattenere )?(?:l'\s?)?irpef\b/.test(
      text,
    )
      ? " E **Sì**, è giusto non trattenere l'IRPEF: il datore di lavoro domestico non è sostituto d'imposta."
      : '';
  const verdict = same
    ? `**Sì**: la trattenuta INPS di **${euro(value)}** è giusta, è la quota a carico del lavoratore.${irpef} ${shareLine}`
    : `**No**: la quota INPS a carico del lavoratore è **${euro(value)}**, non ${euro(stated.value)}.${irpef} ${shareLine}`;
  lines.splice(at + shareAt, 1);
  lines.splice(at, 0, verdict);
  return { ...answer, text: lines.join('\n') };
}
