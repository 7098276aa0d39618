import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parsePlanningSearch, type PlanningSearch } from './planningSearch';

const keyOf = (s: PlanningSearch) => JSON.stringify(parsePlanningSearch(s));

/**
 * The calendar's month, day, grouping and filters: changed in the screen's own state first,
 * so a switch redraws at once, and written to the URL just after (a router navigation on the
 * critical path cost most of the 100 ms a switch may take). A change of the URL from outside
 * (back button, a link) comes into the state.
 */
export function useCalendarSearch(): [PlanningSearch, (next: PlanningSearch) => void] {
  const fromUrl = parsePlanningSearch(useSearch({ strict: false }));
  const urlKey = keyOf(fromUrl);
  const navigate = useNavigate();
  const router = useRouter();
  const [search, setSearch] = useState(fromUrl);
  // What the URL holds as far as this screen knows: its own writes are not news.
  const written = useRef(urlKey);
  useEffect(() => {
    if (urlKey === written.current) return;
    written.current = urlKey;
    setSearch(JSON.parse(urlKey) as PlanningSearch);
  }, [urlKey]);
  useEffect(() => {
    const key = keyOf(search);
    if (key === written.current) return;
    let timer = 0;
    // After the next frame: a router navigation re-renders the screen, which must not delay
    // the frame that shows the switch.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        // The person left the calendar meanwhile (tapped a project): stay where they went.
        if (router.latestLocation.pathname !== '/planning-calendar') return;
        written.current = key;
        void navigate({
          to: '/planning-calendar',
          search: JSON.parse(key) as PlanningSearch,
          replace: true,
        });
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [search, navigate, router]);
  const go = useCallback((next: PlanningSearch) => setSearch((s) => ({ ...s, ...next })), []);
  return [search, go];
}
