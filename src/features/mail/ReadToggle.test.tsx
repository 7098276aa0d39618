import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { ReadToggle } from './ReadToggle';

afterEach(cleanup);

function Message() {
  const [read, setRead] = useState(true);
  return <ReadToggle read={read} onChange={setRead} />;
}

describe('marking an e-mail unread and read again', () => {
  it('keeps the focus on the button, which says what it does next', () => {
    renderInApp(<Message />);
    const button = screen.getByRole('button', { name: 'Mark as unread' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark as read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark as unread' }));
  });
});
