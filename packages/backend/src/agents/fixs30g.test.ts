import { describe, expect, it } from 'vitest';
import { isOffTopic } from '../reader/off-topic-ask.js';
import { askAgent, openingLine } from '../testing/agents.js';

/**
 * Session 30 (fixs30g): bereavement leave's 7-day window and its comparison between agreements, the 104 permits
 * of a cleaner (not a domestic worker) and of a part-timer, a night worker's limit and definition, and a private
 * loan to recover, which is outside the product.
 */
describe('bereavement leave', () => {
  it('gives the law’s 7 days from the death when the agreement states no window', async () => {
    const { text } = await askAgent(
      'main-agent',
      'è morto mio nonno ieri, lavoro in fabbrica (metalmeccanico). quanti giorni di permesso pagato ho per il lutto? entro quando li devo prendere?',
    );
    expect(openingLine(text)).toMatch(/\*\*3 giorni\*\*/);
    expect(text).toMatch(/\*\*entro 7 giorni dal decesso\*\*/);
  });

  it('compares the degree each agreement reaches, not the ROL hours', async () => {
    const { text } = await askAgent(
      'confronta',
      'Faccio la segretaria in uno studio notarile (CCNL Studi professionali) e il pomeriggio la colf da una famiglia. È morto mio zio, parente di terzo grado. In quale dei due contratti ho diritto ai giorni di permesso per lutto e quanti sono?',
    );
    const opening = openingLine(text);
    expect(opening).toMatch(
      /^Per un parente di 3° grado il permesso retribuito per lutto spetta nel CCNL Studi professionali/,
    );
    expect(opening).toMatch(/\*\*3 giorni lavorativi retribuiti\*\*/);
    expect(opening).toMatch(/nel CCNL Lavoro domestico no/);
    expect(text).not.toMatch(/ROL/);
  });
});

describe('law 104 permits', () => {
  it('answers a cleaner caring for her mother with the 3 days paid by INPS, not the domestic exclusion', async () => {
    const { text } = await askAgent(
      'main-agent',
      'lavoro nelle pulizie full time, a mia madre hanno dato la 104 con gravita. quanti giorni di permesso al mese posso prendere e chi li paga?',
    );
    expect(openingLine(text)).toMatch(/\*\*3 giorni al mese di permesso retribuito\*\*.*INPS/);
    expect(text).not.toMatch(/non spettano/);
  });

  it('says a vertical part-timer keeps the days above 50% and has them scaled up to 50%', async () => {
    const { text } = await askAgent(
      'main-agent',
      'A gennaio passo a part-time verticale su tre giorni. I 3 giorni al mese della 104 rimangono o me li riducono? Il responsabile dice che li perdo.',
      { history: ['lavoro in un supermercato e assisto mia madre con la 104'] },
    );
    expect(openingLine(text)).toMatch(/^\*\*No\*\*, non si perdono: .*50%.*\*\*si riproporzionano\*\*/);
  });
});

describe('night work', () => {
  it('opens with Sì and the 8 hours when a limit for night workers is asked', async () => {
    const { text } = await askAgent(
      'main-agent',
      "Vorremmo turni fissi di notte da 10 ore per alcuni addetti. Esiste un limite di legge all'orario giornaliero dei lavoratori notturni?",
    );
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*: .*\*\*8 ore in media nelle 24 ore\*\*/);
    expect(text).toMatch(/Turni fissi di notte da 10 ore superano il limite/);
  });

  it('reads a bare limit asked after night workers as the same limit, not the night surcharge', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Possiamo far lavorare i lavoratori notturni su turni di 12 ore? Qual è il limite massimo previsto dalla legge?',
    );
    expect(openingLine(text)).toMatch(/\*\*8 ore in media nelle 24 ore\*\*/);
    expect(text).not.toMatch(/maggiorazione per lavoro notturno/);
  });

  it('defines a night worker by the 3 hours and the 80 days', async () => {
    const { text } = await askAgent(
      'main-agent',
      "ok ma chi è considerato 'lavoratore notturno'? se uno fa la notte solo ogni tanto vale lo stesso il limite?",
    );
    expect(openingLine(text)).toMatch(/\*\*almeno 3 ore\*\*.*\*\*almeno 80 giorni lavorativi l’anno\*\*/);
    expect(text).not.toMatch(/maggiorazione per lavoro notturno non è nella base/);
  });
});

describe('a private loan', () => {
  it('is outside the product, whatever wage it would be seized from', async () => {
    const message =
      'il mio ex compagno mi deve 3.000 euro che gli avevo prestato per la macchina. Lui lavora come magazziniere: posso fargli pignorare lo stipendio? Mi conviene una diffida?';
    expect(isOffTopic(message)).toBe(true);
    const { text } = await askAgent('main-agent', message);
    expect(openingLine(text)).toMatch(/esce da ciò di cui mi occupo/);
  });

  it('keeps wages the employer owes as work', () => {
    expect(isOffTopic('il datore mi deve ancora 3 stipendi, posso fargli pignorare qualcosa?')).toBe(false);
  });
});
