import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Riferimento } from '../model/conversation.js';
import {
  answerSources,
  citedNumbers,
  numberByCitation,
  shortAgreementName,
  splitSourceBlock,
} from './answer-sources.js';

const OFFICIAL =
  'CCNL per i dipendenti da aziende del Terziario, della Distribuzione e dei Servizi (Confcommercio)';
const ANSWER = [
  'Il periodo di prova per il 4° livello è di 60 giorni.',
  '',
  'Fonti:',
  `- ${OFFICIAL}, art. 108: https://www.cnel.it/ccnl/h011 (data della fonte: 1° aprile 2023; affidabilità alta)`,
  `- ${OFFICIAL}, art. 108: https://www.cnel.it/ccnl/h011 (data della fonte: 1° aprile 2023; affidabilità alta)`,
  `- ${OFFICIAL}: https://www.confcommercio.it/x (data della fonte: data non indicata)`,
  '- Documento caricato',
  '',
  "Nota: risposta generata con l'ausilio dell'intelligenza artificiale.",
].join('\n');

const ref = (over: Partial<Parameters<typeof answerSources>[1][number]>) => ({
  ccnl: OFFICIAL,
  article: 'art. 108',
  text: 'Periodo di prova',
  source_url: 'https://www.cnel.it/ccnl/h011',
  source_date: '2023-04-01',
  ...over,
});

describe('answer sources', () => {
  it('takes the "Fonti:" block out of the body and keeps what follows it', () => {
    const { body, lines } = splitSourceBlock(ANSWER);
    expect(body).toBe(
      "Il periodo di prova per il 4° livello è di 60 giorni.\n\nNota: risposta generata con l'ausilio dell'intelligenza artificiale.",
    );
    expect(body).not.toContain('https://');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({
      where: `${OFFICIAL}, art. 108`,
      url: 'https://www.cnel.it/ccnl/h011',
      date: '1° aprile 2023',
      confidence: 'alta',
    });
    expect(lines[2]?.date).toBeNull();
    expect(lines[3]).toEqual({ where: 'Documento caricato', url: null, date: null, confidence: null });
  });

  it('an answer without a block is left as it is', () => {
    expect(splitSourceBlock('Solo testo.\n\n- una voce')).toEqual({
      body: 'Solo testo.\n\n- una voce',
      lines: [],
    });
  });

  it('numbers every source once, merging the block with the stored references', () => {
    const { sources } = answerSources(ANSWER, [
      ref({}),
      ref({ text: 'altro estratto' }),
      ref({ article: 'art. 200', source_url: 'https://www.lavoro.gov.it/a', source_date: '2024-07' }),
      ref({ source_url: 'javascript:alert(1)', article: null, ccnl: 'Altro' }),
    ]);
    expect(sources.map((s) => [s.number, s.domain, s.date, s.confidence, s.article])).toEqual([
      [1, 'cnel.it', '1° aprile 2023', 'alta', 'art. 108'],
      [2, 'confcommercio.it', null, null, null],
      [3, null, null, null, null],
      [4, 'lavoro.gov.it', 'luglio 2024', null, 'art. 200'],
      [5, null, '1° aprile 2023', null, null],
    ]);
    expect(sources[0]?.ccnl).toBe(OFFICIAL);
    expect(sources[4]?.url).toBeNull();
  });

  it('one page is one source; a date that is not a date is left out', () => {
    const { sources } = answerSources(
      `Testo.\n\nFonti:\n- CCNL A: https://x.it/a (data della fonte: snapshot showing 2015-2019 vigenza; affidabilità media)`,
      [ref({ ccnl: 'CCNL A, art. 3', source_url: 'https://x.it/a', source_date: '2024-05-02' })],
    );
    expect(sources).toHaveLength(1);
    expect(sources[0]?.date).toBe('2 maggio 2024');
    expect(sources[0]?.confidence).toBe('media');
  });

  it('reads the numbers the text points at, in order, once each: not code, links or numbers without a source', () => {
    const body = 'Minimo [2][1]. Ferie [2]. `a[3]` e [link](https://x.it) [3](https://x.it), array[9], [4].';
    expect(citedNumbers(body, 4)).toEqual([2, 1, 4]);
    expect(citedNumbers(body, 1)).toEqual([1]);
    expect(citedNumbers('Nessun rimando.', 3)).toEqual([]);
  });

  it('lists the cited sources first, by the numbers the text gives them, then the ones it does not cite', () => {
    const text = [
      'Le ferie sono 26 giorni [3]; il minimo è 1.783,75 € [1].',
      '',
      'Fonti:',
      '- CCNL A: https://a.it/1',
      '- CCNL B: https://b.it/2',
      '- CCNL C: https://c.it/3',
    ].join('\n');
    const { sources } = answerSources(text, []);
    expect(sources.map((s) => [s.number, s.url, s.cited])).toEqual([
      [1, 'https://a.it/1', true],
      [3, 'https://c.it/3', true],
      [2, 'https://b.it/2', false],
    ]);
    // An answer with no markers at all lists its sources in their order.
    expect(answerSources(text.replace(/ \[\d\]/g, ''), []).sources.map((s) => s.number)).toEqual([1, 2, 3]);
  });

  it('renumbers a written answer so its text reads [1], [2] in order, the block and the markers alike', () => {
    const text = [
      'Il preavviso è di 30 giorni [3]; il minimo è 1.783,75 € [1].',
      '- Scatti: `[3]` è codice [3].',
      '',
      'Fonti:',
      '- CCNL A: https://a.it/1',
      '- CCNL B: https://b.it/2',
      '- CCNL C: https://c.it/3',
      '- CCNL A, art. 5: https://a.it/1',
      '',
      'Nota finale.',
    ].join('\n');
    const renumbered = numberByCitation(text, []);
    expect(renumbered.split('\n')).toEqual([
      'Il preavviso è di 30 giorni [1]; il minimo è 1.783,75 € [2].',
      '- Scatti: `[3]` è codice [1].',
      '',
      'Fonti:',
      '- CCNL C: https://c.it/3',
      '- CCNL A: https://a.it/1',
      '- CCNL A, art. 5: https://a.it/1',
      '- CCNL B: https://b.it/2',
      '',
      'Nota finale.',
    ]);
    const { sources } = answerSources(renumbered, []);
    expect(sources.map((s) => [s.number, s.url, s.cited])).toEqual([
      [1, 'https://c.it/3', true],
      [2, 'https://a.it/1', true],
      [3, 'https://b.it/2', false],
    ]);
    // Already in order, or with nothing to order: left as it is.
    expect(numberByCitation(renumbered, [])).toBe(renumbered);
    expect(numberByCitation('Solo testo [1].', [])).toBe('Solo testo [1].');
  });

  it('a real answer: each "[n]" of its text is source n, a page cited by two references is one source', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('../export/test-data/fipe-answer.json', import.meta.url), 'utf8'),
    ) as { answer: string; riferimenti: Riferimento[] };
    const { body, sources } = answerSources(recorded.answer, recorded.riferimenti);
    expect(sources.map((s) => s.number)).toEqual([1, 2, 3]);
    const lineWith = (marker: string) => body.split('\n').find((line) => line.includes(marker)) ?? '';
    expect(lineWith('[3]')).toMatch(/quattordicesima/);
    expect(sources[2]?.url).toMatch(/filcams\.cgil\.it/);
    expect(sources[2]?.text).toMatch(/^La quattordicesima/);
    expect(lineWith('Contratto di riferimento')).toMatch(/validità: .* \[2\]\.$/);
    expect(sources[1]?.url).toMatch(/7grammilavoro\.com/);
    expect(new Set(sources.map((s) => s.url)).size).toBe(sources.length);
  });

  it('names an agreement by the short name of the category that matches it', () => {
    const categories = [
      { descrizione: 'CCNL Commercio (Terziario, distribuzione e servizi)' },
      {
        descrizione:
          'CCNL Pubblici esercizi FIPE (Pubblici esercizi, ristorazione collettiva e commerciale, turismo)',
      },
    ];
    expect(shortAgreementName(OFFICIAL, categories)).toBe('CCNL Commercio');
    expect(shortAgreementName('CCNL Edilizia', categories)).toBe('CCNL Edilizia');
    const long = shortAgreementName(OFFICIAL, []);
    expect(long.length).toBeLessThanOrEqual(41);
    expect(long).toMatch(/^CCNL per i dipendenti da aziende del\S*…$/);
  });
});
