import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)], ...extra }).text,
  )?.[1];

describe('classification reads the job done now, a team led and what a follow-up gives', () => {
  it('leaves out the job done at first ("all\'inizio caricavo solo i pezzi") and reads a squad led as a group', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        "All'inizio caricavo solo i pezzi, adesso lavoro su una fresatrice a controllo numerico: faccio io gli attrezzaggi e correggo i programmi. Il caporeparto mi ha dato da guidare una squadra di quattro operai, ma cosa produrre lo decide lui. Che livello mi spetta?",
      ),
    ).toBe('C3');
  });

  it('gives the level of a licence the earlier turn denied when the follow-up gives it', () => {
    const before =
      'Mio fratello è autista in una ditta di trasporti col CCNL Logistica: bilico con patente C+E e cronotachigrafo, porta casse mobili e container dal porto agli interporti, dorme spesso fuori con la trasferta. Niente ADR. Che livello gli spetta?';
    expect(proposed('logistica-trasporto-merci-spedizione', before)).toBe('B3');
    expect(
      proposed(
        'logistica-trasporto-merci-spedizione',
        'e se il mese prossimo prende il patentino ADR e passa alle cisterne, sempre fuori sede?',
        { history: [before] },
      ),
    ).toBe('C3');
  });

  it('decides the level of an uploaded job advert on the advert itself', () => {
    const advert =
      'RICERCHIAMO AUTISTA – sede di Verona\n\nImpresa di autotrasporto (CCNL Logistica, trasporto merci e spedizione) cerca conducente per trasporti di merci pericolose.\n\nRequisiti:\n- patente C+E e CQC\n- ADR in corso di validità\n- disponibilità a trasferte con pernottamento\n\nOffriamo: tempo indeterminato.\nInviare CV a lavoro@esempio.it';
    const text = askAgent(
      'inquadra',
      "Vi mando l'annuncio che pubblichiamo la settimana prossima: che livello scriviamo per questo autista?",
      { documents: [{ fileId: 'a1', fileName: 'annuncio.txt', text: advert }] },
    ).text;
    expect(openingLine(text)).toContain('C3');
  });
});

describe('a comparison asked by the month and by the year', () => {
  it("states the year's difference beside the month's (\"e sull'anno?\")", () => {
    const text = askAgent(
      'confronta',
      "Cameriere di 4° livello: ristorante col CCNL FIPE o albergo col CCNL Turismo Federalberghi, al minimo chi paga di più al mese e di quanto? E sull'anno?",
    ).text;
    expect(text).toContain('3,00 € in più al mese');
    expect(text).toContain("42,00 € in più all'anno");
  });
});

describe('a claim that one agreement is shorter or longer than another is a comparison', () => {
  it('answers the claim on both agreements ("più corto che negli alberghi")', () => {
    const text = askAgent(
      'main-agent',
      'La mia titolare dice che da noi al bar (CCNL FIPE) il preavviso di licenziamento è più lungo che negli alberghi col CCNL Turismo. Per un 4° livello con due anni di servizio è vero?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('Pubblici esercizi FIPE');
    expect(openingLine(text)).toContain('Turismo Federalberghi');
  });
});

describe("the level a follow-up's licence gives stays near the job told", () => {
  it("moves an articulated-lorry driver to the licence level of the same vehicle, not a rigid lorry's", () => {
    const before =
      'mio figlio guida un bilico centinato con patente C+E e tachigrafo per una ditta col contratto logistica e trasporto merci, porta groupage e sta fuori tutta la settimana con la trasferta. nessuna abilitazione ATP. che livello?';
    expect(
      proposed(
        'logistica-trasporto-merci-spedizione',
        'e se fa il corso ATP e guida i frigo, sempre in trasferta?',
        {
          history: [before],
        },
      ),
    ).toBe('C3');
  });

  it('reads "due operai da guidare" as a squad led', () => {
    expect(
      proposed(
        'metalmeccanica-industria-federmeccanica',
        'sto sulla fresa a controllo numerico e il capoturno mi ha dato tre operai da guidare, ma i risultati li decide lui. che livello?',
      ),
    ).toBe('C3');
  });
});

describe('a claim told before a bare "ha ragione?"', () => {
  it('answers the claim with its verdict', () => {
    const text = askAgent(
      'main-agent',
      'La titolare del ristorante (CCNL FIPE) dice che da noi il preavviso per dimettersi è più lungo che negli alberghi col CCNL Turismo. Sono al 4° livello da due anni. Ha ragione?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
  });
});
