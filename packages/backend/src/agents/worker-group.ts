/**
 * Whether the worker is a blue-collar (operai) or a white-collar (impiegati) employee, for agreements whose
 * rules differ by group (Edilizia's notice). Said outright, or by the job: a labourer, a bricklayer or a
 * welder is an operaio; a clerk, an accountant or a secretary is an impiegato. Read on folded text.
 */
const OPERAI =
  /\boperai|\bmanoval|\bmurator|\bcarpentier|\bmanovratore|\bgruista|\bescavatorist|\bsaldator|\btornitor|\bfresator|\bcapo ?squadra\b|\bferraiol|\bpiastrellist|\bimbianchin/;
const IMPIEGATI = /\bimpiegat|\bcontabil|\bsegretari|\bamministrativ|\bgeometr[ae] di cantiere|\bdisegnator/;

export function workerGroup(text: string): 'operai' | 'impiegati' | undefined {
  if (/\boperai/.test(text)) return 'operai';
  if (/\bimpiegat/.test(text)) return 'impiegati';
  if (OPERAI.test(text) && !IMPIEGATI.test(text)) return 'operai';
  if (IMPIEGATI.test(text) && !OPERAI.test(text)) return 'impiegati';
  return undefined;
}
