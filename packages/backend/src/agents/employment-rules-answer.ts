import { type EmploymentRule, employmentRule } from '../kb/employment-rules.js';
import { euro, italianDate, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type EmploymentRuleAsk, employmentRuleAsked } from '../reader/employment-rule-asks.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementHigherDuties, dutiesCaseOpening, higherDutiesCompared } from './duties-openings.js';
import { FIRST_JOB_SUBJECTS, firstJobOpening } from './first-job-openings.js';
import { agreementFixedTermRule } from './fixs24c.js';
import { hiringIncentiveOpening, INCENTIVE_SUBJECTS } from './hiring-incentive-openings.js';
import { lawBesideAgreements, ruleCitations } from './law-beside-agreements.js';
import { minorRoster } from './minor-roster.js';
import { tfrLawFirst } from './tfr-law-first.js';
import { weatherAgreementPart } from './weather-agreement.js';
import { weatherOpening } from './weather-detail.js';

/**
 * The answer to a question on a rule of the law no agreement decides alone (../reader/employment-rule-asks.ts):
 * the verdict or the figure first, then the rule and its source, from the knowledge base's law rules. An
 * agreement named does not stop it: its own rule on the point is not held, and the answer says so.
 */

// "com'era prima del Decreto dignità?", "è cambiato qualcosa?", "la vecchia regola": the earlier rule is asked.
const EARLIER_ASKED =
  /\bprima (?:del(?:la|l')? (?:decreto|riforma|legge|d\.?l|jobs)|era|c'era|si poteva|valeva)|\bdecreto dignita\b|\bd\.?l\.? ?87\b|\bjobs act\b|\bvecchi\w* (?:regol|norm|legg|limit)|\b(?:e|è) cambiat\w*|\bcambiat\w* (?:la|le|il|i) (?:regol|norm|legg|limit)|\bnel (?:19|20)[01]\d\b|\bin passato\b|\buna volta (?:era|si)/;

/**
 * The rule's steps: the rule itself, since when it applies, what it replaced (when the question asks about the
 * earlier rule: its figures, "5 proroghe in 36 mesi", beside today's read as a second answer), its transitional
 * rule.
 */
function ruleSteps(rule: EmploymentRule, message: string): string[] {
  const t = rule.transitional;
  const earlier = rule.earlier && EARLIER_ASKED.test(readable(message)) ? `; prima: ${rule.earlier}` : '';
  return [
    `La regola (${rule.reference}): ${rule.text}`,
    `In vigore dal ${italianDate(rule.applies_from)}${earlier}.`,
    ...(t
      ? [
          `Regola transitoria (${t.reference}): ${t.text}. In vigore dal ${italianDate(t.applies_from)}${t.earlier ? `; prima: ${t.earlier}` : ''}.`,
        ]
      : []),
  ];
}

/** The transitional rule's sources as citations, beside the rule's own. */
function transitionalCitations(rule: EmploymentRule): Citation[] {
  const t = rule.transitional;
  return (t?.sources ?? []).map((s) => ({
    ccnl: 'Legge',
    article: t?.reference ?? rule.reference,
    text: `${s.label}. ${t?.text ?? ''}`,
    url: s.url,
    date: s.date,
    confidence: s.confidence,
  }));
}

/** Rules whose answer adds nothing of the agreement named (an incentive is the law's whatever the agreement). */
const NO_AGREEMENT_PART: ReadonlySet<EmploymentRuleAsk['rule']> = new Set([
  'unpaid_trial',
  'cig_ceiling',
  'agency_equal_treatment',
  'hiring_women',
  'hiring_youth',
  'south_relief',
]);

/**
 * What the agreement named adds: its own fixed-term rule when the knowledge base holds it (Commercio's causali,
 * fixs24c.ts), said and cited; otherwise that its own rules on the point are not held.
 */
function agreementPart(
  agreement: Ccnl | undefined,
  ask: EmploymentRuleAsk,
  message: string,
): { lead?: string; steps: string[]; citations: Citation[] } {
  // (An unpaid trial: the agreement's own probation lengths are its probation topic, answered beside the law.)
  // (An agency worker's equal treatment is the law's whatever agreement the client or the agency applies.)
  // (A hiring incentive is the law's, whatever agreement the employer applies.)
  if (!agreement || NO_AGREEMENT_PART.has(ask.rule)) return { steps: [], citations: [] };
  // The agreement's own period for higher duties, when the knowledge base holds its text (duties-openings.ts).
  const period = ask.rule === 'higher_duties' ? agreementHigherDuties(agreement, message) : undefined;
  if (period) return { lead: period.lead, steps: period.steps, citations: [period.citation] };
  // The agreement's own stops and recoveries for the weather, when its text is held (weather-agreement.ts).
  const weather = ask.rule === 'weather_stoppage' ? weatherAgreementPart(agreement, message) : undefined;
  if (weather) return weather;
  const own = ask.rule.startsWith('fixed_term') ? agreementFixedTermRule(agreement) : undefined;
  const gap = `${own ? 'Le altre regole proprie' : 'Le regole proprie'} del ${agreement.short_name} ${SUBJECTS[ask.rule]} non sono nella base di conoscenza: verifica il testo del contratto.`;
  return own
    ? { steps: [`${own.opening} ${own.citation.text}`, gap], citations: [own.citation] }
    : { steps: [gap], citations: [] };
}

function opening(ask: EmploymentRuleAsk, rule: EmploymentRule, today: string): string {
  const ref = rule.reference;
  const own = firstJobOpening(ask, rule) ?? dutiesCaseOpening(ask, rule);
  if (own) return own;
  switch (ask.rule) {
    case 'fixed_term_max_duration':
      return ask.monthsClaimed === 24
        ? `${bold('Sì')}: per legge (${ref}) i contratti a termine con lo stesso datore di lavoro durano in tutto al massimo ${bold('24 mesi')}, proroghe e rinnovi compresi.`
        : `${bold('No')}: per legge (${ref}) i contratti a termine con lo stesso datore di lavoro durano in tutto al massimo ${bold('24 mesi')}, proroghe e rinnovi compresi, non ${ask.monthsClaimed} mesi${ask.monthsClaimed === 36 ? ' (il limite di 36 mesi valeva fino al 13 luglio 2018)' : ''}; oltre, il rapporto diventa a tempo indeterminato.`;
    case 'fixed_term_extensions':
      return `Al massimo ${bold('4 proroghe')}: per legge (${ref}) il termine si può prorogare, con il consenso del lavoratore, fino a 4 volte nell’arco di 24 mesi; dalla quinta il contratto diventa a tempo indeterminato.`;
    case 'fixed_term_seasonal':
      return `${bold('No')}: per legge (${ref}) le pause tra un contratto a termine e il successivo (10 o 20 giorni, lo stop and go) ${bold('non si applicano ai lavoratori stagionali')}, che si possono riassumere per la stagione successiva senza intervallo; per le attività stagionali non vale nemmeno il limite complessivo di 24 mesi.`;
    case 'intermittent_age': {
      const age = ask.age as number;
      if (age < 24 || age > 55)
        return `${bold('Sì')}: per legge (${ref}) il lavoro a chiamata è sempre ammesso con chi ha ${bold('meno di 24 anni')} (con prestazioni entro il compimento dei 25) o più di 55 anni, e ${age} anni rientra nel limite.${ask.alsoAsked ? ` ${daysLimit(ask)}` : ''}`;
      // Waiters and kitchen staff of hotels and public premises are among the discontinuous jobs of R.D. 2657/1923.
      return ask.excludedSector
        ? `${bold('Sì')}, ma non per l’età: per legge (${ref}) il lavoro a chiamata è sempre ammesso solo con chi ha ${bold('meno di 24 anni')} o più di 55 anni; a ${age} anni lo è per le attività discontinue del R.D. 2657/1923, tra cui camerieri e personale di servizio e di cucina di alberghi ed esercizi pubblici, o nei casi previsti dal contratto collettivo.`
        : `${bold('No')}, non per l’età: per legge (${ref}) il lavoro a chiamata è sempre ammesso solo con chi ha ${bold('meno di 24 anni')} o più di 55 anni; a ${age} anni lo è solo nei casi previsti dal contratto collettivo o per le attività discontinue del R.D. 2657/1923.`;
    }
    case 'intermittent_days':
      return ask.excludedSector
        ? `${bold('No')}: il limite di ${bold('400 giornate')} in 3 anni (${ref}) non si applica ai settori del turismo, dei pubblici esercizi e dello spettacolo, quindi il contratto a chiamata non si trasforma in tempo pieno e indeterminato per averlo superato.`
        : `${bold('Sì')}: per legge (${ref}) con lo stesso datore di lavoro il lavoro a chiamata è ammesso per al massimo ${bold('400 giornate')} di effettivo lavoro in 3 anni solari; superate, il rapporto diventa a tempo pieno e indeterminato (il limite non vale solo per turismo, pubblici esercizi e spettacolo).`;
    case 'minimum_age': {
      const age = ask.age as number;
      return age < 16
        ? `${bold('No')}: per legge (${ref}) si può lavorare solo dai ${bold('16 anni')} compiuti e dopo aver concluso l’istruzione obbligatoria${age === 15 ? '; a 15 anni è possibile solo con un apprendistato per la qualifica e il diploma professionale' : ''}.`
        : `${bold('Sì')}: per legge (${ref}) si può lavorare dai ${bold('16 anni')} compiuti, se ha concluso l’istruzione obbligatoria (10 anni di scuola), con le tutele dei minori (niente lavoro notturno).`;
    }
    case 'fixed_term_causale':
      return ask.individualAsked ? individualCausale(ask, rule, today) : causaleOpening(ask, ref);
    case 'minor_hours':
      return `Al massimo ${bold('8 ore al giorno')} e ${bold('40 ore a settimana')}, con il ${bold('lavoro notturno vietato')}: per legge (${ref}) è il limite per i minori dai 15 ai 18 anni che hanno concluso l’obbligo scolastico, con un riposo di almeno un’ora dopo 4 ore e mezza di lavoro continuo.`;
    case 'higher_duties':
      return `${bold('Sì')}: per legge (${ref}) chi svolge mansioni superiori ha diritto subito alla retribuzione del livello corrispondente, e l’assegnazione diventa definitiva dopo il periodo fissato dal contratto collettivo o, se il contratto non lo fissa, dopo ${bold('6 mesi')} continuativi, salvo che sostituisca un collega assente con diritto alla conservazione del posto.`;
    case 'lower_duties':
      return ask.alsoAsked
        ? `${bold('Sì')} per le mansioni, ${bold('No')} per la paga: per legge (${ref}) le mansioni del livello inferiore si possono assegnare per una riorganizzazione che incide sulla posizione, comunicandolo ${bold('per iscritto')} a pena di nullità, ma il lavoratore conserva il ${bold('livello di inquadramento')} e il ${bold('trattamento retributivo')} in godimento; ridurli è possibile solo con un accordo individuale firmato in sede protetta.`
        : `${bold('Sì, ma solo')} mansioni del livello immediatamente inferiore ${bold('nella stessa categoria legale')} e per una riorganizzazione che incide sulla posizione del lavoratore (o nei casi del contratto collettivo): per legge (${ref}) il cambio va comunicato ${bold('per iscritto')} a pena di nullità, e il lavoratore conserva il ${bold('livello di inquadramento')} e il ${bold('trattamento retributivo')} in godimento.`;
    case 'unpaid_trial':
      return `${bold('No, non è legale')}: per legge (${ref}) la prova si fa solo con un contratto di lavoro scritto e firmato prima di iniziare, e anche un solo giorno o una sera di prova ${bold('va retribuita')}, con i contributi, che poi l'assunzione segua o no; una prova gratis e senza contratto è ${bold('lavoro irregolare (in nero)')}.`;
    case 'weather_stoppage':
      return `Le ore perse per il maltempo si coprono con la ${bold('cassa integrazione ordinaria (CIGO)')}, causale ${bold('«eventi meteo»')}: per legge (${ref}) la sospensione del lavoro per intemperie è integrata dalla CIGO, non persa né pagata come lavoro dall’impresa; l’impresa fa domanda all’INPS allegando una relazione tecnica sulla lavorazione interrotta e i bollettini meteo del periodo.`;
    case 'cig_ceiling': {
      const v = rule.values ?? {};
      const money = (key: string) => bold(euro(v[key] ?? 0));
      const general = `${money('gross')} lordi al mese, ${money('net')} netti dopo la riduzione del ${percent(v.reduction ?? 0)}`;
      if (ask.farmWeather)
        return `${bold('No')}: il trattamento CISOA per ${bold('intemperie stagionali nel settore agricolo')} ${bold('non è soggetto al massimale')} mensile della cassa integrazione (${ref}): è l’80% della retribuzione per le ore non lavorate, senza tetto mensile. Il massimale unico di ${general} vale per la CISOA per le altre causali, e il +20% (${money('weather_gross')} lordi) solo per le intemperie nell’edilizia e nel lapideo.`;
      return ask.weather
        ? `Per le intemperie stagionali nei settori edile e lapideo il massimale è più alto del 20%: nel 2026 ${money('weather_gross')} lordi al mese, ${money('weather_net')} netti (${ref}), contro il massimale ordinario di ${general}.`
        : `Il massimale mensile della cassa integrazione (CIGO, CIGS, CISOA e assegno dei fondi) nel 2026 è di ${general} (${ref}), unico qualunque sia la retribuzione; per le intemperie stagionali nell'edilizia e nel lapideo sale del 20% (${money('weather_gross')} lordi, ${money('weather_net')} netti).`;
    }
    case 'agency_equal_treatment':
      return `Il rapporto con l’agenzia segue il ${bold('CCNL delle agenzie di somministrazione')}, ma per tutta la durata della missione la legge (${ref}) garantisce al lavoratore somministrato la ${bold('parità di trattamento')}: a parità di mansioni, condizioni economiche e normative complessivamente ${bold('non inferiori')} a quelle dei dipendenti di pari livello dell’azienda utilizzatrice, cioè del contratto che l’azienda applica ai suoi dipendenti. Se a parità di livello e mansioni la paga è inferiore a quella di un collega assunto direttamente, la differenza va chiesta all’agenzia.`;
    case 'transfer_carer':
      if (ask.nearerSeat)
        return `${bold('Sì')}, ove possibile: per legge (L. 104/1992, art. 33 c. 5) chi assiste con i permessi della 104 un familiare con disabilità grave ha diritto a scegliere, ove possibile, la ${bold('sede di lavoro più vicina')} al domicilio della persona assistita; la legge lo condiziona a quell’«ove possibile», quindi non è un diritto assoluto. Una volta lì, non può essere trasferito altrove senza il suo consenso.`;
      return `${bold('No')}, non senza il suo ${bold('consenso')}: per legge (L. 104/1992, art. 33 c. 5) chi assiste con i permessi della 104 un familiare con disabilità grave non può essere trasferito in un’altra sede senza il suo consenso; se acconsente, servono comunque ${bold('comprovate ragioni tecniche, organizzative e produttive')} (art. 2103 c. 8 c.c.).`;
    case 'transfer':
      return ask.withoutReason
        ? `${bold('No')}: per legge (art. 2103 c.c.) il datore di lavoro può trasferirti in un’altra sede solo per ${bold('comprovate ragioni tecniche, organizzative e produttive')}; senza queste ragioni il trasferimento è illegittimo.`
        : `${bold('Sì, ma solo')} per ${bold('comprovate ragioni tecniche, organizzative e produttive')}: per legge (art. 2103 c.c.) senza queste ragioni il trasferimento in un’altra sede è illegittimo.`;
    // (The first-job rules open in first-job-openings.ts, above.)
    default:
      return `Per legge (${ref}): ${rule.text}`;
  }
}

/** The 400 days of on-call work, as a sentence beside the age's verdict. */
function daysLimit(ask: EmploymentRuleAsk): string {
  const days = employmentRule('intermittent_days');
  return ask.excludedSector
    ? `Il limite di ${bold('400 giornate')} in 3 anni (${days.reference}) non vale per turismo, pubblici esercizi e spettacolo.`
    : `Con lo stesso datore di lavoro può lavorare al massimo ${bold('400 giornate')} di effettivo lavoro in 3 anni solari (${days.reference}); oltre, il rapporto diventa a tempo pieno e indeterminato.`;
}

/** The 12 months without a reason: the verdict on the months told, or the figure when none is told. */
function causaleOpening(ask: EmploymentRuleAsk, ref: string): string {
  const max = ask.alsoAsked
    ? ` La durata massima complessiva dei contratti a termine con lo stesso lavoratore è di ${bold('24 mesi')}, proroghe e rinnovi compresi.`
    : '';
  const months = ask.monthsTotal;
  if (months === undefined)
    return `Fino a ${bold('12 mesi')} senza causale: per legge (${ref}) oltre i 12 mesi, e al massimo fino a 24, il contratto a termine richiede una causale scritta.${max}`;
  if (months <= 12)
    return `${bold(ask.claimsNeeded ? 'No' : 'Sì')}: ${months} mesi restano entro i ${bold('12 mesi')} in cui per legge (${ref}) il contratto a termine, proroghe comprese, non richiede una causale.${max}`;
  return `${bold(ask.claimsNeeded ? 'Sì' : 'No')}, serve una ${bold('causale')}: con ${months} mesi in tutto si superano i ${bold('12 mesi')} oltre i quali per legge (${ref}) il contratto a termine, e la proroga che li supera, richiede una causale scritta (i casi del contratto collettivo, le esigenze tecniche, organizzative o produttive individuate dalle parti, la sostituzione di altri lavoratori); senza, il contratto diventa a tempo indeterminato.${max}`;
}

/**
 * "possiamo ancora indicarla noi nel contratto individuale?": the transitional rule's verdict on today's date
 * (Sì until its last day, No after it), then the months told against the 12.
 */
function individualCausale(ask: EmploymentRuleAsk, rule: EmploymentRule, today: string): string {
  const t = rule.transitional;
  if (!t) return causaleOpening(ask, rule.reference);
  const open = today <= t.until;
  const verdict = open
    ? `${bold('Sì')}, fino al ${bold(italianDate(t.until))}: se il contratto collettivo applicato non prevede causali, le parti possono indicare nel contratto individuale le esigenze tecniche, organizzative o produttive che giustificano il termine oltre i 12 mesi (${t.reference}).`
    : `${bold('No')}: la facoltà delle parti di indicare nel contratto individuale le esigenze tecniche, organizzative o produttive è scaduta il ${bold(italianDate(t.until))} (${t.reference}), salvo una proroga successiva da verificare; restano i casi del contratto collettivo e la sostituzione di altri lavoratori.`;
  const months = ask.monthsTotal;
  const told =
    months === undefined
      ? ''
      : months <= 12
        ? ` Con ${months} mesi in tutto si resta entro i ${bold('12 mesi')} senza causale.`
        : ` Con ${months} mesi in tutto si superano i ${bold('12 mesi')}: la proroga richiede la causale scritta, senza la quale il contratto diventa a tempo indeterminato.`;
  const max = ask.alsoAsked
    ? ` La durata massima complessiva dei contratti a termine con lo stesso lavoratore è di ${bold('24 mesi')}, proroghe e rinnovi compresi.`
    : '';
  return `${verdict}${told}${max}`;
}

const SUBJECTS: Record<EmploymentRuleAsk['rule'], string> = {
  whistleblower_retaliation: 'sulla tutela di chi segnala illeciti',
  disability_comporto: 'sul comporto dei lavoratori con disabilità',
  serious_illness_leave: 'sui permessi e il congedo per malattie gravi',
  disabled_child_parental_extension: 'sul prolungamento del congedo parentale',
  fixed_term_max_duration: 'sulla durata dei contratti a termine',
  apprenticeship_levels_below: 'sull’inquadramento dell’apprendista',
  fixed_term_extensions: 'sulle proroghe dei contratti a termine',
  fixed_term_seasonal: 'sulle attività stagionali',
  intermittent_age: 'sul lavoro intermittente',
  intermittent_days: 'sul lavoro intermittente',
  minimum_age: 'sul lavoro dei minori',
  transfer: 'sul trasferimento (preavviso, rimborsi)',
  fixed_term_causale: 'sulle causali dei contratti a termine',
  minor_hours: 'sul lavoro dei minori',
  higher_duties: 'sulle mansioni superiori',
  lower_duties: 'sul cambio di mansioni',
  transfer_carer: 'sul trasferimento',
  carer_night_work: 'sul lavoro notturno',
  disability_permit_planning: 'sui permessi della legge 104',
  unpaid_trial: 'sul periodo di prova',
  weather_stoppage: 'sulle sospensioni per maltempo',
  cig_ceiling: 'sulla cassa integrazione',
  agency_equal_treatment: 'sui lavoratori somministrati',
  ...FIRST_JOB_SUBJECTS,
  ...INCENTIVE_SUBJECTS,
};

/** Rules on the work itself that answer before the agreement's topics (a level, a family leave, a minimum). */
const FIRST: ReadonlySet<EmploymentRuleAsk['rule']> = new Set([
  'minor_hours',
  'higher_duties',
  'lower_duties',
  'transfer_carer',
  'unpaid_trial',
  'weather_stoppage',
  'cig_ceiling',
  'agency_equal_treatment',
  'fixed_term_gap',
  'intermittent_availability',
  'intermittent_notice',
  'traineeship',
  'hiring_women',
  'hiring_youth',
  'south_relief',
]);

/** The law's answer when the question asks one of the rules that answer first, before the agreement's topics. */
export function employmentRulesFirst(
  ctx: AgentContext,
  agreements: readonly number[],
): AgentAnswer | undefined {
  // A minor's roster uploaded: the night hours the law forbids (minor-roster.ts).
  if (ctx.documents.length) return minorRoster(ctx);
  const ask = employmentRuleAsked(ctx.message, ctx.history);
  if (ask && FIRST.has(ask.rule)) return employmentRulesAnswer(ctx, agreements);
  // Study leave, apprenticeship and bereavement under the law (law-beside-agreements.ts); then the TFR's rules
  // beyond the yearly accrual: a pension fund's advances, the Fondo di Tesoreria (tfr-law-first.ts).
  return lawBesideAgreements(ctx, agreements) ?? tfrLawFirst(ctx);
}

/** The law's answer to the question, or undefined when it asks no rule of this kind. */
export function employmentRulesAnswer(
  ctx: AgentContext,
  agreements: readonly number[],
): AgentAnswer | undefined {
  // A document's questions are its own (document-route.ts).
  if (ctx.documents.length) return undefined;
  const ask = employmentRuleAsked(ctx.message, ctx.history);
  if (!ask) return undefined;
  // Higher duties done in pieces: the courts' reading of the continuous months (higher_duties_periods).
  const rule = employmentRule(ask.duties === 'broken' ? 'higher_duties_periods' : ask.rule);
  const agreement = agreements.length === 1 ? ctx.kb.byCategory(agreements[0] as number) : undefined;
  // The causali of an agreement that lists its own, asked with no months told, are its answer (fixs24c.ts).
  if (ask.rule === 'fixed_term_causale' && ask.monthsTotal === undefined && agreementFixedTermRule(agreement))
    return undefined;
  // Two agreements' own periods for higher duties compared (duties-openings.ts).
  const compared =
    ask.rule === 'higher_duties' && !ask.duties
      ? higherDutiesCompared(
          agreements.flatMap((id) => ctx.kb.byCategory(id) ?? []),
          ctx.message,
        )
      : undefined;
  const own = compared ?? agreementPart(agreement, ask, ctx.message);
  // "CCNL Credito (ABI): dopo quanti mesi …?": the agreement not held is said first, then the law that holds.
  const duties = ask.rule === 'higher_duties' || ask.rule === 'lower_duties';
  const notHeld = agreements.length || !duties ? [] : (ctx.request?.slots.unknownAgreements ?? []);
  const gap = notHeld.length
    ? `${bold(`Le regole proprie del ${notHeld.join(', ')} ${SUBJECTS[ask.rule]} non sono nella base di conoscenza`)}; vale la legge. `
    : '';
  return compose({
    answer:
      gap +
      ((!ask.duties && own.lead) ||
        (ask.rule === 'weather_stoppage'
          ? weatherOpening(ctx.message, rule, opening(ask, rule, ctx.today), ctx.history)
          : (hiringIncentiveOpening(ask, rule, ctx.today) ?? opening(ask, rule, ctx.today)))),
    steps: [...ruleSteps(rule, ctx.message), ...own.steps],
    assumptions: [
      'Lavoratore dipendente del settore privato; regola di legge, valida qualunque sia il CCNL applicato.',
    ],
    citations: [
      ...ruleCitations(rule),
      ...(ask.individualAsked ? transitionalCitations(rule) : []),
      ...own.citations,
    ],
    related: [],
  });
}
