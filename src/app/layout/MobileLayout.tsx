import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useSwipeable } from 'react-swipeable';
import { useEffect, useMemo, useState } from 'react';
import type { Authenticated } from '../../session/sessionState';
import { menuContextOf } from '../../session/sessionState';
import { bottomBarEntries, sidebarEntries } from '../../session/menu';
import { AppHeader, HEADER_HEIGHT_PX } from './AppHeader';
import { OfflineBanner } from '../sync/SyncStatus';
import { DeviceFullBanner } from '../sync/DeviceFullBanner';
import { BottomBar } from './BottomBar';
import { LazySidebar, preloadSidebar } from './LazySidebar';
import { showsBackArrow, usesFluidContainer } from './layoutRules';
import { useLocationParts, usePageTitle } from './usePageMeta';
import { PageOutlet } from './PageOutlet';
import { PageChromeContext } from './pageChrome';
import classes from './MobileLayout.module.css';

/**
 * react-remove-scroll's class for fixed elements (Mantine's AppShell set it): while a modal
 * locks the page's scroll, they keep clear of where the scroll bar was, as the page does.
 */
const KEEPS_CLEAR_OF_SCROLL_BAR = 'right-scroll-bar-position';

/** SPEC §2 mobile layout: header, sidebar drawer, bottom bar; swiping right goes back. */
export function MobileLayout({ session }: { session: Authenticated }) {
  const router = useRouter();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, searchStr } = useLocationParts();
  const { title, entityName } = usePageTitle();
  const [titleWhole, setTitleWhole] = useState(true);
  const chrome = useMemo(
    () => ({ wholeEntityName: titleWhole ? entityName : null, guestNote: false }),
    [titleWhole, entityName],
  );
  const context = menuContextOf(session);
  const bottom = bottomBarEntries(context);
  const showBack = showsBackArrow(pathname, session.guest);
  const swipe = useSwipeable({
    onSwipedRight: () => {
      if (showBack) router.history.back();
    },
    delta: 60,
  });

  const footerHeight = bottom.length > 0 ? 64 : 0;
  // What is scrolled into view (a focused field, a question opened by link) must not end up
  // under the fixed header or bottom bar, where a tap hits the bar instead (WCAG 2.4.11).
  useEffect(() => {
    const root = document.documentElement.style;
    root.scrollPaddingTop = `${HEADER_HEIGHT_PX}px`;
    root.scrollPaddingBottom = `${footerHeight}px`;
    return () => {
      root.scrollPaddingTop = '';
      root.scrollPaddingBottom = '';
    };
  }, [footerHeight]);

  return (
    <div>
      <header className={`${classes.header} ${KEEPS_CLEAR_OF_SCROLL_BAR}`}>
        <AppHeader
          title={title}
          onTitleWhole={setTitleWhole}
          showBack={showBack}
          menuOpened={opened}
          onMenu={toggle}
          onMenuIntent={preloadSidebar}
        />
      </header>
      <LazySidebar
        opened={opened}
        onClose={close}
        entries={sidebarEntries(context)}
        pathname={pathname}
        searchStr={searchStr}
        guest={session.guest !== null}
        onLogout={() => {
          close();
          void navigate({ to: '/logout' });
        }}
      />
      <main className={classes.main} data-with-footer={footerHeight > 0 || undefined} {...swipe}>
        <OfflineBanner />
        <DeviceFullBanner />
        <Container
          size={usesFluidContainer(pathname) ? undefined : 'sm'}
          fluid={usesFluidContainer(pathname)}
          px={0}
        >
          <PageChromeContext value={chrome}>
            <PageOutlet session={session} />
          </PageChromeContext>
        </Container>
      </main>
      {bottom.length > 0 && (
        <footer className={`${classes.footer} ${KEEPS_CLEAR_OF_SCROLL_BAR}`}>
          <BottomBar entries={bottom} pathname={pathname} searchStr={searchStr} />
        </footer>
      )}
    </div>
  );
}
