import { holidaysPaidInsteadAsked } from './holidays-paid.js';

/**
 * Work stopped by the weather ("ha piovuto tre giorni, abbiamo mandato a casa la squadra: chi paga quelle
 * giornate?", "ore perse per il maltempo in cantiere"): the law's wage integration for weather events (CIGO,
 * causale eventi meteo), not an agreement's pay table. Read on folded text. "Paga" as a noun ("paga base",
 * "paga oraria": the worker's pay elements) is no stopped-work cue: a rainy site in the background of an
 * overtime or sickness question is not the question.
 */
const WEATHER =
  /\b(?:piov\w*|pioggi\w*|maltempo|brutto tempo|cattivo tempo|intemperi\w*|nevicat\w*|neve|grandin\w*|eventi? meteo\w*|condizioni (?:meteo\w*|climatiche) avvers\w*|acquazzon\w*|temporal\w*|caldo (?:eccessiv|estrem|record)\w*|ondat\w* di calore)\b/;
const STOPPED_FIRMLY =
  /\b(?:ore|giornate|giorni) (?:pers[ei]|ferm[ei]|non lavorat[ei])\b|\bpers[oae] (?:\w+ ){0,2}(?:ore|giornate|giorni)\b|\bci ferm\w*|\b(?:mandat|rimast|stat|restat)\w* a casa\b|\bbloccat\w*|\bsospe(?:s|nsion|nd)\w*|\bferm[oaie]\b|\bfermat\w*|\bnon (?:si )?(?:e )?(?:potut\w* )?lavor\w*|\ble perdono\b|\bchi (?:gliel[aei] |le |li )?pag\w*|\bcassa integrazione\b|\bcigo?\b/;

/** "Who pays" ("chi le paga quelle giornate?"): a stopped-work cue only where no overtime is asked. */
const PAID =
  /\bpag(?:o|a|ano|hiamo|are|ate)\b(?! (?:base|oraria|orari[ae]|giornalier\w*|mensil\w*|nett\w*|lord\w*|contrattual\w*|minim\w*|tabellar\w*|di fatto|di livello|del (?:livello|contratto)))/;
/** Hours worked beyond the schedule ("3 ore oltre il suo orario", "straordinario"): work done, not stopped. */
const OVERTIME = /\bstraordinar\w*|\boltre (?:il |l'|l )?(?:suo |loro |normale |proprio )?orario\b/;
// Beside overtime, only a stop said outright counts ("di notte non lavora mai" is no stop).
const STOPPED_OUTRIGHT =
  /\b(?:ore|giornate|giorni) (?:pers[ei]|ferm[ei]|non lavorat[ei])\b|\b(?:mandat|rimast|stat|restat)\w* a casa\b|\bsospe(?:s|nsion|nd)\w*|\bcassa integrazione\b|\bcigo?\b/;
const STOPPED = (text: string): boolean =>
  OVERTIME.test(text) ? STOPPED_OUTRIGHT.test(text) : STOPPED_FIRMLY.test(text) || PAID.test(text);

/**
 * The heat or the weather named only beside the wage integration itself ("da che temperatura si può chiedere la
 * cigo?", "col caldo vale la cassa integrazione meteo?"): a cue too loose alone ("fa caldo in magazzino").
 */
const HEAT_OR_WEATHER = /\b(?:caldo|calore|afa|temperatur\w*|gradi|meteo\w*)\b/;
const INTEGRATION = /\bcassa integrazione\b|\bcig[o]?\b/;
/** Work suspended or hours lost for the heat ("se sospendo i lavori per il caldo… le ore perse"): the same law. */
const HEAT_STOP =
  /\bsospe(?:s|nsion|nd)\w* (?:i |il |l')?lavor\w*|\b(?:ore|giornate|giorni) (?:pers[ei]|non lavorat[ei])\b/;

/**
 * The Cassa Edile's set-aside for holidays and the 13th ("la tredicesima chi la paga, la ditta o la Cassa Edile?"),
 * the rainy days only the worry beside it: the agreement's monthly payments, not the CIGO.
 */
const OTHER_SUBJECT = /\bcassa edile\b|\btredicesim\w*|\bgratifica natalizia\b|\baccanton\w*/;

/** Whether the question asks what happens to work stopped by the weather. */
// (Holidays asked paid instead of taken, the weather being why they were not: the holidays' rule, holidays-paid.ts.)
export const weatherStoppageAsked = (text: string): boolean =>
  !OTHER_SUBJECT.test(text) &&
  ((WEATHER.test(text) && STOPPED(text) && !holidaysPaidInsteadAsked(text)) ||
    (HEAT_OR_WEATHER.test(text) && (INTEGRATION.test(text) || HEAT_STOP.test(text))));

// A follow-up on the same stopped work ("e se li avessimo avvisati con un SMS di non venire, cosa spettava per
// quelle ore?", "e a quelli tenuti a disposizione?"): a warning given or the hours' pay asked, no new subject.
const WARNING_ASKED =
  /\b(?:avvisat|preavvisat|avvertit|avvisar|avvertir)\w*|\bpreavviso\b|\bsms\b|\be-?mail\b|\bdi non (?:venire|presentar\w*|rientrar\w*)\b/;
const HOURS_PAY_ASKED =
  /\b(?:spett\w*|pagat[ieao]|pagar\w*|retribu\w*|dovut\w*)\b[^?]{0,60}\b(?:ore|giornat\w*|turn\w*|quell[ie]|loro)\b|\b(?:ore|giornat\w*|turn\w*|quell[ie]|loro)\b[^?]{0,60}\b(?:spett\w*|pagat[ieao]|pagar\w*|retribu\w*|dovut\w*)\b/;
const FOLLOW_UP_OTHER_SUBJECT =
  /\btredicesim\w*|\bquattordicesim\w*|\bferie\b|\bmalatti\w*|\binfortun\w*|\btfr\b|\bstraordinar\w*|\bpermess\w*/;

/** Whether a follow-up, after a weather-stoppage question (`earlier`, folded), asks more of the same stop. */
export const weatherStoppageFollowUp = (text: string, earlier: string): boolean =>
  weatherStoppageAsked(earlier) &&
  !FOLLOW_UP_OTHER_SUBJECT.test(text) &&
  (WARNING_ASKED.test(text) || HOURS_PAY_ASKED.test(text));
