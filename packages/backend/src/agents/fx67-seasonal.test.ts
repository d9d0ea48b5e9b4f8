import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const LETTER = [
  'ALBERGO MIRAMARE - Proposta di assunzione a tempo determinato (stagione estiva)',
  'Periodo: dal 01/06/2027 al 15/09/2027.',
  'CCNL: Turismo Federalberghi.',
  'Mansione: aiuto cuoco - Livello 5°.',
  'Orario: 45 ore settimanali, tempo pieno.',
  'Retribuzione mensile lorda: euro 1.400,00.',
].join('\n');

const _SLIP = [
  'BUSTA PAGA - NOVEMBRE 2026',
  'Azienda: Maglificio Rossi S.r.l. - Carpi',
  'CCNL: Tessile Abbigliamento Moda industria (SMI)',
  'Dipendente: A. B. - operaia - Livello 4 - tempo pieno',
  '  Elemento retributivo nazionale (ERN)      1.881,95',
  '  Totale competenze                          1.881,95',
].join('\n');

describe('seasonal tourism and textile workshops (session 67)', () => {
  it('a seasonal hired in spring is told how many 14th ratei she had by July, not only the amount', async () => {
    const { text } = await askAgent(
      'calcolo',
      'Stagionale in albergo, CCNL Turismo 4° livello, assunta il 1° aprile 2026: quanti ratei di 14esima mi toccavano con la busta di luglio?',
    );
    expect(openingLine(text)).toMatch(/Sono 3 ratei: uno per ogni mese utile dall'assunzione/);
  }, 60_000);

  it('a hiring letter asked on pay and hours weighs its weekly hours against the normal 40 too', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Mi hanno mandato questa proposta per la stagione: paga e orario sono a norma col contratto del turismo?',
      withUpload('proposta-stagione.txt', LETTER),
    );
    expect(text).toMatch(/45 ore settimanali; l'orario normale del CCNL Turismo Federalberghi è di 40 ore/);
    expect(text).toMatch(/non è conforme: mancano [\d.,]+ € al mese/);
  }, 60_000);

  it('a fixed-term contract ending before the birth: the 60-day rule worked out on the days told', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Sono commessa con contratto a tempo determinato che scade il 31 luglio 2027 e il parto è previsto per il 20 novembre 2027: la maternità dell’INPS la prendo lo stesso se il contratto termina prima?',
    );
    expect(text).toMatch(/passano 51 giorni, non più di 60: \*\*l’indennità spetta per tutto il congedo\*\*/);
    expect(text).toContain('5 mesi');
  }, 60_000);
});
