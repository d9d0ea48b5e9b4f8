/**
 * An agreement whose weekly hours are a range ("l'orario è di norma tra 37 ore e 45 minuti e 40 ore medie
 * settimanali", Chimico art. 8): the range as the text says it, so a comparison shows both ends and does not read
 * the agreement as the top figure alone. Undefined when the text states a single weekly figure.
 */
const RANGE =
  /\btra (\d+ ore(?: e \d+ minuti)?|\d+(?:,\d+)? ore) e (\d+(?:,\d+)? ore(?: e \d+ minuti)?)( medie)? settimanali\b/i;

export function weeklyRange(text: string | null | undefined): string | undefined {
  const m = RANGE.exec(text ?? '');
  return m ? `tra ${m[1]} e ${m[2]}${m[3] ?? ''} settimanali` : undefined;
}
