import { useEffect, useState, type ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

type Props = {
  /** The button's name for screen readers: "More actions for …". */
  label: string;
  /** The row's button look (a plain button: the row draws no Mantine components). */
  buttonClassName: string | undefined;
  /** The Menu.Item entries; the first usable one carries data-autofocus. */
  children: ReactNode;
  /** False when every entry is disabled: the focus then waits in the menu itself. */
  anyItemUsable: boolean;
};

/**
 * A crew item row's "More" menu, mounted on first use. A Mantine Menu is a popover with
 * floating positioning and focus handling: one per row made every row of a project with 200
 * crew items pay for a menu nobody had opened (issue 13's detail figure). Until it is used,
 * the button alone stands in, saying which menu it opens; the first click mounts the menu
 * opened, and from then on it is an ordinary Menu.
 */
export function CrewItemMoreMenu({ label, buttonClassName, children, anyItemUsable }: Props) {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  // Opened once the menu's own button has taken the focus: on close, Mantine gives the focus
  // back to what held it at opening. Opened with the first click, that was the stand-in
  // button, gone by then, and Escape left the focus on the page's body.
  useEffect(() => {
    if (used) setOpened(true);
  }, [used]);
  if (!used) {
    return (
      <button
        type="button"
        className={buttonClassName}
        data-variant="default"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        data-crew-item-more
        onClick={() => setUsed(true)}
      >
        <Trans>More</Trans>
      </button>
    );
  }
  return (
    <Menu
      position="bottom-end"
      withinPortal
      opened={opened}
      onChange={setOpened}
      // Mantine's blank first stop would come before the item marked data-autofocus.
      withInitialFocusPlaceholder={!anyItemUsable}
    >
      <Menu.Target>
        {/* Takes the place of the button just clicked, so it takes its focus too. */}
        <button
          type="button"
          className={buttonClassName}
          data-variant="default"
          aria-label={label}
          data-crew-item-more
          autoFocus
        >
          <Trans>More</Trans>
        </button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
