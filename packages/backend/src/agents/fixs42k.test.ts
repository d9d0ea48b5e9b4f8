import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb, withUpload } from '../testing/agents.js';

const LETTER =
  'LETTERA DI ASSUNZIONE – LAVORO DOMESTICO\nLavoratrice: Ana Popescu\nData di inizio: 1 settembre 2020, tempo indeterminato\nLivello: BS – regime di convivenza, 54 ore settimanali\nRetribuzione: minimo contrattuale del livello; scatti di anzianità come da CCNL\n';

describe('fixs42k: what the question asks, not the story around it', () => {
  it("a past year's income told for the 5% is no RAL to check: the January increase opens", () => {
    const question =
      "Sono autista B3, nel 2025 ho guadagnato circa 30 mila lordi. A gennaio di quest'anno il minimo mi è salito: di quanto doveva essere l'aumento del contratto logistica?";
    const read = readQuestion({ kb: testKb, message: question, today: TEST_TODAY, agent: 'main-agent' });
    expect(read.intent).toBe('renewal');
    const { text } = askAgent('main-agent', question);
    expect(openingLine(text)).toContain('**40,00 €**');
    expect(text).not.toContain('RAL indicata');
  });

  it('the increments a letter leaves to the agreement are counted from its start, not its line quoted', () => {
    const { text } = askAgent(
      'calcolo',
      'Dalla lettera allegata: a giugno 2025 quanti scatti aveva maturato la lavoratrice e di quanto era ciascuno sul minimo 2025 del livello?',
      withUpload('lettera.txt', LETTER),
    );
    expect(openingLine(text)).toContain('**2 scatti**');
    expect(openingLine(text)).toContain('40,16 €');
  });

  it('"quanti scatti … e quanto vale ognuno" asks the count and each value', () => {
    const { text } = askAgent(
      'calcolo',
      'In base alla lettera che ho caricato, quanti scatti di anzianità le spettavano a marzo 2025 e quanto vale ognuno sul minimo del 2025?',
      withUpload('lettera.txt', LETTER),
    );
    expect(openingLine(text)).toContain('**2 scatti**');
  });

  it('ROL and former holidays on a six-day week: the total first, the week and "a regime" no subjects', () => {
    const { text } = askAgent(
      'main-agent',
      "Studio di commercialisti con orario distribuito su sei giorni: quante ore l'anno fra riduzione d'orario ed ex festività maturano i dipendenti a regime, e se non le godono entro quando vanno liquidate?",
    );
    // (The total opens with its two parts since "riduzione d'orario" is read as ROL, fixs47j.)
    expect(openingLine(text)).toMatch(/\*\*98 ore(?: l'anno)?\*\*/);
    expect(text).toContain('31 luglio');
    expect(text).not.toContain('divisore');
    expect(text).not.toContain('validità e rinnovo');
  });

  it("a renewal's contribution deducted from a non-member: the agreement's passage, with the refusal", () => {
    const { text } = askAgent(
      'main-agent',
      'ciao, ritrovo questa busta di luglio 2025 e c e una trattenuta di 25 euro x il rinnovo del ccnl. io nn sono iscritto al sindacato, cos e e potevo nn pagarla?',
      withUpload(
        'cedolino.txt',
        'POLIMERI ADRIATICA S.r.l. - CCNL Chimico-farmaceutico\nCedolino luglio 2025 - Cat. D1\nContrib. straord. rinnovo CCNL (non iscritti) -25,00\n',
      ),
    );
    expect(openingLine(text)).toContain('**25 €**');
    expect(openingLine(text)).toContain('non iscritti');
    expect(openingLine(text)).toContain('rifiutare la trattenuta');
    expect(openingLine(text)).not.toContain('257');
  });

  it('a week of wage integration told in the story does not make the ROL question a benefit gap', () => {
    const { text } = askAgent(
      'main-agent',
      "Metalmeccanici industria, tempo pieno su cinque giorni. Quest'anno ho fatto una settimana di cassa integrazione. Senza contare questo, quante ore di permessi retribuiti all'anno mi dà il contratto, tra ROL ed ex festività?",
    );
    expect(openingLine(text)).not.toContain('cassa integrazione');
  });
});
