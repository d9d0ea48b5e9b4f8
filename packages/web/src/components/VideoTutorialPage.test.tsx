import { uiTexts as ui } from '@ccnl/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoTutorialPage } from './VideoTutorialPage.js';

describe('video tutorial page', () => {
  it('plays a configured video file in a player with controls', () => {
    render(<VideoTutorialPage url="https://media.example.it/tutorial.mp4" />);
    const player = screen.getByTestId('video-player');
    expect(player.localName).toBe('video');
    expect(player.getAttribute('src')).toBe('https://media.example.it/tutorial.mp4');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('aria-label')).toBe(ui.videoTutorial.player);
  });

  it('embeds a YouTube link in its privacy-enhanced player', () => {
    render(<VideoTutorialPage url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" />);
    const player = screen.getByTitle(ui.videoTutorial.player);
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('without a URL (or with an unsafe one) says the tutorial is coming', () => {
    render(<VideoTutorialPage url="javascript:alert(1)" />);
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.getByText(ui.videoTutorial.text)).toBeTruthy();
  });
});
