import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';

/**
 * Which agreement a question names as the worker's own, when its story also mentions a sector the knowledge base
 * lacks only in passing ("la banca gli chiede le buste paga" for a metalworker's mortgage, "la visita fiscale
 * dell'ASL" in a shop assistant's sick leave). Two signals, on a folded question:
 * - the agreement written after "CCNL" or "contratto (collettivo) (nazionale)" is the one the worker is under;
 * - a bank, insurer or health authority met as a third party (a loan, an account, a policy, a medical check)
 *   is not the employer.
 */

/** The words after "CCNL" / "contratto collettivo nazionale" (up to three), where the agreement is named. */
// ("il contratto degli impianti a fune": a one-letter "a" inside a name does not end it.)
// ("applico il terziario Confcommercio", "applichiamo il commercio": the agreement applied is named so too.)
const AFTER_CONTRACT =
  /\b(?:contratt[oi] (?:collettiv[oi] )?(?:applicat[oi]|in uso) (?:e|sono) (?:il|lo|la|l'|quello)|ccnl|contratt[oi](?: collettiv[oi])?(?: nazional[ei])?(?: di lavoro)?|applic(?:o|hiamo|a|ano|ate) (?:il|lo|la)(?! (?:ccnl|contratt)))\s+(?:dell'\s*|(?:del(?:la|lo|le|i)?|dei|degli|di|per)\s+)?([a-z][a-z'-]+(?:\s+(?:a\s+)?[a-z][a-z'-]+){0,2})/g;

/** Phrases that follow "CCNL"/"contratto" but name no agreement ("contratto a tempo determinato"). */
// "contratto stagionale", "contratto intermittente", "contratto precedente": the contract's kind, not its agreement.
// ("il minimo del contratto riproporzionato alle mie ore", "il contratto applicato": what is done with it.)
const NOT_AN_AGREEMENT =
  /^(?:a |al |in |part|full|di (?:lavoro|assunz|somministr|apprendist)|(?:stagional|intermittent|interinal|temporane|individual|precedent|scadut|finit|terminat|cessat|conclus|rinnovat|determinat|indeterminat|(?:ri)?proporzionat|riparametrat|applicat|vigent|firmat|sottoscritt)\w*\b)/;

/** The phrases that name the worker's agreement ("contratto nazionale dei metalmeccanici" → "metalmeccanici …"). */
export function contractPhrases(text: string): string[] {
  return [...text.matchAll(AFTER_CONTRACT)]
    .map((m) => m[1] ?? '')
    .filter((phrase) => phrase && !NOT_AN_AGREEMENT.test(phrase));
}

/** Agreements of the knowledge base the question names after "CCNL" or "contratto". */
export function agreementsNamedAsContract(kb: KnowledgeBase, text: string): Ccnl[] {
  const named = new Set<Ccnl>();
  for (const phrase of contractPhrases(text)) for (const c of kb.recognise(phrase)) named.add(c);
  return [...named];
}

/**
 * A sector word met as a third party of the story, by agreement name: the bank of a loan or an account (or one
 * errand in a list, with or without its article: "il funerale, la casa da svuotare, la banca...", "tra funerale,
 * banca, successione"), the
 * insurer of a policy, the health authority's doctor. Each entry holds the third-party context; the sector word
 * then says nothing about the employer unless the worker's own place is said ("lavoro in banca").
 */
const THIRD_PARTY: readonly { name: string; context: RegExp; ownPlace: RegExp }[] = [
  {
    name: 'CCNL Credito (ABI)',
    context:
      /\bmutu[oi]\b|\bprestit[oi]\b|\bfinanziament|\bconto (?:corrente|in banca)|\bbonific|\bcarta di credito|\bla banca (?:gli |le |mi |ci |vi |ti )?(?:chied|vuol|richied|ha chiest)|\bin banca (?:per|a) (?:chiedere|versare|prendere|aprire)|\bfid[oa]\b|\bistruttoria|,\s*(?:e\s+)?(?:(?:la|in|alla)\s+)?banca\b\s*(?:,|\.\.\.|…|\.|$)|\b(?:andare|passare|sentire) (?:in|la) banca\b/,
    ownPlace:
      /\b(?:lavor[oai]\w* (?:in|presso|per) (?:una |la )?banc|impiegat[oaie]? (?:di|in|presso) (?:una |la )?banc|dipendent[ei] (?:di|della|presso) (?:una |la )?banc|cassier[ea] (?:di|in) banc|bancari|sportellist|ccnl (?:del )?credito)/,
  },
  {
    name: 'CCNL Assicurazioni (ANIA)',
    context:
      /\bpolizz|\bassicurazion[ei] (?:dell[ae] |sull[ae] )?(?:auto|macchina|casa|vita|sanitari)|\brimbors/,
    ownPlace:
      /\b(?:lavor[oai]\w* (?:in|presso|per) (?:una |la )?(?:compagnia|assicurazion)|assicurativ|\bania\b)/,
  },
  {
    name: 'CCNL Comparto Sanità (pubblico impiego)',
    context:
      /\bvisit[ae] (?:fiscal|medic|di controllo)|\bcertificat[oi] medic|\bmedic[oi] (?:dell'|della )?(?:asl|ausl)|\bricover/,
    ownPlace:
      /\b(?:lavor[oai]\w* (?:in|presso|per) (?:l'|un'|una )?(?:asl|ausl|ospedal|azienda sanitaria))|infermier/,
  },
];

/** Not-covered agreements read from a sector word that the story only meets as a third party. */
export function isThirdParty(name: string, text: string): boolean {
  const entry = THIRD_PARTY.find((t) => t.name === name);
  if (!entry) return false;
  return entry.context.test(text) && !entry.ownPlace.test(text);
}

// "mia cognata, che ha un'agenzia immobiliare", "un amico che lavora in banca": a person of the story, not the asker.
const SOMEONE_ELSE =
  /\b(?:mi[oae]|tu[oae]|su[oae]|nostr[oae]|un[oa]?|un') (?:cognat|cugin|amic|fratell|sorell|zi[oae]\b|marit|mogli|vicin|conoscent|parent|suocer|genero|nuora|padre|madre|papa|mamma|figli|collega di)\w*[^.?!;]{0,30}?\b(?:che|la quale|il quale) (?:ha|hanno|gestisce|lavora|fa|possiede|tiene)\b[^.?!;]{0,25}$/;

/**
 * Whether every mention of a sector is the business or job of someone else the story names ("mia cognata, che ha
 * un'agenzia immobiliare e si intende di buste paga"): it says nothing about the agreement asked.
 */
export function ownedBySomeoneElse(pattern: RegExp, text: string): boolean {
  const all = [...text.matchAll(new RegExp(pattern.source, 'g'))];
  return (
    all.length > 0 && all.every((m) => SOMEONE_ELSE.test(text.slice(Math.max(0, m.index - 80), m.index)))
  );
}
