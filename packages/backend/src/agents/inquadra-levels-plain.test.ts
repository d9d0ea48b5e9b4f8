import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLines, TEST_TODAY, testKb } from '../testing/agents.js';

// Levels told in plain words, written for these tests (not the eval's questions).
const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const opening = (message: string, id: string, history: string[] = []) =>
  openingLines(askAgent('inquadra', message, { categories: [category(id)], history }).text);

describe('inquadra reads levels told in plain words', () => {
  it('a building-site helper with no experience who gives the tradesmen a hand is the common worker, 1st level', () => {
    const text = opening(
      'Impresa edile col CCNL edilizia industria: prendo un ragazzo al primo lavoro che pulisce il cantiere, porta i materiali e dà una mano agli operai, niente lavorazioni proprie. Che livello?',
      'edilizia-industria-ance',
    );
    expect(text).toMatch(/Livello proposto: \*\*1° livello/);
  });

  it('a trained carer asked after an untrained one keeps the care job and changes only the training', () => {
    const text = opening(
      "e se la badante che prendiamo ha l'attestato di assistente familiare?",
      'lavoro-domestico',
      [
        'Mio padre non è autosufficiente, è allettato; cerchiamo una badante convivente che lo lavi e lo imbocchi. La candidata non ha alcun attestato di assistente familiare. Che livello?',
      ],
    );
    expect(text).toMatch(/Livello proposto: \*\*livello DS/);
  });

  it('a checking task added to a press feeder does not take the supervisor’s level the denial named', () => {
    const text = opening(
      'e se gli aggiungiamo anche il controllo dei pezzi col calibro seguendo il piano di controllo?',
      'metalmeccanica-industria-federmeccanica',
      [
        'Cerco un addetto che carichi le lamiere sulla pressa e tolga i pezzi stampati, seguendo la scheda di lavoro del reparto. Non deve regolare la pressa né controllare i pezzi, e non serve esperienza. Che livello?',
      ],
    );
    expect(text).not.toMatch(/Livello proposto: \*\*livello C2/);
  });

  it('a first-time shop assistant who never did the apprenticeship is the 5th level for 18 months', () => {
    const text = opening(
      'Negozio di calzature, CCNL Commercio: assumo una ragazza che non ha mai fatto la commessa, viene da un altro settore e non ha fatto l’apprendistato. Venderà al banco. Che livello?',
      'terziario-confcommercio',
    );
    expect(text).toMatch(/Livello proposto: \*\*5° livello/);
    expect(text).toMatch(/18 mesi/);
  });

  it('a shop assistant who says nothing of an apprenticeship is not the apprentice-less profile', () => {
    const text = opening(
      'Faccio la commessa in un negozio di borse: vendo ai clienti, batto gli scontrini e sistemo gli scaffali. Che livello è giusto?',
      'terziario-confcommercio',
    );
    expect(text).not.toMatch(/aiutante commesso/);
  });

  it('an apprenticeship only denied is no apprenticeship asked', () => {
    const request = readQuestion({
      kb: testKb,
      message: 'Commercio: assumo un commesso che non ha mai fatto l’apprendistato, che livello gli do?',
      today: TEST_TODAY,
      agent: 'inquadra',
    });
    expect(request.intent).toBe('classification');
    expect(request.alsoAsked).not.toContain('apprenticeship');
  });

  it('a junior grade that has ended is said to be gone beside the level proposed', () => {
    const text = opening(
      'Logistica, trasporto merci: assumo un magazziniere senza esperienza per spostare a mano i pacchi, niente carrelli. Prima si entrava al 6 junior: dove lo metto ora?',
      'logistica-trasporto-merci-spedizione',
    );
    expect(text).toMatch(/Livello proposto: \*\*6° livello/);
    expect(text).toMatch(/6J .*non esiste più.*31 dicembre 2025/);
  });
});
