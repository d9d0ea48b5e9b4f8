import { atMonthOfYear } from './realconv12-asks.js';
import type { Intent, TypedRequest } from './request.js';
import { yearIncome } from './story-income.js';

/**
 * Two subjects a story's words hide, read on the question the message ends with:
 * - a renewal's increase ("di quanto doveva aumentare il minimo dal 1° luglio?", "quanto vale l'aumento del
 *   trattamento economico minimo e in che tranche arriva?"), whatever overtime, net or minimum the story names;
 * - a seniority increase asked in other words ("lo stipendio deve salire per l'anzianità: ogni quanto scatta
 *   l'aumento?", "con gli anni di servizio aumenta la paga?"), not the agreement's renewal.
 */

/** The last question of the message (from its sentence break), or the whole text when it asks none. */
function lastQuestion(text: string): string {
  // "quanto ho preso in piu??": a doubled question mark ends one question, it is not an empty one.
  const questions = text.match(/[^.;!?]*\?+/g)?.filter((q) => q.replace(/\?+$/, '').trim());
  return questions?.at(-1) ?? text;
}

// "di quanto in percentuale?", "in che percentuale?", "di che percentuale?".
const PERCENT_ASK =
  /\b(?:di quant[oi] in percentuale|(?:in|di) (?:che|quale) percentuale|quanto in percentuale)\b/;
// The story says the pay rose ("i minimi di area sono aumentati da gennaio").
const PAY_ROSE =
  /\b(?:minim|tabellar|paga|stipendi|retribuzion)\w*\b[^.?]{0,60}\b(?:aument|increment|cresc|salit)\w*/;
const PAY = /\b(?:minim\w*|tem\b|tec\b|tabellar\w*|paga|stipendi\w*|retribuzion\w*|trattamento economico)/;
const NEW_MINIMUM = '(?:nuov[oi] minim[oi]|minim[oi] nuov[oi])';
const NEW_MINIMUM_AND_INCREASE = new RegExp(
  String.raw`\b${NEW_MINIMUM}\b[^?.:]{0,25}\baument[oi]\b(?! ?:)|\baument[oi] (?:\w+ ){0,3}?e (?:il |l'|l )?${NEW_MINIMUM}\b|\baument[oi] (?:\w+ )?(?:rispetto (?:a|ad|al|alla|all') ?|sul |dal )(?:oggi|adesso|ora|attuale|(?:minimo|quell[oa]|paga) (?:attual\w*|di oggi|corrente))\b`,
);
// "perché a maggio il minimo era più basso?", "da dove viene la differenza?": the tranche between the two.
// ("perché? a ottobre in busta il minimo era più basso": the why asked alone, the month's lower pay after it;
// "perché? a ottobre avevo meno": the pay of a month named, lower.)
const WHY_LOWER = new RegExp(
  [
    String.raw`\b(?:perche|come mai)\b(?: ?[?!]+)?[^?.]{0,60}?\b(?:era|erano|fosse|prendev\w*|avev\w*)\b[^?.]{0,25}?\b(?:piu )?(?:bass|inferior)\w*`,
    String.raw`\b(?:perche|come mai)\b(?: ?[?!]+)?[^?.]{0,40}?\b(?:a|ad|di|in) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b[^?.]{0,40}?\b(?:era|erano|prendev\w*|avev\w*|mi davano)\b[^?.]{0,20}?\bmeno\b`,
    String.raw`\b(?:da dove|da cosa|a cosa) (?:\w+ ){0,2}?(?:vien\w*|deriv\w*|dovut\w*) (?:\w+ ){0,2}?differ\w*`,
  ].join('|'),
);
const RENEWAL_INCREASE = new RegExp(
  [
    // "di quanto doveva aumentare il minimo", "di quanto è cresciuta la paga", "di quanti euro aumenta il minimo"
    // ("di quanto doveva essere l'aumento del contratto": the increase named as a noun after the verb)
    String.raw`\bdi quant[oi](?: euro)? (?:\w+ ){0,2}?(?:(?:l'|l |il )?aument|cresc|salit|salir)\w*`,
    // "di quanti euro sale (esattamente) il loro minimo" (the hourly pay that "sale in più" on a Sunday is a surcharge)
    String.raw`\bdi quant[oi](?: euro)? sal(?:e|gono|ira|iranno) (?:esattamente |precisamente |di preciso |in tutto )?(?:il |i |la )?(?:loro |suo |sua |mio |nostro )?(?:minim|tem\b|stipendi|tabellar)`,
    // "quanto vale l'aumento del minimo", "a quanto ammonta l'aumento"
    // ("a quanto ammonta in tutto l'aumento": the whole increase, still the renewal's)
    // ("quanto è stato l'aumento sul minimo di luglio?", "quanto sarà l'aumento": the increase asked in the past or
    // future, the verb's tense between the two words.)
    // ("a quanto ammonta l'incremento mensile della tranche": the increase by its other name.)
    String.raw`\b(?:quanto vale|quanto valeva|a quanto ammonta\w*|quant'e|quanto e|di che importo e)(?: stat[oa])? (?:in tutto |in totale |complessivamente )?(?:l'|l |il )?(?:aument|increment)\w*`,
    String.raw`\bquanto (?:sara|era|fu) (?:stat[oa] )?(?:l'|l |il )?aument\w*`,
    // "importo della tranche di novembre 2026", "a quanto ammonta la tranche", "valore dell'aumento di giugno"
    String.raw`\b(?:importo|valore|ammontare|entita|a quanto ammonta\w*|quanto vale|quanto e) (?:della |dell'|di |la |l')?(?:tranche|trance|rata dell'aumento|aumento)\b`,
    // "in che tranche arriva", "in quante rate"
    String.raw`\bin (?:che|quali|quante) (?:tranche|trance|rate)\b`,
    // "quale aumento decorre dal 1° dicembre", "quanto mi aumenta a maggio 2027"
    // "quanto mi è aumentato il minimo a luglio?", "quanto è salito il minimo?"
    // "quale sarà l'aumento del minimo nel 2027", "quanto diventa, con l'aumento del rinnovo?"
    String.raw`\bquale (?:sara|sarebbe|e) (?:l'|l )?aument\w*|\bcon (?:l'|l )?aument\w* (?:del |dal |previsto dal )?(?:rinnov|contratt|ccnl)\w*`,
    // "qual è l'incremento complessivo del minimo … sommando tutte le tranche?": the increase named as a noun.
    String.raw`\bqual(?:e)? (?:e|sara|sarebbe) (?:stat[oa] )?(?:l'|l |il )?increment\w*`,
    String.raw`\bquale aumento\b|\bquanto (?:mi |gli |le |ci |ti )?(?:(?:e|sono|e stato|si e) )?(?:aument|salit|cresciut)\w*`,
    // "sono aumentati da gennaio: di quanto in percentuale?" (the rise said in the story, its share asked)
    PERCENT_ASK.source,
    // "dal 1/1/2027 nuovo minimo e aumento rispetto a oggi?", "l'aumento e il minimo nuovo": the increase asked as
    // a bare noun beside the new minimum, or measured against today's table.
    NEW_MINIMUM_AND_INCREASE.source,
    WHY_LOWER.source,
  ].join('|'),
);
/** The increase's amount asked in words ("di quanto doveva salire il minimo", "quanto vale l'aumento"). */
export function asksRenewalIncrease(text: string): boolean {
  return RENEWAL_INCREASE.test(text);
}

// What makes an increase another question: the net, a tax, seniority, the renewal's own pay lines.
// ("scattato a giugno" is when the increase came, not the increments.)
const NOT_RENEWAL = /\b(?:nett\w*|irpef|tass\w*|scatt[oi]|anzianit\w*|straordinar\w*|detrazion\w*|cuneo)\b/;
// "la domenica di Pasqua ha lavorato: di quanto va aumentata la paga?": the surcharge of a day worked.
const DAY_WORKED =
  /\bha lavorato\b[^?]*\b(?:domenic|festiv|natale|pasqua|ferragosto|di notte)|\b(?:domenic|festiv|natale|pasqua|ferragosto|di notte)\w*\b[^?]*\bha lavorato\b/;
const INCREMENTS_ASKED = /\bscatt\w* (?:di |d')?anzianit\w*|\bquanti scatt\w*/;
// "a giugno 2026 quanto prendo in più?": the month's tranche (not two levels set side by side, not overtime).
const MONTH_MORE =
  /\b(?:a|da|dal|di) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b[^?]*\bquanto (?:\w+ ){0,2}?(?:prend|pres|guadagn|arriv|entrat)\w* in piu\b|\bquanto (?:\w+ ){0,2}?(?:prend|pres|guadagn|arriv|entrat)\w* in piu (?:a|da|dal) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/;
const FROM_RENEWAL: ReadonlySet<Intent> = new Set([
  // A union leaflet or a circular uploaded beside the question: the level's increase is the agreement's.
  'document_question',
  'minimum_pay',
  'overtime_value',
  'hourly_rate',
  'gross_to_net',
  'payslip_check',
  'out_of_scope',
]);

// "la tranche di gennaio quanto ci costa in più all'anno?", "quanto ci costa in più l'aumento di giugno?": what a
// tranche adds to the pay, not the worker's whole cost.
const TRANCHE_COST = new RegExp(
  [
    String.raw`\b(?:tranche|trance|aument[oi]|increment[oi])\b[^?.;]{0,60}?\bquanto (?:\w+ ){0,2}?cost\w*(?: \w+){0,2}? in piu\b`,
    String.raw`\bquanto (?:\w+ ){0,2}?cost\w* in piu (?:\w+ ){0,3}?(?:la |l'|l |il |quest[ao] |quest')(?:tranche|trance|aument[oi]|increment[oi])\b`,
  ].join('|'),
);

const SENIORITY = /\banzianit\w*|\banni di servizio\b|\banni (?:che|da quando) (?:lavora|e con noi|sta con)/;
const RISES = /\b(?:scatt\w*|aument\w*|sal(?:e|ire|ga|gono)|cresc\w*|ogni quanto)\b/;
// The increments' amount asked: "quanto le spetta di scatti", "a quanto arrivano gli scatti", "quanto valgono i suoi
// scatti".
const INCREMENTS_AMOUNT =
  /\bquant\w* (?:\w+ ){0,5}?di (?:scatt|anzianita)|\b(?:a )?quanto (?:\w+ ){0,3}?(?:vale|valgono|arrivano|ammonta|ammontano|fanno) (?:\w+ ){0,3}?(?:scatt|(?:l'|la (?:sua |mia )?)anzianita)/;
// The table a year names: "sul minimo 2025", "con la tabella del 2024", "minimi del 2025", "ai valori 2025".
const TABLE_OF = String.raw`\b(?:minim\w*|tabell\w*|valori|importi|retribuzion\w*)\s+(?:\w+\s+){0,2}?`;
const RENEWAL_WORDS = /\brinnov\w*|\btranche\b|\buna tantum\b|\barretrat\w*/;
const FROM_SENIORITY: ReadonlySet<Intent> = new Set([
  'renewal',
  'minimum_pay',
  'gross_to_net',
  'out_of_scope',
]);

// "cosa aumenta dal 1° gennaio 2027, di quanto e su quale voce?", "cosa scatta con le paghe di gennaio?", "quanto
// scatta a gennaio?": what rises at a date said, an agreement named, asks that date's tranche (not increments).
const DATED_RISE =
  /\b(?:cosa|che cosa|cos'e che|quanto|quale voce) (?:\w+ ){0,2}?(?:aumenta|aumentano|scatta|scattano)\b(?! (?:l'|lo |gli )?(?:scatt|anzianit))/;
const AT_MONTH =
  /\b(?:dal|dall'|da|a|ad|di|con le paghe di|con la busta di|in busta a) (?:\d{1,2}°? |primo )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/;

function datedRise(request: TypedRequest, question: string, text: string): boolean {
  return (
    FROM_RENEWAL.has(request.intent) &&
    request.slots.agreements.length === 1 &&
    request.slots.date !== undefined &&
    DATED_RISE.test(question) &&
    AT_MONTH.test(text) &&
    !NOT_RENEWAL.test(question) &&
    !SENIORITY.test(text) &&
    request.slots.amounts.every((a) => a.kind === 'other')
  );
}

// "perché? a ottobre avevo meno": a why asked alone, then what it is asked of — one question.
const BARE_WHY = /\b(perche|come mai) ?[?!]+ ?(?=[^?!\s])/g;

export function askedIncrease(request: TypedRequest, said: string): TypedRequest {
  const text = said.replace(BARE_WHY, '$1 ');
  // The question that asks the increase, when a last one only adds to it ("… quanto mi è aumentato il minimo a
  // luglio? e in totale a fine contratto?").
  // ("mi chiede a quanto ammonta l'aumento …, e fino a quando vale. Mi dà i numeri?": the question asked in a
  // statement, when no question mark closes one that asks it.)
  // ("e al 5° livello? quant'è l'aumento di febbraio e il minimo nuovo": the ask the message ends with, its question
  // mark left out, is a question too.)
  const question =
    (text.match(/[^.;!?]*\?|[^.;!?]+$/g) ?? []).filter((q) => RENEWAL_INCREASE.test(q)).at(-1) ??
    (text.match(/[^.;!?]*[.;!]/g) ?? []).filter((q) => RENEWAL_INCREASE.test(q)).at(-1) ??
    lastQuestion(text);
  const to = (intent: Intent): TypedRequest => ({
    ...request,
    intent,
    alsoAsked: request.alsoAsked.filter((i) => i !== intent && i !== request.intent),
  });
  // What the question asks starts at its asking words: the story before them ("ho fatto straordinari e il
  // netto è cambiato, ma di quanto è cresciuto il minimo?") does not change it.
  const at = question.search(RENEWAL_INCREASE);
  const ask = at >= 0 ? question.slice(at) : '';
  const monthMore =
    FROM_RENEWAL.has(request.intent) && MONTH_MORE.test(question) && !NOT_RENEWAL.test(question);
  if (datedRise(request, lastQuestion(text), text)) return to('renewal');
  if (
    request.intent === 'employer_cost' &&
    TRANCHE_COST.test(question) &&
    request.slots.amounts.every((a) => a.kind === 'other')
  )
    return to('renewal');
  if (
    monthMore &&
    request.slots.level !== undefined &&
    request.slots.amounts.every((a) => a.kind === 'other')
  )
    return to('renewal');
  if (
    FROM_RENEWAL.has(request.intent) &&
    ask &&
    (PAY.test(ask) ||
      /\brinnov/.test(text) ||
      // ("il minimo mi è salito: di quanto doveva essere l'aumento?": the rise the story tells is the pay's)
      PAY_ROSE.test(text) ||
      NEW_MINIMUM_AND_INCREASE.test(question) ||
      // ("perché a maggio il C3 era più basso?": the level's pay, named by its level.)
      (WHY_LOWER.test(question) && request.slots.level !== undefined)) &&
    !NOT_RENEWAL.test(ask) &&
    !DAY_WORKED.test(question) &&
    // "quanti scatti ha maturato e di quanto aumentano il minimo?": the increments' increase, not a renewal's.
    !INCREMENTS_ASKED.test(question) &&
    // Figures a story quotes ("chi dice 294 euro e chi dice 257") are not pay to compute on, nor a past year's
    // income told for a tax's condition (story-income.ts).
    request.slots.amounts.every((a) => a.kind === 'other' || yearIncome(request, a, text))
  )
    return to('renewal');
  if (
    FROM_SENIORITY.has(request.intent) &&
    ((SENIORITY.test(text) && RISES.test(question)) || INCREMENTS_AMOUNT.test(question)) &&
    !RENEWAL_WORDS.test(text) &&
    !request.slots.amounts.length
  ) {
    const next = to('seniority');
    // "lavora con noi dall'estate del 2020": the year she was hired, not a year whose rules are asked; "sul
    // minimo 2025", "con la tabella del 2024" name the year whose table the increments are read on.
    const year = request.slots.taxYear;
    if (year !== undefined && new RegExp(`${TABLE_OF}${year}\\b`).test(text)) return next;
    // "quanto prende con 3 scatti a ottobre 2026?": the month asked is the day the pay is read at, not a hire.
    if (year !== undefined && atMonthOfYear(text, year)) return next;
    // "che nel 2025 aveva già quattro anni di servizio": the year the service is counted in is the year asked.
    // ("assunta nel 2020" is still her hire.)
    if (
      year !== undefined &&
      new RegExp(`\\b(?:nel|per il|durante il) ${year}\\b(?! in poi)`).test(text) &&
      !new RegExp(`\\b(?:assunt|entrat|inizi|comincia|arrivat)\\w*(?: \\w+){0,3} nel ${year}\\b`).test(text)
    )
      return next;
    const { taxYear: _year, date: _date, ...slots } = next.slots;
    return { ...next, slots: request.slots.date && !request.slots.taxYear ? next.slots : slots };
  }
  return request;
}
