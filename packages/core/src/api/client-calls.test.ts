import { afterEach, describe, expect, it } from 'vitest';
import { type ContractServer, sendJson, startContractServer } from '../testing/index.js';
import { createApiClient } from './client.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('every call of spec §7', () => {
  it('uses the exact method, path and payload, with the bearer token', async () => {
    server = await startContractServer({
      'GET /get-latest-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's7' }),
      'DELETE /delete-session/s1': (_q, r) => sendJson(r, 200, { deleted: true }),
      'DELETE /api/delete-document/f1': (_q, r) => sendJson(r, 200, { deleted: true }),
      'GET /categories': (_q, r) => sendJson(r, 200, [{ id_categoria: 1, descrizione: 'Terziario' }]),
      'GET /parametri-lavoro': (_q, r) => sendJson(r, 200, [{ id: 3, parametro: 'Ferie' }]),
      'POST /related-questions': (_q, r) => sendJson(r, 200, { domande: ['E il preavviso?'] }),
      'GET /api/riferimenti-risposta/s1': (_q, r) =>
        sendJson(r, 200, { riferimenti: [{ ccnl: 'Terziario', article: 'art. 247', text: 'Preavviso' }] }),
      'GET /modelli': (_q, r) =>
        sendJson(r, 200, { modelli: [{ id: 'motore', nome: 'Motore', predefinito: true }] }),
      'GET /tooltip_data/1': (_q, r) =>
        sendJson(r, 200, {
          id_categoria: 1,
          descrizione: 'Terziario',
          nome_completo: 'CCNL Terziario',
          codice_cnel: 'H011',
          validita: '2023-2027',
          settore: 'Commercio',
        }),
      'PUT /api/update-busta-paga-field': (_q, r) => sendJson(r, 200, { success: true }),
      'POST /api/upload-documents': (_q, r) =>
        sendJson(r, 200, { files: [{ file_id: 'f1', file_name: 'contratto.txt' }], vector_store_id: 'vs1' }),
    });
    const api = createApiClient({
      baseUrl: server.url,
      getToken: () => 'tok',
      firewall: { header: 'x-firewall-pass', key: 'pass-123' },
    });
    expect(await api.getLatestSession('u1')).toBe('s7');
    expect(await api.deleteSession('s1')).toBe(true);
    expect(await api.deleteDocument('f1')).toBe(true);
    expect(await api.categories()).toEqual([{ id_categoria: 1, descrizione: 'Terziario' }]);
    expect(await api.parameters()).toEqual([{ id: 3, parametro: 'Ferie' }]);
    expect(await api.relatedQuestions('s1')).toEqual(['E il preavviso?']);
    expect((await api.riferimenti('s1'))[0]).toMatchObject({ ccnl: 'Terziario', article: 'art. 247' });
    expect((await api.models())[0]?.predefinito).toBe(true);
    expect((await api.tooltip(1)).codice_cnel).toBe('H011');
    expect(await api.updatePayslipField('s1', 'livello', '4')).toBe(true);
    const upload = await api.uploadDocuments('s1', [
      { name: 'contratto.txt', data: new Blob(['testo del contratto'], { type: 'text/plain' }) },
    ]);
    expect(upload).toEqual({
      files: [{ file_id: 'f1', file_name: 'contratto.txt' }],
      vector_store_id: 'vs1',
    });

    const seen = server.requests;
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /get-latest-session/u1',
      'DELETE /delete-session/s1',
      'DELETE /api/delete-document/f1',
      'GET /categories',
      'GET /parametri-lavoro',
      'POST /related-questions',
      'GET /api/riferimenti-risposta/s1',
      'GET /modelli',
      'GET /tooltip_data/1',
      'PUT /api/update-busta-paga-field',
      'POST /api/upload-documents',
    ]);
    for (const r of seen) expect(r.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(seen[5]?.body ?? '')).toEqual({ session_id: 's1' });
    expect(JSON.parse(seen[9]?.body ?? '')).toEqual({
      session_id: 's1',
      calcola_field: 'livello',
      value: '4',
    });
    const multipart = seen[10];
    expect(multipart?.headers['x-firewall-pass']).toBe('pass-123');
    expect(multipart?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart?.body).toContain('name="files[]"; filename="contratto.txt"');
    expect(multipart?.body).toContain('testo del contratto');
    expect(multipart?.body).toMatch(/name="session_id"\r\n\r\ns1\r\n/);
    // Only the upload carries the pass-key.
    expect(seen.filter((r) => r.headers['x-firewall-pass'])).toHaveLength(1);
  });
});
