/**
 * Where the API lives. Build with `VITE_API_BASE=https://api.example.com/api/v1 npm run build`
 * to point the app at another server; by default it talks to its own origin.
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/v1';

/** Every request names the client kind (SPEC §7). */
export const CLIENT_TYPE = 'MOBILE';
