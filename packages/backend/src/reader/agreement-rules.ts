import { FACILITY_JOB_RULES, JOB_AT_FACILITY, MOVES_INTO_FACILITY } from './cared-person-moves.js';
import { CRAFTS_BESIDE_INDUSTRY_RULES } from './crafts-beside-industry.js';
import { HOSPITALITY_RULES } from './hospitality-rules.js';
import type { PrecedenceRule } from './precedence.js';
import { HOME_CLEANER, HOUSEHOLD_CARE, OWN_HOME_CLEANING, RELATIVE_EMPLOYS } from './sectors.js';
import { TASK_WORD_RULES } from './task-word-rules.js';

/**
 * The rows of the precedence table (`precedence.ts` says what each field means and applies them): which
 * agreement wins when a question's words bring in more than one, or the wrong one. Add a row with its one-line
 * reason, and a phrasing that fires it and one its `unless` stops to `agreement-rules.test.ts`.
 */

/** A household, a family, a live-in worker, a nanny ("una tata … e un po' di pulizie"): domestic work. */
const HOUSEHOLD_WORDS =
  /\bcolf\b|badant|domestic|convivent|in famiglia|presso (?:una |la )?famiglia|baby.?sit+er|\btata\b|\bbambinaia\b|a casa (?:di|mia)|in casa/;
const HOUSEHOLD = new RegExp(`${HOUSEHOLD_WORDS.source}|${RELATIVE_EMPLOYS.source}`);
/** Cleaning or housework at someone's home. */
// ("un posto vicino a casa": where a new job is, not work done at home.)
const HOME_CLEANING =
  /(?<!\b(?:vicin[oa]|lontan[oa]|vicino|torn\w*) )\ba casa\b|\bcasa (?:mia|nostra)\b|\bpresso (?:un|una) privat|\bmia famiglia\b|\b(?:pulizi\w*|pulisc\w*|pulir\w*|faccende|lavori domestici) (?:di |della |in |la |nella )?casa\b|\b(?:signora|donna|ragazza|signore) (?:delle|per le|che (?:mi |ci )?fa le) pulizie\b|\bdonna di servizio\b/;
/** A food factory: pasta, cheese, cured meats, confectionery, canning. */
const FOOD_FACTORY =
  /\bpastifici|\bcaseifici|\bsalumifici|\bprosciuttifici|\bindustri\w* (?:alimentar|dolciar|conserviere)|\bconservifici/;
/** Words that set two agreements side by side. */
const COMPARED = /confront|differenz|rispetto a/;

/** A security firm as the employer: a sworn guard, a security institute, a contract with one. */
const SECURITY_EMPLOYER =
  /vigilanza|guardi[ae] giurat|\bgpg\b|servizi fiduciari|\bistitut\w* di (?:vigilanza|sicurezza)|sicurezza privata|\bin appalto\b|\bsocieta (?:di|che fornisce) (?:servizi|sicurezza|vigilanza)/;

/** Two workers' figures weighed against each other: "a chi hanno dato di più", "chi prende di meno". */
const WEIGHED = /\bchi\b(?: [\w']+){0,5}? (?:di )?(?:piu|meno)\b|\bquale dei due\b|\btutti e due\b|\bentramb/;

const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));

/** A workplace's agreement named after "CCNL"/"contratto". */
const NAMED_WORKPLACE =
  /\b(?:ccnl|contratto) (?:del |dei |della |degli |dell')?(?:turismo|commercio|terziario|pubblici|fipe|aiop|sanita|studi|ediliz|edil[ei]\b|metalmeccanic|alimentar|chimic|tessil|gomma|logistic)/;
/** A cleaning firm or contractor as the employer. */
const CLEANING_FIRM =
  /\bimpres[ae] (?:di )?pulizi|\bditt[ae] (?:di |esterna|delle )|\bcooperativ|\bappalt|\bsocieta (?:di|che fornisce) (?:pulizi|servizi)|\besterna\b/;
/** Two agreements set side by side or offered as a choice. */
const CHOICE = anyOf(
  COMPARED,
  // ("non ce la facciamo più solo tra di noi": among ourselves, no choice.)
  /\bvs\b|\boppure\b|\bcontro\b|\btra\b(?! (?:di )?(?:noi|voi|loro)\b).{1,60}\be\b|\bo (?:il |la |quello )?(?:ccnl|contratto)\b/,
);

/** A job that runs or tends plants: "conduttore di impianti", "conduttore d'impianto", "addetto agli impianti". */
const PLANT_JOB =
  /\b(?:conduttor\w*|addett\w*|operator\w*|manutentor\w*|operai\w*|capo) (?:di |d'|d' |degli |agli |ai |alle |del |dell'|dello |sugli |sull')?impiant\w*/;

export const PRECEDENCE: readonly PrecedenceRule[] = [
  // Jobs found in many sectors: the job word recognises one agreement, the workplace names the one that applies.
  {
    reason:
      'A porter or access control at a hotel, clinic or shop is the workplace’s: a lodge or a night is not security.',
    others: /^vigilanza-privata/,
    needs: 'some',
    onlyBy: /\bportier\w*|\bportinai\w*|\bportineri\w*|\bcontroll\w* (?:degli |agli )?accessi/,
    besides: true,
    unless: SECURITY_EMPLOYER,
    effect: 'rules out',
  },
  {
    reason: 'A care worker (OSS) at an RSA or clinic is the workplace’s, unless a co-operative employs them.',
    others: /^cooperative-sociali$/,
    needs: 'some',
    onlyBy: /\boperat\w* socio.?sanitar\w*/,
    besides: true,
    unless: /\bcooperativ|\bcoop\b/,
    effect: 'rules out',
  },
  {
    reason:
      'A security firm named as employer (a guard, an institute, a contract) beats the place the guard is posted.',
    agreement: 'vigilanza-privata-servizi-fiduciari',
    read: 'yes',
    others: /^(?:turismo|sanita-privata|terziario|pubblici-esercizi|studi-professionali)/,
    needs: 'some',
    words: [SECURITY_EMPLOYER],
    unless: anyOf(
      COMPARED,
      /\bvs\b|\boppure\b|\bo (?:il |la |quello )?(?:ccnl|contratto)\b/,
      NAMED_WORKPLACE,
      WEIGHED,
    ),
    effect: 'first',
  },
  {
    reason:
      'A small firm’s metalworkers’ agreement named (Confapi): "metalmeccanica" beside it is not Federmeccanica’s.',
    agreement: 'metalmeccanica-pmi-confapi',
    read: 'yes',
    others: /^metalmeccanica-industria-federmeccanica$/,
    // "il metalmeccanico industria o quello Confapi?": both named, as alternatives; "i tre dei metalmeccanici,
    // industria, confapi e artigiani": the industry one of a list of the metalworkers' agreements.
    unless:
      /federmeccanica|assistal|metalmeccanic\w* (?:dell')?industria|industria metalmeccanica|(?:^|[,;:(/]|\be\b|\bo\b|\bvs\.?|\btra\b|\bfra\b)\s*(?:l'|quello dell'|quello d'|quello di )?industria\s*(?:[,;:)/]|\be\b|\bo\b|\bvs\b|$)/,
    effect: 'rules out',
  },
  {
    reason:
      'Work in a household is domestic work, even when it is cleaning: a cleaning firm is named as such.',
    agreement: 'lavoro-domestico',
    read: 'yes',
    others: /^multiservizi-pulizia$/,
    words: [HOUSEHOLD],
    unless: /multiservizi|impres[ae] di pulizi|ditta di pulizi/,
    effect: 'first',
  },
  {
    reason: 'Cleaning at someone’s home, for a family, is domestic work, not the cleaning firms’ agreement.',
    agreement: 'lavoro-domestico',
    read: 'no',
    others: /^multiservizi-pulizia$/,
    needs: 'some',
    words: [anyOf(HOUSEHOLD, HOUSEHOLD_CARE, HOME_CLEANING, HOME_CLEANER, OWN_HOME_CLEANING)],
    // ("come fanno le aziende": a firm set beside the family, not the employer; a hotel or shop is the employer.)
    unless:
      /multiservizi|\bimpres[ae]\b|\bditt[ae]\b|\bcooperativ|\bappalt|(?<!\bcome (?:fanno |fa |in |nelle )?(?:le |gli |un'|una )?)\baziend|\buffic|\bcondomin|\balberg|\bhotel\b|\bagriturism|\bristorant|\bnegozi/,
    effect: 'first',
  },
  {
    reason:
      'Cleaning done at a hotel, shop or office is the workplace’s own staff unless a cleaning firm employs them.',
    others: /^multiservizi-pulizia$/,
    needs: 'some',
    onlyBy: /\bpulizi\w*/,
    besides: true,
    // "addetta alle sole pulizie del negozio", "si occupi solo della pulizia degli uffici".
    words: [
      // "qualcuno che si occupi solo della pulizia del negozio", "la pulizia degli uffici la fa una nostra dipendente".
      anyOf(
        /\b(?:addett\w*|operai\w*|faccio|fa|fanno|facciamo|fare|occup\w*)(?: (?:alle|delle|le|della|la|di|sole|solo|soltanto|esclusivamente|anche))* pulizi\w* (?:in|nel|nell'|nella|nei|negli|presso|di|del|dell'|della|delle|dei|degli) /,
        /\bpulizi\w* (?:del|dello|della|dei|degli|delle|nel|nella|nei|negli) (?:nostr\w+ |mio |mia |miei )?(?:negozi\w*|albergh\w*|hotel|uffic\w*|studi\w*|ristorant\w*|bar|supermercat\w*|punt\w* vendita|magazzin\w*|locale|locali|reparti?|camere)\b/,
        // A site's labourer cleaning up the site ("carico scarico, pulizia cantiere"): the building firm's own work.
        /\bpulizi\w* (?:(?:del|dello|della|nel|nello|in|di) )?(?:(?:il|lo|un|nostro|mio) )?cantier[ei]\b/,
        // "una signora per le pulizie … contratto turismo Federalberghi": the workplace's agreement is named.
        NAMED_WORKPLACE,
      ),
    ],
    unless: anyOf(/multiservizi/, CLEANING_FIRM, CHOICE),
    effect: 'rules out',
  },
  {
    reason: 'A cleaning firm named as employer beats the hotel, shop or office where its staff clean.',
    agreement: 'multiservizi-pulizia',
    read: 'yes',
    others: /^(?:turismo|sanita-privata|terziario|pubblici-esercizi|studi-professionali)/,
    needs: 'some',
    words: [/\bpulizi/, CLEANING_FIRM],
    unless: anyOf(CHOICE, NAMED_WORKPLACE),
    effect: 'first',
  },
  {
    reason:
      'An RSA run by a social co-operative ("oss in una rsa di una cooperativa sociale"): the co-op employs, not the home.',
    agreement: 'cooperative-sociali',
    read: 'yes',
    others: /^sanita-privata-aiop-rsa$/,
    needs: 'some',
    words: [/\b(?:di|della|da|per|presso|con|gestit\w* da) (?:una |la |un'|una )?cooperativ\w*|\bcoop\b/],
    unless: anyOf(/\baiop\b/, CHOICE),
    effect: 'rules out',
  },
  {
    reason:
      'Who employs says the agreement: care work for a social co-operative, even in an RSA, is the co-ops’.',
    agreement: 'cooperative-sociali',
    read: 'no',
    others: /^sanita-privata-aiop-rsa$/,
    needs: 'only',
    words: [
      /\bcooperativ\w*|\bcoop\b/,
      /\brsa\b|\boss\b|socio.?sanitar|educat|asilo|\bnido\b|assistenz|anzian|disabil|comunita|minori/,
    ],
    effect: 'first',
  },
  {
    reason:
      'A craft firm’s metalworker ("metalmeccanico artigiano") is under the craft agreement, not the industry’s.',
    agreement: 'metalmeccanica-artigianato-area-meccanica',
    read: 'no',
    others: /^metalmeccanica-/,
    needs: 'some',
    words: [/\bartigian/],
    unless: /\bindustria\b|federmeccanica|confindustria/,
    effect: 'first',
  },
  {
    reason:
      'A craft car workshop ("rilevo l\'officina… la ditta è artigiana") is under the craft metalworkers\' agreement: the "Camera di commercio" it is registered with and the tyres it fits ("gomme") name no agreement.',
    agreement: 'metalmeccanica-artigianato-area-meccanica',
    others: /^(?:terziario-confcommercio|gomma-plastica-industria)$/,
    needs: 'some',
    words: [/\bofficin\w*\b/, /\bartigian/],
    unless: anyOf(/\bccnl (?:del )?commercio\b|\bconfcommercio\b|\bgomma plastica\b/, COMPARED),
    effect: 'first',
  },
  ...CRAFTS_BESIDE_INDUSTRY_RULES,
  {
    reason:
      'The small and medium industry’s association (Confapi, Unionmeccanica, PMI) names its own agreement, unless a PMI applies Federmeccanica’s.',
    agreement: 'metalmeccanica-pmi-confapi',
    read: 'no',
    others: /^metalmeccanica-industria-federmeccanica$/,
    needs: 'some',
    words: [/\bconfapi\b|unionmeccanica|piccola (?:e media )?industria|\bpmi\b/],
    unless: /^(?!.*(?:\bconfapi\b|unionmeccanica)).*(?:federmeccanica|assistal)/,
    effect: 'in place',
  },
  {
    reason: 'A shop that sells clothes or food is retail (Terziario), not the textile or food industry.',
    agreement: 'terziario-confcommercio',
    others: /^(?:tessile-abbigliamento-moda-smi|alimentari-industria)$/,
    needs: 'some',
    words: [/\bnegozi[oi]?\b|punto vendita|\bcommess[aoie]\b|boutique|bottega|supermercat|minimarket/],
    unless:
      /\btessil|industria|\bsmi\b|confindustria moda|ccnl (?:del )?(?:tessile|abbigliamento|moda|alimentar)/,
    effect: 'first',
  },
  {
    reason:
      'A food factory’s packaging line ("addetta al confezionamento" in a pasta factory) is the food industry, not garment making.',
    agreement: 'alimentari-industria',
    others: /^tessile-abbigliamento-moda-smi$/,
    needs: 'some',
    words: [FOOD_FACTORY],
    unless: /\btessil|abbigliament|\bmoda\b|maglier|\bsmi\b/,
    effect: 'first',
  },
  {
    reason:
      'Confesercenti’s tertiary agreement named: a shop beside it is not Confcommercio’s (never borrow its tables).',
    agreement: 'terziario-confesercenti',
    read: 'yes',
    others: /^terziario-confcommercio$/,
    unless: /confcommercio|confront|differenz|rispetto a|\bvs\b|\bcontro\b|\btra\b.{1,60}\be\b/,
    effect: 'rules out',
  },
  {
    reason:
      'A packaging line ("confezionamento", "confezionatrice") or packaged goods ("prodotti tipici confezionati") are not garment making: the textile industry only when clothes are named.',
    others: /^tessile-abbigliamento-moda-smi$/,
    words: [/\bconfezionament|\bconfezionatric|\bconfezionat[oaie]\b/],
    unless: /abbigliament|\bcapi\b|tessil|maglier|sartori|\bmoda\b|\bsmi\b/,
    effect: 'rules out',
  },
  {
    reason:
      'Confimi’s agreement (not in the knowledge base) named: "PMI" or "metalmeccanica" is not Confapi’s nor Federmeccanica’s ("Confimi, non Confapi" too).',
    others: /^metalmeccanica-(?:pmi-confapi|industria)/,
    words: [/\bconfimi\b/],
    unless: anyOf(/(?<!\bnon (?:il |l')?(?:ccnl )?)(?:confapi|unionmeccanica|federmeccanica)/, COMPARED),
    effect: 'rules out',
  },
  {
    reason:
      'Confcommercio named alone is its tertiary agreement (its tourism, bar and security agreements are named so).',
    agreement: 'terziario-confcommercio',
    read: 'no',
    others: /^$/,
    words: [/\bconfcommercio\b/],
    unless: anyOf(
      /turismo|federalberghi|alberg|\bfipe\b|pubblici esercizi|\bbar\b|ristora|vigilanza|\buniv\b|\bfaita\b/,
      /\bnon (?:\w+ )?confcommercio/,
      // Both associations' shops set side by side ("uno Confcommercio e l'altro Confesercenti") name both.
      /^(?!.*(?:uguale|divers|differenz|confront|rispetto|\bvs\b|meglio|convien|\bdi piu\b|\bdi meno\b|\bl'altr[oa]\b|entramb|tutti e due|ciascun)).*\bconfesercenti\b/,
    ),
    effect: 'adds',
  },
  ...HOSPITALITY_RULES,
  {
    reason:
      'A trade agreement signed by other associations (Anpit-Cisal, Unilavoro PMI, Ciu, Federdat, Confsal-Fisapi) is its own: not Confcommercio’s, Confprofessioni’s nor SMI’s.',
    others:
      /^(?:terziario-confcommercio|studi-professionali-confprofessioni|tessile-abbigliamento-moda-smi)$/,
    words: [/\banpit\b|\bunilavoro\b|\bciu\b|unionquadri|\bfederdat\b|\bcisal\b|\bfisapi\b|\bsiaso\b/],
    unless: anyOf(/confcommercio|confprofessioni|\bsmi\b/, COMPARED),
    effect: 'rules out',
  },
  {
    reason:
      'A cleaning or security agreement signed by other associations (Federterziario and UGL) is its own, not the Filcams-Fisascat one of the knowledge base.',
    others: /^(?:multiservizi-pulizia|vigilanza-privata-servizi-fiduciari)$/,
    words: [/\bfederterziario\b|\bugl\b|\baiss\b|\bpiuservizi\b/],
    // ("multiservizi confederale o Conflavoro: quale conviene?": both are asked of.)
    unless: /\bconvien\w*|\bquale (?:dei due|scegliere|applicare)\b/,
    effect: 'rules out',
  },
  {
    reason:
      'Conflavoro PMI and Fesica Confsal sign agreements of their own in many sectors (multiservizi, metalmeccanica artigianato, commercio): none is an agreement of the knowledge base, whose sector words they share.',
    others: /./,
    words: [/\bconflavoro\b|\bfesica\b/],
    // ("multiservizi confederale o Conflavoro: quale conviene?": both are asked of.)
    unless: /\bconvien\w*|\bquale (?:dei due|scegliere|applicare)\b/,
    effect: 'rules out',
  },
  {
    reason:
      'A union representative ("dirigente della RSA", "delegato RSA") is the firm’s union body, not a care home.',
    others: /^sanita-privata-aiop-rsa$/,
    words: [
      /\b(?:dirigent\w*|delegat\w*|rappresentant\w*|membr\w*|component\w*|elett[oaie]) (?:(?:della|delle|nella|nelle|in|di|dell') ?)?rsa\b|\brsa aziendal|\bpermess\w* sindacal|\battivita sindacal/,
    ],
    unless: /\baiop\b|\bsanita\b|\bcasa di (?:riposo|cura)\b|\banzian|\boss\b|\binfermier|\bassistenz/,
    effect: 'rules out',
  },
  {
    reason: 'An ARIS home (religious, not AIOP) is under ARIS’s own agreement, not in the knowledge base.',
    others: /^sanita-privata-aiop-rsa$/,
    words: [/\baris\b/],
    unless: anyOf(/\baiop\b/, COMPARED),
    effect: 'rules out',
  },
  {
    reason: 'Bricks and concrete products (laterizi, Aniem) have their own agreement, even under Confapi.',
    others: /^metalmeccanica-/,
    words: [/\blaterizi|\baniem\b|manufatti (?:in )?cemento/],
    unless: /metalmeccan/,
    effect: 'rules out',
  },
  {
    reason:
      'A building’s porter or caretaker (Confedilizia) is under the building owners’ agreement, not security’s.',
    others: /^vigilanza-privata-servizi-fiduciari$/,
    words: [
      /\bconfedilizia\b|proprietari (?:di )?fabbricati|\bportier\w* (?:di |del |dello |d'|in )?(?:un |uno )?(?:condomin|stabil|palazz)|\bcustod\w* (?:di |del |d'|in )?(?:un |uno )?condomin|\bcondomin\w*\b.*\bportier|\bportier\w*\b.*\bcondomin|\bportier\w* con alloggio/,
    ],
    unless: /vigilanza|guardi\w* giurat|servizi fiduciari|istituto/,
    effect: 'rules out',
  },
  {
    reason:
      'A craft metalworking firm recognised by its own words: the industry’s agreement read beside it goes.',
    agreement: 'metalmeccanica-artigianato-area-meccanica',
    read: 'yes',
    others: /^metalmeccanica-industria-federmeccanica$/,
    words: [/\bartigian/],
    unless: anyOf(/\bindustria\b|federmeccanica|confindustria/, COMPARED),
    effect: 'rules out',
  },
  {
    reason:
      'A craft cleaning firm (CNA, Confartigianato) has the artisan cleaning agreement, not Multiservizi.',
    others: /^multiservizi-pulizia$/,
    words: [/\bartigian/, /\bpulizi/],
    unless: anyOf(COMPARED, /\bmultiservizi\b/),
    effect: 'rules out',
  },
  {
    reason: 'Packing in a food firm ("confezionamento") is the food industry’s, not garment making.',
    agreement: 'alimentari-industria',
    read: 'yes',
    others: /^tessile-abbigliamento-moda-smi$/,
    words: [/confezionament|imballagg|\bconfezionat/],
    unless: /\btessil|abbigliament|\bmoda\b|\bcapi\b|\bsmi\b/,
    effect: 'rules out',
  },
  {
    reason:
      'A carer at home whose assisted person moves into an RSA or care home: the facility is where the job ends, not its agreement (the household words then name domestic work, read or not).',
    agreement: 'lavoro-domestico',
    others: /^sanita-privata-aiop-rsa$/,
    needs: 'some',
    words: [HOUSEHOLD, MOVES_INTO_FACILITY],
    unless: JOB_AT_FACILITY,
    effect: 'rules out',
  },
  ...FACILITY_JOB_RULES,
  ...TASK_WORD_RULES,
  {
    reason:
      'A job that runs or tends plants ("conduttore di impianti", "addetto agli impianti") is not the craft installers’ agreement ("installazione impianti").',
    others: /^metalmeccanica-artigianato-area-meccanica$/,
    onlyBy: PLANT_JOB,
    words: [PLANT_JOB],
    effect: 'rules out',
  },
  {
    reason:
      'A cleaning firm’s "cantieri" are the sites it cleans under contract ("i cantieri che ho sono al mattino"), not building sites.',
    agreement: 'multiservizi-pulizia',
    read: 'yes',
    others: /^edilizia-industria-ance$/,
    needs: 'some',
    words: [/\bcantier[ei]\b/],
    // (A cleaning firm cleaning building sites after the works, "cantieri edili", is still a cleaning firm.)
    // ("applica il contratto edilizia": the building agreement named outright is the employer's.)
    unless: /\bmurator|\bcostruzion|\bristruttur|\bcapo ?cantier|\bcarpentier|\bmanoval|\bediliz/,
    effect: 'rules out',
  },
];
