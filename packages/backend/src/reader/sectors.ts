import { MACHINE_MAKER, MACHINE_TOOLS } from './machine-maker.js';

/**
 * Which agreement a question means when it names a sector, workplace or profession instead of the agreement
 * ("segretaria in uno studio di commercialisti"), read on a folded question (lower case, no accents): sectors
 * the knowledge base covers, by agreement id. The agreements it does not hold are in not-held-table.ts.
 * Patterns are data: add a row, not an `if`.
 */

// Professions practised in an office whose staff the CCNL Studi professionali covers.
const PROFESSIONS =
  'comm?ercialist|avvocat|legal[ei]|notai|notar|dentist|odontoiatr|consulent[ei] del lavoro|consulent[ei] fiscal|architett|ingegner|geometr|ragionier|veterinar|psicolog|fisioterapist|medic[oi] di (?:base|famiglia)|pediatr';

// The user's relatives, whose carer or housekeeper the family employs ("a casa della nonna" too).
const FAMILY =
  '\\b(?:mio|mia|miei|mie|nostro|nostra|nostri|suo|sua) (?:\\w+ )?(?:padre|madre|papa|mamma|babbo|nonn[oaie]|non[oa]|genitori|suo?cer[oaie]|socer[oaie]|mam+a|zi[oaie]|marito|moglie|figli[oaie]?|fratell[oi]|sorell[ae]|famiglia)\\b|\\b(?:a casa (?:del|della|dei|delle)|(?:per|con) (?:il|la|i|le)|(?:accanto |vicino )?(?:al|alla|ai|alle)) (?:nonn[oaie]|suo?cer[oaie])\\b|^(?:la |il )?(?:mamma|papa|babbo)\\b(?! mia\\b)';
// Care and housework words: looking after someone, staying with them or in the house at night, cleaning, cooking.
// ("la signora che fa le notti da mia mamma": the nights at a relative's are a carer's.)
const CARE =
  '\\baiut\\w* (?:a )?(?:mi[oa]|nostr[oa]|su[oa]|la|il|lo) (?:\\w+ )?(?:padre|madre|papa|mamma|nonn[oaie]|suo?cer[oaie]|zi[oa]|genitori)\\b|conviv|assist|accudi|\\b(?:lo|la|li|le) curav\\w*|badare|bada |\\bsta con\\b|\\bstare con\\b|\\bvive con\\b|\\bdorme\\b|giorno e notte|notte e giorno|prendersi cura|si prende cura|cura (?:di|della|del)|pulizi|stir|cucin|faccende|compagnia|autosufficient|allettat|anzian(?!it)|disabil|demenz|alzheimer|non vedente|assistenza|presenza notturn|\\b(?:signora|donna|ragazza|persona|badante) (?:che|la quale) (?:\\w+ )?(?:fa|faccia|fara|farebbe|fanno) (?:le )?notti\\b|\\b(?:fa|fare|faccia|fara) (?:le )?notti (?:da|con|a casa)\\b|non (?:cammina|riesce (?:piu )?a camminare|si regge)|carrozzin|accompagnamento|invalidit';

/**
 * The person who comes to clean a private home, told by what she does ("una signora che viene a fare le
 * pulizie", "la ragazza che ci pulisce casa", "una persona che mi fa le pulizie due volte a settimana"): the
 * family employs her. A firm, an office or a building named in the question makes it a cleaning firm's job.
 */
// (A canteen, a restaurant or a shop named is the workplace: "la signora che lava pentole e pulisce la sala della
// mensa" cleans for the canteen, not for a family; so does "la signora che viene a pulire sala e laboratorio".)
export const HOME_CLEANER = new RegExp(
  String.raw`^(?!.*\b(?:impres|ditt[ae]\b|cooperativ|aziend|uffic|condomin|scuol|ospedal|appalt|multiserviz|alberg|hotel|agriturism|negozi|mens[ae]\b|ristorant|trattori|pizzeri|bar\b|supermercat|minimarket|palestr|clinic|laborator|capannon|magazzin|fabbric|stabiliment|officin|pasticceri|gelateri|panifici))` +
    String.raw`(?=.*\b(?:signora|donna|ragazza|signore|persona|colf)\b (?:che|la quale) (?:\w+ ){0,7}?(?:(?:fa|fare|faccia|fanno) (?:solo |soltanto |anche )?(?:le |delle )?pulizie\b|pulisc\w*|pulire\b|per (?:le )?pulizie\b)` +
    // Or hired to clean and iron: "ho preso una signora per pulire e stirare".
    String.raw`|.*\b(?:ho|abbiamo|hanno|ha) (?:pres[oa]|assunt[oa]|trovat[oa]) (?:una |un |la )?(?:signora|donna|ragazza|signore|persona)\b (?:\w+ ){0,3}?per (?:pulire|stirare|fare le pulizie|le pulizie|pulizie|stiro)\b)`,
);

/** The cleaner's own words: cleaning she does for a lady, a family, a private person, at their home. */
export const OWN_HOME_CLEANING =
  /^(?!.*\b(?:impres|ditt[ae]\b|cooperativ|(?<!\bcome (?:fanno |fa |in |nelle )?(?:le |gli |un'|una )?)aziend|uffic|condomin|scuol|ospedal|appalt|multiserviz|alberg|hotel|agriturism|negozi))(?=.*\b(?:faccio|facevo|fo) (?:le |delle )?pulizie\b|.*\bpulisc[oe] (?:la )?casa\b)(?=.*\b(?:signora|signore|famiglia|privat[oi])\b|.*\ba casa (?:di|del|della|dei|delle|sua|loro)\b)/;

// A relative who moves into a care home ("la zia va in una struttura"): the home is not the worker's employer.
const MOVED_INTO =
  '(?<!\\b(?:va|vanno|andra|andrebbe|entra|entrera|finisce|posto|letto|trasferisc\\w*|trasferit\\w*|ricoverat\\w*|mettere|mettiamo|messa|messo|portare|portiamo) (?:in|a|nella|nel) (?:una |un |la )?)';

/**
 * A relative who is the user's fiscal dependant ("mia madre vive con me ed è a mio carico", with a RAL or a
 * deduction asked): a tax question about the user's own pay, not the relative's carer.
 */
const FISCAL_DEPENDANT =
  '(?!.*\\b(?:a mio carico|a nostro carico|fiscalmente a carico)\\b)(?!.*\\ba carico\\b(?! d).*\\b(?:ral|detrazion\\w*|netto)\\b)(?!.*\\b(?:ral|detrazion\\w*|netto)\\b.*\\ba carico\\b(?! d))';

/** A close relative, as a worker names the person with the 104 ("mia madre", "mio suocero"). */
const RELATIVE =
  '(?:madre|padre|mamma|papa|genitori|moglie|marito|compagn[oa]|figli\\w*|suocer\\w*|nonn\\w*|fratell\\w*|sorell\\w*|zi[oa])';

/**
 * The writer caring for a relative under law 104 ("assisto mio padre con la 104", "ho la 104 per accudire mia
 * madre"): the writer's own leave, in whatever job, not a carer the family employs.
 */
const OWN_104_CARE =
  // "a mia madre hanno dato la 104 … quanti giorni di permesso posso prendere?", "permessi 104 per mio padre",
  // "lavoro nelle pulizie, a mia madre hanno dato la 104".
  `(?!.*\\b(?:mia|mio|miei|mie) ${RELATIVE}\\b[^.?]{0,40}\\b104\\b.*\\bpermess)(?!.*\\blavoro (?!\\w+ (?:da|per|presso) (?:noi|lei|lui|loro)\\b).*\\b(?:mia|mio|miei|mie) ${RELATIVE}\\b[^.?]{0,40}\\b104\\b)(?!.*\\bpermess\\w*[^.?]{0,25}\\b104\\b[^.?]{0,30}\\b(?:per|a) (?:mia|mio|miei|mie) ${RELATIVE}\\b)` +
  '(?!.*\\b(?:assisto|accudisco|mi prendo cura|mi occupo|devo assistere|per assistere|per accudire)\\b.*\\b104\\b)(?!.*\\b104\\b.*\\b(?:assisto|accudisco|mi prendo cura|mi occupo|devo assistere|per assistere|per accudire)\\b)';

/**
 * A relative who has a worker at her own home ("mia zia ha una collaboratrice che lavora da lei 30 ore", "mia
 * suocera vuole mettere in regola la signora che va da lei da anni"): a private person employs her, so it is
 * domestic work whatever facility the story names later.
 */
export const RELATIVE_EMPLOYS = new RegExp(
  `^(?!.*\\b(?:impres|ditt[ae]\\b|cooperativ|aziend|uffic|negozi|studio|officin|bar\\b|ristorant))(?=.*\\b(?:mia|mio|nostra|nostro) ${RELATIVE}\\b[^.?]{0,80}?\\b(?:una|un|la|il) (?:collaborat\\w*|signora|ragazza|donna|lavoratrice|persona|colf)\\b[^.?]{0,30}\\b(?:lavora|va|viene|andava|veniva) (?:da|con|per|a casa (?:di|da)) (?:lei|lui|loro)\\b)`,
);

// A family told as the employer, not the user's own ("ho qui una famiglia, la mamma non è più autosufficiente"),
// or the worker living in with them ("una signora che vivrà con loro", "la signora che lo assisteva conviveva con
// lui").
const CLIENT_HOUSEHOLD = String.raw`\b(?:una|la|questa|quella|alla|della|per una|per la) famiglia\b|\b(?:con)?viv(?:e|a|ano|ra|rebbe|ono|ranno|ere|eva|evano) (?:con|da|insieme (?:a|al|alla)) (?:loro|lei|lui|noi|(?:la |il |l')?(?:mamma|papa|madre|padre|nonn[oa]|signora|signore|anzian[oa]))\b`;

/**
 * Care or housework for the user's own family, at home: the family employs the worker (domestic work). A family
 * business named ("gestiamo un albergo a conduzione familiare, mia madre non rifà più le camere") employs her instead.
 */
export const HOUSEHOLD_CARE = new RegExp(
  `^${OWN_104_CARE}(?=.*(?:${FAMILY}|\\bin casa\\b|\\ba casa (?:mia|nostra|sua|loro)\\b|\\b(?:viene|vengono) (?:\\w+ ){0,4}?da (?:noi|me)\\b(?! in (?:ufficio|negozio|studio|azienda))|\\bdorm\\w* (?:da|con) (?:noi|me)\\b|\\bconvivent|${CLIENT_HOUSEHOLD}|\\bassistenza familiare|\\bassistente familiare|\\bcolf\\b|\\bbadant))(?=.*(?:${CARE}))(?!.*\\b(?:cooperativ|${MOVED_INTO}(?:rsa\\b|casa di (?:riposo|cura)|struttur)|impres|ditt[ae]\\b|agenzi|alberg|hotel|agriturism|ristorant|negozi))${FISCAL_DEPENDANT}`,
);

/** The carer's own words for the person she looks after at home, with a cue of the home or of care needs. */
const OWN_CARE_AT_HOME =
  /^(?!.*\b(?:cooperativ|rsa\b|casa di (?:riposo|cura)|struttur|impres|ditt[ae]\b|agenzi|ospedal|clinic))(?=.*\b(?:assist[oe]|accudisc[oe]|bad[oa]|mi occupo|mi prendo cura)\b[^.?]{0,20}\b(?:una |un |la |il |l'|a una |a un |di una |di un )?(?:signora|signore|anzian[oa]|nonnin[oa]|vecchiett[oa]|persona anziana)\b)(?=.*(?:\bviv[oe] con (?:lei|lui|loro)\b|\bconviv|\bdorm[oe] (?:da|con) (?:lei|lui|loro)\b|\ba casa (?:sua|loro)\b|\blivello (?:as|bs|cs|ds)\b|autosufficient|allettat))/;

/**
 * The carer telling the person she works with by his needs, with no home named ("lavoro con un signore che non
 * cammina più, lo lavo, lo giro nel letto"): a private person's carer, domestic work, unless a facility is named.
 */
const CARE_BY_NEEDS =
  /^(?!.*\b(?:cooperativ|rsa\b|casa di (?:riposo|cura)|struttur|impres|ditt[ae]\b|agenzi|ospedal|clinic|repart|ospiti|pazienti|turn[oi]\b))(?=.*\b(?:lavoro (?:con|da|per)|assist[oe]|accudisc[oe]|bad[oa] a|mi occupo di|sto con|curo) (?:una |un |la |il |l'|quest[oa] )?(?:signora|signore|anzian[oa]|nonn[oa]|nonnin[oa]|vecchiett[oa]|persona anziana|uomo anziano|donna anziana)\b)(?=.*\b(?:non (?:cammina|mangia da sol[oa]|si alza|e autosufficient|si lava)|non autosufficient|allettat|(?:lo|la) (?:lavo|giro|cambio|imbocco|alzo)\b|pannolon))/;

const CHILD_WORD = '(?:figli|bambin|bimb|piccol|gemell|nipotin)\\w*';
/**
 * Someone taken on for the children, told by her tasks: fetching them from school, feeding them, minding them
 * until an hour. A school, nursery or firm named as the workplace makes it their worker instead.
 */
const CHILDREN_BY_TASKS = new RegExp(
  String.raw`^(?!.*\b(?:cooperativ|asil\w* nido|(?:in|presso) (?:una |la |un )?(?:scuol|asil)|impres|ditt[ae]\b|agenzi|struttur|maestr|insegnant|educat))` +
    String.raw`(?=.*\b(?:ragazz[ao]|signora|donna|persona|studentessa|tata)\b)` +
    String.raw`(?=.*\b(?:va|vada|andare|passa|passare) a (?:prendere|ritirare) (?:i |le |il |la |l')?(?:\w+ )?${CHILD_WORD} (?:a|da|al|dal|alla|dalla|alle|dalle|all'|dall'|all|dall) ?(?:scuola|asilo|materna|elementar)` +
    String.raw`|.*\b${CHILD_WORD}\b[^.?]{0,80}\b(?:li|le) (?:guarda|accudisce|fa mangiare|fa fare i compiti)\b)`,
);

/** Sector, workplace and profession words → an agreement of the knowledge base (`Ccnl.id`). */
export const COVERED_SECTORS: readonly { pattern: RegExp; agreement: string }[] = [
  // A household employing a relative's carer or a babysitter comes first: the story around it may name a
  // professional the family visits ("porta il cane dal veterinario") without the worker being employed there.
  {
    // Care or housework for the user's own family, at home, with no agreement named: domestic work (a
    // relative's carer is employed by the family, not by a firm).
    pattern: HOUSEHOLD_CARE,
    agreement: 'lavoro-domestico',
  },
  {
    // The carer telling her own job ("assisto una signora allettata e vivo con lei", "bado a un anziano non
    // autosufficiente, livello BS"): a person cared for at home, the carer living in or the domestic letter level.
    pattern: OWN_CARE_AT_HOME,
    agreement: 'lavoro-domestico',
  },
  {
    pattern: CARE_BY_NEEDS,
    agreement: 'lavoro-domestico',
  },
  {
    // A babysitter or nanny is hired by the family.
    pattern: /\bbaby.?sit+er\b|\bbabysit+er\b|\btata\b|\bbambinaia\b/,
    agreement: 'lavoro-domestico',
  },
  {
    // A babysitter told by her tasks: someone the family takes on who looks after its own children ("prendiamo
    // una ragazza che si occupa dei nostri due bambini"), not a nursery's or a firm's worker.
    pattern:
      /^(?!.*\b(?:cooperativ|asil\w* nido|(?:in|presso) (?:una |la )?scuol|impres|ditt[ae]\b|agenzi|struttur))(?=.*\b(?:ragazza|ragazzo|signora|donna|persona|assum\w*|prendiamo|cerchiamo)\b)(?=.*\b(?:si occup[ai]\w*|accudisc[ae]|bad[ai] a) (?:di |a )?(?:dei |delle |del |della |i |le |il |la )?(?:nostr|mie|miei|mio|mia)\w* (?:\w+ )?(?:figli|bambin|bimb|piccol|gemell|nipotin))/,
    agreement: 'lavoro-domestico',
  },
  {
    // A babysitter told by a clitic or a possessive and the minding verb ("la ragazza che mi guarda i bambini",
    // "tiene i nostri figli il pomeriggio"): the family's own children.
    pattern:
      /^(?!.*\b(?:cooperativ|asil\w* nido|(?:in|presso) (?:una |la )?scuol|impres|ditt[ae]\b|agenzi|struttur))(?=.*(?:\b(?:mi|ci) (?:guard\w*|tien[ei]|accudisc\w*|bad[ai]) (?:a |ai |alle )?(?:i |le |il |la )?(?:\w+ ){0,2}?(?:figli|bambin|bimb|piccol|gemell|nipotin)|\b(?:guard\w*|tien[ei]|bad[ai] a\w*|sta con) (?:i |le )?(?:nostr|mie|miei|mio|mia)\w* (?:\w+ )?(?:figli|bambin|bimb|piccol|gemell|nipotin)))/,
    agreement: 'lavoro-domestico',
  },
  {
    // A babysitter told by her afternoon with the children ("una ragazza che va a prendere i bambini a scuola, li
    // fa mangiare e li guarda fino alle 19"): the family takes her on, whatever the parents' own trade.
    pattern: CHILDREN_BY_TASKS,
    agreement: 'lavoro-domestico',
  },
  {
    // The cleaner told by what she does at home ("una signora che viene a fare le pulizie").
    pattern: HOME_CLEANER,
    agreement: 'lavoro-domestico',
  },
  {
    // The job told as cleaning a home, with no firm or workplace named ("una ragazza solo per pulire casa due volte
    // a settimana", "le pulizie di casa"): a household employs her. ("casa di riposo", "casa di cura" are facilities.)
    pattern:
      /^(?!.*\b(?:impres|ditt[ae]\b|cooperativ|aziend|uffic|condomin|scuol|ospedal|clinic|struttur|rsa\b|appalt|multiserviz|alberg|hotel|agriturism|negozi|mens[ae]\b|ristorant|trattori|pizzeri|bar\b|supermercat|b&b|bed and breakfast|affittacamer))(?=.*\b(?:pulire|pulisc\w*|pulizi\w*|riordin\w*|faccende|lavori domestici)(?: (?:di|della|in|la|nella|a))? casa\b(?! (?:di|del|della|dei|delle) )|.*\bpulizie domestiche\b)/,
    agreement: 'lavoro-domestico',
  },
  {
    // The cleaner telling her own job for a private person ("la signora per cui faccio le pulizie", "faccio le
    // pulizie a casa di una famiglia"); "come fanno le aziende" sets a firm beside it, it does not employ her.
    pattern: OWN_HOME_CLEANING,
    agreement: 'lavoro-domestico',
  },
  {
    // The woman who cleans for a private person ("la signora delle pulizie viene 10 ore a settimana", "ci serve una
    // signora per casa e per i bambini"), not a cleaning firm's worker.
    pattern:
      /^(?!.*\b(?:impres|ditt[ae]\b|cooperativ|aziend|uffic|condomin|scuol|ospedal|appalt|multiserviz))(?=.*\b(?:signora|donna|ragazza|signore) (?:delle|per le|che (?:mi |ci )?fa le) pulizie\b|.*\b(?:signora|donna|ragazza) che (?:mi |ci )?aiuta (?:in casa|a casa|con la casa|nelle faccende|con le faccende)\b|.*\b(?:ci|mi) serve (?:una |un )?(?:signora|donna|ragazza|persona) per (?:la )?casa\b|.*\bdonna di servizio\b|.*\bcollaborat\w* (?:domestic|familiar))/,
    agreement: 'lavoro-domestico',
  },
  {
    // The worker's employer is a private person ("la signora dove lavoro", "la famiglia per cui lavoro", "lavoro
    // da una signora"), not a shop, a firm or an office: domestic work.
    pattern:
      /^(?!.*\b(?:impres|ditt[ae]\b|cooperativ|aziend|uffic|negozi|bar\b|ristorant|alberg|hotel|agriturism|studio|condomin|scuol|ospedal|clinic|struttur|rsa\b|agenzi))(?=.*\b(?:la|una) (?:signora|famiglia)\b (?:dove|presso cui|per cui|da cui|in cui) (?:lavoro|lavoravo|faccio servizio)\b|.*\b(?:lavoro|lavoravo) (?:da|per|presso) (?:una|la) (?:signora|famiglia|coppia)\b)/,
    agreement: 'lavoro-domestico',
  },
  {
    // The family said to be the employer itself ("alla fine abbiamo fatto noi come famiglia", "assunta
    // direttamente dalla famiglia"), whatever cooperative was thought of first: domestic work.
    pattern:
      /\b(?:abbiamo fatto|fatto|facciamo|assunt\w*|assumiamo|paghiamo|pagata|pres[oa]) (?:(?:tutto|noi|direttamente) )*(?:come|in quanto) famiglia\b|\bassunt\w* (?:direttamente )?dalla famiglia\b/,
    agreement: 'lavoro-domestico',
  },
  {
    // Domestic work's own night tables named beside the person cared for or a letter level ("il minimo
    // dell'assistenza notturna a una persona non autosufficiente al livello CS"): only that agreement has them.
    pattern:
      /^(?!.*\b(?:cooperativ|rsa\b|struttur|ospedal|clinic|casa di (?:riposo|cura)|impres|ditt[ae]\b|aziend|infermier))(?=.*\b(?:assistenza|presenza) notturn)(?=.*\bautosufficient|.*\blivell\w* (?:as|bs|cs|ds)\b)/,
    agreement: 'lavoro-domestico',
  },
  {
    // A relative who has a worker at her own home: domestic work.
    pattern: RELATIVE_EMPLOYS,
    agreement: 'lavoro-domestico',
  },
  {
    // INPS contributions stated as a few cents for every hour ("mi trattiene 0,43 € per ogni ora di contributi
    // inps", "contributi di 1,70 euro all'ora"): only domestic work pays INPS by the hour.
    pattern:
      /\b[0-2],\d{2}\s*(?:€|euro)?\s*(?:per (?:ogni )?ora|l'ora|all'ora)\b[^.?!]{0,25}\b(?:contribut|inps\b)|\b(?:contribut\w*|inps)\b[^.?!\d]{0,30}\b[0-2],\d{2}\s*(?:€|euro)?\s*(?:per (?:ogni )?ora|l'ora|all'ora)\b/,
    agreement: 'lavoro-domestico',
  },
  {
    // Professional offices: accountants, lawyers, notaries, dentists, consultants, technical offices. A bare
    // "avvocato" may be the user's own lawyer: the profession counts as a workplace ("da un", "studio di").
    // "nello studio", "nel nostro studio" said alone by its staff is the office too (not a photo or TV studio).
    pattern: new RegExp(
      `\\b(?:stud(?:io|i)|da|presso|per|di|del|dello|dal|dai|dagli|dalla)(?: (?:un|una|uno|il|la|lo|i|gli|dei|degli|del|della|dello|di) | ?(?:un|l|dell|dall)'| )(?:${PROFESSIONS})|\\bnotaril|\\bstudi(?:o)? (?:legal|dentistic|odontoiatric|medic|tecnic|contabil|tributari|associat)|assistente (?:alla )?poltrona|\\bpraticant[ei] (?:avvocat|notai|commercialist|consulent)|\\bstudio professionale\\b|\\b(?:nello|nel (?:mio|nostro)|in|dello) studio\\b(?! (?:fotografic|di registrazion|televisiv|di danza|di tatuag|grafic|di yoga|di pilates|d'arte|musical))|\\bmedicina di gruppo\\b|\\bsiamo (?:\\w+ )?medici\\b|\\bsegretari\\w* (?:di |del |per |dei |in )(?:uno |un )?(?:studio )?(?:\\w+ )?medic`,
    ),
    agreement: 'studi-professionali-confprofessioni',
  },
  {
    // Jobs found in many sectors (magazziniere, cameriere) are left out: only the workplace tells.
    // A shop, supermarket or department store is retail: CCNL Commercio (Confcommercio) unless Confesercenti is said.
    // ("supervisore di commessa", "capo commessa", "per commessa", "l'ufficio commesse": a job order, not a shop
    // assistant.)
    // ("addetta alle vendite": the shop assistant's profile of the Commercio classification.)
    pattern:
      /\bnegozi[oi]?\b|(?<!\b(?:di|per|su|sulla|della|capo|responsabile|ufficio|uffici|gestione|area) )\bcommess[aoie]\b|supermercat|ipermercat|minimarket|grande distribuzione|\bgdo\b|punto vendita|\bboutique\b|\bcassier[ae] (?:di|del|in)\b|\baddett[oaie] (?:alle |alla )?vendit[ae]\b/,
    agreement: 'terziario-confcommercio',
  },
  {
    // A firm called commercial by its trade ("un'azienda commerciale", "ditta commerciale", "attività
    // commerciale"): retail and wholesale trade. A commercial role ("impiegato commerciale") names no firm.
    pattern: /\b(?:aziend|ditt|impres|societ|attivit|real)\w* commercial[ei]\b/,
    agreement: 'terziario-confcommercio',
  },
  {
    pattern:
      /\bbar\b|\bpizzeri[ae]\b|\bpizzaiol[oiae]\b|\btrattori[ae]\b|\bosteri[ae]\b|\bpub\b|\bbarist[ai]\b|\bmensa aziendale\b/,
    agreement: 'pubblici-esercizi-fipe',
  },
  {
    pattern:
      /\bcantier[ei]\b|\bcapocantier|\bmurator[ei]\b|\bimpres[ae] edil|\bimpres[ae] di costruzion|\bcarpentier[ei] edil/,
    agreement: 'edilizia-industria-ance',
  },
  {
    // A building firm and its site roles: "impresa di costruzioni", "capocantiere", "manovale edile", "operaio edile".
    pattern:
      /\bcapo ?cantier|\b(?:impres|ditt|aziend|societ)\w* (?:di |delle )?costruzion|\bmanoval[ei] (?:edil|in (?:un )?cantier)|\boperai[oe] edil[ei]\b/,
    agreement: 'edilizia-industria-ance',
  },
  {
    // The building agreement's own pay words name it when the agreement is not said: the EET (elemento
    // economico territoriale), the "indennità territoriale (settore)", the Cassa Edile and its APE (anzianità
    // professionale edile), and the site's work ("solaio", "casseri"). "APE" alone is also the pension advance.
    pattern:
      /\beet\b|\belemento economico territoriale|\bind(?:ennita|\.)? ?terr(?:itoriale|\.)?(?![a-z])|\bcass[ae] edil|\banzianita professionale edile|\bgettare (?:il |un )?solaio\b|\b(?:finire|fare|armare) (?:il |un )?solaio\b|\bcasseri\b|\bcasseform/,
    agreement: 'edilizia-industria-ance',
  },
  {
    // "PAR" (permessi annui retribuiti) is the metalworking industry agreement's own name for its paid permits:
    // "quante ore di PAR/ROL", "le ore di PAR".
    pattern: /\bpar\s*\/\s*rol\b|\brol\s*\/\s*par\b|\bore (?:di )?par\b|\bpermessi annui retribuiti \(par\)/,
    agreement: 'metalmeccanica-industria-federmeccanica',
  },
  {
    // Metalworking plants named by what they are (an artisan shop is the craft agreement's, above).
    pattern:
      /^(?!.*artigian)(?=.*(?:\bcarpenteri\w* metallic|\bfonderi[ae]\b|\bacciaieri|\b(?:industria|stabiliment\w*|aziend\w*|impres\w*) (?:\w+ )?(?:meccanic|siderurgic|metallurgic)))/,
    agreement: 'metalmeccanica-industria-federmeccanica',
  },
  {
    // Or by the machines it builds ("azienda di macchine automatiche"), or works ("attrezzista macchine
    // utensili"), not a craft shop (machine-maker.ts).
    pattern: new RegExp(`^(?!.*artigian)(?=.*(?:${MACHINE_MAKER.source}|${MACHINE_TOOLS.source}))`),
    agreement: 'metalmeccanica-industria-federmeccanica',
  },
  {
    // Food factories named by what they make (pasta, cheese, cured meats, confectionery, canning): the food
    // industry (a shop selling food is retail, see agreements). A plant set up "come alimentare" is a food plant.
    pattern:
      /\bpastifici|\bcaseifici|\bsalumifici|\bbiscottifici|\bconservifici|\bprosciuttifici|\bindustria (?:alimentare|dolciaria|conserviera|casearia)|\bstabiliment\w* (?:\w+ ){0,2}?(?:come )?alimentar|\bazienda alimentare\b|\bcentrale del latte\b|\bcome alimentare\b/,
    agreement: 'alimentari-industria',
  },
  {
    // A pharmaceutical or chemical company or plant ("in azienda chimica"), also by the adjective alone as a noun
    // ("alla farmaceutica", "in una farmaceutica"); a pharmacy is another agreement, not covered.
    pattern:
      /\b(?:aziend|industri|impres|stabiliment|societ|multinazional|ditt|grupp|cas)\w* (?:\w+ )?(?:farmaceutic|chimic)|\b(?:alla|nella|della|dalla|in una|per una|una|la) farmaceutica\b/,
    agreement: 'chimico-farmaceutico',
  },
  {
    // ("autista viaggiante", "conducente viaggiante": the goods-transport agreement's own name for its drivers; a
    // lorry driver told by the lorry, "autista con sola patente C camion", or the freight village, "interporto"; its
    // warehouse staff told as "non viaggiante", the same agreement's name for them.)
    pattern:
      /\bcorrier[ei] espress|\bcamionist[ai]\b|\bautist[ai] (?:\w+ ){0,5}?(?:camion|tir|mezzi pesanti|autocarr\w*|bilic\w*|autotren\w*|autoarticolat\w*)\b|\binterport[oi]\b|\b(?:autist|conducent)[aei] viaggiant[ei]\b|\bnon viaggiant[ei]\b/,
    agreement: 'logistica-trasporto-merci-spedizione',
  },
  {
    pattern:
      /\baddett[oaie] (?:alle|delle) pulizi[ae] (?:di|in|per) (?:un'|una |un )?(?:impres|ditt|aziend|uffic)/,
    agreement: 'multiservizi-pulizia',
  },
  {
    // A craft workshop: car repair, bodywork, a metalworking shop said to be artisan.
    pattern:
      /\bofficin\w* (?:meccanic\w* )?artigian|\bautofficin|\bcarrozzeri[ae]\b|\bmeccanic[oa] (?:in|di|presso) (?:un'|una )?(?:officina|autofficina)|^(?=.*\bofficin\w*\b)(?=.*\b(?:ditta|impresa|azienda|attivita) (?:e |è )?artigian)/,
    agreement: 'metalmeccanica-artigianato-area-meccanica',
  },
  {
    // The installation and metal trades in a craft firm ("elettricista in una ditta artigiana", "idraulico
    // artigiano", "fabbro"): the Area Meccanica craft agreement covers the installation of systems.
    pattern:
      /^(?=.*\bartigian)(?=.*\b(?:elettricist|idraulic[oi]\b(?! forestal)|termoidraulic|impiantist|installator|frigorist|antennist|caldaist|fabbr[oi]\b|saldator|tornitor|fresator))/,
    agreement: 'metalmeccanica-artigianato-area-meccanica',
  },
  {
    // Farm hands: grape and fruit pickers, day labourers in the fields.
    pattern:
      /\bvendemmi\w*|\bbracciant[ei]\b|\braccolt\w* (?:della frutta|delle olive|dei pomodori|in campagna)|\b(?:raccolt|raccoglitor|raccogli(?:ere|ere|amo|ono|e)\b)\w* (?:a mano )?(?:(?:dell[ae]|dei|degli|del|di|le|la|i|gli) )?(?:frutt|oliv|pomodor|pesch|mel[ae]\b|per[ae]\b|arance|agrum|uva\b|fragol|cilieg|albicocc|susin|prugn|kiwi|ortagg|verdur|patat|nocciol|castagn|mandorl|carciof|zucchin|melanzan|insalat|angurie|melon|asparag|tabacco|nei campi|in campo)\w*/,
    agreement: 'agricoltura-operai',
  },
  {
    // A farm told by what it grows ("azienda orticola", "impresa frutticola", "un vivaio") or its workers by the
    // agricultural contract's own shorthand (OTI, OTD): the agricultural workers' agreement. (A farm's office
    // staff have their own agreement, not held: not-held-table.ts.)
    pattern:
      /^(?!.*\bimpiegat)(?=.*(?:\b(?:aziend|impres|ditt|societa|cooperativ)\w* (?:agricol|orticol|frutticol|olivicol|cerealicol|floricol|vivaistic|florovivaistic)\w*|\bvivai(?:o|sta|sti)\b|\bot[di]\b))/,
    agreement: 'agricoltura-operai',
  },
  {
    // Knitwear, hosiery, weaving and spinning mills, garment making: the textile industry.
    pattern:
      /\bmaglifici|\bcalzifici|\blanifici|\btessitur|\bfilatur|\bcucitric|\bconfezion\w* (?:in serie|di abbigliamento|di capi)/,
    agreement: 'tessile-abbigliamento-moda-smi',
  },
  {
    // A babysitter or nanny is hired by the family.
    pattern: /\bbaby.?sit+er\b|\bbabysit+er\b|\btata\b|\bbambinaia\b/,
    agreement: 'lavoro-domestico',
  },
];
