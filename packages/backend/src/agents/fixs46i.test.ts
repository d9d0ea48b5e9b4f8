import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (question: string, history: string[] = []) =>
  askAgent('calcolo', question, { history, today: '2026-11-28' });

describe('surcharges set aside, added one kind at a time, or told of another person', () => {
  it('leaves both surcharges out when the user says "le lasci fuori" after naming them', () => {
    const { text } = ask(
      'Sono il titolare di un forno a Lecce. Un impiegato ha una RAL di 34.000 euro su 14 mensilità, tutto il 2026, nessun familiare a carico. Netto annuo e mensile? Le addizionali regionale e comunale le lasci fuori, ci penso io.',
    );
    expect(openingLine(text)).toContain('26.211,88 €');
    expect(text).not.toMatch(/Addizionale regionale \(Puglia\)/);
    expect(text).not.toMatch(/Addizionale comunale \(Lecce\)/);
  });

  it("does not take a relative's town for the worker's, and keeps the region when only the municipal one is out", () => {
    const { text } = ask(
      'Faccio il tornitore vicino a Treviso, metalmeccanico industria, 13 mensilità, RAL 32.000 per il 2026. Mio figlio vive a Bologna ma non è a carico. Risiedo in Veneto; la comunale del mio comune non la conosco, lasciatela fuori. Quanto mi resta netto al mese?',
    );
    expect(openingLine(text)).toContain('1.907,32 €');
    expect(text).toContain('Addizionale regionale (Veneto)');
    expect(text.split(/\nFonti:/)[0]).not.toMatch(/Bologna|Emilia-Romagna/);
  });

  it('adds the regional surcharge alone after a net without surcharges, with its amount first', () => {
    const earlier =
      'Pizzaiolo 4° livello FIPE, tempo pieno, nessuno scatto, solo minimo tabellare, 14 mensilità, nessun familiare a carico, regole 2026. Per ora niente addizionali: netto annuo?';
    const { text } = ask(
      "Ok. Adesso mettiamoci l'addizionale regionale dell'Emilia-Romagna, la comunale invece no: a quanto ammonta e quanto diventa il netto?",
      [earlier],
    );
    const opening = openingLine(text);
    expect(opening).toContain('325,33 €');
    expect(opening).toContain('19.748,04 €');
    expect(text).not.toMatch(/Addizionale comunale \(/);
  });

  it('keeps the employer\'s town out when "la comunale" is set aside beside it', () => {
    const earlier =
      'Impiegata 3° livello CCNL Industria alimentare, solo minimo tabellare, 14 mensilità, nessun familiare a carico, nessun altro reddito: netto annuo 2026? Senza addizionali.';
    const { text } = ask(
      "E se aggiungiamo l'addizionale regionale dell'Emilia-Romagna? L'azienda è a Reggio Emilia, la comunale la teniamo fuori.",
      [earlier],
    );
    expect(openingLine(text)).toMatch(
      /addizionale regionale IRPEF \(Emilia-Romagna\) è di \*\*[\d.,]+ € l'anno/,
    );
    expect(text).not.toMatch(/Addizionale comunale \(/);
  });

  it('opens with the gap when the municipal surcharge asked is of a comune the base lacks', () => {
    const earlier =
      'Metalmeccanici industria, RAL 34.000 su 13 mensilità, nessun familiare a carico, regole 2026, azienda a Pesaro: netto mensile? Le addizionali per ora lasciale fuori.';
    const { text } = ask(
      "E con l'addizionale comunale di Pesaro quanto perde in più all'anno? Che aliquota applica Pesaro?",
      [earlier],
    );
    const claims = text.split(/\nFonti:/)[0] ?? text;
    expect(openingLine(text)).toMatch(/^L'addizionale comunale IRPEF 2026 di Pesaro non è presente/);
    expect(claims).not.toMatch(/\d+,\d\d €|\d+(?:,\d+)?%/);
  });
});
