import type { Intent, TypedRequest } from './request.js';

/**
 * Session 28 (fixs28c), read last: an extra month and a pay component said in or out of it ("e nella
 * quattordicesima di luglio ci vanno dentro anche gli scatti?", "il superminimo entra nella tredicesima?") asks
 * what the month is paid on (monthly_payments), not the component's amount nor the month's.
 */
const COMPONENT_IN_EXTRA_MONTH =
  /^(?=.*(?:tredicesim|quattordicesim|\b1[34] ?(?:a|esim\w*|ma)\b))(?=.*\b(?:scatt[oi]|superminim\w*|contingenz\w*|terzo elemento|integrativ\w*)\b)(?=.*\b(?:dentro|compres\w*|comprend\w*|inclus\w*|includ\w*|entra(?:no)?|rientra(?:no)?|ci vanno|vanno|va|si contano|conta(?:no)?|conteggiat\w*|esclus\w*|ci sono)\b)/;
// An amount or a calculation asked: the extra month's figure, whatever it is paid on.
const AMOUNT_ASKED = /\bquant[oiae]?\b|\bimport\w*|\bcalcol(?:a|ami|are)\b|\bdi quanto\b/;
const READ_AS: ReadonlySet<Intent> = new Set([
  'seniority',
  'monthly_payments',
  'thirteenth_pro_rata',
  'minimum_pay',
  'out_of_scope',
]);

/**
 * "la quattordicesima al cameriere quando la devo pagare?" after a cost: when the extra month is paid, asked on
 * its own, not the earlier calculation again.
 */
const WHEN_PAID =
  /^(?=.*(?:tredicesim|quattordicesim|\b1[34] ?(?:a|esim\w*|ma)\b))(?=.*\b(?:quando|in che mese|che mese|entro quando|entro che)\b[^?]*\b(?:pag\w*|corrispond\w*|vers\w*|dar\w*|arriv\w*|spett\w*|matur\w*|da(?:re)?)\b)/;
const WHEN_FROM: ReadonlySet<Intent> = new Set([
  'employer_cost',
  'thirteenth_pro_rata',
  'minimum_pay',
  'seniority',
  'gross_to_net',
  'out_of_scope',
]);

/**
 * "mia moglie è nel contratto ABI del credito: riesci a confrontarmi il suo minimo con quello del commercio?":
 * an agreement not held set against one held is a comparison nothing can answer; the gap says so, not the held
 * agreement's figures alone.
 */
const SET_AGAINST =
  /\bconfront\w*|\bdifferenz\w*|\brispetto a\b|\bdi piu (?:di|rispetto)|\bdi piu lei\b|\bdi piu lui\b|\bparagon\w*/;
const PAY_ASKED: ReadonlySet<Intent> = new Set([
  'minimum_pay',
  'comparison',
  'thirteenth_pro_rata',
  'monthly_payments',
  'seniority',
]);

/**
 * "In che posizione economica va inquadrato, quanto dura la prova e qual è l'orario settimanale pieno?": the
 * classification asked first with other subjects, each kept; "l'orario settimanale" is the working week, not
 * an hourly pay.
 */
const CLASSIFICATION_ASKED =
  /\b(?:che|quale|qual e la|qual e il) (?:posizione economica|livello|categoria|inquadramento)\b[^?]{0,30}\binquadr\w*|\bcome (?:va|lo|la|devo|dobbiamo) inquadr\w*/;
const WEEK_ASKED =
  /\borario (?:settimanal\w*|di lavoro)\b|\bore settimanal\w*|\bore (?:a|alla|per) settimana\b/;
const HOURLY_PAY =
  /\bpaga oraria|\bretribuzione oraria|\bquota oraria|\ball'ora\b|\bl'ora\b|\bdivisore\b|\bvalore (?:dell'|di un')ora/;

function classificationFirst(request: TypedRequest, text: string): TypedRequest {
  if (request.intent === 'classification' || !CLASSIFICATION_ASKED.test(text)) return request;
  const asked = [request.intent, ...request.alsoAsked].map(
    (i): Intent =>
      i === 'hourly_rate' && WEEK_ASKED.test(text) && !HOURLY_PAY.test(text) ? 'working_hours' : i,
  );
  if (!asked.every((i) => ASKED_BESIDE.has(i))) return request;
  const alsoAsked = [...new Set(asked)].filter((i) => i !== 'classification');
  return { ...request, intent: 'classification', alsoAsked };
}
const ASKED_BESIDE: ReadonlySet<Intent> = new Set([
  'hourly_rate',
  'working_hours',
  'probation',
  'minimum_pay',
  'notice',
  'holidays',
  'classification',
]);

/**
 * "Come l'ha calcolata? Mi indichi il divisore utilizzato e l'importo orario risultante.": the hourly pay and its
 * divisor, not a net nor the working week.
 */
const DIVISOR_ASKED = /\bdivisor\w*\b(?!.*\bnett)/;
// (Asked beside the working week, "orario settimanale e divisore", the working hours answer both.)
const DIVISOR_FROM: ReadonlySet<Intent> = new Set(['gross_to_net', 'minimum_pay', 'out_of_scope']);

/**
 * "sto facendo la pianificazione del costo del personale 2027 … Quanto vale in tutto l'anzianità che deve avere in
 * busta adesso, e ne maturerà altri?": the cost is the story, the increments the question.
 */
const INCREMENTS_ASKED = /\banzianita\b|\bscatt[oi]\b/;
const COST_ASKED = /\bcost\w*|\bcontribut\w*|\binps\b|\binail\b|\btfr\b|\bnett\w*/;

function incrementsAsked(request: TypedRequest, text: string): TypedRequest {
  if (request.intent !== 'employer_cost' || !request.alsoAsked.includes('seniority')) return request;
  const asking = text.split(/(?<=[.!?])\s+/).filter((s) => /\?\s*$/.test(s));
  if (!asking.length || !asking.every((s) => INCREMENTS_ASKED.test(s) && !COST_ASKED.test(s))) return request;
  return { ...request, intent: 'seniority', alsoAsked: request.alsoAsked.filter((i) => i !== 'seniority') };
}

export function fixs28cAsks(request: TypedRequest, text: string): TypedRequest {
  const increments = incrementsAsked(request, text);
  if (increments !== request) return increments;
  if (DIVISOR_FROM.has(request.intent) && DIVISOR_ASKED.test(text) && !request.slots.amounts.length)
    return {
      ...request,
      intent: 'hourly_rate',
      alsoAsked: request.alsoAsked.filter((i) => i !== 'hourly_rate'),
    };
  const classified = classificationFirst(request, text);
  if (classified !== request) return classified;
  if (request.slots.unknownAgreements.length > 0 && PAY_ASKED.has(request.intent) && SET_AGAINST.test(text))
    return {
      ...request,
      intent: 'agreement_not_covered',
      alsoAsked: [
        request.intent,
        ...request.alsoAsked.filter((i) => i !== request.intent && i !== 'agreement_not_covered'),
      ],
    };
  if (WHEN_FROM.has(request.intent) && WHEN_PAID.test(text) && !AMOUNT_ASKED.test(text))
    return {
      ...request,
      intent: 'monthly_payments',
      alsoAsked: request.alsoAsked.filter((i) => i !== 'monthly_payments'),
    };
  if (
    !READ_AS.has(request.intent) ||
    !COMPONENT_IN_EXTRA_MONTH.test(text) ||
    AMOUNT_ASKED.test(text) ||
    /\bquando\b/.test(text)
  )
    return request;
  return {
    ...request,
    intent: 'monthly_payments',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'monthly_payments' && i !== 'seniority'),
  };
}
