import { type ChatState, type ConversationMessage, initialChatState } from '@ccnl/core';
import { describe, expect, it } from 'vitest';
import { advanceTranscript, emptyTranscript } from './transcript.js';

const message = (
  role: ConversationMessage['role'],
  content: string,
  extra: Partial<ConversationMessage> = {},
) =>
  ({
    id: 's1',
    messageId: `${role}-${content}`,
    content,
    role,
    timestamp: 't',
    relatedQuestions: [],
    riferimenti: [],
    agentName: 'main-agent',
    showAction: false,
    modified: false,
    calcola_field: false,
    ...extra,
  }) satisfies ConversationMessage;

const state = (patch: Partial<ChatState>): ChatState => ({ ...initialChatState, ...patch });
const texts = (items: ReturnType<typeof advanceTranscript>['items']) =>
  items.map((item) => (item.kind === 'message' ? item.message.content : `refs:${item.riferimenti.length}`));

describe('advanceTranscript', () => {
  it('keeps a streamed answer live while its references load, then prints it once, with them', () => {
    const question = message('user', 'Domanda');
    const streamed = message('assistant', 'Risposta [1]');
    const finishing = state({
      currentConversationId: 's1',
      finishing: true,
      conversations: [question, streamed],
    });
    let t = advanceTranscript(emptyTranscript, finishing);
    expect(texts(t.items)).toEqual(['Domanda']);
    const ref = {
      ccnl: 'CCNL Commercio',
      article: 'art. 1',
      text: 'Testo',
      source_url: 'https://a.it',
      source_date: null,
    };
    const stored = message('assistant', 'Risposta [1]', { messageId: 'm2', riferimenti: [ref] });
    t = advanceTranscript(t, state({ currentConversationId: 's1', conversations: [question, stored] }));
    expect(texts(t.items)).toEqual(['Domanda', 'Risposta [1]']);
    const printed = t.items[1];
    expect(printed?.kind === 'message' && printed.message.riferimenti).toHaveLength(1);
  });

  it('prints the answer once its references come, when the reload drops the messages before it', () => {
    // The picker started a new conversation for the second question: its reload holds only that exchange.
    const earlier = [message('user', 'Prima'), message('assistant', 'Uno')];
    const question = message('user', 'Seconda');
    let t = advanceTranscript(
      emptyTranscript,
      state({ currentConversationId: 's1', conversations: earlier }),
    );
    t = advanceTranscript(
      t,
      state({
        currentConversationId: 's1',
        finishing: true,
        conversations: [...earlier, question, message('assistant', 'Due')],
      }),
    );
    expect(texts(t.items)).toEqual(['Prima', 'Uno', 'Seconda']);
    const reloaded = [
      message('user', 'Seconda', { messageId: 'm1' }),
      message('assistant', 'Due', { messageId: 'm2' }),
    ];
    t = advanceTranscript(
      t,
      state({ currentConversationId: 's1', finishing: true, conversations: reloaded }),
    );
    t = advanceTranscript(t, state({ currentConversationId: 's1', conversations: reloaded }));
    expect(texts(t.items)).toEqual(['Prima', 'Uno', 'Seconda', 'Due']);
  });

  it('prints each finished message once; the answer in progress stays live', () => {
    const question = message('user', 'Domanda');
    let t = advanceTranscript(
      emptyTranscript,
      state({
        currentConversationId: 's1',
        loading: true,
        conversations: [question, message('assistant', 'Par')],
      }),
    );
    expect(texts(t.items)).toEqual(['Domanda']);
    t = advanceTranscript(
      t,
      state({
        currentConversationId: 's1',
        loading: true,
        conversations: [question, message('assistant', 'Parziale')],
      }),
    );
    expect(texts(t.items)).toEqual(['Domanda']);
    t = advanceTranscript(
      t,
      state({ currentConversationId: 's1', conversations: [question, message('assistant', 'Risposta')] }),
    );
    expect(texts(t.items)).toEqual(['Domanda', 'Risposta']);
    // The history reload brings the same messages with the server's ids, and a categories entry: nothing new.
    const reloaded = [
      message('categories', '1'),
      message('user', 'Domanda', { messageId: 'm1' }),
      message('assistant', 'Risposta', { messageId: 'm2' }),
    ];
    const same = advanceTranscript(t, state({ currentConversationId: 's1', conversations: reloaded }));
    expect(same).toBe(t);
  });

  it('adds references that arrive after their answer was printed, once', () => {
    const question = message('user', 'Domanda');
    let t = advanceTranscript(
      emptyTranscript,
      state({ currentConversationId: 's1', conversations: [question, message('assistant', 'Risposta')] }),
    );
    const ref = { ccnl: 'CCNL Commercio', article: null, text: '', source_url: null, source_date: null };
    const withRefs = [question, message('assistant', 'Risposta', { riferimenti: [ref] })];
    t = advanceTranscript(t, state({ currentConversationId: 's1', conversations: withRefs }));
    t = advanceTranscript(t, state({ currentConversationId: 's1', conversations: [...withRefs] }));
    expect(texts(t.items)).toEqual(['Domanda', 'Risposta', 'refs:1']);
  });

  it('starts over (a new Static) for another conversation, not for the first one created', () => {
    let t = advanceTranscript(
      emptyTranscript,
      state({ currentConversationId: 's1', conversations: [message('user', 'Uno')] }),
    );
    expect(t.generation).toBe(0);
    t = advanceTranscript(t, state({ currentConversationId: 's2', conversations: [message('user', 'Due')] }));
    expect(t.generation).toBe(1);
    expect(texts(t.items)).toEqual(['Due']);
    t = advanceTranscript(t, state({ currentConversationId: null, conversations: [] }));
    expect(t.generation).toBe(2);
    expect(t.items).toEqual([]);
  });
});
