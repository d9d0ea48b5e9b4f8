import { describe, expect, it } from 'vitest';
import { askAgent, openingLine as lead } from '../testing/agents.js';
import type { AgentContext } from './context.js';

const ask = (message: string, extra: Partial<AgentContext> = {}) => askAgent('main-agent', message, extra);

describe('agreement topics answered as asked', () => {
  it('shows the apprenticeship rows the knowledge base holds, and opens with the kind asked about', () => {
    const fipe = ask('apprendistato nel ccnl pubblici esercizi: quanto dura e quanto prende?');
    expect(fipe.text).toContain('| primo anno | 80% |');
    expect(fipe.text).toContain('| 6 | 24 mesi |');
    const studi = ask('aprendistato alta formazione studi profesionali percentuali');
    // The kind asked about opens with its own percentages (40, 50, 60%), not the professionalizzante's 70%.
    expect(lead(studi.text)).toContain('alta formazione');
    expect(lead(studi.text)).toContain('40%');
    expect(lead(studi.text)).not.toContain('70%');
  });

  it('opens a long statement with the clause the question names: what INAIL pays', () => {
    const answer = ask("la badante si è fatta male in casa mentre lavorava, cosa paga l'inail?", {
      categories: [7],
    });
    // Read as an injury at work (session 32): the employer's first 3 days, then what INAIL pays from the 4th.
    expect(lead(answer.text)).toMatch(/^Nel CCNL Lavoro domestico, malattia e infortunio: /);
    expect(lead(answer.text)).toContain("dal 4° giorno l'INAIL paga il 60%");
  });

  it('answers an hour beyond a part-time schedule from the part-time rules, not the working week', () => {
    const answer = ask("la colf fa 20 ore, se un giorno resta un'ora in più la pago maggiorata?", {
      categories: [7],
    });
    expect(lead(answer.text)).toContain('part-time');
    expect(lead(answer.text)).toContain('senza maggiorazione');
  });

  it('answers holidays and the gratifica natalizia together when both are asked', () => {
    const answer = ask(
      'Come vengono pagate ferie e gratifica natalizia agli operai nel CCNL Edilizia industria?',
    );
    expect(lead(answer.text)).toContain('Cassa Edile');
    expect(answer.text).toContain('18,50%');
  });

  it('answers the notice of the years of service stated, for the side that ends the job, and no other band', () => {
    // Commercio 4° livello: over 5 and up to 10 years, resignation 20 days (dismissal 30).
    const resign = ask('Quanto preavviso devo dare se mi dimetto? CCNL commercio, 4 livello, 6 anni');
    expect(lead(resign.text)).toMatch(
      /^Nel CCNL Commercio il preavviso di dimissioni per il 4° livello con 6 anni di anzianità \(oltre 5 e fino a 10 anni\) è di \*\*20 giorni\*\*/,
    );
    expect(lead(resign.text)).not.toContain('fino a 5 anni');
    const dismissal = ask('preavviso di licenziamento per un 2 livello commercio con 12 anni di anzianità');
    expect(lead(dismissal.text)).toContain('con 12 anni di anzianità (oltre 10 anni) è di **60 giorni**');
  });

  it('gives Edilizia operai the band of their years, without a level, and never to an impiegato', () => {
    // Art. 32 (allegato 12, accordo 3 marzo 2022): operai 7 working days up to 3 years, 10 beyond.
    const leaving = ask(
      "Un operaio edile (CCNL Edilizia industria), con noi da cinque anni, vuole andare a lavorare per un'altra ditta: quanti giorni di preavviso?",
    );
    expect(lead(leaving.text)).toMatch(
      /^Nel CCNL Edilizia industria il preavviso di dimissioni per gli operai con 5 anni di anzianità \(oltre 3 anni\) è di \*\*10 giorni lavorativi\*\*/,
    );
    const young = ask('preavviso di licenziamento di un operaio di 2° livello con 2 anni, CCNL Edilizia');
    expect(lead(young.text)).toContain('(fino a 3 anni) è di **7 giorni lavorativi**');
    // A clerk at a level operai share: the operai bands do not apply, the agreement's own text does.
    const clerk = ask('preavviso di un impiegato di 3° livello con 2 anni nel CCNL Edilizia');
    expect(lead(clerk.text)).not.toContain('giorni lavorativi**');
    // (The 3 March 2022 accord's clerks' rows: their own notice, here the dismissal's, fixs43a.)
    expect(lead(clerk.text)).toMatch(/impiegati del 3° livello.*\*\*1 mese\*\* in caso di licenziamento/);
  });

  it('answers a child’s illness as the parent’s leave: the days and the pay where sourced, the law elsewhere', () => {
    // Metalmeccanici renewal of 22 November 2025: 3 days a year, paid at 80%, for children up to 4.
    const metal = ask(
      'Metalmeccanico CCNL industria, mio figlio di due anni si ammala spesso: quanti giorni pagati per la malattia dei figli e pagati quanto?',
    );
    expect(lead(metal.text)).toContain('3 giorni');
    expect(lead(metal.text)).toContain('80%');
    expect(metal.riferimenti.map((r) => r.source_url)).toContain('https://www.eclavoro.it/?p=38233');
    const commercio = ask('permessi per la malattia del figlio nel CCNL Commercio');
    // No rule of its own: the law's unpaid leave (D.Lgs. 151/2001, art. 47), and the agreement named as silent.
    expect(lead(commercio.text)).toMatch(
      /^Per legge \(D\.Lgs\. 151\/2001, artt\. 47 e 49; L\. 199\/2025, art\. 1 c\. 220\).*\*\*per tutta la durata/,
    );
    expect(commercio.text).toContain(
      'Nel CCNL Commercio la base di conoscenza non ha regole proprie del contratto',
    );
    expect(commercio.text).not.toContain('80%');
    // The worker's own illness is still sick pay.
    expect(lead(ask('Quanti giorni di malattia pagati nel CCNL Metalmeccanici?').text)).toContain(
      'malattia e infortunio',
    );
  });
});
