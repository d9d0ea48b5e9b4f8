import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { isOffTopic } from './off-topic-ask.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('the topic asked, not a word it shares with another', () => {
  it("a shop's licences and town permits are outside work; a worker's leave stays inside", () => {
    const shop = 'Voglio aprire un negozio di alimentari: che licenze e permessi comunali mi servono?';
    expect(isOffTopic(shop)).toBe(true);
    expect(read(shop).intent).toBe('out_of_scope');
    expect(isOffTopic('Per aprire un bar serve la licenza del comune o basta la SCIA?')).toBe(true);
    expect(isOffTopic('CCNL Commercio: quanti giorni di licenza matrimoniale mi spettano?')).toBe(false);
    expect(
      isOffTopic('Sono consigliere comunale e lavoro nel commercio: quanti permessi retribuiti mi spettano?'),
    ).toBe(false);
  });
});

describe('holiday work asked by date', () => {
  it('"lavorare l 8 dicembre e il 26 … quanto in più" asks the holiday surcharge, not the weekly hours', () => {
    const r = read(
      'il capo ci fa lavorare l 8 dicembre e il 26 in negozio, commercio confcommercio. quanto ci deve dare in piu per quelle ore?',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.overtimeKind).toBe('festivo');
  });
});

describe('one level at two weekly schedules', () => {
  it('"differenza di minimo tra chi fa 40 ore e chi ne fa 24" asks the minimum and its share at 24 hours', () => {
    const r = read('commercio 4 livello: differenza di minimo tra chi fa 40 ore e chi ne fa 24?');
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.weeklyHours).toBe(24);
    expect(r.slots.extraHours).toBeUndefined();
    // The agreement's weekly hours asked alone stay so.
    expect(read('commercio 4 livello: quante ore si fanno a settimana?').intent).toBe('working_hours');
  });
});

describe('a nanny is a household job', () => {
  it('a tata for the children with a little cleaning is domestic work, not the cleaning firms', () => {
    const r = read(
      'cerco una tata per i miei 2 bimbi di 7 e 9 anni, li prende a scuola, fa merenda compiti e un po di pulizie, a ore il pomeriggio. che livello le do?',
    );
    const domestic = kb.byId('lavoro-domestico')?.id_categoria;
    expect(r.slots.agreements).toEqual([domestic]);
    // A cleaning firm named keeps its own agreement.
    const firm = read("Faccio le pulizie per un'impresa di pulizie negli uffici: che livello ho?");
    expect(firm.slots.agreements).not.toContain(domestic);
  });
});
