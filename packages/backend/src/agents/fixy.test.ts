import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const upload = (text: string, fileName = 'documento.txt') => ({
  documents: [{ fileId: 'd1', fileName, text }],
  today: '2026-11-24',
});

describe("an uploaded document's own figures answer what is asked of it (fixy)", () => {
  it('a probation the letter refers to the agreement ends on a day counted from the letter’s first day', () => {
    const answer = askAgent(
      'main-agent',
      'La prova quanto dura e qual è l’ultimo giorno?',
      upload(
        [
          'STUDIO ASSOCIATO VERDI - commercialisti',
          'Oggetto: assunzione',
          'Gentile sig. Paolo Neri, Le confermiamo l’assunzione a tempo indeterminato dal 01/10/2026.',
          'CCNL applicato: Studi professionali (Confprofessioni). Livello: 2°.',
          'Periodo di prova: secondo quanto previsto dal CCNL per il livello assegnato.',
        ].join('\n'),
        'assunzione-neri.txt',
      ),
    );
    // 2°, 3° e 3° super: 120 giorni di calendario; dal 1.10.2026 → 28 gennaio 2027.
    const opening = openingLine(answer.text);
    expect(opening).toContain('120 giorni di calendario');
    expect(opening).toContain('28 gennaio 2027');
  });

  it('a probation and an apprenticeship’s length the letter states: the letter’s figures, not the maximum', () => {
    const answer = askAgent(
      'main-agent',
      'Ciao, per quanto tempo resto apprendista? e quanto dura il periodo di prova?',
      upload(
        [
          'PANIFICIO ROSSI S.R.L.',
          'Oggetto: contratto di apprendistato professionalizzante',
          'Con la presente Le confermiamo l’assunzione dal 12 gennaio 2027, CCNL Terziario Confcommercio.',
          'Qualifica finale: commesso, 4° livello.',
          'Durata dell’apprendistato: 30 mesi.',
          'Periodo di prova: 30 giorni di lavoro effettivo.',
        ].join('\n'),
      ),
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('30 mesi');
    expect(opening).toContain('30 giorni di lavoro effettivo');
    expect(opening.indexOf('30 mesi')).toBeLessThan(opening.indexOf('30 giorni'));
    expect(opening).not.toContain('60 giorni');
  });

  it('a part-time share asked of a contract that states its weekly hours: hours over the agreement’s week', () => {
    const answer = askAgent(
      'main-agent',
      'a che percentuale è il mio part time secondo questo contratto?',
      upload(
        [
          'CONTRATTO DI LAVORO A TEMPO PARZIALE',
          'CCNL applicato: Terziario, Distribuzione e Servizi (Confcommercio). Livello: 5°.',
          'Orario: part-time orizzontale, 30 ore settimanali, dal lunedì al venerdì.',
        ].join('\n'),
      ),
    );
    // 30 / 40 = 75%
    expect(openingLine(answer.text)).toContain('75%');
  });

  it('a minimum doubted beside a payslip that lists the table’s items: their sum against the minimum', () => {
    const answer = askAgent(
      'calcolo',
      'il minimo che mi hanno messo in busta è giusto? quanto manca?',
      upload(
        [
          'CEDOLINO NOVEMBRE 2026 - CCNL Commercio Confcommercio - Livello 3',
          'Paga base                1.453,94',
          'Contingenza                527,90',
          'Terzo elemento               2,07',
          'Netto in busta           1.590,00',
        ].join('\n'),
        'busta-novembre.txt',
      ),
    );
    // 1.453,94 + 527,90 + 2,07 = 1.983,91; 2.024,38 − 1.983,91 = 40,47
    const opening = openingLine(answer.text);
    expect(opening).toContain('1.983,91');
    expect(opening).toContain('40,47');
    expect(opening).toContain('busta-novembre.txt');
  });

  it('a household payslip’s own contributions, asked after a story that says "se…", with its zero IRPEF', () => {
    const answer = askAgent(
      'calcolo',
      'La badante mi ha chiesto se le tratteniamo troppo. Nel foglio paga di settembre a quanto ammontano i contributi a suo carico? Perché l’IRPEF è a zero?',
      upload(
        [
          'PROSPETTO PAGA LAVORO DOMESTICO - SETTEMBRE 2026',
          'Lavoratrice: Ana Ruiz - livello CS convivente',
          'Retribuzione lorda             1.250,00',
          'Contributi INPS c/lavoratore      41,60',
          'Trattenuta IRPEF                   0,00',
          'Netto da pagare                1.208,40',
        ].join('\n'),
      ),
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('41,60');
    expect(opening).not.toContain('1.208,40');
    expect(opening).toContain('sostituto d');
  });
});

describe('a month in the story is not a second month asked (fixy)', () => {
  it('"assunta a marzo 2021" beside the minimum of a month: one answer, not two openings', () => {
    const answer = askAgent(
      'main-agent',
      'Sono stata assunta a marzo 2021 al 4° livello del commercio: qual è il minimo a dicembre 2026?',
    );
    const lines = answer.text.split('\n');
    expect(lines[0]).toContain('1.818,75');
    expect(lines[1] ?? '').not.toMatch(/^Il minimo|^Nel CCNL/);
  });
});

describe('classification follow-ups and levels weighed (fixy)', () => {
  it('"e se invece fa solo…" replaces the earlier tasks', () => {
    const answer = askAgent(
      'inquadra',
      'e se invece il ragazzo fa solo le pulizie del negozio e del retro?',
      {
        history: [
          'Ho un negozio di abbigliamento, CCNL commercio: assumo un ragazzo che scarica la merce, controlla le bolle e la sistema in magazzino. Che livello?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('7° livello');
  });

  it('a relative named with a possessive and no article is another person, decided on her own job', () => {
    const answer = askAgent(
      'inquadra',
      'e mia cugina che fa l’educatrice all’asilo nido della stessa cooperativa? lei è in D1',
      { history: ['sono oss in una cooperativa sociale e mi hanno messo in B1, va bene?'] },
    );
    expect(openingLine(answer.text)).toMatch(/livello D2/);
  });

  it('two levels weighed: the one chosen is shown with its code', () => {
    const answer = askAgent(
      'inquadra',
      'Lavoro in una cooperativa sociale come OSS con attestato in una casa di riposo: igiene degli ospiti, pasti, mobilizzazione. Mi hanno messo in B1 invece che in C1: chi ha ragione?',
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('livello C1');
    expect(opening).toContain('della Categoria B, posizione economica B1 indicata');
  });
});
