import { type EmploymentRule, employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { apprenticeshipLaw } from './apprenticeship-law.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Rules of the law beside the agreements, asked as a claim to confirm or as the law's rule: study leave said to
 * be only for high school (L. 300/1970, art. 10 covers university students too), the professional
 * apprenticeship's age, length and public training (D.Lgs. 81/2015, art. 44), the law's bereavement leave and
 * the relatives it covers (L. 53/2000, art. 4: up to the second degree). Before, each fell on the agreement's
 * topic (its study leave, its bereavement days compared) and the claim or the law's rule went unanswered.
 */

/** A law rule's sources as citations ("Legge", its reference, each page read). */
export function ruleCitations(rule: EmploymentRule): Citation[] {
  return rule.sources.map((s) => ({
    ccnl: 'Legge',
    article: rule.reference,
    text: `${s.label}. ${rule.text}`,
    url: s.url,
    date: s.date,
    confidence: s.confidence,
  }));
}

/** A law rule's pages as citations named by the rule's reference ("D.Lgs. 81/2015, art. 6"), each page's label. */
export function referenceCitations(rule: EmploymentRule): Citation[] {
  return rule.sources.map((s) => ({
    ccnl: rule.reference,
    article: null,
    text: s.label,
    url: s.url,
    date: s.date,
    confidence: s.confidence,
  }));
}

function agreementsOf(ctx: AgentContext, ids: readonly number[]): Ccnl[] {
  return [...new Set(ids.map((id) => ctx.kb.byCategory(id)).filter((c): c is Ccnl => c !== undefined))];
}

const STUDY = /\b150 ore\b|\bdiritto allo studio\b|\bpermess\w* (?:per |di |allo )?studi\w*|\besam\w*/;
// "le 150 ore sono solo per chi fa le superiori", "per gli esami devo usare le ferie", "non valgono per l'università".
const NARROWED =
  /\bsolo (?:per )?(?:chi (?:fa|frequenta) )?(?:le |la |gli |il )?(?:scuol\w* superior\w*|superiori|diploma|scuola dell'obbligo)\b|\bnon (?:valgono|spettano|sono|vale|spetta)\b[^?]{0,20}\buniversit\w*|\b(?:devo|deve|dovrei|devi) (?:usare|prendere|prendermi|mettere) (?:le )?ferie\b|\besam\w*[^?]{0,40}\b(?:usare|prendere) (?:le )?ferie\b/;
const CLAIMED = /\bdic\w*\b|\bsostien\w*|\be vero\b|\bha ragione\b|\bsecondo (?:lui|lei|il|la)\b/;

function studyLeaveClaim(text: string, agreements: Ccnl[]): AgentAnswer | undefined {
  if (!STUDY.test(text) || !NARROWED.test(text) || !CLAIMED.test(text)) return undefined;
  const rule = employmentRule('student_exam_leave');
  const ccnl = agreements.length === 1 ? agreements[0] : undefined;
  const own = ccnl?.leave.study.text?.replace(/\.$/, '');
  const ownPart = ccnl
    ? own
      ? ` Nel ${ccnl.short_name}: ${own.replace(/\b150 ore\b/, bold('150 ore'))}.`
      : ` Le regole del ${ccnl.short_name} sulle ore per il diritto allo studio non sono nella base di conoscenza: verifica il testo del contratto.`
    : ' Le 150 ore per il diritto allo studio le fissa il contratto collettivo applicato, per i corsi che portano a un titolo di studio legale, università compresa.';
  return compose({
    answer: `${bold('No')}: i permessi per studio non sono solo per le scuole superiori. Per legge (${rule.reference}) i lavoratori studenti, ${bold('compresi quelli universitari')}, hanno diritto a ${bold(rule.figure)} per i giorni d’esame, senza usare le ferie.${ownPart}`,
    steps: [`La regola (${rule.reference}): ${rule.text}.`],
    assumptions: [
      'Corso che porta a un titolo di studio legalmente riconosciuto (una laurea lo è); i permessi per gli esami si documentano con il certificato d’esame.',
    ],
    citations: [
      ...ruleCitations(rule),
      ...(ccnl && own
        ? citeSources(
            ccnl,
            `${ccnl.short_name}, permessi per studio: ${own}`,
            ccnl.leave.study.article ?? null,
            ccnl.leave.study.sources,
            1,
          )
        : []),
    ],
    related: [],
  });
}

const DEATH = /\blutt\w*|\bfuneral\w*|\bdecess\w*|\bmort[oaie]\b|\bscompars\w*/;
const LAW = /\bper legge\b|\bla legge\b|\bdi legge\b|\blegal\w*/;
// Whether the relative is covered, not how many days or by when ("quanti giorni mi spettano per legge?").
const COVERS = /\bcopr\w*|\brientr\w*|\bcompres\w*|\bscopert\w*|\banche\b|\bvale (?:anche )?per\b/;
/** Relatives and their degree (0: in-laws, who are not relatives by blood). */
const RELATIVES: [RegExp, number, string][] = [
  [/\bzi[oaie]\b/, 3, 'gli zii sono parenti di terzo grado'],
  [/\bbisnonn\w*/, 3, 'i bisnonni sono parenti di terzo grado'],
  [/\bcugin\w*/, 4, 'i cugini sono parenti di quarto grado'],
  [/\bprozi\w*/, 4, 'i prozii sono parenti di quarto grado'],
  [
    /\bsuocer\w*|\bcognat\w*|\bgenero\b|\bnuora\b/,
    0,
    'suoceri, cognati, generi e nuore sono affini, non parenti',
  ],
  [/\bnonn[oaie]\b|\bfratell\w*|\bsorell\w*/, 2, 'nonni, fratelli e sorelle sono parenti di secondo grado'],
  [
    /\bpadre\b|\bmadre\b|\bgenitor\w*|\bpapa\b|\bmamma\b|\bfigli[oa]?\b/,
    1,
    'genitori e figli sono parenti di primo grado',
  ],
];

function bereavementLaw(text: string, earlier: string, agreements: Ccnl[]): AgentAnswer | undefined {
  if (!LAW.test(text) || !COVERS.test(text) || !DEATH.test(`${earlier} ${text}`)) return undefined;
  if (/\bquant[oiae]\b|\bentro quando\b|\bconfront\w*/.test(text) && !/\bcopr\w*|\brientr\w*/.test(text))
    return undefined;
  if (!/\blutt\w*|\bpermess\w*|\bgiorn\w*/.test(text)) return undefined;
  // "la stessa zia": the relative named now, else the one of the turn before (cousins ask for their aunt).
  const named =
    RELATIVES.find(([re]) => re.test(text.replace(/\bmia cugin\w*|\bsua cugin\w*/g, ''))) ??
    RELATIVES.find(([re]) => re.test(earlier));
  if (!named) return undefined;
  const [, degree, why] = named;
  const rule = employmentRule('bereavement_leave');
  const covered = degree >= 1 && degree <= 2;
  const opening = covered
    ? `${bold('Sì')}: per legge (${rule.reference}) i ${bold('3 giorni lavorativi')} di permesso retribuito all’anno per lutto spettano per il coniuge, il convivente e i parenti entro il ${bold('secondo grado')}, e ${why}.`
    : `${bold('No')}, la legge non copre questo lutto: per legge (${rule.reference}) i ${bold('3 giorni lavorativi')} di permesso retribuito all’anno spettano per il coniuge, il convivente e i parenti entro il ${bold('secondo grado')}, e ${why}. Un permesso spetta solo se il contratto collettivo applicato lo estende.`;
  const rows = agreements.map((c) =>
    c.leave.bereavement.text
      ? `Nel ${c.short_name}: ${c.leave.bereavement.text.replace(/\.$/, '')}.`
      : `Le regole del ${c.short_name} sui permessi per lutto non sono nella base di conoscenza.`,
  );
  return compose({
    answer: opening,
    steps: [`La regola (${rule.reference}): ${rule.text}.`, ...rows],
    assumptions: [
      'Lavoratore dipendente del settore privato; i contratti collettivi possono solo migliorare la legge (più giorni, più familiari).',
    ],
    citations: [
      ...ruleCitations(rule),
      ...agreements.flatMap((c) =>
        c.leave.bereavement.text
          ? citeSources(
              c,
              `${c.short_name}, permessi per lutto: ${c.leave.bereavement.text}`,
              c.leave.bereavement.article ?? null,
              c.leave.bereavement.sources,
              1,
            )
          : [],
      ),
    ],
    related: [],
  });
}

/** The law's answer to one of these questions, before the agreement's topic; undefined for any other. */
export function lawBesideAgreements(
  ctx: AgentContext,
  agreementIds: readonly number[],
): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const agreements = agreementsOf(ctx, agreementIds);
  return (
    studyLeaveClaim(text, agreements) ??
    apprenticeshipLaw(text, earlier, agreements) ??
    bereavementLaw(text, earlier, agreements)
  );
}
