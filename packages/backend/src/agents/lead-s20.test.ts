import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';

describe('an hourly pay doubted with no level', () => {
  it('is below every FIPE level: the lowest hourly minimum is named (1.390,20 ÷ 172)', () => {
    const text = opening(
      'main-agent',
      "Il mio datore mi paga 8 euro l'ora come cameriera in un bar, è legale?",
    );
    expect(text).toMatch(/^No: 8,00 € l'ora è \*\*sotto il minimo orario di ogni livello\*\*/);
    expect(text).toMatch(/7° livello, è \*\*8,08 € l'ora\*\*/);
  });
  it('depends on the level when it falls between the minimums, and says from which level it is below', () => {
    const text = answer('main-agent', "metalmeccanico, mi pagano 13 euro l'ora, va bene?");
    expect(text.split('\n')[0]).toMatch(/^\*\*Dipende dal livello\*\*/);
    expect(text).toMatch(/\| Livello \| Minimo mensile \| Minimo orario \|/);
  });
  it('reads "a ore" as paid by the hour, not as the working week asked', () => {
    const text = opening('main-agent', "faccio la badante a ore, 6 euro all'ora, è legale?");
    expect(text).toMatch(/sotto il minimo orario di ogni livello\*\* del CCNL Lavoro domestico/);
  });
});

describe('the cost of dismissing someone', () => {
  it('is the dismissal ticket for the service told, with what is owed anyway', () => {
    const text = answer('main-agent', 'quanto mi costa mandare via un dipendente assunto 18 mesi fa?');
    expect(text.split('\n')[0]).toMatch(/ticket di licenziamento 2026 per 18 mesi .* \*\*974,60 €\*\*/);
    expect(text).toMatch(/indennità sostitutiva del preavviso/);
  });
  it('caps the ticket at 36 months', () => {
    const text = opening('main-agent', 'Quanto costa licenziare un dipendente con 5 anni di anzianità?');
    expect(text).toMatch(/\*\*1\.949,19 €\*\*/);
  });
  it('leaves the yearly employer cost of a RAL alone', () => {
    const text = opening('main-agent', "quanto costa all'azienda un dipendente con RAL 30.000?");
    expect(text).toMatch(/costo annuo per l'azienda/);
  });
});

describe('ROL and ex festività told apart in a named agreement', () => {
  it('gives the definition and then the agreement’s own hours', () => {
    const text = answer('main-agent', 'Differenza tra ROL ed ex festività nel commercio?');
    const [first, second] = text.split('\n');
    expect(first).toMatch(/ex festività sono 32 ore/);
    expect(second).toMatch(/Nel CCNL Commercio, tra ROL ed ex festività spettano \*\*88 ore l'anno\*\*/);
    expect(text).not.toMatch(/indicalo per le cifre/);
  });
});
