import { describe, expect, it } from 'vitest';
import { askAgent, openingLines, withUpload } from '../testing/agents.js';
import { overtimeByKind } from './overtime-kinds-sheet.js';

// Uploaded timesheets whose hours are asked as an amount (session 50, fixs50c): overtime listed by kind in
// brackets after the times or on one total line, valued on the level's minimum or on the sheet's own monthly
// pay; and a building worker's sheet of ordinary hours, whose Cassa Edile shares are asked.
const today = '2026-11-27';
const ask = (message: string, name: string, text: string, history: string[] = []) =>
  openingLines(
    askAgent('calcolo', message, { today, ...withUpload(name, text), ...(history.length ? { history } : {}) })
      .text,
  );

const METAL = [
  'PROSPETTO ORE - settimana 9-13 novembre 2026',
  'Ditta: Officina Sesia S.r.l. - CCNL Metalmeccanica Industria (Federmeccanica)',
  'Lavoratore: A. R. - livello C2 - orario 8:00-17:00 lun-ven, non turnista',
  'Lun 09/11: straordinario 17:00-18:30 (1,5 h diurne)',
  'Ven 13/11: straordinario 22:00-00:00 (2 h notturne)',
  'Totale straordinari: 3,5 h',
].join('\n');

const LOGISTICS = [
  'RIEPILOGO MENSILE ORE - OTTOBRE 2026',
  'CCNL applicato: Logistica, trasporto merci e spedizione',
  'Mansione: carrellista, personale non viaggiante',
  'Stipendio mensile: 2.016,00 euro',
  '',
  'Totale ore straordinarie: diurne feriali 4 h; notturne 3 h',
].join('\n');

const BUILDING = [
  'FOGLIO ORE - SETTEMBRE 2026',
  'CCNL: Edilizia industria (ANCE)',
  'Operaio comune 1° livello',
  'Ore normali effettuate: 120',
  'Paga oraria: 11,00 €',
].join('\n');

describe('overtime of a timesheet listed by kind', () => {
  it('reads each kind in brackets after the times, not the one total of no kind', () => {
    expect(Object.fromEntries(overtimeByKind(METAL.toLowerCase()))).toEqual({
      straordinario: 1.5,
      straordinario_notturno: 2,
    });
  });

  it('reads the rows of a sheet whose lines the document index joined into one', () => {
    const joined = METAL.replace(/\n/g, ' ');
    const opening = ask(
      "Puoi quantificarmi l'importo lordo degli straordinari del prospetto allegato?",
      'p.txt',
      joined,
    );
    expect(opening).toContain('**58,19 € lordi**');
  });

  it('values a metalworker’s day and night overtime on the level’s minimum over 173', () => {
    const opening = ask(
      "Puoi quantificarmi l'importo lordo degli straordinari del prospetto allegato?",
      'p.txt',
      METAL,
    );
    // 2.064,88 / 173 = 11,9357: 1,5 h at +25% (22,38) and 2 h of night overtime at +50% (35,81).
    expect(opening).toContain('**58,19 € lordi**');
    expect(opening).toContain('al 50%');
  });

  it('values a total line listing each kind on the sheet’s own monthly pay over the divisor', () => {
    const opening = ask(
      'Quanto devo mettere in busta per le ore straordinarie di questo riepilogo?',
      'r.txt',
      LOGISTICS,
    );
    // 2.016 / 168 = 12,00: 4 h at +30% (62,40) and 3 h at +50% (54,00).
    expect(opening).toContain('**116,40 € lordi**');
    expect(opening).toContain('2.016,00 € ÷ 168');
  });
});

describe('Cassa Edile shares of a building worker’s sheet of hours', () => {
  const holidays = 'Per questo operaio quanto va accantonato in Cassa Edile per le ferie di settembre?';
  it('the holidays’ 8,50% of the ordinary hours the sheet counts', () => {
    expect(ask(holidays, 'f.txt', BUILDING)).toContain('**112,20 € lordi**');
  });

  it('the Christmas bonus’s 10% asked next, on the same sheet', () => {
    expect(ask('e per la tredicesima?', 'f.txt', BUILDING, [holidays])).toContain('**132,00 € lordi**');
  });
});
