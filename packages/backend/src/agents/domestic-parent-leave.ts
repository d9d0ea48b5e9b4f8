import type { Ccnl } from '../kb/schema.js';
import type { LeaveKind } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import { type Citation, citeSources } from './answer.js';
import type { KindLines } from './bereavement-law.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { LAW_LEAVE_FACTS, type LawFact, lawCitations } from './law-facts.js';
import { isDomestic } from './pay-base.js';

/**
 * A domestic worker's (colf, carer, baby-sitter) parenthood by law: D.Lgs. 151/2001 art. 62 extends to domestic
 * work the maternity and paternity leave only (artt. 6 c. 3, 16, 17, 22), not the parental leave nor the daily
 * rests; the INPS allowance needs a contribution record and the family adds nothing to it; the agreement bans a
 * dismissal until the end of the maternity leave (read on 2026-11-30).
 */
const SOURCES: LawFact['sources'] = [
  {
    url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2001-03-26;151~art62',
    label: 'Normattiva: D.Lgs. 26 marzo 2001, n. 151, art. 62 (lavoro domestico)',
    date: '2001-04-27',
    confidence: 'high',
  },
  {
    url: 'https://impresalavoro.eu/lavoro/maternita-colf-e-badanti.html',
    label:
      'ImpresaLavoro: maternità di colf e badanti (requisito contributivo, nessuna integrazione, esclusi congedo parentale e riposi)',
    date: null,
    confidence: 'medium',
  },
  {
    url: 'https://ilnuovoterraglio.it/festa-della-mamma-diritti-non-uguali-per-tutte-per-le-lavoratrici-domestiche-esiste-solo-la-maternita-obbligatoria/',
    label:
      'Il Nuovo Terraglio (DOMINA): per le lavoratrici domestiche esiste solo la maternità obbligatoria, con 26 o 52 contributi settimanali',
    date: '2022-05',
    confidence: 'medium',
  },
];

const REFERENCE = 'D.Lgs. 151/2001, art. 62';

const PARENT_FACTS: Partial<Record<LeaveKind, LawFact>> = {
  maternity: {
    figure: 'la famiglia non deve aggiungere nulla',
    text: 'per una lavoratrice domestica (colf, badante, baby-sitter) il congedo di maternità di 5 mesi è pagato solo dall’INPS, con un’indennità dell’80% della retribuzione convenzionale su cui si versano i contributi: {figure} (nessuna integrazione a suo carico). L’indennità spetta con almeno 26 contributi settimanali nei 12 mesi prima del congedo oppure 52 contributi settimanali nei 24 mesi prima, anche da lavori diversi da quello domestico; senza questo requisito l’INPS non la paga.',
    reference: REFERENCE,
    sources: SOURCES,
  },
  breastfeeding: {
    figure: 'non spettano',
    text: 'a una lavoratrice domestica (colf, badante, baby-sitter) i riposi giornalieri per allattamento {figure}: la legge estende al lavoro domestico solo il congedo di maternità e di paternità, non i riposi del primo anno né il congedo parentale.',
    reference: REFERENCE,
    sources: SOURCES,
  },
  parental: {
    figure: 'non spetta',
    text: 'a una lavoratrice o un lavoratore domestico (colf, badante, baby-sitter) il congedo parentale {figure}: la legge estende al lavoro domestico solo il congedo di maternità e di paternità, non il congedo parentale né i riposi per allattamento.',
    reference: REFERENCE,
    sources: SOURCES,
  },
};

/** The domestic agreement's own ban (art. 25): from the pregnancy to the end of the maternity leave. */
const DOMESTIC_PREGNANCY_DISMISSAL: LawFact = {
  figure: 'dall’inizio della gravidanza fino alla fine del congedo di maternità',
  text: 'la lavoratrice domestica non può essere licenziata {figure}, salvo giusta causa, purché la gravidanza sia iniziata durante il rapporto; le dimissioni date nel periodo valgono solo per iscritto. Il divieto fino a un anno del bambino (D.Lgs. 151/2001, art. 54) non si applica al lavoro domestico.',
  reference: 'CCNL Lavoro domestico, art. 25; D.Lgs. 151/2001, art. 62',
  sources: [
    {
      url: 'https://www8.brocardi.it/contratto-collettivo-colf-badanti/art25.html',
      label: 'Brocardi: CCNL colf e badanti, art. 25 (tutela delle lavoratrici madri)',
      date: null,
      confidence: 'medium',
    },
    ...SOURCES.slice(0, 2),
  ],
};

/**
 * The household's own line for this kind when a domestic agreement is set beside others ("commessa nel Terziario
 * o colf: chi paga la maternità e quanto?"): the law's rule for domestic work, not a passage that names the leave
 * in passing (the 13th month that "matura anche durante … maternità").
 */
export function domesticKindLine(
  kind: LeaveKind,
  ccnl: Ccnl,
): { line: string; citations: ReturnType<typeof lawCitations> } | undefined {
  const fact = PARENT_FACTS[kind];
  if (!fact || !isDomestic(ccnl)) return undefined;
  const text = fact.text.replace('{figure}', fact.figure);
  return {
    line: `Nel ${ccnl.short_name}, per legge (${fact.reference}): ${text.replace(fact.figure, bold(fact.figure))}`,
    citations: lawCitations(fact, text),
  };
}

/** The law's rule for this kind said to a domestic worker, if a domestic agreement is the one shown. */
function parentLines(kind: LeaveKind, shown: Ccnl[], lawLead: string): KindLines | undefined {
  const fact = PARENT_FACTS[kind];
  if (!fact || !shown.length || !shown.every(isDomestic)) return undefined;
  const text = fact.text.replace('{figure}', fact.figure);
  const line = `Per legge (${fact.reference}) ${text.replace(fact.figure, bold(fact.figure))}`;
  return {
    lines: [
      line.charAt(0).toUpperCase() + line.slice(1),
      ...(kind === 'maternity' ? [] : [`Per gli altri lavoratori dipendenti: ${lawLead}`]),
    ],
    citations: lawCitations(fact, text),
    assumptions: ['Rapporto di lavoro domestico (CCNL Lavoro domestico).'],
  };
}

// "il nuovo contratto firmato a ottobre ha introdotto dei permessi…", "previsti dal CCNL": the agreement's own leave.
const RENEWAL_LEAVE =
  /\bnuov[oa] (?:contratto|ccnl)\b|\brinnov\w*|\bintrodott\w*|\bintrodu\w*|\bprevist\w* dal (?:contratto|ccnl)\b/;

// "la nonna ha la badante ma la sera ci andiamo noi": the family's carer, not the writer's own job.
const FAMILY_CARER =
  /\b(?:ha|hanno|abbiamo|c'e|prendiamo|paghiamo) (?:gia )?(?:la |una |il |un )?(?:badante|colf)\b/;
const OWN_DOMESTIC_JOB =
  /\b(?:faccio|sono|lavoro come|lavoro da|assunt\w* come) (?:la |una |il |un )?(?:badante|colf|baby ?sitter)\b/;
const carerOfTheFamily = (text: string) => FAMILY_CARER.test(text) && !OWN_DOMESTIC_JOB.test(text);

// The domestic agreement's yearly paid hours for medical visits, as its knowledge-base entry words them.
const VISIT_HOURS =
  /permesso retribuito per visite mediche documentate \((\d+) ore per i conviventi a tempo pieno, (\d+) per gli altri con almeno 30 ore settimanali/;

/** What a domestic worker has instead of the 104 permits for medical visits, from the agreement shown. */
function visitHours(shown: Ccnl[]): { line: string; citations: Citation[] } | undefined {
  const ccnl = shown.find(isDomestic);
  const fact = ccnl?.rol_ex_festivita;
  const m = fact?.text ? VISIT_HOURS.exec(fact.text) : null;
  if (!ccnl || !fact || !m) return undefined;
  const line = `Il ${ccnl.short_name} dà invece ${bold(`${m[1]} ore annue di permesso retribuito per visite mediche`)} documentate ai conviventi a tempo pieno (${m[2]} ore agli altri con almeno 30 ore settimanali, riproporzionate sotto le 30 ore).`;
  return {
    line,
    citations: citeSources(ccnl, line, fact.article ?? null, fact.sources),
  };
}

/** A domestic worker's 104 permits: the law leaves them out, and that opens. */
function disabilityLines(
  ctx: AgentContext,
  shown: Ccnl[],
  lawLead: string,
  improved: boolean,
): KindLines | undefined {
  if (!shown.some(isDomestic) || carerOfTheFamily(readable(ctx.message))) return undefined;
  const out = LAW_LEAVE_FACTS.disability_domestic;
  const outText = out.text.replace('{figure}', out.figure);
  const outLine = `Per legge (${out.reference}) ${outText.replace(out.figure, bold(out.figure))}`;
  // "il nuovo contratto ha introdotto dei permessi per i familiari disabili: quante ore?": the agreement's own
  // leave asked, none held: the gap opens, the law's exclusion follows.
  const asked = !improved && RENEWAL_LEAVE.test(readable(ctx.message));
  const visits = visitHours(shown);
  return {
    lines: [
      ...(asked
        ? [
            `I permessi del ${shown.find(isDomestic)?.short_name ?? 'contratto'} per assistere familiari con disabilità, compresi quelli del rinnovo: ${bold('quante ore o giorni spettano e chi li paga non sono nella base di conoscenza')}.`,
          ]
        : []),
      outLine.charAt(0).toUpperCase() + outLine.slice(1),
      ...(visits ? [visits.line] : []),
      `Per gli altri lavoratori dipendenti: ${lawLead}`,
    ],
    citations: [...lawCitations(out, outText), ...(visits?.citations ?? [])],
    assumptions: ['Rapporto di lavoro domestico (CCNL Lavoro domestico).'],
  };
}

/**
 * A law leave asked of a domestic worker: what the law leaves out of domestic work (the 104 permits, the parental
 * leave, the breastfeeding rests) or how it pays the maternity leave there opens; undefined for other kinds.
 */
export function domesticLeaveLines(
  ctx: AgentContext,
  kind: LeaveKind,
  shown: Ccnl[],
  lawLead: string,
  improved: boolean,
): KindLines | undefined {
  if (kind === 'disability') return disabilityLines(ctx, shown, lawLead, improved);
  return parentLines(kind, shown, lawLead);
}

/** Whether the leave kinds asked are answered by the domestic worker's rule (no verdict of the general law). */
export const domesticParentAsked = (kinds: LeaveKind[], shown: Ccnl[]) =>
  kinds.some((k) => k in PARENT_FACTS) && shown.length > 0 && shown.every(isDomestic);

/** A colf, carer or baby-sitter named as the worker ("la nostra colf è incinta"). */
const DOMESTIC_WORKER =
  /\bcolf\b|\bbadant\w*|\bbaby.?sitter\b|\blavoro domestico\b|\blavoratric\w* domestic\w*/;

/**
 * The ban on dismissing a pregnant domestic worker (the agreement's, to the end of the maternity leave) when the
 * domestic agreement is the one named, or none is and the worker is a colf or a carer; undefined otherwise.
 */
export function domesticDismissalBan(agreement: Ccnl | undefined, message: string): LawFact | undefined {
  if (agreement) return isDomestic(agreement) ? DOMESTIC_PREGNANCY_DISMISSAL : undefined;
  return DOMESTIC_WORKER.test(readable(message)) ? DOMESTIC_PREGNANCY_DISMISSAL : undefined;
}
