import { type AgentPayload, ApiError, serverTexts, texts } from '@ccnl/core';
import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { AI_NOTICE } from '../agents/answer.js';
import { loadKnowledgeBase } from '../kb/knowledge-base.js';
import { backendPerFile, clientFor } from '../testing/backend.js';

// The built-in engine only: a model configured in the developer's shell must not change these answers.
for (const name of ['CCNL_LLM_URL', 'CCNL_LLM_MODEL', 'CCNL_LLM_API_KEY']) delete process.env[name];
const file = backendPerFile();

const payload = (sessionId: string, message: string, extra: Partial<AgentPayload> = {}): AgentPayload => ({
  message,
  user_id: file.anna.userId,
  session_id: sessionId,
  agent_name: 'main-agent',
  ...extra,
});

describe('catalog routes, in the shapes core parses', () => {
  it('lists the agreements, the work-scope parameters and the models, and shows an agreement’s tooltip', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const categories = await api.categories();
    // Every agreement of the knowledge base, in id order: new data files appear without touching this test.
    const kb = loadKnowledgeBase(file.backend.config.kbDir);
    expect(categories.map((c) => c.id_categoria)).toEqual(kb.agreements.map((a) => a.id_categoria));
    expect(categories).toContainEqual({
      id_categoria: 16,
      descrizione:
        "CCNL Metalmeccanici PMI Confapi (Piccola e media industria metalmeccanica, orafa e dell'installazione di impianti)",
    });
    expect(categories[0]).toEqual({
      id_categoria: 1,
      descrizione: 'CCNL Commercio (Terziario, distribuzione e servizi)',
    });
    const parameters = await api.parameters();
    expect(parameters.map((p) => p.parametro)).toEqual(
      expect.arrayContaining([
        'Minimi retributivi',
        'Orario di lavoro',
        'Ferie',
        'Periodo di prova',
        'Preavviso',
        'Mensilità',
        'Scatti di anzianità',
      ]),
    );
    expect(new Set(parameters.map((p) => p.id)).size).toBe(parameters.length);
    expect(await api.models()).toEqual([
      { id: 'motore-ccnl', nome: 'Motore CCNL integrato', predefinito: true },
    ]);

    expect(await api.tooltip(2)).toEqual({
      id_categoria: 2,
      descrizione: 'CCNL Metalmeccanici industria (Industria metalmeccanica e installazione di impianti)',
      nome_completo:
        "CCNL per i lavoratori addetti all'industria metalmeccanica privata e alla installazione di impianti (Federmeccanica-Assistal)",
      codice_cnel: 'C011',
      validita: 'dal 22 novembre 2025 al 30 giugno 2028',
      settore: 'Industria metalmeccanica e installazione di impianti',
    });
    expect((await api.tooltip(1)).validita).toBe('dal 1° aprile 2023 al 31 marzo 2027');
    // A gap stays a gap: no CNEL code was verified for Edilizia.
    expect((await api.tooltip(10)).codice_cnel).toBeNull();
    await expect(api.tooltip(99)).rejects.toMatchObject({ status: 404 });
    await expect(clientFor(file.backend.url).categories()).rejects.toMatchObject({ status: 401 });
  });
});

describe('calcolo: the payslip field flow', () => {
  it('asks for the missing level, takes it from update-busta-paga-field and recomputes on each change', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    const question = 'Calcola lo stipendio netto al 1° dicembre 2025';
    const calcolo = { agent_name: 'calcolo', categories: [1] };

    const asked = (await collect(api.streamAgent(payload(session, question, calcolo)))).join('');
    expect(asked).toContain('mi serve il livello di inquadramento');
    let history = await api.conversationHistory(file.anna.userId, session);
    expect(history.at(-1)).toMatchObject({
      role: 'assistant',
      showAction: true,
      calcola_field: 'livello',
      agentName: 'calcolo',
    });

    expect(await api.updatePayslipField(session, 'livello', '4')).toBe(true);
    const computed = (await collect(api.streamAgent(payload(session, question, calcolo)))).join('');
    expect(computed.split('\n')[0]).toMatch(
      /^Il netto stimato per il 4° livello del CCNL Commercio al 1° dicembre 2025, tempo pieno, anno fiscale 2025, è \*\*[\d.,]+ € al mese\*\* \([\d.,]+ € l'anno su 14 mensilità; lordo mensile 1\.783,75 €, lordo annuo 24\.972,50 €\)/,
    );
    expect(computed.trimEnd().endsWith(AI_NOTICE)).toBe(true);
    history = await api.conversationHistory(file.anna.userId, session);
    expect(history.at(-1)).toMatchObject({ showAction: false, calcola_field: false });
    expect(history.at(-1)?.riferimenti.length).toBeGreaterThan(0);

    expect(await api.updatePayslipField(session, 'part_time', '50')).toBe(true);
    const half = (await collect(api.streamAgent(payload(session, question, calcolo)))).join('');
    expect(half).toContain('part-time al 50%');
    expect(half).toContain('lordo mensile 891,88 €, lordo annuo 12.486,25 €');

    // null forgets a field.
    expect(await api.updatePayslipField(session, 'part_time', null)).toBe(true);
    const again = (await collect(api.streamAgent(payload(session, question, calcolo)))).join('');
    expect(again).toContain('lordo mensile 1.783,75 €');
  });

  it('refuses unknown fields and bad values with 400, and another user’s conversation with 404', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    const put = (jwt: string, body: object) =>
      file.backend.app.inject({
        method: 'PUT',
        url: '/api/update-busta-paga-field',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        payload: body,
      });
    const unknown = await put(file.anna.jwt, { session_id: session, calcola_field: 'stipendio', value: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Richiesta non valida: calcola_field: campo sconosciuto/);
    const bad = await put(file.anna.jwt, { session_id: session, calcola_field: 'part_time', value: '150' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Richiesta non valida: value: valore non valido per part_time (percentuale di part-time)',
    );
    const foreign = await put(file.bruno.jwt, { session_id: session, calcola_field: 'livello', value: '4' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: serverTexts.http.notFound });
    const error = await clientFor(file.backend.url, file.bruno.jwt)
      .updatePayslipField(session, 'livello', '4')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('inquadra: the trigger text and the re-send', () => {
  it('asks for the agreement when none is selected or named, and answers once one is selected', async () => {
    const api = clientFor(file.backend.url, file.anna.jwt);
    const session = await api.createEmptySession(file.anna.userId);
    const question = 'Che livello spetta a un magazziniere?';
    const first = (
      await collect(api.streamAgent(payload(session, question, { agent_name: 'inquadra' })))
    ).join('');
    expect(first).toContain(texts.chat.cannotIdentifyCcnl);
    expect(first).toContain(texts.chat.rephraseOrSelect);
    // The client confirms the picker and sends the same question again with the agreement.
    const second = (
      await collect(api.streamAgent(payload(session, question, { agent_name: 'inquadra', categories: [1] })))
    ).join('');
    expect(second.split('\n')[0]).toBe('Livello proposto: **4° livello** del CCNL Commercio.');
    const history = await api.conversationHistory(file.anna.userId, session);
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant', 'categories', 'user', 'assistant']);
    expect(await api.riferimenti(session)).toEqual(history.at(-1)?.riferimenti);
    expect((await api.relatedQuestions(session)).length).toBeGreaterThanOrEqual(3);
  });
});
