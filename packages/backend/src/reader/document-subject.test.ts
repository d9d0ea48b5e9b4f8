import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { readQuestion } from './read.js';

const kb = loadKnowledgeBase(loadConfig({}).kbDir);
const intentOf = (message: string) => readQuestion({ kb, message, documents: 1, today: '2026-11-22' }).intent;

describe('a question naming an uploaded document', () => {
  it('asks the agreement when it asks what the contract provides for the document’s case', () => {
    expect(
      intentOf(
        'nel cedolino allegato ci sono i permessi: quante ore di ROL spettano a un negozio di 9 persone?',
      ),
    ).toBe('rol_ex_festivita');
    expect(intentOf('Quanti giorni di ferie prevede il CCNL per il lavoratore della busta caricata?')).toBe(
      'holidays',
    );
    expect(intentOf('con la lettera che ho caricato, quanti giorni di preavviso prevede il contratto?')).toBe(
      'notice',
    );
  });

  it('reads the document when it asks what the document says', () => {
    expect(intentOf('quanto mi hanno trattenuto di IRPEF nel cedolino allegato?')).toBe('document_question');
    expect(intentOf('Nel contratto caricato: livello, orario e giorni di riposo?')).toBe('document_question');
  });
});

describe('a TFR statement’s words', () => {
  it('the share accrued on the year’s pay is the TFR, not a net', () => {
    expect(intentOf('la quota dell’anno calcolata sulla retribuzione utile di 31.500 euro è corretta?')).toBe(
      'tfr',
    );
  });
});

describe('what the document itself says', () => {
  it('"secondo la lettera" asks the document, whatever subject it names', () => {
    expect(intentOf('secondo la busta che ti ho allegato mi spetta la quattordicesima?')).toBe(
      'document_question',
    );
  });
});

describe('a figure that results from a rule, beside a document', () => {
  it('is the calculation asked, not the document', () => {
    expect(
      intentOf('nel prospetto caricato, che quota di TFR risulta dalla retribuzione utile di 18.900 euro?'),
    ).toBe('tfr');
    expect(intentOf('cosa risulta dal cedolino allegato alla voce straordinari?')).toBe('document_question');
  });
});

describe('a figure the document shows, then the agreement asked', () => {
  it('"il cedolino allegato riporta …: quante ore spettano?" asks the agreement', () => {
    expect(
      intentOf(
        'la busta allegata riporta 6 ore di permessi al mese: quante ore di ROL spettano in un negozio di 12 dipendenti?',
      ),
    ).toBe('rol_ex_festivita');
  });
});
