import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';
import { comportoAtSeniority } from './comporto-cell.js';
import { score } from './level-score.js';

const text = (answer: unknown) => (answer as { text: string }).text;

describe('only the figures of the case asked are stated', () => {
  it('a comporto with seniority bands is cut to the band of the years told', () => {
    const rule =
      'il posto è conservato (comporto breve) per 183 giorni di calendario (6 mesi) con anzianità fino a 3 anni, 274 giorni di calendario (9 mesi) da 3 a 6 anni e 365 giorni di calendario (12 mesi) oltre i 6 anni';
    expect(comportoAtSeniority(rule, 2)).toBe(
      'il posto è conservato (comporto breve) per 183 giorni di calendario (6 mesi) con anzianità fino a 3 anni (anzianità indicata: 2 anni)',
    );
    expect(comportoAtSeniority(rule, 4)).toMatch(/274 giorni .*da 3 a 6 anni/);
    expect(comportoAtSeniority(rule, 4)).not.toMatch(/183|365/);
    expect(comportoAtSeniority(rule, undefined)).toBe(rule);
  });

  it('a comporto comparison with the years of service told gives each agreement one figure', () => {
    const answer = text(
      askAgent(
        'confronta',
        'Mio fratello è operaio metalmeccanico nell’industria, io commessa col contratto Terziario Confcommercio; abbiamo entrambi 2 anni di anzianità. Per quanti giorni di malattia si conserva il posto nel suo contratto e nel mio?',
      ),
    );
    expect(answer).toMatch(/183 giorni/);
    expect(answer).toMatch(/180 giorni/);
    expect(answer).not.toMatch(/274 giorni|365 giorni/);
  });

  it('asked the Confesercenti minimum "per confrontare" with the Confcommercio one, only its gap is given', () => {
    const answer = text(
      askAgent(
        'confronta',
        'Il consulente propone di passare dal CCNL Terziario Confcommercio a quello Confesercenti. Per confrontare: quanto è la paga base del IV livello nel Terziario Confesercenti oggi?',
      ),
    );
    expect(answer).toMatch(/non sono disponibili|non disponibil/);
    expect(answer).not.toMatch(/\d+,\d\d €/);
  });

  it('a job matching no profile of the Chimico-farmaceutico is placed at no category', () => {
    const q =
      'Abbiamo fatto un colloquio con una ragazza che dovrebbe condurre in autonomia la linea di astucciamento: cambio formato, controlli in process, nessuna responsabilità su altre persone. In che categoria e posizione organizzativa del CCNL chimico-farmaceutico va inquadrata nella proposta?';
    const chimico = testKb.agreements.find((c) => /chimico/i.test(c.short_name));
    expect(chimico).toBeDefined();
    if (chimico) expect(Math.max(...score(chimico, q).map((c) => c.score))).toBe(0);
    expect(text(askAgent('inquadra', q))).toMatch(/non riesco a determinare il livello/);
  });

  it('the discontinuous drivers of the Logistica are told their 47 hours, not the others’ 39', () => {
    const answer = text(
      askAgent(
        'main-agent',
        'Per i conducenti in B3 impiegati in mansioni discontinue (art. 11 bis), qual è l’orario ordinario settimanale del CCNL Logistica, trasporto merci e spedizione?',
      ),
    );
    expect(answer).toMatch(/\*\*47 ore settimanali\*\*/);
    expect(answer).not.toMatch(/\b39 ore\b/);
  });

  it('a way to keep the job once the comporto is reached is the leave after it', () => {
    const answer = text(
      askAgent(
        'main-agent',
        "Nel CCNL Terziario Confcommercio, se arrivo ai 180 giorni di malattia e sono ancora malata, c'è un modo per non perdere il posto?",
      ),
    );
    expect(answer.split('\n')[0]).toMatch(/120 giorni/);
  });

  it('a worker asking part time for a spouse in chemotherapy: the employer weighs a priority', () => {
    const answer = text(
      askAgent(
        'main-agent',
        "Siamo un'azienda del commercio (CCNL Terziario Confesercenti). Un dipendente full time ci chiede di passare a part-time perché la moglie è in chemioterapia. Siamo obbligati ad accettare?",
      ),
    );
    expect(answer.split('\n')[0]).toMatch(/priorità/);
  });
});
