import { describe, expect, it } from 'vitest';
import { agentContext, askAgent, openingLine } from '../testing/agents.js';
import { requestFor } from './agents.js';

// Session 49 (fixs49l): follow-ups answered about the subject the conversation settled, opening with the case asked.

describe('a reduced figure for the group the question names opens the answer', () => {
  it('gives the 39 hours of a day worker, not the general 40', () => {
    const text = askAgent(
      'main-agent',
      "Industria alimentare, produciamo biscotti. L'impiegata dell'ufficio qualità lavora a giornata, non fa i turni: quante ore a settimana deve fare di orario normale secondo il CCNL?",
    ).text;
    expect(openingLine(text)).toMatch(/giornalieri[^*]*\*\*39 ore/);
  });

  it('keeps the general figure first for a shift worker', () => {
    const text = askAgent(
      'main-agent',
      'CCNL alimentari industria: qual è l’orario settimanale normale di un operaio turnista?',
    ).text;
    expect(openingLine(text)).not.toMatch(/\*\*39 ore/);
  });
});

describe("a seasonal worker back at the same firm: the probation's exclusion opens", () => {
  it('answers that the probation is excluded when asked to "rimettere la prova"', () => {
    const text = askAgent(
      'main-agent',
      'il cameriere ha gia fatto da noi la stagione scorsa, anche quest anno lo prendiamo stagionale: gli dobbiamo rimettere il periodo di prova?',
      {
        history: [
          'Albergo al mare con CCNL Turismo Federalberghi: quanto dura la prova di un lavoratore stagionale?',
        ],
      },
    ).text;
    expect(openingLine(text)).toMatch(/\besclus/);
    expect(openingLine(text)).not.toMatch(/Nel CCNL[^,]*,[^:]*la prova per Nel/);
  });
});

describe("friends' pay told aside in a follow-up is not the worker's pay", () => {
  it('computes the net on the earlier minimum, in the conversation agreement', () => {
    const history = [
      'CCNL Terziario Confcommercio, commessa full time al 4° livello senza scatti: qual è il minimo mensile lordo oggi?',
    ];
    const message =
      'Lei vive a Firenze, nessun carico di famiglia. Dice che i suoi amici guadagnano 1.250 ma lavorano in pizzeria. Con quel minimo per 14 mensilità, quanto le resta netto al mese nel 2026?';
    const request = requestFor('calcolo', agentContext(message, { history }));
    expect(request.slots.amounts).toEqual([]);
    expect(request.slots.level).toBe('4');
    const text = askAgent('calcolo', message, { history }).text;
    expect(openingLine(text)).toContain('4° livello');
    expect(openingLine(text)).not.toContain('1.250');
  });
});

describe('the level a follow-up asks the pay of is the one proposed, not the one wished', () => {
  it('does not carry the level the client wanted into "quanto è il suo minimo?"', () => {
    const history = [
      'CCNL Logistica, trasporto merci e spedizione: assumiamo un magazziniere che fa picking e imballaggio su istruzioni del capo. Il titolare vorrebbe dargli il 3° livello: qual è il livello giusto?',
    ];
    const message = 'Ok. E il suo minimo mensile quanto sarebbe?';
    const request = requestFor('calcolo', agentContext(message, { history }));
    const proposed = askAgent('inquadra', history[0] ?? '').text;
    const level = /\*\*(\d)° livello/.exec(proposed)?.[1];
    expect(level).toBeDefined();
    expect(request.slots.level).toBe(level);
  });

  it('keeps a level the follow-up names itself', () => {
    const history = [
      'CCNL Logistica, trasporto merci e spedizione: assumiamo un magazziniere che fa picking e imballaggio su istruzioni del capo. Il titolare vorrebbe dargli il 3° livello: qual è il livello giusto?',
    ];
    const request = requestFor('calcolo', agentContext('E il minimo del 3° livello quanto è?', { history }));
    expect(request.slots.level).toBe('3');
  });
});

describe('a difference between two levels asked "su N mensilità": the yearly gap too', () => {
  it('multiplies the monthly gap by the payments said', () => {
    const text = askAgent(
      'confronta',
      'Metalmeccanici industria: quanto costa di più al mese un C3 rispetto a un D1 di minimo, e su 13 mensilità?',
    ).text;
    expect(openingLine(text)).toMatch(/Su base annua, con 13 mensilità/);
  });
});
