import { askedClause, withPointedAsk } from './asking-clause.js';
import { OTHERS_PLURAL } from './other-people.js';

/**
 * Whose work the question asks about. "Mio marito lavora … (contratto igiene ambientale); io invece faccio la
 * colf a ore. Volevamo sapere quanto gli spetta … secondo il suo contratto": the clause that asks speaks of the
 * relative or colleague ("gli spetta", "il suo contratto", "a lui", "quante ferie ha mio marito?"), and of
 * nothing of the writer's own ("mi", "io", "il mio"), so the writer's job told beside is a side remark and the
 * relative's agreement is the one asked about. Runs on the folded text.
 */

/** Someone other than the writer, named as a person. */
export const RELATIVE_OR_COLLEAGUE = String.raw`(?:${OTHERS_PLURAL}|colleg[ahi]\w*|mio marito|mia moglie|mio compagno|mia compagna|mio fratello|mia sorella|mio figlio|mia figlia|mio padre|mia madre|mio papa|mia mamma|mio cognato|mia cognata|mio cugino|mia cugina|mio zio|mia zia|mio suocero|mia suocera|mio genero|mia nuora|mio nipote|mia nipote|mio vicino|mia vicina|il mio fidanzato|la mia fidanzata|un amic[oa]|un'amica|mio amico|mia amica)`;

/** The ask said of a third person: a pronoun of the third person or the person named. */
const OF_OTHER = new RegExp(
  String.raw`\bgli (?:spett|tocc|dev|dann|dar|pag|matur|riconosc|applic)\w*|\ble (?:spett(?:a|ano|erebbe|erebbero)|tocca|toccano|devono|deve|danno|pagano|maturano|riconoscono|applicano)\b|\b(?:il |del |col |nel |dal )?suo (?:ccnl|contratto|stipendio|livello|datore|busta|cedolino)\b|\b(?:per|a) (?:lui|lei)\b|\b(?:ha|prende|matura|guadagna|fa) (?:lui|lei)\b|\b${RELATIVE_OR_COLLEAGUE}\b`,
);

/** The writer's own person in the ask ("mi spetta", "io", "il mio contratto"). */
const OF_WRITER = /\b(?:mi|me|io|mio|mia|miei|mie)\b/;
/** "mi sa dire", "mi chiedevo", "mi servirebbe sapere": the writer asking, not the writer's work asked. */
const ASKING_ME =
  /\bmi (?:sa\w*|puo\w*|pot\w*|dic\w*|chied\w*|serv\w*|interess\w*|spieg\w*|aiut\w*|domand\w*)\b/g;

/** Whether the clause that asks is about someone else's work and not the writer's. */
export function askedOfOther(text: string): boolean {
  // ("… quanto prende col suo contratto. Sapete dirmelo?": the sentence the bare ask points to.)
  const asked = withPointedAsk(text, askedClause(text));
  if (!OF_OTHER.test(asked)) return false;
  const rest = asked.replace(new RegExp(String.raw`\b${RELATIVE_OR_COLLEAGUE}\b`, 'g'), ' ');
  return !OF_WRITER.test(rest.replace(ASKING_ME, ' '));
}

/** A clause of the writer's own work: "io invece faccio la colf a ore", "io sono commesso in un negozio". */
const WRITER_WORKS =
  /\b(?:io|faccio|lavoro|sono|svolgo|mi occupo)\b(?![^,]*\b(?:per|con|insieme a) (?:lui|lei)\b)/;

/**
 * The text without the writer's own clauses, when the question is asked of someone else (askedOfOther): the
 * clauses the writer tells their own job in ("io invece faccio la colf a ore") and that name nobody else.
 * Undefined when no clause is dropped.
 */
export function withoutWriter(text: string): string | undefined {
  const clauses = text.split(/[.;:!?()[\]]|,/).map((c) => c.trim());
  const kept = clauses.filter(
    (c) =>
      !WRITER_WORKS.test(c) ||
      new RegExp(String.raw`\b${RELATIVE_OR_COLLEAGUE}\b`).test(c) ||
      OF_OTHER.test(c),
  );
  return kept.length === clauses.length ? undefined : kept.filter(Boolean).join('. ');
}
