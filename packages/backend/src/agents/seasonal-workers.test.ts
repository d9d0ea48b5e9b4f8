import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/** Seasonal and fixed-term workers under the law beside the agreement (fixs57d), in new phrasings. */
const opening = (question: string, history: string[] = []) =>
  openingLine(askAgent('main-agent', question, { history }).text);
const whole = (question: string, history: string[] = []) =>
  askAgent('main-agent', question, { history }).text;

describe('seasonal and fixed-term workers (fixs57d)', () => {
  it('counts a seasonal contract’s probation by the law when the agreement’s seasonal row is longer', () => {
    const line = opening(
      'Gestisco un albergo con il contratto Federalberghi: prendo una cameriera stagionale dal 15 giugno al 13 settembre 2026. Quanti giorni di prova posso mettere al massimo?',
    );
    // 91 calendar days / 15 = 6 days; Turismo's 14 days for seasonal workers are longer, so the law's count wins.
    expect(line).toContain('**6 giorni**');
    expect(line).toMatch(/14 giorni/);
    expect(line).toMatch(/circolare n\. 6\/2025/);
  });

  it('limits a fixed-term worker’s sickness benefit to 30 days after fewer than 30 days of work', () => {
    const text = whole(
      'lavoro in un bar (ccnl fipe) con contratto a termine dal 3 giugno 2026, prima niente lavoro da due anni. il 20 giugno mi sono ammalata con 25 giorni di prognosi... ma per i contratti a termine c’è un limite? fino a quanti giorni mi pagano la malattia?',
    );
    expect(openingLine(text)).toContain('**30 giorni**');
    expect(text).not.toMatch(/180 giorni/);
  });

  it('takes the days worked of a follow-up as the limit, under the 180 days', () => {
    const line = opening('e se nei dodici mesi prima avessi lavorato 95 giorni?', [
      'Sono stagionale in un ristorante (CCNL Pubblici esercizi FIPE), mi sono ammalato: quanti giorni di malattia mi pagano al massimo con il contratto a termine?',
    ]);
    expect(line).toContain('**95 giorni**');
  });

  it('tells an employer the FIPE waiting days are not due for an illness of 3 days', () => {
    const line = opening(
      'Pizzeria, contratto pubblici esercizi: la lavapiatti è stata a casa in malattia 3 giorni col certificato. Dobbiamo pagarle noi i giorni di carenza?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**5 giorni**');
  });

  it('pays all three first days in Turismo when a follow-up makes the illness longer than 3 days', () => {
    const line = opening(
      'e se la malattia fosse durata una settimana, 7 giorni? i primi tre giorni li prendo tutti?',
      [
        'lavoro in albergo col contratto turismo federalberghi, stagionale. sono stata male 1 giorno, me lo pagano?',
      ],
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toMatch(/tutti e tre/);
  });

  it('answers a seasonal worker asking to be taken back first with the written request within 3 months', () => {
    const question =
      'Faccio il bagnino in uno stabilimento (CCNL turismo) e il contratto è finito il 15 settembre 2026. Ho diritto a essere ripreso prima di altri l’anno prossimo? Come faccio?';
    const line = opening(question);
    expect(line).toMatch(/precedenza/);
    expect(line).toMatch(/per iscritto/);
    expect(line).toMatch(/3 mesi/);
    const late = opening('e se gli mando la lettera a gennaio? è ancora valida?', [question]);
    expect(late).toMatch(/^\*\*No\*\*/);
    expect(late).toContain('15 dicembre 2026');
    const early = opening('e se gliela scrivo a novembre va bene?', [question]);
    expect(early).toMatch(/^\*\*Sì\*\*/);
  });

  it('says the untaken holidays of a fixed-term contract are paid as an indennità sostitutiva beside the days', () => {
    const text = whole(
      'Commessa a tempo determinato dal 1 marzo al 31 agosto 2026, CCNL commercio, ferie mai fatte: quanti giorni ho maturato e possono pagarmele in busta alla fine invece di farmele fare?',
    );
    expect(openingLine(text)).toMatch(/indennità sostitutiva/);
  });
});
