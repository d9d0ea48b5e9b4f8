import { outsideDomain } from '../reader/outside-work.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { earlyPensionWork } from './pension-work.js';
import { smallTalk } from './small-talk.js';

const CAN_STILL = [
  'Con una RAL di 30.000 € quanto prendo netto?',
  'Quali sono gli scaglioni IRPEF del 2026?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
];

/** An agreement the knowledge base lacks: said in one sentence, with what the product can still do. */
export function agreementNotCovered(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const names = req.slots.unknownAgreements.join(', ') || 'Il CCNL indicato';
  const held = ctx.kb.agreements.map((c) => c.short_name.replace(/^CCNL /, '')).join(', ');
  return compose({
    answer: `${bold(`${names} non è nella base di conoscenza`)}, quindi non posso darti le sue cifre; posso però calcolare netto, lordo, TFR e tredicesima dalle cifre che indichi, e rispondere sui CCNL presenti (${held}).`,
    citations: [],
    related: CAN_STILL,
  });
}

/** What to say of a domain outside work, where a plain pointer helps more than the domain's name. */
const DOMAIN_NOTE: Readonly<Record<string, string>> = {
  'autorizzazioni per aprire un’attività':
    'Licenze, SCIA, permessi e occupazione di suolo pubblico (un dehors) con il loro canone non riguardano il CCNL né il rapporto di lavoro: li gestisce il Comune, attraverso lo Sportello unico per le attività produttive (SUAP), secondo il proprio regolamento, quindi chiedi al SUAP del tuo Comune (o alla tua associazione di categoria).',
  'marchi e brevetti':
    'La registrazione di un marchio o di un brevetto e i suoi costi non riguardano il CCNL né il rapporto di lavoro: la procedura è dell’Ufficio italiano brevetti e marchi (UIBM), quindi verifica requisiti e tariffe sul suo sito o chiedi alla Camera di commercio o a un consulente in proprietà industriale.',
  'tasse non sul lavoro':
    'La dichiarazione dei redditi e le tasse che non sono trattenute sulla busta paga non riguardano il CCNL: per il 730 puoi usare il precompilato dell’Agenzia delle Entrate oppure rivolgerti a un CAF o a un commercialista.',
  'forma societaria e regime fiscale dell’impresa':
    'La scelta della forma societaria (ditta individuale, snc, srl) e del regime fiscale dell’impresa (forfettario o ordinario) non riguarda il CCNL né la busta paga dei dipendenti: la convenienza dipende dai conti dell’impresa, quindi valutala con un commercialista.',
  'fatturazione elettronica':
    'La fatturazione elettronica e gli scarti del Sistema di Interscambio (SdI) non riguardano il CCNL né la busta paga: chi emette la fattura e in quali termini va verificato con chi tiene la contabilità (il commercialista) o sulle istruzioni dell’Agenzia delle Entrate.',
  'integratori e farmaci':
    'Quale integratore o farmaco prendere, e in che dose, non riguarda il CCNL né la busta paga: chiedilo al medico o al farmacista. Se i disturbi vengono dai turni di notte, puoi segnalarli anche al medico competente dell’azienda, che controlla la salute di chi lavora di notte.',
  università:
    'Le tasse universitarie e i crediti da sostenere in un anno, anche per chi si iscrive come studente a tempo parziale, li fissa il regolamento del tuo ateneo: verificali sul sito dell’università o in segreteria studenti. Sul lavoro, da studente lavoratore hai diritto per legge a permessi retribuiti per i giorni d’esame (art. 10 della legge 300/1970).',
  'assicurazioni private':
    "La copertura di una polizza e la denuncia di un sinistro non riguardano il CCNL né il rapporto di lavoro: le regola il contratto di assicurazione, quindi verifica le condizioni della polizza o chiedi alla compagnia o all'agente.",
};

/** A question outside agreements and work. */
export function outOfScope(ctx: AgentContext): AgentAnswer {
  const talk = smallTalk(ctx.message);
  if (talk) return talk;
  // Working again after a Quota 103 pension: the law's rule, not a refusal (pension-work.ts).
  const pension = earlyPensionWork(ctx);
  if (pension) return pension;
  const first = ctx.kb.agreements[0]?.short_name ?? 'CCNL Commercio';
  // The domain the ask is about, named, with where its answer is (a private policy: its conditions, the insurer).
  const domain = outsideDomain(readable(ctx.message));
  const where = domain
    ? ` ${DOMAIN_NOTE[domain] ?? `Il tema (${domain}) non riguarda il contratto di lavoro né la busta paga.`}`
    : '';
  return compose({
    answer: `${bold('Questa domanda esce da ciò di cui mi occupo')}: rispondo su contratti collettivi (CCNL), retribuzioni e calcoli di busta paga.${where}`,
    steps: [
      'Puoi chiedere, ad esempio:',
      `- Quanti giorni di ferie spettano con il ${first}?`,
      '- Il netto di una RAL, il TFR, la tredicesima o il costo per l’azienda.',
    ],
    citations: [],
    related: [
      `Quanti giorni di ferie spettano con il ${first}?`,
      `Quanto dura il periodo di prova nel ${first}?`,
      `Quali sono i minimi retributivi per livello nel ${first}?`,
    ],
  });
}
