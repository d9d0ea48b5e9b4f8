import { MONTH_NAMES } from '../kb/format.js';

// "assunto a marzo dell'anno scorso", "entrata a settembre di due anni fa", "a gennaio dell anno scorso" (the
// apostrophe left out): a month of hiring said with a year
// relative to today. Written as that year ("a marzo 2025") so the hire date is read like any other.
const RELATIVE_HIRE = new RegExp(
  String.raw`\b((?:as?sunt|entrat|inizia|comincia)\w*\s+(?:\w+\s+){0,2}?(?:a|ad|nel mese di|in|da|dal mese di)\s+(${MONTH_NAMES}))\s+(?:dell['’] ?|dell |del |di |nell['’] ?|nell )?(anno scorso|anno passato|due anni fa|tre anni fa|quest['’]anno)\b`,
  'gi',
);
const BACK: Record<string, number> = {
  'anno scorso': 1,
  'anno passato': 1,
  'due anni fa': 2,
  'tre anni fa': 3,
  "quest'anno": 0,
};

// "una ragazza che ho assunto l'anno scorso", "assunta due anni fa" (no month): the service the words say, in
// whole years ("da 1 anno"), as "assunta da un anno" is read; the month unknown, no hire date is made up.
// ("assunta l'anno scorso a marzo": the month said after keeps the year for the hire date, left as it is.)
const RELATIVE_HIRE_YEAR = new RegExp(
  String.raw`\b((?:as?sunt|entrat)\w*)\s+(?:(?:in|nel(?:l['’] ?| )?|durante (?:l['’] ?)?)\s*)?(l['’] ?anno scorso|l['’] ?anno passato|due anni fa|tre anni fa)\b(?!,?\s+(?:a|ad|in|nel mese di|di)\s+(?:${MONTH_NAMES})\b)`,
  'gi',
);

/** The message with a relative year of hiring written as the year itself, for the day `today` (AAAA-MM-GG). */
export function withHireYear(message: string, today: string): string {
  const year = Number(today.slice(0, 4));
  if (!Number.isFinite(year)) return message;
  return message
    .replace(
      RELATIVE_HIRE,
      (_all, head: string, _month: string, rel: string) =>
        `${head} ${year - (BACK[rel.toLowerCase().replace('’', "'")] ?? 0)}`,
    )
    .replace(RELATIVE_HIRE_YEAR, (_all, head: string, rel: string) => {
      const back = BACK[rel.toLowerCase().replace('’', "'").replace(/^l' ?/, '')] ?? 1;
      return `${head} da ${back} ${back === 1 ? 'anno' : 'anni'}`;
    });
}

// Words read.ts weighs across turns (kept here to keep read.ts short).
// A follow-up's opening words ("e nel CCNL…", "per il 2025?", "perché così poco?"), or a short turn naming no agreement that points
// back to the worker of the case ("per lui a dicembre quanto viene?", "quanto le spetta da quel mese").
export const FOLLOW_UP =
  /^(?:e|ed|ma|invece|mentre|anche|ok,? e|e se|allora)\b|^(?:perche|come mai|com'?e possibile)\b(?!.*\b(?:ccnl|contratt\w*)\b)|^(?:per il|nel|con|a|in|al|alla|e al) \S+\s*\??$|^(?=.{0,160}$)(?!.*\b(?:ccnl|contratt\w*)\b).*(?:\b(?:per|x|a) (?:lui|lei)\b|\b(?:le|gli) (?:spett\w*|tocc\w*|va dat[oa])\b)/;
// "li maturo già tutti?", "mi spettano già?": a question that names no subject and points back to the one before.
export const POINTS_BACK =
  /\b(?:li|le|ne) (?:\w+ )?(?:matur\w*|spett\w*|prend\w*|ho diritto|ha diritto)\b|\bgia tutt[ie]\b/;
// A turn that tells the writer's own case ("assumo un addetto…", "ho una colf…", "lavoro in un bar…").
export const TELLS = /\b(?:assum\w*|ho|abbiamo|sono|lavoro|lavora|devo|dobbiamo|voglio|vorrei|stiamo)\b/;
