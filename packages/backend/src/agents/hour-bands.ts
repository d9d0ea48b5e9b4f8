/**
 * An allowance priced by bands of hours away ("23,80 € dalle 6 alle 12 ore, 35,02 € dalle 12 alle 18 ore") and
 * the hours the question tells ("fuori casa 14 ore", "14 ore di trasferta"): the band holding them, read off the
 * passage itself. Undefined when the question tells no hours or no band holds them.
 */

const BAND = /(\d{1,3}(?:\.\d{3})*,\d{2}) ?€ dalle (\d{1,2}) alle (\d{1,2}) ore/g;
// The hours away told, not the hours of a working day ("8 ore al giorno").
const HOURS_AWAY =
  /\b(?:fuori(?: (?:casa|sede))?|via da casa|lontano da casa|in trasferta|di trasferta|assente)\s+(?:per\s+)?(?:(?:tipo|circa|quasi|almeno|anche|sulle|piu o meno)\s+)?(\d{1,2})\s*ore\b|\b(\d{1,2})\s*ore\s+(?:fuori (?:casa|sede)|di trasferta|in trasferta|via da casa|lontano da casa)\b/;

export function bandOfHoursAway(
  passage: string,
  question: string,
): { hours: number; amount: string; label: string } | undefined {
  const told = HOURS_AWAY.exec(question);
  const hours = Number(told?.[1] ?? told?.[2]);
  if (!Number.isFinite(hours) || hours <= 0) return undefined;
  for (const m of passage.matchAll(BAND)) {
    const from = Number(m[2]);
    const to = Number(m[3]);
    // ("dalle 12 alle 18 ore": 12 hours are the band above the one ending at 12, as the agreement counts them.)
    if (hours > from && hours <= to)
      return { hours, amount: `${m[1]} €`, label: `dalle ${from} alle ${to} ore` };
  }
  return undefined;
}

// "3 trasferte nazionali da 14 ore e 2 da 20 ore", "4 giornate da 10 ore": trips counted by their hours away; "14
// trasferte da 18 a 24 ore", "4 dalle 12 alle 18 ore": trips counted by the band itself.
const COUNTED_TRIPS =
  /\b(\d{1,2})\s+(?:(?:trasfert\w*|giornat\w*|missioni|viaggi|uscite)\s+)?(?:(?:nazionali|in italia|sul territorio nazionale)\s+)?(?:da|di|dalle)\s+(\d{1,2})(?:\s*(?:a|alle|-)\s*(\d{1,2}))?\s*ore\b/g;

interface CountedBand {
  count: number;
  /** The hours away told ("14 ore"), or the band told ("da 18 a 24 ore"). */
  hours: string;
  amount: number;
  label: string;
}

/**
 * Trips counted with their hours away ("3 trasferte da 14 ore e 2 da 20 ore"), each priced at the band of the
 * passage holding its hours: the sum asked ("quanto in tutto"). Undefined for fewer than one counted trip, hours no
 * band holds, or trips abroad that a passage of national rates does not price.
 */
export function countedBandsTotal(
  passage: string,
  question: string,
): { total: number; parts: CountedBand[] } | undefined {
  if (!/\btrasfert/.test(question)) return undefined;
  if (/\bester[oi]\b/.test(question) && !/\bester[oi]\b/i.test(passage)) return undefined;
  const bands = [...passage.matchAll(BAND)].map((m) => ({
    amount: Number((m[1] ?? '').replace(/\./g, '').replace(',', '.')),
    from: Number(m[2]),
    to: Number(m[3]),
  }));
  const parts: CountedBand[] = [];
  for (const m of question.matchAll(COUNTED_TRIPS)) {
    const count = Number(m[1]);
    const hours = Number(m[2]);
    const upTo = m[3] === undefined ? undefined : Number(m[3]);
    // A band told by its bounds is the passage's band with those bounds, not one holding a number of hours.
    const band =
      upTo === undefined
        ? bands.find((b) => hours > b.from && hours <= b.to)
        : bands.find((b) => b.from === hours && b.to === upTo);
    if (!band || !count) return undefined;
    const told = upTo === undefined ? `${hours} ore` : `da ${hours} a ${upTo} ore`;
    parts.push({ count, hours: told, amount: band.amount, label: `dalle ${band.from} alle ${band.to} ore` });
  }
  if (!parts.length) return undefined;
  const total = Math.round(parts.reduce((sum, p) => sum + p.count * p.amount * 100, 0)) / 100;
  return { total, parts };
}

// "in busta mi mettono 38 euro al giorno di trasferta", "la trasferta me la pagano 38 €": the day's figure paid.
const PAID_AFTER =
  /(?<![\d.,])(\d{1,3}(?:,\d{1,2})?) ?(?:€|euro)(?: lord[io])?(?: (?:al giorno|a giornata|giornalier\w*))? (?:di|come|per (?:la|le)) (?:indennit\w* di )?(?:trasfert|diari)\w*/;
const PAID_BEFORE =
  /\b(?:trasfert|diari)\w*\b[^.?\d]{0,30}?\b(?:mettono|pagano|danno|prendo|riconoscono|e|sono|di)\s+(\d{1,3}(?:,\d{1,2})?) ?(?:€|euro)/;

/**
 * The day's allowance the question says is paid, against the band the agreement prices for the hours away: the
 * verdict and the difference a day. Undefined when no paid figure is told.
 */
export function paidBandVerdict(
  question: string,
  band: { amount: string; label: string },
): { paid: number; due: number; short: number } | undefined {
  const m = PAID_AFTER.exec(question) ?? PAID_BEFORE.exec(question);
  if (!m) return undefined;
  const paid = Number((m[1] ?? '').replace(',', '.'));
  const due = Number(band.amount.replace(/[^\d,]/g, '').replace(',', '.'));
  if (!(paid > 0) || !(due > 0)) return undefined;
  return { paid, due, short: Math.round((due - paid) * 100) / 100 };
}
