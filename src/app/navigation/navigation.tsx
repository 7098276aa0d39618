import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

/**
 * Going to another page, for screens drawn both inside the router and by the login shell
 * (src/routes/loginShell.tsx), which shows /login before the router has loaded (issue 17, P4:
 * the router and the route table are a fifth of /login's scripts). Inside the router `go` is the
 * router's navigate; in the shell it loads the router first and hands the page over to it.
 */
export type Navigation = {
  go: (href: string, options?: { replace?: boolean }) => Promise<void>;
  /**
   * Starts loading what going to `href` needs, on a sign the person is about to go there;
   * without `href`, what any next page needs (the login shell's router).
   */
  prefetch: (href?: string) => void;
};

/**
 * A full page load: without a provider (a screen drawn on its own in a test), and the login
 * shell's way out when the router's chunk does not come.
 */
export const pageLoad: Navigation = {
  go: (href, options) => {
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
    return Promise.resolve();
  },
  prefetch: () => undefined,
};

const NavigationContext = createContext<Navigation>(pageLoad);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A plain click: the others (new tab, new window, download) stay the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link to another page of the app, through whichever navigation draws this screen. */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink(
  { href, onClick, onPointerEnter, onFocus, ...rest },
  ref,
) {
  const navigation = useNavigation();
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onPointerEnter={(event) => {
        navigation.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        navigation.prefetch(href);
        onFocus?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void navigation.go(href);
      }}
    />
  );
});
