import { readable } from '../reader/text.js';
import type { Candidate } from './level-score.js';

/**
 * Two profiles of one trade told apart only by grade ("addetto a mansioni semplici di pulizia" at the 1°, "operaio
 * addetto alle pulizie (qualificato)" at the 2°, Multiservizi): the job's words match the plain one best, since it
 * names the task, but experience said outright ("ha esperienza", "anni di mestiere", "esperta") is what sets the
 * qualified worker apart. The qualified profile the job matched too goes first; a story that denies experience
 * ("senza esperienza", "al primo lavoro") keeps the plain one.
 */
const EXPERIENCED =
  /\b(?:ha|con|di|hanno|abbia|possiede) (?:(?:gia|molta|tanta|lunga|buona|parecchia|anni di|\d+ anni di) )*esperienz\w*|\besper(?:to|ta|ti|te)\b|\b(?:\d+|molti|tanti|parecchi|diversi) anni (?:di (?:mestiere|esperienza|lavoro)|nel (?:settore|mestiere))\b/;
const UNEXPERIENCED =
  /\b(?:senza|nessuna|zero|poca|priv\w* di) (?:alcuna )?esperienz|\bprim[oa] (?:impiego|lavoro|esperienza)\b|\bmai lavorato\b|\b(?:non ha|non abbia) (?:alcuna |nessuna )?esperienz/;
const QUALIFIED_PROFILE = /\bqualificat\w*/;
const PLAIN_PROFILE = /\b(?:mansion[ei] (?:semplici|generiche)|manoval\w*|operai[oe]? comun\w*)\b/;

export function withExperienceGrade(candidates: Candidate[], message: string): Candidate[] {
  const text = readable(message);
  if (!EXPERIENCED.test(text) || UNEXPERIENCED.test(text)) return candidates;
  const [top] = candidates;
  if (!top?.example || !PLAIN_PROFILE.test(readable(top.example))) return candidates;
  const at = candidates.findIndex(
    (c) => c.level && c.score > 0 && c.example && QUALIFIED_PROFILE.test(readable(c.example)),
  );
  if (at <= 0) return candidates;
  const [chosen] = candidates.splice(at, 1) as [Candidate];
  return [{ ...chosen, score: top.score + 1 }, ...candidates];
}
