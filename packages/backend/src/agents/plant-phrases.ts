/**
 * Phrases of a plant's jobs read into the words the levels' definitions use, where an agreement's levels carry
 * definitions and no example profiles (CCNL Alimentari industria, art. 26): the job's role is all the scoring can
 * weigh (job-terms.ts applies these after job-phrases.ts).
 */

// A machine of the line named by its work: "riempitrice", "tappatrice", "etichettatrice", "confezionatrice".
const MACHINE = String.raw`(?:macchin\w*|impiant\w*|\p{L}{3,}tric[ei])`;

export const PLANT_PHRASES: [RegExp, string][] = [
  // Watching that the line's machines run ("controlla che riempitrice e tappatrice girino bene", "sorveglia il
  // funzionamento delle macchine") is running them: work on the production process that asks knowledge of the
  // machine, as "conduce la macchina" is (job-phrases.ts), not a phase needing none.
  [
    new RegExp(
      String.raw`(?<!\b(?:non|senza) )\b(?:controll|sorvegli|verific)\w* (?:che |il funzionamento )?(?:(?:di |della |delle |dei |del |dell'|la |le |il |i |gli |l')\s?)*${MACHINE}(?: (?:e|ed) (?:(?:la |le |il |i )\s?)?${MACHINE})*`,
      'gu',
    ),
    '$& processo produttivo che richiede conoscenze',
  ],
  // Handing out the tasks to the workers ("distribuisce i compiti", "assegna il lavoro alla squadra") is leading a
  // group: the definitions say «coordinano gruppi di lavoro»; the tasks handed out are not the job's own duties.
  [
    /\b(?:distribuisc|assegn|ripartisc)\w* (?:i |il )?(?:compiti|lavoro|lavori|mansioni)\b/gu,
    'coordina gruppi',
  ],
  // Some room to choose within the owner's instructions ("con un po' di margine di scelta", "un margine
  // decisionale limitato") is the «discrezionalità limitata» of the concept levels.
  [
    /\b(?:(?:un po'?|un poco|poco|qualche|un certo|un minimo|un piccolo) (?:di )?margin\w* (?:di (?:scelta|manovra|decisione)|decisional\w*)|margin\w* (?:di (?:scelta|manovra|decisione)|decisional\w*) limitat\w*)/gu,
    '$& discrezionalita limitata',
  ],
  // Doing the office's work alone ("fa fatture, bolle e ordini da sola") or finding the way alone ("trova i
  // guasti e li sistema senza che nessuno gli dica come") is the autonomy the definitions speak of.
  [
    /\b(?:fa|fanno|faceva)\b[^.;?!]{0,80}?\bda sol[oa]\b|\bsenza che nessuno (?:gli |le |mi |ti |ci |vi )?(?:dica|spieghi|insegni) come\b/gu,
    '$& autonomia',
  ],
];
