/**
 * What people type on a phone, written out before any rule reads the question: an agreement's stub without
 * its full stop ("4 liv ccnl comm", "metalmecc", "coop soc"), clipped words ("straord", "dimiss", "suppl",
 * "indet", "gg", "qnt"), "x" for "per" and chat spellings ("nn", "cmq", "xke"). Each pattern matches only the
 * clipped form, never the word written out, so applying it twice changes nothing.
 */

/** Clipped forms and what they stand for; a stub followed by ".le"/".ne" ("comm.le") is another word. */
const CLIPPED: readonly [RegExp, string][] = [
  // Agreements (the forms with a full stop are in shorthand.ts).
  [/\bcomm\b(?!\.\w)/gi, 'commercio'],
  [/\bmetalmecc?\b(?!\.\w)/gi, 'metalmeccanici'],
  [/\bcoop\.?\s*soc\b(?!\.\w)/gi, 'cooperative sociali'],
  [/\bstudi[oi]?\s+prof(?:ess)?\b(?!\.\w)/gi, 'studi professionali'],
  [/\bterz\b(?!\.\w)/gi, 'terziario'],
  [/\balim\b(?!\.\w)/gi, 'alimentari'],
  [/\bvigil\b(?!\.\w)/gi, 'vigilanza'],
  // Subjects.
  [/\bstraord\b\.?/gi, 'straordinario'],
  [/\bdimiss\b\.?/gi, 'dimissioni'],
  [/\bsuppl\b\.?/gi, 'supplementari'],
  [/\bindet\b\.?/gi, 'indeterminato'],
  [/\bapprend\b\.?/gi, 'apprendista'],
  [/\bmens\b\.?/gi, 'mensilità'],
  [/\b13\s?esim([ae])\b|\btredic\b\.?/gi, 'tredicesima'],
  [/\b14\s?esim([ae])\b|\bquattord\b\.?/gi, 'quattordicesima'],
  [/\bmagg(?:ioraz)?\b\.?/gi, 'maggiorazione'],
  [/\ballatt(?:am)?\b\.?/gi, 'allattamento'],
  // "dopo un annetto", "un paio di mesetti": a span said in its diminutive is the span ("un anno", "mesi").
  [/\bannett([oi])\b/gi, 'ann$1'],
  [/\bmesett([oi])\b/gi, 'mes$1'],
  [/\bsettimanell([ae])\b/gi, 'settiman$1'],
  // "quantera", "qualera": the apostrophe left out.
  [/\b(quant|qual)(era|erano)\b/gi, "$1'$2"],
  // "partime", "par time", "partaim": part-time typed as heard.
  [/\b(?:partime|par\s+time|partaim|partaime)\b/gi, 'part-time'],
  // "e pt 75?", "pt al 60%": a share after "pt" makes it part-time (uppercase "PT" is read in shorthand.ts).
  [/\bpt\b(?=\s*(?:al\s+|del\s+)?\d{2}\s*(?:%|\?|$|\s*per ?cento))/gi, 'part-time'],
  // "15 gg", "quanti gg": days.
  [/\bgg\b\.?/gi, 'giorni'],
  // "ore sett", "3 giorni a sett": a week, unless a figure before or a year after makes it September.
  [/(?<!\d\s{0,2})\bsett\b\.?(?!\s*(?:20\d\d|['’]\d\d))/gi, 'settimana'],
  // "net 1800", "1.500 net": the English word consultants type for "netto" (not "net" of a network).
  [/(?<=\d\s{0,2})\bnet\b(?!\s*(?:work|flix))|\bnet\b(?=\s*\d)/gi, 'netto'],
  // Chat spellings.
  [/\bqn?to\b|\bqnt\b/gi, 'quanto'],
  // Letters swapped or dropped on a phone keyboard: "qunto", "quato", "qaunto".
  [/\b(?:qun|qua|qaun)t([oaie])\b/gi, 'quant$1'],
  [/\bqn?ta\b/gi, 'quanta'],
  [/\bqn?ti\b/gi, 'quanti'],
  [/\bqn?te\b/gi, 'quante'],
  [/\bnn\b/gi, 'non'],
  // "cn l aumento", "cn il 4 liv": "con" before an article or a figure (lowercase: "CN" is Cuneo's province).
  [/\bcn\b(?=\s+(?:l['’ ]|la\b|il\b|lo\b|i\b|gli\b|le\b|un[ao']?\b|\d))/g, 'con'],
  [/\bcmq\b/gi, 'comunque'],
  // "anke loro", "pke": a "k" for "ch" before e/i.
  [/\bank([ei])\b/gi, 'anch$1'],
  [/\bpk[eé]\b/gi, 'perché'],
  [/\bx(?:ch|k)[eé]\b/gi, 'perché'],
  // "il prox aumento", "la prox tranche": "prossimo", "prossima".
  [/\bprox\b\.?(?=\s*(?:tranche|rata|busta|mensilit\w*|scadenz\w*|settimana|volta|paga)\b)/gi, 'prossima'],
  [/\bprox\b\.?/gi, 'prossimo'],
  // "tfr x 1 anno", "e x il 3 liv?": "per"; a figure before it makes it a product ("1.783,75 x 14").
  [/(?<![\d)]\s{0,2})\bx\b/gi, 'per'],
];

const LETTER = /\p{L}/u;

/** The question with what a phone user clips written out; everything else untouched. */
export function expandPhoneShorthand(message: string): string {
  let text = message;
  for (const [pattern, words] of CLIPPED)
    text = text.replace(pattern, (match: string, ...args: unknown[]) => {
      const at = args.at(-2) as number;
      const source = args.at(-1) as string;
      // A clipped form run into an accented letter ("supplì": `\b` takes the "ì" for a boundary) is part of
      // another word, left as written.
      if (LETTER.test(source.charAt(at - 1)) || LETTER.test(source.charAt(at + match.length))) return match;
      const groups = args.slice(0, -2) as (string | undefined)[];
      return words.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '');
    });
  return text;
}
