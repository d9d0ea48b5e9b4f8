import { describe, expect, it } from 'vitest';
import { withoutSetAside } from '../documents/set-aside.js';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';

// Session 52 (fixs52b): a payslip checked for the item the user names, with the withholdings set aside.
const COMMERCIO = [
  'BUSTA PAGA DICEMBRE 2026 - Cartoleria Bianchi snc',
  'CCNL Terziario Distribuzione e Servizi (Confcommercio) - Livello 4° - impiegata - tempo pieno',
  'Paga base                    1.257,46',
  'Contingenza                    524,22',
  'Terzo elemento                   2,07',
  'Totale competenze            1.783,75',
  'Contributi IVS 9,19%           163,93',
  'IRPEF                          150,00',
  'Netto                        1.469,82',
].join('\n');

const TESSILE = (ern: string) =>
  [
    'CEDOLINO OTTOBRE 2026 - Maglificio Sesia spa',
    'CCNL Tessile Abbigliamento Moda Industria - operaio - Livello: 4',
    `Elemento retributivo nazionale (ERN)      ${ern}`,
    'Contributi c/dipendente                 178,19',
    'IRPEF                                   230,00',
  ].join('\n');

const TURISMO = [
  'ALBERGO LAGO BLU - CEDOLINO DICEMBRE 2026',
  'CCNL Turismo - Aziende alberghiere (Federalberghi) - Livello 4 - tempo pieno',
  'Paga base mensile + contingenza ....... 1.660,69',
  'IRPEF ................................. 140,00',
].join('\n');

describe('the payslip item the user names, not the withholdings set aside (fixs52b)', () => {
  it('withholdings declared fine or left for later are not asked; a doubt on them is', () => {
    expect(
      withoutSetAside("l'inps l'ho gia verificato io, il netto e a posto. i minimi sono in regola?"),
    ).not.toMatch(/inps|netto/);
    expect(withoutSetAside('vorrei sapere se contributi e irpef sono corretti.')).toMatch(/irpef/);
    expect(withoutSetAside('i contributi non sono giusti, vero?')).toMatch(/contributi/);
  });

  it('the minimums asked with the taxes left aside open with the shortfall, not the IRPEF', async () => {
    const a = await askAgent(
      'calcolo',
      "Le tasse le verifico io in un secondo momento e l'INPS mi pare giusto. Mi interessa capire se la paga di dicembre rispetta i minimi tabellari: manca qualcosa al mese?",
      withUpload('busta-dicembre.txt', COMMERCIO),
    );
    const opening = openingLines(a.text);
    expect(opening).toContain('35,00 €');
    expect(opening).toContain('1.818,75 €');
    expect(opening).not.toMatch(/IRPEF/);
  });

  it('an item named by the agreement’s own name (ERN) is checked, right or short', async () => {
    const right = await askAgent(
      'calcolo',
      "Dell'IRPEF non mi importa: l'elemento retributivo nazionale che gli hanno messo è quello corretto per il 4° livello?",
      withUpload('cedolino-ottobre.txt', TESSILE('1.938,95')),
    );
    expect(openingLines(right.text)).toContain('1.938,95 €');
    expect(openingLines(right.text)).toMatch(/corrisponde/);
    const short = await askAgent(
      'calcolo',
      "L'ERN in busta è aggiornato?",
      withUpload('cedolino-ottobre.txt', TESSILE('1.881,95')),
    );
    expect(openingLines(short.text)).toContain('57,00 €');
  });

  it('a joined line with a qualifier ("paga base mensile + contingenza") is weighed as the sum', async () => {
    const a = await askAgent(
      'calcolo',
      'Il totale paga base mensile più contingenza di questa busta rispetta la tabella di adesso?',
      withUpload('cedolino-dicembre.txt', TURISMO),
    );
    expect(openingLines(a.text)).toContain('1.695,69 €');
    expect(openingLines(a.text)).toContain('35,00 €');
  });
});
