import { Box, getSpacing, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './FieldRow.module.css';

type RowProps = {
  /** Mantine fields (TextInput, Select, NativeSelect, …), one a column. */
  children: ReactNode;
  /** Columns at most; default two. */
  cols?: number;
  /**
   * The narrowest a field may get, e.g. '9rem': with less room the row uses fewer columns,
   * down to one field a row. Without it the row keeps `cols` columns at any width.
   */
  minFieldWidth?: string;
  /** Space between rows of fields, when they take more than one; as the Stack around. */
  spacing?: MantineSpacing;
};

/**
 * Fields side by side, lined up by their boxes: an error grows downward without moving the
 * neighbour's box, and a label that wraps (a long German one at 390 px) gives every label of
 * its row the same height. A Mantine `Group` centres its fields on each other instead, and a
 * `SimpleGrid` lines up their labels, so in both one field's error or two-line label moved
 * the other's box.
 */
export function FieldRow({ children, cols = 2, minFieldWidth = '0px', spacing = 'md' }: RowProps) {
  const vars = {
    '--field-row-cols': cols,
    '--field-row-min': minFieldWidth,
    '--field-row-spacing': getSpacing(spacing),
  } as CSSProperties;
  return (
    <div className={classes.row} style={vars}>
      {children}
    </div>
  );
}

type ActionProps = Pick<BoxProps, 'maw'> & {
  /** One Mantine field. */
  children: ReactNode;
  /** The field's button (Save, Add), or nothing when the person may not use it. */
  action?: ReactNode;
};

/**
 * A field with its button beside it, the button level with the field's box: lined up at the
 * bottom (`align="flex-end"`) the button sat beside the field's error once one showed.
 */
export function FieldWithAction({ children, action, maw }: ActionProps) {
  return (
    <Box className={classes.action} mod={{ 'with-action': Boolean(action) }} maw={maw}>
      {children}
      {action ? <div className={classes.actionSlot}>{action}</div> : null}
    </Box>
  );
}
