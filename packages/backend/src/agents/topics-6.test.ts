import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { entitlementSentence } from './entitlement.js';

const ask = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history });
const opening = (message: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(ask(message, history, agent).text);

describe("an apprentice's pay is a share of the final level's minimum, however the month is said", () => {
  it.each([
    // Studi professionali: 85% from the 13th to the 24th month, on the 4° livello's 1.595,42 € (from 1.10.2025).
    ['apprendista al quattordicesimo mese, livello finale 4°, studi professionali: quanto a gennaio 2026?'],
    [
      "l'apprendista dello studio (CCNL Studi professionali) è nel 14° mese, il livello di arrivo è il 4°: paga minima a gennaio 2026?",
    ],
    ['apprendista studi professionali destinata al 4° livello, ventesimo mese: minimo a febbraio 2026?'],
  ])('%s', (message) => {
    const line = opening(message);
    expect(line).toContain('**1.356,11 €**');
    expect(line).toContain("l'85%");
    expect(line).not.toMatch(/quattordicesima/);
  });
});

describe('who is entitled to a 14th month, and since when', () => {
  it('opens with the agreement’s own sentence and its date, for the group the question names', () => {
    for (const message of [
      'la quattordicesima spetta anche agli operatori fiduciari della vigilanza privata? da quando?',
      "faccio il portiere per un istituto di vigilanza (servizi fiduciari): ce l'ho anch'io la 14ª o solo le guardie giurate?",
    ]) {
      const line = opening(message);
      expect(line, message).toContain('**dal 1° gennaio 2024**');
      expect(line, message).toContain('operatori dei servizi di sicurezza');
    }
  });

  it('says nothing of the kind when the text has no dated or group sentence on that payment', () => {
    expect(
      entitlementSentence(
        '14 mensilità: quattordicesima con la retribuzione di luglio.',
        'spetta a tutti?',
        'quattordicesima',
      ),
    ).toBeUndefined();
    expect(
      entitlementSentence(
        'Dal 1° gennaio 2025 una quattordicesima pari a metà mensilità.',
        'da quando c’è la quattordicesima?',
        'quattordicesima',
      ),
    ).toContain('Dal 1° gennaio 2025');
  });

  it('a sentence that goes on about the payment named before it ("Spetta anche agli apprendisti")', () => {
    expect(opening('la tredicesima spetta anche agli apprendisti nelle pmi confapi?')).toContain(
      'la tredicesima **spetta anche agli apprendisti**',
    );
    // When it matures is not who is entitled: the accrual answer stays.
    expect(opening('quattordicesima turismo: quando si paga e da quando matura?')).toContain(
      'con la retribuzione di luglio',
    );
  });

  it('a 14th month on the pay in force at 30 June (Turismo)', () => {
    expect(opening('nel ccnl turismo la quattordicesima su che stipendio si calcola?')).toContain(
      '30 giugno',
    );
  });
});

describe('a figure that depends on a missing slot asks for it', () => {
  it('one worker’s minimum with no level asks the level and gives the table’s range, not a dump', () => {
    for (const message of [
      'quanto prende di minimo un metalmeccanico?',
      'quanto guadagna come minimo chi lavora nella gomma plastica?',
    ]) {
      const text = ask(message).text;
      expect(openingLine(text), message).toContain('quale livello');
      expect(openingLine(text), message).toMatch(/va da \*\*[\d.,]+ €\*\* .* a \*\*[\d.,]+ €\*\*/);
    }
    // The table asked outright is still the table.
    expect(opening('minimi retributivi del CCNL Metalmeccanici industria per livello')).not.toContain(
      'quale livello',
    );
  });

  it('an agreement topic with no agreement asks which CCNL applies, and what else the figure needs', () => {
    const text = ask('devo dare le dimissioni, quanti giorni di preavviso devo fare?').text;
    expect(text).toContain('Quale CCNL applica il datore di lavoro?');
    expect(text).toContain("il livello di inquadramento e l'anzianità di servizio");
  });
});

describe('the renewal figure asked opens the answer', () => {
  it('the total, the tranche of a month, or both in the order asked', () => {
    expect(opening('gomma plastica livello F: quanto aumentano in tutto i minimi con il rinnovo?')).toContain(
      '**195,00 €**',
    );
    const both = opening(
      'metalmeccanici artigiani 4° livello: la tranche di marzo 2026 di quanto è? e il totale a regime?',
    );
    expect(both.indexOf('25,00 €')).toBeGreaterThan(-1);
    expect(both.indexOf('25,00 €')).toBeLessThan(both.indexOf('216,00 €'));
    const totalFirst = opening(
      'metalmeccanici artigiani 4° livello: aumento complessivo a regime e tranche di marzo 2026?',
    );
    expect(totalFirst.indexOf('216,00 €')).toBeLessThan(totalFirst.indexOf('25,00 €'));
  });

  it('"il 4° livello e fino a quando" keeps the 4° livello (the "e" is no letter level)', () => {
    const line = opening(
      "vigilanza privata: di quanto è l'aumento complessivo per il 4° livello e fino a quando vale il contratto?",
    );
    expect(line).toContain('**250,00 €**');
    expect(line).not.toContain('livello E');
  });
});

describe('comparisons of the subject asked', () => {
  it('a part-timer’s extra hours compare the supplementary surcharge, ranked on the ordinary rate', () => {
    const line = opening(
      'ore in più di un part-time: maggiorazione nel commercio e negli studi professionali a confronto',
      [],
      'confronta',
    );
    expect(line).toContain('Lavoro supplementare');
    expect(line).toContain('**35%');
    expect(line).toContain('**40%');
    expect(line).toContain('La maggiorazione più alta è nel CCNL Studi professionali');
  });

  it('the tranche of the month asked, and no whole increase in place of a month without one', () => {
    const june = opening(
      'tranche di giugno 2026: C3 federmeccanica contro 5° livello confapi',
      [],
      'confronta',
    );
    expect(june).toContain('**53,17 €**');
    expect(june).toContain('**50,00 €**');
    const september = opening(
      'aumento di settembre 2025 del 5° livello confapi rispetto al C3 metalmeccanici industria',
      [],
      'confronta',
    );
    expect(september).toContain('22,10 €');
    expect(september).toContain('nessuna tranche a settembre 2025');
    expect(september).not.toContain('205,32');
  });
});

describe('a leave the agreement pays on top of the law', () => {
  it('opens with the agreement’s total, then the law', () => {
    const text = ask(
      'maternità di un’operaia agricola a tempo indeterminato: quanto le spetta in tutto?',
    ).text;
    expect(openingLine(text)).toContain('**100%**');
    expect(text).toContain('80%');
  });
});
