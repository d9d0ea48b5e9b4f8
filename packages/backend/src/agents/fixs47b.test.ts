import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// The level the answer proposes in its opening ("Livello proposto: **2° livello** del …").
const proposed = (message: string, history: string[] = []) =>
  /Livello proposto: \*\*([^*]+)\*\* del (CCNL [^.]+)/.exec(askAgent('inquadra', message, { history }).text);

describe('inquadra: a denied word is not mended into another denied word', () => {
  it('gives no dental helper profile to a lawyer’s receptionist who has no signing powers', () => {
    const text = askAgent(
      'inquadra',
      'Studio legale, CCNL Studi professionali: ho preso una receptionist che accoglie i clienti, smista le telefonate e archivia le pratiche. Non ha poteri di firma e non coordina nessuno. Che livello?',
    ).text;
    expect(text).not.toMatch(/odontoiatr/);
  });
});

describe('inquadra: care told by what is done to a dependent person', () => {
  it('puts the untrained carer of a bedridden mother at CS even when the title named is denied', () => {
    const answer = proposed(
      "Mia madre non si alza più dal letto: va lavata, imboccata e girata più volte al giorno. La signora che abbiamo trovato non ha né il diploma da OSS né l'attestato da assistente familiare. Che livello le diamo con il contratto colf e badanti?",
    );
    expect(answer?.[1]).toBe('livello CS');
  });
});

describe('inquadra: a conjunction ends a certificate denied after its name', () => {
  it('keeps the B licence of vans that have no tachograph: the traveling B-licence rung', () => {
    const answer = proposed(
      'Corriere espresso a Bari, CCNL Logistica trasporto merci. I nostri furgoni si guidano con la patente B e non hanno il cronotachigrafo. Assumo un autista che consegna i pacchi in città e ritira i resi. Che livello?',
    );
    expect(answer?.[1]).toMatch(/^livello (?:H1|G1)/);
  });
});

describe('the reader: sector and ask words', () => {
  it('does not read pneumatics as the rubber agreement beside the metalworkers’ one', () => {
    const answer = proposed(
      'CCNL metalmeccanici industria: il nostro manutentore interviene da solo sugli impianti di pneumatica e sulle valvole pneumatiche delle presse, legge i disegni e guida due colleghi. Che livello gli spetta?',
    );
    expect(answer?.[2]).toMatch(/Metalmeccanici/);
  });

  it('reads "Livello giusto?" after a bookkeeper’s tax tasks as a level asked, not a tax question', () => {
    const answer = proposed(
      'CCNL Studi professionali, studio di commercialisti. Prendiamo un contabile esperto: contabilità ordinaria fino al bilancio, adempimenti IVA e dichiarazioni fiscali dei clienti, senza coordinare nessuno. Livello giusto?',
    );
    expect(answer?.[2]).toMatch(/Studi professionali/);
  });
});

describe('inquadra: who leads a team or a whole warehouse', () => {
  it('does not take the team members listed in brackets after a count as the head cook’s job', () => {
    const answer = proposed(
      'CCNL FIPE, ristorante. Il nuovo chef guiderà tutta la cucina: una squadra di sei persone (tre capi partita, due commis e un lavapiatti), scriverà i menu e farà gli ordini. Che livello?',
    );
    expect(answer?.[1]).toBe('2° livello');
  });

  it('puts whoever is responsible for the whole warehouse at the warehouse head’s level', () => {
    const answer = proposed(
      'CCNL logistica, personale non viaggiante: da gennaio Marco è responsabile di tutto il magazzino, organizza i turni dei mulettisti, risponde degli inventari e decide in autonomia. Che livello?',
    );
    expect(answer?.[1]).toMatch(/^1° livello/);
  });
});
