import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

// The answering classes of the ninth employers' set (eval/questions/88-g23-realemp9.json), in words that are not its own.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;
const category = (id: string) => testKb.byId(id)?.id_categoria as number;

describe('shifts said by their pattern are shift work for the night rate', () => {
  it.each([
    'CCNL industria alimentare, linea del caseificio: gli operai girano a rotazione e una settimana su tre fanno 22-6. Che maggiorazione hanno le ore di notte?',
    'industria alimentare, abbiamo attivato il terzo turno dalle 22 alle 6 per il 4° livello: di quanto maggioro le ore notturne?',
  ])('%s', (message) => expect(openingLine(ask('calcolo', message))).toContain('**30%**'));

  it("a shift worker's hour after 22 takes the shift workers' rate, the same hour said alone the other one", () => {
    const shifts = ask(
      'calcolo',
      'metalmeccanico industria su tre turni avvicendati, ore dopo le 22: che maggiorazione?',
    );
    expect(openingLine(shifts)).toContain('**20%**');
    const alone = ask('calcolo', 'metalmeccanico industria, ore lavorate dopo le 22: che maggiorazione?');
    expect(openingLine(alone)).toContain('**30%**');
  });

  it('night hours of a worker not on shifts keep the rate without shifts', () => {
    expect(
      openingLine(
        ask(
          'calcolo',
          'industria alimentare, un magazziniere che non fa turni resta una notte fino alle 2: maggiorazione notturna?',
        ),
      ),
    ).toContain('**40%**');
  });
});

describe("a renewal's arrears count the months however they are said", () => {
  it('a span whose year sits on its last month starts at the tranche', () => {
    const text = ask(
      'main-agent',
      'dal gennaio al marzo 2026 al 4° livello del contratto alimentari industria abbiamo pagato il vecchio minimo: quanto va dato di arretrati?',
    );
    expect(openingLine(text)).toContain('su 3 mensilità');
    expect(openingLine(text)).toContain('dal 1° gennaio 2026');
  });

  it('months listed without commas after a doubled question mark', () => {
    const text = ask('main-agent', 'arretrati per luglio agosto e settembre??', [
      'metalmeccanici industria, livello D2: la tranche di giugno 2026 di quanto è?',
    ]);
    expect(openingLine(text)).toContain('su 3 mensilità');
  });

  it('the increase paid only from a later month: the months before it are missed', () => {
    const text = ask(
      'main-agent',
      'Metalmeccanici industria, livello B1: l’aumento di giugno 2026 ce lo mettono in busta solo da ottobre, quanto ci spetta di arretrati?',
    );
    expect(openingLine(text)).toContain('su 4 mensilità');
  });
});

describe('an apprentice follow-up that changes only the final level keeps the period', () => {
  it('the first-year share at the new final level', () => {
    const text = ask('main-agent', 'e con livello finale 2°?', [
      'studio di ingegneria, contratto studi professionali: un apprendista con livello di arrivo 4° nel primo anno quanto prende lordo al mese?',
    ]);
    expect(openingLine(text)).toMatch(/livello di arrivo 2° livello ha un minimo di \*\*[\d.,]+ €\*\*/);
    expect(openingLine(text)).toContain('il 70%');
  });
});

describe("a cost asked with its parts named (the year's pay and the TFR) opens with those parts", () => {
  it.each([
    'Pubblici esercizi FIPE, cameriere al 5° livello assunto da giugno 2026: quanto ci costa in un anno tra paga minima su 14 mensilità e quota di TFR?',
    'Metalmeccanici industria, un D2 che entra a settembre 2026: quanto costa all’anno tra le 13 mensilità e l’accantonamento del TFR?',
  ])('%s', (message) => {
    const opening = openingLine(ask('calcolo', message));
    expect(opening).toContain('la retribuzione annua lorda è di');
    expect(opening).toContain('TFR da accantonare');
    expect(opening).not.toContain('al mese');
  });
});

describe('simple tasks told of a worker with no experience reach the level of simple work', () => {
  it('the food industry’s 6th level', () => {
    const text = ask(
      'inquadra',
      'alimentare industria: prendo una ragazza senza esperienza che deve solo impilare le confezioni sui bancali a fine linea. livello?',
      [],
    );
    expect(openingLine(text)).toContain('**6° livello**');
  });

  it("the simple level beats a close match of the workplace's words", () => {
    const text = ask(
      'inquadra',
      'contratto logistica e trasporto merci: in magazzino prendo un ragazzo alla prima esperienza, deve solo caricare a mano i pacchi sui carrelli e spazzare. livello?',
    );
    expect(openingLine(text)).toContain('**6° livello');
  });

  it('a story with experience is not read as simple work', () => {
    const text = askAgent(
      'inquadra',
      'conduce da solo la linea di confezionamento e regola le macchine, ha dieci anni di esperienza: che livello?',
      { categories: [category('alimentari-industria')] },
    ).text;
    expect(openingLine(text)).not.toContain('**6° livello**');
  });
});
