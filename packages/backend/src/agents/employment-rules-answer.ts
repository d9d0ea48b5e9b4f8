import { type EmploymentRule, employmentRule } from '../kb/employment-rules.js';
import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type EmploymentRuleAsk, employmentRuleAsked } from '../reader/employment-rule-asks.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementFixedTermRule } from './fixs24c.js';

/**
 * The answer to a question on a rule of the law no agreement decides alone (../reader/employment-rule-asks.ts):
 * the verdict or the figure first, then the rule and its source, from the knowledge base's law rules. An
 * agreement named does not stop it: its own rule on the point is not held, and the answer says so.
 */

function citations(rule: EmploymentRule): Citation[] {
  return rule.sources.map((s) => ({
    ccnl: 'Legge',
    article: rule.reference,
    text: `${s.label}. ${rule.text}`,
    url: s.url,
    date: s.date,
    confidence: s.confidence,
  }));
}

/** The rule's steps: the rule itself, since when it applies, what it replaced. */
function ruleSteps(rule: EmploymentRule): string[] {
  return [
    `La regola (${rule.reference}): ${rule.text}`,
    `In vigore dal ${italianDate(rule.applies_from)}${rule.earlier ? `; prima: ${rule.earlier}` : ''}.`,
  ];
}

/**
 * What the agreement named adds: its own fixed-term rule when the knowledge base holds it (Commercio's causali,
 * fixs24c.ts), said and cited; otherwise that its own rules on the point are not held.
 */
function agreementPart(
  agreement: Ccnl | undefined,
  ask: EmploymentRuleAsk,
): { steps: string[]; citations: Citation[] } {
  if (!agreement) return { steps: [], citations: [] };
  const own = ask.rule.startsWith('fixed_term') ? agreementFixedTermRule(agreement) : undefined;
  const gap = `${own ? 'Le altre regole proprie' : 'Le regole proprie'} del ${agreement.short_name} ${SUBJECTS[ask.rule]} non sono nella base di conoscenza: verifica il testo del contratto.`;
  return own
    ? { steps: [`${own.opening} ${own.citation.text}`, gap], citations: [own.citation] }
    : { steps: [gap], citations: [] };
}

function opening(ask: EmploymentRuleAsk, rule: EmploymentRule): string {
  const ref = rule.reference;
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
        return `${bold('Sì')}: per legge (${ref}) il lavoro a chiamata è sempre ammesso con chi ha ${bold('meno di 24 anni')} (con prestazioni entro il compimento dei 25) o più di 55 anni, e ${age} anni rientra nel limite.`;
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
    case 'transfer':
      return ask.withoutReason
        ? `${bold('No')}: per legge (art. 2103 c.c.) il datore di lavoro può trasferirti in un’altra sede solo per ${bold('comprovate ragioni tecniche, organizzative e produttive')}; senza queste ragioni il trasferimento è illegittimo.`
        : `${bold('Sì, ma solo')} per ${bold('comprovate ragioni tecniche, organizzative e produttive')}: per legge (art. 2103 c.c.) senza queste ragioni il trasferimento in un’altra sede è illegittimo.`;
  }
}

const SUBJECTS: Record<EmploymentRuleAsk['rule'], string> = {
  fixed_term_max_duration: 'sulla durata dei contratti a termine',
  fixed_term_extensions: 'sulle proroghe dei contratti a termine',
  fixed_term_seasonal: 'sulle attività stagionali',
  intermittent_age: 'sul lavoro intermittente',
  intermittent_days: 'sul lavoro intermittente',
  minimum_age: 'sul lavoro dei minori',
  transfer: 'sul trasferimento (preavviso, rimborsi)',
};

/** The law's answer to the question, or undefined when it asks no rule of this kind. */
export function employmentRulesAnswer(
  ctx: AgentContext,
  agreements: readonly number[],
): AgentAnswer | undefined {
  // A document's questions are its own (document-route.ts).
  if (ctx.documents.length) return undefined;
  const ask = employmentRuleAsked(ctx.message, ctx.history);
  if (!ask) return undefined;
  const rule = employmentRule(ask.rule);
  const agreement = agreements.length === 1 ? ctx.kb.byCategory(agreements[0] as number) : undefined;
  const own = agreementPart(agreement, ask);
  return compose({
    answer: opening(ask, rule),
    steps: [...ruleSteps(rule), ...own.steps],
    assumptions: [
      'Lavoratore dipendente del settore privato; regola di legge, valida qualunque sia il CCNL applicato.',
    ],
    citations: [...citations(rule), ...own.citations],
    related: [],
  });
}
