/**
 * National agreements the knowledge base does not hold, one row each: the name the answer gives, the CNEL
 * archive's macro-sector, the CNEL code where a page gives it, and how people name it — its own names, its
 * signatory associations (employer and union side) and the sector, trade and workplace words that imply it.
 * Terms are regular-expression sources read on the folded question (lower case, no accents).
 *
 * The rows follow the CNEL archive's macro-sectors (A agricoltura … T istruzione e sanità, V vari; ADAPT's
 * guide to the archive) and the major national agreements of each sector (ANPAL's table of agreements by
 * sector); the signatories come from the pages in `source`. A row is data: add one, not an `if`.
 *
 * `generic` rows name a family when nothing narrower is named ("scuola paritaria" without AGIDAE, ANINSEI or
 * FISM): they give way to a specific row of the same `family`. `yields` rows ("artigiano", "agenzia
 * interinale") also give way to any agreement of the knowledge base the question names or implies.
 */
export interface NotHeldAgreement {
  name: string;
  /** CNEL macro-sector letter and label. */
  sector: string;
  /** CNEL alphanumeric codes, only where a page gives them. */
  codes?: readonly string[];
  /** The agreement's own names ("telecomunicazioni", "autoferrotranvieri"). */
  names?: readonly string[];
  /** Signatory associations that sign no agreement the knowledge base holds. */
  associations?: readonly string[];
  /** Sector, trade and workplace words: they imply the agreement only where the question speaks of work. */
  words?: readonly string[];
  /** Words that, said anywhere in the question, show the trade words speak of something else (a held agreement). */
  wordsUnless?: readonly string[];
  family?: string;
  generic?: true;
  yields?: true;
  source: string;
}

const CNEL =
  'https://www.cnel.it/Archivio-Contratti-Collettivi/Archivio-Nazionale-dei-contratti-e-degli-accordi-collettivi-di-lavoro';
const ANPAL = 'https://github.com/AnpalSimo/DB_PLUS2022/blob/main/CLA_DIZ/dml/Classificazione/TAB_CCNL.sql';
const PUBLIC = 'https://www.centrostudirossitto.it/category/contrattazione-collettiva/';
const SCHOOLS =
  'https://www.pmi.it/pubblica-amministrazione/pubblico-impiego/395750/contratti-scuola-non-statale-quali-sono-e-come-funzionano.html';
// Anchored: a lookahead over the whole question is tried once, not at every position of it.
const CRAFT = String.raw`^(?=.*\bartigian)`;

export const NOT_HELD: readonly NotHeldAgreement[] = [
  // J — credito e assicurazioni
  {
    name: 'CCNL Credito (ABI)',
    sector: 'J credito e assicurazioni',
    names: [String.raw`ccnl (?:del )?credito\b`, String.raw`contratto (?:del )?credito\b`, 'bancari'],
    associations: [String.raw`\babi\b`, String.raw`\bfabi\b`, 'first.?cisl', 'fisac', 'uilca'],
    // "banca delle ore" and "banca dati" are not banks.
    words: [
      // "ho cambiato banca", "la mia banca": the writer's own bank as a customer, not a workplace.
      String.raw`(?<!(?:cambiat[oa]|cambiare|cambio|cambio di|mia|nostra|tua|vostra) )banc(?:a|he)\b(?! (?:delle |dell'|d')?ore\b| ?dati\b)`,
      'istitut[oi] (?:di )?credito',
      'sportellist',
    ],
    family: 'credito',
    generic: true,
    source: 'https://www.quotidiano.net/economia/contratto-bancari-piu-tutele-e-59d998c9',
  },
  {
    name: 'CCNL Credito cooperativo (Federcasse)',
    sector: 'J credito e assicurazioni',
    names: ['credito cooperativo'],
    associations: ['federcasse', String.raw`\bbcc\b`],
    words: ['cass[ae] rural'],
    family: 'credito',
    source: 'https://lawinsider.com/it/contracts/khBjgaeBSNL',
  },
  {
    name: 'CCNL Assicurazioni (ANIA)',
    sector: 'J credito e assicurazioni',
    names: ['(?:ccnl|contratto) (?:delle )?assicurazion', 'assicurativ'],
    associations: [String.raw`\bania\b`, 'snfia'],
    // An insurance company as employer, not "assicurazione INAIL" or a policy.
    words: [
      String.raw`(?:in|per|presso|da|di) (?:un'|una |l'|la )?(?:compagni[ae] (?:di |d')?)?assicurazion[ei]\b(?! (?:obbligatori|inail|contro|infortun|sociale))`,
    ],
    family: 'assicurazioni',
    generic: true,
    source: 'https://it.scribd.com/document/39892883/CCNL-ipotesi-intesa-2007',
  },
  {
    name: 'CCNL Agenzie di assicurazione in gestione libera',
    sector: 'J credito e assicurazioni',
    names: ['gestione libera'],
    associations: [String.raw`\banapa\b`, String.raw`\bsna\b`],
    words: ['agenzi[ae] (?:di )?assicurazion'],
    family: 'assicurazioni',
    source: ANPAL,
  },
  // K — aziende di servizi: energia, acqua, telecomunicazioni, ambiente, poste
  {
    name: 'CCNL Settore elettrico',
    sector: 'K aziende di servizi',
    names: [
      'settore elettric',
      String.raw`(?:ccnl|contratto) (?:degli |dei )?elettric[io]\b`,
      // "gli elettrici" are the sector's workers; "impianti/schemi elettrici" are what an installer fits or reads.
      String.raw`(?<!\b(?:impianti|impianto|lavori|cavi|materiali|apparecchi|quadri|componenti|motori|schemi|circuiti|guasti|collegamenti) )\belettrici\b`,
    ],
    associations: [
      'elettricita futura',
      'assoelettrica',
      'flaei',
      String.raw`\benel\b`,
      String.raw`\bterna\b`,
      'sogin',
    ],
    words: ['centrali? elettric', 'distribuzione elettrica', String.raw`\beletric[io]\b`],
    family: 'utilitalia',
    source:
      'https://agenparl.eu/2025/02/11/rinnovato-il-contratto-collettivo-nazionale-di-lavoro-del-settore-elettrico/',
  },
  {
    name: 'CCNL Gas-acqua',
    sector: 'K aziende di servizi',
    names: ['gas.?acqua'],
    associations: ['anigas', 'assogas', String.raw`\bigas\b`, 'anfida'],
    words: ["(?:azienda|societa|settore) (?:dell'|del |dell |della )?(?:acqua|gas|acquedott)", 'acquedott'],
    family: 'utilitalia',
    source: 'https://123dok.org/article/previdenza-complementare-welfare-contrattuale.qo5jx9p0',
  },
  {
    name: 'CCNL Energia e petrolio',
    sector: 'B chimici (energia)',
    names: ['energia e petrolio'],
    associations: ['confindustria energia'],
    words: ['petrolifer', 'raffineri', String.raw`\bpetrolio\b`],
    source: ANPAL,
  },
  {
    name: 'CCNL Telecomunicazioni',
    sector: 'K aziende di servizi',
    names: ['telecomunicazion', String.raw`\btlc\b`],
    associations: ['asstel', 'slc.?cgil', 'fistel', 'uilcom'],
    words: ['compagni[ae] telefonic', String.raw`\btim\b`, 'telecom italia', 'operator[ei] telefonic'],
    family: 'tlc',
    source: 'https://fistelmilano.it/?p=3730',
  },
  {
    // Its own agreement since the Confcommercio renewal of July 2024 (in force 1.7.2024–31.12.2027).
    name: 'CCNL Agenzie di viaggio e turismo (Fiavet-FTO Confcommercio)',
    sector: 'H terziario',
    associations: ['fiavet', String.raw`\bfto\b`, 'astoi'],
    // Where the person works, not where they booked a holiday ("ho prenotato con l'agenzia di viaggi").
    words: [
      String.raw`\b(?:lavor\w*|dipendent\w*|impiegat\w*|assunt\w*|banconist\w*|addett\w*|consulent\w*) (?:in |presso |per |di |da )(?:un'|una |un |l'|le |la )?(?:agenzi[ae] (?:di |dei |de )?viagg|tour operator)`,
    ],
    source:
      'https://www.ttgitalia.com/mobile/agenzie-viaggi/fiavet-siglato-il-nuovo-contratto-le-principali-novita-CB20564006',
  },
  {
    name: 'CCNL Call center',
    sector: 'K aziende di servizi',
    words: ['call center', 'telemarketing'],
    family: 'tlc',
    generic: true,
    source: 'https://fistelmilano.it/?p=3730',
  },
  {
    name: 'CCNL Servizi ambientali (igiene ambientale)',
    sector: 'K aziende di servizi',
    names: ['igiene ambientale', 'servizi ambientali', 'igene ambientale'],
    // Utilitalia signs the gas-water and electricity agreements too: alone it names none of them.
    // (Federambiente: the waste branch's association before it merged into Utilitalia in 2015.)
    associations: ['assoambiente', 'utilitalia (?:servizi ambientali|igiene)', 'federambiente'],
    words: [
      'netturbin',
      'spazzin',
      'raccolta (?:dei )?rifiuti',
      'raccolta differenziata',
      String.raw`raccogl\w* (?:i |dei )?rifiuti`,
      // "il camion della differenziata", "il giro della differenziata".
      '(?:camion|mezzo|giro|turno) della differenziata',
      'nettezza urbana',
      'igiene urbana',
      String.raw`aziend\w* (?:dei )?rifiuti`,
      // "una municipalizzata della raccolta rifiuti", "la municipalizzata per l'igiene urbana".
      String.raw`municipalizzat\w* (?:\w+ ){0,3}(?:rifiuti|nettezza|igiene|spazzamento)`,
      'compattator',
      'termovalorizzator',
      String.raw`operator\w* ecologic`,
    ],
    family: 'utilitalia',
    source: ANPAL,
  },
  {
    // Utilitalia (2015, from Federutility and Federambiente) gathers the water, waste, electricity and gas
    // firms: named alone it says the agreement is one of theirs, none held; a narrower row (the waste
    // agreement, gas-acqua, the electricity sector) named beside it is that one.
    name: 'CCNL delle aziende Utilitalia (servizi ambientali, gas-acqua o settore elettrico)',
    sector: 'K aziende di servizi',
    associations: [String.raw`\butilitalia\b`, String.raw`\bfederutility\b`],
    family: 'utilitalia',
    generic: true,
    source: 'https://italia-informa.com/utilitalia-intervista-giordano-colarullo.aspx',
  },
  {
    name: 'CCNL Poste Italiane',
    sector: 'K aziende di servizi',
    names: ['poste italiane'],
    words: [String.raw`\bpostin[oia]\b`, 'portalettere'],
    source: ANPAL,
  },
  // I — trasporti
  {
    name: 'CCNL Autoferrotranvieri',
    sector: 'I trasporti',
    names: ['autoferrotranvi', 'trasporto pubblico locale', String.raw`\btpl\b`],
    associations: ['asstra', String.raw`\banav\b`, String.raw`\bagens\b`],
    words: [
      String.raw`autist\w* (?:di |degli |dell')?(?:autobus|bus|pullman) (?:di linea|urban)`,
      String.raw`autist\w* (?:di |degli )?autobus`,
      'tranvier',
      String.raw`guid\w* (?:i |il )?(?:tram|autobus)`,
      String.raw`\batm\b`,
      String.raw`\batac\b`,
    ],
    source:
      'https://newsworldstream.com/it/accordo-raggiunto-rinnovato-il-ccnl-autoferrotranvieri-sciopero-revocato',
  },
  {
    // Signed by FE.N.I.O.F. (with Confcommercio) and the transport unions; renewal of 20 May 2025 for 2025–2028.
    name: 'CCNL Attività funebri (FE.N.I.O.F.)',
    sector: 'I trasporti',
    names: [
      String.raw`attivita funebr`,
      String.raw`onoranze funebri`,
      String.raw`\bfeniof\b`,
      String.raw`\bfe\.?n\.?i\.?o\.?f\b`,
    ],
    words: [String.raw`\bnecrofor\w*`, String.raw`\bimpres\w* funebr`, String.raw`\boperator\w* funebr`],
    source: 'https://farecontrattazione.adapt.it/?p=11684',
  },
  {
    name: 'CCNL Mobilità/Attività ferroviarie',
    sector: 'I trasporti',
    names: ['attivita ferroviari', String.raw`\bferrovi`],
    associations: ['trenitalia', String.raw`\brfi\b`],
    words: ['capotreno', String.raw`macchinist\w* (?:di |dei )?tren`],
    source: ANPAL,
  },
  {
    name: 'CCNL Trasporto aereo',
    sector: 'I trasporti',
    names: ['trasporto aereo', 'aviazione'],
    associations: ['assaeroporti', 'assohandlers', 'assaereo'],
    words: ['handling', 'pilot[ai] di linea', 'assistent[ei] di volo', 'hostess', String.raw`\bsteward`],
    source: ANPAL,
  },
  {
    name: 'CCNL Marittimi (industria armatoriale)',
    sector: 'I trasporti',
    names: [String.raw`\bmarittim[oi]\b`],
    associations: ['confitarma', 'assarmatori'],
    words: [
      String.raw`imbarcat\w* su (?:una |un )?(?:nave|traghett|petroliera|portacontainer)`,
      String.raw`\bmarinai`,
    ],
    source: ANPAL,
  },
  {
    name: 'CCNL Lavoratori dei porti',
    sector: 'I trasporti',
    names: ['lavoratori dei porti'],
    associations: ['assoporti'],
    words: [String.raw`lavor\w* (?:al|nel|in un) porto`, 'portual', String.raw`gruist\w* (?:al|nel) porto`],
    source: ANPAL,
  },
  {
    name: 'CCNL Autostrade e trafori',
    sector: 'I trasporti',
    names: ['autostrade e trafori', String.raw`concessionari\w* (?:di )?autostrad`],
    associations: ['federreti', 'fise.?acap'],
    words: ['casellant', 'societa autostradal'],
    source: 'https://uiltrasporti.it/2019/09/28',
  },
  {
    name: 'CCNL Ormeggiatori e barcaioli',
    sector: 'I trasporti',
    words: ['ormeggiator'],
    source: ANPAL,
  },
  {
    // The cable-car and ski-lift operators' own agreement (ANEF with Filt, Fit, Uiltrasporti and Savt), not Tourism.
    name: 'CCNL Impianti a fune (esercenti funiviari)',
    sector: 'I trasporti',
    names: [
      // ("il CCNL degli impianti di trasporto a fune": the agreement's full name has words between.)
      String.raw`impiant\w* (?:(?:di|per) (?:il )?trasport\w* )?a fune`,
      String.raw`trasport\w* (?:\w+ )?a fune`,
      String.raw`esercent\w* funivi`,
      String.raw`impiant\w* (?:di risalita|funiviar)`,
    ],
    associations: [String.raw`\banef\b`],
    // A lift met as a place ("un hotel a due passi dalla cabinovia") is no workplace: only its workers are.
    words: [
      String.raw`\b(?:addett\w*|operator\w*|macchinist\w*|manutentor\w*|lavor\w*) (?:\w+ )?(?:di|alla|alle|agli|sulla|sulle|sugli|della|delle|degli) (?:seggiovi|funivi|cabinovi|sciovi|skilift|ski-lift|impianti di risalita)`,
    ],
    source:
      'https://www.mi-lorenteggio.com/2025/10/09/rinnovato-il-ccnl-per-gli-addetti-al-settore-impianti-a-fune/',
  },
  {
    name: 'CCNL Autorimesse e noleggio',
    sector: 'I trasporti',
    names: ['autorimess'],
    words: ['autonoleggi', 'noleggio (?:con|senza) conducente', 'parcheggiator', 'autolavagg'],
    source: ANPAL,
  },
  // T — istruzione, sanità, assistenza; settore pubblico
  {
    name: 'CCNL Scuole private religiose (AGIDAE)',
    sector: 'T istruzione e sanità',
    names: ['autorita ecclesiastica'],
    associations: [String.raw`\bagidae\b`],
    words: [
      String.raw`scuol\w* (?:\w+ )?(?:cattolic|religios|parrocchial)`,
      'dalle suore',
      String.raw`istitut\w* religios`,
    ],
    family: 'scuola-privata',
    source:
      'https://ilccnl.it/ccnl/scuole-private-religiose/scuole-private-religiose-agidae-4-categ-fino-al-300694',
  },
  {
    name: 'CCNL Scuole private laiche (ANINSEI)',
    sector: 'T istruzione e sanità',
    associations: [String.raw`\baninsei\b`],
    words: [String.raw`(?:scuol|istitut)\w* privat\w* laic`],
    family: 'scuola-privata',
    source: SCHOOLS,
  },
  {
    name: 'CCNL Scuole dell’infanzia (FISM)',
    sector: 'T istruzione e sanità',
    names: ['federazione italiana scuole materne'],
    associations: [String.raw`\bfism\b`],
    family: 'scuola-privata',
    source: SCHOOLS,
  },
  {
    name: 'CCNL Scuola privata',
    sector: 'T istruzione e sanità',
    words: ['scuol[ae] privat', 'scuol[ae] paritari', 'scuol[ae] non statal', 'istruzione privata'],
    family: 'scuola-privata',
    generic: true,
    source: SCHOOLS,
  },
  {
    name: 'CCNL Formazione professionale',
    sector: 'T istruzione e sanità',
    names: ['formazione professionale'],
    words: ['ent[ei] di formazione'],
    source: ANPAL,
  },
  {
    name: 'CCNL UNEBA',
    sector: 'T istruzione e sanità',
    associations: [String.raw`\buneba\b`],
    source: ANPAL,
  },
  {
    name: 'CCNL ANASTE (residenze per anziani)',
    sector: 'T istruzione e sanità',
    associations: [String.raw`\banaste\b`],
    source: ANPAL,
  },
  {
    name: 'CCNL Comparto Sanità (pubblico impiego)',
    sector: 'Settore pubblico',
    names: ['comp[ao]rto (?:della )?sanita'],
    // A public hospital or health authority.
    words: [
      'ospedal[ei] pubblic',
      String.raw`\basl\b`,
      String.raw`\bausl\b`,
      'azienda (?:sanitaria|ospedaliera)',
      'servizio sanitario nazionale',
      String.raw`\bssn\b`,
    ],
    family: 'pubblico',
    source: PUBLIC,
  },
  {
    name: 'CCNL Istruzione e ricerca (pubblico impiego)',
    sector: 'Settore pubblico',
    names: ['istruzione e ricerca'],
    words: [
      'scuol[ae] statal',
      'scuol[ae] pubblic',
      '(?:docent|insegnant)[ei] di ruolo',
      // "maestra di ruolo alla primaria statale", "prof alle medie statali", "bidello", "personale ATA".
      String.raw`\b(?:maestr[ao]|professor\w*|prof)\b[^.?!]{0,20}\bdi ruolo\b`,
      String.raw`\b(?:primari[ae]|elementar[ei]|medi[ae]|secondari[ae]|superior[ei]|liceo|istituto comprensivo) statal`,
      String.raw`\bcollaborator\w* scolastic|\bpersonale ata\b|\bbidell[oiae]\b`,
      String.raw`\bmiur\b`,
    ],
    family: 'pubblico',
    source: PUBLIC,
  },
  {
    name: 'CCNL Funzioni locali (pubblico impiego)',
    sector: 'Settore pubblico',
    names: ['funzioni locali'],
    words: [
      'dipendent[ei] comunal',
      String.raw`(?:impiegat|dipendent)\w* (?:in|del|al|presso il|in un|presso un|di un) comune\b`,
      // "lavoro in un comune come istruttore": the employer. "lavoro in un comune del veneto", "in un comune
      // lombardo": where the work is, a place (its surcharges), not the employer.
      String.raw`lavor\w* (?:in|del|al|presso il|presso un|di un) comune\b`,
      String.raw`lavor\w* in un comune\b(?! (?:del|dell|della|delle|dei|degli|in provincia|vicino|nei pressi|lombard|venet|piemontes|tosc|emilian|friulan|ligur|trentin|sard|sicilian|campan|pugliese|calabres|laziale|marchigian|umbr|abruzzes|molisan|lucan|valdostan)\w*)`,
      String.raw`\bent[ei] local`,
      'polizia locale',
    ],
    family: 'pubblico',
    source: PUBLIC,
  },
  {
    name: 'CCNL Funzioni centrali (pubblico impiego)',
    sector: 'Settore pubblico',
    names: ['funzioni centrali'],
    words: [String.raw`(?:lavor|impiegat|funzionari|dipendent)\w* (?:al|del|presso il|in un) minister`],
    family: 'pubblico',
    source: PUBLIC,
  },
  {
    name: 'contratti del pubblico impiego',
    sector: 'Settore pubblico',
    names: ['pubblico impiego', 'comparto funzioni', 'pubblica amministrazione'],
    words: [String.raw`(?<!non )\bstatali\b`],
    family: 'pubblico',
    generic: true,
    source: PUBLIC,
  },
  // H — terziario, distribuzione e servizi
  {
    name: 'CCNL Distribuzione moderna organizzata (Federdistribuzione)',
    sector: 'H terziario',
    codes: ['H008'],
    names: ['distribuzione moderna'],
    associations: ['federdistribuzione', String.raw`\bdmo\b`, 'esselunga'],
    source: CNEL,
  },
  {
    name: 'CCNL Cooperative di consumo',
    sector: 'H terziario',
    names: [String.raw`cooperativ\w* di consumo`],
    associations: [String.raw`\bancc\b`],
    words: [String.raw`\balla coop\b`],
    // "la coop sociale ... passare alla coop": the short "coop" is the social cooperative already named.
    wordsUnless: [String.raw`\bcoop\w* social\w*`],
    source: ANPAL,
  },
  {
    name: 'CCNL Farmacie private',
    sector: 'H terziario',
    names: ['farmacie private', 'farmacia privata'],
    associations: ['federfarma'],
    words: ['farmacist', String.raw`\bin (?:una )?farmacia\b`, String.raw`\bfarmacie\b`],
    family: 'farmacie',
    generic: true,
    source: ANPAL,
  },
  {
    name: 'CCNL Farmacie comunali (Assofarm)',
    sector: 'H terziario',
    names: ['farmaci[ae] (?:comunal|municipalizzat|special)'],
    associations: ['assofarm'],
    family: 'farmacie',
    source: ANPAL,
  },
  {
    name: 'CCNL Agenzie di somministrazione (Assolavoro)',
    sector: 'H terziario',
    associations: ['assolavoro'],
    words: [
      String.raw`lavor\w* in somministrazione`,
      'agenzi[ae] (?:interinal|di somministrazione|per il lavoro)',
      'interinal',
    ],
    family: 'somministrazione',
    generic: true,
    yields: true,
    source: ANPAL,
  },
  {
    name: 'CCNL Acconciatura ed estetica',
    sector: 'H terziario (artigianato)',
    names: ['acconciatura'],
    words: [
      // "parucchiera": the doubled letters are the usual typo.
      'par{1,2}uc{1,2}hier',
      String.raw`\bestetist`,
      String.raw`centr\w* estetic`,
      String.raw`\bbarbier`,
      'acconciator',
    ],
    family: 'artigianato',
    source: ANPAL,
  },
  {
    name: 'CCNL Proprietari di fabbricati',
    sector: 'H terziario',
    names: ['proprietari di fabbricati'],
    associations: ['confedilizia'],
    // A building's porter is employed by its owners, not by a security firm.
    words: [
      String.raw`\bportier\w* (?:di|del|in|nel|presso|per) (?:un |una |uno |il |lo |l')?(?:\w+ )?(?:condomin|stabil|palazz)`,
      // The porter and the building in different clauses ("condominio di 40 appartamenti … un portiere con
      // alloggio"), or the porter's lodging: a building's own porter.
      // (Unless a security firm employs the porter: "portiere per un istituto di vigilanza in un condominio".)
      String.raw`^(?!.*(?:vigilanza|guardi\w* giurat|servizi fiduciari|\bistitut))(?:.*\bcondomin\w*\b.*\bportier|.*\bportier\w*\b.*\bcondomin|.*\bportier\w* con alloggio)`,
      'portinai',
      String.raw`\bcustod\w* (?:di |del |d'|in )?(?:un |uno )?condomin`,
    ],
    source: ANPAL,
  },
  {
    name: 'CCNL Impianti sportivi e palestre',
    sector: 'H terziario',
    names: ['impianti sportivi'],
    words: [
      String.raw`istruttor\w* (?:di |in )?(?:una |un )?(?:palestr|fitness|piscin)`,
      String.raw`\bpalestre\b`,
      // A gym as the business: "ho aperto una palestra", "gestisco la palestra", "lavoro in una palestra".
      String.raw`\b(?:apert\w*|apro|aprire|gestisc\w*|gestire|titolare (?:di|della)|lavor\w* in|dipendent\w* (?:di|della)|per) (?:una |la |nostra |mia |una piccola )?palestra\b`,
    ],
    source: ANPAL,
  },
  {
    name: 'CCNL Agenzie immobiliari',
    sector: 'H terziario',
    associations: ['fiaip'],
    words: ['agenzi[ae] immobiliar'],
    source: ANPAL,
  },
  {
    // A domestic agreement of its own (4 May 2023: Federproprietà, Uppi, Confappi, Feder.casa-Confsal with
    // Fesica-Confsal), not the Fidaldo-Domina one the knowledge base holds, whose words (colf, badante) it shares.
    name: 'CCNL Lavoro domestico Federproprietà-Confsal',
    sector: 'H terziario',
    associations: ['federpropriet', String.raw`\bfeder\.?casa\b`],
    source: 'https://www.cafassoefigli.com/2023/05/12/colf-e-badanti-rinnovato-il-ccnl/',
  },
  {
    name: 'CCNL Multiservizi Conflavoro PMI-Fesica Confsal',
    sector: 'K aziende di servizi',
    // The associations beside a cleaning word: their other agreements are the generic row below.
    associations: [String.raw`^(?=.*\b(?:conflavoro|fesica)\b)(?=.*(?:multiservizi|pulizi))`],
    family: 'conflavoro',
    source: 'https://www.lavorofacile.it/rinnovi-ccnl/rinnovato-il-ccnl-multiservizi?search=collettive',
  },
  {
    // Conflavoro PMI and Fesica Confsal sign agreements in many sectors (metalmeccanica artigianato, commercio).
    name: 'CCNL Conflavoro PMI-Fesica Confsal',
    sector: 'V vari',
    associations: ['conflavoro', 'fesica'],
    family: 'conflavoro',
    generic: true,
    source: CNEL,
  },
  {
    name: 'CCNL Vigilanza, investigazioni e security Federterziario-UGL (AISS)',
    sector: 'K aziende di servizi',
    // CNEL HV40 (federterziario.it, renewal of 26 November 2024): its own title, "Servizi di Vigilanza,
    // Investigazioni, Security, Safety e Ausiliari alla Sicurezza", is not the held Vigilanza privata's.
    codes: ['HV40'],
    names: [
      String.raw`\bsecurity,? (?:e )?safety\b`,
      String.raw`\bausiliari (?:alla|della) sicurezza\b`,
      String.raw`\binvestigazion\w*,? (?:e )?security\b`,
    ],
    // (UGL beside AssoDelivery signs the riders' agreement, the row below.)
    associations: [
      'federterziario',
      String.raw`^(?!.*\bassodelivery\b)(?=.*\bugl\b)`,
      String.raw`\baiss\b`,
      'piuservizi',
    ],
    source: 'https://www.ratioquotidiano.it/ccnl-istituti-investigativi-sottoscritto-il-rinnovo',
  },
  {
    // CCNL of 15 September 2020 between AssoDelivery and UGL for self-employed food-delivery riders (D.Lgs.
    // 81/2015, capo V-bis), in force from 3 November 2020: not the held Logistica's rider levels, which are
    // employees'.
    name: 'CCNL Rider AssoDelivery-UGL (lavoratori autonomi del food delivery)',
    sector: 'V vari',
    names: [String.raw`\bassodelivery\b`, String.raw`\bugl rider\b`],
    source:
      'https://www.olympus.uniurb.it/index.php?option=com_content&view=article&id=23625:rider1592020&catid=242&Itemid=139',
  },
  {
    // CCNL 16/01/2013 (Più Servizi, ANISI, ANIVP-Servizi integrati under Federsicurezza-Confcommercio, and
    // UILTuCS), disdettato 04/10/2022: its own agreement, not the held Vigilanza privata e servizi fiduciari.
    name: 'CCNL S.A.F.I. Servizi ausiliari, fiduciari e integrati (Federsicurezza-UILTuCS)',
    sector: 'K aziende di servizi',
    names: [String.raw`\bs\.?a\.?f\.?i\b`, String.raw`servizi ausiliari,? fiduciari`],
    associations: ['federsicurezza', String.raw`\banisi\b`],
    source:
      'https://ilccnl.it/ccnl/safi---servizi-ausiliari-fiduciari-e-integrati/safi---servizi-ausiliari-fiduciari-e-integrati-fino-al-04102022',
  },
  {
    // CCNL 29/10/2021 Unimpresa, Uniap, Federazione Nazionale Agricoltura and Fenalt-Confail: its own
    // agreement, not the held Confagricoltura-Coldiretti-CIA one.
    name: 'CCNL Attività agricole e florovivaistiche (Unimpresa, Uniap, Fenalt-Confail)',
    sector: 'A agricoltura',
    associations: [
      String.raw`^(?=.*(?:agricol|florovivai|agricoltura)).*\b(?:unimpresa|fenalt|confail|conf\.?a\.?i\.?l)\b`,
      String.raw`\buniap\b`,
    ],
    family: 'unimpresa',
    source:
      'https://www.olympus.uniurb.it/index.php?option=com_content&view=article&id=26818:agrifloro29102021&catid=247&Itemid=139',
  },
  {
    // Unimpresa, Conf.A.I.L. and Fenalt sign agreements of their own in many sectors (studi professionali with
    // UPLA, logistica, agricoltura): none is an agreement of the knowledge base, whose sector words they share.
    name: 'CCNL firmato da Unimpresa e Conf.A.I.L. (Fenalt)',
    sector: 'V vari',
    associations: [
      String.raw`\bunimpresa\b`,
      String.raw`\bconf\.?a\.?i\.?l\b`,
      String.raw`\bfenalt\b`,
      String.raw`\bupla\b`,
    ],
    family: 'unimpresa',
    generic: true,
    source: CNEL,
  },
  {
    // A dental assistant's (ASO) agreement signed by Confsal's unions, not Confprofessioni's.
    name: 'CCNL Studi professionali Confsal (Fisapi, SIASO)',
    sector: 'H terziario',
    associations: [String.raw`\bfisapi\b`, String.raw`\bsiaso\b`],
    source: CNEL,
  },
  {
    name: 'CCNL Terziario ANPIT-CISAL',
    sector: 'H terziario',
    associations: ['anpit', 'cidec'],
    source: ANPAL,
  },
  {
    name: 'CCNL Intersettoriale CIFA-Confsal',
    sector: 'H terziario',
    names: ['intersettorial'],
    associations: [String.raw`\bcifa\b`],
    source: 'https://www.lavorofacile.it/rinnovi-ccnl/rinnovato-il-ccnl-intersettoriale-settore-terziario',
  },
  {
    name: 'CCNL Dirigenti industria (Federmanager)',
    sector: 'V dirigenti',
    associations: ['federmanager'],
    words: [
      String.raw`dirigent[ei] (?:d'azienda |di (?:un'|una )?aziend\w* )?industrial`,
      String.raw`dirigent[ei] (?:dell'|nell'|di |in )?industria\b`,
    ],
    family: 'dirigenti',
    source: ANPAL,
  },
  {
    name: 'CCNL Dirigenti commercio (Manageritalia)',
    sector: 'V dirigenti',
    associations: ['manageritalia'],
    words: ['dirigent[ei] (?:del )?(?:commercio|terziario)'],
    family: 'dirigenti',
    source: ANPAL,
  },
  {
    name: 'CCNL Dirigenti',
    sector: 'V dirigenti',
    // "quello dei dirigenti", "il contratto per i dirigenti delle aziende alberghiere": any agreement for
    // executives is its own, whatever the sector after it.
    names: [
      '(?:ccnl|contratto) (?:dei |da |per i )?dirigent',
      String.raw`\bquell[oa] (?:dei |per i )?dirigent`,
    ],
    words: [
      // ("sono dirigente RSA", "sono dirigente sindacale": a union role, not an executive's agreement.)
      String.raw`\bsono (?:un |una )?dirigent(?:[ei]|ess[ae])\b(?! (?:(?:della|delle|nella|nelle|in|di|dell') ?)?(?:rsa|rsu|rls|sindacal))`,
      "dirigent[ei] (?:di|delle|dei|degli|del|della|dell') ?(?:aziend|impres|cooperativ|alberg|turism|serviz|terziar|commerc)",
    ],
    family: 'dirigenti',
    generic: true,
    source: ANPAL,
  },
  {
    name: 'CCNL Lavanderie industriali',
    sector: 'D tessili (servizi)',
    associations: ['assosistema'],
    words: ['lavanderi[ae] industrial'],
    source: ANPAL,
  },
  // A — agricoltura
  {
    name: 'CCNL Impiegati agricoli',
    sector: 'A agricoltura',
    names: ['impiegat[ei] agricol'],
    words: [String.raw`impiegat\w* (?:in|di|presso) (?:un'|una )?aziend\w* agricol`],
    source: ANPAL,
  },
  {
    name: 'CCNL Consorzi di bonifica',
    sector: 'A agricoltura',
    names: [String.raw`consorzi\w* di bonifica`],
    associations: ['snebi'],
    source: ANPAL,
  },
  {
    name: 'CCNL Operai forestali (sistemazione idraulico-forestale)',
    sector: 'A agricoltura',
    names: ['idraulico.?forestal'],
    words: [String.raw`\bforestal[ei]\b`],
    source: ANPAL,
  },
  {
    name: 'CCNL Pesca marittima',
    sector: 'A agricoltura',
    names: ['pesca marittima'],
    words: ['pescator', 'pescherecc'],
    source: ANPAL,
  },
  {
    // Signed by the co-operative associations (Fedagripesca, Legacoop Agroalimentare, Agci-Agrital): not the
    // farm workers' agreement (Confagricoltura, Coldiretti, CIA) the knowledge base holds.
    name: 'CCNL Dipendenti delle cooperative e dei consorzi agricoli',
    sector: 'A agricoltura',
    names: [
      String.raw`cooperativ\w* e (?:dei )?consorzi\w* agricol`,
      String.raw`(?:ccnl|contratto|dipendenti) (?:\w+ ){0,2}(?:delle |della )?cooperativ\w* agricol`,
      'cooperazione (?:agricola|agroalimentare)',
    ],
    associations: ['fedagripesca', 'legacoop agroalimentare', 'agrital'],
    source:
      'https://www.cafassoefigli.com/2024/07/23/cooperative-agricole-rinnovato-il-contratto-collettivo/',
  },
  {
    name: 'CCNL Allevatori (associazioni allevatori e consorzi zootecnici)',
    sector: 'A agricoltura',
    names: ['(?:ccnl|contratto) (?:degli |dei )?allevator'],
    words: [String.raw`associazion\w* (?:\w+ )?allevator`, String.raw`consorzi\w* zootecnic`],
    source: ANPAL,
  },
  // B, D, E, F — industria e artigianato non coperti
  {
    name: 'CCNL Vetro (Assovetro)',
    sector: 'B chimici',
    associations: ['assovetro'],
    words: ['vetreri', String.raw`\bvetro\b`],
    source: ANPAL,
  },
  {
    name: 'CCNL Ceramica',
    sector: 'B chimici',
    names: ['confindustria ceramica'],
    words: ['ceramic', 'piastrell'],
    // "Tessile-Moda e Chimica-Ceramica": the craft area's agreement, named (its own row).
    wordsUnless: [String.raw`\bchimic\w*[ -](?:e )?ceramic`],
    source: ANPAL,
  },
  {
    name: 'CCNL Attività minerarie',
    sector: 'B chimici',
    names: ['attivita minerari'],
    associations: ['assomineraria'],
    words: ['minier', 'minerari'],
    source: ANPAL,
  },
  {
    name: 'CCNL Carta e cartotecnica',
    sector: 'G poligrafici',
    associations: ['assocarta'],
    words: [
      'cartier',
      'cartotecnic',
      String.raw`(?:ccnl|contratto) (?:della )?carta\b`,
      String.raw`\bcartar`,
    ],
    source: ANPAL,
  },
  {
    name: 'CCNL Concia',
    sector: 'D tessili',
    words: ['conceri', String.raw`\bconcia\b`, String.raw`\bcuoio\b`],
    source: ANPAL,
  },
  {
    name: 'CCNL Calzature',
    sector: 'D tessili',
    associations: ['assocalzaturifici'],
    words: ['calzaturifici', String.raw`\bcalzatur`],
    source: ANPAL,
  },
  {
    name: 'CCNL Occhiali',
    sector: 'D tessili (occhialeria)',
    associations: ['anfao'],
    words: ['occhialer', String.raw`fabbric\w* (?:di )?occhiali`],
    source: ANPAL,
  },
  {
    name: 'CCNL Tessile abbigliamento artigianato',
    sector: 'D tessili',
    // Its own names: "Tessile-Moda e Chimica-Ceramica" (the craft area's agreement), "tessile dell'artigianato",
    // "tessili e abbigliamento artigiani" — named, it is no industry agreement's sector word.
    names: [
      String.raw`\bchimic\w*[ -](?:e )?ceramic`,
      String.raw`\btessil\w*(?:[ -](?:e )?(?:moda|abbigliament\w*))? (?:dell'|dell |del |nell'|per l')?artigian`,
    ],
    words: [`${CRAFT}(?=.*\\btessil)`],
    family: 'artigianato',
    source: ANPAL,
  },
  {
    name: 'CCNL Panificazione',
    sector: 'E alimentaristi',
    names: ['panificazion'],
    associations: ['assipan', 'fiesa'],
    words: ['panettier', 'panifici', String.raw`\bfornai`, String.raw`\bpanetteri`],
    source: ANPAL,
  },
  {
    name: 'CCNL Alimentari artigianato',
    sector: 'E alimentaristi',
    names: ['alimentari artigian'],
    words: [`${CRAFT}(?=.*\\b(?:alimentar|pasticc|gelat|pastifici|salumifici|caseifici))`],
    family: 'artigianato',
    source: ANPAL,
  },
  {
    // The Confapi small textile firms' own agreement (CNEL D018): not the SMI-Confindustria Moda agreement, and
    // the "Confapi" in its name is not the metalworkers' one.
    name: 'CCNL Tessile abbigliamento PMI (Uniontessile Confapi)',
    sector: 'D tessili',
    // ("tessile smi vs metalmeccanico confapi": two agreements compared, the words between name another.)
    names: [
      String.raw`\btessil\w*(?: (?!(?:smi|vs|contro|oppure|rispetto|metalmecc\w*|meccanic\w*|chimic\w*|alimentar\w*)\b)\w+){0,4} confapi\b`,
      String.raw`\bconfapi(?: (?!(?:smi|vs|contro|oppure|rispetto|metalmecc\w*|meccanic\w*|chimic\w*|alimentar\w*)\b)\w+){0,3} tessil`,
    ],
    associations: ['uniontessile'],
    source:
      'https://farecontrattazione.adapt.it/ccnl-uniontessile-confapi-relazioni-industriali-e-sostegno-ai-dipendenti-al-centro-del-rinnovo-2025',
  },
  {
    name: 'CCNL Alimentari PMI (Unionalimentari Confapi)',
    sector: 'E alimentaristi',
    associations: ['unionalimentari'],
    source: ANPAL,
  },
  {
    // One agreement for the Confapi small firms of chemicals, tanning, rubber-plastics, abrasives, ceramics and
    // glass: not the Confindustria chemical nor rubber-plastics agreement, whatever sector word is said beside it.
    name: 'CCNL PMI chimica, concia, gomma plastica, abrasivi, ceramica e vetro (Unionchimica Confapi)',
    sector: 'B chimici',
    associations: ['unionchimica'],
    source: 'https://www.7grammilavoro.com/rinnovo-ccnl-settore-chimico/',
  },
  {
    name: 'CCNL Edilizia artigianato',
    sector: 'F edilizia',
    names: ['edilizia artigian'],
    associations: ['anaepa'],
    words: [`${CRAFT}(?=.*\\b(?:edil|murator|cantier))`],
    // "Edilizia industria e Metalmeccanici artigianato": the craft word belongs to the metalworkers' agreement.
    // Anchored, and only when no building word is itself called a craft one ("impresa edile artigiana").
    wordsUnless: [
      String.raw`^(?!.*\b(?:edil|cantier|murator)\w* (?:\w+ )?artigian)(?=.*(?:metalmeccanic\w* (?:dell'|\w+ )?artigian|\barea meccanica\b))`,
    ],
    family: 'artigianato',
    source: ANPAL,
  },
  {
    name: 'CCNL Imprese di pulizia artigiane',
    sector: 'H terziario (servizi di pulizia)',
    names: [String.raw`pulizi\w* (?:e servizi integrati )?(?:dell'|dell |del |nell'|per l')?artigian`],
    // A cleaning firm said to be a craft one ("impresa di pulizie artigiana", "ditta artigiana di pulizie").
    words: [`${CRAFT}(?=.*\\bpulizi)`],
    family: 'artigianato',
    source: 'https://www.cnafrosinone.it/2013-11-17-16-03-48/categorie/servizi-alla-comunita.html',
  },
  {
    // Dry cleaners and laundries of the craft sector: "tintoria" alone is the textile industry's dyeing works.
    name: 'CCNL Tintorie e lavanderie artigiane',
    sector: 'H terziario (artigianato)',
    names: [
      String.raw`\btintori\w* e lavanderi`,
      String.raw`\blavanderi\w* e tintori`,
      String.raw`\bpulitintolavanderi`,
      String.raw`\blavanderi\w* (?:\w+ ){0,2}?artigian`,
    ],
    words: [`${CRAFT}(?=.*\\b(?:lavanderi|lavasecco|stireri))`],
    family: 'artigianato',
    source: CNEL,
  },
  {
    name: 'CCNL Edilizia PMI (ANIEM Confapi)',
    sector: 'F edilizia',
    associations: ['aniem'],
    source: ANPAL,
  },
  {
    name: 'CCNL Legno-arredo',
    sector: 'F edilizia, legno e arredamento',
    names: [String.raw`\blegno.?arredo`],
    associations: ['federlegno'],
    words: [
      String.raw`\blegno\b`,
      'arredamento',
      'falegnam',
      'mobilifici',
      String.raw`fabbric\w* (?:di )?mobili`,
    ],
    source: 'https://123dok.org/document/ozlonm6z-italy.html',
  },
  {
    name: 'CCNL Laterizi e manufatti cementizi',
    sector: 'F edilizia',
    names: ['laterizi', 'manufatti cementizi'],
    associations: [String.raw`\bandil\b`],
    // Bricks made, not laid: "porta i mattoni" on a building site is the builder's work (Edilizia).
    words: [
      'fornac[ei]',
      String.raw`(?:fabbric|produ|stabiliment|industri)\w* (?:di |dei |delle )?(?:mattoni|tegole)`,
    ],
    source:
      'https://docplayer.it/amp/42706118-Piattaforma-feneal-filca-fillea-ccnl-laterizi-e-manufatti-cementizi-industria.html',
  },
  {
    name: 'CCNL Cemento, calce e gesso',
    sector: 'F edilizia',
    names: ['cemento,? calce'],
    associations: ['federbeton'],
    words: ['cementifici'],
    source: ANPAL,
  },
  {
    name: 'CCNL Lapidei',
    sector: 'F edilizia',
    names: ['lapide'],
    words: [String.raw`\bmarmo\b`, 'cav[ae] di (?:marmo|pietra|granito)'],
    source: ANPAL,
  },
  // G — poligrafici e spettacolo
  {
    name: 'CCNL Giornalisti (FNSI-FIEG)',
    sector: 'G poligrafici e spettacolo',
    associations: [String.raw`\bfnsi\b`, String.raw`\bfieg\b`],
    words: ['giornalist', 'redattor'],
    family: 'giornalisti',
    generic: true,
    source:
      'https://paeseitaliapress.it/attualita/2023/03/16/contratto-giornalisti-uspi-cisal-figec-nellarchivio-cnel',
  },
  {
    name: 'CCNL Giornalistico USPI-FIGEC CISAL',
    sector: 'G poligrafici e spettacolo',
    codes: ['G02F'],
    associations: [String.raw`\buspi\b`, 'figec'],
    family: 'giornalisti',
    source:
      'https://paeseitaliapress.it/attualita/2023/03/16/contratto-giornalisti-uspi-cisal-figec-nellarchivio-cnel',
  },
  {
    name: 'CCNL Grafici editoriali',
    sector: 'G poligrafici e spettacolo',
    names: [String.raw`grafic\w* editorial`, 'poligrafic'],
    associations: ['assografici'],
    words: ['tipografi'],
    source: ANPAL,
  },
  {
    // The group's own agreement for quadri, impiegati and operai (Rai and its companies; Slc, Fistel, Uilcom, Ugl,
    // Snater, Libersind): "Rai" is read only as the employer or the agreement, not the licence fee ("canone Rai").
    name: 'CCNL Rai (quadri, impiegati e operai del Gruppo Rai)',
    sector: 'G poligrafici e spettacolo',
    names: [
      String.raw`\b(?:gruppo|ccl|ccnl|contratto(?: collettivo)?(?: di lavoro)?(?: della| del| di)?|societa (?:del gruppo|della)|dipendent\w* (?:della |di )?|lavor\w* (?:in|alla|per la|nella)|assunt\w* (?:in|alla|dalla|nella)) rai\b`,
      String.raw`\brai.?radiotelevisione\b`,
      String.raw`\brai (?:way|cinema|com|pubblicita)\b`,
    ],
    associations: [String.raw`\bsnater\b`, 'libersind'],
    source: 'https://tivubiz.it/news/rai-trovata-lintesa-sul-personale-non-giornalistico',
  },
  {
    name: 'CCNL Radio e televisioni private',
    sector: 'G poligrafici e spettacolo',
    names: [String.raw`(?<!\brai.?)radio.?televisiv`, 'televisioni private'],
    associations: ['confindustria radio'],
    words: [String.raw`\btv privat`, String.raw`emittent\w* (?:televisiv|radiofonic)`],
    source: ANPAL,
  },
  {
    name: 'CCNL Esercizi cinematografici',
    sector: 'G poligrafici e spettacolo',
    names: ['esercizi cinematografici'],
    associations: [String.raw`\banec\b`],
    words: ['multisala', String.raw`\bcinema\b`, 'cinematograf'],
    source: ANPAL,
  },
  // Agreements of a sector the knowledge base holds, signed by other parties.
  {
    name: 'CCNL Cooperative sociali UNCI',
    sector: 'T istruzione e sanità',
    codes: ['T149'],
    associations: [String.raw`\bunci\b`],
    source: CNEL,
  },
  {
    name: 'CCNL Metalmeccanica Confimi Impresa Meccanica',
    sector: 'C meccanici',
    associations: [String.raw`\bconfimi\b`],
    source: ANPAL,
  },
  {
    // Hotel chains and large hotels under Confindustria sign their own agreement (not Federalberghi's Turismo).
    name: 'CCNL Industria turistica (Federturismo Confindustria - AICA)',
    sector: 'H terziario',
    names: [String.raw`\bindustria turistica\b`],
    associations: [String.raw`\bfederturismo\b`, String.raw`\baica\b`, 'confindustria alberghi'],
    source:
      'https://federturismo.it/it/formazione-master-e-universita/gli-istituti-tecnici-per-il-turismo/588-comunicati-stampa/comunicati-2023.html',
  },
  {
    // Confesercenti signs its own agreement for bars, restaurants and tourism (not FIPE's nor Federalberghi's).
    name: 'CCNL Pubblici esercizi e turismo Confesercenti',
    sector: 'H terziario',
    names: [
      String.raw`(?:pubblici esercizi|turismo|ristorazion)\w*[^?.]{0,40}\bconfesercenti\b`,
      String.raw`\bconfesercenti\b[^?.]{0,40}(?:pubblici esercizi|turismo|ristorazion)`,
    ],
    source: ANPAL,
  },
  {
    name: 'CCNL Unilavoro PMI / Ciu / Federdat',
    sector: 'H terziario',
    associations: [String.raw`\bunilavoro\b`, String.raw`\bciu\b`, 'unionquadri', String.raw`\bfederdat\b`],
    source: ANPAL,
  },
  {
    name: 'CCNL ARIS RSA',
    sector: 'T istruzione e sanità',
    // "il contratto ARIS RSA (non quello AIOP)": its own name said, whatever other agreement is denied beside it.
    names: [String.raw`\baris rsa\b|\brsa aris\b`],
    // (An AIOP denied beside it, "non AIOP", "non quello AIOP", does not make the question AIOP's.)
    associations: [
      String.raw`^(?!.*(?<!\bnon (?:quell[oa] |il |l')?(?:contratto |ccnl )?)\baiop\b).*\baris\b`,
    ],
    source: ANPAL,
  },
  {
    name: 'CCNL Federculture',
    sector: 'V vari',
    associations: [String.raw`\bfederculture\b`],
    source: ANPAL,
  },
  {
    name: 'CCNL Artigianato',
    sector: 'Artigianato',
    words: [String.raw`\bartigian`],
    family: 'artigianato',
    generic: true,
    yields: true,
    source: ANPAL,
  },
];
