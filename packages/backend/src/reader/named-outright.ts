import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { agreementsNamedAsContract } from './named-agreement.js';

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

/** Whether `title` occurs in `text` as whole words. */
const hasWords = (text: string, title: string) =>
  ` ${text.replace(/[^a-z0-9]+/g, ' ')} `.includes(` ${title} `);

export function namedOutright(kb: KnowledgeBase, ccnl: Ccnl, text: string): boolean {
  if (titles(ccnl).some((title) => hasWords(text, title.replace(/[^a-z0-9]+/g, ' ').trim()))) return true;
  const signatories = [...text.matchAll(SIGNATORIES)].map((m) => m[0]).join(' , ');
  if (signatories && kb.recognise(signatories).includes(ccnl)) return true;
  return agreementsNamedAsContract(kb, text).includes(ccnl);
}
