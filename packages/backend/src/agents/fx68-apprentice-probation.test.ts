import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const day = { today: '2026-12-01' };

describe('a worker told the probation was failed hears that no notice is due and how long the probation lasts', () => {
  it('says no notice is due in probation, then the level’s probation length, even with the last ask unmarked', async () => {
    const a = await askAgent(
      'main-agent',
      'lavoro in una cartoleria, ccnl commercio 5 livello. ieri il capo mi ha detto che la prova non è stata superata e che resto fino a sabato. davvero non mi spetta preavviso?? e quanto dura al massimo la prova al 5 livello',
      day,
    );
    const opening = a.text.split('\n').slice(0, 2).join('\n');
    expect(opening).toMatch(/senza preavviso/);
    expect(opening).toMatch(/60 giorni/);
  });
});

describe('an apprentice asking about the levels below is answered with the apprenticeship rule, not a classification', () => {
  it('says an apprentice may be placed up to two levels below the final one', async () => {
    const a = await askAgent(
      'main-agent',
      'Sono apprendista magazziniere in un negozio di ferramenta, contratto commercio, da un anno. Il collega qualificato fa il mio stesso lavoro ma io sono due livelli sotto di lui in busta paga. È legale?',
      day,
    );
    expect(a.text.split('\n')[0]).toMatch(/fino a due livelli inferiori/);
    expect(a.text).not.toMatch(/^Livello proposto/);
  });

  it('says the final level and no new contract when the apprenticeship ends and the worker is kept', async () => {
    const a = await askAgent(
      'main-agent',
      "Mia figlia fa l'apprendista commessa in un negozio di scarpe (ccnl terziario) e a giugno termina il periodo. Se la confermano, in che livello va? E deve firmare un nuovo contratto?",
      day,
    );
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).toMatch(/senza un nuovo contratto/);
    expect(opening).toMatch(/qualifica di destinazione/);
  });
});
