import { bold } from './compose.js';

/** "può chiedermelo?", "è legale?", "mi può obbligare?": whether the overtime told is allowed, i.e. its ceiling. */
export const ASKS_ALLOWED =
  /\b(?:puo|possono|potrebbe) (?:chieder|impor|obbligar|pretender|farmi|farci|farle|fargli)\w*|\b(?:e|sono) (?:legal[ei]|consentit\w*|permess\w*|ammess\w*)\b|\bsi (?:puo|possono) fare\b/;

// "3 ore di straordinario ogni giorno", "10 ore di straordinario a settimana": the overtime the story asks for.
const TOLD =
  /\b(\d{1,2})(?:[.,]\d)? ore (?:di straordinario |in piu |extra )?(?:ogni giorno|al giorno|al di|ogni settimana|a settimana|alla settimana)\b/;

/**
 * The overtime the question tells set against the agreement's ceiling of the same span: "**No**: 3 ore al giorno
 * superano il limite di **2 ore al giorno**." when it goes past it, "entro il limite" when not; empty when the
 * question tells no hours a day or a week, or the agreement gives no ceiling of that span.
 */
export function toldOvertimeVerdict(text: string, limits: { scope: string; hours: string }[]): string {
  const told = TOLD.exec(text);
  if (!told) return '';
  const daily = /giorno|\bdi\b/.test(told[0]);
  const limit = limits.find((l) => l.scope === (daily ? 'day' : 'week'));
  if (!limit) return '';
  const span = daily ? 'al giorno' : 'a settimana';
  const hours = Number(told[1]);
  const cap = Number(limit.hours);
  return hours > cap
    ? `**No, non oltre il limite**: ${hours} ore di straordinario ${span} superano il massimo di ${bold(`${cap} ore ${span}`)} del contratto. `
    : `${hours} ore di straordinario ${span} restano entro il massimo di ${bold(`${cap} ore ${span}`)} del contratto. `;
}
