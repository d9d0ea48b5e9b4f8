import { term, terms } from '../kb/text.js';
import { readQuestion } from '../reader/read.js';
import { keepsConversationAgreement } from '../reader/sibling-agreement.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { jobTerms, polarity } from './job-terms.js';
import { withoutSuperiors } from './level-score-words.js';

/** A follow-up that changes one condition of the job described before ("e se ha il diploma?"). */
const CHANGES =
  /^(?:e invece se|e invece|e nel caso (?:in cui )?|nel caso (?:in cui )?|e se|ma se|mentre se|e qualora|e quando|invece se|e|ed|ma|invece|se)\b\s*/;

// A follow-up that names a job ("e una cuoca?", "ed il magazziniere?", "e per un'educatrice?"), not a condition.
// "e il mio collega …", "e la nostra cuoca?": a possessive before the job still names one.
// ("e mia sorella che fa l'educatrice…": a relative said with a possessive and no article is another person.)
const NEW_SUBJECT =
  /^(?:e invece|invece|e|ed|ma|e per|ed? anche)\s+(?:per\s+|anche\s+)?(?:(?:un|una|uno|il|la|lo|i|gli|le|l|un)(?:\s+|')(?:(?:mio|mia|miei|mie|nostro|nostra|nostri|nostre|suo|sua|tuo|tua)\s+)?(\p{L}{4,})|(?:mio|mia|nostro|nostra|suo|sua|tuo|tua)\s+(sorella|fratello|moglie|marito|compagn[oa]|figli[oa]|cugin[oa]|madre|padre|mamma|papa|amic[oa]|zi[oa]|nipote|cognat[oa]|suocer[oa]|vicin[oa]))\b/u;
// The worker put on another job ("e se invece mi mettono alla pressa", "se la spostassero in cassa", "e se
// invece gli faccio guidare la cisterna", "ma se più avanti lo mettiamo sui frigo") or grown into it ("e quando
// diventa muratore?"), or the task said instead of the earlier one ("e se invece serve al banco del bar?", "e
// invece se lavora in cucina?", "e se invece gestisse tutta la casa?").
const MOVED =
  /^(?:e se invece|e invece se|e se|se invece|ma se)\s+(?:(?:poi|dopo|domani|un domani|in futuro|piu avanti|magari)\s+)?(?:mi|lo|la|li|le|ci|gli)\s+(?:mett\w*|spost\w*|passa\w*|assegn\w*|destin\w*|trasferisc\w*|trasferiss\w*|affid\w*|faccio|facessi|fanno|facessero)\b|^(?:e se invece|e invece se|se invece|e invece|ma se invece)\s+(?:serv[eio]\w*|lavor\w*|fa|facesse|sta|stesse|si occup\w*|gestisc\w*|gestiss\w*|(?:e|fosse) addett\w*)\b|^(?:e quando|quando|e una volta che|e appena|e dopo che|e poi quando)\s+(?:diventa|diventera|divento|diventero|sara|saro|passa|passera)\b|^(?:e se invece|e invece se|e se|se invece|ma se)\s+(?:passo|passassi|passa|passasse|vado|andassi|divento|diventassi|diventa|diventasse|comincio|cominciassi|inizio|iniziassi)\s+(?:a|al|alla|allo|ai|in|come|nel|nella|da)\b/;
// The writer promoted to a role told by its title, a time said first ("e se dall'anno prossimo diventassi
// responsabile di area, con…", "e quando tra due anni diventerà capo reparto?"): the follow-up alone is the job.
const BECAME =
  /^(?:e se|ma se|se|e quando|quando)\b(?:\s+[\p{L}']+){0,5}?\s+(?:divento|diventassi|diventa|diventasse|diventera|diventero|diventi)\s+(?:(?:il|la|lo|un|una|uno)\s+|l'|un')?(?:responsabile|capo|direttor\w*|direttrice|coordinat\w*|gerente|gestore|manager|supervisor\w*|team leader|project manager)\b/u;
// The writer doing another job ("e se faccio il cameriere?", "e se invece facessi la commessa?").
const DOING_JOB =
  /^(?:e se invece|e invece se|e se|se invece|ma se)\s+(?:faccio|facessi|fa|facesse|lavoro come|lavorassi come|lavora come)\s+(?:il|la|lo|l)(?:\s+|')(\p{L}{5,})/u;
// Another worker told by their tasks ("e uno che fa solo …", "e chi si occupa delle consegne?", "e quello che con
// il furgone porta la frutta ai negozi?": the means told before the verb; "e il ragazzo che ci cura le vetrine?":
// a pronoun before the verb).
const SOMEONE_ELSE =
  /^(?:e invece|invece|e|ed|ma|e per)\s+(?:per\s+)?(?:uno|una|chi|quello|quella|qualcuno|qualcuna|(?:il|la|lo|l') ?(?:ragazz[oa]|signor[ae]?|collega|tizi[oa]|dipendente|altr[oa]))\s+(?:(?:che|ke|k)\s+(?:(?:con|col|coi|sul|sulla|in|nel|nella)\s+[^;.?!]{0,60}?\s)?)?(?:(?:ci|mi|vi|ti|gli|le|li|lo|la|ne)\s+)?(?:fa|faccia|si occupa|lavora|sta|serve|prepara|guida|pulisce|carica|scarica|porta|consegna|gira|va|cura|segue|gestisce|tiene|allestisce|progetta|sistema|ripara|monta|controlla|cucina|accoglie|vende|taglia)\b/;
// Another worker introduced by name or as someone there ("e poi c'è Ahmed, che lava i piatti", "poi abbiamo una
// ragazza che sta in cassa", "e c'è anche un ragazzo che …"): placed on their own words, not the earlier worker's.
const INTRODUCED =
  /^(?:(?:e|ed|poi|inoltre|ma|invece)\s+)+(?:c'? ?e|ce|ci sono|abbiamo|ho|avete)\s+(?:anche\s+|pure\s+)?(?:(?:un|una|uno|un'|il|la|lo|l'|mio|mia|nostro|nostra)\s*)?(?:\p{L}+\s+){0,2}?\p{L}+,?\s+(?:che|ke|k)\b/u;
// A new hire the follow-up describes ("e poi ci serve uno che aiuta in laboratorio", "e cerchiamo anche una
// ragazza per la cassa", "poi vorremmo assumere un aiuto cuoco"): another worker, placed on their own words.
const NEW_HIRE =
  /^(?:(?:e|ed|poi|inoltre|ma|invece|allora)\s+)*(?:(?:ci|mi)\s+serv(?:e|ono|irebbe|irebbero)|cerc(?:o|hiamo)|(?:vorre(?:i|mmo)|vogli(?:o|amo)|dobbiamo|devo|dovremmo|dovrei)\s+(?:assumere|prendere)|assum(?:o|iamo)|prend(?:o|iamo))\s+(?:anche\s+|pure\s+|poi\s+)?(?:uno|una|un|un')\b/;
// The earlier job said to be the same ("un collega che fa lo stesso lavoro", "con le stesse mansioni").
const SAME_JOB =
  /\b(?:(?:fa|fanno|faceva|svolge|svolgono|con|ha|hanno) (?:esattamente |proprio )?(?:lo stesso lavoro|la stessa (?:cosa|mansione)|le stesse (?:mansioni|cose))|(?:stess[ae]|medesim[ae]) (?:mansion[ie]|compiti))\b/;
// Someone who works in the same place as the job asked before: the agreement stays the conversation's.
const SAME_PLACE =
  /\b(?:collega|colleghi|colleghe|stess[oa] (?:posto|locale|negozio|azienda|ditta|ristorante|bar|studio|albergo|hotel|cantiere|reparto|ufficio|struttura)|anche (?:lui|lei|loro)|da noi)\b/;
// A role or a licence the follow-up gives ("lo fanno coordinatore", "e se prende il patentino ADR?") that the
// earlier description denied ("senza incarichi di coordinamento", "niente ADR"): the denial no longer holds.
const NEGATED_SPAN = /\b(?:senza|non|niente|priv[oa] d\w*|nessun\w*)\b[^,;.?!]*/g;

/**
 * The roles or licences the follow-up gives that the earlier description denied ("niente ADR" → "prende il
 * patentino ADR"): the change asked, which the level proposed must carry (inquadra.ts).
 */
const ALONE = /\bda sol[oa]\b|\bin autonomia\b|\bautonomamente\b/;
const HELPING = /\b(?:aiut\w*|affianc\w*)\b/g;

export function turnedRoles(previous: string, followUp: string): string[] {
  const own = readable(followUp);
  // Another worker's job is not the earlier worker's with a role given: "non coordina altre persone" said of the lab
  // technician is turned by no "e il capoturno che coordina la squadra?".
  if (!CHANGES.test(own) || anotherWorker(own, readable(previous))) return [];
  const denied = new Set(
    [...readable(previous).matchAll(NEGATED_SPAN)]
      .flatMap((m) => jobTerms(m[0]))
      .filter((t) => t.startsWith('non'))
      .map((t) => t.slice(3)),
  );
  return [...polarity(own).asserted].filter((t) => t.length > 2 && denied.has(t));
}

// A licence or qualification for special loads the follow-up gives ("gli facciamo fare il patentino ADR", "con
// l'ATP"), against an earlier "senza abilitazioni particolari", "niente merci pericolose".
const SPECIAL_LICENCE = /\b(?:adr|atp|haccp|patentin\w*|abilitazion\w*|merci pericolose|cisterna|cisterne)\b/;
const SPECIAL_DENIED = /\babilitazion\w*|\bpatentin\w*|\bmerci pericolose\b|\badr\b|\batp\b|\bhaccp\b/;

function dropDeniedRoles(before: string, own: string): string {
  const roles = [...polarity(own).asserted].filter((t) => t.length > 2);
  const licence = SPECIAL_LICENCE.test(own) && !/\b(?:senza|non|niente)\b/.test(own);
  if (!roles.length && !licence) return before;
  return before.replace(NEGATED_SPAN, (span) =>
    jobTerms(span).some((t) => t.startsWith('non') && roles.includes(t.slice(3))) ||
    (licence && SPECIAL_DENIED.test(span))
      ? ' '
      : span,
  );
}

// Conditions a follow-up may turn around, each as [the condition said, its opposite in the earlier text].
const SELF_SUFFICIENT = /\b(?:non (?:e |sia |piu |e piu |fosse |diventa )*)?autosufficient\w*/g;
// (A degree is such a title, with its field and class: "laureata in scienze dell'educazione (L-19)".)
const QUALIFIED =
  /\b(?:con (?:il |la |un |una |l')?|ha (?:gia |anche )?(?:il |la |un |una |l')?|in possesso (?:del |della |di |dell')?)(?:diploma|qualifica|attestato|titolo|laurea)\w*|\bdiplomat\w*|\bqualificat\w*|\b(?<!non )format[oa]\b|\b(?<!non (?:e |sia )?)laureat\w*(?: (?:in|di) [^,;.()?]*)?(?: ?\(?l-? ?\d+\)?)?/g;
// "non ha né laurea né qualifica socio-pedagogica": the list of titles denied, with what qualifies them.
const UNQUALIFIED =
  /\b(?:senza|priv[oa] di|non ha)(?: ne| nessun\w*| alcun\w*)? (?:il |la |un |una |l')?(?:diploma|qualifica|attestato|titolo|laurea)\w*(?:(?: (?:ne|o|e) (?:il |la |un |una |l')?(?:diploma|qualifica|attestato|titolo|laurea)\w*)|(?: (?:socio|pedagogic|professional|universitar|specific|educativ|sanitari|triennal|magistral)[\w-]*))*|\bnon (?:e |sia )?(?:diplomat|qualificat|format|laureat)\w*/g;
const NOT_SELF_SUFFICIENT_SAID =
  /\bnon (?:e |sia |piu |e piu |fosse |diventa |riesce |ce la fa )*(?:autosufficient|autonom|indipendent)\w*|allettat|\bdisabil|demenz|alzheimer|parkinson|sedia a rotelle|carrozzin/;

// The worker's tasks said as the only ones ("fa solo le pulizie", "si occupasse soltanto della cassa", "si
// limitasse a registrare le fatture").
const ONLY_TASKS =
  /^(?:e se invece|e invece se|se invece|e se|ma se|e invece|e)\s+(?:(?:la persona|il ragazzo|la ragazza|lui|lei|il dipendente|la dipendente|il lavoratore|la lavoratrice|(?:il|la) nuov[oa] assunt[oa]|(?:il|la) nuov[oa])\s+)?(?:(?:fa|facesse|faccia|si occup\w*|sta|stesse|lavor\w*)\s+(?:solo|solamente|soltanto|esclusivamente|unicamente)\b|si limit\w* (?:a|ad)\b|(?:fa|facesse|faccia|si occup\w*|sta|stesse|lavor\w*)\s+(?:\w+\s+){1,4}(?:e basta|e nient'altro|e nient altro)\b)/;
// The same, said in the first person, perhaps after the tasks it drops ("e se invece non servo i clienti ma faccio
// solo il controllo della merce", "e se mi occupo soltanto della cassa", "e se sto solo in magazzino e basta").
const ONLY_MY_TASKS =
  /^(?:e se invece|e invece se|se invece|e se|ma se|e invece|e)\s+(?:non\s+[^,;?]{0,60}?\s+ma\s+)?(?:faccio|facessi|mi occup\w*|sto|stessi|lavoro|lavorassi)\s+(?:(?:solo|solamente|soltanto|esclusivamente|unicamente)\b|(?:[\p{L}']+\s+){1,8}(?:e basta|e nient'altro|e nient altro)\b)/u;
// The job the worker would do instead, named by its title ("e se le facessi in bicicletta, come rider?", "e se
// invece lavorassi come magazziniere?", "e se invece prendo una ragazza senza attestato, come CSO?": a title of
// three letters, "cme" typed for "come"), with what it replaces ("invece che col furgone") left out.
const AS_TITLE =
  /\bc(?:o)?me (?:un |una |uno |un')?(?!(?:lui|lei|noi|voi|ora|poi|per|con|mai)\b)(\p{L}{3,})\b/u;
const INSTEAD_OF = /\binvece (?:che|di) [^,;.?!]*/gu;
const ADDED_TASKS = /\boltre (?:a|ad|al|alla|alle|ai|agli|allo|all'|che)\b|\bin piu\b|\banche\b/;
const ONLY = /\b(?:solo|solamente|soltanto|esclusivamente|unicamente)\b/g;

// Whom the earlier job helps or works beside ("aiuta i muratori", "affianca la cuoca"): a follow-up naming that job
// ("e il muratore che …?") asks about another worker, not the earlier one.
const HELPED =
  /\b(?:aiut|affianc|assist|support|collabor)\w* (?:con )?(?:i|gli|le|il|la|lo|l'|l|al|alla|ai|agli|alle) ?\p{L}+/gu;

/**
 * Whether the follow-up asks about another worker ("e il capoturno che coordina la squadra?", "e uno che fa solo
 * …", "poi abbiamo una ragazza che …"): a job named that the earlier description does not hold, or someone told by
 * their own tasks. (`own` and `before` are read as `changedDescription` reads them.)
 */
// The agreement named by its workers ("col contratto degli operai agricoli"): not a job the earlier turn told.
const AGREEMENT_NAMED =
  /\b(?:ccnl|contratt[oi])(?: collettiv[oi])?(?: nazional[ei])? (?:dei|degli|delle|del|della|per (?:i|gli|le))\s[^,;.?!]*/g;

const FOLLOWED_HEAD =
  /\b(?:indicazion|istruzion|direttiv|ordin|guida|supervision|controll)\w* (?:del|della|dal|dalla) (?:(?:nostro|nostra|suo|sua) )?responsabil\w*/g;

function anotherWorker(own: string, before: string): boolean {
  const named = NEW_SUBJECT.exec(own);
  const subject = named?.[1] ?? named?.[2];
  // (Nor is the head whose instructions the job followed: "seguendo le istruzioni del responsabile".)
  const told = withoutSuperiors(before)
    .replace(FOLLOWED_HEAD, ' ')
    .replace(HELPED, ' ')
    .replace(AGREEMENT_NAMED, ' ');
  if (subject && !terms(told).includes(term(subject))) return true;
  return SOMEONE_ELSE.test(own) || NEW_HIRE.test(own) || INTRODUCED.test(own);
}

// A driver's licence said ("ha la CE", "con patente C+E"), the work away from base ("dormendo fuori", "in
// trasferta", "in giro per il nord") and tasks said in place of the earlier ones ("invece … fa groupage"): what
// the follow-up says replaces the earlier licence, the return to base and the only tasks told before.
const LICENCE = /\b(?:patente|la|una|con)\s+(?:c\s?\+\s?e|c\s?e|ce|[bcde])\b(?!')/;
const LICENCE_BEFORE = /\b(?:con )?(?:la )?patente\s+(?:c\s?\+\s?e|ce|[a-e])\b(?!')/g;
const AWAY =
  /\bdorm\w* fuori\b|\bnott\w* fuori\b|\bfuori (?:casa|sede) (?:per )?(?:la notte|le notti|giorni)\b|\bin trasferta\b|\bin giro per\b/;
const BACK_TO_BASE = /\b(?:e )?(?:torn\w*|rientr\w*)\b[^,;.?!]*/g;
const TASKS_INSTEAD = /\binvece\b.*\b(?:fa|fanno|guida|porta|consegna|trasporta)\b/;
const ONLY_TASKS_BEFORE = /\b(?:che )?(?:fa|fanno) (?:solo|soltanto|solamente|unicamente) [^,;.?!]*/g;

function withoutReplaced(before: string, own: string): string {
  let kept = before;
  if (LICENCE.test(own)) kept = kept.replace(LICENCE_BEFORE, ' ');
  if (AWAY.test(own)) kept = kept.replace(BACK_TO_BASE, ' ');
  if (TASKS_INSTEAD.test(own)) kept = kept.replace(ONLY_TASKS_BEFORE, ' ');
  return kept.replace(/\s+/g, ' ');
}

/**
 * The job description a classification follow-up asks about: the earlier description with the condition the
 * follow-up changes turned around, then the follow-up's own words. The earlier level is never kept: the
 * description is decided again.
 */
export function changedDescription(previous: string, followUp: string): string | undefined {
  // "nn" is how many type "non".
  const own = readable(followUp)
    .replace(/\bnn\b/g, 'non')
    .trim();
  if (!CHANGES.test(own) || own.split(' ').length > 40) return undefined;
  let before = dropDeniedRoles(readable(previous), own);
  // "E un'educatrice di asilo nido?" after an OSS asks about another job: its own words are the description.
  // ("e un collega che fa lo stesso lavoro ma senza laurea?": another worker on the earlier job, changed.)
  const sameJob = SAME_JOB.test(own);
  if (anotherWorker(own, before) && !sameJob) return own.replace(CHANGES, '').trim();
  // "e se invece mi mettono alla pressa…": the worker moved to another job, described by the follow-up alone.
  // (A driver moved keeps the licence told before, unless the follow-up says another: "patente C+E".)
  if (MOVED.test(own) || BECAME.test(own)) {
    const licence = LICENCE.test(own) ? undefined : before.match(LICENCE_BEFORE)?.[0]?.trim();
    return `${own.replace(CHANGES, '').trim()}${licence ? `; ${licence}` : ''}`;
  }
  // "e se faccio il cameriere al ristorante?": another job named with its article.
  const job = DOING_JOB.exec(own)?.[1];
  if (job && !terms(before).includes(term(job))) return own.replace(CHANGES, '').trim();
  // "e uno che fa solo la preparazione degli ordini?": another worker, told by what they do (anotherWorker).
  if (!sameJob && (SOMEONE_ELSE.test(own) || NEW_HIRE.test(own) || INTRODUCED.test(own)))
    return own.replace(CHANGES, '').trim();
  // "e se invece la persona fa solo le pulizie del negozio?": tasks said as the only ones replace the earlier.
  if (ONLY_TASKS.test(own) || ONLY_MY_TASKS.test(own)) return own.replace(CHANGES, '').trim();
  const title = /\binvece\b/.test(own) ? AS_TITLE.exec(own)?.[1] : undefined;
  if (title && !terms(before).includes(term(title)))
    return own.replace(CHANGES, '').replace(INSTEAD_OF, ' ').replace(/\s+/g, ' ').trim();
  const has = (pattern: RegExp) => new RegExp(pattern.source).test(own);
  before = withoutReplaced(before, own);
  // Tasks added ("e se oltre alle pulizie badasse anche ai bambini?"): the earlier "solo le pulizie" no longer holds.
  if (ADDED_TASKS.test(own)) before = before.replace(ONLY, ' ');
  // "e se tra un anno lo lasciano da solo al banco?": the helper of the earlier turn now works alone.
  if (ALONE.test(own)) before = before.replace(HELPING, ' ');
  if (NOT_SELF_SUFFICIENT_SAID.test(own)) before = before.replace(SELF_SUFFICIENT, 'non autosufficiente');
  else if (has(SELF_SUFFICIENT)) before = before.replace(SELF_SUFFICIENT, 'autosufficiente');
  // The changed condition is said in the profiles' own words ("senza diploma", "formata con diploma").
  let condition = own;
  if (has(UNQUALIFIED)) {
    before = before.replace(QUALIFIED, ' ');
    // (A degree or a title denied is the profiles' "senza titolo" too.)
    condition = condition.replace(UNQUALIFIED, (m) =>
      /laure|titol/.test(m) ? 'senza diploma ne titolo' : 'senza diploma',
    );
  } else if (has(QUALIFIED)) {
    before = before.replace(UNQUALIFIED, ' ');
    condition = condition.replace(QUALIFIED, 'formata con diploma');
  }
  const said = condition.replace(CHANGES, '').replace(/\?+$/, '').trim();
  return `${before.replace(/\?+\s*$/, '').trim()}; ${said}`;
}

// A workplace the follow-up names ("e se lavorasse in un'impresa di pulizie?"): its sector may move the agreement.
// "e nella logistica?", "e nel turismo?": the same job asked in another sector, not a task in this one (a room or
// a department, "e in cucina?", stays a task).
const SECTOR_SWITCH =
  /^(?:e|ed|e invece|invece|ma|e se fosse|e se (?:invece )?(?:lavorasse|lavorassi|fosse|stesse))\s+(?:nel|nella|nello|nell'|nei|negli|nelle|in|per il|per la|col|con il|con la)\s*(?!(?:cucina|cassa|sala|magazzino|reparto|ufficio|banco|produzione|amministrazione|segreteria|reception|ricevimento|piani|turno|notte|cantiere)\b)[a-z' ]{3,40}\??$/;
const WORKPLACE =
  /\b(?:in|presso|per|da) (?:un|una|un'|uno|la|il|l') ?(?:impresa|azienda|ditta|cooperativa|negozio|bar|ristorante|albergo|hotel|studio|ufficio|fabbrica|struttura|rsa|casa di riposo)\b/;

/**
 * The same worker given more or other tasks ("e se oltre alle pulizie dovesse anche assistere la nonna?", "e se
 * cucinasse anche?"): the conversation's agreement stays whatever sector the tasks' words suggest. Another
 * worker, another job named with its article or a workplace named is not the same worker.
 */
function moreTasks(message: string, bySector: boolean | undefined): boolean {
  const own = readable(message);
  if (bySector !== true || !CHANGES.test(own) || WORKPLACE.test(own) || SECTOR_SWITCH.test(own)) return false;
  return (
    !NEW_SUBJECT.test(own) &&
    !DOING_JOB.test(own) &&
    !SOMEONE_ELSE.test(own) &&
    !NEW_HIRE.test(own) &&
    !INTRODUCED.test(own)
  );
}

/** The context inquadra decides in: for a follow-up that changes a condition, the changed description. */
export function classificationContext(ctx: AgentContext): AgentContext {
  const previous = ctx.history?.at(-1);
  if (previous === undefined) return ctx;
  const message = changedDescription(previous, ctx.message);
  if (!message) return ctx;
  const request = readQuestion({
    kb: ctx.kb,
    message,
    history: ctx.history?.slice(0, -1) ?? [],
    categories: ctx.categories,
    documents: ctx.documents.length,
    agent: 'inquadra',
    today: ctx.today,
  });
  // The agreement the conversation was about stays when the new reading names none.
  if (!request.slots.agreements.length && ctx.request?.slots.agreements.length)
    request.slots.agreements = [...ctx.request.slots.agreements];
  // A follow-up that names another agreement ("e nel CCNL Metalmeccanici?") is decided in that one; a colleague
  // whose job only suggests a sector ("il mio collega che fa le pulizie") works under the conversation's.
  const own = readQuestion({ kb: ctx.kb, message: ctx.message, today: ctx.today, agent: 'inquadra' });
  // The same worker given another task ("e se invece fa solo le pulizie?") stays under the conversation's
  // agreement, whatever sector the task's words suggest; only an agreement named outright moves it.
  const moved =
    MOVED.test(readable(ctx.message)) &&
    own.slots.agreementsBySector === true &&
    !SECTOR_SWITCH.test(readable(ctx.message));
  // The earlier turn read with its own conversation: "a che livello sono?" after a turn that named the
  // Commercio is under the Commercio.
  const earlier = () =>
    readQuestion({
      kb: ctx.kb,
      message: previous,
      history: ctx.history?.slice(0, -1) ?? [],
      today: ctx.today,
      agent: 'inquadra',
    });
  const samePlace =
    (SAME_PLACE.test(readable(ctx.message)) ||
      moved ||
      moreTasks(ctx.message, own.slots.agreementsBySector) ||
      // "e un capo squadra su impianti complessi?" after the Metalmeccanici industria: not the craft ones; "e la
      // signora delle pulizie?" after the restaurant's waiter: the restaurant's colleague.
      (own.slots.agreementsBySector === true &&
        keepsConversationAgreement(ctx.kb, readable(ctx.message), earlier().slots, own.slots))) &&
    !/\b(?:ccnl|contratto)\b/.test(readable(ctx.message));
  if (own.slots.agreements.length && !samePlace) {
    request.slots.agreements = [...own.slots.agreements];
    delete request.slots.level;
  } else if (samePlace) {
    const told = earlier();
    if (told.slots.agreements.length) request.slots.agreements = [...told.slots.agreements];
  }
  const turned = turnedRoles(previous, ctx.message);
  return {
    ...ctx,
    message,
    history: [],
    request: { ...request, intent: 'classification' },
    ...(turned.length ? { turned } : {}),
  };
}
