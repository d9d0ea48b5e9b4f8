import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const answer = async (agent: string, message: string) => (await askAgent(agent, message)).text;

// Since session 63 the ordinary Sunday shift with the rest moved is Commercio's rest-day work (art. 144, +30%, PMI.it),
// answered with that rate's own condition, never as the overtime rate.
describe('ordinary Sunday hours are not answered with an overtime rate (fixs43g)', () => {
  it('gives the rest-day rate when overtime is denied in a parenthesis', async () => {
    const text = await answer(
      'main-agent',
      'I cassieri che la domenica fanno il loro turno normale (non straordinario) nel CCNL Commercio che maggiorazione prendono?',
    );
    expect(openingLine(text)).toMatch(/30\s?%/);
    expect(openingLine(text)).toContain('riposo');
    expect(openingLine(text)).not.toMatch(/straordinario festivo/);
  });
  it('gives the rest-day rate when the Sunday is inside the worker’s shift', async () => {
    const text = await answer(
      'main-agent',
      'Nel CCNL Terziario la domenica lavorata nel suo turno di lavoro, con riposo il martedì, quanto viene maggiorata?',
    );
    expect(openingLine(text)).toMatch(/30\s?%/);
    expect(openingLine(text)).not.toMatch(/straordinario festivo/);
  });
  it('still gives the Sunday overtime rate when overtime is asked', async () => {
    const text = await answer(
      'main-agent',
      'Nel CCNL Commercio quanto è maggiorato lo straordinario fatto di domenica?',
    );
    expect(openingLine(text)).toMatch(/30\s?%/);
  });
});

describe('an apprentice’s entry level with the level of arrival told (fixs43g)', () => {
  it('answers the apprenticeship, not a level proposed for the job', async () => {
    const text = await answer(
      'calcolo',
      'Prendiamo un apprendista montatore meccanico con destinazione finale C2 nel CCNL Metalmeccanici industria: quale livello di ingresso ha e che percentuale del C2 prende il primo anno?',
    );
    expect(text).not.toContain('Livello proposto');
    // Since fixs56a the shares are sourced (Bollettino ADAPT 25/2/2021): 85% in the first period.
    expect(openingLine(text)).toContain('85%');
  });
});

describe('an apprentice’s shares cut at the level’s longest apprenticeship (fixs43g)', () => {
  it('leaves out the year past the 36 months of the FIPE 4th level and states the length', async () => {
    const text = await answer(
      'main-agent',
      'Nel CCNL FIPE un apprendista aiuto cuoco di 4° livello che percentuale prende anno per anno e per quanto tempo?',
    );
    const opening = openingLine(text);
    expect(opening).toContain('36 mesi');
    expect(opening).not.toContain('95%');
    expect(text).not.toMatch(/quarto anno: .*=/);
  });
});

describe('the number of monthly payments where the knowledge base lacks it (fixs43g)', () => {
  it('says the count is missing instead of answering with the 13th’s date', async () => {
    const text = await answer(
      'main-agent',
      'Nel contratto Tessile Abbigliamento Moda dell’industria quante mensilità si prendono in un anno?',
    );
    expect(openingLine(text)).toContain('il numero di mensilità non è nella base di conoscenza');
  });
  it('gives no verdict on the 14th when the count is missing', async () => {
    const text = await answer('main-agent', 'nel ccnl tessile abbigliamento c’è la quattordicesima?');
    expect(text).not.toContain('non è prevista');
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
  });
  it('still answers the count an agreement holds', async () => {
    const text = await answer('main-agent', 'Nel CCNL Commercio quante mensilità ci sono?');
    expect(openingLine(text)).toContain('14 mensilità');
  });
});
