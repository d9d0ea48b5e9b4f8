import { countValue } from './numbers.js';

/**
 * How long the worker has been in service, in years (a fraction when months are given), in the forms the
 * slot rules in slots.ts do not read: "da 1 anno e mezzo", "da due anni e 3 mesi", "da 18 mesi presso la
 * stessa famiglia", "l'anzianità presso la stessa famiglia fosse di tre anni", "circa un anno di anzianità",
 * "5 anni con la stessa famiglia",
 * "ha cominciato 14 mesi fa", a leaving told
 * in the future ("se fra sei anni si dimettesse"). Banded rules (sick days,
 * holidays, notice) pick the band that holds it. Runs on the folded text.
 */

const N = String.raw`(\d{1,2}|un|uno|una|[a-z]{3,12})`;
// The words that may sit between "da" and the number ("da quasi due anni").
const HEDGE = '(?:quasi |circa |oltre |ormai |poco piu di |piu di |appena |gia )?';
// An age or a past time is not a length of service.
const NOT_SERVICE = String.raw`(?!\s*(?:di eta|d'eta|fa\b|di esperienza|di vita))`;
const HEDGE_START = new RegExp(`^${HEDGE}`);

const count = (raw: string | undefined) => (raw === undefined ? undefined : countValue(raw));

/** "N anni e mezzo", "N anni e M mesi", "N anni", "N mesi" at the start of `tail`, in years. */
function duration(tail: string): number | undefined {
  const match = new RegExp(
    String.raw`^${N} (anni|anno|mesi|mese)(?: e (mezzo|${N} mes[ei]))?\b${NOT_SERVICE}`,
  ).exec(tail);
  if (!match) return undefined;
  const n = count(match[1]);
  if (n === undefined) return undefined;
  const base = match[2]?.startsWith('mes') ? n / 12 : n;
  if (match[3] === 'mezzo') return base + 0.5;
  const months = count(match[4]);
  return months !== undefined ? base + months / 12 : base;
}

/** The worker's years of service a question states, or undefined. */
export function serviceYears(text: string): number | undefined {
  // "l'anzianità presso la stessa famiglia fosse di tre anni", "anzianità di servizio pari a 18 mesi".
  for (const word of text.matchAll(/\banzianit\w*/g)) {
    const start = (word.index ?? 0) + word[0].length;
    const window = text.slice(start, start + 60);
    for (const link of window.matchAll(/\b(?:di|pari a|e|fosse|sia|sarebbe|fossero|a) (?:di )?/g)) {
      const tail = window.slice((link.index ?? 0) + link[0].length) + text.slice(start + 60);
      const years = duration(tail.replace(HEDGE_START, ''));
      if (years !== undefined) return years;
    }
  }
  // "circa un anno di anzianità", "un anno e mezzo di servizio", "8 mesi di anzianità": the length before its noun.
  const before = new RegExp(
    String.raw`\b(${HEDGE}${N} (?:anni|anno|mesi|mese)(?: e (?:mezzo|${N} mes[ei]))?) di (?:anzianit|servizio)`,
  ).exec(text);
  const told = before ? duration(before[1]?.replace(HEDGE_START, '') ?? '') : undefined;
  if (told !== undefined) return told;
  // "5 anni con la stessa famiglia", "tre anni presso lo stesso datore": the length before the same employer.
  const same = new RegExp(
    String.raw`\b(${HEDGE}${N} (?:anni|anno|mesi|mese)(?: e (?:mezzo|${N} mes[ei]))?) (?:con|presso|dalla|dallo|dal|per) (?:la |lo |il )?stess[oa] (?:famiglia|signora|signore|datore|persona|azienda|ditta)`,
  ).exec(text);
  const withSame = same ? duration(same[1]?.replace(HEDGE_START, '') ?? '') : undefined;
  if (withSame !== undefined) return withSame;
  // "da 1 anno e mezzo dalla stessa signora", "lavora da 18 mesi", "in servizio da due anni e 3 mesi".
  for (const match of text.matchAll(/\bda /g)) {
    const tail = text.slice((match.index ?? 0) + match[0].length).replace(HEDGE_START, '');
    const years = duration(tail);
    if (years === undefined) continue;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 60), match.index ?? 0);
    // "malata da 2 mesi", "in malattia da 3 mesi", "in prova da 2 mesi": the length of something else.
    if (
      /\b(?:malat\w*|ammalat\w*|malattia|assente|a casa|infortun\w*|ricoverat\w*|ferm[oa]|prova|preavviso|comporto|contratto|termine|determinato|in ferie|in congedo|in maternita|disoccupat\w*|cassa integrazione|sposat\w*|separat\w*)\s*$/.test(
        before,
      )
    )
      continue;
    return years;
  }
  // "ha cominciato 14 mesi fa", "è entrato come apprendista due anni fa": the time since the start.
  // ("assunto quattro anni e mezzo fa", "entrata due anni e 3 mesi fa": the fraction read as in `duration`.)
  const ago = new RegExp(
    String.raw`\b(?:cominciat|iniziat|entrat|assunt|partit)\w* (?:[\w']+ ){0,7}?${HEDGE}(${N} (?:anni|anno|mesi|mese)(?: e (?:mezzo|${N} mes[ei]))?) fa\b`,
  ).exec(text);
  const since = ago?.[1] === undefined ? undefined : duration(ago[1]);
  if (since !== undefined) return since;
  // "a dicembre compie sei anni con noi", "fa 4 anni che lavora qui", "sono 7 anni che è da noi": an
  // anniversary of service.
  const anniversary = new RegExp(
    String.raw`\b(?:compie|compira|compiera|festeggia|fa|fara|sono|saranno) ${HEDGE}${N} (anni|anno)\b(?= (?:con noi|da noi|in azienda|in ditta|di servizio|di lavoro|nel negozio|presso di noi|che (?:lavora|e|sta) (?:qui|con noi|da noi|in azienda)))`,
  ).exec(text);
  const a = count(anniversary?.[1]);
  if (anniversary && a !== undefined) return a;
  // "e quando arrivo a 10 anni quanto fa?", "raggiunti i 12 anni": the length of service the ask looks ahead to (not
  // an age: an apprentice's or a pension's years are not service).
  // ("quando avrò fatto 2 anni", "appena avrà compiuto 4 anni": the same, said as a future completed.)
  const reached = new RegExp(
    String.raw`\b(?:(?:arriv|raggiung|raggiunt)\w* (?:a |ai |i |gli )?|avr(?:o|a|ai|emo|anno) (?:fatto|compiuto|maturato) (?:i |gli )?)${HEDGE}${N} (anni|anno)\b${NOT_SERVICE}(?! di contribut)`,
  ).exec(text);
  const r = count(reached?.[1]);
  if (reached && r !== undefined && !/\b(?:eta|pension\w*|apprendist\w*|compleann\w*)\b/.test(text)) return r;
  // "se fra sei anni fosse lui a dimettersi", "dopo 8 anni lo licenzio": a leaving told in the future, at that
  // length of service (the hire is the conversation's start).
  const later = new RegExp(
    String.raw`\b(?:fra|tra|dopo) ${HEDGE}${N} (anni|anno|mesi|mese)\b(?! fa\b)(?=[^.?!;]*\b(?:dimett\w*|dimission\w*|licenz\w*|se ne va\w*|se ne andasse|lascia\w*|cessa\w*|preavvis\w*))`,
  ).exec(text);
  const m = count(later?.[1]);
  if (later && m !== undefined) return later[2]?.startsWith('mes') ? m / 12 : m;
  return undefined;
}

/**
 * A hire's tail that opens with a length of service and tells a leaving after it ("in forza da anni, si è
 * dimessa il 31/10/2026", "da 10 anni, licenziato il 3/3/2026"): the day in it is the leaving's, not the hire's.
 */
const SERVICE_LENGTH_FIRST =
  /^(?:(?:ormai|quasi|oltre|circa|ben|piu di|molti|tanti|parecchi|pochi|alcuni|\d+|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|vent\w*|trent\w*)\s+)?(?:anni|mesi|settimane|(?:molto|tanto) tempo|sempre|una vita)\b/;
/** A hire told as time ago ("assunto quattro anni e mezzo fa che da febbraio è a casa"): a month after it is another event's. */
export const SERVICE_AGO_FIRST = new RegExp(
  String.raw`^${HEDGE}${N} (?:anni|anno|mesi|mese)(?: e (?:mezzo|${N} mes[ei]))? fa\b`,
);
/** A leaving word: the day after it is the last day of work. */
export const LEAVING_WORD =
  /\b(?:dimess[oaie]|dimett\w*|dimission\w*|licenziat\w*|cessazion\w*|cessat[oaie]|ultimo giorno|se ne (?:va|e andat\w*))\b/;

// "in forza dal 2022, rapporto cessato il 15 ottobre 2026": a year alone opens the service; the day is the leaving's.
const SERVICE_YEAR_FIRST = /^(?:19|20)\d\d\b(?![/.-]\d)/;

export function serviceThenLeaving(tail: string): boolean {
  return (SERVICE_LENGTH_FIRST.test(tail) || SERVICE_YEAR_FIRST.test(tail)) && LEAVING_WORD.test(tail);
}
