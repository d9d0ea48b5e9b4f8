import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 27 (fixs27f): a rule a worker or a family was told, opened by its verdict on the agreement's sentence.
const opening = (message: string) => openingLine(askAgent('main-agent', message).text);

describe('who pays the sickness of a domestic worker', () => {
  it.each([
    "La badante dice che tanto la malattia la paga l'INPS, è vero?",
    "la colf di mia zia dice che quando si ammala ci pensa l'INPS, ha ragione?",
    "Mio marito sostiene che la malattia della colf è a carico dell'INPS. È così?",
  ])('INPS said to pay: No, the employer pays (%s)', async (message) => {
    const line = await opening(message);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('la paga il datore di lavoro');
  });

  it('the employer said to pay: Sì', async () => {
    const line = await opening(
      "mio fratello dice che la malattia della badante la paghiamo noi e non l'inps, è vero?",
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
  });
});

describe('domestic holidays whatever the schedule', () => {
  it.each([
    'faccio la colf 3 giorni a settimana, la signora dice che mi spetta la metà delle ferie. è vero?',
    'la datrice sostiene che con 15 ore a settimana le ferie della colf sono ridotte in proporzione, è corretto?',
  ])('fewer holidays claimed: No, 26 working days (%s)', async (message) => {
    const line = await opening(message);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**26 giorni lavorativi');
  });

  it('a vertical part-time colf is not given a share of the holidays', async () => {
    const { text } = await askAgent('main-agent', 'faccio la colf 3 giorni a settimana: quante ferie ho?');
    expect(text).not.toMatch(/13 giorni di ferie/);
    expect(text).toContain('**26 giorni lavorativi di ferie**');
  });
});

describe('leave claims in Studi professionali', () => {
  it.each([
    [
      'nonna',
      "è morta mia nonna e l'avvocato dice che il lutto c'è solo per genitori e figli. ha ragione? (ccnl studi professionali)",
    ],
    [
      'fratello',
      'Contratto studi professionali: è mancato mio fratello e il notaio sostiene che il permesso per lutto è solo per genitori e figli. È vero?',
    ],
  ])('bereavement of a %s: No, up to the third degree', async (_who, message) => {
    const line = await opening(message);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('fino al terzo grado');
  });

  it('a week of marriage leave against 15 calendar days: No', async () => {
    const line = await opening(
      'Il consulente dice che con il CCNL Studi professionali il congedo matrimoniale è di una settimana. È corretto?',
    );
    expect(line).toMatch(/^\**No\b/);
    expect(line).toContain('15 giorni di calendario');
  });
});

describe('a seniority row against the row claimed', () => {
  it('6 months of job protection claimed with 4 years of service in Metalmeccanici: No, 9 months', async () => {
    const line = await opening(
      'Metalmeccanici industria, ho 4 anni di anzianità: è vero che ho solo 6 mesi di conservazione del posto?',
    );
    expect(line).toMatch(/^\**No\b/);
    expect(line).toContain('9 mesi');
  });
});

describe('a fourteenth asked with a pronoun', () => {
  it('domestic work: No, 13 monthly payments', async () => {
    const line = await opening('La colf ci ha chiesto la quattordicesima. È vero che gliela dobbiamo?');
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**13**');
  });
});

describe('a claim weighed on the opening it decides', () => {
  it('an increase claimed in the month the opening states: Sì', () => {
    const line = opening(
      'CCNL Commercio, 4° livello: la commessa dice che a novembre 2026 le spetta un aumento, è vero?',
    );
    expect(line).toMatch(/^\**Sì(?!\p{L})/u);
  });

  it('a rate claimed against the apprentice rate the opening states: No', () => {
    const line = opening(
      'Studi professionali, apprendista con livello finale 4°: il titolare dice che il primo anno prende il 60% della paga. È giusto il 60%?',
    );
    expect(line).toMatch(/^\**No\b/);
    expect(line).toContain('70%');
  });

  it('all the permits asked as already due while the ROL ramp has not started: No', () => {
    const { text } = askAgent(
      'main-agent',
      "ma io sono stata assunta a marzo dell'anno scorso, le ho già tutte queste ore o no?",
      {
        history: [
          'Sono commessa in un supermercato con 40 dipendenti, contratto del commercio: quante ore di ROL ho?',
        ],
      },
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
  });
});
