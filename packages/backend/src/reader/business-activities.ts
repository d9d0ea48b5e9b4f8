/**
 * A business told by what it does ("produciamo pane in cassetta per la GDO", "facciamo logistica per conto
 * terzi", "sono dentista, ho lo studio", "gestisco un albergo con ristorante") → the agreement a consultant names
 * for it, with the reason, read on a folded question when the ask is which agreement applies. The first row that
 * matches wins, so a narrower business comes before a broader one (a hotel's restaurant before a restaurant).
 * `besides` are the agreements the story also brings up (an earlier employer's contract, one the writer weighs):
 * each says in one sentence why it is not the one, when the question names it. Patterns are data: add a row.
 */
export interface BusinessActivity {
  /** What the business does, on the folded question. */
  pattern: RegExp;
  /** Words that point the same business to another agreement (a craft firm, a co-operative). */
  unless?: RegExp;
  /** `Ccnl.id` of the agreement it applies. */
  agreement: string;
  /** Why, in one Italian sentence (no final full stop). */
  reason: string;
  /** Another agreement the question names, and why it is not the one. */
  besides?: readonly { named: RegExp; why: string }[];
}

const FOOD =
  '(?:prodotti da forno|pane\\b|pane in cassetta|grissini|fette biscottate|crackers?|biscott|merendin|dolci\\b|dolciar|pasta\\b|past[ae] fresc|formagg|latticin|salum|insaccat|conserv|surgelat|bevand|succhi|birr|gelat|cioccolat|caff[eè] torrefatt|alimenti|alimentar)';

/** "vendiamo solo merce nostra", "vende i propri prodotti": a seller of its own goods. */
const OWN_GOODS =
  /\bvend\w* (?:solo |soltanto )?(?:la |i |le )?(?:(?:nostr[aoie]|propri[aoe]?) )?(?:merc[ei]|prodott\w*|articol\w*)(?: \w+)? (?:nostr[aoie]|propri[aoe]?)\b|\bvend\w* (?:solo |soltanto )?(?:la |i |le )?(?:nostr[aoie]|propri[aoe]?) (?:merc[ei]|prodott\w*|articol\w*)\b/;

/**
 * What the story says the business does not do ("non facciamo spedizioni o magazzino per conto di altri", "nessun
 * punto vendita fisico", "senza negozio"): the denied clause, up to its end, is not an activity of the business.
 */
const DENIED_ACTIVITY =
  /\b(?:non (?:(?:lo |la |le |li |ne |ci )?(?:facciamo|faccio|fa|fanno|svolg\w*|offr\w*|gestiamo|gestisce|gestiscono|abbiamo|ha|hanno|siamo|e|lavoriamo|lavora|lavorano|ci occupiamo|si occupa)\b(?: (?:piu|mai|neanche|nemmeno))?)|niente|nessun[oa]?|senza)\b[^,.;:?!]{0,80}?(?=[,.;:?!]|\b(?:ma|pero|invece|bensi)\b|$)/g;

const withoutDeniedActivities = (text: string): string =>
  text.replace(DENIED_ACTIVITY, (match) => ' '.repeat(match.length));

export const BUSINESS_ACTIVITIES: readonly BusinessActivity[] = [
  {
    // A security firm.
    pattern:
      /\bistitut\w* di vigilanza|\bvigilanza privata|\bguardi\w* giurat|\bservizi fiduciari|\bportierato\b/,
    agreement: 'vigilanza-privata-servizi-fiduciari',
    reason:
      'gli istituti di vigilanza e le imprese di servizi fiduciari (portierato, controllo accessi) applicano il CCNL Vigilanza privata e servizi fiduciari',
  },
  {
    // A removal firm: carrying and moving goods for others (CCNL Logistica 2024-2027 names the removal worker's
    // profiles: https://associazioneanit.it/?p=1575).
    pattern:
      /\b(?:impres\w*|ditt\w*|aziend\w*|societ\w*|cooperativ\w*|agenzi\w*) (?:di |che fa |che fanno |che si occupa di )?(?:traslochi|trasloco|sgomberi e traslochi)\b|\btraslocator\w*|\b(?:facciamo|effettuiamo|ci occupiamo di) (?:i )?traslochi\b/,
    agreement: 'logistica-trasporto-merci-spedizione',
    reason:
      'le imprese di trasloco (facchini, autisti, impiegati) rientrano nel CCNL Logistica, trasporto merci e spedizione, che con il rinnovo 2024-2027 prevede i profili del traslocatore (lo firmano anche le associazioni artigiane CNA Fita e Confartigianato Trasporti)',
    besides: [
      {
        named: /multiservizi|pulizi/,
        why: 'Il CCNL Multiservizi riguarda le pulizie e i servizi integrati, non il trasporto e il trasloco di beni',
      },
      {
        named: /edil/,
        why: 'Il CCNL Edilizia riguarda le imprese che costruiscono o ristrutturano, non chi smonta, trasporta e rimonta i beni dei clienti',
      },
    ],
  },
  {
    // A cleaning or facility-services firm.
    pattern:
      /\b(?:impres\w*|ditt\w*|societ\w*|aziend\w*|cooperativ\w*) (?:di |delle )?(?:pulizi|multiserviz|servizi integrati|sanificazion)|\bmultiservizi\b|\b(?:impres\w*|ditt\w*|societ\w*|aziend\w*|cooperativ\w*|coop)\b(?: \w+){0,2} (?:fa|svolge|effettua|esegue|si occupa (?:di|delle)) (?:le |i )?(?:servizi di )?(?:pulizi|sanificazion)|\b(?:facciamo|svolgiamo|effettuiamo|eseguiamo|ci occupiamo (?:di|delle)) (?:le |i )?(?:servizi di )?(?:pulizi|sanificazion)|\bappalt\w*(?: \w+){0,2} (?:di |delle )?(?:pulizi|sanificazion)/,
    // The cleaning branch of a social co-operative (type B) applies the co-operatives' agreement.
    unless: /(?<!\bnon (?:e|siamo) (?:una |un )?)\b(?:cooperativ\w*|coop) social/,
    agreement: 'multiservizi-pulizia',
    reason:
      'le imprese di pulizia, sanificazione e servizi integrati applicano il CCNL Multiservizi (Servizi di pulizia e servizi integrati)',
  },
  {
    // A care home run by a social co-operative: the co-operatives' agreement.
    pattern:
      /^(?=.*\bcooperativ\w* social)(?=.*\b(?:rsa\b|casa di riposo|struttur\w* (?:per anzian|residenzial|socio)|comunit\w* (?:alloggio|per minori)|centr\w* diurn|asil\w* nido|assistenza domiciliar))/,
    agreement: 'cooperative-sociali',
    reason:
      'una cooperativa sociale che gestisce servizi socio-sanitari, assistenziali o educativi applica il CCNL Cooperative sociali',
  },
  {
    // A hotel with its own restaurant or bar: one agreement for all the staff.
    pattern:
      /\b(?:alberg\w*|hotel|resort|struttur\w* (?:alberghier|ricettiv)\w*|residence turistic\w*|villaggi\w* turistic\w*)\b/,
    agreement: 'turismo-federalberghi',
    reason:
      "l'albergo è un'azienda alberghiera: il CCNL Turismo (Federalberghi) si applica a tutto il personale, compresi il ristorante e il bar che fanno parte dell'albergo, anche se aperti ai clienti esterni",
    besides: [
      {
        named: /pubblici esercizi|\bfipe\b|ristorant|\bbar\b/,
        why: 'Il CCNL Pubblici esercizi FIPE riguarda bar e ristoranti che sono aziende a sé, non i reparti di un albergo: non si applicano due contratti allo stesso datore per la stessa attività',
      },
    ],
  },
  {
    // A professional's own office: dentist, doctor, accountant, lawyer, notary, architect, labour consultant.
    pattern:
      /\b(?:sono|siamo|e) (?:un |una |uno |dei |degli )?(?:dentist|odontoiatr|commercialist|avvocat|notai|architett|ingegner|geometr|consulent\w* del lavoro|medic[oi] (?:di base|di famiglia|specialist|chirurg)|veterinar|psicolog|fisioterapist|ragionier)\w*\b(?! (?:del|della|dell'|di) )|\b(?:dentist|odontoiatr|commercialist|avvocat|notai|architett|ingegner|geometr|consulent\w* del lavoro|veterinar|psicolog|fisioterapist|ragionier)\w* che (?:assum|ha |cerca|deve assum|vuole assum|apre|sta per assum)|\bstudi\w* (?:dentistic|odontoiatric|medic|legal|notaril|tecnic|di architettura|di ingegneria|di commercialist|commercial(?:e|istic)|contabil|tributari|professional|associat|di consulenza)|\bassistent\w* (?:alla )?poltrona\b|\b(?:dentist|odontoiatr)\w*\b.*\bstudio\b|\bstudio\b.*\b(?:dentist|odontoiatr)\w*/,
    agreement: 'studi-professionali-confprofessioni',
    reason:
      'lo studio di un libero professionista (medico, dentista, avvocato, commercialista, tecnico) applica al personale il CCNL Studi professionali (Confprofessioni), che copre segretarie, impiegati, assistenti e praticanti',
    besides: [
      {
        named: /sanita|\baiop\b|\brsa\b/,
        why: 'Il CCNL Sanità privata AIOP riguarda ospedali privati, case di cura e RSA, non lo studio del professionista',
      },
      {
        named: /commercio|terziario/,
        why: 'Il CCNL Commercio riguarda le aziende che vendono merci o servizi, non lo studio professionale',
      },
    ],
  },
  {
    // A nursing home or private clinic.
    pattern:
      /\brsa\b|\bcas[ae] di (?:riposo|cura)\b|\bresidenz\w* (?:sanitari\w* )?(?:assistenzial|per anzian)|\bclinic\w* privat|\bospedal\w* privat|\bstruttur\w* (?:sanitari\w* privat|socio.?sanitari|socio.?assistenzial|per anzian)/,
    unless: /\bcooperativ/,
    agreement: 'sanita-privata-aiop-rsa',
    reason:
      "una RSA o una casa di cura privata aderente all'AIOP applica il CCNL Sanità privata AIOP RSA; se la struttura è gestita da una cooperativa sociale si applica invece il CCNL Cooperative sociali, e altre associazioni (ARIS, UNEBA) hanno contratti propri, non presenti nella base di conoscenza",
  },
  {
    // Third-party logistics: warehousing, order picking, shipping for others, carriers.
    pattern:
      /\bconto terzi\b|\blogistic\w*\b|\bcorrier\w* espress|\bautotrasport|\bspedizion\w* (?:merci|internazional)|\bcasa di spedizion|\binterporto\b|\bmagazzin\w* (?:per|di) (?:conto |altr|terz)|\bstocc\w*\b.*\b(?:ordini|corrieri)\b/,
    // A business that sells its own goods ships them as a seller, not as a warehouse for others.
    unless: OWN_GOODS,
    agreement: 'logistica-trasporto-merci-spedizione',
    reason:
      "magazzinaggio, preparazione degli ordini, spedizione e trasporto di merci per conto terzi sono il campo del CCNL Logistica, trasporto merci e spedizione, anche per gli impiegati dell'ufficio spedizioni",
    besides: [
      {
        named: /commercio|terziario/,
        why: 'Il CCNL Commercio riguarda chi vende merci: un magazzino che non vende ma custodisce e spedisce merce di altri non vi rientra, anche se il titolare precedente lo applicava',
      },
    ],
  },
  {
    // Industrial food production (a craft bakery has its own agreement, not held).
    pattern: new RegExp(
      `\\b(?:stabiliment|fabbric|industri|produzion|produciam|produce|impianto produttiv|linea di produzione)\\w*\\b[^.?!]{0,80}\\b${FOOD}|\\b${FOOD}\\w*\\b[^.?!]{0,60}\\b(?:stabiliment|industrial|gdo|grande distribuzione)|\\bpastifici|\\bcaseifici|\\bsalumifici|\\bbiscottifici|\\bconservifici|\\bprosciuttifici|\\bindustri\\w* (?:alimentar|dolciar|conservier|casear)`,
    ),
    unless: /\bartigian/,
    agreement: 'alimentari-industria',
    reason:
      "la produzione industriale di alimenti e bevande (aziende aderenti a Confindustria) è il campo del CCNL Industria alimentare; un panificio o un laboratorio artigiano applica invece il contratto della panificazione o dell'artigianato alimentare, non presenti nella base di conoscenza",
    besides: [
      {
        named: /tessil|commercio|terziario/,
        why: "Prodotti «confezionati» o venduti alla GDO non fanno dell'azienda un'impresa tessile o commerciale: conta che li produce",
      },
    ],
  },
  {
    // A building firm or site.
    pattern:
      /\b(?:impres\w*|ditt\w*|aziend\w*|societ\w*) (?:edil|di costruzion|di ristrutturazion)|\bcantier\w*\b|\bedilizi/,
    unless: /\bartigian/,
    agreement: 'edilizia-industria-ance',
    reason:
      "le imprese edili industriali applicano il CCNL Edilizia industria (ANCE); un'impresa edile artigiana applica invece il CCNL Edilizia artigianato, non presente nella base di conoscenza",
  },
  {
    // Textile mills and garment making.
    pattern:
      /\bmaglifici|\bcalzifici|\blanifici|\bcotonifici|\btessitur|\bfilatur|\btintori|\bconfezion\w* (?:di |in serie )?(?:abbigliament|capi|abiti)|\b(?:industri|aziend|stabiliment)\w* (?:tessil|dell'abbigliamento|della moda)/,
    unless: /\bartigian/,
    agreement: 'tessile-abbigliamento-moda-smi',
    reason:
      'filature, tessiture, maglifici e confezioni industriali di abbigliamento applicano il CCNL Tessile abbigliamento moda (SMI)',
  },
  {
    // Plastics and rubber moulding.
    pattern:
      /\bstampaggio (?:di |della |delle )?(?:plastic|materi\w* plastic|gomma)|\b(?:materi\w* )?plastic\w*\b[^.?!]{0,40}\b(?:stampagg|estrusion|produzion|stabiliment)|\b(?:aziend|industri|stabiliment)\w* (?:della |di )?(?:gomma|plastica|materie plastiche)/,
    agreement: 'gomma-plastica-industria',
    reason:
      'lo stampaggio e la trasformazione di gomma e materie plastiche sono il campo del CCNL Gomma plastica industria',
  },
  {
    // Chemical and pharmaceutical plants.
    pattern: /\b(?:aziend|industri|stabiliment|impres)\w* (?:\w+ )?(?:chimic|farmaceutic)/,
    agreement: 'chimico-farmaceutico',
    reason: "l'industria chimica e farmaceutica applica il CCNL Chimico-farmaceutico",
  },
  {
    // Farms and plant nurseries (a farm's office staff have another agreement, not held).
    pattern:
      /\b(?:aziend|impres|ditt|societa)\w* (?:agricol|orticol|frutticol|olivicol|vitivinicol|cerealicol|floricol|florovivaistic|zootecnic)|\bvivai(?:o|sta|sti)\b|\bserre\b|\bvendemmi|\bbracciant/,
    agreement: 'agricoltura-operai',
    reason:
      'gli operai delle aziende agricole e florovivaistiche applicano il CCNL Operai agricoli e florovivaisti; gli impiegati agricoli hanno un contratto proprio, non presente nella base di conoscenza',
  },
  {
    // Metalworking plants (a craft workshop and a small firm in Confapi have their own agreements).
    pattern:
      /\bcarpenteri\w* metallic|\bfonderi|\bacciaieri|\boffici\w* meccanic|\bstampaggio (?:di |della )?(?:lamier|metall)|\b(?:industri|stabiliment|aziend|impres)\w* (?:\w+ )?(?:metalmeccanic|meccanic|siderurgic|metallurgic)/,
    unless: /\bartigian|\bconfapi\b/,
    agreement: 'metalmeccanica-industria-federmeccanica',
    reason:
      "le industrie metalmeccaniche applicano il CCNL Metalmeccanici industria (Federmeccanica); un'impresa artigiana applica il CCNL Metalmeccanici artigianato e una PMI aderente a Confapi il CCNL Metalmeccanici PMI Confapi",
  },
  {
    // Bars, restaurants, pizzerias on their own.
    pattern:
      /\bbar\b|\bristorant|\bpizzeri|\btrattori|\bosteri|\bpasticceri\w* (?:con |e )?bar|\bgelateri|\bpub\b|\bself.?service\b/,
    agreement: 'pubblici-esercizi-fipe',
    reason:
      'bar, ristoranti, pizzerie e locali di somministrazione che sono aziende a sé applicano il CCNL Pubblici esercizi (FIPE)',
  },
  {
    // Shops and retail.
    pattern: new RegExp(
      `\\bnegozi|\\bsupermercat|\\bipermercat|\\bminimarket|\\bcartoleri|\\bferrament|\\bprofumeri|\\bboutique\\b|\\bpunto vendita\\b|\\be-?commerce\\b|\\bcommercio elettronico\\b|\\bvend\\w* (?:\\w+ ){0,4}on.?line\\b|${OWN_GOODS.source}`,
    ),
    unless: /\bconfesercenti\b/,
    agreement: 'terziario-confcommercio',
    reason:
      'i negozi e le aziende del commercio, anche elettronico (vendita online della propria merce), applicano il CCNL Terziario distribuzione e servizi (Confcommercio); chi aderisce a Confesercenti applica il CCNL Terziario Confesercenti',
    besides: [
      {
        named: /logistic/,
        why: 'Il CCNL Logistica riguarda chi fa magazzino, spedizione e trasporto come attività, per conto di altri: preparare e consegnare ai corrieri la merce che si vende è parte del commercio',
      },
    ],
  },
];

/** The business a folded question describes, when one row of the table matches. */
export function businessActivity(text: string): BusinessActivity | undefined {
  const told = withoutDeniedActivities(text);
  return BUSINESS_ACTIVITIES.find((row) => row.pattern.test(told) && !row.unless?.test(told));
}
