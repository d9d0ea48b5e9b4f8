import type { Ccnl, Level } from '../kb/schema.js';
import { normalise, term, terms } from '../kb/text.js';
import { conditionNamed } from './condition-named.js';
import { unsharedCredentials } from './credentials.js';
import { headedUnits, headsProfileUnit, headWord } from './headed-unit.js';
import { jobTerms, polarity } from './job-terms.js';
import { withoutLedWorkers } from './led-workers.js';
import { withoutLevelNaming } from './level-naming.js';
import {
  AMOUNTS,
  besideTheJob,
  DENIED_DOING,
  demandsLead,
  GENERIC_HEADS,
  GUIDED_BY,
  leadsGroup,
  OTHER_JOB,
  readGroupLed,
  SECTOR_OF,
  SHELVING,
  SHOP_HELPER,
  SHOP_HELPER_ALL,
  SUGGESTED,
  WORKPLACE,
  withoutOtherJobs,
  withoutSuperiors,
} from './level-score-words.js';
import { namesWhole } from './names-whole.js';
import { ownTerms } from './own-terms.js';
import { otherDepartment, otherLicence } from './profile-department.js';
import { namesOtherPlace } from './profile-place.js';
import {
  alternatives,
  masculine,
  namesRareHead,
  professionalTitle,
  qualifiedByAnotherJob,
} from './qualified-title.js';
import { withTaskTitles } from './task-titles.js';
import { mendTitles, mendTypo } from './title-typos.js';
import { unfitProfile } from './unfit-profile.js';
import { withWorkLeftToOthers } from './work-left-to-others.js';

/**
 * How well each level of an agreement (and each profile it lists without a level) fits a job description: the
 * scoring inquadra decides by, and the follow-ups that weigh levels again (conversation-level.ts,
 * offered-levels.ts).
 */

// Words of a request that say what is asked, not what the job is (a hire's steps, "colloquio", "proposta", too).
const REQUEST_WORDS = new Set(
  terms(
    // Where the job is done ("nel ristorante", "in negozio") is not what the job is.
    'inquadra inquadrare inquadramento livello livelli mansione mansioni ruolo profilo lavoro lavora quale come che ccnl contratto spetta assunto assunta assumere dipendente azienda nostra nostro mio mia studio legale professionale cantiere ufficio fabbrica impresa anni colloquio proposta candidato candidata',
  ),
);

// Places: a profile sharing only the place with the job ("gerente di negozio" for "pulisce il negozio") is not it.
const PLACES = new Set(
  terms(
    'ristorante ristoranti locale locali negozio negozi albergo alberghi hotel cantiere cantieri ufficio uffici fabbrica fabbriche impresa azienda bar supermercato supermercati pizzeria trattoria cucina cucine sala casa famiglia famiglie',
  ),
);

// Words in an example profile that set it apart from the plain job: an "aiuto commesso" is not a "commesso".
const QUALIFIERS = new Set(
  terms(
    'aiuto capo sotto responsabile specializzato provetto esperto senior junior formata formato qualificata ordine esclusivamente',
  ),
);
// "lo fa il magazziniere", "se ne occupa la responsabile", "è compito del capo": another worker's title, named
// for the work the job leaves; the title (and the tasks that would suggest it) is not the job's.
const SOMEONE_ELSE_DOES =
  /\b(?:(?:lo|la|li|le|ci|se ne|ne) (?:fa|fanno|pensa|pensano|occupa|occupano|segue|seguono|gestisce|gestiscono|cura|curano|chiude|chiudono|firma|firmano)|(?:e|sono) (?:compito|lavoro|roba|competenza)) (?:sempre |solo )?(?:del|della|dello|dell|dei|il|la|lo|l|i|gli|le|un|una|uno|mio|mia|nostro|nostra) (?:(?:mio|mia|nostro|nostra|suo|sua) )?((?:(?:capo|aiuto|vice) )?\p{L}+)/gu;
// "tavola calda" is a kind of place, one word: a waiter "ai tavoli" does not share it.
const compound = (text: string) => text.replace(/\btavol[ae] cald[ae]\b/g, 'tavolacalda');
const HIRING =
  /\b(?:assum(?:o|iamo|ere|erò|eremo)|appena assunt\w*|neo ?assunt\w*|nuov[oa] assunt\w*|prend(?:o|iamo|ere|eremo) (?:\d+|un|una|uno|due|tre|quattro|cinque|sei|altr[ei]|nuov[ei]))\b/;

/**
 * Whether the job is named as one of the profile's helper or head alternatives, whatever the gender ("aiuto
 * commessa" for "aiuto banconiere / aiuto commesso", "capo reparto" for "capo reparto / ispettore"); a place
 * listed with a slash ("bar/tavola calda") is not a job.
 */
function namesPart(example: string, phrase: string): boolean {
  const said = ` ${terms(phrase).join(' ')} `;
  return example
    .split('/')
    .map((part) => terms(part))
    .some(
      (part) => part.length > 1 && QUALIFIERS.has(part[0] as string) && said.includes(` ${part.join(' ')} `),
    );
}

// A job's terms (stems) that claim or, negated, deny such a role ("capo" left out: a "capo partita" leads no kitchen).
const LEADS =
  /^(?:respons|coordin|dirig|gestisc|capo|direttiv|supervision|autonom|decid|decision|poter|guid)/;

/**
 * A head or a helper of a job ("capo cuoco", "aiuto muratore") is not that job: a profile naming one when the
 * job does not ("cuoco" against «capo cuoco responsabile delle cucine»), or a job naming a helper the profile
 * is not ("aiuto muratore" against «muratore»), is no match at all, so an agreement that lists only the other
 * one does not place the job there.
 */
function headOrHelperOnly(
  example: string,
  phrase: string,
  query: Set<string>,
  helpers: Set<string>,
  leads: boolean,
): boolean {
  const ex = ` ${normalise(example)} `;
  const named = new Set(terms(example));
  // «capo cuoco» for a cook who does not say he leads; «aiuto cuoco» for a cook.
  for (const m of ex.matchAll(/ (aiuto|capo|sotto) (\p{L}+)/gu)) {
    if (m[1] === 'capo' && leads) continue;
    if (query.has(term(m[2] as string)) && !phrase.includes(` ${m[1]} ${m[2]} `)) return true;
  }
  // «responsabile dei servizi di prenotazione» for a receptionist who takes bookings and says she leads nothing:
  // the head of the service, as a «capo» is; so is «educatore professionale coordinatore» for an educator.
  if (!leads && / responsabil\p{L}* /u.test(ex) && !/ responsabil/.test(phrase)) return true;
  // ("senza incarichi di coordinamento" names the coordination denied, not the coordinator's title.)
  if (!leads && / \p{L}+ coordinator[ei] /u.test(ex) && !/ coordinat(?:or|ric)/.test(phrase)) return true;
  // «capo cuoco» for a "sotto capo cuoco": the deputy is not the head he stands in for.
  for (const m of phrase.matchAll(/ sotto (capo \p{L}+)/gu))
    if (ex.includes(` ${m[1]} `) && !ex.includes(` sotto ${m[1]} `)) return true;
  // «muratore» for an "aiuto muratore": the helped job's own profile.
  for (const m of phrase.matchAll(/ (aiuto|sotto) (\p{L}+)/gu)) {
    if (
      helpers.has(term(m[1] as string)) &&
      named.has(term(m[2] as string)) &&
      !named.has(term(m[1] as string))
    )
      return true;
  }
  return false;
}

export interface Candidate {
  level: Level | null;
  /** For a profile the file lists without a verified level. */
  unclassified?: { group: string; note: string; examples: string[]; sources: Level['sources'] };
  score: number;
  example: string | null;
  /** A manual worker's grade the description's words decided (described-grade.ts). */
  grade?: 'comun' | 'qualificat' | 'specializzat';
  /** The grade was said as the worker's title ("operaio qualificato"), which the level's profiles carry. */
  gradeTitled?: true;
}

/**
 * Each level scored against the job description: the closest example profile counts most (its matching terms,
 * weighted by rarity, times how much of the example they cover), the level's description half as much.
 */
export function score(ccnl: Ccnl, asked: string): Candidate[] {
  // The agreement named in the question ("CCNL Pubblici esercizi") is not part of the job ("capo area di esercizi").
  // What someone else suggests ("mio zio dice di metterla come colf generica", "il consulente dice che potrei
  // passare al FIPE") is not the job described: cut to the end of its sentence, before the punctuation goes.
  // So is the job the worker says they are not ("non sono un operaio comune che fa solo carico e scarico").
  let phrase = ` ${normalise(withoutSuperiors(withoutOtherJobs(besideTheJob(asked)).replace(SUGGESTED, ' ')).replace(AMOUNTS, ' '))} `;
  for (const name of [ccnl.short_name, ...ccnl.aliases]) {
    const words = normalise(name).replace(/^ccnl /, '');
    if (words.includes(' ')) phrase = phrase.replaceAll(` ${words} `, ' ');
  }
  // So are the agreement's words right after "CCNL" ("nel CCNL logistica", "CCNL colf e badanti").
  const nameTerms = new Set(terms([ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].join(' ')));
  phrase = phrase.replace(/\b(ccnl|contratto) ((?:\p{L}+ )+)/gu, (_, word: string, after: string) => {
    const rest = after.trim().split(' ');
    let named = 0;
    while (
      named < rest.length &&
      (nameTerms.has(term(rest[named] as string)) || /^(?:e|dei|del|della|di)$/.test(rest[named] as string))
    )
      named++;
    return `${word} ${rest.slice(named).join(' ')} `;
  });
  phrase = compound(mendTitles(withoutLevelNaming(phrase, ccnl), ccnl)); // level-naming.ts, title-typos.ts
  // Helping the shop assistant at the counter ("aiuta la commessa al banco") is the helper's own job, «aiuto
  // commesso», not someone else's; the shelving such a helper does beside it is the counter's, not the stockroom's.
  if (SHOP_HELPER.test(phrase))
    phrase = phrase
      .replace(SHELVING, ' ')
      .replace(
        SHOP_HELPER_ALL,
        (_, job: string) => ` aiuto ${job === 'commess' ? 'commesso' : 'banconiere'} `,
      );
  // A job told by its tasks is named by the title they define ("impasta e inforna le pizze": a pizzaiolo), written
  // after the task, before its complement ("controlla le bolle [magazziniere] della merce"), as written.
  const written = phrase;
  const someoneElse = new Set(
    [...phrase.matchAll(SOMEONE_ELSE_DOES)]
      .flatMap((m) => jobTerms(m[1] as string))
      .filter((t) => t.length > 3),
  );
  phrase = withTaskTitles(phrase);
  const titleWords = new Set(jobTerms(ccnl.levels.flatMap((l) => l.examples).join(' '))); // profile titles
  // The agreement's own words said of the firm or the sector ("un'impresa di pulizie", "azienda metalmeccanica",
  // "studio professionale", "negozio del commercio") name the contract, not the job: a clerk of a cleaning firm
  // is not a cleaner.
  const sectorTerms = new Set(jobTerms([ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].join(' ')));
  const otherJob = OTHER_JOB.test(phrase); // (only beside another job's title: a scrubber's "impresa di pulizie")
  const description = phrase
    .replace(SECTOR_OF, (all: string, firm: string, word: string) =>
      otherJob && jobTerms(word).some((t) => sectorTerms.has(t)) ? ` ${firm} ` : all,
    )
    .replace(WORKPLACE, ' ')
    // Whoever the job helps or works with ("aiuta il capo partita", "affianca la cuoca") is not the job.
    .replace(
      /\b(?:(?:aiut\w*|affianc\w*|assist\w*|collabor\w* con) (?:il |la |lo |l')|support\w* (?:al|alla|allo|all) )(?:capo \p{L}+|cuoc\w*|chef|barman|pizzaiol\w*|camerier\w*|commess\w*|muratore|elettricist\w*|maitre|sommelier)(?: \p{L}+)?/gu,
      ' ',
    )
    // Whom the job leads ("coordina il servizio dei camerieri", "dirige le cameriere ai piani") is not the job: the
    // leading verb and the group it names ("una squadra di") stay, the service and the workers led go; the place
    // or unit it runs ("gestisco il punto vendita") stays, it says what the job is.
    .replace(/.*/su, (all) => withoutLedWorkers(all, titleWords, PLACES))
    // The level held now and the job it was given as ("l'ha messo al 5° livello come un barista") are
    // someone's choice, not the job described; the title may run to three words ("come un cuoco capo partita").
    .replace(
      /\b(?:livell\w*|categori\w*|\d+ ?[ao°]?) come (?:un |una |uno |il |la |lo |l')?\p{L}+(?: (?!(?:ma|e|ed|o|che|pero|perche|mentre|anche|invece|lui|lei)\b)\p{L}+){0,2}/gu,
      ' ',
    )
    // Whoever gives the instructions is not the job; work done to instructions is «d'ordine» (level-score-words.ts).
    .replace(GUIDED_BY, (found: string) =>
      /istruzion|direttiv|disposizion|ordin/.test(found) ? ' dordine ' : ' ',
    )
    // "senza redigere bilanci", "non fa i bilanci": what a doing verb denied governs is what the job denies.
    .replace(DENIED_DOING, '$1 ')
    .replace(/.*/su, withWorkLeftToOthers)
    .replace(/.*/su, readGroupLed)
    .trim();
  // The agreement's own name and sector words say which contract, not which job (profile titles such as "colf" stay).
  const profileWords = new Set(
    jobTerms(ccnl.levels.map((l) => `${l.examples.join(' ')} ${l.declaratoria ?? ''}`).join(' ')),
  );
  const allNaming = jobTerms([ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].join(' '));
  const naming = new Set(allNaming.filter((t) => !profileWords.has(t)));
  // A sector word that is also a profile's title ("colf", "badante") names the job itself: it weighs double.
  const titles = new Set(allNaming.filter((t) => profileWords.has(t)));
  const qualified = professionalTitle(description, titleWords);
  const query = new Set(
    jobTerms(description)
      // A request word typed wrong ("livelo") is still the request, not the job.
      .filter(
        (t) =>
          (!REQUEST_WORDS.has(mendTypo(t, REQUEST_WORDS)) || qualified.has(t)) &&
          !naming.has(t) &&
          !someoneElse.has(t),
      )
      .map((t) => mendTypo(t, profileWords)),
  );
  // A hire being made ("la settimana prossima assumo una guardia giurata") is the profiles' new hire.
  if (HIRING.test(phrase)) for (const t of jobTerms('neoassunto')) if (profileWords.has(t)) query.add(t);
  // The conditions the job denies by name ("senza diploma"), not the complements of a denied word.
  const said = polarity(description);
  const queryDenied = new Set([...said.denied].map((t) => mendTypo(t, profileWords)));
  // How a demanding level weighs: the job claims leadership outside any negation, denies it, or says neither;
  // autonomy alone ("si occupa in autonomia") weighs too, and with "non coordina nessuno" rules those levels out.
  const claims = [...said.asserted].filter((t) => LEADS.test(t));
  const leadership = claims.some((t) => !/^autonom/.test(t))
    ? 1
    : [...said.denied].some((t) => LEADS.test(t.slice(3)))
      ? 0.2
      : claims.length
        ? 1
        : 0.5;
  // A leading word alone picks no definition (`described` below); autonomy does where the levels list no profiles.
  const leadsNoOne = ccnl.levels.every((l) => !l.examples.length) && !claims.some((t) => !/^autonom/.test(t));
  const leadWordAlone = (w: string) =>
    (LEADS.test(w) &&
      !(leadsNoOne && /^autonom/.test(w)) &&
      !(leadsGroup(phrase) && /^(?:coordin|autonom)/.test(w))) ||
    /^(?:organizz|controll)/.test(w);
  const docs = [
    ...ccnl.levels.map((level) => ({ level, examples: level.examples, text: level.declaratoria ?? '' })),
    ...(ccnl.unclassified_profiles ?? []).map((p) => ({
      level: null,
      profile: p,
      examples: p.examples,
      text: '',
    })),
  ];
  const documentFrequency = new Map<string, number>();
  for (const doc of docs)
    for (const t of new Set(jobTerms(`${doc.examples.join(' ')} ${doc.text}`)))
      documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  // A title ("colf") names the job when little else does; a job described by its tasks is read by them.
  const specific = [...query].filter((t) => profileWords.has(t) && !titles.has(t)).length;
  const titleWeight = specific >= 3 ? 1 : 2;
  const idf = (t: string) =>
    Math.log(1 + docs.length / (documentFrequency.get(t) ?? docs.length)) * (titles.has(t) ? titleWeight : 1);

  // The qualifiers that make the job a helper or a head of another job ("aiuto commessa", "capo cuoco").
  // Only before a job word of the profiles: "aiuto gli ospiti a lavarsi" is help given, not a helper's job.
  const helpers = new Set(
    [...withoutLedWorkers(phrase, titleWords, PLACES, ' ').matchAll(/\b(aiuto|capo|sotto) (\p{L}+)/gu)]
      .filter((m) => profileWords.has(term(m[2] as string)))
      .map((m) => term(m[1] as string)),
  );
  // "organizza i turni degli aiuto cuochi": the helpers led are not the job (led-workers.ts).
  const ownJob = withoutLedWorkers(phrase, titleWords, PLACES, ' ');
  // "coordina una squadra di quattro operai" says «capo squadra» word for word (level-score-words.ts).
  // Whom the job leads is no title of its own ("ha sotto due cuochi capo partita" names no «cuoco capo partita»).
  const unled = withoutLedWorkers(phrase, titleWords, PLACES);
  const ledPhrase = withoutLedWorkers(readGroupLed(phrase), titleWords, PLACES);
  const headed = headedUnits(ownJob); // "quello che dirige l'impianto mensa": «capo impianto mensa» (headed-unit.ts)
  return docs.map((doc) => {
    let best = 0;
    let shownBest = 0;
    let example: string | null = null;
    // "pizzaiolo / gelatiere / secondo pasticcere" lists titles: each is a profile of its own.
    for (const ex of doc.examples.flatMap((e) => [e, ...alternatives(e)])) {
      const words = new Set(jobTerms(compound(ex)));
      const heads = headsProfileUnit(ex, headed);
      // A count ("5 anni nell'esercito") is no word of a profile ("nei primi 18 mesi del 5° livello").
      const matched = [...words].filter(
        (w) => (query.has(w) || (heads && (QUALIFIERS.has(w) || headWord(w, headed)))) && !/^\d+$/.test(w),
      );
      if (!matched.some((w) => !PLACES.has(w) && !GENERIC_HEADS.has(w))) continue;
      if (headOrHelperOnly(ex, ownJob, query, helpers, leadership === 1)) continue;
      // «cameriera ai piani» for a waiter who serves in the dining room: the profile's department is not the job's.
      if (otherDepartment(ex, phrase)) continue;
      // «autocarro isolato con patente C» for a driver of an articulated lorry with the C+E: another licence.
      if (otherLicence(ex, asked) || unfitProfile(ex, query, phrase)) continue;
      // Both ways: an "aiuto commessa" is not a "commesso" profile, nor a "commesso" an "aiuto commesso".
      const unmatchedQualifiers =
        [...words].filter((w) => QUALIFIERS.has(w) && !query.has(w) && !heads).length +
        [...query].filter((w) => QUALIFIERS.has(w) && !words.has(w) && helpers.has(w)).length +
        unsharedCredentials(words, query, profileWords);
      // The job named word for word ("capo cuoco") is that profile, not one sharing a word with it.
      // A one-word profile said as the job's title ("un magazziniere") counts as much.
      const verbatim =
        (((ledPhrase.includes(` ${normalise(ex)} `) || masculine(unled).includes(` ${normalise(ex)} `)) &&
          (words.size > 1 || ex.length >= 6)) ||
          namesPart(ex, unled) ||
          namesWhole(ex, ledPhrase) ||
          conditionNamed(ex, ccnl, ledPhrase, query) ||
          namesRareHead(ex, unled, query, documentFrequency, [PLACES, QUALIFIERS])) &&
        !qualifiedByAnotherJob(ex, written, profileWords)
          ? 2
          : 1;
      // Sharing only a rank or a lead ("capo" of «capo settore» for a "capo partita", "coordinamento" of a head
      // cook's profile for a maître who coordinates) is not the job, unless named word for word or heading its unit.
      const rankOnly = !heads && !matched.some((w) => !PLACES.has(w) && !QUALIFIERS.has(w) && !LEADS.test(w));
      if (verbatim === 1 && rankOnly) continue;
      // Only a word the job phrases gave both sides (own-terms.ts) is no match: one of the profile's own must be.
      if (verbatim === 1 && !matched.some((w) => w.startsWith('non') || ownTerms(compound(ex)).has(w)))
        continue;
      // A profile the levels do not place is that job only when named whole: one shared word ("avvocato" of
      // the employer, "pratiche" of an archive) must not take a job away from the levels.
      if ('profile' in doc && verbatim === 1 && matched.length < words.size) continue;
      const value =
        (verbatim * matched.reduce((s, w) => s + idf(w), 0) * (1 + matched.length / words.size)) /
        (1 + unmatchedQualifiers);
      // The level's score is its best profile's; the profile shown is the closest one set in the job's workplace.
      const shown = namesOtherPlace(ex, asked) ? value / 2 : value;
      if (shown > shownBest) [shownBest, example] = [shown, ex];
      best = Math.max(best, value);
    }
    // With no profile of the level matched, leading words alone ("coordino", "organizza", "controlla") do not pick the
    // definition that names coordination or organisation: every level above the lowest leads someone. Autonomy
    // counts for a job that leads no one: working on one's own is then what it says of itself.
    const described = [...new Set(jobTerms(doc.text))]
      .filter((w) => query.has(w) && (best > 0 || (!leadWordAlone(w) && !GENERIC_HEADS.has(w))))
      .reduce((s, w) => s + idf(w), 0);
    // A level whose definition asks for direction or coordination needs a job that says so; a job that
    // denies it ("non coordina nessuno", "senza decidere lui") rules such a level out.
    const demanding = demandsLead(doc.text);
    // "non autosufficiente" against a profile for self-sufficient people (or the other way) contradicts it:
    // a word the job denies that the level asserts, or a condition the level denies by name that the job has.
    // Read on the profile that matched: a sibling profile of the level ("impiegato … con funzioni …") is not
    // contradicted by a job that denies its words ("senza funzioni di coordinamento").
    const { asserted, denied } = polarity(`${example ?? doc.examples.join('; ')}; ${doc.text}`);
    // ("non fa la guardia … come un usciere": the guard the definition speaks of is the matched usciere's sibling.)
    const siblings = new Set(example ? jobTerms(doc.examples.filter((e) => e !== example).join(' ')) : []);
    const own = new Set(example ? jobTerms(example) : []);
    const contradicts = [...query].some(
      // Unless the job says both ("pulisce la cucina … non cucina"): then the word is not what is denied.
      (t) =>
        (queryDenied.has(t) &&
          asserted.has(t.slice(3)) &&
          !query.has(t.slice(3)) &&
          !(siblings.has(t.slice(3)) && !own.has(t.slice(3)))) ||
        (denied.has(`non${t}`) && !query.has(`non${t}`)),
    );
    // A level of a side ladder ("operatori di vendita" beside the agreement's main levels) is its profiles' job: its
    // definition's words alone ("gestisce ordini e consegne" for a delivery driver) do not place a job there.
    const sideLadder = doc.level?.track !== undefined && best === 0 && ccnl.levels.some((l) => !l.track);
    // A definition naming another licence than the job's («patente C» for a C+E driver) contradicts it too; so does
    // one the job rules out by what it tells of itself (unfit-profile.ts).
    const licence =
      doc.text !== '' && (otherLicence(doc.text, asked) || unfitProfile(doc.text, query, phrase));
    const penalty = (demanding ? leadership : 1) * (contradicts || licence ? 0.2 : 1) * (sideLadder ? 0 : 1);
    const candidate: Candidate = { level: doc.level, score: (best + described / 2) * penalty, example };
    if ('profile' in doc && doc.profile) candidate.unclassified = doc.profile;
    return candidate;
  });
}
