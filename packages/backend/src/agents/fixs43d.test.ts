import { describe, expect, it } from 'vitest';
import { replacementHire } from '../reader/fixed-term.js';
import { withoutNegatedItems } from '../reader/negation.js';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

describe('fixs43d: contributions and net read as asked', () => {
  it('a domestic replacement hire pays no 1.40% surcharge, and "contributo addizionale" is no IRPEF surcharge', async () => {
    const { text } = await askAgent(
      'calcolo',
      "Ad agosto 2026 prendiamo una colf a termine per sostituire la nostra colf in maternità, 10 euro l'ora: va pagato il contributo addizionale NASpI?",
    );
    expect(openingLine(text)).toContain('non è dovuto');
    expect(text).toContain('1,92 €');
    expect(text).not.toContain("non è sostituto d'imposta");
  });
  it('replacement words, not the withholding agent', () => {
    expect(replacementHire('durante le ferie della badante assumiamo una sostituta a termine')).toBe(true);
    expect(replacementHire("la famiglia non e sostituto d'imposta")).toBe(false);
    expect(replacementHire('babysitter a tempo determinato (non sostituisce nessuno)')).toBe(false);
  });
  it('a list of excluded pay items goes on past the EDR', () => {
    expect(withoutNegatedItems('niente scatti, edr, straordinari: quanto netto?')).not.toContain(
      'straordinari',
    );
  });
  it('the same RAL said twice is one pay, not a raise', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Passerei con una RAL di 23.000 euro su 14 mensilità; 23 mila lordi quanto fanno netti al mese nel 2026? addizionali escluse',
    );
    expect(openingLine(text)).toContain('1.403,12 €');
  });
  it("a later year whose regional rates a law fixed: those rates, not the last tax year's", async () => {
    const { text } = await askAgent(
      'calcolo',
      "Che aliquota dell'addizionale regionale Emilia-Romagna vale dal 2027 tra 28.000 e 50.000 euro?",
    );
    expect(openingLine(text)).toContain('Emilia-Romagna 2027');
    expect(openingLine(text)).toContain('2,63%');
  });
  it('a first fixed-term letter: the 1.40% on the pay it writes', async () => {
    const letter =
      'LETTERA DI ASSUNZIONE A TEMPO DETERMINATO\nTorino, 2 novembre 2026\n- decorrenza: 1 dicembre 2026 - scadenza: 28 febbraio 2027\n- retribuzione lorda mensile: € 2.000,00\n';
    const first = await askAgent(
      'calcolo',
      'Ti allego la lettera: quanto pago di contributo addizionale NASpI al mese su questo contratto?',
      withUpload('lettera.txt', letter),
    );
    expect(openingLine(first.text)).toContain('28,00 €');
  });
});
