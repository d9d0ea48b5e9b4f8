import { describe, expect, it } from 'vitest';
import { publicHolidays } from '../kb/public-holidays.js';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 41 (fixs41j): domestic work and payslip documents.
const ask = (agent: string, message: string, extra = {}) => askAgent(agent, message, extra).text;

const DECEMBER_PAYSLIP = `STUDIO TECNICO ROSSI - VERONA
CEDOLINO DICEMBRE 2026
Dipendente: BIANCHI Marta   Livello: 4°
CCNL: Studi professionali (Confprofessioni)   Orario: 40 h settimanali
Minimo tabellare ........................ 1.595,42
Totale retribuzione mensile ............. 1.595,42
Tredicesima mensilità ................... 1.595,42
`;

const HOUSEHOLD_PAYSLIP = `PROSPETTO PAGA - LAVORO DOMESTICO
Lavoratrice: assistente familiare convivente
Livello: BS - data assunzione 01/01/2025
Periodo: ottobre 2026
Retribuzione mensile (minimo + superminimo)   1.100,00
Indennità sostitutiva vitto e alloggio           199,80
Totale lordo                                   1.299,80
`;

describe('payslip documents', () => {
  it("a payslip of a month ahead is weighed against that month's table, the doubt asked as whether it adds up", () => {
    const text = ask(
      'calcolo',
      'Il minimo di questo cedolino ti torna o è rimasto indietro?',
      withUpload('cedolino_dicembre.txt', DECEMBER_PAYSLIP),
    );
    expect(openingLine(text)).toContain('**No**');
    expect(openingLine(text)).toContain('1.614,12 €');
    expect(openingLine(text)).toContain('18,70 € in meno');
    expect(openingLine(text)).toContain('tredicesima');
  });
  it("a household payslip's board and lodging allowance enters the 13th month", () => {
    const text = ask(
      'calcolo',
      'Guardando il prospetto allegato, a quanto ammonta la tredicesima intera di quest’anno?',
      withUpload('prospetto.txt', HOUSEHOLD_PAYSLIP),
    );
    expect(openingLine(text)).toContain('1.299,80 €');
  });
});

describe('domestic work', () => {
  it('a carer who lived with the late employer is a domestic worker, with no relative named by a possessive', () => {
    const text = ask(
      'main-agent',
      'Lo zio è morto martedì. La signora che lo curava conviveva con lui da due anni, 54 ore a settimana: le spetta un preavviso? Di quanti giorni?',
    );
    expect(openingLine(text)).toContain('**15 giorni**');
  });
  it('the tables of the tranche ahead asked: not yet published, the ISTAT adjustment beside the tranche', () => {
    const text = ask(
      'main-agent',
      'Il rinnovo del contratto colf prevede altri aumenti: cosa cambia da gennaio 2027 per il livello BS convivente? Sapete già le nuove tabelle?',
    );
    expect(openingLine(text)).toContain('1° gennaio 2027');
    expect(openingLine(text)).toContain('30,00 €');
    expect(text).toContain('non ancora pubblicate');
    expect(text).toContain('90%');
  });
  it('hours told with their case before the count are each at their own rate', () => {
    const text = ask(
      'calcolo',
      "La colf non convivente prende 9 euro l'ora per 40 ore settimanali. È rimasta oltre l'orario: una notte dalle 23 all'1, 2 ore, e poi una domenica mattina 3 ore. Quanto le spetta per queste ore?",
    );
    expect(openingLine(text)).toContain('2 ore di notte');
    expect(openingLine(text)).toContain('3 ore la domenica');
    expect(openingLine(text)).toContain('70,20 €');
  });
  it("a fixed-term household worker's contributions are the fixed-term hourly band, not the NASpI surcharge", () => {
    const text = ask(
      'calcolo',
      "assumo una colf a tempo determinato fino a marzo 2027, 15 ore a settimana a 9 euro l'ora: quanto pago di contributi inps? so che a termine costa di più",
    );
    expect(openingLine(text)).toContain('2,05 €');
    expect(openingLine(text)).not.toContain('NASpI');
    expect(openingLine(text)).not.toContain('2027');
  });
  it('board and lodging told beside the pay enter the 13th month', () => {
    const text = ask(
      'calcolo',
      'colf convivente livello B, paga 1.000 euro al mese e vitto e alloggio 199,80 euro, tredicesima intera quanto fa?',
    );
    expect(openingLine(text)).toContain('1.199,80 €');
  });
  it('leave over a span: Monday to Saturday counted, Sundays and public holidays not, a day at 1/6 of the week', () => {
    const text = ask(
      'calcolo',
      "La colf lavora 12 ore a settimana a 8 euro l'ora e va in ferie dal 3 al 15 agosto 2026: quanti giorni di ferie le scalo e quanto la pago?",
    );
    expect(openingLine(text)).toContain('**11 giorni**');
    expect(openingLine(text)).toContain('176,00 €');
  });
  it('the public holidays include Easter Monday and, from 2026, 4 October', () => {
    expect(publicHolidays(2026).has('2026-04-06')).toBe(true);
    expect(publicHolidays(2026).has('2026-10-04')).toBe(true);
    expect(publicHolidays(2025).has('2025-10-04')).toBe(false);
  });
});
