import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { askedNotHeld } from './asked-not-held.js';
import { isContractVerb } from './contract-words.js';
import { withoutCustomersServed } from './customers-served.js';
import { executivesAsked } from './executives-not-held.js';
import { withoutFieldOfStudy } from './field-of-study.js';
import { mendAgreementNames } from './fuzzy-names.js';
import { withoutNextWorkplace } from './leaving-for.js';
import { levelWithContract } from './level-with-contract.js';
import { agreementsNamedAsContract, isThirdParty, ownedBySomeoneElse } from './named-agreement.js';
import { namedOutright } from './named-outright.js';
import { namedOnlyDenied, onlySetAside, withoutNegated } from './negated-agreements.js';
import { notHeldNamed, readByCode, rowNamedAsContract } from './not-held.js';
import { othersAgreementOnly } from './others-agreement.js';
import { withoutOwnBusiness } from './own-business.js';
import { applyPrecedence } from './precedence.js';
import { COVERED_SECTORS } from './sectors.js';
import { retailOverGoods, shopTradeOverGoods } from './shop-goods.js';
import { impliedBesideUnrecognised, namedOverImplied, pointsBackToNotHeld } from './story-agreement.js';
import { withoutTransportAllowance } from './transport-allowance.js';

/** Two options weighed ("come alimentare o metalmeccanico", "da alimentare oppure da chimico"). */
const WEIGHED = /\b(?:come|da) [a-z]+ (?:o|oppure) (?:come |da )?[a-z]+\b/;

import { isCommonWord } from './common-words.js';
import { fold } from './text.js';
import { withComparedWorkplace } from './two-employers.js';
import { headNounOnly, unknownAgreementName } from './unknown-name.js';
import { workplaceAmongCandidates } from './which-agreement.js';

/** "non quello di Federmeccanica", "non applica il contratto Confprofessioni", "e non del turismo": a name ruled out. */
const NEGATED =
  /\bnon (?:(?:applic|us|segu|adott)\w* |(?:e|sia|era|sarebbe|e piu) )?(?:quello|quella|il ccnl|il contratto|del ccnl|del contratto|dal ccnl)\s+(?:di |del |della |dello |dei |delle |degli )?(?:ccnl |contratto )?[^\s,.;:?!()]+(?:\s+[^\s,.;:?!()]+){0,2}/g;

/** A job or task denied: "niente pulizie", "senza fare le pulizie", "non deve cucinare", "non fa il magazziniere". */
const DENIED_WORK =
  /\b(?:niente|senza(?: fare)?|nessuna|non (?:fa|fara|faceva|fanno|deve|dovra|doveva|si occupa|si occupera|ha da)(?: (?:piu|mai|neanche|nemmeno|fare))?)\s+(?:(?:le|la|il|lo|i|gli|l'|di|delle|della|dei|degli|del)\s*)?[^\s,.;:?!()]+/g;

/**
 * "una collega dice che ho il contratto delle colf, l'amministratore dice di no": a contract someone claims and
 * someone else denies.
 */
const DISPUTED =
  /\b(?:dice|dicono|diceva|sostiene|sostengono) che\b[^.?!]*\b(?:contratto|ccnl)\b[^.?!]*\b(?:dice|dicono|sostiene|sostengono|risponde) (?:di )?no\b/;

/** Words that set two agreements side by side. */
const SIDE_BY_SIDE = /differenz|confront|rispetto a|\bvs\b|\bconvien|\bmeglio\b|\buguale\b/;

/** Words after "CCNL" that are not a name ("CCNL applicato", "CCNL di riferimento"); nor a clitic pronoun ("il
 * contratto nazionale glielo permette?", "il CCNL me lo consente", "il contratto ce ne dà"). */
const NOT_A_NAME =
  /^(?:(?:gli|glie|me|te|ce|ve|se)(?:l[oaie]|ne)\b|(?:lo|la|li|le|gli|mi|ti|ci|vi|si|ne)\b|quando|come|cosa|dove|quanto|quanta|perche|se\b|applicat|di riferimento|corrett|giust|mio|nostro|vostro|suo|ccnl|che|quale|e\b|per\b|in\b|del\b|della\b|non\b|vigente|attuale|nazional|collettiv|provincial|territorial|aziendal|individual)/;

/**
 * The agreements a folded question names: those the knowledge base recognises (ids) and those it does not
 * hold (display names). A name after "CCNL" that nothing recognises is reported as written.
 */
// A worker named by the job a held agreement's one-word name also means ("addetto alle pulizie").
const WORKER_OF = String.raw`\b(?:addett[oaie]|ragazz[oaie]|signor[ae]?|operai[oa]?|person[ae]) (?:alle|ai|al|agli|delle|dei|della|del)`;

/** The writer telling their own job ("sono portiere", "faccio il giardiniere", "lavoro come autista"). */
const OWN_JOB = String.raw`\b(?:sono|faccio (?:il|la|l')|lavoro come|di mestiere faccio)\s*(?:un |una |il |la |l')?`;

export function readAgreements(
  kb: KnowledgeBase,
  told: string,
): { known: number[]; unknown: string[]; bySector: boolean } {
  // ("sono il titolare di una ditta di impianti … ma vi scrivo per una cosa di casa": not the colf's employer.)
  const text = withoutOwnBusiness(told);
  // A CNEL code names exactly one agreement, whatever sector words surround it.
  const coded = readByCode(kb, text);
  if (coded) return { ...coded, bySector: false };
  let found = kb.recognise(text);
  // "applica il contratto Confapi, non quello di Federmeccanica": an agreement named only to be ruled out is
  // not one the question is about, when another one is left.
  const ruledOut = text.replace(NEGATED, ' ');
  if (ruledOut !== text) {
    const kept = kb.recognise(ruledOut);
    // ("segretaria da un geometra, il contratto non è quello del commercio": the only name ruled out leaves the
    // workplace told to say which agreement.)
    const told = kept.length > 0 || COVERED_SECTORS.some((s) => s.pattern.test(ruledOut));
    if (told && kept.length < found.length) found = kept;
  }
  // "faceva solo compagnia al nonno, niente pulizie": a job the story denies brings in no agreement of its own
  // (the sector of the story, if any, says which one applies).
  const undenied = ruledOut.replace(DENIED_WORK, ' ');
  if (undenied !== ruledOut) {
    const kept = kb.recognise(undenied);
    if (kept.length < found.length) found = found.filter((c) => kept.includes(c));
  }
  // "… le dimissioni perché va a lavorare in un hotel": the next employer's workplace is not the case's agreement.
  const leaving = withoutNextWorkplace(undenied);
  if (leaving !== undenied) {
    const kept = kb.recognise(leaving);
    if (kept.length && kept.length < found.length) found = found.filter((c) => kept.includes(c));
  }
  // "… a portare le cassette ai fruttivendoli": the shops delivered to are customers, not the workplace;
  // "studente di ingegneria": a course studied, not the office that employs (field-of-study.ts).
  // "indennità di trasporto": a pay item, not the logistics sector (transport-allowance.ts).
  const staying = withoutTransportAllowance(withoutFieldOfStudy(withoutCustomersServed(leaving)));
  if (staying !== leaving) {
    const kept = kb.recognise(staying);
    if (kept.length < found.length) found = found.filter((c) => kept.includes(c));
  }
  // A name written with a typo ("cooperativa socile", "logisitca") is read as the name it is one edit from.
  // ("nel federmecanica … nel confronto col confapi": a name or alias with a typo beside one written right is read
  // too; a workplace keyword is not mended then, "caffetteria" beside FIPE is no "calzetteria".)
  let read = text;
  let ruled = text;
  const mended = mendAgreementNames(kb, text, found.length > 0);
  if (mended !== text) {
    const more = kb.recognise(mended);
    if (!found.length) [found, read] = [more, mended];
    else if (more.length > found.length && found.every((c) => more.includes(c)))
      [found, read, ruled] = [more, mended, mended];
  }
  // Which of the agreements read wins, and which others rule out: the table in agreement-rules.ts.
  found = applyPrecedence(kb, found, ruled, ruled === text ? ruledOut : ruled.replace(NEGATED, ' '));
  found = withoutNegated(found, text);
  let known = found.map((c) => c.id_categoria);
  let unknown: string[] = [];
  // Agreements the knowledge base does not hold: one table (not-held-table.ts). A bank met for a mortgage, an
  // insurer for a policy: a third party of the story, not the employer.
  const heldNamed = found.length > 0 || COVERED_SECTORS.some((s) => s.pattern.test(text));
  // ("ha trovato un posto in banca e vuole andarsene": the next employer's sector, beside a held agreement, is
  // not the case's.)
  const notHeld = notHeldNamed(kb, found.length ? withoutNextWorkplace(text) : text, heldNamed).filter(
    (m) =>
      (!isThirdParty(m.row.name, text) && !(found.length && ownedBySomeoneElse(m.pattern, text))) ||
      rowNamedAsContract(m, text),
  );
  // (A colleague's other agreement beside the writer's own named as "il nostro contratto": others-agreement.ts.)
  unknown = notHeld
    .filter((m) => !(found.length && othersAgreementOnly(m.pattern, text)))
    .map((m) => m.display);
  // The agreement written after "CCNL"/"contratto" is the worker's own: a sector the knowledge base lacks,
  // met elsewhere in the story and not named so, does not replace it.
  if (unknown.length) {
    const asContract = agreementsNamedAsContract(kb, text).filter((c) => found.includes(c));
    // Unless the two are set side by side ("differenze tra il CCNL Confapi e quello Confimi").
    if (
      asContract.length &&
      !DISPUTED.test(text) &&
      !notHeld.some((m) => m.by === 'association' || rowNamedAsContract(m, text)) &&
      !SIDE_BY_SIDE.test(text)
    )
      unknown = [];
  }
  // An agreement the knowledge base lacks, named outright, beats one recognised only by a sector word
  // ("CCNL Trasporto aereo" is not Logistica because both say "trasporto").
  if (unknown.length) {
    const namedInFull = (c: Ccnl) =>
      [c.short_name.replace(/^CCNL /, ''), ...c.aliases.map((a) => a.replace(/^CCNL /, ''))]
        .filter((n) => n.includes(' '))
        .some((n) => text.includes(fold(n)));
    const named = (c: Ccnl) =>
      [c.short_name.replace(/^CCNL /, ''), ...c.aliases.map((a) => a.replace(/^CCNL /, ''))].some((n) =>
        text.includes(
          n
            .toLowerCase()
            .normalize('NFKD')
            .replace(/\p{M}+/gu, ''),
        ),
      ) ||
      // "che livello nella vigilanza?": a sector word set as the contract the worker is under.
      c.keywords.some((k) =>
        new RegExp(`\\b(?:nella|nel|nei|nelle) ${fold(k)}\\b(?! \\p{L}{4,})`, 'u').test(text),
      );
    // A signatory association names its own agreement: a held one stays only when named in two words or more
    // ("dirigente commercio Manageritalia" is not the CCNL Commercio), unless the two are set side by side.
    const byAssociation = notHeld.some((m) => m.by === 'association') && !SIDE_BY_SIDE.test(text);
    // A one-word name is also a job or sector word ("addetto alle pulizie" is not the CCNL Pulizie): beside an
    // agreement not held it names a held one only in full or written as the contract.
    const asContract = agreementsNamedAsContract(kb, text);
    const oneWordNames = (c: Ccnl) =>
      [c.short_name, ...c.aliases]
        .map((n) => fold(n.replace(/^CCNL /, '')))
        .filter((n) => !n.includes(' ') && text.includes(n));
    const oneWordOnly = (c: Ccnl) =>
      !namedInFull(c) &&
      !asContract.includes(c) &&
      // Named by a sector word set as the contract ("nella vigilanza"), with no one-word name: not a job word.
      oneWordNames(c).length > 0 &&
      oneWordNames(c).every(
        (n) =>
          new RegExp(`${WORKER_OF} ${n}\\b`).test(text) &&
          !new RegExp(`(?<!${WORKER_OF} )\\b${n}\\b`).test(text),
      );
    // (A contract only someone claims, and someone else denies, is not the worker's: the job told decides.)
    const claimedOnly = (c: Ccnl) => DISPUTED.test(text) && asContract.includes(c);
    // "sono portiere in un condominio, con alloggio e pulizie delle scale": the writer's own job is the row's; a
    // held agreement met only in a task's word ("pulizie") is not theirs.
    const ownJobNotHeld = notHeld.some(
      (m) => m.by === 'word' && new RegExp(`${OWN_JOB}(?:${m.pattern.source})`).test(text),
    );
    const taskWordOnly = (c: Ccnl) => ownJobNotHeld && !namedInFull(c) && !asContract.includes(c);
    // "CCNL Autoferrotranvieri … il noleggio di autobus per gite scolastiche e turismo": beside an agreement not
    // held written as the contract, a held one's word met only as what a service is for is its customers'.
    const namedNotHeld = notHeld.some((m) => rowNamedAsContract(m, text));
    const purposeOnly = (c: Ccnl) =>
      namedNotHeld &&
      !namedInFull(c) &&
      !asContract.includes(c) &&
      oneWordNames(c).length > 0 &&
      oneWordNames(c).every(
        (n) =>
          !new RegExp(`\\b${n}\\b`).test(
            text.replace(new RegExp(`\\bper\\b[^.,;:?]{0,40}?\\b${n}\\b`, 'g'), ' '),
          ),
      );
    known = found
      .filter(
        (c) =>
          named(c) &&
          (!byAssociation || namedInFull(c)) &&
          !oneWordOnly(c) &&
          !claimedOnly(c) &&
          !taskWordOnly(c) &&
          !purposeOnly(c) &&
          // "hanno un contratto loro, quello degli esercenti funiviari, non il turismo": ruled out by name.
          !namedOnlyDenied(c, text),
      )
      .map((c) => c.id_categoria);
  }
  if (!unknown.length) {
    for (const match of text.matchAll(
      /\b(?:ccnl|contratto(?: collettivo)?(?: nazionale)?)\s+(del(?:l'|la|lo|le|i)?\s*|dei\s+|degli\s+)?([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)/g,
    )) {
      const phrase = match[2] ?? '';
      if (NOT_A_NAME.test(phrase) || kb.recognise(phrase).length || headNounOnly(phrase)) continue;
      const word = phrase.split(' ')[0] ?? '';
      // A lone common word ("CCNL per", "CCNL nuovo") says nothing, nor a contract qualified ("un contratto
      // apposta", "contratto regolare"); a sector name is longer.
      if (
        word.length < 5 ||
        isCommonWord(word) ||
        // "lo stesso contratto l'avessi avuto", "il contratto l'ho firmato": a pronoun and a verb, not a name.
        /^l'/.test(word) ||
        isContractVerb(word) ||
        // ("contratto part-time", "contratto full time", "contratto a tempo": a kind of contract, not a name; "contratto
        // allegato", "contratto caricato": the document uploaded; "contratto riproporzionato alle mie ore": its share;
        // "contratto vecchio", "contratto attuale": which edition of the worker's own agreement, never a name;
        // "contratto estivo", "contratto natalizio": a season's fixed-term hire, not an agreement; "gli aumenti del
        // contratto quest'anno", "il contratto adesso": a time said after it, not a name.)
        /^(?:part|full|tempo\b|somministr|allegat|caricat|inviat|mandat|nuov[oaie]\b|vecchi|passat|attual|corrent|odiern|origina|iniziale|preesistent|ultim[oaie]\b|prossim|sottoscritt|firmat|scadut|finit|terminat|cessat|conclus|rinnovat|previst|indicat|(?:ri)?proporzionat|riparametrat|vigent|lavoro|preved|stabilis|recita|dice\b|parla|riconosc|consent|impone|apposta|apposit|specific|regolar|scritt|individual|giust|divers|simil|stess|unic|miglior|adatt|normal|classic|standard|verbal|stagional|estiv|invernal|natalizi|pasqual|intermittent|interinal|temporane|precedent|determinat|indeterminat|applic|sceglie|adott|utilizz|entro\b|oltre\b|prima\b|sempre\b|ancora\b|oppure\b|mentre\b|perche\b|quindi\b|invece\b|anche\b|quando\b|appena\b|durante\b|fino\b|tutti\b|tutte\b|quale\b|quali\b|quest|adesso\b|oggi\b|ora\b|allora\b|ormai\b|ieri\b|domani\b)/.test(
          word,
        )
      )
        continue;
      if (!known.length) unknown.push(unknownAgreementName(match[1] ?? '', phrase));
      else if (impliedBesideUnrecognised(kb, text, known, phrase)) {
        unknown.push(unknownAgreementName(match[1] ?? '', phrase));
        known = [];
      }
    }
  }
  // Nothing named: the sector, workplace or profession says which agreement ("studio di commercialisti").
  if (!known.length && !unknown.length) {
    const implied = COVERED_SECTORS.filter((s) => s.pattern.test(staying))
      .map((s) => kb.byId(s.agreement)?.id_categoria)
      .filter((id): id is number => id !== undefined);
    if (implied.length) return { known: [...new Set(implied)], unknown: [], bySector: true };
  }
  // "aprire lo stabilimento come alimentare o metalmeccanico": a sector weighed as the other option beside the
  // agreement named is compared with it.
  if (known.length === 1 && !unknown.length && WEIGHED.test(undenied))
    known = [
      ...new Set([
        ...known,
        ...COVERED_SECTORS.filter((s) => s.pattern.test(undenied))
          .map((s) => kb.byId(s.agreement)?.id_categoria)
          .filter((id): id is number => id !== undefined),
      ]),
    ];
  // Agreements recognised only by a sector, workplace or job word ("albergo", "metalmeccanico") are implied:
  // the agreements the user selected beat them, not one the question names outright.
  const implied =
    known.length > 0 && !found.some((c) => known.includes(c.id_categoria) && namedOutright(kb, c, read));
  if (!unknown.length)
    known = levelWithContract(
      kb,
      text,
      retailOverGoods(
        kb,
        text,
        shopTradeOverGoods(
          kb,
          text,
          namedOverImplied(
            kb,
            text,
            workplaceAmongCandidates(kb, text, withComparedWorkplace(kb, text, known)),
          ),
        ),
      ),
    );
  // "applica il CCNL della Distribuzione Cooperativa … e non il Terziario Confcommercio come noi": the held
  // agreement named only to be set aside leaves the one the knowledge base lacks.
  else if (known.length && !SIDE_BY_SIDE.test(text) && onlySetAside(kb, text, known)) known = [];
  // The ask is about the agreement the knowledge base lacks; the held ones are only the story around it.
  else if (
    known.length &&
    executivesAsked(
      text,
      notHeld.map((m) => m.row.family),
    )
  )
    known = [];
  // "siamo un gruppo multiservizi… lì applicano il CCNL Autoferrotranvieri": the agreement named as the
  // contract is the one asked; a held name that only describes the company is the story around it.
  else if (
    known.length &&
    !SIDE_BY_SIDE.test(text) &&
    notHeld.some((m) => rowNamedAsContract(m, text)) &&
    !agreementsNamedAsContract(kb, text).some((c) => known.includes(c.id_categoria))
  )
    known = [];
  else if (
    known.length &&
    !SIDE_BY_SIDE.test(text) &&
    (pointsBackToNotHeld(
      kb,
      text,
      notHeld.map((m) => m.pattern),
    ) ||
      askedNotHeld(
        kb,
        text,
        notHeld.map((m) => m.pattern),
      ))
  )
    known = [];
  return { known, unknown: [...new Set(unknown)], bySector: implied };
}
