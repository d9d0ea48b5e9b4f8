import { PICTURE_QUADRO } from '../kb/picture-words.js';
import { withoutAsker } from './asker-role.js';

/**
 * Words the level scoring reads around a job: a shop assistant's helper, someone else's suggestion, a job the
 * worker says they are not, and an agreement's sector word said of the firm rather than the job (level-score.ts).
 */

// (So is lending a hand at the counter, "gli dà una mano al banco", "aiuta al banco": the counter's helper; not
// when only now and then, "all'occorrenza dia una mano al banco", beside a job of its own.)
const COUNTER_HELP = String.raw`(?<!\b(?:occorrenza|tanto|serve|servisse|volte|occasionalmente|talvolta|saltuariamente|necessario|bisogno|anche) )(?:(?:d(?:a|anno|are|ava|ando)|dia)(?: (?:solo|soltanto|sempre))? una mano|aiut(?:a|ano|are|ava|ando|i)(?: (?:solo|soltanto|sempre))?) (?:al|dietro al|dietro il) banc(?:o|one)\b`;
// The helper's title said of the counter the worker stands at ("sto al banco salumi come aiuto", "faccio l'aiuto al
// banco", "sono aiuto banco"): the counter's helper, not the one who runs it.
const COUNTER_AIDE = String.raw`(?:(?:al|dietro al|dietro il) )?banc(?:o|one)(?: (?!come\b)\p{L}+){0,2} come aiuto\b|(?:come|da|l|sono|faccio) aiuto (?:(?:al|dietro al|del|dietro il) )?banc(?:o|one)\b`;
export const SHOP_HELPER = new RegExp(
  `\\baiut\\w* (?:la |il |l'|alla |al |le |i )(?:commess|banconier)|\\b${COUNTER_HELP}|\\b${COUNTER_AIDE}`,
  'u',
);
export const SHOP_HELPER_ALL = new RegExp(
  `\\baiut\\w* (?:la |il |l'|alla |al |le |i )(commess|banconier)\\w*|\\b${COUNTER_HELP}|\\b${COUNTER_AIDE}`,
  'gu',
);
export const SHELVING = /\bsistem\w* (?:gli |la |i |le )?(?:scaffal\w*|merc[ei])\b/gu;

/** A firm or a sector, then the word that says which ("impresa di pulizie", "azienda metalmeccanica"). */
export const SECTOR_OF =
  /\b(impres[ae]|ditt[ae]|aziend[ae]|societa|cooperativ[ae]|settore|comparto|ramo|mondo|studi?o?|negozi?o?|contratt[oi]|ccnl)\s+(?:(?:di|del|della|dello|dei|delle|degli)\s+)?(\p{L}+)/gu;

/** Office, driving and trade titles: a job told by one of them is not the sector's own work. */
export const OTHER_JOB =
  /\b(?:impiegat|amministrativ|contabil|segretari|autist|magazzinier|receptionist|centralinist|venditor|elettricist|idraulic|manutentor|cuoc|camerier|barist|informatic|programmator|ragionier|geometr|ingegner)\p{L}*/u;

/**
 * What someone suggests, or how the job was classified before ("le inquadravano come …"): not the job told. (An
 * offer of the job itself, "mi propone l'assunzione come OSS", "propongono un posto da magazziniere", is the job;
 * so is the hire wished, "vorrebbe assumere una vetrinista".)
 * Advising the customers is a task, not a suggestion: "li consiglia sulle taglie", "consiglia i clienti", "consiglia
 * i vini", "serve, consiglia, fa gli scontrini".
 */
export const SUGGESTED =
  /\b(?:(?:dice|dicono|diceva|dicevano|pensava|pensavo) (?:che|di)|suggerisce|propone(?! (?:l'|un[ao]? |di )?(?:assunzion|assumer|post[oi]\b|contratt|lavor|impieg))|(?:vorrebbe|voleva)(?! (?:anche |pure )?(?:assumere|prendere|inserire|cercare)\b)|(?<!\b(?:li|lo) )consiglia(?!\s*,|\s+(?:e|ed)\b|\s+(?:(?:i|le|gli|la|il|lo|l')\s*)?(?:client|vin[oi]\b|capi\b|prodott|piatt|modell|oggett|pezz|libr|acquist|articol|tagli|scarp|occhial)|\s+(?:su|sul|sull\w*|sui|sugli|nella|nel|nei|negli|nelle)\b)|inquadrav\w*|(?:erano|era|venivano|veniva) inquadrat\w*)\b[^.;?!]*/giu;

/** "non sono un operaio comune che…", "non è una semplice commessa", "non faccio solo straccio e secchio". */
/**
 * The job done before ("all'inizio caricavo solo i pezzi, adesso sto su un centro di lavoro", "prima facevo il
 * magazziniere", "prima faceva il magazziniere da un concorrente"): a past job told in the imperfect, first or third
 * person, up to the end of its clause, is not the job to classify.
 */
const FORMER_JOB =
  /\b(?:all['’ ]?inizio|agli inizi|in passato|una volta|i primi (?:anni|mesi|tempi)|prima)\s+(?:(?:solo|soltanto|io|mi|li|le|lo|la|ci|si)\s+)*(?:\p{L}+(?:avo|evo|ivo|ero|ava|eva|iva|avano|evano|ivano)|era|erano|ero)\b[^.;?!,:]*/giu;

// "di quando ero commis", "da quando facevo il magazziniere": a past job in the first person ("quando arriva la
// merce" is the job's own routine).
const FORMER_WHEN = /\b(?:di |da )?quando\s+(?:(?:io|ci|mi)\s+)?(?:ero|\p{L}+(?:avo|evo|ivo))\b[^.;?!,:]*/giu;

const NOT_THE_JOB =
  /\bnon (?:(?:sono|e|è|sei) (?:un|una|uno|un'|il|la|lo|l')\s?|(?:faccio|fa) (?:solo|soltanto|semplicemente) )[^.;?!,:]*/giu;

/**
 * Words of a story that are words in their own right, one letter off a profile word: "stagioni" (seasons worked) is
 * not a misspelt «stazione», nor "una villa in campagna" a misspelt «compagnia» (stems, as the scoring compares them).
 */
/**
 * Heads every kind of worker is named with ("addetto al banco", "addetta alle pulizie", "addetto al controllo merci"):
 * shared alone, they say nothing of which job it is: «addetto alle pulizie» is not an "addetta al reparto ortofrutta".
 */
export const GENERIC_HEADS = new Set(['addett']);

export const NOT_TYPOS = new Set(['stagion', 'stagional', 'campagn']);

/**
 * Amounts said in the story ("il commercialista ci ha chiesto 1.200 euro", "1.750 lordi"): a figure is no job, and
 * its first digit must not read as «primo» of a profile.
 */
export const AMOUNTS = /\b\d{1,3}(?:\.\d{3})+(?:,\d+)?\b|\b\d+(?:[.,]\d+)?\s*(?:€|euro\b|eur\b)/giu;

/**
 * "procedure decise dal responsabile amministrativo, che è il nostro capo ufficio con funzioni direttive", "risponde
 * al direttore", "segue le procedure che gli dà il capo squadra": the superior the job answers to is described, not
 * the job. So is the one above it ("sopra di lui c'è il capoturno, che gestisce il turno", "il suo capo è il
 * capo reparto"): named to set the job apart from it.
 */
const SUPERIOR =
  /\b(?:decis\w*|stabilit\w*|fissat\w*|impartit\w*|dat[eoi]|assegnat\w*|indicat\w*|sotto la (?:guida|direzione|supervisione)|rispond\p{L}*|riferisc\p{L}*|riferir\p{L}*|dipend[ea]\p{L}*) (?:(?:direttamente|solo|soltanto) )?(?:dal|dalla|dallo|dall'|del|della|al|alla|allo|all'|a)\s*(?:(?:nostro|nostra|suo|sua|mio|mia)\s+)?(?:responsabil|capo|direttor|dirigent|titolar|superior|sous[- ]?chef|chef\b|maitre|maître)\w*[^.;?!]*|\bche (?:gli|le|mi|ci|ti|vi) (?:d[aà]|danno|assegn\w*|indic\w*|fornisc\w*|pass\w*|prepar\w*|lasci\w*) (?:(?:ogni giorno|di volta in volta|sempre) )?(?:il|la|lo|l'|i|gli|le)\s*(?:(?:nostro|nostra|suo|sua|loro) )?(?:responsabil|capo|capi|direttor|dirigent|titolar|superior)\w*(?: (?:squadra|reparto|cantiere|turno|area|settore|ufficio|tecnico|officina|manutenzione))?|\bsopra (?:di (?:lui|lei|me|noi|loro|s[eé]) )?(?:c['’ ]?[eè]|ci sono|(?:ha|ho|hanno|abbiamo) )\s*(?:il|la|lo|l'|i|gli|le|un|una|uno)\b[^.;?!]*|\b(?:il |la )?(?:suo|sua|mio|mia|loro) (?:capo|superiore|responsabile)(?: diretto| diretta)? (?:e|è)\b[^.;?!]*/giu;

/**
 * The head whose instructions the job follows, named alone ("seguendo le indicazioni del caposquadra"): that head's
 * title is not the job's; what follows it ("…, senza autonomia") still describes the job, so only the title goes.
 */
export const HEAD_FOLLOWED =
  /\b(?:indicazion|istruzion|direttiv|ordin)[ie] (?:del|della|dello|dal|dalla|dallo) (?:(?:nostro|nostra|suo|sua|mio|mia) )?(?:capo ?squadra|capo ?cantiere|capo ?reparto|capo ?turno|capo ?officina|capo)\b/giu;

/** The description without the superiors it names and the heads whose instructions it follows. */
export const withoutSuperiors = (text: string) => text.replace(SUPERIOR, ' ').replace(HEAD_FOLLOWED, ' ');

/**
 * A job leading a small group ("coordina un gruppetto di tre persone", "guida un team di 4 addetti", "guida una
 * squadra di tre ragazzi", "mi ha dato due operai da guidare"): the words the
 * definitions use for it are «coordinano gruppi di lavoro», so the group is read as «gruppi» (level-score.ts).
 */
const LEADS_GROUP =
  /\b(?:coordin|guid|dirig|organizz|gestisc)\p{L}* (?:(?:un|una|il|lo|la|i|gli|le|l'|piccol\p{L}*|suo|sua|suoi|propri\p{L}*|altr\p{L}*)\s*)*(?:grupp\p{L}*|team|squadr\p{L}*|(?:(?:il )?lavoro (?:di|dei|delle|degli) )?(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) (?:persone|collegh\p{L}+|addett\p{L}|impiegat\p{L}*|risorse|ragazz\p{L}|operai|collaborat\p{L}*))|\b(?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) (?:persone|collegh\p{L}+|addett\p{L}|ragazz\p{L}|operai) da (?:guidar|coordinar|diriger)\p{L}*|\b(?:coordinamento|guida) (?:di|dei|delle|degli) (?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) (?:persone|collegh\p{L}+|addett\p{L}|impiegat\p{L}*|ragazz\p{L}|operai)/gu;

/**
 * The group led read in the definitions' words; a squad of manual workers ("due operai da guidare") is a «capo squadra»'s,
 * which some agreements call «capo operai» (CCNL Logistica).
 */
/** Whether the job leads a group it tells (a count of workers, a team): its coordination is then no word alone. */
export const leadsGroup = (text: string) => text.search(LEADS_GROUP) >= 0;

export const readGroupLed = (text: string) =>
  text.replace(LEADS_GROUP, (led) =>
    /squadr|operai|ragazz/.test(led) ? `${led} gruppi capo squadra capo operai` : `${led} gruppi`,
  );

// A promotion told ("diventa capoturno", "la promuoviamo", "passa a capo reparto"): the job held until then ("che da
// quattro anni fa la carrellista") is the one left, not the one to classify.
const PROMOTION =
  /\b(?:divent\p{L}*|promuov\p{L}*|promoss[oa]|promozione|passa(?:to|ta|ra)? (?:a fare )?(?:il |la |l['’])?(?:capo|responsabile))\b/iu;
const HELD_UNTIL_NOW =
  /\b(?:che )?(?:da|per) (?:\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|molti|tanti) (?:anni|mesi)\s+(?:fa|faceva|lavora come|e|è)\s+(?:il|la|lo|l['’]|un|una|uno)\s?\p{L}+/giu;

// Whom a promotion moves ("promuovere la nostra impiegata amministrativa più esperta a capo dell'ufficio"): the
// worker as they are now is not the job they are promoted to, which follows "a".
const PROMOTED_WHO =
  /\b(promuov\p{L}*|promuover\p{L}*)\s+[^.;:?!]{1,80}?\s+(?:a|ad)\s+(?=(?:capo|responsabil|coordinat|direttor|vice|gerente|supervisor)\p{L}*)/giu;

/** The job the worker says they are not, and the one done before, left out of the description. */
export const withoutOtherJobs = (text: string) => {
  const rest = text
    .replace(NOT_THE_JOB, ' ')
    .replace(FORMER_JOB, ' ')
    .replace(FORMER_WHEN, ' ')
    .replace(PROMOTED_WHO, '$1 a ');
  return PROMOTION.test(rest) ? rest.replace(HELD_UNTIL_NOW, ' ') : rest;
};

/**
 * The members of the team a job leads, listed in brackets ("dirigerà tutta la brigata di cucina (un sous-chef, tre
 * capi partita e due commis)", "una brigata di cinque persone (due capi partita, un commis…)"): whom the job leads
 * is not the job; the team word stays.
 */
const TEAM_LISTED =
  /\b((?:brigat|squadr|team|staff|grupp|repart)\p{L}*(?: (?:di|della|del|dello) (?:\p{L}+ )?\p{L}+)?)\s*\([^)]*\)/giu;

/**
 * The members of a team told by a count ("la brigata di cucina, sei persone tra capi partita e commis", "un
 * gruppo di 4 persone tra cui due magazzinieri"): the people counted are others, not the job; the count stays.
 */
const TEAM_COUNTED =
  /\b((?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|quindici|venti) (?:persone|elementi|dipendenti|addett\p{L}|collaborat\p{L}+|ragazz\p{L}|lavorator\p{L}))(?: in tutto)? (?:tra|fra) [^.,;:?!()]*/giu;

/**
 * One shop or restaurant of a chain ("un nuovo ristorante della catena", "il negozio della nostra catena") is the
 * workplace, not the job «capo area di catena di esercizi», who runs many of them.
 */
const ONE_SHOP_OF_CHAIN =
  /\b((?:ristorante|trattoria|osteria|locale|negozio|punto vendita|hotel|albergo|bar|pizzeria|gelateria|supermercato)(?: \p{L}+)?) (?:della|di una|di questa) (?:nostra |sua )?catena\b/giu;

/**
 * The size of the employer's shop or firm ("il nostro negozio più grande", "viene da una grande catena") says which
 * workplace, not the job: no profile of «grandi magazzini» or «di grandi dimensioni» is matched by it.
 */
const SIZE_OF_WORKPLACE =
  /\b(negozi?o?|punto vendita|punti vendita|supermercat\p{L}*|filial\p{L}*|sede|ristorante|locale|albergo|hotel) (?:(?:piu|più) )?grand[ei]\b|\b(?:(?:piu|più) )?grand[ei] (catena|catene|aziend[ae]|grupp[oi]|ditt[ae]|impres[ae]|marchi?o?|brand)\b/giu;

/**
 * Whom the job has under it ("con un commis sotto di lui", "ha sotto di sé due camerieri"): the workers led are not
 * the job, and "sotto" there is no deputy's rank («sotto capo cuoco»).
 */
const LED_UNDER =
  /\b(?:con|ha|avra|avrà|avendo)\s+(?:(?:un|una|uno|un'|due|tre|quattro|cinque|\d+)\s*)?\p{L}+(?:\s+(?:di\s+)?\p{L}+)?\s+sotto di (?:lui|lei|loro|me|sé|se)\b|\bsotto di (?:lui|lei|loro|me|sé|se)\b(?:\s+(?:un|una|uno|un'|due|tre|quattro|cinque|\d+)\s*\p{L}+)?/giu;

/**
 * "E l'altra ragazza?", "un altro dipendente": the word points to another person of the story, it does not say
 * the job leads others (a definition's «guida e controllo di altri lavoratori»).
 */
const ANOTHER_ONE = /\b(?:l|un|una|quell)['’ ]\s?altr[oa]\b|\bun(?:a)? altr[oa]\b/giu;

/**
 * "senza coordinare altri addetti", "non guida gli altri magazzinieri": the others a denied lead names are not
 * the job («addetto al controllo merci» is no closer for "addetti"); the denial and its verb stay.
 */
const OTHERS_DENIED =
  /\b((?:senza|non)\s+(?:\p{L}+\s+){1,2}?)(?:gli |le |degli |delle |agli |alle )?altr[ie] (?:addett|colleg|dipendent|lavorator|operai|persone|magazzinier|commess|impiegat|ragazz|dell'? ?organico)\p{L}*/giu;

/**
 * A certificate denied after its name, as people say it ("l'attestato ASO non ce l'ha", "la patente C non ce
 * l'ha", "diploma non ne ha"): read as "senza attestato ASO", so the profile requiring it is contradicted. A
 * conjunction starts another clause: "si guidano con la patente B e non hanno il cronotachigrafo" has the licence.
 */
const TITLE_DENIED_AFTER =
  /\b(?:l['’]\s?|il |la |lo |i |gli |le )?((?:attestat|diplom|qualific|patent|titol|certificat|abilitazion)\p{L}*(?: (?!(?:non|e|ed|ma|pero|però|mentre|quindi|che)(?!\p{L}))\p{L}+){0,2}) non (?:ce |ne |lo |la |l['’]\s?)?(?:l['’]\s?)?(?:ha|hanno|ho|possiede|possiedono)\b/giu;

/**
 * The story's words that say who asks (asker-role.ts), who the job leads or where it works, or a picture of
 * things, not what the job is.
 */
export const besideTheJob = (text: string): string =>
  withoutAsker(text)
    .replace(TEAM_LISTED, '$1')
    .replace(TEAM_COUNTED, '$1')
    .replace(ONE_SHOP_OF_CHAIN, '$1')
    .replace(SIZE_OF_WORKPLACE, (_, place?: string, firm?: string) => ` ${place ?? firm ?? ''} `)
    .replace(PICTURE_QUADRO, ' ')
    .replace(LED_UNDER, ' ')
    .replace(ANOTHER_ONE, ' ')
    .replace(OTHERS_DENIED, '$1altri ')
    .replace(TITLE_DENIED_AFTER, ' senza $1 ')
    .replace(SECTOR_WORKER, '$1');

/**
 * "collaboratrici domestiche", "lavoratore domestico": the sector's name for any of its workers, which names no
 * profile (not the «animali domestici» an assistant looks after).
 */
const SECTOR_WORKER = /\b((?:collaborat|lavorat|addett|aiutant)\p{L}*) domestic\p{L}*/giu;

/**
 * Whoever gives the instructions ("seguendo le indicazioni della responsabile amministrativa", "sotto le mie
 * istruzioni", "sotto il suo controllo", "controllata da me") is not the job: the job is the one guided, not one
 * guiding others. The punctuation is gone, so the giver ends before a negation or a new clause ("…del
 * responsabile, senza autonomia di concetto": the autonomy denied is the job's).
 */
// (Work done following instructions, orders or directives is the clerk's work «d'ordine» of the profiles.)
export const GUIDED_BY =
  /\b(?:seguendo|segue|sotto|secondo|su) (?:le |gli |la |il |i )?(?:(?:mie|miei|mio|mia|sue|suoi|suo|sua|nostr[eioa]|vostr[eioa]|loro) (?:indicazion|istruzion|direttiv|disposizion|ordin|controll|supervision|sorveglianz|vigilanz|guida|coordinament)\w*|(?:indicazion|istruzion|direttiv|disposizion|ordin|controll|supervision|sorveglianz|vigilanz|guida|coordinament)\w* (?:del|della|dello|dei|delle|di|dal|dalla)\b(?: (?!(?:senza|non|ma|pero|mentre|e|ed)\b)\p{L}+)*)|\b(?:controllat|guidat|seguit|supervisionat|coordinat|dirett)\w* (?:da me|da noi|da lui|da lei|dal titolare|dalla titolare|dal capo|dalla responsabile|dal responsabile)\b/gu;

// A negation before a verb of drawing up or preparing: the work it governs is what is denied ("senza redigere
// bilanci", "non si occupa dei bilanci"). ("non fa la guardia" is left as it was: a level naming guards among
// other profiles is not contradicted by it.)
export const DENIED_DOING =
  /\b(senza|non)\s+(?:(?:mai|piu)\s+)?(?:(?:si|mi|se ne) )?(?:redig\w*|redazion\w*|prepar\w*|predispo\w*|elabor\w*|compil\w*|occup\w*)\s+/g;

// A level's definition that asks for direction, coordination or decisions.
const DEMANDS = /direttiv|coordinament|coordin|potere decisionale|poteri di|responsabilit|guida e controllo/;

/**
 * Whether a level's definition asks for direction, coordination or decisions in every job it names: one that
 * names alternatives («operaio specializzato con conoscenze tecnico-pratiche…, o lavoratore qualificato con compiti
 * di semplice coordinamento») also fits a job that coordinates no one.
 */
export const demandsLead = (definition: string) =>
  definition
    .toLowerCase()
    .split(/[,;]\s*(?:o|oppure|ovvero)\s+/)
    .every((part) => DEMANDS.test(part));

// Where the job is done ("in negozio", "nel ristorante") is not what the job is; "gerente di negozio" is.
export const WORKPLACE =
  /\b(?:in|nel|nella|nello|nei|al|alla|allo|presso|dentro|per|del|della|dello|dei|degli)\s+(?:(?:un|una|uno|il|la|lo|l'|i|gli|le|questo|questa|nostro|nostra|mio|mia)\s+)*(?:ristorant[ei]|local[ei]|negozi[o]?|albergh?[io]|hotel|cantier[ei]|uffici[o]?|fabbric[ah]e?|impres[ae]|aziend[ae]|ditt[ae]|bar|supermercat[oi]|pizzeri[ae]|trattori[ae]|cooperativ[ae](?: social[ei])?)\b(?:\s+(?:di|del|della|dei)\s+(?:trasport\w*|logistic\w*|spedizion\w*))?|\bdi (?:un|una|la|il|quest\w*) (?:ditt[ae]|impres[ae]|aziend[ae]) (?:di|del|della|dei) (?:trasport\w*|logistic\w*|spedizion\w*)|\b(?:nella|in) logistica\b|\b(?:di|da) (?:un|una|uno|un'|l')\s?(?:impres[ae]|aziend[ae]|ditt[ae]|cooperativ[ae](?: social[ei])?)\b|\b(?:sito|magazzino|deposito|capannone|stabilimento|sede|negozio) (?:di|del|dei) (?:un |una |nostro |nostra |nostri )?client[ei]\b(?: che \p{L}+(?: \p{L}+){0,2})?/giu;
// ("in una ditta di trasporti", "nella logistica": the firm's trade is the agreement, not the job; "il personale è di una
// cooperativa", "assunta da un'azienda": the employer is not the job either; nor is the site of the firm's client,
// "nel sito di un cliente che vende online", the customers a customer-service clerk serves.)
