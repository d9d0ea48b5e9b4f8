import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// Session 27 (fixs27h): classification, which agreement, part-time and its extra months, as clients ask them.
const ask = (agent: string, message: string, history: string[] = [], text?: string) =>
  askAgent(agent, message, {
    history,
    documents: text ? [{ fileId: 'f', fileName: 'mansioni.txt', text }] : [],
  }).text;
const first = (agent: string, message: string, history: string[] = [], text?: string) =>
  openingLine(ask(agent, message, history, text));

describe('inquadra: the job, not a bare title or the level someone gave', () => {
  it('asks for the tasks as well as the agreement when only a title is told', () => {
    for (const message of [
      'che livello devo dare a una impiegata nuova?',
      'Il mese prossimo assumiamo un operaio: che livello gli diamo?',
    ]) {
      const answer = ask('inquadra', message);
      expect(answer, message).toMatch(/Non riesco a identificare con certezza il CCNL/);
      expect(answer, message).toMatch(/mansioni svolte/);
    }
  });

  it('translates a former category said as "era" or "ex" in a follow-up', () => {
    const before = ['operaio metalmeccanico ex 3ª categoria, con i livelli nuovi dove va?'];
    expect(
      first('inquadra', 'ok grazie. E il nostro capo ufficio tecnico che era 7ª categoria?', before),
    ).toMatch(/\*\*livello B3/);
    expect(first('inquadra', 'e la contabile ex 6a categoria?', before)).toMatch(/\*\*livello B2/);
  });

  it('places whoever runs the warehouse at the warehouse head’s level', () => {
    expect(
      first(
        'inquadra',
        'CCNL Logistica: il candidato gestirà il magazzino, coordina otto magazzinieri, decide le priorità delle spedizioni e risponde alla direzione. Che livello?',
      ),
    ).toMatch(/\*\*1° livello/);
  });

  it('places the only cook or barman at the 3rd FIPE level, whatever level someone gave', () => {
    expect(
      first(
        'inquadra',
        'Trattoria, CCNL FIPE: il cuoco è da solo in cucina, fa tutto lui e ha un lavapiatti. Il consulente lo ha messo al 4° livello come un cuoco capo partita: a che livello va?',
      ),
    ).toMatch(/\*\*3° livello/);
    expect(
      first(
        'inquadra',
        "nel mio ristorante (CCNL FIPE) è l'unico barman, fa i cocktail e ordina i liquori. il consulente l'ha messo al 4° livello come un barman normale. che livello gli spetta?",
      ),
    ).toMatch(/\*\*3° livello/);
  });

  it('reads a family’s job description as domestic work, not a cleaning firm’s', () => {
    const text =
      'Descrizione mansioni - collaboratrice familiare\nDatore di lavoro: famiglia Bianchi, Torino\nMansioni: pulizia della casa, lavaggio e stiratura, preparazione dei pasti, spesa.\nEsperienza: 5 anni presso altre famiglie.\nLivello proposto: A';
    const opening = first(
      'inquadra',
      'Vi allego la descrizione delle mansioni della collaboratrice: il livello A va bene o è sotto-inquadrata?',
      [],
      text,
    );
    expect(opening).toMatch(/Lavoro domestico/);
    expect(opening).toMatch(/\*\*livello B\b/);
  });
});

describe('which agreement, by the employers’ association the firm belongs to', () => {
  it('names the agreement the association signs', () => {
    expect(
      first(
        'confronta',
        "Ho una ferramenta, 2 dipendenti, e sono iscritto alla Confesercenti. C'è il contratto del commercio Confcommercio e quello Confesercenti: quale dei due devo applicare?",
      ),
    ).toMatch(/\*\*CCNL Terziario Confesercenti\*\*/);
    expect(
      first(
        'confronta',
        'Negozio di abbigliamento associato a Confcommercio: ci sono due contratti del terziario, Confcommercio e Confesercenti. Quale dei due dobbiamo applicare?',
      ),
    ).toMatch(/\*\*CCNL Commercio\*\*/);
  });
});

describe('a part-time offer weighed on the table in force', () => {
  it('gives the part-time pay due at the letter’s hours beside the full-time minimum', () => {
    const text =
      'PROPOSTA DI ASSUNZIONE\nNitida Servizi Srl - Padova, 20/11/2026\n- CCNL: Multiservizi\n- Mansione: addetto alle pulizie - 2° livello\n- Contratto: part-time 30 ore settimanali\n- Retribuzione tabellare a tempo pieno (minimo + contingenza): 1.368,17 euro\n- Retribuzione mensile lorda part-time (30/40): 1.026,13 euro\n- Decorrenza: 01/12/2026';
    for (const question of [
      'La paga della proposta è giusta?',
      "Ti ho caricato la proposta per il nuovo addetto. La paga che ho messo è giusta? L'ho presa da una vecchia tabella.",
    ]) {
      const answer = ask('main-agent', question, [], text);
      expect(openingLine(answer), question).toMatch(/^(?:\*\*)?No\b/);
      expect(answer, question).toContain('1.403,17 €');
      expect(answer, question).toContain('1.052,38 €');
    }
  });
});

describe('an association that signs no agreement by itself', () => {
  it('leaves the choice to the business', () => {
    expect(
      first(
        'inquadra',
        'Stabilimento di prodotti da forno confezionati per la GDO, 70 dipendenti, aderenti a Confindustria. Quale CCNL dobbiamo applicare ai nuovi assunti?',
      ),
    ).toMatch(/Alimentari/);
  });
});

describe('notice and part-time as asked', () => {
  it('reads "non per giusta causa" as the ordinary notice', () => {
    const opening = first(
      'main-agent',
      'Devo licenziare, non per giusta causa, una commessa di V livello del CCNL Commercio assunta da tre anni: quanti giorni di preavviso?',
    );
    expect(opening).not.toMatch(/senza preavviso/);
    expect(opening).toMatch(/20 giorni/);
  });

  it('weighs a claimed part-time floor on the firm’s size', () => {
    const big = first(
      'main-agent',
      'Negozio del Terziario Confcommercio con circa 45 dipendenti: la collega dice che sotto le 18 ore il part-time non si può. Ha ragione la collega?',
    );
    expect(big).toMatch(/^\*\*Sì\*\*/);
    expect(big).toContain('**18 ore settimanali**');
    expect(big).not.toMatch(/\b16 ore/);
    const small = first(
      'main-agent',
      'ho un negozio di scarpe con 12 dipendenti, contratto commercio confcommercio. il commercialista dice che sotto le 18 ore il part time non si può fare. ha ragione?',
    );
    expect(small).toMatch(/^\*\*No\*\*/);
    expect(small).toContain('**16 ore settimanali**');
  });

  it('says when the extra month is paid when a part-timer asks', () => {
    const opening = first(
      'main-agent',
      'faccio le pulizie per una ditta multiservizi, part time 20 ore. dicono che la 14esima ai part time non spetta. e vero? e quando la pagano',
    );
    expect(opening).toMatch(/^\*\*No\*\*/);
    expect(opening).toContain('entro il 15 luglio');
  });
});
