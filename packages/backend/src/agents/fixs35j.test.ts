import { describe, expect, it } from 'vitest';
import { questionSentences } from '../reader/question-sentences.js';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Session 35 (fixs35j): leftovers of round 1 — a level's hour on a table only derived opens with the minimum's
// gap; a household TFR for one year told beside the years of service, and the years' sum without the guarantee
// fund; a hire at a short week asked as allowed reads as the part-time minimum; a request said as a statement
// ("vorrei sapere…", "dimmi anche…") is a question of its own; a holiday rule counting service from a day names
// the years it counts.

describe('an hour of a level whose table is only derived', () => {
  it('opens with the gap of the level’s minimum, then the divisor; no figure', () => {
    const text = askAgent(
      'calcolo',
      'CCNL chimico-farmaceutico, categoria D1: quanto vale un’ora di lavoro oggi?',
    ).text;
    const opening = openingLines(text);
    expect(opening).toMatch(/D1[^\n]*non è nella base di conoscenza/);
    expect(text).not.toMatch(/\d+,\d{2} €/);
    expect(text).not.toContain("indica il livello per l'importo");
  });
});

describe('household TFR with years of service', () => {
  it('"per il solo 2026" is one year’s quota, ÷ 13,5 with no deduction', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'la colf è con noi da tre anni, prende 1.000 euro al mese: quanto TFR matura per il solo 2026?',
      ).text,
    );
    expect(line).toContain('**962,96 €**');
    expect(line).not.toContain('3 anni');
  });
  it('the years’ total follows the domestic rule: no 0,50% guarantee fund', () => {
    const text = askAgent(
      'calcolo',
      'la colf lavora da noi da 3 anni, sempre 1.000 € al mese: quanto TFR ha maturato in tutto?',
    ).text;
    expect(openingLine(text)).toContain('**2.888,88 €**');
    expect(text).not.toContain('Fondo di garanzia');
  });
  it('another sector keeps the deduction over the years', () => {
    const line = openingLine(
      askAgent('calcolo', 'ho lavorato 3 anni con una RAL di 28.000 €, quanto TFR mi spetta?').text,
    );
    expect(line).toContain('Fondo di garanzia');
  });
});

describe('a hire at a short week asked as allowed', () => {
  it('a student on Saturday and Sunday for 8 hours, no word part-time: the weekend part-time, Sì', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Con il FIPE posso prendere uno studente solo il sabato e la domenica per 8 ore a settimana?',
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('8 ore');
  });
  it('"un ragazzo che studia" is the student the rule names', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Pubblici esercizi FIPE: posso tenere un ragazzo che studia solo sabato e domenica, 8 ore in tutto?',
      ).text,
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
  });
});

describe('a request said as a statement', () => {
  it('"Mi serve anche sapere se…" after a question is a second question', () => {
    expect(
      questionSentences(
        'Qual è il minimo del IV livello nella Vigilanza privata? Mi serve anche sapere se il rinnovo prevede una una tantum da pagare a dicembre.',
      ),
    ).toHaveLength(2);
  });
  it('"Dimmi anche…" and "vorrei sapere…" ask; an announcement and a plea for help do not', () => {
    expect(
      questionSentences('Quante ore settimanali nel Commercio? Dimmi anche quante mensilità spettano.'),
    ).toHaveLength(2);
    expect(questionSentences('Vorrei sapere una cosa. Quanto è il minimo del 4° livello?')).toHaveLength(0);
    expect(
      questionSentences(
        'Ho un dipendente al 4° livello. Vorrei sapere quanto gli spetta di tredicesima. Mi può aiutare?',
      ),
    ).toHaveLength(0);
  });
});

describe('a rule counting service from a day', () => {
  it('an operaio hired in 1999 has 18 years for the transitional rule in 2026, named as such', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'operaio metalmeccanico assunto nel 1999, sempre nella stessa azienda: quante settimane di ferie ha nel 2026?',
      ).text,
    );
    expect(line).toContain('18 anni di anzianità utile');
    expect(line).toContain('anzianità utile dal 1° gennaio 2008');
    expect(line).toContain('5 settimane');
    expect(line).not.toMatch(/con 2\d anni/);
  });
  it('an impiegato is not counted by the operai’s rule', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Metalmeccanici industria, impiegato assunto nel 2003: quante ferie ha nel 2026?',
      ).text,
    );
    expect(line).not.toContain('anni di anzianità utile spettano');
  });
});

describe('a detail of the same answer asked as a statement', () => {
  it('"Mi indichi anche l’unità di misura" is not a question of its own', () => {
    expect(
      questionSentences(
        'E per un operaio dello stesso 5° livello? Mi indichi anche l’unità di misura, calendario o effettivo lavoro.',
      ),
    ).toHaveLength(0);
    expect(questionSentences('Quanto dura la prova al 3° livello? Dimmi anche la fonte.')).toHaveLength(0);
  });
});
