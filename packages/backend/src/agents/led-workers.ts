import { jobTerms } from './job-terms.js';

// A leading verb (not the title: «coordinatore»; "ha sotto", "ha alle sue dipendenze"), then an article or a number, the group it leads (kept), the work
// or service led and the workers led (the text is normalised: no punctuation; "gestisce da solo" is not led).
const LEADS_WHOM =
  /\b((?:coordin(?!ator|atric)|dirig(?!ent)|gestisc|supervisiona|sovrintend|organizz)\p{L}*|(?:ha|hanno|avra|avranno|avrebbe|avrà) (?:sotto(?: di se)?|alle (?:sue|proprie) dipendenze)) (?:(?:il|lo|la|i|gli|le|l|un|una|uno) |(?=(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) )|(?=\p{L}+[ie] (?:e|ed) ))((?:squadr|grupp|team|brigat|repart)\p{L}* )?(?:(?:lavor|servizi|turn|attivit)\p{L}* )?(?:(?:di|del|dello|della|dei|degli|delle) )?(?:(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) )?((?:(?:aiuto|sotto) )?\p{L}+(?: (?:di|del|della|ai|al|alla) \p{L}+| capo \p{L}+)?)(?: (?:e|ed) (?:(?:i|gli|le|dei|degli|delle|un|una|uno) )?(\p{L}+))?/gu;

/**
 * Whether what a leading verb governs names workers ("i camerieri", "6 operai"), many and called by a word of the
 * agreement's profiles, rather than the place or unit run ("il punto vendita", "la filiale"), which says what the
 * job is.
 */
function leadsWorkers(
  all: string,
  led: string,
  titleWords: Set<string>,
  places: Set<string>,
  alsoTitled = false,
): boolean {
  // Workers are many: "i camerieri", "dei camerieri", "6 operai"; "la filiale" or "il punto vendita" is one place.
  const plural = new RegExp(
    String.raw`\b(?:i|gli|le|dei|degli|delle|\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) ${led}$`,
    'u',
  );
  const head = jobTerms(led.replace(/^(?:aiuto|sotto) /u, '').split(' ')[0] as string)[0];
  // ("coordina educatori e oss": workers named bare, in the plural, before another group.)
  const bare = new RegExp(String.raw`^\p{L}+ ${led}$`, 'u').test(all) && /[ie]$/u.test(led);
  // ("i turni delle receptionist e delle assistenti": workers the profiles do not name, beside ones they do.)
  return (
    (plural.test(all) || bare) &&
    head !== undefined &&
    (titleWords.has(head) || alsoTitled) &&
    !places.has(head)
  );
}

// Whom the job leads told otherwise: "ho un commis sotto di me", "ha due aiuto cuochi sotto di sé" (the workers under
// the job), and "coordina una dozzina di persone tra carrellisti e addetti al picking" (the people led, then who they
// are). The text is normalised: no punctuation, no accents.
const UNDER_ME =
  /\b(?:ho|ha|hanno|avra|avro|avranno) (?:(?:un|una|uno|\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) )(?:(?:aiuto|sotto) )?\p{L}+ sotto (?:di )?(?:me|se|lui|lei|loro|noi)\b/gu;
const PEOPLE_AMONG =
  /\b((?:coordin(?!ator|atric)|dirig(?!ent)|gestisc|supervisiona|sovrintend|organizz)\p{L}*) ((?:un|una|uno|\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|una decina|una dozzina|una ventina|decine) (?:di )?(?:persone|lavorator\p{L}*|dipendent\p{L}*|addett\p{L}*|risorse)) (?:tra|fra) (?:(?:i|gli|le) )?\p{L}+(?: (?:e|ed) (?:(?:i|gli|le) )?\p{L}+)?/gu;

/**
 * The text with the workers a leading verb governs taken out ("coordina i camerieri" → "coordina"): whom the job
 * leads is not the job. `led` replaces the whole match instead (the verb dropped too) when given.
 */
export function withoutLedWorkers(
  text: string,
  titleWords: Set<string>,
  places: Set<string>,
  led?: string,
): string {
  const told = text
    .replace(UNDER_ME, led ?? ' ')
    .replace(PEOPLE_AMONG, (_, verb: string, people: string) => led ?? ` ${verb} ${people} `);
  return told.replace(
    LEADS_WHOM,
    (all: string, verb: string, group: string | undefined, workers: string, also: string | undefined) => {
      // ("coordina educatori e oss": the second group led goes with the first.)
      const first = also ? all.slice(0, all.lastIndexOf(' e')) : all;
      const alsoLed = also !== undefined && jobTerms(also).some((t) => titleWords.has(t));
      if (!leadsWorkers(first, workers, titleWords, places, alsoLed)) return all;
      const rest = also && !alsoLed ? all.slice(first.length) : '';
      return led ?? ` ${verb} ${group ?? ''} ${rest}`;
    },
  );
}
