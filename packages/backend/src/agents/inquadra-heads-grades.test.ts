import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

const id = (agreement: string) => testKb.byId(agreement)?.id_categoria as number;
const opening = (agreement: string, message: string, history?: string[]) =>
  openingLine(
    askAgent('inquadra', message, { categories: [id(agreement)], ...(history ? { history } : {}) }).text,
  );

describe('inquadra reads a head named by the unit it heads', () => {
  it('places the head of a warehouse, an office or a practice at the head profile', () => {
    expect(
      opening(
        'logistica-trasporto-merci-spedizione',
        "E il responsabile dell'intero magazzino, che dirige i capoturno e risponde al committente dei risultati?",
        [
          'ragazzo che fa il magazziniere, tiene le giacenze, carica e scarica col muletto: 4 o 5 livello logistica?',
        ],
      ),
    ).toMatch(/\*\*1° livello/);
    expect(
      opening(
        'cooperative-sociali',
        "Vogliamo promuovere la nostra impiegata amministrativa più esperta a capo dell'ufficio amministrativo: coordinerà due colleghe. In quale posizione va?",
      ),
    ).toMatch(/\*\*livello E1/);
    expect(
      opening(
        'studi-professionali-confprofessioni',
        'Vogliamo promuovere Laura a coordinatrice di tutto lo studio: turni del personale, fornitori, segreteria e budget. Che livello?',
      ),
    ).toMatch(/\*\*1° livello/);
  });

  it('does not take the head whose instructions the earlier worker followed for the same worker', () => {
    expect(
      opening(
        'terziario-confcommercio',
        "E il responsabile del servizio amministrativo-paghe, che dirige l'ufficio e coordina quattro addetti?",
        [
          'Assumiamo in ufficio una ragazza che registrerà le fatture seguendo le istruzioni del responsabile, senza autonomia di concetto. Che livello le diamo?',
        ],
      ),
    ).toMatch(/\*\*1° livello/);
  });
});

describe("inquadra reads a specialised worker's definition and denials", () => {
  const metal = 'metalmeccanica-industria-federmeccanica';
  it('puts a specialised worker who coordinates no one at C2, not at the head or complex-plant level', () => {
    expect(
      opening(
        metal,
        'Operaio specializzato in attrezzeria: conoscenze tecnico-pratiche approfondite, esegue attrezzaggi interpretando i disegni. Non coordina squadre e non interviene su apparati particolarmente complessi. Che livello?',
      ),
    ).toMatch(/\*\*livello C2/);
    expect(
      opening(
        metal,
        'un saldatore che legge da solo i disegni, sceglie i parametri di saldatura e lavora con conoscenze tecnico-pratiche del mestiere, senza coordinare nessuno: che livello?',
      ),
    ).toMatch(/\*\*livello C2/);
    expect(
      opening(
        metal,
        "l'elettricista legge gli schemi da solo, cabla i quadri, fa le prove senza che nessuno lo controlli, non coordina altri operai. A che livello va?",
      ),
    ).toMatch(/\*\*livello C2/);
  });

  it('keeps a specialised worker on the most complex plants at C3', () => {
    expect(
      opening(
        metal,
        'elettricista di manutenzione che fa tutto da solo: legge gli schemi elettrici, trova i guasti sugli impianti automatici più complessi e decide come intervenire. Non coordina altre persone. In che livello?',
      ),
    ).toMatch(/\*\*livello C3/);
  });

  it('keeps a specialised turner who works alone on an ordinary lathe at C2: alone is not the complex plant', () => {
    expect(
      opening(
        metal,
        'nel ccnl metalmeccanici industria un operaio specializzato che fa da solo le lavorazioni alla fresa tradizionale leggendo il disegno, senza coordinare altri: che livello?',
      ),
    ).toMatch(/\*\*livello C2/);
  });

  it('keeps an assembler who follows assembly diagrams at D2', () => {
    expect(
      opening(
        metal,
        'Operaio: assembla i componenti dei riduttori leggendo gli schemi di montaggio e ne tara i giochi, con una certa autonomia sulla sequenza ma senza funzioni di coordinamento. Quale livello?',
      ),
    ).toMatch(/\*\*livello D2/);
  });
});

describe('inquadra reads the apprenticeship the worker denies in the first person', () => {
  it("places a shop assistant new to the trade as the Commercio's aiutante commesso, 18 months at the 5°", () => {
    const text = askAgent(
      'inquadra',
      'Mi hanno assunta in un negozio di scarpe come aiuto commessa, 5° livello. Prima ho fatto la barista per tre anni e nel commercio non ho mai fatto apprendistato. In pratica vendo e sto in cassa. Il mio livello è giusto?',
      { categories: [id('terziario-confcommercio')] },
    ).text;
    expect(text).toMatch(/\*\*5° livello\*\*/);
    expect(text).toMatch(/18 mesi/);
  });
});
