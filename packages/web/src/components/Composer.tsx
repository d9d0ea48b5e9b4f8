import type { ChatStore } from '@ccnl/core';
import { uiTexts as ui } from '@ccnl/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FOCUS_HOME } from '../focus-home.js';
import { useStore } from '../hooks/useStore.js';
import { AttachedFiles } from './AttachedFiles.js';
import { Icon } from './Icon.js';

type ComposerStore = Pick<ChatStore, 'getState' | 'subscribe' | 'send' | 'cancel'>;

interface ComposerProps {
  chat: ComposerStore;
  /** The upload pane's toggle, when the screen has one. */
  upload?: { open: boolean; controls: string; toggle: () => void };
}

/** Nothing the user is using has focus: the page itself, or a control that has just gone away. */
const focusIsFree = () => {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    active.closest('.composer, .messages') !== null
  );
};

export function Composer({ chat, upload }: ComposerProps) {
  const loading = useStore(chat, (state) => state.loading);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();

  // Signed in, the question box is where the user starts.
  useEffect(() => {
    if (focusIsFree()) inputRef.current?.focus();
  }, []);

  // An answer has ended: the next question can be typed at once.
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading && focusIsFree()) inputRef.current?.focus();
    wasLoading.current = loading;
  }, [loading]);

  // Escape stops a streaming answer, wherever focus is, unless a dialog or a menu takes the key.
  useEffect(() => {
    if (!loading) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      chat.cancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [chat, loading]);

  const submit = () => {
    if (!text.trim()) return;
    // The store aborts any answer still streaming before it sends this one.
    void chat.send(text);
    setText('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an IME composes) inserts a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {upload && !upload.open && <AttachedFiles chat={chat} onOpen={upload.toggle} />}
      <label htmlFor={inputId} className="visually-hidden">
        {ui.composer.label}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        className="composer-input"
        data-testid="composer-input"
        {...{ [FOCUS_HOME]: '' }}
        rows={2}
        placeholder={ui.composer.placeholder}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="composer-actions">
        {upload && (
          <button
            type="button"
            className="button button-ghost"
            aria-expanded={upload.open}
            aria-controls={upload.controls}
            aria-label={ui.composer.attachLabel}
            data-testid="attach-button"
            onClick={upload.toggle}
          >
            <Icon name="paperclip" />
            <span className="composer-button-text">{ui.composer.attach}</span>
          </button>
        )}
        <p id={hintId} className="composer-hint">
          {loading ? ui.composer.stopHint : ui.composer.hint}
        </p>
        {loading && (
          <button
            type="button"
            className="button button-secondary"
            data-testid="stop-button"
            aria-keyshortcuts="Escape"
            onClick={() => chat.cancel()}
          >
            <Icon name="stop" />
            {ui.composer.stop}
          </button>
        )}
        <button
          type="submit"
          className="button button-primary"
          data-testid="send-button"
          disabled={!text.trim()}
        >
          <Icon name="send" />
          {ui.composer.send}
        </button>
      </div>
    </form>
  );
}
