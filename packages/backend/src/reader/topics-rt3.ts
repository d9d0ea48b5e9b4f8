import type { Intent } from './request.js';

/**
 * Contract topics as the third set of real questions tells them (eval/questions/89-real-topics-3.json), read on
 * the folded text beside the word rules of intents.ts. Weights as there: 3 says the intent outright.
 */
export const TOPIC_RULES_RT3: [Intent, number, RegExp][] = [
  // Duty at a polling station is leave the law grants ("nominata scrutatrice", "faccio il presidente di seggio"),
  // whatever days and hours the story tells around it.
  [
    'leave',
    5,
    /\bscrutat(?:or|ric)\w*|\b(?:presidente|segretari\w*|componente) (?:di|del) seggio\b|\bseggi(?:o|ol\w*) elettoral\w*|\bal seggio\b|\brappresentant\w* di lista\b/,
  ],
  // Illness during the probation asks what happens to the probation ("i giorni di malattia contano nella
  // prova?", "sono in prova e mi sono ammalata: mi possono mandare via?"), unless the sick pay is asked.
  [
    'probation',
    4,
    /^(?!.*\bquanto (?:mi |gli |le |ci )?(?:pag|spett|prend))(?:.*(?:malatti|\bamm?al|\bmalat[oaie]\b|infortun|\boperat[oa]\b|intervento)[^.?]{0,80}\bprova\b|.*\b(?:in|durante (?:il|la)|nel(?:la)?|periodo di) (?:periodo di )?prova\b[^.?]{0,80}(?:malatti|\bamm?al|\bmalat[oaie]\b|infortun|\boperat[oa]\b|intervento))/,
  ],
  // Permits the worker has accrued, used or not ("i permessi che non uso me li pagano?", "permessi residui in
  // busta"): ROL and ex festività, not a leave of its own.
  [
    'rol_ex_festivita',
    4,
    /\bpermess\w*\b[^?.]{0,30}\b(?:non (?:\w+ )?(?:uso|usat\w*|godut\w*|fruit\w*|utilizz\w*|pres[oi])\b|residu\w*|maturat\w*|accumulat\w*|scadut\w*|in busta|nel cedolino)/,
  ],
  // Pay that rises with the years of service ("lo stipendio deve salire per l'anzianità: ogni quanto?"): the
  // seniority increments, not a renewal's increase (holidays that grow with seniority stay holidays).
  [
    'seniority',
    5,
    /\bogni quanto (?:tempo )?scatt\w*|\bscatt\w* (?:l'|un )?aument\w*|(?:stipend|paga|retribu|busta|salari)\w*\b[^?.]{0,40}\b(?:aument|sal|cresc)\w*\b[^?.]{0,30}\b(?:per|con) (?:l'|la )?anzianita\b|\b(?:aument|sal|cresc)\w*\b[^?.]{0,20}\b(?:lo |la )?(?:stipend|paga|retribu)\w*\b[^?.]{0,30}\banzianita\b/,
  ],
  // The minimum with the increments added ("il totale minimo più scatti", "minimo tabellare + scatti"): the
  // seniority answer sums them, a minimum alone would leave the increments out.
  [
    'seniority',
    5,
    /\bminim\w*(?: tabellar\w*)? (?:piu|\+|con|e|compres\w*|inclus\w*) (?:gli |i )?(?:suoi )?scatt\w*/,
  ],
  // When the 13th or 14th month arrives ("la 14esima quando arriva?"): its payment timing.
  [
    'monthly_payments',
    4,
    /(?:tredicesim|quattordicesim|\b1[34](?:a|ª|esim\w*|ma)\b)[^?]{0,30}\bquando (?:arriv\w*|me la (?:pagan\w*|dann\w*)|la (?:pagan\w*|dann\w*)|esce|si prende)|\bquando (?:arriv\w*|esce|la pagano|si prende)\b[^?]{0,30}(?:tredicesim|quattordicesim|\b1[34](?:a|ª|esim\w*|ma)\b)/,
  ],
];
