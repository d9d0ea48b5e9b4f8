import { employmentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * Session 66: an uploaded letter that moves the worker, read against the law that governs it. A transfer to another
 * site (art. 2103 c. 8 c.c.: only for proven technical, organisational and production reasons, which the employer
 * must prove) or a secondment to another firm (D.Lgs. 276/2003, art. 30: the seconding employer's interest and
 * pay, the worker's consent to other duties, proven reasons beyond 50 km). Before, such a letter got its level's
 * minimum or a quote of itself. Undefined when no such letter is uploaded or the question asks no rule of it.
 */
const SECONDMENT_LETTER = /\bdistacc(?:o|at[oaie]|are)\b/;
const TRANSFER_LETTER = /\btrasferiment\w*|\btrasferit[oaie]\b|\bsede di lavoro sara\b/;

// What is asked of the letter: whether it is lawful, its reasons, who pays, other duties.
const LAWFUL =
  /\bposs(?:ono|o|iamo)\b|\bpuo\b|\blegittim\w*|\blegal\w*|\blegge\b|\brichied\w*|\bmotiv\w*|\bragion\w*|\bonere\b|\bprova\w*|\bgiustific\w*|\bvalid\w*|\bimpugn\w*|\bcontestar\w*/;
const PAY =
  /\bchi (?:mi |gli |le |lo )?pag\w*|\bstipendi\w*|\bretribuzion\w*|\bbusta paga\b|\bchi (?:li |la )?versa\b/;
const DUTIES =
  /\bmansion\w*|\blavoro divers\w*|\bun altro lavoro\b|\bfare (?:un |altro |altre |cose )\w*|\bconsenso\b|\bchiedermelo\b|\bchiederme\w*|\bdevono chieder\w*/;
// A figure of the letter asked (the minimum, an allowance, the days) is answered elsewhere.
const AMOUNT_ASKED =
  /\bminim[oi]\b|\bquanto (?:mi )?(?:spetta|prendo|viene|e)\b|\bindennita\b|\btrasferta\b|\bquanti\b/;

export function documentTransferLaw(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const letter = readable(documentText(ctx));
  const question = readable(ctx.message);
  const secondment = SECONDMENT_LETTER.test(letter);
  if (!secondment && !TRANSFER_LETTER.test(letter)) return undefined;
  const lawful = LAWFUL.test(question);
  const pay = secondment && PAY.test(question);
  const duties = secondment && DUTIES.test(question);
  if (!lawful && !pay && !duties) return undefined;
  if (AMOUNT_ASKED.test(question) && !pay) return undefined;
  return secondment
    ? secondmentAnswer(letter, { reasons: lawful && !duties, pay, duties })
    : transferAnswer(letter);
}

const bold = (text: string) => `**${text}**`;

function distanceOf(letter: string): number | undefined {
  const km = /\b(\d{1,4})\s*km\b/.exec(letter)?.[1];
  return km === undefined ? undefined : Number(km);
}

/** The reason the letter gives, in its words ("nel proprio interesse", "per esigenze aziendali"), if any. */
function statedReason(letter: string): string | undefined {
  return /\b(?:nel proprio interesse|per esigenze (?:aziendali|organizzative|produttive|tecniche)|per ragioni \w+)\b/.exec(
    letter,
  )?.[0];
}

function secondmentAnswer(
  letter: string,
  asked: { reasons: boolean; pay: boolean; duties: boolean },
): AgentAnswer {
  const rule = employmentRule('secondment');
  const km = distanceOf(letter);
  const reason = statedReason(letter);
  const reasonsPart =
    km !== undefined && km > 50
      ? `${bold('No, non senza motivo')}: il distacco verso un'unità produttiva a più di ${bold('50 km')} da quella in cui lavori (qui ${km} km) può avvenire soltanto per ${bold('comprovate ragioni tecniche, organizzative, produttive o sostitutive')} (${rule.reference}, c. 3)${reason ? `; la lettera dice solo «${reason}», che non le indica` : ''}. Senza queste ragioni il distacco si può contestare.`
      : `Il distacco è legittimo se risponde a un ${bold('interesse proprio del datore di lavoro distaccante')} ed è temporaneo (${rule.reference}, c. 1); se porta a lavorare in un'unità produttiva a più di ${bold('50 km')} da quella attuale servono anche ${bold('comprovate ragioni tecniche, organizzative, produttive o sostitutive')} (c. 3).`;
  const payPart = `Lo stipendio lo paga il ${bold('distaccante')}, cioè il tuo datore di lavoro che ti distacca, non l'azienda presso cui vai: per tutto il distacco resta responsabile del ${bold('trattamento economico e normativo')} (${rule.reference}, c. 2).`;
  const dutiesPart = `${bold('Sì, serve il tuo consenso')}: il distacco che comporta un mutamento di mansioni deve avvenire con il ${bold('consenso')} del lavoratore (${rule.reference}, c. 3)${/\bmansioni restano\b/.test(letter) ? '; la lettera dice che le mansioni restano quelle attuali, quindi un lavoro diverso andrebbe concordato con te' : ''}.`;
  const none = !asked.reasons && !asked.pay && !asked.duties;
  const parts = [
    ...(asked.duties ? [dutiesPart] : []),
    ...(asked.reasons || none ? [reasonsPart] : []),
    ...(asked.pay || none ? [payPart] : []),
  ];
  return compose({
    answer: parts.join('\n\n'),
    steps: asked.duties ? [] : [`Per legge (${rule.reference}): ${rule.text}`],
    assumptions: [
      'Distacco tra due datori di lavoro in Italia; regola di legge, valida qualunque sia il CCNL applicato.',
    ],
    citations: ruleCitations(rule),
    related: [],
  });
}

function transferAnswer(letter: string): AgentAnswer {
  const burden = employmentRule('transfer_burden');
  const reason = statedReason(letter);
  const answer = `Per legge (${bold('art. 2103')} c. 8 c.c.) il lavoratore può essere trasferito da un'unità produttiva a un'altra solo per ${bold('comprovate ragioni tecniche, organizzative e produttive')}; se le ragioni sono contestate, l'${bold('onere di provarle spetta al datore di lavoro')} (${burden.reference}).${reason ? ` La lettera dice solo «${reason}»: la formula generica non basta da sola, e il lavoratore può chiedere per iscritto le ragioni concrete.` : ''} Senza ragioni effettive il trasferimento è illegittimo e si può impugnare.`;
  return compose({
    answer,
    steps: [`Per legge (${burden.reference}): ${burden.text}`],
    assumptions: [
      'Trasferimento definitivo in un’altra unità produttiva dello stesso datore di lavoro; regola di legge, valida qualunque sia il CCNL applicato.',
    ],
    citations: ruleCitations(burden),
    related: [],
  });
}
