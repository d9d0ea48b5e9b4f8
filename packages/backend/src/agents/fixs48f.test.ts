import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)], history }).text,
  )?.[1];
const LOGISTICA = 'logistica-trasporto-merci-spedizione';
const METALMECCANICI = 'metalmeccanica-industria-federmeccanica';

describe('a warehouse job that tells no driving is not a driver’s profile', () => {
  it.each([
    'Faccio picking in un magazzino logistico a Verona, CCNL logistica: leggo le liste sul palmare, prendo la merce dagli scaffali e la porto al banco di imballaggio. Non uso il muletto e non coordino nessuno. Che livello?',
    'magazzino di un e-commerce, CCNL Logistica trasporto merci e spedizione: prelevo i pacchi, li porto alle rulliere e li passo allo scanner. niente carrelli elevatori. livello giusto?',
  ])('places the picker at the warehouse level: %s', (message) => {
    expect(proposed(LOGISTICA, message)).toBe('5°');
  });

  it('still places a driver who tells the lorry and the licence on the driver’s level', () => {
    expect(
      proposed(
        LOGISTICA,
        'CCNL logistica: guido un camion con patente C+E per i servizi interni al porto di Genova, con rientro in sede ogni sera. Che livello?',
      ),
    ).toBe('A3');
  });

  it('keeps a colleague on the road when the follow-up tells only the loads and the nights away', () => {
    const history = [
      'Nel CCNL logistica trasporto merci che livello ha un autista con patente C+E che porta carburante ADR in cisterna, con trasferte?',
    ];
    expect(
      proposed(
        LOGISTICA,
        "e l'altro collega che fa solo container e casse mobili, C+E e trasferte, niente ADR?",
        history,
      ),
    ).toMatch(/^B/);
  });
});

describe('the superior named above the job is not the job', () => {
  it('reads a squad leader with a shift manager above him as the workers’ head, not as the shift manager', () => {
    const message =
      'Mia sorella nel magazzino guida una squadra di otto addetti al picking: distribuisce le zone, controlla i ritmi e lavora con loro. Sopra di lei c’è il capoturno, che decide ferie, turni e sanzioni; lei non decide niente di questo. CCNL logistica: che livello le spetta?';
    const level = proposed(LOGISTICA, message);
    const answer = askAgent('inquadra', message, { categories: [category(LOGISTICA)] }).text;
    expect(level).not.toBe('1°');
    expect(level).toBe('3°');
    expect(answer).toMatch(/Livello proposto: \*\*3° livello super/);
  });
});

describe('a graduate hired to design holds a specialist role', () => {
  it.each([
    'Assumiamo una neolaureata in ingegneria elettronica: progetterà schede e farà i calcoli di dimensionamento in autonomia, senza coordinare nessuno. CCNL metalmeccanici industria, che livello?',
    'Ragazzo appena laureato in ingegneria meccanica, in ufficio tecnico disegna al CAD attrezzature e fa i calcoli di verifica; risponde al responsabile tecnico. Metalmeccanici industria: che livello gli diamo?',
  ])('places the graduate designer in the B field: %s', (message) => {
    expect(proposed(METALMECCANICI, message)).toBe('B1');
  });

  it('leaves a maintenance fitter on the technical field', () => {
    expect(
      proposed(
        METALMECCANICI,
        'Faccio il manutentore meccanico sulle presse, diplomato perito, riparo guasti e cambio stampi. CCNL metalmeccanici industria: che livello?',
      ),
    ).toMatch(/^C/);
  });
});
