import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Year-end rules of the law and the agreements (wave 65): phrasings written for this file.
describe('holidays asked to be paid instead of taken, whatever kept the worker from taking them', () => {
  it('a storm on the farm is why, not work stopped by the weather: the 4 weeks are never paid while the job goes on', async () => {
    const answer = await askAgent(
      'main-agent',
      "Ho un vivaio e quest'anno tra la neve di febbraio e la grandinata di luglio il mio operaio non ha fatto ferie. Mi chiede di fargliele pagare in busta invece di prenderle: si può? Continua a lavorare da me.",
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('4 settimane');
    expect(opening).toContain(
      'non può essere sostituito dall’indennità per ferie non godute, salvo risoluzione del rapporto',
    );
    expect(answer.text).not.toMatch(/cassa integrazione|CIGO/);
  });

  it('a follow-up asking them paid in the next payslip, after the days left were told', async () => {
    const answer = await askAgent(
      'main-agent',
      'E se me li faccio liquidare nello stipendio di gennaio al posto di goderli?',
      {
        history: [
          'Sono commessa con il contratto del commercio; a fine anno mi rimarranno 7 giorni di ferie, non riuscivo a staccare perché eravamo in pochi. Scadono?',
        ],
      },
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toMatch(/4 settimane[^.]*non possono essere monetizzate/);
  });
});

describe('holidays left at the year end, with an illness in the story that was not during them', () => {
  it('they are not lost: 2 weeks in the year, the rest within 18 months, not the rule on falling ill on holiday', async () => {
    const answer = await askAgent(
      'main-agent',
      "Faccio le pulizie in una mensa, contratto multiservizi. Quest'anno tra un mese di malattia e due colleghe in maternità non sono riuscito a fare le ferie: al 31 dicembre me ne rimangono 11 giorni. Il capo dice che si perdono, è vero? Entro quando devo farle?",
    );
    const opening = openingLines(answer.text);
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('2 settimane');
    expect(opening).toContain('18 mesi');
    expect(opening).not.toMatch(/sospend/);
  });
});

describe('the December IRPEF adjustment asked as what it is', () => {
  it('is the year’s IRPEF recomputed by the employer as withholding agent, with the difference withheld or refunded', async () => {
    const answer = await askAgent(
      'calcolo',
      'ma cos è questo conguaglio irpef a debito che mi trovo sul cedolino di dicembre? perche proprio adesso?',
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain("ricalcolo dell'IRPEF annua");
    expect(opening).toContain("sostituto d'imposta");
    expect(opening).not.toMatch(/^Scaglioni IRPEF/);
  });
});

describe("tourism's 2026 15% on night and holiday work", () => {
  it('the bonus on the pay given, and the work after 30 September outside it', async () => {
    const answer = await askAgent(
      'calcolo',
      "Lavoro come cameriera ai piani in un albergo di Sorrento e faccio anche le notti: a luglio 2026 il lavoro notturno in busta era 300 euro lordi, nel 2025 ho guadagnato 19.000 euro. C'è un bonus del 15% sulle notti nel turismo: quanto mi danno? E vale anche per le notti a novembre?",
    );
    const opening = openingLines(answer.text);
    expect(opening).toContain('45,00 €');
    expect(opening).toMatch(/novembre invece \*\*no\*\*/);
    expect(opening).toContain('30 settembre 2026');
  });

  it("a hotel worker asking the surcharges' substitute tax is told first it is not theirs", async () => {
    const answer = await askAgent(
      'calcolo',
      "Portiere d'albergo con reddito 2025 di 31.000 €: nel 2026 ho 150 € di maggiorazioni notturne e festive. Si applica l'imposta sostitutiva del 15%? Quanto pago?",
    );
    const line = answer.text.split('\n')[0] ?? '';
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line.slice(0, 200)).toContain('**esclusi**');
    expect(line).toContain('22,50 €');
  });
});

describe("a yearly benefit's spending deadline, asked of this year", () => {
  it('is said as the date it falls on, even with the apostrophe left out', async () => {
    const answer = await askAgent(
      'main-agent',
      'i flexible benefit di quest anno fino a quando li posso usare?',
      { history: ['Sono un operaio metalmeccanico, contratto Federmeccanica, livello C2.'] },
    );
    expect(answer.text).toContain('31 maggio 2027');
  });
});
