import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

/** The end of the relationship: who owes the dismissal ticket, the notice indemnity, the ratei at leaving. */

const TICKET_2026 =
  'Ticket di licenziamento (contributo NASpI) 2026: licenziamento per GMO di un dipendente a tempo indeterminato con 24 mesi di anzianità. Importo dovuto?';

describe('the dismissal ticket where it is not due', () => {
  it('says no for a voluntary resignation, asked as a follow-up', async () => {
    const { text } = await askAgent(
      'main-agent',
      'E se invece si dimette lui, il ticket va pagato lo stesso?',
      {
        history: [TICKET_2026],
      },
    );
    expect(openingLine(text)).toContain('**No**');
    expect(openingLine(text)).toContain('non è dovuto');
    expect(text).toContain('giusta causa');
  });

  it('says it is not due for a domestic worker', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Licenzio la colf dopo 8 anni, 30 ore a settimana: il ticket di licenziamento all’INPS lo devo pagare?',
    );
    expect(text).toContain('non è dovuto');
    expect(text).not.toContain('1.949,19');
  });

  it('says neither notice nor ticket at a fixed-term contract’s natural end', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Il contratto a tempo determinato del magazziniere scade il 31 dicembre e non lo rinnoviamo: gli devo dare il preavviso e pagare il ticket di licenziamento?',
    );
    expect(openingLine(text)).toContain('No, nessuno dei due');
    expect(text).not.toContain('649,73 € per ogni 12 mesi');
  });

  it('still gives the amount for a dismissal', async () => {
    const { text } = await askAgent('calcolo', TICKET_2026);
    expect(openingLine(text)).toContain('1.299,46 €');
  });
});

describe('the ticket asked again for another seniority', () => {
  it('caps it at 36 months with no agreement asked', async () => {
    const { text } = await askAgent('calcolo', 'e per uno con 10 anni di anzianità quanto viene?', {
      history: [TICKET_2026],
    });
    expect(openingLine(text)).toContain('**1.949,19 €**');
    expect(text).not.toContain('mi serve');
  });
});

describe('the indemnity in lieu of notice', () => {
  it('is the notice months times the level’s minimum', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Metalmeccanici industria, impiegato B3 con 12 anni di anzianità: lo licenziamo senza fargli lavorare il preavviso. Quanto vale l’indennità sostitutiva sul minimo tabellare?',
    );
    expect(openingLine(text)).toContain('**4 mesi**');
    expect(openingLine(text)).toContain('**11.355,96 €**');
  });

  it('uses the monthly pay given, with a half month', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Metalmeccanico C2 con 3 anni di anzianità, retribuzione mensile lorda 2.400 euro: se lo licenziamo e lo esoneriamo dal preavviso quanto è l’indennità sostitutiva?',
    );
    expect(openingLine(text)).toContain('**3.600,00 €**');
  });
});

describe('the ratei at leaving from a given pay', () => {
  it('gives the 13th and the 14th on their own periods', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Cessazione al 31/08/2026, CCNL Commercio, retribuzione mensile lorda 2.100 €: quali ratei di tredicesima e quattordicesima vanno nel cedolino finale?',
    );
    expect(text).toContain('**1.400,00 €**');
    expect(text).toContain('**350,00 €**');
  });

  it('reads the PAR hours paid at leaving as permits, not the TFR', async () => {
    const { text } = await askAgent(
      'calcolo',
      'metalmeccanico, esco il 31/5/2026 e quest anno non ho usato ore di par: quante ore di par mi pagano in liquidazione?',
    );
    expect(openingLine(text)).toContain('43,33 ore');
  });
});
