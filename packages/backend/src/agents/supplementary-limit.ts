import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/** How many supplementary hours are allowed ("quante ore supplementari può fare", "fino a quante", "il massimo"). */
const LIMIT_ASKED =
  /\bquante ore\b[^?]*\bsupplementar|\bsupplementar\w*[^?]*\bquante ore\b|\b(?:al )?massimo\b[^?]*\bsupplementar|\bsupplementar\w*[^?]*\b(?:al )?massimo\b|\bfino a quante\b/;
/** The agreement's limit in its part-time text: "come limite … il 50% dell'orario individuale". */
const LIMIT_SAID = /\blimit\w*[^.%]*?\b(\d{1,3})% (dell'orario (?:individuale|settimanale|concordato)[^.]*)/;

/**
 * The agreement's cap on supplementary hours, when the question asks how many (Cooperative sociali: 50% of the
 * individual weekly hours in a horizontal part time, so 12 hours on 24): the sentence the knowledge base holds,
 * and the hours at the schedule told. Undefined when not asked or the agreement's text states no such cap.
 */
export function supplementaryLimit(
  ccnl: Ccnl,
  message: string,
  weeklyHours: number | undefined,
): string | undefined {
  if (!LIMIT_ASKED.test(readable(message))) return undefined;
  const said = LIMIT_SAID.exec(ccnl.part_time?.text ?? '');
  if (!said?.[1]) return undefined;
  const share = Number(said[1]);
  const hours =
    weeklyHours !== undefined && weeklyHours > 0
      ? `: con ${weeklyHours} ore settimanali sono al massimo ${bold(`${Math.round(weeklyHours * share) / 100} ore`)} supplementari a settimana (${weeklyHours} × ${percent(share)})`
      : '';
  return `Nel ${ccnl.short_name} il lavoro supplementare è al massimo del ${bold(percent(share))} ${said[2]}${hours}.`;
}
