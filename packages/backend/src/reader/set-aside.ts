import { withoutDeferredPay } from './deferred-pay.js';
import { AFTER_VERB, withoutItemsSetAsideBefore, withoutTaxNamedBefore } from './set-aside-before.js';

/**
 * A subject the user sets aside in the question ("Tralasciando la tassazione agevolata degli aumenti, qual è il
 * netto?", "a parte il bonus, quanto prendo?", "senza considerare il 5% sui rinnovi, …", "lascia perdere la
 * flat tax e dimmi il netto", "lasciando fuori le addizionali e la flat tax sugli aumenti", "escludi le addizionali e la flat tax sugli aumenti", "IRPEF ordinaria (senza l'imposta sostitutiva del 5%)", and in the formal address "non consideri la tassazione
 * agevolata al 5%", "escluda la flat tax"): the clause naming it is not what is asked. `withoutTaxSetAside` drops that clause
 * when it names a tax treatment, so the rest of the sentence decides the subject.
 */

// The words that set a subject aside, at the start of a clause (after a stop or a comma) or of the message; a
// bracket inside the clause is part of it ("ignorate le tassazioni agevolate (5% sugli aumenti, 15% sui notturni)").
const SET_ASIDE =
  /(^|[.,;:?!(]\s*|\be\s+)(?:tralasciando|senza(?= (?:l['’]|la |le |il |lo )?(?:impost|tassazion|detassazion|flat tax|cedolare|agevolazion|5 ?%))|a parte|senza (?:considerare|contare|tenere conto d\w*)|lasciando (?:stare|perdere|da parte|fuori)|lascia(?:mo|te)? (?:stare|perdere|da parte|fuori)|tenendo fuori|non considerando|prescindendo da\w*|a prescindere da\w*|ignor(?:ando|a|i|ate|iamo|are)|tralasci(?:a|ate|amo|are)?|mettendo da parte|esclud(?:i|a|ete|iamo|endo|ere)|non consider(?:are|i|ate)|non cont(?:are|i)|non (?:tenga|tenete|tenere) conto d\w*)\s+(?:\([^)]*\)|[^.,;:?!(])*?(?=\s+e\s+(?:dimmi|mi dica|calcol\w*|qual\w*|quant\w*|come)\b|[.,;:?!)]|$)/gi;

// A tax treatment set aside ("tralasciando la tassazione agevolata", "a parte il 5% sugli aumenti", "senza
// considerare la detassazione"): the components of a calculation set aside (surcharges, increments, TFR) are read
// by the calculation itself and stay.
const TAX_TREATMENT =
  /tassazion\w*|tassat\w*|impost[ae]\b|flat tax|\b5 ?%|detassa\w*|agevolat\w*|agevolazion\w*|sostitutiv\w*|cedolare/i;

// "10,00 € lordi (tredicesima a parte)", "(esclusa la tredicesima)": a note in brackets on what a pay told holds,
// not the 13th asked.
const BRACKETED_PAY_NOTE =
  /\s*\((?:(?:la |il )?(?:tredicesima|13(?:a|ª|esima)|ratei?(?: di tredicesima)?)(?: e (?:le )?ferie)? (?:a parte|esclus[ao]|inclus[ao]|compres[ao])|(?:esclus[ao]|inclus[ao]|compres[ao]|senza|con) (?:la )?(?:tredicesima|13(?:a|ª|esima)))\)/gi;

// A tax treatment told as not due ("quindi la flat tax sugli aumenti contrattuali non le spetta", "il 5% sui
// rinnovi non si applica", "niente flat tax"): a fact of the story, not the question; the clause goes.
// ("l'aliquota dell'imposta sostitutiva e il limite di reddito oltre il quale il beneficio non spetta": the "non
// spetta" of a relative clause describes the limit asked, not a tax told as not due.)
const NOT_DUE =
  /(^|[.,;:?!(]\s*)[^.,;:?!]*?(?:\bniente (?:flat tax|imposta sostitutiva|tassazione agevolata|5 ?%)|(?:flat tax|imposta sostitutiv\w*|tassazione agevolat\w*|detassazion\w*|\b5 ?%)(?:(?!\b(?:quale|quali|cui|quando|se|oltre|sopra)\b)[^.,;:?!])*?\bnon (?:\w+ ){0,2}(?:spett\w*|si applica|applic\w*|vale|ha diritto))[^.,;:?!]*/gi;

// A tax treatment the employer is told not to apply, in a clause that tells and does not ask ("ha detto
// all'azienda di non applicare la flat tax sugli aumenti", "senza applicare il 5%"): the rest is the question.
const NOT_APPLIED =
  /(^|[.,;:?!(]\s*)[^.,;:?!]*?\b(?:non|senza) (?:\w+ ){0,2}?(?:applic\w*|conteggi\w*|consider\w*|tener\w* conto)\b[^.,;:?!]*?(?:flat tax|imposta sostitutiv\w*|tassazione agevolat\w*|detassazion\w*|\b5 ?%)[^.,;:?!]*(?=[.,;:!)]|$)/gi;
const ASKING_WORDS = /\b(?:se|quant\w*|qual\w*|come|posso|puo|possono|conviene|perche)\b/i;

// The words that set a subject aside, anywhere in a clause ("le addizionali lasciale fuori", "tralasciando …").
const ASIDE_WORDS = new RegExp(
  `${AFTER_VERB.source}|\\b(?:lascia\\w*|tralasci\\w*|esclud\\w*|ignor\\w*|non consider\\w*|non cont\\w*|a parte)\\b`,
  'i',
);
// A tax treatment added to what was just set aside ("le addizionali lasciale fuori, …, e anche la flat tax al 5%
// sugli aumenti"): the clause "e anche …" continues the setting aside.
const ALSO_CLAUSE = /,\s*(?:e )?(?:anche|pure|neanche|nemmeno|neppure|ne)\s+[^,;:.?!]*/gi;

/** Each stretch up to a colon or a stop, without the "e anche <tax>" clauses that follow a setting aside. */
function withoutTaxAlsoSetAside(text: string): string {
  return text.replace(/[^.;:?!]+/g, (segment: string) =>
    segment.replace(ALSO_CLAUSE, (clause: string, at: number) =>
      TAX_TREATMENT.test(clause) && ASIDE_WORDS.test(segment.slice(0, at)) ? '' : clause,
    ),
  );
}

/**
 * The message without the clauses that set a tax treatment aside, nor a bracketed note on whether a pay told
 * holds the 13th; the rest unchanged.
 */
export function withoutTaxSetAside(message: string): string {
  const text = withoutTaxAlsoSetAside(withoutTaxNamedBefore(message, TAX_TREATMENT))
    .replace(BRACKETED_PAY_NOTE, '')
    .replace(NOT_DUE, (_clause: string, lead: string) => lead)
    .replace(NOT_APPLIED, (clause: string, lead: string, at: number, whole: string) =>
      // ("l'azienda ha deciso di non applicare il 5% sugli aumenti, è giusto?": the sentence asks about it.)
      ASKING_WORDS.test(clause) || /^[^.!]*\?/.test(whole.slice(at + clause.length))
        ? clause
        : lead.trim() === ','
          ? ''
          : lead,
    );
  let dropped = false;
  const kept = text.replace(SET_ASIDE, (clause: string, lead: string) => {
    if (!TAX_TREATMENT.test(clause)) return clause;
    dropped = true;
    // "Escludi le addizionali regionali e comunali e la flat tax sugli aumenti": only the tax treatment goes; the
    // components excluded beside it stay for the calculation to read.
    const parts = clause.slice(lead.length).split(/\s+e\s+/);
    const others = parts.filter((part) => !TAX_TREATMENT.test(part));
    if (others.length && !TAX_TREATMENT.test(parts[0] ?? '')) return `${lead}${others.join(' e ')}`;
    return /^\s*e\s+$/i.test(lead) ? ' ' : lead;
  });
  return dropped ? kept.replace(/^[\s,;:]+/, '').replace(/\s*,\s*(?=[?.!;:]|$)/g, '') : text;
}

/**
 * The message without a tax treatment set aside, a pay put off to later (deferred-pay.ts) nor a pay item named
 * then set aside (set-aside-before.ts).
 */
export function withoutSetAside(message: string): string {
  return withoutItemsSetAsideBefore(withoutTaxSetAside(withoutDeferredPay(message)));
}
