import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { askedClause } from './asking-clause.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('the clause that asks decides the subject of a calculation', () => {
  it('finds the last question of a story', () => {
    expect(askedClause('Ho 14 mensilità. Lavoro da poco. Quanto mi arriva netto al mese?')).toBe(
      'Quanto mi arriva netto al mese?',
    );
  });

  it.each([
    'Cameriera al 4° livello del commercio, ricevo pure tredicesima e quattordicesima. Quanto mi resta netto ogni mese nel 2026?',
    'Con la quattordicesima a luglio e la tredicesima a dicembre, un 3° livello commercio quanto porta a casa netto al mese?',
  ])('a net asked after the extra months named in the story is a net: %s', (message) => {
    expect(read(message).intent).toBe('gross_to_net');
  });

  it.each([
    'Nel 2026 al mio assistente di studio ho dato 21.000 euro tra mensilità e tredicesima. Di TFR quanto gli devo accantonare?',
    'La colf ha preso in tutto 8.100 euro quest’anno, tredicesima compresa: quanto TFR le matura?',
  ])('the TFR asked after a tredicesima named in the story is the TFR: %s', (message) => {
    expect(read(message).intent).toBe('tfr');
  });

  it.each([
    'Oltre al TFR, per chiudere il rapporto quanto devo versare di ticket NASpI?',
    'Vorrei capire quanto mi costa all’anno un operaio tra stipendio, contributi e TFR.',
  ])('the TFR beside another item asked is not the subject: %s', (message) => {
    expect(read(message).intent).not.toBe('tfr');
  });

  it('a deduction asked after a story on overtime is the rule at the income', () => {
    const r = read(
      'Faccio molti straordinari e ho paura di perderci. Con un reddito di 33.000 euro l’ulteriore detrazione del cuneo a quanto arriva?',
    );
    expect(r.intent).toBe('payroll_rules');
  });

  it('extra hours and their kind, with "quanto mi spetta", ask the hours’ value', () => {
    const r = read(
      'Sono un cuoco, contratto turismo, 11 euro l’ora. In busta voglio controllare: 3 ore di straordinario la notte di capodanno, quanto mi spetta?',
    );
    expect(r.intent).toBe('overtime_value');
  });
});

describe('the story’s years and numbers keep their meaning', () => {
  it.each([
    ['impiegata assunta nel 2008, RAL 45.000, netto 2025?', 2025],
    ['sono entrato in azienda nel 2012; con 38.000 di RAL nel 2026 quanto netto?', 2026],
  ])('a hire year is not the tax year: %s', (message, year) => {
    expect(read(message).slots.taxYear).toBe(year);
  });

  it('a hire year said again as the year asked stays the tax year', () => {
    expect(read('assunto nel 2025, quanto ho preso netto nel 2025 con 26.000 di RAL?').slots.taxYear).toBe(
      2025,
    );
  });

  it.each([
    'abito a Torino ma senza contare le addizionali: 1.900 netti su 13 mensilità, che RAL serve?',
    'RAL 33.000 a Genova, escludendo le addizionali quanto prendo netto?',
    'Vivo a Bari; le addizionali regionale e comunale le tengo a parte. Con 30.000 di RAL quanto netto?',
  ])('"senza le addizionali" leaves the city out: %s', (message) => {
    const slots = read(message).slots;
    expect(slots.municipality).toBeUndefined();
    expect(slots.region).toBeUndefined();
  });

  it('"senza addizionale comunale" keeps the region', () => {
    const slots = read(
      'RAL 25.000, residente in Veneto in un comune senza addizionale comunale: netto?',
    ).slots;
    expect(slots.region).toBe('Veneto');
  });

  it('a divisor is not a pay, and a gross said with "lordo" is a gross', () => {
    const slots = read(
      'Autista logistica, lordo mensile 2.184 euro; mi hanno detto di dividere per 168. Le 3 ore di straordinario notturno quanto valgono?',
    ).slots;
    expect(slots.amounts).toContainEqual({ kind: 'monthly_gross', value: 2184 });
    expect(slots.amounts.some((a) => a.value === 168)).toBe(false);
  });

  it('a year’s total pay is a RAL', () => {
    const slots = read('alla badante quest’anno in tutto 10.800 euro lordi: quanto TFR?').slots;
    expect(slots.amounts).toContainEqual({ kind: 'ral', value: 10_800 });
  });

  it.each([
    ['la badante ci lascia il 12 marzo, le davo 1.000 al mese: rateo di tredicesima?', '2026-03-12'],
    ['mi mandano via il 5 ottobre, quanta tredicesima mi tocca con 1.700 lordi?', '2026-10-05'],
  ])('a leaving day without a year is this year’s: %s', (message, end) => {
    expect(read(message).slots.endDate).toBe(end);
  });

  it('"n ore su m" in a part-time is the share of the week', () => {
    expect(
      read('part-time 30 ore su 40, commessa 5° livello commercio: quattordicesima?').slots.partTimePercent,
    ).toBe(75);
  });

  it.each(['e se le mensilità fossero 13?', 'e se invece sono 13 le mensilità?'])(
    'a follow-up that changes the monthly payments: %s',
    (message) => {
      const first = 'vorrei 2.000 netti al mese con 14 mensilità nel 2026: che RAL?';
      expect(read(message, [first]).slots.payments).toBe(13);
    },
  );
});
