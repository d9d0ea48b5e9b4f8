import { RELATIVE_OR_COLLEAGUE } from './asked-of-other.js';

// "mia moglie lavora in comune", "una collega che fa l'infermiera in ospedale": the workplace is the other
// person's when the clause before the word names them as its subject.
// ("mio genero, che lavora in banca": the relative clause set off by a comma is still theirs.)
const OTHER_SUBJECT = new RegExp(
  String.raw`\b${RELATIVE_OR_COLLEAGUE}\b(?:, (?:che|il quale|la quale))?[^.,;:?!]{0,40}$`,
);

// The writer's own work told beside it ("io lavoro in un negozio", "vale anche per me?"): without it the relative's
// job is the question's subject ("mia sorella fa l'infermiera in un ospedale pubblico: quante ferie le spettano?").
// A household employer's own relation ("ho in casa una signora che mi aiuta", "la nostra badante"): the writer's
// question is about that work, whoever else's job the story names (session 46, fixs46c).
const HOUSEHOLD_EMPLOYER = String.raw`\b(?:ho|abbiamo|teniamo|tengo) in casa\b|\b(?:la|una|mia|nostra|la mia|la nostra) (?:badante|colf|domestica|baby ?sitter)\b|\bsignora che (?:mi|ci|lo|la|li) (?:aiuta|assiste|accudisce)\b`;
const OWN_WORK = new RegExp(
  String.raw`\b(?:io|anch'io) (?:lavoro|sono|faccio)\b|\bfaccio (?:il|la|lo|l')|\bio [^.?!]{0,20}\b(?:reddito|stipendio|busta)\b|\blavoro (?:in|da|come|presso|per|nel|nella|al|alla)\b|\b(?:per|anche (?:a |per )?) me\b|\bsono (?:impiegat|operai|commess|dipendent|assunt)\w*|\bla mia (?:busta|paga|azienda|ditta)\b|${HOUSEHOLD_EMPLOYER}`,
);

/**
 * Whether every place a sector word appears in is a relative's or a colleague's workplace, told beside the
 * writer's own question: that agreement is not the writer's (folded text).
 */
export function othersSectorWordOnly(word: RegExp, text: string): boolean {
  const all = [...text.matchAll(new RegExp(word.source, 'g'))];
  return (
    all.length > 0 &&
    OWN_WORK.test(text) &&
    all.every((m) => OTHER_SUBJECT.test(text.slice(Math.max(0, m.index - 60), m.index + 1)))
  );
}
