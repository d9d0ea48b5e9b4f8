import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (question: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(askAgent(agent, question, { history }).text);

describe("an employer's hiring incentives of 2025-2026 (session 61)", () => {
  it('gives the bonus donne as 650 € a month for 24 months, and a year of it as 7.800 €', () => {
    const first =
      'Ho una pizzeria a Taranto e applico il CCNL FIPE. Ad ottobre assumo a tempo indeterminato una cameriera che non lavora da tre anni: con il bonus donne fino a quanto non pago i contributi e per quanti mesi?';
    const line = opening(first);
    expect(line).toContain('**650 € al mese**');
    expect(line).toContain('**24 mesi**');
    expect(opening('e su dodici mesi in tutto quanto risparmio al massimo?', [first])).toContain(
      '**7.800 €**',
    );
  });

  it('says the bonus giovani is over for hires after 30 April 2026, and 70% up to 500 € before', () => {
    const first = 'se a settembre 2026 assumo un ragazzo di 24 anni posso avere il bonus giovani?';
    const late = opening(first);
    expect(late).toMatch(/^\*\*No\*\*/);
    expect(late).toContain('**30 aprile 2026**');
    const early = opening('e se lo prendevo a febbraio 2026 lo sgravio quanto era?', [first]);
    expect(early).toContain('**70%**');
    expect(early).toContain('**500 € al mese**');
  });

  it('gives the relief in the South by year: 20% up to 125 € in 2026, 25% up to 145 € in 2025', () => {
    const first =
      'decontribuzione sud nel 2026 quanto mi tolgono sui contributi dei miei operai in Calabria?';
    const now = opening(first);
    expect(now).toContain('**20%**');
    expect(now).toContain('**125 € al mese**');
    const before = opening("e l'anno scorso, nel 2025, che percentuale era l'esonero?", [first]);
    expect(before).toContain('**25%**');
    expect(before).toContain('**145 € al mese**');
  });

  it('says the relief in the South does not add to the bonus donne on the same worker', () => {
    const line = opening(
      'Ho un bar a Palermo e per tutti i dipendenti prendo già la decontribuzione Sud. Adesso assumo una ragazza disoccupata da anni con il bonus donne. Li posso avere tutti e due per lei?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**non è cumulabile**');
  });

  it('keys on the incentive named where the question asks, never on a bare bonus or a story', () => {
    // A performance bonus is no hiring incentive.
    expect(opening('il bonus di produzione di 500 euro quanto mi costa di contributi?')).not.toContain(
      'Decreto Coesione',
    );
    // An incentive told as background, with another question asked, is not the answer.
    expect(
      opening(
        'Due anni fa ho assunto una commessa con il bonus donne e adesso mi ha chiesto il part-time dopo la maternità. Quante ore può chiedere di ridurre e posso rifiutare?',
      ),
    ).not.toContain('650 €');
  });
});
