import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';

/**
 * The level whose definition names the employees' category the question names: Edilizia industria art. 77 puts
 * «impiegati di 1ª» at the 6° livello and «impiegati di 1ª super» at the 7°, «impiegati di 4ª primo impiego» at
 * the 1°. "Un impiegato di 1ª categoria" is the 1ª, not the 1ª super: the "super" and the "primo impiego" must
 * be said for those levels. Undefined when the question names no category or no level's definition names it.
 */

const ORDINALS = ['prim', 'second', 'terz', 'quart'];

/** "impiegato di 1ª categoria", "impiegata di prima super", "impiegati 2a cat.": the number and the "super". */
const ASKED =
  /\bimpiegat\w*\s+(?:di\s+)?(?:(\d)\s*(?:ª|a|°|º|o)?|(prim|second|terz|quart)[oa])(?:\s*(?:categoria|cat\b\.?))?(\s*super\b)?/;

/** "Impiegati di 1ª super", "impiegati di 4ª primo impiego" in a level's definition. */
const DEFINED = /\bimpiegati di (\d)\s*(?:ª|a)(?!\w)(\s*super\b)?(\s*primo impiego\b)?/;

// "un operaio specializzato come me a che livello dovrebbe essere?": a manual worker's grade in the asking sentence.
const GRADE_ASKED = /\boperai[oa]? (specializzat|qualificat|comun)\w*/;

/**
 * The level whose name or definition names the manual workers' grade the question asks about ("Impiegati di 3ª e
 * operai specializzati" for "operaio specializzato"): only a grade said in a sentence that asks, and only when one
 * level names it (a grade told as the present one, "sono inquadrato come operaio qualificato", is no ask).
 */
function gradeLevel(ccnl: Ccnl, text: string): string | undefined {
  const asking = text
    .split(/(?<=[.!?;])\s+/)
    .filter((s) => /\?\s*$/.test(s))
    .at(-1);
  const grade = asking ? GRADE_ASKED.exec(asking)?.[1] : undefined;
  return grade ? levelOfGrade(ccnl, grade) : undefined;
}

/**
 * The manual workers' grade said anywhere in a comparison ("mio fratello fa l'operaio qualificato in edilizia, io
 * sono C3"): the level of the agreement that names no level of its own, when one level's definition names it.
 */
export function gradeSaidLevel(ccnl: Ccnl, message: string): string | undefined {
  const grade = GRADE_ASKED.exec(readable(message))?.[1];
  return grade ? levelOfGrade(ccnl, grade) : undefined;
}

function levelOfGrade(ccnl: Ccnl, grade: string): string | undefined {
  const named = ccnl.levels.filter((l) =>
    new RegExp(`\\boperai\\w* ${grade}`).test(readable(`${l.name ?? ''} ${l.declaratoria ?? ''}`)),
  );
  return named.length === 1 ? named[0]?.level : undefined;
}

export function categoryLevel(ccnl: Ccnl, message: string): string | undefined {
  const text = readable(message);
  const asked = ASKED.exec(text);
  if (!asked) return gradeLevel(ccnl, text);
  const n = asked[1] ? Number(asked[1]) : ORDINALS.indexOf(asked[2] ?? '') + 1;
  if (!n) return undefined;
  const sup = Boolean(asked[3]) || /\b(?:categoria|cat)\s+super\b/.test(text);
  const firstJob = /\bprimo impiego\b/.test(text);
  return ccnl.levels.find((l) => {
    const defined = DEFINED.exec(readable(l.declaratoria ?? ''));
    return (
      defined !== null &&
      Number(defined[1]) === n &&
      Boolean(defined[2]) === sup &&
      Boolean(defined[3]) === firstJob
    );
  })?.level;
}
