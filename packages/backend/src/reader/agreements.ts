import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { mendAgreementNames } from './fuzzy-names.js';
import { agreementsNamedAsContract, isThirdParty } from './named-agreement.js';
import { withoutNegated } from './negated-agreements.js';
import { notHeldNamed, readByCode, rowNamedAsContract } from './not-held.js';
import { COVERED_SECTORS, HOUSEHOLD_CARE } from './sectors.js';
import { fold } from './text.js';
import { unknownAgreementName } from './unknown-name.js';

const HOUSEHOLD =
  /\bcolf\b|badant|domestic|convivent|in famiglia|presso (?:una |la )?famiglia|baby.?sitter|a casa (?:di|mia)|in casa/;

/** "non quello di Federmeccanica", "non il CCNL Commercio", "e non del turismo": a name ruled out. */
const NEGATED =
  /\bnon (?:quello|quella|il ccnl|il contratto|del ccnl|del contratto|dal ccnl)\s+(?:di |del |della |dello |dei |delle |degli )?(?:ccnl |contratto )?[^\s,.;:?!()]+(?:\s+[^\s,.;:?!()]+){0,2}/g;

/** Words after "CCNL" that are not a name ("CCNL applicato", "CCNL di riferimento"). */
const NOT_A_NAME =
  /^(?:applicat|di riferimento|corrett|giust|mio|nostro|vostro|suo|ccnl|che|quale|e\b|per\b|in\b|del\b|della\b|non\b|vigente|attuale|nazional)/;

/**
 * The agreements a folded question names: those the knowledge base recognises (ids) and those it does not
 * hold (display names). A name after "CCNL" that nothing recognises is reported as written.
 */
export function readAgreements(
  kb: KnowledgeBase,
  text: string,
): { known: number[]; unknown: string[]; bySector: boolean } {
  // A CNEL code names exactly one agreement, whatever sector words surround it.
  const coded = readByCode(kb, text);
  if (coded) return { ...coded, bySector: false };
  let found = kb.recognise(text);
  // "applica il contratto Confapi, non quello di Federmeccanica": an agreement named only to be ruled out is
  // not one the question is about, when another one is left.
  const ruledOut = text.replace(NEGATED, ' ');
  if (ruledOut !== text) {
    const kept = kb.recognise(ruledOut);
    if (kept.length && kept.length < found.length) found = kept;
  }
  // A small firm's agreement named (Confapi) is the metalworker's one: the generic "metalmeccanica" beside it
  // does not add the industry agreement, unless that is named itself.
  if (
    found.some((c) => c.id === 'metalmeccanica-pmi-confapi') &&
    !/federmeccanica|assistal|metalmeccanic[ia] (?:dell')?industria|industria metalmeccanica/.test(ruledOut)
  )
    found = found.filter((c) => c.id !== 'metalmeccanica-industria-federmeccanica');
  // A name written with a typo ("cooperativa socile", "logisitca") is read as the name it is one edit from.
  if (!found.length) {
    const mended = mendAgreementNames(kb, text);
    if (mended !== text) found = kb.recognise(mended);
  }
  // Work in a household is domestic work, even when it is cleaning: a cleaning firm is named as such.
  const domestic = found.find((c) => c.id === 'lavoro-domestico');
  if (domestic && HOUSEHOLD.test(text) && !/multiservizi|impres[ae] di pulizi|ditta di pulizi/.test(text))
    found = [domestic, ...found.filter((c) => c !== domestic && c.id !== 'multiservizi-pulizia')];
  // Cleaning at someone's home, for a family, is domestic work (a cleaning firm is named as such).
  const cleaning = found.find((c) => c.id === 'multiservizi-pulizia');
  const household = kb.agreements.find((c) => c.id === 'lavoro-domestico');
  if (
    cleaning &&
    household &&
    !found.includes(household) &&
    (HOUSEHOLD.test(text) ||
      HOUSEHOLD_CARE.test(text) ||
      /\ba casa\b|\bcasa (?:mia|nostra)\b|\bpresso (?:un|una) privat|\bmia famiglia\b|\b(?:pulizi\w*|pulisc\w*|pulir\w*|faccende|lavori domestici) (?:di |della |in |la |nella )?casa\b/.test(
        text,
      )) &&
    !/multiservizi|\bimpres[ae]\b|\bditt[ae]\b|\bcooperativ|\baziend|\buffic|\bcondomin/.test(text)
  )
    found = [household, ...found.filter((c) => c !== cleaning)];
  // Who employs says the agreement, not where the work is done: an OSS in an RSA or an educator in a nursery
  // run by a social cooperative is under the cooperatives' agreement, not the clinics' (AIOP RSA).
  const cooperatives = kb.agreements.find((c) => c.id === 'cooperative-sociali');
  if (
    cooperatives &&
    !found.includes(cooperatives) &&
    found.every((c) => c.id === 'sanita-privata-aiop-rsa') &&
    /\bcooperativ\w*|\bcoop\b/.test(text) &&
    /\brsa\b|\boss\b|socio.?sanitar|educat|asilo|\bnido\b|assistenz|anzian|disabil|comunita|minori/.test(text)
  )
    found = [cooperatives];
  // A craft firm's metalworker ("metalmeccanico artigiano") is under the craft agreement, not the industry's.
  const craft = kb.agreements.find((c) => c.id === 'metalmeccanica-artigianato-area-meccanica');
  if (
    craft &&
    !found.includes(craft) &&
    /\bartigian/.test(text) &&
    // "metalmeccanico (industria, Federmeccanica)" names the industry: a craft shop in the story does not.
    !/\bindustria\b|federmeccanica|confindustria/.test(text) &&
    found.some((c) => /^metalmeccanica-/.test(c.id))
  )
    found = [craft, ...found.filter((c) => !/^metalmeccanica-/.test(c.id))];
  // Both, when the question sets the industry beside the crafts ("metalmeccanici industria e artigiani").
  if (
    craft &&
    !found.includes(craft) &&
    found.some((c) => /^metalmeccanica-/.test(c.id)) &&
    /\bindustri\w*,? (?:e|o|oppure|vs\.?|rispetto (?:a|agli|ai)|contro) (?:gli |i |l')?artigian|\bartigian\w*,? (?:e|o|oppure|vs\.?|rispetto (?:a|all'|alla)) (?:l'|la )?industri/.test(
      text,
    )
  )
    found = [...found, craft];
  // The small and medium industry's association (Confapi, Unionmeccanica) names its own agreement.
  const smallIndustry = kb.agreements.find((c) => c.id === 'metalmeccanica-pmi-confapi');
  const industry = found.find((c) => c.id === 'metalmeccanica-industria-federmeccanica');
  if (
    smallIndustry &&
    industry &&
    !found.includes(smallIndustry) &&
    /\bconfapi\b|unionmeccanica|piccola (?:e media )?industria|\bpmi\b/.test(text)
  )
    found = found.map((c) => (c === industry ? smallIndustry : c));
  // A shop that sells clothes or food is retail (Terziario), not the textile or food industry, unless the
  // industry is named.
  const retail = kb.agreements.find((c) => c.id === 'terziario-confcommercio');
  const GOODS = ['tessile-abbigliamento-moda-smi', 'alimentari-industria'];
  if (
    retail &&
    found.some((c) => GOODS.includes(c.id)) &&
    /\bnegozi[oi]?\b|punto vendita|\bcommess[aoie]\b|boutique|bottega|supermercat|minimarket/.test(text) &&
    !/\btessil|industria|\bsmi\b|confindustria moda|ccnl (?:del )?(?:tessile|abbigliamento|moda|alimentar)/.test(
      text,
    )
  )
    found = [retail, ...found.filter((c) => !GOODS.includes(c.id) && c !== retail)];
  // Confesercenti's tertiary agreement named: "terziario", a shop or a shop assistant beside it describe that
  // agreement, not Confcommercio's (whose tables it must never borrow), unless Confcommercio is named or compared.
  if (
    found.some((c) => c.id === 'terziario-confesercenti') &&
    !/confcommercio|confront|differenz|rispetto a|\bvs\b|\bcontro\b|\btra\b.{1,60}\be\b/.test(ruledOut)
  )
    found = found.filter((c) => c.id !== 'terziario-confcommercio');
  // Confimi's small-industry agreement, named, is not in the knowledge base: "PMI" or "metalmeccanica" beside it
  // does not make it Confapi's or Federmeccanica's (whose tables it must never borrow), unless those are named.
  if (
    /\bconfimi\b/.test(text) &&
    !/confapi|unionmeccanica|federmeccanica|confront|differenz|rispetto a/.test(text)
  )
    found = found.filter((c) => !/^metalmeccanica-(?:pmi-confapi|industria)/.test(c.id));
  found = withoutNegated(found, text);
  let known = found.map((c) => c.id_categoria);
  let unknown: string[] = [];
  // Agreements the knowledge base does not hold: one table (not-held-table.ts). A bank met for a mortgage, an
  // insurer for a policy: a third party of the story, not the employer.
  const heldNamed = found.length > 0 || COVERED_SECTORS.some((s) => s.pattern.test(text));
  const notHeld = notHeldNamed(kb, text, heldNamed).filter(
    (m) => !isThirdParty(m.row.name, text) || rowNamedAsContract(m, text),
  );
  unknown = notHeld.map((m) => m.display);
  // The agreement written after "CCNL"/"contratto" is the worker's own: a sector the knowledge base lacks,
  // met elsewhere in the story and not named so, does not replace it.
  if (unknown.length) {
    const asContract = agreementsNamedAsContract(kb, text).filter((c) => found.includes(c));
    if (asContract.length && !notHeld.some((m) => m.by === 'association' || rowNamedAsContract(m, text)))
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
      );
    // A signatory association names its own agreement: a held one stays only when named in two words or more
    // ("dirigente commercio Manageritalia" is not the CCNL Commercio).
    const byAssociation = notHeld.some((m) => m.by === 'association');
    known = found.filter((c) => named(c) && (!byAssociation || namedInFull(c))).map((c) => c.id_categoria);
  }
  if (!unknown.length) {
    for (const match of text.matchAll(
      /\b(?:ccnl|contratto(?: collettivo)?(?: nazionale)?)\s+(del(?:l'|la|lo|le|i)?\s*|dei\s+|degli\s+)?([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)/g,
    )) {
      const phrase = match[2] ?? '';
      if (NOT_A_NAME.test(phrase) || kb.recognise(phrase).length) continue;
      const word = phrase.split(' ')[0] ?? '';
      // A lone common word ("CCNL per", "CCNL nuovo") says nothing; a sector name is longer.
      if (
        word.length < 5 ||
        /^(?:nuovo|prossim|sottoscritt|firmat|scadut|rinnovat|previst|indicat|lavoro)/.test(word)
      )
        continue;
      if (!known.length) unknown.push(unknownAgreementName(match[1] ?? '', phrase));
    }
  }
  // Nothing named: the sector, workplace or profession says which agreement ("studio di commercialisti").
  if (!known.length && !unknown.length) {
    const implied = COVERED_SECTORS.filter((s) => s.pattern.test(text))
      .map((s) => kb.byId(s.agreement)?.id_categoria)
      .filter((id): id is number => id !== undefined);
    if (implied.length) return { known: [...new Set(implied)], unknown: [], bySector: true };
  }
  return { known, unknown: [...new Set(unknown)], bySector: false };
}
