import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { formerCategoryAgreement } from './former-category-agreement.js';
import { levelCodeAgreement } from './level-code-agreement.js';
import { readLevel } from './levels.js';
import { contractPhrases } from './named-agreement.js';
import { quotedPayAgreement } from './quoted-pay-agreement.js';
import { reformedClassificationAgreement } from './reformed-classification.js';
import type { Slots } from './request.js';
import { readable } from './text.js';

/**
 * Whether a folded question names an agreement outright, or only implies it by a word of its sector, workplace
 * or job ("albergo", "pulizie", "metalmeccanico", "colf"). The difference decides against the agreements the
 * user selected in the picker: a name written in the question beats the selection, an implied one does not.
 * Named outright: after "CCNL"/"contratto" ("contratto dei metalmeccanici"), by a title ("Turismo", "Pubblici
 * esercizi", "Metalmeccanici industria"), or by a signatory association ("Federalberghi").
 */

/** Employers' associations that sign the agreements: naming one names its agreement. */
const SIGNATORIES =
  /\b(?:federmeccanica|assistal|confapi|unionmeccanica|federalberghi|fipe|confcommercio|confesercenti|ance|aiop|confprofessioni|federchimica|farmindustria|legacoop|confcooperative|agci|sistema moda italia|confagricoltura|coldiretti|federdistribuzione)\b/g;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/**
 * The agreement's titles, folded, without "CCNL": its short name and the aliases written as "CCNL …" ("turismo",
 * "multiservizi"), and its other aliases of two words or more ("pubblici esercizi"); a one-word alias that is a
 * workplace or a job ("Alberghi", "Pulizie") only implies it.
 */
const titles = (ccnl: Ccnl) =>
  [ccnl.short_name, ...ccnl.aliases]
    .filter((name) => /^ccnl /i.test(name) || name.trim().split(/\s+/).length >= 2)
    .map((name) =>
      fold(name)
        .replace(/^ccnl /, '')
        .replace(/-/g, ' '),
    );

const words = (text: string) => text.replace(/[^a-z0-9]+/g, ' ').trim();
/** Whether `name` occurs in `text` as whole words. */
const hasWords = (text: string, name: string) => ` ${words(text)} `.includes(` ${words(name)} `);

/** Every name of an agreement, folded: titles, aliases and keywords. */
const allNames = (ccnl: Ccnl) =>
  [ccnl.short_name, ...ccnl.aliases, ...ccnl.keywords].map((name) => fold(name).replace(/^ccnl /, ''));

/**
 * Whether the question names `ccnl` outright. A name the selected agreements carry too ("commercio" in
 * "Commercio Confesercenti", "metalmeccanici" in "Metalmeccanici PMI Confapi") names neither against the other.
 */
export function namedOutright(kb: KnowledgeBase, ccnl: Ccnl, text: string, selected: readonly Ccnl[] = []) {
  const others = selected.filter((c) => c !== ccnl).flatMap(allNames);
  const shared = (name: string) => others.some((other) => hasWords(other, name));
  if (titles(ccnl).some((title) => hasWords(text, title) && !shared(title))) return true;
  const signatories = [...text.matchAll(SIGNATORIES)].map((m) => m[0]);
  if (signatories.some((signatory) => allNames(ccnl).some((name) => hasWords(name, signatory)))) return true;
  // After "CCNL"/"contratto": the fewest words that name it ("metalmeccanici" of "metalmeccanici del nord").
  return contractPhrases(text).some((phrase) => {
    if (!kb.recognise(phrase).includes(ccnl)) return false;
    const said = phrase.split(' ');
    const head = said.findIndex((_, i) => kb.recognise(said.slice(0, i + 1).join(' ')).includes(ccnl));
    return head < 0 || !shared(said.slice(0, head + 1).join(' '));
  });
}

/**
 * True when the agreements a question reads are named only by words the selected agreements share, or only
 * implied: the selection then says which agreement the question is about.
 */
export function yieldsToSelection(
  kb: KnowledgeBase,
  read: { agreements: readonly number[]; agreementsBySector?: boolean },
  categories: readonly number[] | undefined,
  text: string,
): boolean {
  const selected = (categories ?? []).map((id) => kb.byCategory(id)).filter((c) => c !== undefined);
  if (!selected.length || !read.agreements.length || read.agreementsBySector) return false;
  return read.agreements.every((id) => {
    const ccnl = kb.byCategory(id);
    return ccnl !== undefined && !namedOutright(kb, ccnl, text, selected);
  });
}

/**
 * True when a follow-up reads agreements the conversation was not about, by their own words (not a workplace
 * met only in the sectors' table): it moves the conversation there ("E per i metalmeccanici?").
 */
export function movesToAnother(
  kb: KnowledgeBase,
  previous: { agreements: readonly number[] },
  own: { agreements: readonly number[] },
  text: string,
): boolean {
  const recognised = kb.recognise(text).map((c) => c.id_categoria);
  return (
    own.agreements.some((id) => !previous.agreements.includes(id)) &&
    own.agreements.every((id) => recognised.includes(id))
  );
}

/**
 * The slots with the picker's selection applied: the selected agreements fill in when the question names none,
 * and beat one only inferred from a workplace word (a Confesercenti shop is still "un negozio") or named by a
 * word the selected one shares ("commercio" with Confesercenti selected). A level read in the inferred
 * agreement's codes is read again in the selected one's.
 */
export function withSelection(
  kb: KnowledgeBase,
  slots: Slots,
  own: { slots: { agreements: readonly number[]; agreementsBySector?: boolean }; text: string },
  categories: readonly number[] | undefined,
  message: string,
): Slots {
  let result = codedLevelsAgreement(kb, slots, message);
  // "un tornitore C3": the agreement whose levels have the code (the job's family when several have it).
  if (!categories?.length) result = levelCodeAgreement(kb, result, message);
  // "inquadrata in 5ª categoria super: a quale livello corrisponde oggi?": the agreement whose levels keep it.
  if (!categories?.length) result = formerCategoryAgreement(kb, result, message);
  // "al 5° livello … cioè 1.761,64 € al mese": the agreement whose table has that pay at that level.
  if (!categories?.length) result = quotedPayAgreement(kb, result, message);
  // "dopo il nuovo sistema per livelli" in a mechanical workshop: the family's agreement that dates a new one.
  if (!categories?.length) result = reformedClassificationAgreement(kb, result, message);
  if (yieldsToSelection(kb, own.slots, categories, own.text))
    result = { ...result, agreementsBySector: true };
  if ((result.agreements.length && !result.agreementsBySector) || !categories?.length) return result;
  const selected = categories.filter((id) => kb.byCategory(id));
  if (selected.length) {
    const { agreementsBySector, ...rest } = result;
    result = { ...rest, agreements: [...selected] };
    if (agreementsBySector) delete result.level;
  }
  if (!result.level) {
    const ccnl = kb.byCategory(selected[0] ?? -1);
    const level = ccnl ? readLevel(ccnl, message, readable(message)) : undefined;
    if (level) result = { ...result, level };
  }
  return result;
}

/**
 * Agreements only implied by the job's words ("pulizia macchine in metalmeccanica") with level codes asked among
 * as the choice asked ("D1 o D2?"): the one agreement that has both codes is the workplace's; the task word named
 * a trade, not it.
 */
function codedLevelsAgreement(kb: KnowledgeBase, slots: Slots, message: string): Slots {
  if (!slots.agreementsBySector || slots.agreements.length < 2) return slots;
  // Only codes offered as the choice asked ("D1 o D2?"): a code beside another agreement's level ("chimico D1 e
  // edilizia primo livello") names its own agreement, the other one stays.
  const choice = /\b([A-Za-z][1-9])\s*(?:o|oppure|\/)\s*([A-Za-z][1-9])\b/.exec(message);
  if (!choice) return slots;
  const codes = [choice[1], choice[2]].map((code) => (code as string).toUpperCase());
  const having = slots.agreements.filter((id) =>
    codes.every((code) => kb.byCategory(id)?.levels.some((l) => l.level === code)),
  );
  return having.length === 1 ? { ...slots, agreements: having } : slots;
}
