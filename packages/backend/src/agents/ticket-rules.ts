import type { LawFact } from './law-facts.js';

/**
 * The dismissal ticket's deadline and its collective-dismissal multiplier (L. 92/2012, art. 2 c. 35; INPS circ.
 * 44/2013): paid in one sum by the 16th of the second month after the relationship ends; in a collective
 * dismissal whose redundancy was not the subject of a union agreement, multiplied by three. Read on 2026-12-02.
 */
export const TICKET_RULES: LawFact = {
  figure:
    'entro il giorno 16 del secondo mese successivo alla cessazione; ×3 nel licenziamento collettivo senza accordo sindacale',
  text: 'il ticket si versa in un’unica soluzione entro il giorno 16 del secondo mese successivo a quello della cessazione del rapporto (per una cessazione di aprile, entro il 16 giugno); nei licenziamenti collettivi in cui la dichiarazione di eccedenza del personale non è stata oggetto di accordo sindacale il contributo è moltiplicato per tre',
  reference: 'L. 92/2012, art. 2 c. 35; INPS circ. 44/2013',
  sources: [
    {
      url: 'https://www.pmi.it/economia/lavoro/esperto/170284/ticket-di-licenziamento-quando-e-quanto-pagare.html',
      label: 'PMI.it: ticket di licenziamento, quando e quanto pagare (INPS circ. 44/2013)',
      date: '2021-01-26',
      confidence: 'medium',
    },
    {
      url: 'https://www.studiolegalecerullo.com/ticket-di-licenziamento/',
      label: 'Studio legale Cerullo: ticket di licenziamento, importo e termini di pagamento',
      date: null,
      confidence: 'medium',
    },
  ],
};

// "licenziamento collettivo", "licenziamenti collettivi", "procedura di mobilità collettiva".
const COLLECTIVE = /\blicenziament\w* collettiv\w*|\bcollettiv\w* (?:di|del) licenziament/;
// "senza accordo (sindacale)", "non arrivare all'accordo", "mancato accordo", "se la procedura si chiude senza
// accordo": the redundancy not agreed with the unions.
const NO_AGREEMENT =
  /\bsenza (?:(?:l'|un |alcun |nessun )?accordo|intesa)\b|\bmancat\w* accordo\b|\bnon (?:si )?(?:arriv\w*|raggiung\w*|trov\w*|chiud\w*|firm\w*|fa\w*)\b[^.?!;]{0,30}\baccordo\b|\bnessun accordo\b/;

/** Whether the story is a collective dismissal closed (or feared to close) without a union agreement. */
export const collectiveWithoutAgreement = (text: string): boolean =>
  COLLECTIVE.test(text) && NO_AGREEMENT.test(text);
