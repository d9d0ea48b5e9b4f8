import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api/client.js';
import { closeNodeFetch, createNodeFetch } from './node.js';
import { type ContractServer, collect, sendJson, startContractServer } from './testing/index.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  await closeNodeFetch();
});

describe('the Node transport (undici pool)', () => {
  it('uploads multipart files[] with session_id and the pass-key, and streams answers', async () => {
    server = await startContractServer({
      'POST /api/upload-documents': (_q, r) =>
        sendJson(r, 200, { files: [{ file_id: 'f1', file_name: 'contratto.txt' }], vector_store_id: 'vs_1' }),
      'POST /main-agent': (_q, r) => r.writeHead(200).end('Sì, 40 ore.'),
    });
    const api = createApiClient({
      baseUrl: server.url,
      getToken: () => 'tok',
      fetch: createNodeFetch(),
      firewall: { header: 'x-firewall-pass', key: 'k' },
    });
    await api.uploadDocuments('s1', [{ name: 'contratto.txt', data: new Blob(['testo del contratto']) }]);
    const upload = server.requests[0];
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.headers['x-firewall-pass']).toBe('k');
    expect(upload?.body).toContain('name="files[]"; filename="contratto.txt"');
    expect(upload?.body).toContain('testo del contratto');
    expect(upload?.body).not.toContain('[object FormData]');
    const text = await collect(
      api.streamAgent({ message: 'm', user_id: 'u', session_id: 's', agent_name: 'main-agent' }),
    );
    expect(text.join('')).toBe('Sì, 40 ore.');
  });
});
