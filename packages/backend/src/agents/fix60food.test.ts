import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const ask = (agent: 'calcolo' | 'main-agent', message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('food industry and restaurant pay read as asked (fix60food)', () => {
  it('gives the month with the IAR when the user asks it summed', () => {
    const text = ask(
      'calcolo',
      "alimentari industria, 3° livello: quanto fa al mese il minimo più contingenza più l'IAR, oggi?",
    );
    // 2.088,48 € of minimum and contingency + 85,41 € of IAR
    expect(text).toContain('**2.173,89 €**');
  });

  it('keeps the IAR out when the user leaves it out of the sum', () => {
    const text = ask(
      'main-agent',
      'alimentari industria, minimo del 3° livello oggi, IAR esclusa, con la contingenza?',
    );
    expect(text).not.toContain('2.173,89');
  });

  it('keeps the Alimentari hourly divisor a gap: no hourly figure without a confirmed divisor', () => {
    const text = ask('calcolo', 'industria alimentare, operaio di 3° livello a minimi: paga oraria?');
    expect(text).not.toMatch(/12,07 €/); // 2.088,48 / 173 would need the unconfirmed 173
    expect(text).toMatch(/divisore/i);
  });

  it('reads the night outside shifts when the worker says he is not put on the rota', () => {
    const first =
      'caseificio, ccnl industria alimentare, faccio i turni avvicendati anche di notte: che maggiorazione ho?';
    const text = ask(
      'calcolo',
      'e se facessi la notte senza essere messo nei turni? cambia la percentuale?',
      [first],
    );
    expect(text).toContain('40%');
    expect(text).not.toMatch(/\b30%/);
  });

  it('gives the 2027 table minimum of a level without the contingency left out', () => {
    const text = ask(
      'main-agent',
      'alimentari industria, livello 3A: da gennaio 2027 quale sarà il suo nuovo minimo senza la contingenza, e di quanto sale?',
    );
    expect(text).toContain('1.788,12 €');
    expect(text).toContain('41,28 €');
  });

  it('gives the FIPE element without company bargaining for the level asked, and for another level after', () => {
    const first =
      'pubblici esercizi fipe: da noi non si fa nessun integrativo aziendale, cosa spetta a un cameriere di 5° livello?';
    const text = ask('main-agent', first);
    expect(text).toContain('**140,00 euro**');
    expect(text).toContain('novembre 2027');
    const next = ask('main-agent', 'e per un aiuto cuoco al 6° livello quanto?', [first]);
    expect(next).toContain('**112,00 euro**');
    expect(next).not.toContain('140,00');
  });

  it('reads the payments told in a TFR question as its premise, not as the question', () => {
    const text = ask(
      'calcolo',
      'alimentari industria, 4° livello tutto il 2026, paga di soli minimi con contingenza e IAR su 14 mensilità: TFR accantonato nel 2026?',
    );
    expect(text).not.toMatch(/si paga su \*\*14 mensilità/);
    expect(text).toMatch(/TFR/);
    expect(text).toMatch(/13,5/);
  });
});
