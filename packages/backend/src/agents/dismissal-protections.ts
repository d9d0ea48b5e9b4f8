import { employmentRule } from '../kb/employment-rules.js';
import type { Topic } from '../kb/topics.js';
import type { LawFact } from './law-facts.js';

/**
 * Protections of the law that a story names beside an agreement's figure (the notice, the sickness leave's
 * comporto): against a dismissal after a report or for absences a disability causes, and the permits and leave of a
 * serious illness (L. 106/2025). The agreement's figure answers "how long", the law "what protects me". Both rules are the knowledge base's (data/law/employment-rules.json), each with its pages. Runs on the
 * folded text (readable()).
 */

// "segnalarlo tramite il canale whistleblowing", "se denuncio le irregolarità all'ANAC", "dopo la segnalazione".
const REPORTING =
  /\bwhistle.?blow\w*|\bsegnalazion\w* (?:di (?:illeciti|irregolarita|frodi)|interna|all'anac|anonima)|\bdopo la segnalazione\b|\b(?:segnal\w*|denunci\w*)\b[^?.]{0,60}\b(?:illecit\w*|irregolarita|frod\w*|fatture (?:false|inesistenti)|anac|canale)\b/;
// A dismissal feared or suffered: "trovino un pretesto per licenziarmi", "se mi licenziano", "perdere il posto".
const DISMISSAL =
  /\blicenzi\w*|\bmandar\w* via\b|\bperder\w* il (?:posto|lavoro)\b|\bsuperamento del comporto\b|\bcomporto\b/;
// The worker's own disability or invalidating illness: "la 104 per me", "sclerosi multipla", "invalidità all'80%",
// "malattia invalidante", "disabile". (A relative assisted with the 104 is not the worker's disability.)
const OWN_DISABILITY =
  /\b104 per me\b|\bho la (?:legge )?104\b|\b(?:sono|essendo) (?:un |una )?(?:lavorat\w* )?(?:disabil\w*|invalid\w*)\b|\bmi[ae] (?:disabilita|invalidita|patologia invalidante|malattia invalidante)\b|\b(?:malattia|patologia) (?:cronica )?invalidant\w*|\bsclerosi\b|\binvalidita (?:civile )?(?:riconosciuta )?(?:al |del )?\d{2}\s?%|\bhandicap\b(?! di mi[oa])/;

// An oncological, invalidating or chronic illness of the worker (L. 106/2025): "malattia cronica con invalidità
// all'80%", "ho un tumore", "patologia oncologica".
const SERIOUS_ILLNESS =
  /\boncolog\w*|\btumor\w*|\bcancro\b|\bmalatti\w* (?:cronic|invalidant|rar)\w*|\bpatologi\w* (?:cronic|invalidant|oncolog)\w*|\binvalidita\b[^.?]{0,40}\b(?:[7-9]\d|100)\s?%/;
// What that law adds, asked: permits for visits or treatment, keeping the job, a long leave, what changed.
const SERIOUS_ILLNESS_ASKED =
  /\bvisit\w*|\besam\w*|\bcure\b|\bterapi\w*|\bconservazione del posto\b|\bcongedo\b|\blegge 106\b|\bl\.? ?106\b|\b(?:e|è) cambiat\w*|\bnovita\b/;

export interface DismissalProtection {
  fact: LawFact;
  /** The protection is what the question asks first: it opens, the agreement's figure follows. */
  first: boolean;
}

/** The law's protection a topic question's story asks about, or undefined. */
export function dismissalProtection(topics: readonly Topic[], text: string): DismissalProtection | undefined {
  // "malattia cronica con invalidità all'80% … dal 2026 è cambiato qualcosa per i permessi per visite?": the
  // L. 106/2025 permits and leave open the answer, the agreement's comporto follows.
  if (
    (topics.includes('malattia') || topics.includes('permessi')) &&
    SERIOUS_ILLNESS.test(text) &&
    SERIOUS_ILLNESS_ASKED.test(text)
  )
    return { fact: employmentRule('serious_illness_leave'), first: true };
  if (!DISMISSAL.test(text)) return undefined;
  if (topics.includes('preavviso') && REPORTING.test(text))
    return { fact: employmentRule('whistleblower_retaliation'), first: true };
  if (topics.includes('malattia') && OWN_DISABILITY.test(text))
    return { fact: employmentRule('disability_comporto'), first: false };
  return undefined;
}
