/**
 * The tax year a question asks, from the year it says and the day it reads: "operaio dal 2019 … nella busta di
 * ottobre 2025" says 2019 only as the start of the service, so the year asked is the day's (2025). A year said
 * otherwise ("netto 2025", "nel 2026") stays the year asked.
 */
export function yearAsked(
  text: string,
  said: number | undefined,
  date: string | undefined,
): number | undefined {
  const dayYear = date ? Number(date.slice(0, 4)) : undefined;
  const since =
    said !== undefined &&
    dayYear !== undefined &&
    said < dayYear &&
    (text.match(new RegExp(`\\b${said}\\b`, 'g')) ?? []).length === 1 &&
    new RegExp(`\\b(?:dal|da)\\s+${said}\\b(?!\\s*(?:al|a|e)\\b)`).test(text);
  return (since ? undefined : said) ?? dayYear;
}
