import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const TODAY = { today: '2026-12-02' };

describe('the dismissal ticket for a resignation with just cause', () => {
  it('is due, and 4 years are capped at 36 months', () => {
    const answer = askAgent(
      'calcolo',
      "Un mio dipendente con 4 anni di anzianità si è dimesso per giusta causa perché ero in ritardo con gli stipendi. Il consulente dice che devo pagare comunque il ticket: quanto, quest'anno?",
      TODAY,
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(answer.text)).toContain('1.949,19 €');
  });
});

describe('the ticket asked for fixed-term contracts left to expire', () => {
  it('opens saying it is due only when an open-ended relationship ends', () => {
    const answer = askAgent(
      'calcolo',
      'Avevo sei stagionali a tempo determinato da maggio a settembre e ho lasciato scadere i contratti senza rinnovarli; due hanno chiesto la NASpI. Devo versare il ticket licenziamento per ognuno?',
      TODAY,
    );
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('tempo indeterminato');
    expect(answer.text).toContain('contributo diverso dal ticket');
  });
});

describe('untaken holidays at the end of the job', () => {
  it('opens saying they are not lost and are paid', () => {
    const answer = askAgent(
      'main-agent',
      'Il 31 dicembre finisco di lavorare perché mi sono dimessa, e ho ancora 6 giorni di ferie che il capo non mi ha fatto fare. Li perdo o me li devono pagare?',
      TODAY,
    );
    const opening = openingLine(answer.text);
    expect(opening).toMatch(/^\*\*Non si perdono\*\*/);
    expect(opening).toContain('indennità sostitutiva');
  });
});

describe('the TFR’s taxation with the TFR and the years told', () => {
  it('computes the provisional tax, not a year’s accrual on a RAL', () => {
    const answer = askAgent(
      'calcolo',
      "Lascio l'azienda dopo esattamente 7 anni e mi liquidano il TFR: le quote accantonate sono 14.000 euro, le rivalutazioni le hanno già tassate ogni anno a parte. Come viene tassato e quanto mi tratterrà il datore di lavoro come imposta provvisoria su quei 14.000 euro?",
      TODAY,
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('tassazione separata');
    expect(opening).toContain('3.220,00 €');
    expect(answer.text).toMatch(/\| Reddito di riferimento \| 14\.000,00 × 12 \/ 7 anni \| 24\.000,00 € \|/);
  });

  it('asked without the years, keeps the rule', () => {
    const answer = askAgent('calcolo', 'il tfr viene tassato come lo stipendio?', TODAY);
    expect(openingLine(answer.text)).toContain('tassazione separata');
    expect(answer.text).not.toContain('Reddito di riferimento');
  });
});

describe('extra work in restaurants and bars (FIPE)', () => {
  it('answers the longest engagement from the agreement’s passage, not the holiday surcharge', () => {
    const answer = askAgent(
      'main-agent',
      "Ristorante con CCNL FIPE: per il cenone di Capodanno voglio chiamare due camerieri 'extra'. Per quanti giorni al massimo posso usare il lavoro extra e la paga oraria comprende già 13ª, 14ª e TFR?",
      TODAY,
    );
    const opening = openingLine(answer.text);
    expect(opening).toContain('3 giorni');
    expect(opening).toContain('onnicomprensiva');
    expect(opening).not.toContain('20%');
  });
});

describe('the TFR’s taxation is not computed from a pay', () => {
  it('a RAL or a pay for the TFR is no TFR to tax', () => {
    const ral = askAgent('calcolo', 'Dopo 4 anni con RAL 31.000 quanto TFR netto mi liquidano?', TODAY);
    expect(ral.text).not.toContain('Reddito di riferimento');
    const quota = askAgent(
      'calcolo',
      "L'impiegato cessa il 31/08/2026. Imponibile TFR da gennaio ad agosto 2026: 20.250 €. Quanto è la quota TFR dell'anno al netto dello 0,50%?",
      TODAY,
    );
    expect(quota.text).not.toContain('Reddito di riferimento');
  });
});
