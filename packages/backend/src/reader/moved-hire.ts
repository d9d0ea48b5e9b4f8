import { MONTH_NAMES, MONTHS } from '../kb/format.js';

/**
 * A short follow-up that moves only the hire to another month, in the words people type on a phone: "e se era
 * da settembre?", "e se fosse stata assunta a marzo?", "e da ottobre?" after a question that gave a hire date.
 * The hire's year stays the one the conversation gave. Runs on the folded text; undefined when the follow-up
 * says no such month or more than a short ask.
 */
const VERB = `(?:(?:io |lui |lei )?(?:era|ero|fosse|fossi|fosse stat[oa]|fossi stat[oa]|e|sono|avesse (?:cominciato|iniziato)|avessi (?:cominciato|iniziato)|iniziato|cominciato|entrat[oa]) (?:assunt[oa] |entrat[oa] )?|assunt[oa] )`;
// The employer's own words: "e se invece lo assumevo a settembre?", "e se l'avessi assunta a marzo?".
const EMPLOYER_HIRED = String.raw`(?:l[oa] |l'|li |le )?(?:assumevo|assumessi|assumeva|assumesse|assumevamo|assumessimo|(?:avessi|avesse|avessimo) assunt[oaie])`;
const HIRED = `(?:(?:(?:io |lui |lei )?(?:fosse|fossi|era|ero|e|sono) )?(?:stat[oa] )?(?:assunt[oa]|entrat[oa])|(?:avesse|avessi) (?:cominciato|iniziato)|${EMPLOYER_HIRED}) `;
// "da settembre" may stand alone; "a settembre" only after a verb of hiring or being ("e se fosse a marzo?"
// alone may be the leaving month or the month asked).
const MOVED = new RegExp(
  String.raw`^(?:e |ed |ma |invece )?(?:se )?(?:invece )?(?:${VERB}?(?:da|dal|dall'inizio di|da inizio|dai primi di)|${HIRED}(?:a|ad|in|a inizio|ad inizio)) (${MONTH_NAMES})\s*\??$`,
);

/** The moved hire day ("AAAA-MM-01"), or undefined. */
export function movedHireMonth(text: string, hireDate: string | undefined): string | undefined {
  if (!hireDate) return undefined;
  const month = MOVED.exec(text.trim())?.[1];
  if (!month) return undefined;
  const mm = String(MONTHS.indexOf(month) + 1).padStart(2, '0');
  // A hire whose year is not said yet ("?-03-01") stays year-less: the reader dates it.
  return `${hireDate.split('-')[0]}-${mm}-01`;
}
