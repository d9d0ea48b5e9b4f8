import { withoutServedEvents } from './served-events.js';
import { CHILD_SICKNESS } from './topics-rt4.js';

/** The kinds of leave a question can name, read from its folded text (`asked-topic.ts` routes on them). */
export type LeaveKind =
  | 'bereavement'
  | 'marriage'
  | 'study'
  | 'child_sickness'
  | 'maternity'
  | 'paternity'
  | 'parental'
  | 'breastfeeding'
  | 'disability'
  | 'disability_leave'
  | 'blood_donation'
  | 'election_duty'
  | 'gender_violence';

/**
 * A child's birth said by the parent who is not giving birth ("mi nasce il figlio tra un mese", "quanti giorni
 * di permesso per la nascita?"): the father's leave, when nothing names the mother's (pregnancy, childbirth,
 * maternity).
 */
const BIRTH_LEAVE =
  /^(?!.*(?:maternit|incint|gravidanz|astensione obbligatori|\bpartorisc|\bho partorit))(?=.*(?:\b(?:mi|ci) nasc\w* (?:il |la |un |una |mio |mia |nostr\w* )?(?:primo |prima |secondo |seconda |terzo )?(?:figli|bambin|bimb)\w*|\bnasc\w* (?:mio|mia|nostro|nostra) (?:figli|bambin|bimb)\w*|\b(?:permess\w*|giorni|congedo|ferie)\b[^?.]{0,40}\bper (?:la )?nascita\b|\bnascita (?:del|di mio|di mia|della|di un|di una|del mio|della mia) (?:figli|bambin|bimb)\w*))/;

const LEAVE_KINDS: [LeaveKind, RegExp][] = [
  // ("voglio stare a casa io qualche mese col bimbo": months at home with the child are the parental leave;
  // "col parentale": the leave said by its adjective alone.)
  [
    'parental',
    /congedo parental|congedi parental|\b(?:col|con il|il|del|dal|al|nel|sul) parentale\b|maternita facoltativ|astensione facoltativ|\b(?:stare|restare|rimanere|star) (?:io )?a casa\b[^?.]{0,50}\bmes[ei]\b[^?.]{0,20}\b(?:col|con il|con la|coi|con i|con (?:mio|mia|nostro|nostra)) (?:bimb|bambin|figli|piccol|neonat)|\bmes[ei]\b[^?.]{0,20}\ba casa\b[^?.]{0,20}\b(?:col|con il|con la|coi|con i) (?:bimb|bambin|figli|piccol|neonat)/,
  ],
  [
    'paternity',
    // ("i lavoratori che diventano padri", "il padre lavoratore": the father's own leave; "nato" as a word, not
    // the end of "sfortunato".)
    /paternita|congedo (?:del |per il )?(?:padre|papa)|\bdivent\w* (?:padr[ei]|papa)\b|\b(?:padr[ei]|papa) lavorator\w*|\blavorator\w* (?:padr[ei]|papa)\b|congedo\b[^?.]{0,25}\bper (?:i |il )?(?:padri|papa)\b|(?:nasce|nascera|nascerà) (?:il |la |nostr\w* |mio |mia )?(?:primo |prima |secondo )?(?:figli|bambin|bimb)\w*\b[^?]*\b(?:padre|papa)\b|\bneo ?papa\b|\b(?:come|da|io) (?:padre|papa)\b|\b(?:nascit\w*|nat[oa]|partori\w*)\b.*\b(?:padre|papa)\b|\b(?:padre|papa)\b.*\b(?:nascit\w*|nat[oa]|partori\w*)|\b(?:mia |la mia )?(?:moglie|compagna|fidanzata)\b[^?.]{0,15}\b(?:aspetta|e incinta|partorisc\w*)\b|\b(?:giorn\w*|permess\w*|congedo)\b[^?.]{0,30}\bper (?:il )?(?:papa|padre|padri)\b/,
  ],
  ['paternity', BIRTH_LEAVE],
  [
    'maternity',
    /maternita|astensione obbligatori|incint|gravidanz|\bparto\b|partori\w*|congedo (?:della |per la )?(?:madre|mamma)|\bneo ?mamma\b/,
  ],
  [
    'breastfeeding',
    /allattament|riposi giornalieri|permess\w* orari\w* per (?:il |la )?(?:figli|bambin|neonat)/,
  ],
  [
    'bereavement',
    /\blut+o\b|decess|\bmort[oaie]\b|\bmorte\b|\bmuor[ea]\w*|\bmorisse\b|scompars[oa]|funeral|(?:e|è) venut[oa] a mancare|\be mancat[oa]\b|\b(?:dovesse|dovessero|venisse|venissero) (?:venire )?a? ?mancare\b|\bmancasse(?:ro)?\b|grave infermita|\b(?:ha|ho|abbiamo|hanno|avere|aver|aveva|avevo) (?:appena |da poco )?pers[oaie] (?:(?:il|la|lo|i|le|l'|suo|sua|mio|mia|un|una|nostro|nostra) )*(?:nonn|padre|madre|papa|mamma|genitor|fratell|sorell|figli|marito|moglie|coniuge|suocer|zi[oaie]\b|nipot|cugin|compagn|parent|familiar|congiunt)/,
  ],
  // The wedding as an event ("si è sposata ad agosto", "sposarsi"), not the status ("sono sposato").
  [
    'marriage',
    /matrimon|\bnozze\b|\bspos[oaie]\b|unione civile|\b(?:mi|ti|si|ci|vi) (?:e |sono |siamo |siete )?sposat[oaie]\b|\bsposar(?:mi|ti|si|ci|vi|e)\b|\bsposer\w*/,
  ],
  // Giving blood, said with the verb or the place ("domani va a donare il sangue al centro trasfusionale").
  [
    'blood_donation',
    /\bdon(?:are|o|a|ano|ato|ata|azion\w*|atore|atrice|atori)\b[^?.]{0,20}\bsangue\b|\bsangue\b[^?.]{0,20}\bdon\w*|emocomponent|centro trasfusional|\bavis\b/,
  ],
  // Duty at a polling station ("nominata scrutatrice", "presidente di seggio"): the law's leave.
  [
    'election_duty',
    /\bscrutat(?:or|ric)\w*|\b(?:presidente|segretari\w*|componente) (?:di|del) seggio\b|\bseggi(?:o|ol\w*) elettoral\w*|\bal seggio\b|\brappresentant\w* di lista\b|permess\w* elettoral/,
  ],
  [
    'study',
    /permess\w* (?:retribuit\w* |pagat\w* )?(?:per |di )?studi(?!\w* professional)|congedo (?:per |di )?(?:studio|formazione)|150 ore|\bore (?:\w+ ){0,3}per (?:lo |gli )?studi[oa]?\b|\b(?:cors[oi]|scuol[ae]) seral[ei]\b|\bpermess\w*\b[^?.]{0,60}\bper (?:il |questo |quel |un |frequentare (?:il |un |questo |quel )?)?cors[oi](?: di formazione)?\b(?! (?:di )?(?:sicurezza|antincendio|primo soccorso))|(?<!\bvisit\w* (?:medic\w* |specialistic\w* )?(?:ed?|o) )\besam[ei]\b(?! (?:del sangue|clinic|medic|diagnostic|strumental|specialistic|di laboratorio))|diritto allo studio|\bper studiare\b|iscritt\w* (?:all'universit\w*|alla laurea|a (?:un|una) (?:corso di laurea|laurea|master)|al master|alla magistrale)/,
  ],
  [
    'child_sickness',
    // ("la piccola è malata"; not a son's opinion on who pays, nor a child's illness passed on to the worker.)
    CHILD_SICKNESS,
  ],
  // The leave of a woman in a protection path for gender violence (D.Lgs. 80/2015, art. 24): "vittime di violenza",
  // "violenza di genere", "percorsi di protezione", "seguita da un centro antiviolenza", "casa rifugio".
  [
    'gender_violence',
    /\bviolenz\w* (?:di genere|domestic\w*|sulle donne|contro le donne)|\bvittim\w* di violenz|\bpercors\w* (?:di )?(?:protezione|tutela)\b[^?.]{0,40}\bviolenz|\bcentr\w* antiviolenz|\bcas\w* rifugio\b/,
  ],
  // The paid extraordinary leave to care for a disabled relative (D.Lgs. 151/2001, art. 42 c. 5): "congedo
  // straordinario" with the care or the 104 beside it, "art. 42 c. 5", "i due anni retribuiti per la 104"; a paid
  // leave for a long time beside the 104 ("assentarmi a lungo per assisterla: c'è un congedo retribuito?").
  [
    'disability_leave',
    /\bcongedo straordinari\w*\b[^?]{0,160}\b(?:104|handicap|disabil\w*|invalid\w*|assist\w*)|\b(?:104|handicap|disabil\w*)\b[^?]{0,160}\bcongedo straordinari|\bart(?:icolo|\.)? ?42,? (?:c(?:omma|\.)? ?)?5\b|\b(?:2|due) anni (?:di congedo )?retribuit\w*\b[^?]{0,40}\b(?:104|disabil\w*|handicap)|^(?=.*\b(?:104|handicap\w*|disabil\w*)\b).*\b(?:lungo periodo|periodo lungo|per (?:mesi|anni))\b[^?]{0,120}\bcongedo retribuit\w*|^(?=.*\b(?:104|handicap\w*|disabil\w*)\b).*\bcongedo retribuit\w*\b[^?]{0,60}\b(?:per quanto tempo|al massimo|lungo periodo|per (?:mesi|anni))\b/,
  ],
  // A disabled relative or the worker's own disability, not a workplace serving them ("centro diurno per disabili").
  [
    'disability',
    /legge 104|\b(?:gg|giorni|permess\w*|ore|della|la) (?:di |della )?104\b(?! (?:ore|h)\b)|(?<!\b(?:ne \w+|ne \w+ (?:tipo|circa|quasi)|sono|spettano|solo|tutte le|dice|dicono|detto|letto|visto|sentito|trovato) )\b104\b(?! (?:ore|h|l'? ?anno|all'? ?anno|al mese|annue)\b)|handicap|disabilita grave|(?:assist|accud|curar|permess|congedo)\w*\b[^.?]{0,40}\bdisabil|(?:figli|padre|madre|genitor|coniuge|marito|moglie|suocer|fratell|sorell|nonn|zi[oa])\w* (?:con (?:una )?)?(?:disabil|invalid)|\b(?:sono|e|sia) (?:un |una )?(?:lavorat\w* )?(?:disabile|invalid[oa])\b/,
  ],
];

/** The kind of leave a question names, the most specific first. */
export function leaveKindOf(text: string): LeaveKind | undefined {
  return LEAVE_KINDS.find(([, pattern]) => pattern.test(withoutServedEvents(text)))?.[0];
}

/** Every kind of leave a question names, in the order it names them ("maternità … e il congedo parentale?"). */
export function leaveKindsOf(text: string): LeaveKind[] {
  const found: [LeaveKind, number][] = [];
  let rest = withoutServedEvents(text);
  for (const [kind, pattern] of LEAVE_KINDS) {
    const first = pattern.exec(rest);
    if (!first) continue;
    // "mia moglie partorisce a marzo: quanti giorni di paternità?": the birth is the father's occasion, not a
    // maternity asked (maternity named outright still is).
    let match: RegExpExecArray | null = first;
    if (kind === 'maternity' && found.some(([k]) => k === 'paternity')) {
      const births = rest.replace(/\bparto\b|\bpartori\w*/g, (w) => ' '.repeat(w.length));
      match = pattern.exec(births);
      if (!match) continue;
    }
    found.push([kind, match.index]);
    // A phrase read as one kind is not read again as another ("congedo parentale" is not maternity).
    rest = `${rest.slice(0, match.index)}${' '.repeat(match[0].length)}${rest.slice(match.index + match[0].length)}`;
  }
  return found.sort((a, b) => a[1] - b[1]).map(([kind]) => kind);
}

/** Leave kinds the agreement files hold as their own facts; the others are the law's (D.Lgs. 151/2001). */
export const LAW_LEAVE: ReadonlySet<LeaveKind> = new Set([
  'maternity',
  'paternity',
  'parental',
  'breastfeeding',
  'disability',
  'disability_leave',
  'blood_donation',
  'election_duty',
  'child_sickness',
  'gender_violence',
]);
