/**
 * A fixed-term contract said in the question, as families and payroll offices write it: "a tempo determinato",
 * "a termine", "TD", "t.d.", "tempo det.". Read on the folded text (`readable`).
 */
const FIXED_TERM =
  /\btempo determinato\b|\ba termine\b|\btd\b|\bt\.\s?d\.|\btempo det\b\.?|\bcontratto determinato\b/;

export function fixedTermContract(text: string): boolean {
  return FIXED_TERM.test(text);
}
