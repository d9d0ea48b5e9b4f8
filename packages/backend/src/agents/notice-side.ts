import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import { ASKS_LAST_DAY } from './notice-given.js';
import { asksNoticeStart } from './notice-start.js';

const RESIGNS =
  /dimett|dimm?iss?ion|\b(?:mi sono|si e|ti sei|ci siamo) dimess[oaie]\b|licenziars|andare a lavorare (?:per|presso|da) un|cambiare (?:lavoro|ditta|azienda)|lasciare (?:il lavoro|l'azienda|la ditta)|\b(?:io )?lascio (?:questo |il (?:mio )?)?(?:lavoro|posto)\b|andarsene|andarmene|volersene andare|se ne (?:va|vada|andava|andasse|andrebbe|vuole andare|voglia andare|voleva andare|fosse andat[oa]|e andat[oa])\b|\b(?:me|te) ne (?:vado|vada|andassi|andrei|andro|fossi andat[oa]|sono andat[oa]|ero andat[oa])\b|\b(?:vuole|vorrebbe|voglio|vorrei|deve|devo|intende|pensa di|sta per|ha deciso di|ho deciso di|vuol) (?:andare via|andar via|smettere di lavorare|lasciarci|lasciare il posto)\b/;
// "mi sono licenziata", "mi licenzio", "si è licenziato", "voglio licenziarmi", "mi vorrei licenziare": said
// of oneself, to leave is to resign ("mi licenziano", "mi ha licenziato", "vogliono licenziarmi" stay a dismissal).
const SELF_LEAVES =
  /\b(?:mi|ti|si|ci) (?:sono |son |ero |sei |e |siamo |era )?licenziat\w*|\bmi licenzi(?:o|ero|erei)\b|\bsi licenzia\b|\b(?:voglio|vorrei|volessi|devo|dovrei|dovessi|posso|potrei|intendo|volevo|decido di|(?:ho |avrei )?decis[oa] di|pens\w* di|sto per) licenziarmi\b|\b(?:mi|si) (?:voglio|vorrei|devo|dovrei|posso|potrei|volevo|vuole|vorrebbe|deve|dovrebbe|puo|potrebbe|voleva) licenziare\b(?! (?:il|la|lo|l'|un|una|uno|i|gli|le)\b)/g;
// The employer ends it in other words: "mandarmi via", "se mi cacciano", "fosse il titolare a …"; typed
// without its "i" in a hurry ("e se lo licenzano?", "licenzato"), never a licence ("licenza"); the end of the job
// told to the worker ("comunicarle la fine del rapporto", "gli dobbiamo annunciare la cessazione del rapporto");
// "dobbiamo lasciare a casa la colf" (whoever else in the story went into retirement).
const DISMISSED =
  /\b(?:comunicar|annunciar|dir|notificar)(?:le|gli) (?:la )?(?:fine|cessazione|chiusura|conclusione) del rapporto\b|\b(?:le|gli) (?:\w+ ){0,2}(?:comunic|annunc|notific)\w* (?:la )?(?:fine|cessazione|chiusura|conclusione) del rapporto\b|\b(?:dobbiamo|devo|dovremo|dovremmo|dovro|vogliamo|voglio|vorremmo) (?:chiudere|interrompere|terminare|cessare|sciogliere) (?:il|questo) rapporto\b|\bpreavviso (?:le|gli) (?:dobbiamo|devo|dovremo|dovremmo|dovrei) dare\b|licenzi|\blicenz(?:ano|ato|ata|ati|are)\b|\blasci\w* a casa\b|\bmand\w* via\b|\bcacci\w*|\b(?:fosse|sia|e|fossero|siano) (?:il titolare|la titolare|l'azienda|la ditta|il datore(?: di lavoro)?|il capo|il negozio|lo studio|la famiglia|il padrone|l'albergo|la cooperativa) a\b/;
// "perché 30? una collega dice 45", "come mai 20 giorni?": a doubt about the figure given is answered with both
// sides, so the other one (the figure the colleague had in mind) is there to explain the difference.
const DOUBTS =
  /^(?:ma |e )?(?:perche|come mai)\b|\b(?:mi (?:hanno|ha) detto|dice(?:va)? che|dicono che|sapevo che|pensavo (?:che|fossero))\b/;

// "e se invece la prova l'avesse già passata?", "ma se avesse 8 anni?": a follow-up that changes the probation, the
// service or the level of the same case ("e se fossero loro a lasciarmi a casa?" changes who ends it: no side kept).
const CHANGES_THE_CASE =
  /^(?:e |ma |ok |ok ma )?(?:invece )?se\b(?:(?!\b(?:loro|lui|lei|azienda|ditta|datore|titolare|capo|licenzi\w*|lasci\w*|mand\w*|cacci\w*)\b)[^?])*\b(?:prova|anni|mesi|anzianita|livello|confermat\w*|superat\w*)\b/;

// "va in pensione", "posso andare in pensione", "a maggio vado in pensione": the worker who retires leaves by
// resigning ("mandare in pensione" is another word: the employer's).
const RETIRES =
  /\b(?:va|vado|vai|andiamo|andate|vanno|vada|andare|andarci|andro|andra|andrei|andrebbe|andrebbero|andassi|andasse|sono andat[oa]|e andat[oa]) (?:\w+ )?in pensione\b/;
// "non si dimette", "non vuole dimettersi", "senza dimissioni": a resignation that does not come, so the
// employer is the one who ends it.
const NO_RESIGNATION =
  /\b(?:non|senza) (?:(?:si|mi|ti|vuole|vuol|intende|ha intenzione di|pensa di|ci pensa a|ha|ho|hai|ha mai|vuole mai) )*(?:dimett\w*|dimission\w*|dimess\w*)/g;

/** The question with the resignations it denies taken out ("ha 67 anni ma non si dimette"). */
const withoutDenied = (text: string) => text.replace(NO_RESIGNATION, ' ');

function resigns(text: string): boolean {
  const said = withoutDenied(text);
  return RESIGNS.test(said) || new RegExp(SELF_LEAVES.source).test(said);
}

function sideOf(text: string): 'dimissioni' | 'licenziamento' | undefined {
  if (resigns(text)) return 'dimissioni';
  if (DISMISSED.test(text)) return 'licenziamento';
  return RETIRES.test(text) ? 'dimissioni' : undefined;
}

/** Both sides asked ("in caso di dimissioni e in caso di licenziamento"). */
const bothSides = (text: string) =>
  resigns(text) &&
  DISMISSED.test(
    withoutDenied(text)
      .replace(/licenziars\w*/g, '')
      .replace(SELF_LEAVES, ''),
  );

/**
 * Who ends the job in a notice question: the question's own words, else (a follow-up that changes only the
 * seniority, "e con 7 anni?") the latest earlier question that said it.
 */
export function noticeSide(
  asked: string,
  history: readonly string[] | undefined,
): { by?: 'dimissioni' | 'licenziamento' } {
  // Both sides asked ("in caso di dimissioni e in caso di licenziamento"): both figures answer.
  if (bothSides(asked)) return {};
  const own = sideOf(asked);
  if (own) return { by: own };
  if (DOUBTS.test(asked) && /\d/.test(asked)) return {};
  // Only a short follow-up inherits: a new full question says its own side or none. A turn that asks only the
  // notice's days from the day it is given ("se la lettera la consegno il 23 novembre da quando partono?") is
  // still the earlier question's notice, however long.
  // A turn that changes one thing of the earlier case ("e se invece la prova l'avesse già passata? …") is still
  // about whoever ended the job there.
  const long = asked.split(/\s+/).length > 12 && !CHANGES_THE_CASE.test(asked);
  if (long && !ASKS_LAST_DAY.test(asked) && !asksNoticeStart(asked)) return {};
  for (const earlier of [...(history ?? [])].reverse()) {
    // ("… termini di preavviso in caso di dimissioni e di licenziamento?" then "e se avesse 12 anni?": both again.)
    if (bothSides(readable(earlier))) return {};
    const side = sideOf(readable(earlier));
    if (side) return { by: side };
  }
  return {};
}

/** "più di 10 anni", "oltre due anni": past the number said, so the band above it applies. */
export function serviceBeyond(asked: string, years: number): number {
  const m =
    /\b(?:piu di|più di|oltre|sopra i|superiore a|oltre i|superat\w* (?:i |gli )?|dopo (?:i |gli )?) ?(\d+|un|uno|due|tre|quattro|cinque|sei|dieci) anni?\b/.exec(
      asked,
    );
  const said = m ? countValue(m[1] ?? '') : undefined;
  // "da 2 anni e mezzo": half a year past the whole years read.
  const half = /\b(\d+|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) anni? e mezzo\b/.exec(asked);
  if (half && countValue(half[1] ?? '') === years) return years + 0.5;
  return said === years ? years + 0.5 : years;
}

/**
 * A notice passage that restates the answer with the side not asked ("se è l'azienda a licenziare…" after "e se mi dimetto io?"):
 * a figure nobody asked for, read as the answer's.
 */
export function otherSidePassage(
  text: string,
  topic: string | undefined,
  asked: string,
  history: readonly string[] | undefined,
  said: string,
): boolean {
  // Only a passage that restates the figure already said, with the other side beside it: one that brings a
  // figure of its own (another agreement's notice asked too) stays.
  const figures = readable(text).match(/\b\d+ (?:giorni|mes[ei])\b/g) ?? [];
  // (A follow-up only: a question of its own may well want both sides' bands.)
  if (!history?.length || topic !== 'preavviso' || !figures.some((f) => readable(said).includes(f)))
    return false;
  const by = noticeSide(readable(asked), history).by;
  if (!by) return false;
  const plain = readable(text);
  return by === 'dimissioni' ? /licenzi/.test(plain) : /dimission|dimett/.test(plain);
}
