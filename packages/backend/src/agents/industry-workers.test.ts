import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

describe('session 63: factory workers in food, rubber and textile asked in their own words', () => {
  it('the IAR named in the story and pointed back at: its next amount and date, and what it counts in', () => {
    const answer = askAgent(
      'main-agent',
      "Lavoro in un salumificio, ccnl industria alimentare, sono al 5° livello. Nel cedolino c'è l'IAR da 72,27. Mi hanno detto che con l'accordo del 2024 cresce: di quanto e quando? Questo importo conta anche per la tredicesima?",
    );
    expect(openingLine(answer.text)).toContain('81,10 €');
    expect(openingLine(answer.text)).toContain('1° settembre 2027');
    expect(openingLine(answer.text)).toContain('TFR');
    expect(answer.text).not.toContain('non è disponibile');
  });

  it('a renewal named by its year is not the tax year asked', () => {
    const request = readQuestion({
      kb: testKb,
      message: 'alimentari industria, 2° livello: con il rinnovo del 2024 di quanto sale l’IAR?',
      history: [],
      today: TEST_TODAY,
      agent: 'main-agent',
    } as never);
    expect(request.slots.taxYear).toBeUndefined();
  });

  it('a rota with a night week in a food factory: the shift workers’ night rate first', () => {
    const answer = askAgent(
      'main-agent',
      'lavoro nel lattiero caseario, industria alimentare, giro sui turni e ogni tanto mi capita il turno di notte: di quanto è maggiorata la paga?',
    );
    expect(openingLine(answer.text)).toContain('30%');
  });

  it('the night surcharge of someone who works no shifts stays the 40%', () => {
    const answer = askAgent(
      'main-agent',
      'industria alimentare, lavoro di notte dalle 22 alle 6 ma non faccio turni: quanto è la maggiorazione?',
    );
    expect(openingLine(answer.text)).toContain('40%');
  });

  it('a continuous-cycle shift worker in plastics: the weekly count’s yearly days, not the hourly divisor', () => {
    const answer = askAgent(
      'main-agent',
      "sto in un'azienda della plastica, ciclo continuo su 3 turni, 21 turni la settimana: nel 2027 il mio orario normale quante giornate da 8 ore sono?",
    );
    expect(openingLine(answer.text)).toContain('215,5');
    expect(answer.text).not.toContain('173');
  });

  it('a follow-up that changes only the year keeps the weekly count told before', () => {
    const answer = askAgent('main-agent', 'e dal 2028?', {
      history: [
        'gomma plastica, lavoro su 21 turni settimanali: quante giornate annue di 8 ore faccio nel 2026?',
      ],
    });
    expect(openingLine(answer.text)).toContain('210,5');
  });

  it('the unpaid leave after the comporto in the textile agreement: 8 months', () => {
    const answer = askAgent(
      'main-agent',
      'tessile abbigliamento moda SMI: ho quasi finito il comporto per malattia, posso mettermi in aspettativa? per quanto tempo al massimo?',
    );
    expect(openingLines(answer.text)).toContain('8 mesi');
  });

  it('the same leave in Commercio is its own 120 days', () => {
    const answer = askAgent(
      'main-agent',
      'commessa, ccnl commercio: esaurito il periodo di comporto quanti giorni di aspettativa si possono chiedere?',
    );
    expect(openingLine(answer.text)).toContain('120 giorni');
  });

  it('a leave told as a state is not the leave asked', () => {
    const answer = askAgent(
      'main-agent',
      'tessile SMI: mia moglie è in aspettativa per motivi personali da 2 mesi, e se si ammala quanto dura il comporto?',
    );
    expect(openingLine(answer.text)).not.toContain('**8 mesi**');
  });
});
