/**
 * A worker's field of study ("studente di ingegneria", "studia giurisprudenza", "laureata in architettura",
 * "iscritto a medicina"): a course, not the office that employs them. Without it the profession's word would bring
 * in the professional offices' agreement. An office named ("studio di ingegneria") stays. So is a school the worker
 * went to ("appena uscito dall'alberghiero", "diplomata all'istituto agrario", "ha fatto la scuola alberghiera"):
 * the school's sector is not the employer's. Runs on the folded text.
 */
const STUDIED =
  /\b(?:student\w*|studi(?:a|ano|ava|avo)|laure\w*|iscritt\w*|frequent\w*|facolta|corso di laurea|dottorand\w*|specializzand\w*)(?: (?:universitari\w*|all'universita|ancora|al \w+ anno))? (?:di|in|a|ad)\s+(?:\w+ ){0,1}?(?:ingegneria|architettura|giurisprudenza|legge|economia|medicina|veterinaria|psicologia|fisioterapia|odontoiatria|commercio)\b/g;

// A school named by its sector: "l'alberghiero" (the school, never the hotel, said as a noun), "istituto
// alberghiero", "scuola alberghiera", "istituto tecnico agrario", "diploma alberghiero".
const SCHOOL =
  /\b(?:dall'|all'|l'|nell'|dell')(?:alberghiero|agrario)\b|\b(?:istitut\w*|scuol\w*|liceo|diplom\w*|maturita)(?: (?:professional\w*|tecnic\w*|superior\w*|statal\w*|di stato|per i servizi))* (?:alberghier|agrari|turistic|enogastronomic)\w*/g;

export const withoutFieldOfStudy = (text: string): string =>
  text.replace(STUDIED, ' studente ').replace(SCHOOL, ' scuola ');
