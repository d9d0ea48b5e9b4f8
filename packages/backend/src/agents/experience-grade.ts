import { countValue } from '../reader/numbers.js';
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

/**
 * A profile the agreement reaches after a stay in a lower level («carrellista movimentatore merce, dopo 12 mesi di
 * permanenza nel livello H»): the job fits it only when the stay told is that long ("dopo 12 mesi", "da un anno",
 * "assunto 14 mesi fa"); otherwise the level it is reached from, which the job matched too, goes first. And the
 * other way: a stay told that long moves a job at the entry level to the profile reached after it.
 */
const AFTER_STAY = /\bdopo (\d+) mesi di permanenza nel livello ([a-z0-9]+)\b/;
const STAY_TOLD =
  /\b(?:dopo|da|per|oltre|con) (?:(?:gia|piu di|almeno|ormai) )?(\d+|un|uno|una|due|tre|quattro|cinque|sei|diciotto|dodici|quindici|venti|ventiquattro|trenta|trentasei) (mes[ei]|ann[oi])\b|\b(\d+|un|uno|una|due|tre|dodici|diciotto|venti|ventiquattro) (mes[ei]|ann[oi]) fa\b/;
function toldStay(text: string): number | undefined {
  const m = STAY_TOLD.exec(text);
  if (!m) return undefined;
  const raw = m[1] ?? m[3] ?? '';
  const count = countValue(raw) ?? 0;
  return /^ann/.test(m[2] ?? m[4] ?? '') ? count * 12 : count;
}
const afterStay = (c: Candidate) => (c.example ? AFTER_STAY.exec(readable(c.example)) : null);

export function withStayProfile(candidates: Candidate[], message: string): Candidate[] {
  const [top] = candidates;
  if (!top?.level) return candidates;
  const stay = toldStay(readable(message));
  const own = afterStay(top);
  const promote = (at: number) => {
    if (at <= 0) return candidates;
    const [chosen] = candidates.splice(at, 1) as [Candidate];
    return [{ ...chosen, score: top.score + 1 }, ...candidates];
  };
  if (own && (stay ?? 0) < Number(own[1]))
    return promote(candidates.findIndex((c) => c.score > 0 && c.level?.level.toLowerCase() === own[2]));
  if (own || stay === undefined) return candidates;
  const entry = top.level.level.toLowerCase();
  return promote(
    candidates.findIndex((c) => {
      const after = afterStay(c);
      return c.score > 0 && after?.[2] === entry && stay >= Number(after[1]);
    }),
  );
}

export function withExperienceGrade(given: Candidate[], message: string): Candidate[] {
  const candidates = withStayProfile(given, message);
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
