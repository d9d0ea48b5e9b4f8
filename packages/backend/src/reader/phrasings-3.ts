import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { askedClause } from './asking-clause.js';
import { EVE, EVE_HOURS } from './eve-hours.js';
import { listedMonths, spannedMonths } from './month-span.js';
import { wordsToNumber } from './numbers.js';
import { ORDINARY_HOURS_ASKED } from './ordinary-hours-asked.js';
import type { Intent, Slots, TypedRequest } from './request.js';

/**
 * Phrasings of the third pass on eval/reader's corpus of real questions (rq3-, 309 pages): how clients ask
 * about an agreement's validity, a gross from a net, the items withheld in a payslip, the cost to the firm,
 * a night or Sunday premium, the level scale, a payslip's soundness; and the slots their stories carry that
 * are not the worker's figures (a law's number, a tax form, money paid off the books). Each rule is written
 * for its class; the tests (phrasings-3.test.ts) hold phrasings the corpus does not contain.
 */

/** "il netto mettendoci anche le addizionali", "ricalcola il netto con le addizionali": surcharges inside the net. */
const NET_WITH_SURCHARGES =
  /\bnett[oiae]?\b[^?]{0,60}\b(?:con|mettend\w*|includend\w*|inclus\w*|compres\w*|aggiungend\w*|contand\w*|calcoland\w*)\b(?: \w+){0,2}? (?:le |l')?addizional/;

/** Scoring rules, added to intents.ts's totals (same weights: 3 says the intent outright). */
export const PHRASING_RULES_3: [Intent, number, RegExp][] = [
  // The net with the surcharges in it ("mi rifai il netto mettendoci anche le addizionali"), not their rates.
  ['gross_to_net', 5, NET_WITH_SURCHARGES],
  // An agreement's validity: "da quando vale e fino a quando", "è stato prorogato?", "quando scade il CCNL",
  // "vale anche se…", "e questo contratto dell'industria fino a quando vale?", "il suo contratto fino a quando vale?"
  // (a relative's agreement, named before), "fino a quando valeva quell'accordo ponte?" (a past agreement). Not a worker's own fixed-term contract, leave or papers that expire.
  [
    'renewal',
    4,
    /^(?!.*(?:tempo determinat|a termine|mio contratto|il contratto di lavoro|stagional|\bferie\b|permess|\brol\b|certificat|soggiorno|patente|carta d|\bprova\b))(?=.*\b(?:ccnl|contratt[oi] (?:dell?|dei|della|degli|collettiv|nazional)|quest[oa] contratto|(?:suo|loro|vostro) contratto|contratto \w+ (?:e|è) stato|accordo|intesa)\b)(?=.*\b(?:da quando (?:vale|si applica)|fino a quando (?:\w+ )?(?:vale|valeva|valevano|valid\w*|dura|durava|e in vigore|era in vigore|resta in vigore)|quando scade|(?:e|è) scadut|prorogat\w*|proroga|vale anche|ancora valid)\b)/,
  ],
  // A gross worked out from a net: "calcolare il lordo dal netto", "come calcolo il lordo… un netto preciso".
  [
    'net_to_gross',
    6,
    /\blordo (?:\w+ ){0,2}?dal netto\b|\bdal netto al lordo\b|\b(?:calcol\w*|ricav\w*|trov\w*|risal\w*) (?:il |al )?lordo\b[^?]*\bnett|\bnett\w*\b[^?]*\b(?:calcol\w*|ricav\w*|trov\w*) (?:il |al )?lordo\b/,
  ],
  // What the firm spends: "contributi che paga l'azienda", "l'azienda ne spende più di 2".
  [
    'employer_cost',
    4,
    /\b(?:l'?\s?azienda|il datore(?: di lavoro)?|la ditta|il titolare)\b[^?]{0,25}\bspend\w*|\bspend\w* (?:l'?\s?azienda|il datore|la ditta)\b|\bcontribut\w* (?:che (?:paga|versa|pagano)|a carico del(?:l'| )?\s?(?:azienda|datore))/,
  ],
  // A premium for night, Sunday or holiday work, asked as "quanto in più" or "maggiorazione".
  [
    'overtime_value',
    4,
    /^(?=.*\b(?:domenic\w*|nott\w*|notturn\w*|festiv\w*|turno di notte)\b)(?=.*(?:\bmaggiorazion\w*|\b(?:pagano|pagare|paga|pagat\w*|spett\w*|prend\w*|danno|dare)\b[^?]*\bin piu\b|\bqualcosa in piu\b))/,
  ],
  // The level scale itself: "quali sono i livelli del contratto", "come sono divisi i livelli".
  [
    'classification',
    4,
    /\b(?:quali|quanti|che) (?:sono (?:i )?)?livelli\b|\blivelli\b[^?]*\b(?:come sono divisi|suddivis\w*|ci sono)\b|\bcome sono (?:divisi|organizzati|suddivisi) i livelli\b/,
  ],
  // Whether a payslip is sound: "come capisco se la busta è falsa", "che voci devo trovarci", "come controllo
  // che il conguaglio sia giusto".
  [
    'payslip_check',
    4,
    /^(?=.*\b(?:busta|cedolino|bustapaga)\b)(?=.*(?:\bcome (?:capisc\w*|controll\w*|verific\w*|faccio a capire)\b|\b(?:che|quali) voci\b|\bfals[oa]\b))/,
  ],
  // Being ill during probation asks whether the probation stops.
  [
    'probation',
    3,
    /\b(?:periodo di )?prova\b[^?]*\b(?:si (?:ferma|sospende|allunga|interrompe)|sospes\w*|prolung\w*)/,
  ],
  // The half-holidays of 24 and 31 December ("fino a che ora li posso tenere? è mezza festa"): the day's hours.
  [
    'working_hours',
    4,
    new RegExp(
      String.raw`\bsemifestiv\w*|\bmezza (?:festa|festivita|giornata festiva)\b|\bfino a che ora\b[^?]*\b(?:lavor\w*|tener\w*|(?:24|31) dicembre|vigilia)\b|\b(?:24|31) dicembre\b[^?]*\bfino a che ora\b|${EVE}[^?]*${EVE_HOURS}|${EVE_HOURS}[^?]*${EVE}`,
    ),
  ],
  // The paid public holidays counted ("quante sono in tutto le festività pagate nel suo contratto?"): the
  // agreement's holidays and ex-holidays rule, which states how many.
  [
    'rol_ex_festivita',
    4,
    /\bquant[ie] (?:sono )?(?:in tutto |in totale )?(?:le )?(?:festivita|feste|giorni festivi)\b[^?]{0,30}\b(?:pagat|retribuit|riconosciut|spett|previst|contrattual)\w*|\b(?:festivita|giorni festivi) (?:pagat|retribuit)\w*\b[^?]{0,30}\bquant[ie]\b/,
  ],
  // Treatments with their own leave ("cure termali") are leave, not holidays.
  ['leave', 5, /\bcure termali\b|\bcongedo (?:per )?cure\b/],
  // What a renewal changed in a leave ("con il rinnovo di quanto è stato allungato il congedo per le vittime di
  // violenza?", "il rinnovo ha esteso l'astensione?"): the leave asked, not the renewal's pay.
  [
    'leave',
    6,
    /^(?=.*\b(?:conged\w*|astension\w*)\b)(?=.*\brinnov\w*)(?=.*\b(?:allungat\w*|prolungat\w*|estes[oaie]|estension\w*|ampliat\w*|aumentat\w* (?:il|la|l') ?(?:periodo|durata|congedo|astensione))\b)/,
  ],
  // Hours of leave asked after the word ("e di permessi quante ore hanno?"): not the working week.
  ['rol_ex_festivita', 3, /\bpermess\w*\b[^?]*\bquante ore\b/],
  // A renewal's back pay ("rinnovo: gli arretrati in che mese arrivano?") is the renewal's.
  ['renewal', 4, /\brinnov\w*\b[^?]*\barretrat|\barretrat\w*\b[^?]*\brinnov/],
  // Who pays an additional month ("la tredicesima la paga l'impresa o la cassa edile?", "gliela paga l'impresa?").
  [
    'monthly_payments',
    4,
    /(?:tredicesim|quattordicesim|13esim|14esim|gratifica natalizia)\w*\b[^?]*\b(?:chi (?:la |le |lo )?paga|(?:glie|me|te|ce)?la paga|(?:glie|me|te|ce)?le paga|cassa edile)/,
  ],
  // Sick leave in everyday words ("sono in mutua", "3 giorni di mutua").
  ['sickness_injury', 3, /\bmutua\b/],
  // How long the full pay lasts is the sick pay's, the illness said or not ("per quanto tempo mi pagano lo stipendio
  // pieno?", "per quanti giorni ha l'intera retribuzione?", "fino a quando prendo la paga intera?").
  [
    'sickness_injury',
    5,
    /^(?=.*\b(?:per quant\w*(?: tempo| giorni| mesi)?|fino a quando|quanti giorni|quanto tempo)\b)(?=.*\b(?:(?:stipendio|retribuzion\w*|paga) (?:pien[oa]|inter[oa])|(?:intera|piena) (?:retribuzion\w*|paga)|stipendio al 100)\b)/,
  ],
  // How long a shift may last ("quanto può durare al massimo il mio turno?", "la durata massima del turno"; not
  // "la riduzione per i turni: di quante ore è?"): the working time's rule, with the shift workers' own reduction
  // of hours beside it, not the yearly permits for reduced hours.
  [
    'working_hours',
    5,
    /\bquanto (?:(?:puo|possono|potrebbe) )?dura\w* (?:al massimo |massimo )?(?:il |un |i |la )?(?:mio |suo |nostro |loro )?turn[oi]\b|\bdurata (?:massima )?(?:del |dei |di un |di )?(?:mio |suo |nostro )?turn[oi]\b/,
  ],
  // A reduction of hours asked beside a shift's length ("quanto dura al massimo il turno e ho diritto a qualche
  // riduzione d'orario?"): the shift workers' own reduction in the working time's rule, not the yearly permits.
  [
    'rol_ex_festivita',
    -4,
    /^(?!.*\b(?:rol|permess\w*|ex.?festivit\w*|par)\b)(?=.*\bturn[oi]\b[^?]{0,60}\bdura\w*|.*\bdura\w*\b[^?]{0,60}\bturn[oi]\b)(?=.*\briduzion\w* (?:dell'|dell |d'|d |di )?orario)/,
  ],
  // The ordinary hours up to where overtime starts: the working week (ordinary-hours-asked.ts).
  ['working_hours', 6, ORDINARY_HOURS_ASKED],
  // Rest periods are the working time's: "giorno di riposo", "riposi obbligatori", "riposo settimanale".
  [
    'working_hours',
    3,
    // ("quanti giorni liberi le spettano a settimana?", "quante ore libere ha la badante alla settimana?", "quanto
    // riposo mi spetta ogni settimana?")
    /\briposo\b[^?]{0,40}\b(?:a|alla|ogni|per) settimana\b|\bgiorn\w* di riposo\b|\briposi (?:obbligatori|settimanal|giornalier|tra)\b|\briposo (?:settimanal|giornalier|compensativ|notturn)|\b(?:giorn[oi]|giornat[ae]|or[ae]) liber[oiae]\b[^?]{0,40}\b(?:a|alla|ogni|per) settimana\b|\b(?:a|alla|ogni|per) settimana\b[^?]{0,40}\b(?:giorn[oi]|giornat[ae]|or[ae]) liber[oiae]\b/,
  ],
  // A year's working time counted in days of 8 hours ("quante giornate annue da 8 ore fanno i turnisti?", "monte
  // giornate annuo"): the agreement's working time, whatever renewal set it ("prevede il rinnovo"). A yearly
  // bank of leave ("monte ore annuo ROL più ex festività") is the leave's.
  [
    'working_hours',
    4,
    /\bgiornat\w* (?:lavorativ\w* |di lavoro )?(?:annu\w* |all'anno |l'anno )?(?:da|di) 8 ore\b|\bmonte (?:ore|giornate) annu\w*\b(?![^?]{0,30}\b(?:rol|permess\w*|ex festivit\w*|ferie|par)\b)/,
  ],
  // One agreement set against another by pronoun: "è uguale a quello Confcommercio?", "o quello dei bar?".
  [
    'comparison',
    2,
    /\b(?:e|è|sono) (?:uguale|uguali|divers[oaie]|la stessa cosa) (?:a|da|di) quell[oaie]\b|\b(?:uguale|divers[oa]|differenz\w*) (?:da|a|rispetto a) quell[oa]\b|\bo (?:quello|quella) (?:del|della|dei|di|delle)\b/,
  ],
  // An apprentice's share of the final level's pay ("che percentuale del minimo del livello finale le spetta?").
  [
    'apprenticeship',
    5,
    // Not its cost to the employer ("quanto costa all'azienda un apprendista, livello di arrivo 5°?").
    /^(?!.*\bcost(?:a|ano|erebbe|o|i)\b)(?=.*\bapprendist)(?=.*(?:\bpercentual\w*|\bper ?cento\b|%|\blivello (?:finale|di destinazione|di arrivo|di qualificazione)))/,
  ],
  // Being a dependant for tax purposes.
  ['payroll_rules', 4, /\bfiscalmente a carico\b|\bancora a carico\b|\ba carico ai fini\b/],
];

/** Pay asked for a worker with no net said: "quanto guadagna una guardia giurata?", "quanto prende un 4°?". */
const ASKS_BARE_PAY =
  /\bquanto (?:\w+ ){0,2}?(?:prend\w*|guadagn\w*|percepisc\w*|vien\w* pagat\w*)\b|\blordo mensile\b|\bqual (?:e|è) (?:lo |il )?(?:stipendio|paga)\b/;
/** Words that ask the net, a calculation on the pay, or something else than the month's pay. */
const NOT_BARE_PAY =
  /\bnett|in tasca|a casa\b|\bporta\b|\bbusta\b|\bral\b|annu|\bcost|trattenut|\btass|in piu\b|di piu\b|straordinar|\bnott|notturn|festiv|tredicesim|quattordicesim|\btfr\b|all'ora|l'ora|\borari[ao]\b|scatt|apprendist|in nero|fuori busta|regola\b/;
/** Part-time's own subjects, which a part-time pay question does not ask. */
const PART_TIME_SUBJECT =
  /supplementar|elastic|trasform|precedenza|passare|diritto|chieder|rifiut|orizzontal|verticale|straordinar|\bferie\b|permess|minim\w* (?:di ore|orari)/;
/** Items withheld or taxed in a payslip, asked as such. */
const WITHHOLDING =
  /\b(?:trattien\w*|trattenut\w*|tolgono|toglie)\b[^?]*\b(?:inps|irpef|contribut\w*|addizional\w*)|\b(?:inps|irpef)\b[^?]*\b(?:trattien\w*|trattenut\w*)|\baddizional\w*\b|\bconguagli\w*\b|(?<!\b(?:a|di|per) )\bvoce\b[^?]*\bbusta\b|\b(?:busta(?: paga)?|stipendio|netto)\b[^?]*\b(?:piu (?:bass|alt|legger)\w*|scende|cala)\b/;
/** "qual è il CCNL con lo stipendio più alto?": agreements ranked by pay, not a payslip that came out lower. */
const AGREEMENTS_RANKED =
  /\b(?:ccnl|contratt\w*|settor\w*)\b[^?]*\b(?:stipendi\w*|paga|minim\w*)\b[^?]*\bpiu (?:alt|bass)\w*/;
/** The withheld item's own amount asked, even with the pay stated. */
const ITEM_ASKED =
  /\bquanto (?:\w+ ){0,4}?di (?:addizional|irpef|inps|contribut)|\btrattien\w* (?:\w+ )?(?:inps|irpef)\b/;
/** Subjects outside work and agreements that share a payroll word ("regime dei minimi", "bollo"). */
const OFF_TOPIC =
  /\bregime (?:dei minimi|forfett?ari\w*)|\bforfett?ari\w*\b|\bpartita iva\b|\bpolizz\w* (?:vita|auto|casa)\b|\bcanone (?:tv|rai)\b|\bbollo (?:auto|sulle|della)\b/;
// A hire told beside a freelancer ("oggi lavora con noi a partita IVA, vorrei assumerlo con una RAL di 30.000").
const LABOUR_SUBJECT =
  /\bdipendent|\bccnl\b|\bbusta paga|allattament|\bconged\w*|\bpermess\w*|cedolino|\bstipend|\bassunt|\bassum\w*|\bassunzion\w*|\bral\b|\bcolf\b|badant/;

/**
 * Where a withheld item must be named: a notice question's own asking clause ("mi hanno detto a voce che mi
 * lasciano a casa…: quanto preavviso mi spetta?" asks the notice, whatever the story says); elsewhere the text.
 */
/** "no addizionali", "senza addizionali regionali e comunali": a condition of the net asked, not the item asked. */
const EXCLUDED_TAXES =
  /\b(?:no|senza|niente|escludendo|escluse|esclusi|tranne)\s+(?:le\s+)?addizional\w*(?:\s+(?:regional\w*|comunal\w*)(?:\s+e\s+comunal\w*)?)?|\baddizional\w*(?:\s+(?:regional\w*|comunal\w*)(?:\s+e\s+comunal\w*)?)?\s+(?:escluse|esclusi|a parte)\b/g;
function withoutExcludedTaxes(text: string): string {
  return text.replace(EXCLUDED_TAXES, ' ');
}

function storyOrAsk(intent: Intent, text: string): string {
  return intent === 'notice' ? askedClause(text) : text;
}

/** "quanto era il minimo a gennaio? devo ricontrollare un conguaglio": the minimum asked, the adjustment a reason. */
const MINIMUM_FOR_ADJUSTMENT =
  /^(?!.*\b(?:irpef|inps|addizional\w*|trattenut\w*|tass\w*|nett[oaie])\b).*\bquant\w*\b[^?]{0,30}\b(?:minim[oi]|paga base|tabellare)\b/;
/** "passo a 20 ore: lo stipendio minimo quanto mi scende?": the minimum at fewer hours, not a withholding. */
const SHORTER_MINIMUM = /\bminim\w*\b[^?]*\b(?:scende|cala|si riduce|diminuisce)\b/;
function shorterMinimum(intent: Intent, text: string, slots: TypedRequest['slots']): boolean {
  const fewerHours =
    slots.weeklyHours !== undefined || slots.partTimePercent !== undefined || /part.?time/.test(text);
  return intent === 'minimum_pay' && fewerHours && SHORTER_MINIMUM.test(text);
}

function to(request: TypedRequest, intent: Intent): TypedRequest {
  return { ...request, intent, alsoAsked: request.alsoAsked.filter((i) => i !== intent) };
}

/** Intent corrections that need the slots read, after the word rules. */
export function refineThird(request: TypedRequest, text: string, agent?: string): TypedRequest {
  const { intent, slots } = request;
  const place = slots.municipality ?? slots.region ?? slots.province;
  // Hours here are still the schedule ("part time 30 ore"), read as a weekly slot afterwards.
  const money = slots.amounts.filter((a) => a.kind !== 'hours');
  // "quanto guadagna una guardia giurata?", "part time 24 ore al IV livello, quanto si prende?": the
  // agreement's minimum for that worker, not a net (no net, place, family or figure is given).
  if (
    agent !== 'calcolo' &&
    (intent === 'gross_to_net' || intent === 'part_time') &&
    !money.length &&
    !place &&
    !slots.dependants &&
    ASKS_BARE_PAY.test(text) &&
    !NOT_BARE_PAY.test(text) &&
    !(intent === 'part_time' && PART_TIME_SUBJECT.test(text)) &&
    (slots.level !== undefined || slots.agreements.length > 0)
  )
    return to(request, 'minimum_pay');
  // "quanto mi trattiene l'INPS", "quanto si paga di addizionali a Salerno", "perché la busta di dicembre è
  // più bassa": the payroll item itself, not the net.
  if (
    ['gross_to_net', 'minimum_pay', 'notice', 'out_of_scope'].includes(intent) &&
    WITHHOLDING.test(withoutExcludedTaxes(storyOrAsk(intent, text))) &&
    !AGREEMENTS_RANKED.test(text) &&
    !NET_WITH_SURCHARGES.test(text) &&
    !shorterMinimum(intent, text, slots) &&
    !/quanto (?:\w+ ){0,2}?(?:prend|pres[oaie]\b|guadagn|resta|rimane|arriv|nett)|in tasca|\bnetto (?:annu|mensil)|qual (?:e|è) il netto/.test(
      text,
    ) &&
    (!money.length || ITEM_ASKED.test(text)) &&
    !MINIMUM_FOR_ADJUSTMENT.test(text)
  )
    return to(request, 'payroll_rules');
  // An agreement the knowledge base lacks, named with nothing else asked ("conviene il CCNL Federculture o il
  // multiservizi?"): that it is missing is the answer.
  if (intent === 'out_of_scope' && slots.unknownAgreements.length && !OFF_TOPIC.test(text))
    return to(request, 'agreement_not_covered');
  if (OFF_TOPIC.test(text) && !LABOUR_SUBJECT.test(text) && intent !== 'out_of_scope')
    return to(request, 'out_of_scope');
  return request;
}

const NUMBER = String.raw`(\d{1,3}(?:[.]\d{3})*(?:,\d+)?|\d+(?:[.,]\d+)?|[a-z]+mila|mille)`;
/** Money paid off the books or as a tip: an amount of another kind than the payslip's. */
const OFF_BOOKS = [
  new RegExp(
    String.raw`${NUMBER}\s*(?:euro|€)?\s*(?:\w+ )?(?:fuori busta|in nero|in contanti|di mancia)`,
    'g',
  ),
  new RegExp(String.raw`(?:fuori busta|in nero|in contanti|mancia)\s*(?:di\s+)?${NUMBER}`, 'g'),
];
/**
 * A law, form or article number said in the story ("legge 104", "il 730", "fa il suo 730", "730 precompilato"),
 * not an amount.
 */
const NOT_AN_AMOUNT =
  /\b(?:legge|l\.|permess\w*|della) (104|151)\b|\b(?:il|nel|col|modello|dal|al|un|del)(?: (?:suo|sua|mio|tuo|loro|proprio|nostro|vostro))? (730)\b|\b(104)\b(?= per| mensil| di legge)|\b(730)(?= (?:precompilat|senza sostitut|congiunt|ordinari|integrativ))/g;
/** Intents whose questions never take hours as an amount: hours there are a schedule or an entitlement. */
const NO_HOURS: ReadonlySet<Intent> = new Set([
  'minimum_pay',
  'seniority',
  'monthly_payments',
  'working_hours',
  'rol_ex_festivita',
  'holidays',
  'leave',
  'probation',
  'sickness_injury',
  'notice',
  'apprenticeship',
  'classification',
  'renewal',
  'agreement_not_covered',
  'out_of_scope',
]);

function amountOf(raw: string): number | undefined {
  if (/^[a-z]+$/.test(raw)) return wordsToNumber(raw);
  const n = Number(raw.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

const MONTH = `(${MONTH_NAMES})`;
// A payment already made for the months that follow ("già pagata per i mesi", "le abbiamo dato i ratei").
const PAID_BEFORE_RANGE =
  /\b(?:gia|abbiamo|ho|hanno|ha) (?:\w+ ){0,2}?(?:dat[oaie]|pagat[oaie]|corrispost[oaie]|liquidat[oaie]|erogat[oaie]|versat[oaie])\b[^.;?]*$/;
// The same payment said after the months ("la tredicesima dei mesi da gennaio a settembre gliel'ha già pagata
// l'impresa uscente", "quei mesi li paga la ditta di prima").
const PAID_AFTER_RANGE =
  /^[^.;?]{0,40}?\b(?:gia (?:\w+ )?|(?:l|li|le|gliel)'?(?:ha|hanno) (?:gia )?)(?:dat|pagat|corrispost|liquidat|erogat|versat)[oaie]\b|^[^.;?]{0,40}?\b(?:li|le|la|gliel[aio]) (?:paga|pagano|liquida|liquidano|versa|versano|corrispond\w+|deve|devono)\b/;
// The range names the pay table its months take ("gennaio-maggio tabella 2025, da giugno la nuova", "da gennaio
// a maggio col minimo vecchio", "con la vecchia tabella da gennaio a maggio"): a year split across two tables.
const TABLE_AFTER_RANGE =
  /^,? ?(?:(?:con|col|coi|alla|alle|sulla|sul|sui|in|a) )?(?:(?:la|il|i|le|l') ?)?(?:vecchi\w* |nuov\w* |precedent\w* )?(?:tabell\w*|minim[oi]\b|tariff\w*)/;
const TABLE_BEFORE_RANGE = /\b(?:tabell\w*|minim[oi])\b(?: [\w']+){0,3}? (?:per i mesi |nei mesi |per )?$/;

/** "assunta dal primo maggio": a hire on a month's first day said in words. */
const HIRED_ON_FIRST = new RegExp(
  String.raw`\b(?:assunt\w*|iniziat\w*|inizia\w*|entrat\w*|cominciat\w*)\b[^?.]{0,30}?\bdal (?:primo|1) ${MONTH}\b(?!\s*\d)`,
);
/** A year said before 2015 after a pay word ("minimi colf 2013"): the year the figures are asked for. */
const OLD_YEAR =
  /\b(?:minimi|tabell\w*|stipend\w*|paga|retribuzion\w*)\b(?: \w+){0,2}? (20[01]\d)\b(?!\s*(?:€|euro))/;
/** A year said after a preposition ("in forza da prima del 1979"), which the amounts must not take. */
const YEAR_SAID = /\b(?:del|dal|nel|prima del|dopo il|anno|entro il) (19[5-9]\d|20[0-3]\d)\b/g;
/** "4 giorni da 10 ore": hours of a day, not of the week. */
const DAY_HOURS = /\bgiorn\w* (?:da|di) (\d{1,2}) ore\b/;
const WEEK_TOTAL =
  /\b(?:le|fare|fanno|per) (\d{2}) ore\b|\b(\d{2}) ore (?:settimanali|a settimana|su (?:36|38|39|40))\b/;

/** Dates, durations and schedules the third pass reads that the base slots miss. */
function thirdPassDates(slots: Slots, text: string, intent: Intent): Slots {
  const out = { ...slots };
  const span = listedMonths(text) ?? spannedMonths(text, out.hireDate);
  if (
    span &&
    // "gliel'abbiamo già data per i mesi da marzo a giugno": months already paid, not the months worked.
    !PAID_BEFORE_RANGE.test(text.slice(Math.max(0, span.index - 60), span.index)) &&
    !PAID_AFTER_RANGE.test(text.slice(span.index + span.length)) &&
    !TABLE_AFTER_RANGE.test(text.slice(span.index + span.length).trimStart()) &&
    !TABLE_BEFORE_RANGE.test(text.slice(Math.max(0, span.index - 40), span.index)) &&
    out.monthsWorked === undefined &&
    // (A TFR named with the months: read before "tolto il contributo dello 0,5" moves the intent to TFR.)
    (['thirteenth_pro_rata', 'tfr', 'holidays'].includes(intent) || /\btfr\b/.test(text))
  ) {
    if (span.months !== undefined) out.monthsWorked = span.months;
  }
  const hired = HIRED_ON_FIRST.exec(text);
  if (hired && out.hireDate === undefined)
    out.hireDate = `?-${String(MONTHS.indexOf(hired[1] ?? '') + 1).padStart(2, '0')}-01`;
  const old = OLD_YEAR.exec(text);
  if (old && out.taxYear === undefined) out.taxYear = Number(old[1]);
  const day = DAY_HOURS.exec(text);
  if (day && out.weeklyHours === Number(day[1])) {
    const week = WEEK_TOTAL.exec(text);
    if (week) out.weeklyHours = Number(week[1] ?? week[2]);
    else delete out.weeklyHours;
  }
  if (out.weeklyHours === undefined) {
    const week = /(?<![\d.,])(\d{1,2}(?:,\d{1,2})?) ore su (?:36|38|39|40)\b/.exec(text);
    if (week) out.weeklyHours = Number((week[1] ?? '').replace(',', '.'));
  }
  return out;
}

/** Slot corrections of the third pass: amounts that are not the worker's figures, dates and schedules. */
export function thirdPassSlots(input: Slots, text: string, intent: Intent): Slots {
  const slots = thirdPassDates(input, text, intent);
  let amounts = slots.amounts;
  const years = new Set([...text.matchAll(YEAR_SAID)].map((m) => Number(m[1])));
  if (years.size) amounts = amounts.filter((a) => !(a.kind === 'other' && years.has(a.value)));
  const offBooks = new Set<number>();
  for (const pattern of OFF_BOOKS)
    for (const m of text.matchAll(pattern)) {
      const value = amountOf(m[1] ?? '');
      if (value !== undefined) offBooks.add(value);
    }
  if (offBooks.size) amounts = amounts.map((a) => (offBooks.has(a.value) ? { ...a, kind: 'other' } : a));
  const numbers = new Set([...text.matchAll(NOT_AN_AMOUNT)].map((m) => Number(m[1] ?? m[2] ?? m[3] ?? m[4])));
  if (numbers.size) amounts = amounts.filter((a) => !(a.kind === 'other' && numbers.has(a.value)));
  // Unless contributions are asked on them ("150 ore nel trimestre, quanti contributi?").
  if (NO_HOURS.has(intent) && !/contribut/.test(text)) amounts = amounts.filter((a) => a.kind !== 'hours');
  return amounts === slots.amounts ? slots : { ...slots, amounts };
}
