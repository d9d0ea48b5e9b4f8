import { OUTSIDE_WORK, outsideDomain, RESIGNED, WORK, withoutWorkPlaces } from './outside-work.js';
import { tellsHire, withoutRetirement } from './retirement-told.js';
import { fold, readable } from './text.js';
import { ILL_ON_HOLIDAY } from './topics-rt4.js';
import { SICKNESS_CHECK } from './topics-rt5.js';

/**
 * A bank account or card to choose for the pay ("che conto mi conviene aprire per l'accredito dello stipendio?",
 * "postepay o conto online?"): a bank's product, outside work; how the employer must pay (no cash) stays work's own.
 */
const BANK_ACCOUNT_CHOICE =
  /\b(?:che|quale|quali) (?:conto|carta|banca)\b[^?]{0,40}\b(?:convien\w*|aprir\w*|mi consigli\w*|scegli\w*|meglio)\b|\b(?:convien\w*|meglio) (?:\w+ ){0,2}(?:aprire|prendere) (?:un |il )?(?:conto|carta)\b|\bpostepay\b|\bconto (?:online|senza canone|a canone zero|gratuit\w*)\b|\bsenza canone\b/;
const EMPLOYER_PAYMENT =
  /\bcontant\w*|\btracciabil\w*|\bassegno\b|\bobbligat\w*|\bpuo pagar\w*|\bdeve pagar\w*/;

/**
 * What a question asks decides whether it is ours, not the labour words of its story. The test: does the ask
 * concern work, pay, a contract of employment, a payslip, contributions or taxes on pay (WORK in
 * outside-work.ts)? "Vendo l'auto a un collega (siamo tutti e due al 3° livello del commercio): che documenti
 * servono?" asks about a car sale; the level and the agreement only tell who the writer is. Runs on the folded
 * text.
 */

/** INPS named as where a form is filled in or sent. */
// ("versare all'INPS", "pagare all'INPS" pay contributions to it: the payee, not a place.)
const INPS_AS_PLACE =
  /\b(?:sul |nel |dal )?(?:sito|portale|app|servizio online)(?: web)? (?:dell'|dell |del |di )?inps\b|(?<!\b(?:vers|pag|d)\w{0,6} )\b(?:all'|all |presso l'|presso |tramite l'|tramite )inps\b/g;

/** Words that open an ask inside a sentence ("sono colf, devo compilare la domanda…, come si fa?"). */
// ("mi consigli un itinerario?", "mi suggerisci un integratore?": advice asked opens the ask too.)
const ASKING =
  /\b(?:come|quanto|quanta|quanti|quante|quale|quali|cosa|che cosa|dove|quando|chi|perche|posso|puo|possono|si puo|devo|serve|servono|bisogna|occorre|conviene|mi (?:serve|servono|conviene|spetta)|(?:mi|ci) (?:consigli\w*|suggeri\w*|raccomand\w*)|consigliami|consigliateci|suggeriscimi)\b/;

/** A sentence that asks without a question mark ("vorrei sapere …", "mi dica …", "lei vuole capire …"). */
const WISH_TO_KNOW =
  /\b(?:vorrei|vorremmo|voglio|vogliamo|vuole|vogliono|desidero|chiedo|chiediamo) (?:\w+ )?(?:sapere|capire|conoscere|verificare|calcolare)\b|\b(?:mi|ci) (?:dica|dite|dici|calcol\w+|spieg\w+)\b|\b(?:ditemi|dimmi|mi sa dire)\b/;

const BECAUSE = /^(?:(?:e|ma) )?perche\b/;

/** A reason the writer gives for asking, in the first person ("perché sto facendo i conti per un prestito"). */
const OWN_REASON =
  /,?\s*\b(?:perche|visto che|dato che|siccome)\s+(?:(?:io|noi) )?(?:sto|stiamo|devo|dobbiamo|voglio|vogliamo|vorrei|vorremmo|mi serve|ci serve|ho|abbiamo|sono|siamo)\b[^?.]*[.?]?$/;

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
const clausesOf = (sentence: string) => sentence.split(/(?<=[,;:])\s+/);

/**
 * The ask and what comes before it. The ask: the sentences ending in "?", else the last sentence; in a sentence
 * of several clauses, from the last clause that asks ("sono al 3° livello, devo rinnovare la carta d'identità:
 * come faccio?"). Before it: the clauses that precede it, nearest first — what an ask with no object of its own
 * ("come faccio?", "che documenti servono?") is about.
 */
function askParts(text: string): { ask: string; before: string[] } {
  const sentences = sentencesOf(text);
  const asked = sentences.filter((s) => s.endsWith('?'));
  // With no "?", the last sentence that asks or wishes to know ("lei vuole capire … quanto le resta netto"), not a
  // plan told after it ("poi eventualmente facciamo anche il 730 qui da voi").
  const wished = sentences.findLast((s) => ASKING.test(s) || WISH_TO_KNOW.test(s));
  const chosen = asked.length ? asked : wished ? [wished] : sentences.slice(-1);
  const parts = chosen.map((said) => {
    // "…quanto mi aumenta a maggio, perché sto facendo i conti per un prestito": the writer's own reason for
    // asking explains, it does not ask; cut from the asking sentence, it no longer turns the ask off work.
    const sentence = said.replace(OWN_REASON, (reason, at: number) =>
      ASKING.test(said.slice(0, at)) && outsideDomain(reason) && !WORK.test(reason) ? '' : reason,
    );
    const clauses = clausesOf(sentence);
    // "…quanto mi arriva netto, perché stiamo valutando un mutuo.": a because-clause explains, it does not ask.
    const from = clauses.findLastIndex(
      (c) => ASKING.test(c) && !(BECAUSE.test(c) && !sentence.endsWith('?')),
    );
    return {
      ask: from > 0 ? clauses.slice(from).join(' ') : sentence,
      lead: from > 0 ? clauses.slice(0, from) : [],
    };
  });
  const first = sentences.indexOf(chosen[0] ?? '');
  const earlier = sentences.slice(0, Math.max(first, 0)).flatMap(clausesOf);
  return {
    ask: parts.map((p) => p.ask).join(' '),
    before: [...earlier, ...(parts[0]?.lead ?? [])].reverse(),
  };
}

/** The ask of a folded text (see askParts). */
export function askOf(text: string): string {
  return askParts(text).ask;
}

/** A clause that only says who the writer is ("siamo tutti e due al 4° livello"): story, not what is asked. */
const IDENTITY =
  /^(?:(?:e|ma|io|noi|anche) )?(?:sono|siamo|faccio|facciamo|lavoro|lavoriamo|ho (?:il|un) contratto|(?:col|con il) (?:contratto|ccnl)|ho (?:appena )?trovato (?:un )?(?:lavoro|posto)|(?:ho|abbiamo) (?:appena )?(?:iniziato|cominciato) a lavorare|mi hanno (?:appena )?(?:pres[oa]|assunt[oa]))\b/;

/**
 * A clause that says where the writer works ("lavoro in un campeggio", "sono assunta in un villaggio turistico"):
 * a holiday place named there is the workplace, not a trip asked about.
 */
const WORKPLACE =
  /\b(?:lavor(?:o|a|iamo|ano)|sono (?:assunt|impiegat)\w*|faccio (?:il|la|l') ?\w+|mi hanno (?:appena )?(?:pres[oa]|assunt[oa])|ho (?:appena )?trovato (?:un )?(?:lavoro|posto)) (?:\w+ ){0,2}?(?:in|presso|per|al|allo|alla|nel|nello|nella|da)\b/;

const CONTRIBUTION_BILL = /\binps\b|\bcontribut|pagopa/;

/** Where the last match of a pattern starts, or -1. */
function lastAt(pattern: RegExp, text: string): number {
  const all = new RegExp(pattern.source, 'g');
  let at = -1;
  for (const match of text.matchAll(all)) at = match.index;
  return at;
}

/** Financial products one buys with savings: advice on them is outside what the assistant does. */
const INVESTMENT =
  /\betf\b|\bbitcoin\b|\bcripto\w*|\bbtp\b|\bbot\b (?:o|e) |\bin borsa\b|\bazion[ei] (?:da|di) (?:comprare|acquistare)|\bconto deposito\b|\bbuoni postali\b|\bfondi? (?:comun\w* )?di investimento\b/;

/**
 * A recipe, a cooking technique, a drink's doses or a pastime asked ("che idratazione e quanto lievito per 48 ore
 * in frigo?", "le dosi giuste x uno spritz", "che canna da pesca mi consigli?"): advice outside work, whatever
 * kitchen, bar or agreement the writer works in. Read on the ask only: in the story the same words may say the job
 * ("preparo gli impasti e seguo la lievitazione").
 */
const RECIPE_OR_PASTIME =
  /\bricett\w*|\bdos[ei] (?:giust\w* |esatt\w* |precis\w* )?(?:per|x|di|del|della|dello|dei|degli|delle) |\bcome (?:si )?(?:fa|fanno|fare|prepar\w*) (?:un |uno |una |il |lo |la |i |gli )?(?:cocktail|spritz|negroni|mojito|margarita|americano)\b|\blievit\w*|\b(?:percentuale|grado) di idratazion|\b\d+ ?% di idratazion|\bidratazion\w* (?:dell'|del |al |all')?(?:impast|\d)|\bingredient\w*|\b(?:tempi|tempo|temperatura|gradi) di cottura\b|\bcome si (?:cucina|cuoce|prepara (?:il|la|l'|un|una))\b|\bcanna da pesca\b|\besca\b|\bpesca sportiva\b|\bgiardinaggio\b|\b(?:accord\w*|suonar\w*|impar\w* a suonare) (?:la |il )?(?:chitarra|pianoforte|ukulele|basso)\b|\bschema (?:a|ai|di) maglia\b|\buncinetto\b|\bpunto croce\b|\bscacchi\b|\bpuzzle\b|\bvideogioc\w*|\bplaystation\b|\bnintendo\b/;

/**
 * A practical know-how asked about the work itself: which product, tool or technique does the job ("che
 * detergente uso per il calcare sul box doccia?", "come si toglie la muffa dal soffitto senza rovinare la
 * pittura?"). The trade's craft, not a term of employment, whatever agreement the writer applies. Read on the ask
 * only: "il datore deve fornirmi i prodotti?" names work (the employer) and is decided before this.
 */
const KNOW_HOW =
  /\b(?:che|quale|quali|un|una|qualche) (?:tipo di )?(?:prodott|detergent|detersiv|solvent|sgrassator|smacchiator|anticalcar|disincrostant|acid[oi]|attrezz|utensil|macchinar|vernic|stucc|silicon|colla|cera|panno|spugn|spazzol|lucidatric|idropulitric)\w*\b[^?]{0,50}\b(?:us\w*|utilizz\w*|adoper\w*|compr\w*|consigli\w*|serv\w*|conviene|funziona\w*|togl\w*|rimuov\w*|elimin\w*|pulir\w*|smacchi\w*)/;
/** "come si toglie …?": a cleaning technique, when the ask or the clause just before it names a stain or a surface. */
const CLEANING_HOW =
  /\bcome (?:si )?(?:togl|tolg|rimuov|elimin|smacch|sgrass|lucid|disincrost|sbianc|pulisc|pulir)\w*/;
const STAIN_OR_SURFACE =
  /\b(?:macchi|ruggin|calcar|muff|incrostazion|alon|grass|unto|cera|resin|vernic|ossid|gres|marmo|parquet|cotto|piastrell|moquette|acciaio|vetr|fughe)\w*/;

// "quanto mutuo mi danno in banca con 1.800 netti?": what a bank lends on a pay, not the pay itself.
const MORTGAGE_CHOICE =
  /\bmutu\w*\b[^?]{0,40}\b(?:tasso|fisso|variabil\w*|surroga|spread)\b|\b(?:convien\w*|meglio)\b[^?]{0,20}\bmutu\w*|\bquant\w* (?:di )?mutu\w*|\bmutu\w*\b[^?]{0,30}\b(?:mi|ci|gli|le|ti) (?:danno|da|concedono|concede|finanzi\w*)\b/;
/**
 * A personal loan's lender or rate chosen ("mi consigli quale finanziaria mi dà il prestito con il tasso più
 * basso?"): a bank's product, whatever unpaid wage the story tells. A loan repaid from the pay through the
 * employer (cessione del quinto) or an advance on the TFR stays work's own.
 */
const LOAN_CHOICE =
  /\b(?:quale|quali|che|consigl\w*|miglior\w*|conviene)\b[^?]{0,40}\b(?:finanziari[ae]|banc[ah]e?)\b[^?]{0,60}\bprestit\w*|\bprestit\w* (?:personal\w*|con (?:il )?tasso|a tasso)\b|\b(?:taeg|tan)\b/;
/**
 * A rent set or collected ("che canone di locazione chiedo per avere 600 € netti con la cedolare?"): a landlord's
 * sum, whatever net it is reckoned to; housing the employer gives a worker (in the payslip) stays work's own.
 */
const RENT_ASKED =
  /\bcanone (?:di locazione|d'affitto|dell'affitto|all'inquilino|al mio inquilino)|\binquilin\w*|\bcedolare\b/;
const HOUSING_AS_PAY =
  /\bbusta\b|\bcedolin\w*|\bfringe|\bbenefit\b|\bdatore\b|\baziend\w*|\bdipendent\w*|\btrattenut\w*/;
const LOAN_THROUGH_PAY = /\bcession\w* del quinto\b|\bdelega di pagamento\b|\banticip\w* (?:del |sul )?tfr\b/;
/**
 * A car policy's own terms ("la classe di merito", "uno sconto fedeltà"): the insurer's contract, whatever
 * seniority word the ask borrows ("mi spetta uno scatto di anzianità sulla classe di merito?").
 */
const CAR_POLICY =
  /\bclasse di merito\b|\bbonus.?malus\b|\bsconto fedelt\w*|\b(?:rinnov\w*|disdett\w*|preventiv\w*|tariff\w*) (?:dell'|della |la )?(?:assicurazion|polizz)\w* (?:auto|moto)\b/;
/**
 * "mi conviene il leasing o il noleggio a lungo termine per il furgone?": how the firm gets a vehicle or a machine
 * is a purchase outside work; a company car given to a worker (its fringe benefit in the payslip) stays work's own.
 */
const LEASE_CHOICE =
  /\b(?:leasing|noleggi\w*)\b[^?]{0,40}\b(?:o|oppure|vs|rispetto)\b[^?]{0,20}\b(?:leasing|noleggi\w*|acquist\w*|compr\w*)|\b(?:convien\w*|meglio)\b[^?]{0,30}\b(?:leasing|noleggi\w*)/;
const CAR_AS_PAY = /\bfringe|\bbenefit\b|\bbusta\b|\bcedolin\w*|\bimponibil\w*|\buso promiscuo\b|\baci\b/;

/**
 * Money the writer lent to a private person and wants back ("gli avevo prestato 3.000 euro, posso fargli
 * pignorare lo stipendio?"): a private credit to recover, whatever wage it would be seized from. Money owed by
 * the employer (unpaid wages, the TFR) stays work's own.
 */
const PRIVATE_LOAN =
  /\b(?:gli|le|li) (?:avevo|ho|avevamo|abbiamo) prestat\w*|\bprestat[oi] (?:dei |i |\d[\d.,]* ?(?:euro|€) )?(?:soldi )?(?:a|al|alla|ad) (?:mi[oa] |un |una |un'|nostr\w )?(?:ex|amic|cugin|conoscent|fratell|sorell|vicin|compagn|fidanzat|parent|zi[oa])|\bprestito (?:privato|tra privati|a (?:un|una) (?:amic|conoscent|parent))/;
const RECOVERY =
  /\bmi dev\w*|\bridar\w*|\brestituir\w*|\briaver\w*|\brecuper\w*|\bpignor\w*|\bdiffid\w*|\bdecreto ingiuntiv/;
const EMPLOYER_OWES =
  /\bdatore\b|\baziend\w*|\bditt[ae]\b|\btitolare\b|\bprincipale\b|\btfr\b|\bbusta paga\b/;

/** A personal paper or its office: an identity card, a passport, a residence permit, the police headquarters. */
const PERSONAL_PAPER =
  /carta (?:d(?:i |'| ))?identit|\bcie\b|\bpas+aport|permesso di soggiorno|\bquestura\b|codice fiscale|tessera sanitaria/;
/** The worker as whose the paper is ("della badante", "per la nostra colf", "del dipendente"). */
const PAPER_HOLDER =
  /\b(?:del|della|dello|dell'|dei|delle|di|per (?:il|la|l'|lo|i|le)|al|alla|allo|all'|ai|alle) ?(?:mi[oa] |nostr[oa] |su[oa] |vostr[oa] )?(?:badant\w*|colf|baby.?sit+er|dipendent[ei]|lavorat(?:ore|ori|rice|rici)|collaborat(?:ore|ori|rice|rici)(?: domestic\w*)?|domestic[oaie])\b/g;

// The labour words the WORK list leaves to their complement ("preavviso", "ferie", "periodo di prova").
const TERM_ASKED =
  /\bcongedo\b|\bpreavviso\b|\bferie\b|\bperiodo di prova\b|\b(?:la|della|alla|in) prova\b|\bpermessi retribuiti\b|\bcomporto\b|\bscatt[oi]\b/;

// On-call work ("la possono prendere a chiamata?"), a contract of employment of its own.
const ON_CALL = /\ba [ck]h?iamata\b|\bintermittent\w*|\bjob on call\b/;

/** A wedding told (the writer's own or a worker's), and an ask of the days or the leave due for it. */
const WEDDING_TOLD = /\bmi sposo\b|\bci sposiamo\b|\bsi sposa\b|\bsposar\w*|\bmatrimonio\b|\bnozze\b/;
const LEAVE_ASKED =
  /\b(?:quant[ie] giorni|spett\w*|ho diritto|ha diritto|conged\w*|permess\w*|licenza matrimonial\w*)\b/;

// A worker's employment told in the story: hired, dismissed, resigning, the relationship closed.
const EMPLOYMENT_TOLD =
  /\bassunt[oaie]\b|\bassunzion\w*|\blicenzi\w*|\bdimett\w*|\bdimission\w*|\bandarsene\b|\bse ne va\b|\b(?:chiudere|chiudiamo|interrompere|cessare) il rapporto\b|\brapporto di lavoro\b/;

// "mi consigli un'app per far timbrare i dipendenti? quale costa meno?": a product to choose (an app, a software, a
// management program) is advice outside work, whatever staff it would serve.
const PRODUCT = String.raw`(?:app|software|gestional[ei])`;
const SOFTWARE_CHOICE = new RegExp(
  String.raw`\b(?:consigl\w*|suggeri\w*|quale|qual e|quali|miglior\w*|conviene)\b[^?]{0,20}?\b(?:un'|una |un |uno |l'|la |il |lo |gli |le )?${PRODUCT}\b|\b${PRODUCT}\b[^?]{0,60}\b(?:costa meno|cost\w* di meno|piu economic\w*|gratuit\w*|gratis|me (?:la|lo) consigli\w*)`,
);

// The best school or course, one to recommend ("mi consigli un corso serale", "qual è la scuola migliore").
const SCHOOL_CHOICE =
  /\b(?:(?:il|la|i|le|gli) miglior[ei]?|consigl\w*|suggeri\w*)\b[^?]{0,20}?\b(?:scuol[ae]|cors[oi]|istitut[oi]|accademi[ae]|ent[ei] di formazione)\b|\b(?:scuol[ae]|cors[oi]|istitut[oi]) (?:\w+ )?(?:migliore|migliori)\b/;

/** Whether a piece of text concerns work: a WORK word, or an agreement it names (`namesAgreement`). */
function concernsWork(text: string, namesAgreement?: (text: string) => boolean): boolean {
  const words = text.replace(INPS_AS_PLACE, ' ');
  return WORK.test(words) || Boolean(namesAgreement?.(words));
}

/**
 * Whether the question asks about something outside work: the ask concerns nothing of work and names a
 * domain outside it; or the ask has no object of its own and the nearest clause before it that names work or
 * something outside it names the outside thing last ("sono al 4° livello e devo rinnovare la carta d'identità:
 * serve l'appuntamento?"). `namesAgreement` tells whether a text names an agreement by name, association or code.
 */
export function asksOffTopic(
  text: string,
  namesAgreement?: (text: string) => boolean,
  original: string = text,
): boolean {
  // Falling ill on holiday ("ho preso la febbre al mare: perdo quei giorni?") asks about the holidays, a
  // worker's right, whatever the fever or the hospital of the story.
  if (ILL_ON_HOLIDAY.test(text)) return false;
  // The sickness check ("visita fiscale: a che ora può passare il medico?") is the sick worker's duty.
  if (new RegExp(SICKNESS_CHECK).test(text)) return false;
  // "vado in pensione a marzo: quanti giorni di preavviso devo dare?": a retirement told is why the job ends; the
  // ask is read without it when the rest still names a term of employment (retirement-told.ts).
  const leaving = withoutRetirement(text);
  if (
    leaving !== text &&
    (concernsWork(leaving, namesAgreement) || TERM_ASKED.test(leaving) || ON_CALL.test(leaving))
  )
    return asksOffTopic(leaving, namesAgreement, withoutRetirement(original, tellsHire(text)));
  // The words as written decide first: the typo mending may turn a washing machine ("lavatrice") into a worker.
  const { ask: asked, before } = askParts(original);
  // "mi consigli un etf per investire il tfr?": a financial product to buy is advice outside work, whatever pay
  // it would be bought with (a pension fund for the TFR stays work's own).
  if (
    INVESTMENT.test(asked) &&
    !/\bfond\w* pension|previdenza complementare|\bfondo (?:di categoria|negoziale)/.test(asked)
  )
    return true;
  if (SOFTWARE_CHOICE.test(asked)) return true;
  // "qual è la migliore scuola serale per fare l'apprendistato?": a school to choose, whatever contract it leads to.
  if (SCHOOL_CHOICE.test(asked) && !/\bsicurezza\b|\bobbligatori\w*|\bore di formazione\b/.test(asked))
    return true;
  // "il mio ex mi deve 3.000 euro che gli avevo prestato: posso fargli pignorare lo stipendio?": a private loan.
  if (PRIVATE_LOAN.test(text) && RECOVERY.test(text) && !EMPLOYER_OWES.test(text)) return true;
  // "mi conviene un mutuo a tasso fisso o variabile?": a mortgage to choose is advice outside work, whatever pay
  // it would be paid with.
  if (MORTGAGE_CHOICE.test(asked)) return true;
  if (LOAN_CHOICE.test(asked) && !LOAN_THROUGH_PAY.test(text)) return true;
  if (CAR_POLICY.test(`${before[0] ?? ''} ${asked}`) && !CAR_AS_PAY.test(text)) return true;
  if (RENT_ASKED.test(asked) && !HOUSING_AS_PAY.test(text)) return true;
  if (LEASE_CHOICE.test(asked) && !CAR_AS_PAY.test(text)) return true;
  if (BANK_ACCOUNT_CHOICE.test(text) && !EMPLOYER_PAYMENT.test(text)) return true;
  // "quanto pago di bollettino INPS a trimestre?": a bill for contributions is work's own in the ask too.
  const ask = CONTRIBUTION_BILL.test(asked) ? asked.replace(/\bbollett\w*/g, ' ') : asked;
  // "lascio il lavoro dipendente e apro partita IVA in forfettario: quanto pagherei di imposta sostitutiva e di
  // gestione separata?": a freelancer's own taxes, whatever job they leave; a hire from a freelancer stays work.
  if (SELF_EMPLOYED.test(text) && SELF_EMPLOYED_TAX.test(ask) && !HIRE_FROM_FREELANCE.test(text)) return true;
  // "meglio una srl o restare in forfettario come ditta individuale, e assumere poi i dipendenti?": the owners'
  // choice of legal form or tax regime, whatever hires come after it.
  if (BUSINESS_FORM_CHOICE.test(ask)) return true;
  // "voglio aprire un negozio: che licenze e permessi comunali mi servono?": a shop's licences are the owner's
  // dealings with the town, not a worker's leave ("licenza matrimoniale", "permessi per consiglieri comunali").
  if (BUSINESS_PERMIT.test(ask) && !/\bconsiglier|\bcarich\w* (?:pubblich|elettiv)|\bmatrimonial/.test(ask))
    return true;
  // "come si rinnova il permesso di soggiorno della badante?": a worker named only as the paper's holder does not
  // make the paper work's own.
  if (PERSONAL_PAPER.test(ask) && !concernsWork(ask.replace(PAPER_HOLDER, ' '), namesAgreement)) return true;
  if (concernsWork(ask, namesAgreement)) return false;
  // "mi sposo a settembre e parto per il viaggio di nozze: quanti giorni mi spettano?": the wedding leave asked,
  // whatever honeymoon the story tells; where to go on it stays outside work.
  if (WEDDING_TOLD.test(text) && LEAVE_ASKED.test(ask) && !outsideDomain(ask)) return false;
  // (A recipe, a pastime or the trade's know-how asked is outside work, whatever job the story tells before it.)
  if (RECIPE_OR_PASTIME.test(ask) || KNOW_HOW.test(ask)) return true;
  if (CLEANING_HOW.test(ask) && STAIN_OR_SURFACE.test(`${before[0] ?? ''} ${ask}`)) return true;
  // "se invece è il dipendente a dimettersi, il ticket lo devo pagare?": the dismissal ticket, not a doctor's.
  // ("si è dimesso per giusta causa … devo pagare comunque il ticket: quanto?": a resignation told with the
  // participle, RESIGNED; the ticket in the clause a bare "quanto?" points back to.)
  if (
    /\bticket\b/.test(`${before[0] ?? ''} ${ask}`) &&
    new RegExp(String.raw`\blicenzi|\bdimett|\bdimission|\bnaspi\b|\bcessazion|${RESIGNED}`).test(text)
  )
    return false;
  // "… la rivalutazione del TFR è stata di 415 euro. Prima di fare l'F24: quanto di imposta sostitutiva?": the
  // substitute tax asked with the TFR in the story is the TFR's, whatever form pays it.
  if (/\bimpost\w* sostitutiv|\bsostitutiva\b/.test(ask) && /\btfr\b|fine rapporto/.test(text)) return false;
  const askedMended = askOf(text);
  const mended = CONTRIBUTION_BILL.test(askedMended)
    ? askedMended.replace(/\bbollett\w*/g, ' ')
    : askedMended;
  if (outsideDomain(ask) || outsideDomain(mended)) return true;
  // "…CCNL Turismo Federalberghi… durante il ponte dell'Immacolata. Quanti giorni di preavviso deve dare?": a term
  // of employment asked, an agreement named outright in the text: the agreement's term, whatever the story's holiday.
  if (TERM_ASKED.test(ask) && (/\bccnl\b/.test(text) || namesAgreement?.(text))) return false;
  // "… regolarmente assunta. Mia madre è andata in pensione … Quanto preavviso le devono dare?": the notice of a
  // worker the story hires or lets go; a retirement told is the reason, not the subject.
  if (/\bpreavviso\b/.test(ask) && EMPLOYMENT_TOLD.test(text)) return false;
  if (concernsWork(mended, namesAgreement)) return false;
  for (const told of before) {
    // A bill for contributions ("il bollettino INPS", "versare i contributi con il bollettino") is work's own.
    const bill = CONTRIBUTION_BILL.test(told) ? told.replace(/\bbollett\w*/g, ' ') : told;
    // "prima facevo la stagione al mare": a season worked by the sea is a job told, not a holiday.
    // "mia moglie ha una partita IVA come estetista": a relative's trade told as the reason for a parent's leave.
    const clause = withoutWorkPlaces(bill).replace(RELATIVE_SELF_EMPLOYED, ' ');
    const outside = OUTSIDE_WORK.filter((d) => d.pattern.test(clause));
    const work = lastAt(WORK, clause.replace(INPS_AS_PLACE, ' '));
    // "…con il CCNL Cooperative sociali. … la coordinatrice mi ha detto di chiedere ferie, ma esiste un congedo
    // apposito. Quanti giorni mi spettano?": a term of employment told nearer the ask than the story's trip.
    if (!outside.length && TERM_ASKED.test(clause) && (/\bccnl\b/.test(text) || namesAgreement?.(text)))
      return false;
    if (!outside.length && (work < 0 || IDENTITY.test(clause))) continue;
    // "lavoro in un campeggio col contratto del turismo": the holiday place is where the writer works.
    if (IDENTITY.test(clause) && WORKPLACE.test(clause)) continue;
    // "…col contratto metalmeccanici. … ci sono più ferie per chi è da tanto in azienda. A me quante ne
    // spettano?": a term of employment the ask points back to, an agreement named: the agreement's term.
    return Math.max(...outside.map((d) => lastAt(d.pattern, clause))) > work;
  }
  return false;
}

/** A spouse's or a parent's own trade under a VAT number: who they are, not a tax asked. */
const RELATIVE_SELF_EMPLOYED =
  /\b(?:mia moglie|mio marito|la mia compagna|il mio compagno|mia madre|mio padre|la madre|il padre)\b[^.?!;]{0,30}\bpartita iva\b/g;

const BUSINESS_FORM = String.raw`(?:srl|snc|sas|s\.r\.l\.?|societa (?:di persone|di capitali|semplice)|ditta individuale|forfettari\w*|regime ordinario)`;
const BUSINESS_FORM_CHOICE = new RegExp(
  String.raw`\bforma (?:societaria|giuridica)\b|\b${BUSINESS_FORM}\b[^?]{0,40}\b(?:o|oppure|vs|contro|rispetto a)\b[^?]{0,30}\b${BUSINESS_FORM}\b|\b(?:meglio|convien\w*|preferibil\w*)\b[^?]{0,40}\b${BUSINESS_FORM}\b`,
);

const BUSINESS_PERMIT =
  /\b(?:licenz[ae]|autorizzazion[ei])\b[^?.]{0,30}\b(?:comunal\w*|commercial\w*|del comune|sanitari\w*)|\bscia\b|\b(?:aprire|apro|apertura)\b[^?]{0,40}\b(?:negozio|bar|ristorante|locale|attivita commerciale|esercizio)\b[^?]{0,60}\b(?:licenz[ae]|autorizzazion[ei]|permess[oi] comunal\w*)\b/;
/** A question on a subject outside work and agreements (documents, taxes on a house, travel, weather…). */
const SELF_EMPLOYED =
  /\bregime (?:dei minimi|forfett?ari\w*)|\b(?:in|un|una|da|come|sono) forfett?ari[oa]?\b|\bpartita iva forfett?ari\w*|\b(?:aprire|apro|aprirei|con la|con una|ho la|ho una|mia) partita iva\b|\bfreelance\b|\blavoro autonomo\b|\blibero professionista\b/;
const SELF_EMPLOYED_TAX =
  /\bimpost\w* sostitutiv\w*|\bgestione separata\b|\bcontribut\w*|\btasse\b|\bimposte\b|\bpagherei\b|\baliquot\w*|\bcoefficiente di redditivita\b/;
const HIRE_FROM_FREELANCE = /\bassum\w*|\bassunzion\w*|\bral\b|\bcedolin\w*|\bbusta paga\b|\btfr\b/;

export function isOffTopic(message: string, namesAgreement?: (text: string) => boolean): boolean {
  return asksOffTopic(readable(message), namesAgreement, fold(message));
}
