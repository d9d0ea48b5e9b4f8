/**
 * The cases of art. 2103 c.c. a question on changed duties asks, beside the bare rule: higher duties done in place
 * of a colleague away with the right to keep the job (maternity, sick leave, an accident), the promotion the worker
 * does not want, duties of a lower level given only by word of mouth, or across the legal category (from clerk to
 * blue-collar). Each is read on the asking turn; a follow-up ("e se la collega è in maternità? vale lo stesso?")
 * keeps the subject of the turn before. The texts are readable() ones (lower case, no accents).
 */
export type DutiesCase = 'substitute' | 'will' | 'broken' | 'oral' | 'category';

// Higher duties told: the higher duties named, a colleague stood in for, the level or category to be acquired.
const HIGHER_TOLD =
  /\bmansion\w* (?:superior\w*|piu alt\w*|del livello (?:sopra|superiore))|\bpassaggio di (?:livello|categoria)\b|\bacquisi\w* (?:la |il )?(?:categoria|qualifica|livello)\b|\bsostitu\w* (?:il |la )?(?:mio |mia )?(?:capo|responsabil\w*|titolare|superior\w*)|\bpassat\w* di livello\b|\bdivent\w* (?:in automatico )?(?:di )?livello superiore\b|\b(?:faccio|svolgo|sto facendo|copro)\b[^?]{0,40}\bche (?:sarebbe|e|corrisponde a) (?:il |un |al )?\d\W? ?livello\b/;
// The level asked as earned: automatic, definitive, when, whether the same holds.
const LEVEL_ASKED =
  /\bin automatico\b|\bautomaticament\w*|\bdefinitiv\w*|\bpassat\w* di livello\b|\bpassaggio di livello\b|\blivello superiore\b|\bdopo quanto\b|\bvale lo stesso\b|\bcambia\b|\bconta\w*\b|\bmaturat?\w*\b/;
// A colleague away with the right to keep the job.
const ABSENT =
  /\bmaternita\b|\binfortuni\w*|\bmalatti\w*|\baspettativ\w*|\bcongedo\b|\bassent[ei]\b|\bconservazione del posto\b|\bin ferie\b/;
// Someone else stood in for: a colleague, the holder of the post, "il qualificato vero".
const SOMEONE =
  /\bcollega\b|\btitolar\w*|\bresponsabil\w*|\bcapo\b|\bsostitu\w*|\bal posto d\w*|\bil qualificat\w*|\bl'altr\w*|\bperche (?:il|la|lo|l')/;
// The worker does not want the higher level for good.
const NOT_WANTED =
  /\bnon (?:la |lo |le )?(?:voglio|vorrei|desidero)\b|\bdire di no\b|\brifiut\w*|\brinunci\w*|\bnon accettar\w*|\bopporm\w*/;
// Higher duties done in pieces, never the months in a row: whether the pieces add up.
const BROKEN =
  /\bnon (?:sono |erano |siano )?(?:continuativ\w*|consecutiv\w*)|\b(?:mai|non) (?:\w+ ){0,2}di fila\b|\ba pezzi\b|\bfrazionat\w*|\bspezzettat\w*|\bsomm\w* (?:tutti )?(?:i |questi )?periodi\b|\bcumul\w*|\ba periodi alterni\b/;
// How long until the level is earned, asked.
const PERIOD_ASKED = /\bdopo quant\w*|\bquant\w* (?:tempo|mesi)\b|\bentro quando\b|\bda quando\b/;
// Lower duties told, for a follow-up on them.
const LOWER_TOLD =
  /\bdemansion\w*|\bdeclass\w*|\bmansion\w*[^?]{0,60}\b(?:inferior\w*|piu bass\w*|di livello piu basso)\b|\blivello inferiore\b/;
// The change said only by word of mouth, with nothing written.
const ORAL =
  /\ba voce\b|\bverbalment\w*|\boralment\w*|\bsenza (?:niente |nulla )?(?:di )?scritt\w*|\bsenza (?:una |nessuna )?(?:lettera|comunicazione scritta)\b|\bnon (?:me lo |ce lo )?(?:scrivono|mettono per iscritto)\b/;
// Across the legal category: from clerk to blue-collar, from cadre to clerk.
const CATEGORY =
  /\bda impiegat\w* (?:a|ad) operai\w*|\bda quadro (?:a|ad) impiegat\w*|\bcategoria legale\b|\bcambi\w* (?:di )?categoria\b/;

/** The case of art. 2103 c.c. the question asks, or undefined when it asks none of them. */
export function dutiesCaseAsked(
  text: string,
  earlier: string,
): { rule: 'higher_duties' | 'lower_duties'; duties?: DutiesCase } | undefined {
  // The question's own sentence ("… giusto?"), or the whole of a short message: never a word of a long story.
  const ask = text.length <= 220 ? text : (text.match(/[^.?!]*\?/g)?.join(' ') ?? '');
  const lowerHere = LOWER_TOLD.test(text);
  const higher =
    !lowerHere && (HIGHER_TOLD.test(text) || (HIGHER_TOLD.test(earlier) && !LOWER_TOLD.test(earlier)));
  // ("e se lo faceva perché il qualificato era in infortunio?": a follow-up asks the same level, said or not.)
  const followUp = !HIGHER_TOLD.test(text) && /^(?:e|ma|invece)\b/.test(text) && /\?/.test(text);
  const levelAsked = LEVEL_ASKED.test(ask) || followUp;
  if (higher && ABSENT.test(ask) && SOMEONE.test(text) && levelAsked)
    return { rule: 'higher_duties', duties: 'substitute' };
  if (higher && NOT_WANTED.test(ask)) return { rule: 'higher_duties', duties: 'will' };
  // ("… a pezzi … di fila non li ho mai fatti … Ha ragione lui?": the pieces are the story's and the question's.)
  if (higher && BROKEN.test(text) && /\?/.test(text)) return { rule: 'higher_duties', duties: 'broken' };
  // "… rischio che acquisisca la categoria: dopo quanto tempo succede?": the period itself, asked in its sentence;
  // "e se in passato era già qualificato? cambia il tempo?": a follow-up on the same period.
  if (HIGHER_TOLD.test(ask) && PERIOD_ASKED.test(ask)) return { rule: 'higher_duties' };
  // "… può chiedere che l'impresa gli comunichi per iscritto la categoria?": the written notice of the new level.
  if (
    HIGHER_TOLD.test(ask) &&
    /\bper iscritto\b|\bcomunic\w* (?:\w+ )?(?:la |il )?(?:nuov\w* )?(?:categoria|livello|qualifica)\b/.test(
      ask,
    )
  )
    return { rule: 'higher_duties' };
  if (higher && followUp && (LEVEL_ASKED.test(ask) || /\btempo\b|\bmesi\b/.test(ask)))
    return { rule: 'higher_duties' };
  const lower = lowerHere || (LOWER_TOLD.test(earlier) && !HIGHER_TOLD.test(text));
  if (lower && CATEGORY.test(ask)) return { rule: 'lower_duties', duties: 'category' };
  if (lower && ORAL.test(ask)) return { rule: 'lower_duties', duties: 'oral' };
  return undefined;
}
