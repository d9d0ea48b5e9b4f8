import { describe, expect, it } from 'vitest';
import { askAgent, testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { employmentRuleAsked } from './employment-rule-asks.js';
import { readQuestion } from './read.js';
import { withoutTaxSetAside } from './set-aside.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('story words are not the subject or the agreement asked', () => {
  it('a rule of the law met only in the story does not answer a leave or an apprenticeship asked', () => {
    expect(
      employmentRuleAsked(
        'Mio fratello si è trasferito a Torino e non può più aiutarci con la bimba. Quanti mesi di congedo parentale posso prendere all’80%?',
      ),
    ).toBeUndefined();
    expect(
      employmentRuleAsked(
        'In officina ho già un ragazzo a chiamata; ora vorrei prendere una ragazza di 16 anni in apprendistato duale. Che contributi pago per lei?',
      ),
    ).toBeUndefined();
    // The rule asked outright still answers.
    expect(employmentRuleAsked('Mi vogliono trasferire a Verona senza motivo: possono farlo?')?.rule).toBe(
      'transfer',
    );
  });

  it('an ask that points back to an offer under an agreement not held is about that agreement', () => {
    const r = read(
      'Lavoro in un hotel col CCNL turismo e mi offrono un posto in banca, CCNL credito ABI, 3ª area 2° livello. A quanto ammonta il minimo di quel livello?',
    );
    expect(r.slots.agreements).toEqual([]);
    expect(r.slots.unknownAgreements).toEqual(['CCNL Credito (ABI)']);
  });

  it('a name after "CCNL" that nothing recognises beats a held agreement implied by a sector word', () => {
    const r = read(
      'lavoro sugli impianti di una stazione sciistica, ccnl esercenti funivie: che paga minima ho?',
    );
    expect(r.slots.agreements).toEqual([]);
    expect(r.slots.unknownAgreements).toEqual(['CCNL esercenti funivie']);
    // A held name with a typo after "CCNL" is still that agreement.
    expect(read('negozio di abbigliamento, ccnl comercio, minimo del 4 livello?').slots.agreements).toEqual([
      1,
    ]);
  });

  it('the agreement named as the contract beats one implied by the workplace', () => {
    const r = read(
      'Ho una ditta di e-commerce con il contratto logistica trasporto merci e spedizione. Il nuovo ragazzo prepara i pacchi e li carica sul furgone. Che livello gli do?',
    );
    expect(r.slots.agreements).toEqual([6]);
    // Two offers set side by side keep both.
    expect(
      read(
        'due offerte: una in un negozio col contratto del commercio e una in fabbrica col metalmeccanico. quante mensilità?',
      ).slots.agreements,
    ).toHaveLength(2);
  });

  it('a task of any workplace in a short follow-up keeps the conversation’s agreement', () => {
    const r = read('e per una ragazza al 6 livello per riordino scaffali e pulizie?', [
      'primo impiego in un supermercato, cassiere 4 livello ccnl commercio: quanto dura la prova?',
    ]);
    expect(r.slots.agreements).toEqual([1]);
    expect(
      read('e per un’impresa di pulizie?', ['ccnl commercio, prova al 5 livello?']).slots.agreements,
    ).toEqual([4]);
  });

  it('"lasciando fuori" sets the flat tax aside and keeps the surcharges for the calculation', () => {
    const kept = withoutTaxSetAside(
      'Lasciando fuori le addizionali e la flat tax sugli aumenti, quanto viene il netto annuo?',
    );
    expect(kept).not.toMatch(/flat tax/);
    expect(kept).toMatch(/netto annuo/);
  });

  it('the reason asked as a noun after the story of a lower 13th is answered with the deductions', () => {
    const text = askAgent(
      'main-agent',
      'Una dipendente nota che il netto della quattordicesima, pagata a parte a luglio, è inferiore a quello di giugno con lo stesso lordo. Qual è il motivo?',
    ).text;
    expect(text).toMatch(/detrazioni per lavoro dipendente/);
  });
});

describe('what the firm-contract and task-word rules leave alone (whole-eval regressions after the merge)', () => {
  const names = (ids: number[]) => ids.map((id) => kb.byCategory(id)?.short_name);
  it('"e nelle pulizie con settimana corta?" after the Commercio moves to the cleaning sector', () => {
    expect(
      names(read('e nelle pulizzie con settimana corta?', ['ferie commercio?']).slots.agreements),
    ).toEqual(['CCNL Multiservizi']);
  });
  it('a carer set beside "me" under another agreement is answered for the carer too', () => {
    const { text } = askAgent(
      'confronta',
      'la badante di mia mamma prende la quattordicesima come me che lavoro in uno studio dentistico col contratto studi professionali?',
    );
    expect(text).toMatch(/Lavoro domestico/);
    expect(text).toMatch(/13 mensilità|non prevede la quattordicesima|nessuna quattordicesima/);
  });
  it('"CCNL Federalimentare" is the food industry agreement held, not an unknown one', () => {
    const { intent, slots } = read(
      "Siamo un'industria alimentare (CCNL Federalimentare): quanto dura l'apprendistato professionalizzante per il 4° livello?",
    );
    expect(intent).not.toBe('agreement_not_covered');
    expect(names(slots.agreements)).toEqual(['CCNL Alimentari industria']);
  });
});
