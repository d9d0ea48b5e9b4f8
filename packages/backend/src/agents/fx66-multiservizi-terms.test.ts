import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const ask = async (message: string, history?: string[]) =>
  (await askAgent('main-agent', message, history ? { history } : {})).text;

describe('Multiservizi terms a cleaning worker or site manager asks', () => {
  it('says from when a resignation notice runs', async () => {
    const text = await ask(
      'Sono operaio di 3° livello nelle pulizie (CCNL Multiservizi): quanto preavviso devo dare se mi dimetto?',
    );
    expect(text).toContain('15 giorni');
    expect(text).toContain('metà o dalla fine');
  });

  it('says that a change of contractor does not break the sector seniority', async () => {
    const text = await ask(
      "Nel CCNL Multiservizi un operaio che passa a un'altra impresa col cambio d'appalto perde l'anzianità forfettaria di settore?",
    );
    expect(text).toContain('i passaggi di appalto non interrompono');
  });

  it('weighs the months on the contract against the 4 months of the change of contractor', async () => {
    const text = await ask(
      "Impresa di pulizie: l'appalto della scuola finisce e subentra un'altra ditta. Un operaio ci lavora da due mesi: passa anche lui alla nuova ditta?",
    );
    expect(text).toContain('4 mesi');
  });
});
