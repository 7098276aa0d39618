import { ActionIcon, Stack, type MantineSpacing } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmModal } from '../ConfirmModal';

type Confirmation<T> = {
  /** A function when it counts what goes with the row. */
  title: string | ((row: T) => string);
  /** What removing means; a function when it names the row. */
  text: ReactNode | ((row: T) => ReactNode);
  confirmLabel: string;
  cancelLabel?: ReactNode;
};

type Props<T> = {
  rows: readonly T[];
  /** Names the list for screen readers. */
  label: string;
  /** Said instead of the list when it has no rows; without it the list shows, empty. */
  empty?: ReactNode;
  gap?: MantineSpacing;
  /**
   * One keyed <li> per row. `ask` opens the confirmation for a row; it is the same function
   * on every render, so memoised rows are not redrawn when the list changes.
   */
  children: (row: T, ask: (row: T) => void) => ReactNode;
  /** Removing cannot be taken back: nothing happens until the person confirms. */
  confirm: Confirmation<T>;
  onRemove: (row: T) => void;
};

/** A list of rows that each can be removed, after a confirmation, with its empty state. */
export function RemovableList<T>({
  rows,
  label,
  empty,
  gap = 'xs',
  children,
  confirm,
  onRemove,
}: Props<T>) {
  // The asked row stays while the dialog closes, so its text does not empty mid-animation.
  const [asked, setAsked] = useState<{ row: T; open: boolean } | null>(null);
  const ask = useCallback((row: T) => setAsked({ row, open: true }), []);
  const text =
    asked && (typeof confirm.text === 'function' ? confirm.text(asked.row) : confirm.text);
  const title =
    typeof confirm.title === 'function' ? (asked ? confirm.title(asked.row) : '') : confirm.title;

  return (
    <>
      {rows.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <Stack
          component="ul"
          gap={gap}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={label}
        >
          {rows.map((row) => children(row, ask))}
        </Stack>
      )}
      {/* Always mounted: the dialog gives focus back to the button that opened it. */}
      <ConfirmModal
        danger
        opened={asked?.open ?? false}
        title={title}
        text={text}
        confirmLabel={confirm.confirmLabel}
        cancelLabel={confirm.cancelLabel}
        onConfirm={() => {
          if (asked) onRemove(asked.row);
        }}
        onClose={() => setAsked(asked && { ...asked, open: false })}
      />
    </>
  );
}

/** The red bin button that asks to remove a row; the label names the row for screen readers. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
