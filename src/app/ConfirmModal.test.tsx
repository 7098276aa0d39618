import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmModal } from './ConfirmModal';
import { renderInApp } from './render.testkit';

afterEach(cleanup);

const instant = { duration: 0 };

/** A form that asks before Escape loses what was typed in it, as the create forms do. */
function FormAskingOnClose() {
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Modal
        opened={open}
        title="New project"
        closeOnEscape={!asking}
        transitionProps={instant}
        // A browser renders between two listeners of one key press (its microtasks run
        // there); jsdom does not, so this does it at the same moment.
        onClose={() => flushSync(() => setAsking(true))}
      >
        <TextInput label="Project name" />
      </Modal>
      <ConfirmModal
        opened={asking}
        title="Discard this new project?"
        text="What you typed in the form is lost."
        confirmLabel="Discard"
        onConfirm={() => setOpen(false)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const question = () => screen.queryByText('Discard this new project?');

describe('a question asked by Escape', () => {
  it('stays open: the Escape that asked it does not answer it', async () => {
    renderInApp(<FormAskingOnClose />);
    (await screen.findByRole('textbox', { name: 'Project name' })).focus();
    escape();
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(question()).not.toBeNull();

    // A second Escape is the person's answer: back to the form, which is still there.
    escape();
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(question()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Project name' })).toBeTruthy();
  });
});
