import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines, withUpload } from '../testing/agents.js';
import { chatMessages } from './chat-transcript.js';

const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, { today: '2026-11-27', ...(history ? { history } : {}) }).text;

describe('a facility-services firm: the question behind the story', () => {
  it('reads a union delegate introducing herself as who asks, not as the subject', () => {
    const text = ask(
      'calcolo',
      'buongiorno, sono delegata RSA: una collega part time di 2° livello Multiservizi ha fatto 8 ore supplementari, quanto le vanno pagate quelle ore?',
    );
    expect(openingLine(text)).toMatch(/28%/);
    expect(text).not.toMatch(/Statuto dei lavoratori/);
    // The delegate's own leave is still the law's rule.
    expect(
      openingLine(ask('main-agent', 'sono delegato rsa, quante ore di permesso sindacale mi spettano?')),
    ).toMatch(/permessi retribuiti/);
  });

  it('does not read a change of contractor the question denies', () => {
    const text = ask(
      'main-agent',
      'Nel Multiservizi, un operaio di 1° livello preso ex novo, non con il cambio d’appalto: quanto dura la prova?',
    );
    expect(openingLine(text)).toMatch(/26 giorni/);
    expect(
      openingLine(
        ask('main-agent', 'Multiservizi: chi prendiamo col cambio appalto fa il periodo di prova?'),
      ),
    ).toMatch(/senza periodo di prova/);
  });

  it('keeps the agreement of the conversation when a job order ("di commessa") is named', () => {
    const text = ask('main-agent', 'e per un impiegato di 4° livello, responsabile di commessa?', [
      'Nel Multiservizi quanto dura il periodo di prova di un operaio di 2° livello?',
    ]);
    expect(openingLine(text)).toMatch(/CCNL Multiservizi/);
    expect(openingLine(text)).toMatch(/2 mesi/);
  });

  it('places the canteen cleaner under the canteen’s agreement, not domestic work', () => {
    const text = ask('inquadra', 'e la signora che pulisce i tavoli e lava le stoviglie in mensa?', [
      'Mensa aziendale, CCNL Pubblici esercizi FIPE: che livello per un aiuto cuoco?',
    ]);
    expect(openingLine(text)).toMatch(/7° livello\*\* del CCNL Pubblici esercizi FIPE/);
  });

  it('answers a move between two levels as the gap it costs', () => {
    const text = ask(
      'confronta',
      'Multiservizi: quanto ci perde al mese di minimo chi passa dal 3° al 1° livello?',
    );
    expect(openingLine(text)).toMatch(/149,55 €/);
  });

  it('gives no gain-or-loss verdict on two agreements’ ranges of levels', () => {
    const text = ask(
      'confronta',
      'una guardia che sta col ccnl vigilanza privata la vogliono passare al multiservizi: ci perde?',
    );
    expect(openingLine(text)).not.toMatch(/^\*\*(?:Sì|No)\*\*/);
  });

  it('adds the sector lump to the minimum of a cleaner with years in the sector', () => {
    const text = ask(
      'calcolo',
      'operaia Multiservizi 3° livello a tempo pieno, nel settore da 5 anni con due cambi appalto: con l’anzianità forfettaria quanto prende al mese?',
    );
    expect(openingLines(text)).toMatch(/58,18 €/);
    expect(openingLines(text)).toMatch(/1\.536,23 €/);
    const early = ask(
      'calcolo',
      'operaia Multiservizi 3° livello, nel settore da 30 mesi: le spetta l’anzianità forfettaria?',
    );
    expect(openingLine(early)).toMatch(/Non ancora/);
  });

  it('reads the job from a chat exported from a messaging app', () => {
    const chat =
      '[03/12/26, 09:10] Bianchi: buongiorno\n[03/12/26, 09:11] Bianchi: assumo un ragazzo solo per le pulizie del negozio, bagni e pavimenti\n[03/12/26, 09:12] Bianchi: non sta in cassa';
    expect(chatMessages(chat)).toMatch(/solo per le pulizie/);
    expect(chatMessages('Mansioni: pulizie')).toBeUndefined();
    const text = askAgent(
      'inquadra',
      'Vi giro la chat del titolare del negozio: che livello del CCNL Commercio gli diamo?',
      withUpload('chat.txt', chat),
    ).text;
    expect(openingLine(text)).toMatch(/7° livello/);
  });

  it('reads a duty denied ("non deve vendere né stare in cassa") as the task denied', () => {
    const text = ask(
      'inquadra',
      'CCNL Commercio: prendo un ragazzo per pulire il negozio e il magazzino, non deve vendere né stare in cassa. Che livello?',
    );
    expect(openingLine(text)).toMatch(/7° livello/);
  });
});
