import type { Intent } from './request.js';

const ILL = String.raw`(?:malat\w*|ammal\w*|febbre|influenz\w*|ricover\w*|infortun\w*|certificat\w*|stat[oa] male|sto male|fatt[oa] male)`;
const ON_HOLIDAY = String.raw`(?:\b(?:giorn|settiman|period|mese|mesi)\w* di (?:ferie|mare|vacanz\w*)|\b(?:scalat|tolt|conteggiat|contat|considerat)\w* (?:come |dalle |nelle |tra le )?ferie|durante (?:le |la |il )?(?:mie |sue |nostre )?(?:ferie|vacanz\w*)|(?:ero|sono|era|eravamo|siamo|stavo|stava) in (?:ferie|vacanz\w*)|\bin (?:ferie|vacanz\w*)\b|giorni di (?:ferie|mare|vacanz\w*)|\b(?:ferie|vacanz\w*) (?:collettiv\w* |estiv\w* )?(?:e |, ?)?(?:dopo|mi |gli |le ))`;

/** Holidays not taken, or days of them left over ("non sono riuscita a staccare", "mi restano 9 giorni di ferie"). */
const NOT_TAKEN = String.raw`\b(?:non (?:sono|e|siamo|sei|ho|ha|hai|abbiamo) (?:\w+ )?(?:riuscit\w* a|potut\w*) (?:stacc|far|prender|goder|usar|smaltir)\w*|(?:resteranno|restano|rimarranno|rimangono|avanzano|avanzeranno|rimast\w*|residu\w*) (?:\w+ ){0,3}(?:giorni|giornate|ore|settimane) di ferie)`;
/** Being on holiday said outright: "durante le ferie", "in ferie", "in vacanza". */
const ON_HOLIDAY_SAID = String.raw`(?:\bdurante (?:le |la |il )?(?:mie |sue |nostre )?(?:ferie|vacanz\w*)|\bin (?:ferie|vacanz\w*)\b)`;

/**
 * Falling ill while on holiday asked ("mi è venuta la febbre in ferie: quei giorni li perdo?", "mi sono ammalata
 * durante le vacanze"), on the folded question; not the holidays that accrue during an illness, nor the job kept
 * through an illness that began on holiday ("caduto in vacanza: per quanto mi tengono il posto?").
 */
export const ILL_ON_HOLIDAY = new RegExp(
  // ("…ho fatto 4 giorni di malattia. Quanti giorni di ferie mi spettano?", "… quante ferie mi spettano?": the
  // holidays asked, not an illness in them.)
  // ("quanti giorni di ferie all'anno prevede il contratto?" after "mia zia è ricoverata": the days asked.)
  // ("permessi per la malattia dei figli": a child's illness is that leave, not the worker's on holiday.)
  // ("tra malattia in primavera e colleghe assenti non sono riuscita a staccare: mi resteranno 9 giorni di ferie":
  // the illness is why the holidays were not taken, unless it is said to have fallen in them.)
  String.raw`^(?!(?=.*${NOT_TAKEN})(?!.*${ON_HOLIDAY_SAID}))(?!.*\bmalatti\w* (?:dei|del|della|di) (?:mi[oaei] )?(?:figli\w*|bambin\w*|bimb\w*))(?!.*\bquant\w* (?:(?:giorni|giornate|settimane) di )?ferie (?:in tutto |all'anno |l'anno )?(?:mi |gli |le |ci )?(?:spett|ho\b|ha\b|abbiamo\b|prevede|previst|danno\b|tocca)(?!.*\b(?:durante|in) (?:le )?(?:ferie|vacanz)))(?!.*\bmatur)(?!.*\b(?:comporto|(?:tien|tengon|conserv|mantien|perd)\w* (?:\w+ )?(?:il |mio |suo |loro )?posto)\b)(?:.*${ILL}[^?]{0,150}${ON_HOLIDAY}|.*${ON_HOLIDAY}[^?]{0,150}${ILL})`,
);

/**
 * Contract topics as the fourth set of real questions tells them (eval/questions/89-real-topics-4.json), read
 * on the folded text beside the word rules of intents.ts. Weights as there: 3 says the intent outright.
 */
/**
 * Holidays asked as a worker's right ("le ferie si fermano o le ho bruciate?", "me le scalano dalle ferie?"):
 * work, whatever a hospital or a doctor in the story says (outside-work.ts reads the ask by it).
 */
export const HOLIDAYS_AS_RIGHT = String.raw`\bferie\b[^?.]{0,40}\b(?:spett\w*|matur\w*|perd\w*|pers[eoi]\b|bruciat\w*|scalat\w*|sospe\w*|ferm\w*|interromp\w*|interrott\w*|recuper\w*|residu\w*|godut\w*|pagat\w*|ridann\w*|restituit\w*)|\b(?:scalat|tolt|perd|pers|bruciat|recuper|ridann|restituit)\w*\b[^?.]{0,30}\bferie\b`;

/**
 * A renewal asked about a worker's minimum ("di quanto aumenta il minimo di un operaio comune con l'ultimo
 * rinnovo?"): work, whatever a retired consultant or a pension in the story says.
 */
export const RENEWAL_AS_WORK = String.raw`\b(?:ultimo|nuovo|prossimo|recente) rinnov\w*|\brinnov\w* (?:contrattual\w*|del contratto)\b|\bminim[oi]\b[^?.]{0,20}\b(?:di un|di una|del|dell'|della|dei|degli|per un|per una) (?:operai\w*|impiegat\w*|dipendent\w*|lavorat\w*|apprendist\w*|commess\w*|livell\w*|quadr\w*)|\baument\w*\b[^?.]{0,30}\b(?:minim[oi]|stipend\w*|paga|tabellar\w*)\b[^?.]{0,40}\brinnov`;

const CHILD_ILL =
  /malatti\w* (?:de[il] |del mio |dei miei |di mio |di mia |della mia )?(?:figli|bambin|bimb|piccol)|\b(?:figli|bambin|bimb|piccol)\w*\b[^?.;]{0,40}\b(?:(?:si |e |e' )?(?:ammal|malat)\w*|(?:ha|ha preso|con) (?:la |l')?(?:febbre|influenz\w*))/;

/**
 * The illness passed on from the child to the worker asked about ("il bambino ha preso l'influenza… l'ha passata a
 * tutti, compresa la colf"; "la badante si è ammalata anche lei"): the worker's own sickness is the case, the
 * child's is how the story begins.
 */
const PASSED_ON =
  /\bl'ha passat\w*|\b(?:ha|hanno) contagiat\w*|\bcontagiat[oaie]\b|\b(?:si (?:e|sono) )?ammalat[oaie] anche (?:lei|lui|loro)\b|\b(?:lei|lui) (?:si (?:e|è) )?(?:ammalat|in malattia)\w* anche\b/;
/** A pattern that holds only where no illness is passed on to the worker (PASSED_ON): the child's stays the case. */
export const unlessPassedOn = (pattern: RegExp) =>
  new RegExp(String.raw`^(?![\s\S]*(?:${PASSED_ON.source}))[\s\S]*?(?:${pattern.source})`);
const CHILD_ILL_ONLY = unlessPassedOn(CHILD_ILL);
/**
 * The illness named by its kind or by the doctor's paper ("si è presa l'influenza, 5 giorni di certificato"): a
 * child's flu is the child's, unless the story passes it on to the worker ("l'ha passata alla colf").
 */
/** A child's illness named ("la piccola è malata"), unless the story passes it on to the worker. */
export const CHILD_SICKNESS = unlessPassedOn(
  /malatti\w* (?:de[il] |del mio |dei miei |di mio |di mia |della mia )?(?:figli|bambin|bimb)|\b(?:la|il|mia|mio|nostra|nostro) piccol[oa] (?:(?:e |e' |si )?(?:ammal|malat)\w*|ha (?:preso )?(?:la |l')?(?:febbre|influenz\w*))|\b(?:figli|bambin|bimb)\w*\b(?:(?!\b(?:convint\w*|pens\w*|cred\w*|dic\w*|sostien\w*|ritien\w*|afferm\w*)\b)[^?.;]){0,40}\b(?:(?:si |e |e' )?(?:ammal|malat)\w*|(?:ha|ha preso|con) (?:la |l'|l )?(?:febbre|influenz\w*)|(?:sta|stia|stesse|stanno|stiano|stessero) male\b)|\b(?:sta|stia|stesse|stanno|stiano|stessero) male (?:(?:il|la|i|le|lo|mio|mia|miei|nostro|nostra|suo|sua) )*(?:figli|bambin|bimb)/,
);

export const ILLNESS_NAMED = new RegExp(
  String.raw`^(?!(?![\s\S]*(?:${PASSED_ON.source})).*\b(?:figli|bambin|bimb)\w*\b[^.?]{0,30}\b(?:febbre|influenz)).*(?:\binfluenz|\bfebbre\b|\bcovid\b|\bgiorni di certificat|\bcertificat\w* (?:(?:e|sara) )?(?:di|da) \d+ (?:giorni|gg)\b|\bprognosi\b|\b(?:e|sono) stat[oa] operat|\bconvalescen|\bil medico (?:mi|le|gli|ci) ha (?:dato|prolungato|allungato|esteso|rinnovato)\b|\b(?:prolung|allung|estes|rinnov)\w* (?:(?:il|del|un|l'|lo) ?)?certificat|\bcertificat\w* (?:medic\w* )?(?:prolungat|allungat|estes|rinnovat)\w*)`,
);

export const TOPIC_RULES_RT4: [Intent, number, RegExp][] = [
  // Falling ill on holiday asks whether the holidays are lost ("mi è venuta la febbre in ferie: li perdo?"),
  // not the sick pay: the holidays, answered with the law's rule that illness suspends them.
  ['holidays', 5, ILL_ON_HOLIDAY],
  // Holidays the worker could not take, or days of them left at the year's end ("con l'influenza non sono riuscito
  // a fare le ferie: me ne rimangono 11 giorni"): the holidays asked, an illness told being why.
  [
    'holidays',
    2,
    /\bnon (?:sono|e|siamo|ho|ha|abbiamo) (?:\w+ )?(?:riuscit\w* a|potut\w*) (?:fare|prendere|godere|smaltire) (?:le |mie |sue |tutte le )*ferie\b|\bferie\b[^?]{0,60}\b(?:me |ce |gli |le )?ne (?:rimang|rimarr|rest|avanz)\w*/,
  ],
  // A child's illness ("la bimba si ammala di continuo: quanti giorni di permesso?", "permessi per la malattia
  // dei figli") is the leave for it, not the worker's sick pay.
  ['leave', 7, CHILD_ILL_ONLY],
  // "il prossimo scatto del contratto", "un'altra tranche a breve": the renewal's next tranche, not an increment.
  [
    'renewal',
    7,
    /\bscatt\w* (?:del (?:contratto|ccnl)|contrattual)|\b(?:un'?|un )altra tranche\b|\bprossim\w* tranche\b/,
  ],
  // "qual era il nuovo tabellare mensile del livello D1?": the table's monthly figure of a level.
  ['minimum_pay', 2, /\bnuovo tabellare\b|\btabellare mensile\b/],
];
