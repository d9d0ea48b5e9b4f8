/**
 * Words that follow "contratto"/"CCNL" as the sentence's verb, not as an agreement's name: "il nuovo contratto
 * sarebbe su 14 mensilità", "il CCNL scade a marzo", "il contratto prevedeva 40 ore", "il contratto dura un
 * anno". Read on the folded text (no accents: "sarà" is "sara"). A verb's endings (conditional, imperfect,
 * subjunctive) and the verbs a sentence about a contract uses; an agreement's name is a noun.
 */
const VERB_ENDINGS = /(?:ebbe|ebbero|avano|evano|ivano|essero|assero|issero|ava|eva)$/;
/**
 * The singular imperfect subjunctive of a hypothesis ("se il contratto andasse/durasse/finisse dal … al …"),
 * from seven letters so that a name such as "Casse rurali" or "classe" stays a noun.
 */
const SUBJUNCTIVE = /^[a-z]{3,}(?:asse|esse|isse)$/;
const VERBS = new Set([
  'sara',
  'avra',
  'dovra',
  'potra',
  'scadra',
  'durera',
  'verra',
  'partira',
  'cambiera',
  'prevedra',
  'scade',
  'scadono',
  'include',
  'comprende',
  'contiene',
  'diventa',
  'cambia',
  'resta',
  'rimane',
  'applica',
  'segue',
  'riporta',
  'indica',
  'chiede',
  'richiede',
  'obbliga',
  'permette',
  'garantisce',
  'copre',
  'riguarda',
  'tratta',
  'parte',
  'inizia',
  'comincia',
  'finisce',
  'termina',
  'funziona',
  'mette',
  'viene',
  'vengono',
  'hanno',
  'erano',
  'fosse',
  'sembra',
  'risulta',
  'scrive',
  'nomina',
  'menziona',
  'spiega',
  'aggiunge',
  'esclude',
  'vieta',
  'ammette',
  'assegna',
  'attribuisce',
  'fissa',
  'regola',
  'disciplina',
]);

/** Question words: "a fine contratto quanti giorni di ferie…" asks, it names no agreement. */
const QUESTION_WORDS = new Set([
  'quanti',
  'quante',
  'quanto',
  'quanta',
  'quale',
  'quali',
  'come',
  'quando',
  'cosa',
  'chi',
  'dove',
  'perche',
]);

/** The word after "contratto"/"CCNL" is a verb of the sentence (or a question word), not a name. */
export function isContractVerb(word: string): boolean {
  return VERBS.has(word) || QUESTION_WORDS.has(word) || VERB_ENDINGS.test(word) || SUBJUNCTIVE.test(word);
}
