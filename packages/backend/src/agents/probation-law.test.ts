import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

describe('probation questions the law answers, in new words', () => {
  it('an injury during the probation, no agreement named: the law prolongs the probation', () => {
    const { text } = askAgent(
      'main-agent',
      'un mio dipendente si è fatto male al lavoro mentre era ancora in prova. per legge la prova scorre lo stesso mentre è a casa in infortunio?',
    );
    expect(openingLines(text)).toMatch(/prolungat/);
    expect(text).toContain('104/2022');
    expect(text).not.toContain('Non riesco a identificare');
  });

  it('a follow-up on leave to care for a disabled relative: the Ministry’s circular 19/2022', () => {
    const { text } = askAgent(
      'main-agent',
      'ok, e i congedi della legge 104 per assistere la madre fanno slittare la prova anche loro?',
      {
        history: [
          'cosa dice la legge se un neoassunto si ammala durante il periodo di prova? la prova si ferma?',
        ],
      },
    );
    expect(openingLines(text)).toContain('circolare n. 19');
  });

  it('a fixed-term hire of three months, no agreement named: the days worked out on the dates', () => {
    const { text } = askAgent(
      'main-agent',
      'prendo una ragazza a termine dal 1 marzo al 31 maggio 2026. la prova quanti giorni può durare al massimo?',
    );
    // 92 calendar days / 15 = 6.
    expect(openingLines(text)).toContain('6 giorni');
  });

  it('the same hire lengthened to the end of September in a follow-up: over six months, new count', () => {
    const { text } = askAgent('main-agent', 'e se invece la tengo fino al 30 settembre?', {
      history: [
        'prendo una ragazza a termine dal 1 marzo al 31 maggio 2026. la prova quanti giorni può durare al massimo?',
      ],
    });
    // 214 calendar days / 15 = 14, within the 30-day ceiling of contracts over six months.
    expect(openingLines(text)).toContain('14 giorni');
  });

  it('a chemical worker in probation taking days off: counted in actual work, the days do not count', () => {
    const { text } = askAgent(
      'main-agent',
      'ccnl chimico, sono in prova da un mese e vorrei prendere una settimana di ferie ad agosto. la settimana conta per la prova?',
    );
    expect(openingLines(text)).toContain('effettiva prestazione');
  });

  it('a live-in carer from another region sent away in probation: the domestic agreement’s 3 days', () => {
    const { text } = askAgent(
      'main-agent',
      'colf assunta da una settimana, è venuta dalla Sicilia e ha ancora la residenza là. se la licenziamo in prova, senza giusta causa, bisogna darle un preavviso?',
    );
    expect(openingLines(text)).toContain('3 giorni');
  });

  it('a domestic worker quitting in probation: no notice owed', () => {
    const { text } = askAgent(
      'main-agent',
      'la colf è in prova e vuole andarsene, deve lavorare il preavviso?',
    );
    expect(openingLines(text)).toMatch(/senza preavviso|nessun preavviso/);
  });

  it('cleaning company, vertical part-time worker: the agreement’s own probation', () => {
    const { text } = askAgent(
      'main-agent',
      'ccnl multiservizi, assumo un operaio di 1° livello in part-time verticale due giorni a settimana: quanto dura la sua prova?',
    );
    expect(openingLines(text)).toContain('3 mesi');
  });
});
