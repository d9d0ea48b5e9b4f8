import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The level the answer proposes in its opening ("Livello proposto: **2° livello** del …").
const proposed = (message: string, history: string[] = []) =>
  /Livello proposto: \*\*([^*]+)\*\* del (CCNL [^.]+)/.exec(askAgent('inquadra', message, { history }).text);

describe('inquadra weighs who guides whom, not the words they share', () => {
  const dentist =
    'Apro uno studio odontoiatrico a Verona, CCNL studi professionali. Assumo una ragazza con la qualifica di ASO, il corso regionale fatto, tre anni in un altro studio: assiste il dentista alla poltrona e sterilizza gli strumenti. Che livello le do?';

  it('puts a certified dental assistant (ASO) at the 3rd level, not an executive assistant', () => {
    expect(proposed(dentist)?.[1]).toBe('3° livello');
  });

  it('puts the helper without the ASO certificate, working under the dentist, at the 4th level', () => {
    const answer = proposed(
      "E l'altra, che l'attestato ASO non ce l'ha, e che mi darebbe una mano a riordinare e a sterilizzare seguendo le mie indicazioni?",
      [dentist],
    );
    expect(answer?.[1]).toBe('4° livello');
  });

  it('does not read "l\'altra ragazza" or "sotto le mie istruzioni" as leading other workers', () => {
    const text = askAgent(
      'inquadra',
      "Studio legale, CCNL studi professionali. E l'altra ragazza che prendo, che lavora sotto il mio controllo e segue le mie istruzioni per la posta? Che livello?",
    ).text;
    expect(text).not.toMatch(/\*\*2° livello\*\*/);
  });

  it("puts a chef leading the whole kitchen brigade at the head cook's 2nd level", () => {
    const answer = proposed(
      'Ristorante in Puglia, CCNL FIPE. Lo chef nuovo guida la brigata, otto persone fra capi partita, commis e lavapiatti, sceglie il menù e fa gli ordini. Ora è al 4° come cuoco capo partita: è giusto?',
    );
    expect(answer?.[1]).toBe('2° livello');
  });
});

describe('inquadra places a first job of plain cleaning', () => {
  it('puts a newcomer who dusts and empties bins, always beside a colleague, at the simple-work level', () => {
    const answer = proposed(
      'Impresa di pulizie, CCNL Multiservizi. Ho preso un ragazzo al primo impiego: spolvera, svuota i cestini e lava i bagni, sempre insieme a un collega. Che livello?',
    );
    expect(answer?.[1]).toBe('1° livello');
  });
});

describe('inquadra answers the level of guards hired now, whatever else the question names', () => {
  it('reads "a ke livello" as the level asked, not the night allowance', () => {
    const text = askAgent(
      'inquadra',
      'ccnl vigilanza privata, prendiamo 2 guardie giurate x i turni di notte in un cantiere: a ke livello vanno?',
    ).text;
    expect(openingLine(text)).toMatch(/Livello proposto: \*\*6° livello\*\*/);
  });
});

describe("inquadra keeps a relative's home cleaner in domestic work", () => {
  it('puts an experienced housekeeper who cares for no one at level B of Lavoro domestico', () => {
    const answer = proposed(
      'Mio padre vuole assumere la signora che viene da lui da otto anni: pulisce la casa, lava e stira, a volte cucina. È esperta e fa tutto da sola; non assiste nessuno, papà è autonomo. Che livello?',
    );
    expect(answer?.[2]).toBe('CCNL Lavoro domestico');
    expect(answer?.[1]).toBe('livello B');
  });
});
