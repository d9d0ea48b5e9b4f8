import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 23 (fixs23d): the agents' classes behind the h59 failures, in new words.
const document = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
});

describe('a roster’s night hours counted from its shifts', () => {
  const ROSTER = document(
    'PIANO TURNI 2-8 FEBBRAIO 2026 - Vigilanza (CCNL Multiservizi)\nAddetto: M. Sala - livello 3\nLun 2/2: 06:00-14:00\nMar 3/2: 21:00-05:00\nMer 4/2: 23:00-07:00\nGio 5/2: riposo\nVen 6/2: 16:00-24:00\n',
    'turni-febbraio.txt',
  );
  it('"quante ore notturne (22-6)?" opens with the count in that window, day by day', () => {
    const answer = askAgent('main-agent', 'quante ore notturne (22-6) ho fatto in questa settimana?', ROSTER);
    // Mar 21-05: 7 h; Mer 23-07: 7 h; Ven 16-24: 2 h; Lun 06-14: none.
    expect(openingLine(answer.text)).toContain('**16 ore di lavoro notturno**');
    expect(openingLine(answer.text)).toContain('22–6');
  });
  it('with no window said, 22–6 is used and said as the assumption', () => {
    const answer = askAgent('main-agent', 'quante ore di notte ho fatto questa settimana?', ROSTER);
    expect(answer.text).toContain('16 ore di lavoro notturno');
    expect(answer.text).toContain("è un'ipotesi");
  });
  it('a window the question gives ("dalle 23 alle 6") counts in that one', () => {
    const answer = askAgent(
      'main-agent',
      'quante ore di notturno ho, contando il notturno dalle 23 alle 6?',
      ROSTER,
    );
    // Mar 23-05: 6 h; Mer 23-06: 7 h; Ven 23-24: 1 h.
    expect(openingLine(answer.text)).toContain('**14 ore di lavoro notturno**');
  });
});

describe('an uploaded clause asked how far ahead and how far it extends', () => {
  it('each part quoted from the sentence that says it', () => {
    const answer = askAgent(
      'main-agent',
      "In base all'estratto allegato, con che anticipo va chiesto il congedo e di quanto si può prorogare?",
      document(
        'CCNL - estratto\nArt. 30 - Congedo matrimoniale\nSpetta un congedo retribuito di 15 giorni di calendario.\nLa domanda va presentata con un preavviso di almeno 6 giorni.\nIl congedo può essere prorogato di ulteriori 3 giorni non retribuiti.\n',
        'estratto.txt',
      ),
    );
    expect(answer.text).toContain('preavviso di almeno 6 giorni');
    expect(answer.text).toContain('ulteriori 3 giorni non retribuiti');
  });
});

describe('"con quale preavviso va chiesto" on a clause is how far ahead, not the notice of leaving', () => {
  it('a company rule with no agreement named: the clause is quoted, no agreement or level asked', () => {
    const answer = askAgent(
      'main-agent',
      'Secondo il regolamento allegato, con che preavviso va richiesto il permesso e di quanto lo si può allungare?',
      document(
        'REGOLAMENTO INTERNO - estratto\nArt. 8 - Permesso per esami\nSpetta un permesso retribuito di 1 giorno per ogni esame.\nLa richiesta va fatta con un preavviso di almeno 5 giorni.\nIl permesso può essere prorogato di ulteriori 2 giorni non retribuiti.\n',
        'regolamento.txt',
      ),
    );
    expect(answer.text).toContain('preavviso di almeno 5 giorni');
    expect(answer.text).toContain('ulteriori 2 giorni');
    expect(answer.text).not.toContain('il CCNL applicato');
  });
});

describe('a job that names a credential is placed on the profile that requires it', () => {
  it('a C+E driver with the ADR licence carrying fuel is Logistica C3, not B3', () => {
    const answer = askAgent(
      'inquadra',
      'Assumiamo un camionista con patente C+E e patentino ADR per il trasporto di gasolio con le cisterne, fuori sede con trasferta, CCNL logistica trasporto merci: che livello?',
    );
    expect(openingLine(answer.text)).toContain('C3');
  });
  it('the same driver without the ADR stays on the bilico profile (B3)', () => {
    const answer = askAgent(
      'inquadra',
      'Assumiamo un camionista con patente C+E su bilico per container, fuori sede con trasferta, CCNL logistica trasporto merci: che livello?',
    );
    expect(openingLine(answer.text)).toContain('B3');
  });
});

describe('"durante l’apprendistato" asks the shares, not the length', () => {
  it('the Studi professionali percentages open, not the missing length', () => {
    const answer = askAgent(
      'main-agent',
      'Apprendista in uno studio di consulenza del lavoro, CCNL studi professionali: quanto prendo in percentuale durante l’apprendistato?',
    );
    expect(answer.text).toMatch(/70%/);
    expect(answer.text).toMatch(/85%/);
    expect(answer.text).toMatch(/93%/);
    expect(answer.text).not.toContain(
      "la durata dell'apprendistato per livello non è nella base di conoscenza",
    );
  });
});

describe('a domestic worker above 24 hours a week pays the one INPS hourly amount', () => {
  it('26 hours at 8,50 €/h in 2026: 1,24 €/h whatever the pay (not the 1,70 of the first band)', () => {
    const answer = askAgent(
      'calcolo',
      "Badante non convivente a tempo indeterminato, 26 ore a settimana a 8,50 euro l'ora: nel 2026 quanto pago di contributi INPS per 338 ore del trimestre?",
    );
    // 338 × 1,24 = 419,12; worker 338 × 0,31 = 104,78.
    expect(answer.text).toContain('419,12');
    expect(answer.text).toContain('104,78');
    expect(answer.text).not.toContain('574,60');
  });
});
