import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The answering classes of the fifteenth real-conversation set (eval/questions/89-rv15-real.json), in new words.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('a resignation asked after a turn on the employer’s death takes the resignation’s terms', () => {
  it('a live-in carer who leaves of her own will: half the dismissal’s days', () => {
    const text = ask('main-agent', 'e se invece voleva andarsene lei, sempre con 4 anni?', [
      'È morta mia zia; la sua badante convivente era con lei da 4 anni. Quanto preavviso le spetta?',
    ]);
    expect(openingLine(text)).toContain('**7,5 giorni**');
    expect(openingLine(text)).not.toContain('alla morte del datore');
  });

  it('the death alone still answers with the dismissal’s terms', () => {
    const text = ask(
      'main-agent',
      'È morta mia zia; la sua badante convivente era con lei da 4 anni. Quanto preavviso le spetta?',
    );
    expect(openingLine(text)).toContain('**15 giorni**');
  });
});

describe('a probation row kept for a kind of hire answers when that hire is named', () => {
  it('a seasonal hire in a hotel', () => {
    const text = ask(
      'main-agent',
      'Barista stagionale in un hotel col CCNL Turismo: quanto può durare la prova?',
    );
    expect(openingLine(text)).toContain('14 giorni');
  });

  it('a level alone keeps its own row', () => {
    const text = ask(
      'main-agent',
      'Barista al 5° livello in un hotel col CCNL Turismo: quanto può durare la prova?',
    );
    expect(openingLine(text)).toContain('**30 giorni**');
  });
});

describe('a seasonal hire said by its summer months', () => {
  it('only for July and August', () => {
    const text = ask('main-agent', 'e se lo prendo solo per luglio e agosto?', [
      'Albergo, CCNL Turismo: un facchino al 6° livello quanto può stare in prova?',
    ]);
    expect(openingLine(text)).toContain('14 giorni');
  });
});

describe('how the probation’s days are counted, when asked', () => {
  it('the agreement’s words on the count follow the level’s length', () => {
    const text = ask('main-agent', 'contano solo i giorni lavorati o anche quelli di calendario?', [
      'Metalmeccanici industria, livello C3: quanto dura la prova?',
    ]);
    expect(openingLine(text)).toContain('calendario');
  });

  it('a source that does not say it is quoted as silent', () => {
    const text = ask(
      'main-agent',
      'CCNL Turismo, 3° livello: i giorni di prova sono di calendario o di lavoro effettivo?',
    );
    expect(openingLine(text)).toContain('non precisa');
  });
});

describe('a TFR revaluation at a stated inflation, in a year after the tax rules held', () => {
  it('computes the coefficient instead of refusing the year', () => {
    const text = ask(
      'calcolo',
      "Nel 2028, con un'inflazione ipotetica del 2%, quanto si rivaluta un fondo TFR di 8.000 euro?",
    );
    expect(openingLine(text)).toContain('240,00');
    expect(text).not.toContain('non è disponibile');
  });
});

describe('a minimum asked at a month named without its year, beside an increase', () => {
  it('the coming December’s table', () => {
    const text = ask('calcolo', 'mi dicono che a dicembre aumenta: fino a quanto sale?', [
      'Studi professionali, 3° livello: minimo lordo di oggi?',
    ]);
    expect(openingLine(text)).toContain('1.726,37');
  });
});

describe('seasons told in the story are not a seasonal hire', () => {
  it.each([
    'Dopo due stagioni come extra mi assumono a tempo indeterminato al 4° livello in un hotel, CCNL Turismo: quanto dura la prova?',
    'Hotel aperto tutto l’anno, CCNL Turismo: assumo un portiere al 4° livello, non stagionale. Quanti giorni di prova?',
    'Ho fatto il cameriere stagionale per anni, ora l’albergo mi assume a tempo indeterminato al 4° livello del CCNL Turismo: quanto dura la prova?',
  ])('%s', (message) => expect(openingLine(ask('main-agent', message))).toContain('**30 giorni**'));
});

describe('a fund stated in the turn before is the one revalued', () => {
  it('"Ho accantonato 6.000 euro di TFR." then an inflation rate and a later year', () => {
    const text = ask('calcolo', 'se l’inflazione fosse il 2% quanto si rivaluta nel 2028?', [
      'Ho accantonato 6.000 euro di TFR.',
    ]);
    expect(openingLine(text)).toContain('180,00');
  });
});
