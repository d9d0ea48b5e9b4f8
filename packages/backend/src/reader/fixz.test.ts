import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { questionSentences } from './question-sentences.js';
import { readQuestion } from './read.js';

// Session 20 (fixz): the reader's classes behind the last h43–h47 failures, in new words.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent: 'calcolo' });

describe('a holiday named as the season the hours fall in is not a holiday hour', () => {
  it('"sotto le feste di Natale … fino a 45 ore" is weekday overtime', () => {
    const r = read(
      'Sotto le feste di Natale la mia commessa fa fino a 45 ore a settimana: l’ora di straordinario quanto la pago?',
    );
    expect(r.slots.overtimeKind).toBe('straordinario');
  });
  it('"durante il periodo natalizio" is the season too', () => {
    const r = read(
      'Durante il periodo natalizio il magazziniere fa 3 ore in più a settimana: quanto vale un’ora?',
    );
    expect(r.slots.overtimeKind).not.toMatch(/festivo/);
  });
  it('the day itself worked stays a holiday hour', () => {
    const r = read('Il giorno di Natale ha lavorato 5 ore di straordinario: come gliele pago?');
    expect(r.slots.overtimeKind).toBe('straordinario_festivo');
  });
});

describe('a figure said in its own year is that year’s: the year asked picks it', () => {
  it('two RALs each with a year: the TFR of the year asked takes that year’s RAL', () => {
    const r = read(
      'Nel 2023 avevo una RAL di 26.000 €, poi nel 2024 sono passato a 28.350 €. Mi dite la quota di TFR maturata nel 2024?',
    );
    expect(r.slots.amounts.filter((a) => a.kind === 'ral').map((a) => a.value)).toEqual([28350]);
  });
  it('the clause of its own year counts, not another year the sentence names', () => {
    const r = read(
      'Sono in azienda dal 2018 e nel 2024 ho preso 33.750 euro lordi. Quest’anno, nel 2025, la RAL è di 35.100 euro: quanto TFR ho messo da parte nel 2025?',
    );
    expect(r.slots.amounts.filter((a) => a.kind === 'ral').map((a) => a.value)).toEqual([35100]);
  });
  it('two figures with no year of their own are both kept', () => {
    const r = read('Prima prendevo 26.000 di RAL, ora 28.000: quanto TFR matura in un anno nel 2026?');
    expect(r.slots.amounts.filter((a) => a.kind === 'ral')).toHaveLength(2);
  });
});

describe('a hypothesis asked alone is the condition of the question after it', () => {
  it('"E se la assumo a termine? Quanto costa in più?" is one question', () => {
    expect(questionSentences('E se la assumo a termine? Quanto mi costa in più di contributi?')).toEqual([]);
  });
  it('a hypothesis that asks ("e se…, quanto…?") is still a question of its own', () => {
    expect(
      questionSentences('Quanto costa una commessa al 4° livello? E se fosse part-time, quanto costerebbe?'),
    ).toHaveLength(2);
  });
});

describe('a question that opens with "se" and asks in its main clause is a question', () => {
  it('"se sto in malattia … mi paga i primi 3 giorni? e dal quarto?" keeps both questions', () => {
    expect(
      questionSentences(
        'se sto in malattia una settimana la ditta mi paga i primi giorni? e dal quarto giorno quanto mi danno?',
      ),
    ).toHaveLength(2);
  });
});
