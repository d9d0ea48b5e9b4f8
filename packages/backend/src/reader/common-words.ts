/**
 * Italian words of five letters or more that are never an agreement's name: prepositions, adverbs, conjunctions,
 * pronouns and determiners. Read after "contratto" ("il contratto senza indicare una causale", "un contratto
 * dopo l'altro", "il contratto presso di noi") they were taken for the name of an agreement the knowledge base
 * lacks ("CCNL Senza non è nella base di conoscenza"); so were the articulated prepositions ("il contratto collettivo
 * sulle ore supplementari non dice niente": never a "CCNL Sulle"). A name is a sector, a trade or an association, never one
 * of these.
 */
const COMMON_WORDS = new Set(
  `senza dopo circa verso contro sopra sotto dentro fuori presso tramite mediante oltre entro prima durante
  insieme accanto attraverso lungo dietro davanti vicino lontano intorno attorno riguardo rispetto tranne salvo
  eccetto nonostante malgrado secondo siccome poiche affinche benche sebbene purche allora dunque quindi pero
  tuttavia comunque inoltre infatti invece oppure ovvero ossia ovvio cioe mentre finche appena quando perche
  anche ancora sempre spesso subito adesso magari forse ormai tanto molto troppo poco parecchio abbastanza
  almeno soltanto solamente proprio davvero neanche nemmeno neppure nessuno nessuna qualche qualcuno ciascuno
  ognuno altro altra altri altre questo questa questi queste quello quella quelli quelle stesso stessa tutto
  tutta tutti tutte alcuni alcune certo certa diversi diverse parecchi nostro nostra vostro vostra loro
  relativo relativa suddetto suddetta medesimo medesima presente seguente seguenti dovrebbe potrebbe sarebbe
  dovremmo potremmo possiamo dobbiamo vogliamo facciamo abbiamo avete hanno siamo stato stata stati state
  sulla sulle sullo sugli nella nelle nello negli dalla dalle dallo dagli colla colle`.split(/\s+/),
);

/** The word is a common Italian word, never the name of an agreement. */
export function isCommonWord(word: string): boolean {
  return COMMON_WORDS.has(word);
}
