import { describe, expect, it } from 'vitest';
import { answerSources, shortAgreementName, splitSourceBlock } from './answer-sources.js';

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
