import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';
import { qualifiedByAnotherJob } from './qualified-title.js';

// Session 14 (fixi): classification classes behind the blind h27–h29 failures.
const place = (message: string, history: string[] = []) =>
  openingLine(askAgent('inquadra', message, { history }).text);

describe('a driver’s profile bound to where the service runs does not take a job that is the opposite', () => {
  it.each([
    [
      'CCNL logistica: assumo un camionista con la CE, tira un bilico con casse mobili fino in Francia e resta fuori casa tutta la settimana in trasferta. Che livello?',
      'B3',
    ],
    [
      'Contratto logistica trasporto merci: autista con patente C+E che porta i container scaricati in banchina fino ai clienti in Veneto, con notti fuori. Livello?',
      'B3',
    ],
    [
      'CCNL logistica, trasporto merci e spedizione: autista con patente CE che fa la spola dentro il porto tra le banchine e il piazzale, la sera torna in sede. Che livello?',
      'A3',
    ],
  ])('%s', (message, level) => {
    expect(place(message)).toContain(`livello ${level}`);
  });
});

describe('a profile set apart by a qualification (ADR, ATP) is not a driver who names none', () => {
  it.each([
    [
      'CCNL logistica: camionista con patente C+E, parte dall’interporto di Padova e gira il centro Italia con pernottamenti fuori, trasferta pagata. Livello?',
      'B3',
    ],
    [
      'CCNL logistica: autista con patente C+E e patentino ADR, porta gasolio alle stazioni di servizio del nord con notti fuori in trasferta. Livello?',
      'C3',
    ],
  ])('%s', (message, level) => {
    expect(place(message)).toContain(`livello ${level}`);
  });
});

describe('the licence and the rig say the driver’s class', () => {
  it.each([
    [
      'Nel CCNL logistica come inquadro un autista con patente C, guida una motrice e va in giro per il nord con pernottamenti fuori in trasferta?',
      'E2',
    ],
    [
      'Logistica trasporto merci: autista con la patente C su autocarro senza rimorchio, sempre lo stesso giro e rientra in sede ogni sera. Livello?',
      'D2',
    ],
  ])('%s', (message, level) => {
    expect(place(message)).toContain(`livello ${level}`);
  });
});

describe('a job told by several tasks is placed by them all: the title a task names is not qualified by its own place', () => {
  it('"magazziniere del magazzino" is the warehouse clerk, not another job’s head', () => {
    expect(
      qualifiedByAnotherJob(
        'magazziniere',
        ' sistema gli scaffali magazziniere del magazzino ',
        new Set(['magazzin']),
      ),
    ).toBe(false);
    expect(
      qualifiedByAnotherJob('coordinatore', ' coordinatore degli educatori ', new Set(['educ', 'educator'])),
    ).toBe(true);
  });
  it.each([
    'Rivendita di colori e vernici, CCNL commercio: il nuovo dipendente scarica la merce dai fornitori, controlla i documenti di trasporto, sistema gli scaffali del magazzino e prepara gli ordini per i clienti. Che livello gli do?',
    'Emporio di casalinghi col contratto del terziario Confcommercio: una ragazza controlla le bolle della merce in arrivo e sistema la merce del magazzino. In che livello la inquadro?',
  ])('%s', (message) => {
    expect(place(message)).toContain('**4° livello**');
  });
  it('one task alone still finds its own profile', () => {
    expect(
      place(
        'CCNL commercio: un addetto che fa soltanto il controllo merci in arrivo, niente altro. Che livello?',
      ),
    ).toContain('**5° livello**');
  });
});

describe('setting up machines or working from drawings is the specialised worker’s job', () => {
  it.each([
    'metalmeccanico industria: operaio che prepara e attrezza da solo i torni CNC interpretando il disegno tecnico. livello?',
    'CCNL metalmeccanici industria, reparto stampaggio: il nuovo addetto fa anche l’attrezzaggio delle presse e legge i disegni senza aiuto. Che livello?',
  ])('%s', (message) => {
    expect(place(message)).toMatch(/livello C[23]/);
  });
  it('loading a press by instructions stays an operative role', () => {
    expect(
      place(
        'Lavoro in una fabbrica metalmeccanica: sto alla pressa e carico i pezzi seguendo le istruzioni del capo. Che livello?',
      ),
    ).toMatch(/livello D[12]/);
  });
});

describe('a side ladder’s level is its profiles’ job, not its definition’s words', () => {
  it('a shop’s delivery driver is not a sales operator of the 2nd category', () => {
    const text = place(
      'Negozio di elettrodomestici, CCNL commercio: assumo un ragazzo che porta la merce a casa dei clienti col furgone e la installa. Che livello?',
    );
    expect(text).not.toContain('OV2');
  });
  it('a sales representative who takes orders is still placed on that ladder', () => {
    expect(
      place(
        'CCNL commercio: assumo un venditore d’ordine che gira i clienti e raccoglie gli ordini. Livello?',
      ),
    ).toContain('OV2');
  });
});
