/**
 * A worker's field of study ("studente di ingegneria", "studia giurisprudenza", "laureata in architettura",
 * "iscritto a medicina"): a course, not the office that employs them. Without it the profession's word would bring
 * in the professional offices' agreement. An office named ("studio di ingegneria") stays. Runs on the folded text.
 */
const STUDIED =
  /\b(?:student\w*|studi(?:a|ano|ava|avo)|laure\w*|iscritt\w*|frequent\w*|facolta|corso di laurea|dottorand\w*|specializzand\w*)(?: (?:universitari\w*|all'universita|ancora|al \w+ anno))? (?:di|in|a|ad)\s+(?:\w+ ){0,1}?(?:ingegneria|architettura|giurisprudenza|legge|economia|medicina|veterinaria|psicologia|fisioterapia|odontoiatria|commercio)\b/g;

export const withoutFieldOfStudy = (text: string): string => text.replace(STUDIED, ' studente ');
